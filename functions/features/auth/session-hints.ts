import { BoundedMap } from '../../lib/bounded-map';

/**
 * Who a session was last seen to be: its user's id and time zone, kept in this isolate's memory
 * after the session was checked. A hint lets a route that checks its session inside its own batch
 * (session-check.ts) write that batch before the session is read, in one round trip. It is a
 * guess, never an authority: every write it shapes is guarded in the same transaction on the
 * session being valid, unexpired, of that user, in that zone; the answer waits for the session's
 * own check. So a hint holds no secret (the id alone does not sign anyone in) and a stale one (a
 * session ended, a zone changed) costs only the ordinary second round trip.
 */
export interface SessionHint {
  id: string;
  timeZone: string;
}

/** Hints kept at most (the oldest goes first): one active learner is one entry of about 150 bytes. */
const hints = new BoundedMap<string, SessionHint>(5_000);

export function rememberSessionHint(sessionId: string, user: SessionHint) {
  hints.set(sessionId, { id: user.id, timeZone: user.timeZone });
}

export function sessionHint(sessionId: string): SessionHint | undefined {
  return hints.get(sessionId);
}

export function forgetSessionHint(sessionId: string) {
  hints.delete(sessionId);
}
