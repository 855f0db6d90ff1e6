import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { routeNotFound } from './errors';

/**
 * The guard of every development-only route group (docs/decisions.md, "Code layout"): placed first
 * in the group, it answers exactly like an unknown route wherever `available` says no, so a
 * deployment shows no trace of the helpers.
 */
export const devOnly =
  (available: (env: Bindings) => boolean): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!available(c.env)) throw routeNotFound(c);
    await next();
  };

/** The browser-test server (APP_ENV=test) only. */
export const inTests = (env: Bindings) => env.APP_ENV === 'test';

/** Anywhere but production: development, `npm start` and the tests. */
export const outsideProduction = (env: Bindings) => env.APP_ENV !== 'production';
