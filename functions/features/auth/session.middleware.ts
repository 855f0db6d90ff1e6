import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { unauthorized } from '../../lib/errors';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { parseSessionToken, validateSessionToken, type Session } from './session';
import { sessionHint } from './session-hints';
import type { SessionUser } from './session.repo';

/**
 * Reads the session cookie on every API request and sets `user`/`session` (or null). A route named
 * by `checkedByRoute` checks its session itself, in its own batch, when a hint says whose it is
 * (session-check.ts, session-hints.ts): then `user` stays null and `sessionToCheck` holds the token
 * until the route checks it, and a route that does not check it refuses the request.
 */
export const loadSession =
  ({ checkedByRoute = () => false }: { checkedByRoute?: (c: Context<AppEnv>) => boolean } = {}): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('user', null);
    c.set('session', null);
    c.set('sessionToCheck', null);
    const token = readSessionCookie(c);
    const parsed = token && checkedByRoute(c) ? parseSessionToken(token) : null;
    const hint = parsed ? sessionHint(parsed.id) : undefined;
    if (token && parsed && hint) c.set('sessionToCheck', { token, parsed, hint });
    else if (token) {
      const result = await validateSessionToken(c.env.DB, token, c.get('now'));
      if (result) {
        c.set('user', result.user);
        c.set('session', result.session);
        setSessionCookie(c, token, result.session.expiresAt);
      } else {
        clearSessionCookie(c);
      }
    }
    await next();
  };

/** What the handlers after `requireUser()` see: the user and the session are there, never null. */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser; session: Session } };

/** The context of a handler behind `requireUser()`, for the helpers such handlers call. */
export type SignedInContext = Context<SignedInEnv>;

/**
 * Refuses the request with 401 unless a user is signed in. Its type narrows `user` and `session`
 * for every handler after it (Hono intersects a middleware's variables with the app's), so those
 * handlers read `c.get('user')` without a null check; the check here is what makes that true.
 */
export const requireUser = (): MiddlewareHandler<SignedInEnv> => async (c, next) => {
  if (!c.get('user') || !c.get('session')) throw unauthorized();
  await next();
};
