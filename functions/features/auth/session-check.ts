import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import type { SqlPart, WriteGuard } from '../../lib/d1';
import { unauthorized } from '../../lib/errors';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { forgetSessionHint, type SessionHint } from './session-hints';
import { settleSession, type SessionToken } from './session';
import { findSessionWithUser, sessionRowFromJson, sessionRowJson, type SessionRow, type SessionUser } from './session.repo';

/**
 * A session left for the route to check inside its own batch (loadSession's `checkedByRoute`): the
 * cookie's token and who its hint says the session is.
 */
export interface SessionToCheck {
  token: string;
  parsed: SessionToken;
  hint: SessionHint;
}

/**
 * The signed-in person of a route that may check its session in its own batch (docs/decisions.md,
 * Learning Hub, "One round trip per save").
 */
export interface Learner {
  /** Who to write for: the checked user, or the hint's id and zone while the session is unchecked. */
  claimed: SessionHint;
  /**
   * While the session is unchecked: a column that reads it, for a statement of the batch to carry
   * (sessionRowJson), and the guard every write of the batch takes, so nothing is written unless
   * the session is valid, of the claimed user, in the claimed zone, in the batch's own transaction.
   */
  inBatch: { column: SqlPart; guard: WriteGuard } | null;
  /** Checks the session from the value of that column: the user. Refuses (401) a session that is not valid. */
  checkFrom: (column: unknown) => Promise<SessionUser>;
  /** The checked user: checked on its own round trip if it was not yet. Refuses (401) a session that is not valid. */
  check: () => Promise<SessionUser>;
}

/** Writes only while the token's session is valid and belongs to the hint's user in the hint's zone. */
function sessionGuard(parsed: SessionToken, hint: SessionHint, now: number): WriteGuard {
  return {
    sql: (n) =>
      `EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ?${n} AND s.secret_hash = ?${n + 1}
        AND s.expires_at > ?${n + 2} AND s.user_id = ?${n + 3} AND u.time_zone = ?${n + 4})`,
    values: [parsed.id, parsed.secretHash, now, hint.id, hint.timeZone],
  };
}

/** A learner whose session is checked already (by loadSession, or by a batch that must be written again). */
export const checkedLearner = (user: SessionUser): Learner => ({
  claimed: user,
  inBatch: null,
  checkFrom: () => Promise.resolve(user),
  check: () => Promise.resolve(user),
});

/**
 * The learner of a request: checked already by loadSession, or to be checked by the route (in its
 * batch, or on its own round trip when the route needs the user first). Refuses (401) a request
 * with neither. A check sets the session cookie and `user`/`session` as loadSession would, or clears
 * the cookie and refuses.
 */
export function learnerOf(c: Context<AppEnv>): Learner {
  const user = c.get('user');
  if (user && c.get('session')) return checkedLearner(user);
  const pending = c.get('sessionToCheck');
  if (!pending) throw unauthorized();
  const db = c.env.DB;
  const now = c.get('now');
  let checked: SessionUser | null = null;
  const accept = async (row: SessionRow | null) => {
    const result = await settleSession(db, pending.parsed, row, now);
    if (!result) {
      forgetSessionHint(pending.parsed.id);
      clearSessionCookie(c);
      throw unauthorized();
    }
    c.set('user', result.user);
    c.set('session', result.session);
    c.set('sessionToCheck', null);
    setSessionCookie(c, pending.token, result.session.expiresAt);
    checked = result.user;
    return result.user;
  };
  const check = async () => checked ?? accept(await findSessionWithUser(db, pending.parsed.id));
  return {
    claimed: pending.hint,
    inBatch: { column: sessionRowJson(pending.parsed.id), guard: sessionGuard(pending.parsed, pending.hint, now) },
    checkFrom: (column) => accept(sessionRowFromJson(column)),
    check,
  };
}
