import { PRIVATE_PAGES, privatePageRedirect } from './features/auth/private-pages';
import { CERTIFICATE_PAGE, certificatePage } from './features/certificates/certificate-page';
import { withSiteHeaders } from './lib/site-headers';

/** A fetch handler: Astro's (static pages it serves through the assets binding) or the API's. */
export type Render = (request: Request, env: Cloudflare.Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** `/api` and everything under it: the Hono app's (functions/app.ts), which answers unknown routes itself. */
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The Worker's fetch handler around Astro's: `/api/*` goes straight to the Hono app; certificate
 * pages are drawn from D1; private pages (which reach the Worker before their static file,
 * `assets.run_worker_first`) send a visitor without a session cookie to sign in and give anyone
 * else the file; everything else is Astro's.
 * The API skips Astro's handler because Astro would only pass the request on to the same app
 * (src/pages/api/[...path].ts) after matching routes, building locals and rendering an endpoint:
 * without that detour the local server answers 7-8 % more API requests a second
 * (docs/performance.md, "The API without Astro's router, and where the save's time goes").
 * Whoever answers, the response leaves with the site's security headers (withSiteHeaders): the
 * static files' `_headers` rules do not reach what the Worker draws or redirects itself.
 * Kept apart from src/worker.ts, which imports Astro's build, so the worker tests can run it.
 */
export function siteHandler(render: Render, api: Render) {
  const answer = async (request: Request, env: Cloudflare.Env, ctx: ExecutionContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (isApiPath(pathname)) return api(request, env, ctx);
    if (CERTIFICATE_PAGE.test(pathname) && (request.method === 'GET' || request.method === 'HEAD')) return certificatePage(request, env);
    if (PRIVATE_PAGES.includes(pathname)) return privatePageRedirect(request) ?? env.ASSETS.fetch(request);
    return render(request, env, ctx);
  };
  return async (request: Request, env: Cloudflare.Env, ctx: ExecutionContext) => withSiteHeaders(await answer(request, env, ctx));
}
