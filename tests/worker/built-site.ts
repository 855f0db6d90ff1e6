/**
 * A stand-in for the Worker's static assets binding (`ASSETS`), which the worker tests do not have:
 * it answers like the asset server of a build holding `pages` (200 with HTML for those, the 404
 * page otherwise) and `files` (other paths with their own body and headers).
 */
export function builtSite(pages: string[], files: Record<string, { body: string; headers?: Record<string, string> }> = {}): Fetcher {
  const known = new Set(pages);
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      const body = (text: string) => (request.method === 'HEAD' ? null : text);
      const file = files[pathname];
      if (file) return new Response(body(file.body), { status: 200, headers: file.headers });
      if (known.has(pathname)) {
        return new Response(body(`<!doctype html><title>${pathname}</title>`), { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }
      return new Response(body('<!doctype html><title>Not found</title>'), {
        status: 404,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
    connect() {
      throw new Error('not used');
    },
  };
  return fetcher as unknown as Fetcher;
}
