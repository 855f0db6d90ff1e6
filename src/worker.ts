/**
 * The Worker's entry: the site's fetch handler around Astro's (functions/site-handler.ts: static
 * pages, /api/v1 straight to the Hono app, certificate pages drawn from D1, private pages), plus
 * the scheduled sweep that keeps growing tables small and sends the daily review reminders (the
 * Cron Trigger in wrangler.toml).
 */
import { handle } from '@astrojs/cloudflare/handler';
import { createApp } from '../functions/app';
import { pruneExpired } from '../functions/features/maintenance/prune.repo';
import { siteHandler } from '../functions/site-handler';
import { sweepNotifyContext } from '../functions/features/notifications/notify';
import { sendReviewReminders } from '../functions/features/review/review-reminders';

const api = createApp();

export default {
  fetch: siteHandler(handle, (request, env, ctx) => api.fetch(request, env, ctx)),
  async scheduled(_controller, env, ctx) {
    const now = Date.now();
    // One structured line per sweep is the operational record of the cron (read in Workers Logs,
    // like the API's error lines), logged at info level on purpose: nothing else reports what a
    // sweep did.
    const record = (sweep: string) => (result: unknown) => console.info(JSON.stringify({ sweep, result }));
    ctx.waitUntil(pruneExpired(env.DB, now).then(record('expired rows')));
    ctx.waitUntil(sendReviewReminders(sweepNotifyContext(env, now)).then(record('review reminders')));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
