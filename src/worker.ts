/**
 * The Worker's entry: Astro's handler for every request (static pages and /api/v1), plus the
 * scheduled sweep that keeps growing tables small (the Cron Trigger in wrangler.toml).
 */
import { handle } from '@astrojs/cloudflare/handler';
import { pruneExpired } from '../functions/features/maintenance/prune.repo';

export default {
  fetch: handle,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(pruneExpired(env.DB, Date.now()).then((deleted) => console.log(JSON.stringify({ sweep: 'expired rows', deleted }))));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
