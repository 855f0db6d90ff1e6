import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { saltOfDay } from './daily-salt.repo';

/**
 * A name for a client's network (a networkKey: an IPv4 address or an IPv6 /64) that holds for one
 * UTC day: SHA-256 of the day's random salt and the key. The salt is deleted by the scheduled sweep
 * once its day is over, so a stored name can be matched to an address only on the day it was made,
 * and only with the database in hand; the address itself is never stored.
 */
export async function networkOfTheDay(db: D1Database, networkKey: string, now: number): Promise<string> {
  const day = new Date(now).toISOString().slice(0, 10);
  const salt = await saltOfDay(db, day, encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32))));
  return encodeHexLowerCase(sha256(new TextEncoder().encode(`${salt}:${networkKey}`)));
}
