import type { Context } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { ApiError } from './errors';
import { dropOldWindows, takeBackHits, upsertHit } from './rate-limit.repo';

/** A limit: at most `max` hits per `windowSeconds` for one key. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/** One counted hit: the window it fell in and the count so far, so it can be checked or taken back. */
export interface CountedHit {
  limit: RateLimit;
  bucket: string;
  windowStart: number;
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Fixed-window counters in D1 (table rate_limits). D1 is one database for every isolate, so a
 * limit holds however many Workers serve the requests; the Workers rate-limit binding would be
 * cheaper but is per-location and has no local equivalent the tests could exercise.
 * Counting happens before the check, in one upsert, so concurrent requests cannot slip past it.
 */
export async function countHit(db: D1Database, limit: RateLimit, key: string, now: number): Promise<CountedHit> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const bucket = rateLimitBucket(limit, key);
  const hits = await upsertHit(db, bucket, windowStart);
  if (hits === 1) await dropOldWindows(db, bucket, windowStart);
  return { limit, bucket, windowStart, hits, retryAfter: Math.max(1, windowStart + limit.windowSeconds - nowSeconds) };
}

/** Counts a hit and refuses the request (429 with Retry-After) once the window holds more than `max`. */
export async function enforceRateLimit(db: D1Database, limit: RateLimit, key: string, now: number) {
  const hit = await countHit(db, limit, key, now);
  if (hit.hits > limit.max) throw tooManyAttempts(hit.retryAfter);
}

/** Takes counted hits back (a sign-in that succeeded is not an attempt to limit). */
export async function refundHits(db: D1Database, hits: CountedHit[]) {
  if (hits.length > 0)
    await takeBackHits(
      db,
      hits.map(({ bucket, windowStart }) => ({ bucket, windowStart })),
    );
}

/** The 429 every limit answers with. */
export function tooManyAttempts(retryAfter: number) {
  return new ApiError(429, 'rate_limited', `Too many attempts. Try again in ${describeWait(retryAfter)}.`, undefined, {
    'Retry-After': String(retryAfter),
  });
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
