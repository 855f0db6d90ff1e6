import { CERTIFICATE_ID, certificateUrl, linkedInAddToProfileUrl } from '../../../src/lib/certificates/certificates';
import { configuredOrigin } from '../../lib/site-url';
import { journeyUrl } from '../../../src/lib/learning/course';
import { formatDate } from '../../../src/lib/format';
import { findCertificate } from './certificates.repo';

/** `/certificates/{id}`; the Worker sees these requests first (`assets.run_worker_first`). */
export const CERTIFICATE_PAGE = /^\/certificates\/([^/]*)\/?$/;

/**
 * The site's 404 page with a 404 status, keeping the headers the static files give it (the build's
 * Content-Security-Policy with the page's script hashes, and the rest of `_headers`).
 */
async function notFoundPage(request: Request, env: Cloudflare.Env) {
  const page = await env.ASSETS.fetch(new URL('/404', request.url));
  const headers = new Headers(page.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.delete('ETag');
  return new Response(page.body, { status: 404, headers });
}

/**
 * A certificate's public page: the static frame (`/certificates/shell`) with its fields filled
 * from D1 by HTMLRewriter (text only, escaped), so anyone can check it without JavaScript or an
 * account. Never cached: a revocation shows at once. A revoked certificate no longer names its
 * holder; an unknown id is the site's 404.
 */
export async function certificatePage(request: Request, env: Cloudflare.Env): Promise<Response> {
  const id = CERTIFICATE_PAGE.exec(new URL(request.url).pathname)?.[1] ?? '';
  const row = CERTIFICATE_ID.test(id) ? await findCertificate(env.DB, id) : null;
  if (!row) return notFoundPage(request, env);
  const shell = await env.ASSETS.fetch(new URL('/certificates/shell', request.url));
  const revoked = row.revoked_at !== null;
  const text = (value: string) => ({ element: (e: Element) => void e.setInnerContent(value) });
  // The address LinkedIn links to is the configured origin's, never one taken from the request.
  const origin = configuredOrigin(env);
  const linkedIn = origin
    ? linkedInAddToProfileUrl({
        journeyTitle: row.journey_title,
        issuedAt: row.issued_at,
        id: row.id,
        url: origin + certificateUrl(row.id),
      })
    : null;
  const response = new HTMLRewriter()
    .on(`[data-certificate-state="${revoked ? 'valid' : 'revoked'}"]`, { element: (e) => void e.remove() })
    .on('[data-certificate-field="holder"]', text(row.holder_name))
    .on('[data-certificate-field="journey"]', {
      element: (e) => {
        e.setInnerContent(row.journey_title);
        e.setAttribute('href', journeyUrl(row.journey_id));
      },
    })
    .on('[data-certificate-field="completed"]', text(formatDate(row.completed_at)))
    .on('[data-certificate-field="issued"]', text(formatDate(row.issued_at)))
    .on('[data-certificate-field="revoked"]', text(row.revoked_at === null ? '' : formatDate(row.revoked_at)))
    .on('[data-certificate-field="id"]', text(row.id))
    .on('[data-certificate-field="linkedin"]', {
      element: (e) => void (linkedIn ? e.setAttribute('href', linkedIn) : e.remove()),
    })
    .on('title', text(revoked ? 'Certificate revoked · Agent Atlas' : `${row.holder_name}: ${row.journey_title} · Agent Atlas`))
    .transform(new Response(shell.body, { status: 200, headers: shell.headers }));
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 200, headers });
}
