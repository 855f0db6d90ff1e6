/**
 * The Worker's entry: the site's fetch handler around Astro's (functions/site-handler.ts: static
 * pages and /api/v1, certificate pages drawn from D1, private pages), plus the scheduled sweep that
 * keeps growing tables small (the Cron Trigger in wrangler.toml).
 */
import { handle } from '@astrojs/cloudflare/handler';
import { pruneExpired } from '../functions/features/maintenance/prune.repo';
import { siteHandler } from '../functions/site-handler';

export default {
  fetch: siteHandler(handle),
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(pruneExpired(env.DB, Date.now()).then((deleted) => console.log(JSON.stringify({ sweep: 'expired rows', deleted }))));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
