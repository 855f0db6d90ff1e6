import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './env';
import { ApiError } from './lib/errors';
import { onError, onNotFound } from './middleware/errors';
import { sameOrigin } from './middleware/same-origin';
import { apiSecurityHeaders, noStore } from './middleware/security-headers';
import { healthRoutes } from './features/health/health.routes';
import { loadSession } from './features/auth/session.middleware';
import { searchRoutes } from './features/search/search.routes';
import { currentUserRoutes } from './features/auth/current-user.routes';
import { learningRoutes } from './features/learning/learning.routes';
import { testSessionRoutes } from './features/dev/test-session.routes';

/** Largest JSON body any route accepts; real payloads are far smaller. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Options for tests: a controllable clock (unix ms). Production uses the real time. */
export interface AppOptions {
  clock?: () => number;
}

/** Builds the `/api/v1` Hono app used by the Astro endpoint and by the worker tests. */
export function createApp({ clock = Date.now }: AppOptions = {}) {
  const app = new Hono<AppEnv>().basePath('/api/v1');

  app.use(requestId());
  app.use(async (c, next) => {
    c.set('now', clock());
    await next();
  });
  app.use(apiSecurityHeaders());
  app.use(noStore());
  app.use(sameOrigin());
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
      },
    }),
  );

  app.use(loadSession());

  app.route('/health', healthRoutes);
  app.route('/search', searchRoutes);
  app.route('/auth/me', currentUserRoutes);
  app.route('/learning-hub', learningRoutes);
  app.route('/dev/test-session', testSessionRoutes);

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
