import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { findSessionWithUser, insertSession, deleteSession, extendSession, type SessionRow } from './session.repo';
import { rememberSessionHint } from './session-hints';

/** A session lives 30 days after its last use (sliding expiry). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The expiry is pushed back at most once a day, to keep writes rare. */
const EXTEND_AFTER_MS = 24 * 60 * 60 * 1000;

export interface Session {
  id: string;
  userId: string;
  expiresAt: number;
}

/** 20 random bytes → 160 bits, above the Copenhagen Book's 120-bit floor for ids and secrets. */
function randomPart(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

const hashSecret = (secret: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));

/** Creates a session for a user; returns the token for the cookie (never stored). */
export async function createSession(db: D1Database, userId: string, userAgent: string, now: number) {
  const id = randomPart();
  const secret = randomPart();
  const expiresAt = now + SESSION_TTL_MS;
  await insertSession(db, { id, userId, secretHash: hashSecret(secret), createdAt: now, expiresAt, userAgent: userAgent.slice(0, 200) });
  return { token: `${id}.${secret}`, session: { id, userId, expiresAt } satisfies Session };
}

/** A token's parts: the session's id, and the hash of its secret as the row stores it (never the secret). */
export interface SessionToken {
  id: string;
  secretHash: string;
}

/** Splits a cookie's token into its session id and its secret's hash, or null when it is not a token. */
export function parseSessionToken(token: string): SessionToken | null {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined) return null;
  return { id, secretHash: hashSecret(secret) };
}

/**
 * Checks a token against its session's row, wherever that row was read (on its own, or inside a
 * route's batch): the session must exist, be unexpired and its secret hash must match (compared in
 * constant time). An expired session is deleted; one in use has its expiry pushed back (at most
 * once a day). Returns the session and its user, or null.
 */
export async function settleSession(db: D1Database, token: SessionToken, row: SessionRow | null, now: number) {
  if (!row) return null;
  const expected = new TextEncoder().encode(row.secretHash);
  const actual = new TextEncoder().encode(token.secretHash);
  if (!constantTimeEqual(expected, actual)) return null;
  if (row.expiresAt <= now) {
    await deleteSession(db, token.id);
    return null;
  }
  let expiresAt = row.expiresAt;
  if (now - row.lastSeenAt >= EXTEND_AFTER_MS) {
    expiresAt = now + SESSION_TTL_MS;
    await extendSession(db, token.id, now, expiresAt);
  }
  rememberSessionHint(token.id, row.user);
  return { session: { id: token.id, userId: row.user.id, expiresAt } satisfies Session, user: row.user };
}

/** Checks a token on its own round trip (settleSession): the session and its user, or null. */
export async function validateSessionToken(db: D1Database, token: string, now: number) {
  const parsed = parseSessionToken(token);
  if (!parsed) return null;
  return settleSession(db, parsed, await findSessionWithUser(db, parsed.id), now);
}
