import type { Context } from 'hono';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { ApiError } from './errors';
import type { WriteGuard } from './d1';
import { countHitInWindow, countHitStatement, hitsCounted, takeBackHits, withinLimit } from './rate-limit.repo';

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
  const window = windowOf(limit, key, now);
  const hits = await countHitInWindow(db, window.bucket, window.windowStart);
  return { limit, ...window, hits };
}

/** The window a hit at `now` falls in, its bucket, and the seconds until it ends (at least 1). */
function windowOf(limit: RateLimit, key: string, now: number) {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const bucket = rateLimitBucket(limit, key);
  return { bucket, windowStart, retryAfter: Math.max(1, windowStart + limit.windowSeconds - nowSeconds) };
}

/** A hit counted inside the request's own batch of writes (hitInBatch). */
export interface BatchedHit {
  /** Run first in the batch: they count the hit. */
  statements: D1PreparedStatement[];
  /** For every write of the batch: it takes effect only while the window's hits are within the limit. */
  guard: WriteGuard;
  /** With the batch's first result: refuses the request (429 with Retry-After) when the hit was over the limit. */
  refuseOver: (counted: D1Result<unknown> | undefined) => void;
}

/**
 * Counts a hit in the same batch as the request's writes, which saves the round trip of its own
 * (docs/decisions.md, Learning Hub, "One round trip per save"). The batch runs as one
 * transaction: the count comes first, and each write's WHERE requires the window's hits to be
 * within the limit, so over the limit nothing is written and the answer is the same 429. A `guard`
 * (the batch's own session check) stops the count as well as the writes.
 */
export function hitInBatch(db: D1Database, limit: RateLimit, key: string, now: number, guard?: WriteGuard): BatchedHit {
  const { bucket, windowStart, retryAfter } = windowOf(limit, key, now);
  return {
    statements: [countHitStatement(db, bucket, windowStart, guard)],
    guard: withinLimit(bucket, windowStart, limit.max),
    refuseOver: (counted) => {
      if (hitsCounted(counted) > limit.max) throw tooManyAttempts(retryAfter);
    },
  };
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

/**
 * The client as limits count it: the network key of `CF-Connecting-IP` (see networkKey). Local
 * requests without the header share one bucket.
 */
export function clientIp(c: Context): string {
  return networkKey(clientAddress(c));
}

/** The client's full address as Cloudflare reports it (for Plausible's visitor count, never for limits). */
export function clientAddress(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

const IPV4 =
  /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

/** An IPv4 address in dotted form as its octets, or null. */
function ipv4Octets(text: string): number[] | null {
  const match = IPV4.exec(text);
  return match ? match.slice(1).map(Number) : null;
}

/** An IPv6 address (lower case, without brackets or zone) as its eight 16-bit groups, or null. */
function ipv6Groups(text: string): number[] | null {
  let body = text;
  let tail: number[] = [];
  // A dotted IPv4 tail (::ffff:192.0.2.1) stands for the last two groups.
  if (body.includes('.')) {
    const cut = body.lastIndexOf(':');
    const octets = cut < 0 ? null : ipv4Octets(body.slice(cut + 1));
    if (!octets) return null;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    tail = [(a << 8) | b, (c << 8) | d];
    body = body.slice(0, cut + 1);
    if (!body.endsWith('::')) body = body.slice(0, -1);
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const [first = '', second = ''] = halves;
  const head = groupsOf(first);
  const after = halves.length === 2 ? groupsOf(second) : [];
  if (![...head, ...after].every((g) => HEXTET.test(g))) return null;
  const written = head.length + after.length + tail.length;
  if (halves.length === 1 ? written !== 8 : written > 7) return null;
  const hex = (g: string) => parseInt(g, 16);
  return [...head.map(hex), ...new Array<number>(8 - written).fill(0), ...after.map(hex), ...tail];
}

/**
 * The network a client address stands for, as rate limits and vote deduplication count it: an IPv4
 * address whole; an IPv6 address by its /64 (`2001:db8:1:2::/64`), because one subscriber usually
 * gets a whole /64 and can use any address in it; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) as
 * the IPv4 address it carries. Compressed and full forms, capitals, brackets and zone ids
 * (`%eth0`) give the same key. Text that is no address (only local tests send such) is kept as
 * sent, lower-cased, so it never shares a bucket with a real address.
 */
export function networkKey(address: string): string {
  const text = address.trim().toLowerCase();
  const v4 = ipv4Octets(text);
  if (v4) return v4.join('.');
  const bare = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const groups = bare.includes(':') ? ipv6Groups(bare) : null;
  if (!groups) return text;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`;
}
