import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import type { AppEnv } from './env';
import { onError, onNotFound } from './middleware/errors';
import { bodyLimit } from './middleware/body-limit';
import { jsonBodies } from './middleware/json-bodies';
import { sameOrigin } from './middleware/same-origin';
import { apiSecurityHeaders, noStore } from './middleware/security-headers';
import { healthRoutes } from './features/health/health.routes';
import { loadSession } from './features/auth/session.middleware';
import { provideNotify } from './features/notifications/notify';
import { searchRoutes } from './features/search/search.routes';
import { learningRoutes } from './features/learning/learning.routes';
import { reviewRoutes } from './features/review/review.routes';
import { demoRoutes } from './features/demo/demo.routes';
import { labsRoutes } from './features/labs/labs.routes';
import { authRoutes } from './features/auth/auth.routes';
import { recoveryRoutes } from './features/auth/recovery.routes';
import { sessionsRoutes } from './features/auth/sessions.routes';
import { oauthRoutes } from './features/auth/oauth/oauth.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { devMailboxRoutes } from './features/email/dev-mailbox.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { webhookRoutes } from './features/billing/webhook.routes';
import { devSandboxRoutes } from './features/billing/sandbox/dev-sandbox.routes';
import { devSessionRoutes } from './features/auth/dev-session.routes';
import { devNotificationsRoutes } from './features/notifications/dev-notifications.routes';
import { certificatesRoutes } from './features/certificates/certificates.routes';
import { designReviewsRoutes } from './features/design-reviews/design-reviews.routes';
import { supportRoutes } from './features/support/support.routes';
import { deskRoutes } from './features/support/desk.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { votesRoutes } from './features/help/votes.routes';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes';

/** Largest JSON body any route accepts; real payloads are far smaller. */
export const MAX_BODY_BYTES = 16 * 1024;
/** Stripe's events carry whole objects (an invoice with its lines), so its webhook may send more. */
const WEBHOOK_PATH = '/api/v1/billing/webhook';
const MAX_WEBHOOK_BYTES = 256 * 1024;
const PROGRESS_SAVE_PATH = '/api/v1/learning-hub/progress';

/** Options for tests: a controllable clock (unix ms). Production uses the real time. */
export interface AppOptions {
  clock?: () => number;
}

/** Builds the `/api/v1` Hono app used by the Astro endpoint and by the worker tests. */
export function createApp({ clock = Date.now }: AppOptions = {}) {
  const app = new Hono<AppEnv>().basePath('/api/v1');

  // The id is always ours: a client-chosen X-Request-Id would let anyone forge or collide log lines.
  app.use(requestId({ headerName: '' }));
  app.use(async (c, next) => {
    c.header('X-Request-Id', c.get('requestId'));
    await next();
  });
  app.use(async (c, next) => {
    c.set('now', clock());
    await next();
  });
  app.use(apiSecurityHeaders());
  app.use(noStore());
  app.use(sameOrigin({ signedWebhook: WEBHOOK_PATH }));
  const webhookBodies = bodyLimit(MAX_WEBHOOK_BYTES);
  const jsonBodyLimit = bodyLimit(MAX_BODY_BYTES);
  app.use((c, next) => (c.req.path === WEBHOOK_PATH ? webhookBodies : jsonBodyLimit)(c, next));

  app.use(jsonBodies());
  // The progress save, the Learning Hub's most frequent write, checks its session inside its own
  // batch (docs/decisions.md, Learning Hub, "One round trip per save").
  app.use(loadSession({ checkedByRoute: (c) => c.req.method === 'POST' && c.req.path === PROGRESS_SAVE_PATH }));
  app.use(provideNotify());

  app.route('/health', healthRoutes);
  app.route('/events', analyticsRoutes);
  app.route('/search', searchRoutes);
  app.route('/learning-hub/review', reviewRoutes);
  app.route('/learning-hub', learningRoutes);
  app.route('/demo', demoRoutes);
  app.route('/labs', labsRoutes);
  app.route('/auth', authRoutes);
  app.route('/auth', recoveryRoutes);
  app.route('/auth', oauthRoutes);
  app.route('/auth/sessions', sessionsRoutes);
  app.route('/profile', profileRoutes);
  app.route('/settings', settingsRoutes);
  app.route('/billing/webhook', webhookRoutes);
  app.route('/billing', billingRoutes);
  app.route('/certificates', certificatesRoutes);
  app.route('/design-reviews', designReviewsRoutes);
  app.route('/support/desk', deskRoutes);
  app.route('/support', supportRoutes);
  app.route('/notifications', notificationsRoutes);
  app.route('/help/votes', votesRoutes);
  app.route('/bookmarks', bookmarksRoutes);
  // Development-only routes: each group answers like an unknown route where it does not exist.
  app.route('/dev/test-session', devSessionRoutes);
  app.route('/dev/test-notifications', devNotificationsRoutes);
  app.route('/dev/mailbox', devMailboxRoutes);
  app.route('/dev/billing', devSandboxRoutes);

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
