import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (native in workerd with nodejs_compat).
 *
 * Parameters: OWASP's cheat sheet lists equivalent scrypt settings; its first choice (N=2^17, r=8)
 * needs 128 MiB, the whole memory of a Worker isolate. We use its equivalent N=2^14, r=8, p=5
 * (16 MiB per hash, same work factor class). Hashes are stored self-describing,
 * `scrypt$N$r$p$salt$hash`, so parameters can be raised later and old hashes upgraded on sign-in.
 */
const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes; leave headroom for the parallel lanes.
    const maxmem = 128 * params.N * params.r * 2 + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password into the self-describing `scrypt$N$r$p$salt$hash` form. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((v) => Number.isInteger(v) && v > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/** Checks a password against a stored hash, comparing in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with weaker parameters than today's and should be redone. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N !== SCRYPT_PARAMS.N || parsed.params.r !== SCRYPT_PARAMS.r || parsed.params.p !== SCRYPT_PARAMS.p;
}

/**
 * A hash of a random password nobody knows, made with today's parameters (a test keeps them in
 * step). When the account does not exist we still verify against it, so a failed sign-in costs
 * one scrypt run whether or not the email is known.
 */
export const DUMMY_HASH = 'scrypt$16384$8$5$an5JjCQR4JWYiauJGwkdrw==$jUceY3zbCF/nbCG/kE+xrRwiFmERF/Kpg+28HiG4OtU=';

/** Spends one verification on DUMMY_HASH and reports failure: the "no such account" path of sign-in. */
export async function verifyAgainstDummy(password: string): Promise<boolean> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
