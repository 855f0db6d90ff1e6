/**
 * The Worker's entry: Astro's handler for every request (static pages and /api/v1), plus the
 * scheduled sweep that keeps growing tables small (the Cron Trigger in wrangler.toml). Private
 * pages reach it before their static file (`assets.run_worker_first`): a visitor without a session
 * cookie is sent to sign in, anyone else gets the file. Certificate pages are drawn from D1.
 */
import { handle } from '@astrojs/cloudflare/handler';
import { PRIVATE_PAGES, privatePageRedirect } from '../functions/features/auth/private-pages';
import { pruneExpired } from '../functions/features/maintenance/prune.repo';
import { CERTIFICATE_PAGE, certificatePage } from '../functions/features/certificates/certificate-page';

export default {
  fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (CERTIFICATE_PAGE.test(pathname) && (request.method === 'GET' || request.method === 'HEAD')) return certificatePage(request, env);
    if (PRIVATE_PAGES.includes(pathname)) return privatePageRedirect(request) ?? env.ASSETS.fetch(request);
    return handle(request, env, ctx);
  },
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(pruneExpired(env.DB, Date.now()).then((deleted) => console.log(JSON.stringify({ sweep: 'expired rows', deleted }))));
  },
} satisfies ExportedHandler<Cloudflare.Env>;
