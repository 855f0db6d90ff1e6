/**
 * A stand-in for the Worker's static assets binding (`ASSETS`), which the worker tests do not have:
 * it answers like the asset server of a build holding `pages` (200 with HTML for those, a
 * redirect for their other spellings, the 404 page otherwise) and `files` (other paths with their own body and headers), adding `headers` to
 * every answer as the build's `_headers` file does.
 */
export function builtSite(
  pages: string[],
  {
    files = {},
    headers = {},
  }: { files?: Record<string, { body: string; headers?: Record<string, string> }>; headers?: Record<string, string> } = {},
): Fetcher {
  const known = new Set(pages);
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      const answer = (text: string, status: number, own: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }) =>
        new Response(request.method === 'HEAD' ? null : text, { status, headers: { ...own, ...headers } });
      const file = files[pathname];
      if (file) return answer(file.body, 200, file.headers);
      // Other spellings of a page's address are redirected to it, as the asset server does
      // (`/about.html`, `/index`); a fetch that follows redirects gets the page itself.
      const canonical = pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
      if (canonical !== pathname && known.has(canonical)) {
        if (request.redirect !== 'manual') return answer(`<!doctype html><title>${canonical}</title>`, 200);
        return new Response(null, { status: 307, headers: { location: canonical, ...headers } });
      }
      if (known.has(pathname)) return answer(`<!doctype html><title>${pathname}</title>`, 200);
      return answer('<!doctype html><title>Not found</title>', 404);
    },
    connect() {
      throw new Error('not used');
    },
  };
  return fetcher as unknown as Fetcher;
}
