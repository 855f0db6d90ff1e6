import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';

/** Email verification links work for 24 hours. */
export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Password reset links work for 1 hour. */
export const RESET_TTL_MS = 60 * 60 * 1000;

/** A fresh emailed token: 20 random bytes (160 bits) and the SHA-256 hash that is stored instead. */
export function newOneTimeToken() {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  const token = encodeBase32LowerCaseNoPadding(bytes);
  return { token, hash: hashOneTimeToken(token) };
}

/** Only hashes reach the database, so a leaked table cannot be turned into working links. */
export function hashOneTimeToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}
