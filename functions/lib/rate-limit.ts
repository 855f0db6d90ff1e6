import type { Context } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { ApiError } from './errors';
import { countHit, dropOldWindows } from './rate-limit.repo';

/** A limit: at most `max` hits per `windowSeconds` for one key. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in D1 (table rate_limits). D1 is one database for every isolate, so a
 * limit holds however many Workers serve the requests; the Workers rate-limit binding would be
 * cheaper but is per-location and has no local equivalent the tests could exercise.
 */
export async function enforceRateLimit(db: D1Database, limit: RateLimit, key: string, now = Date.now()) {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const bucket = rateLimitBucket(limit, key);
  const hits = await countHit(db, bucket, windowStart);
  if (hits === 1) await dropOldWindows(db, bucket, windowStart);
  if (hits > limit.max) {
    const retryAfter = Math.max(1, windowStart + limit.windowSeconds - nowSeconds);
    throw new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${describeWait(retryAfter)}.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}

/**
 * The stored bucket: the limit's name and a SHA-256 of the key. Keys are email and IP addresses, so
 * the table never holds them in the clear (a hash of a known address can still be recomputed, which
 * is all the counter needs).
 */
export function rateLimitBucket(limit: RateLimit, key: string): string {
  return `${limit.name}:${encodeHexLowerCase(sha256(new TextEncoder().encode(key)))}`;
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** The client's address as Cloudflare reports it; local requests without one share a bucket. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}
