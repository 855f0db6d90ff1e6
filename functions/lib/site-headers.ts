/**
 * The security headers every response of the site carries. `public/_headers` gives the same to
 * every static file (a unit test keeps the two equal); the Worker adds them to what it answers
 * itself (withSiteHeaders), the API's middleware uses them too.
 */
export const SITE_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * The policy of everything that is not a page (API answers, redirects, bare errors): nothing may
 * load from it or frame it. Pages bring the build's complete policy from `_headers` instead.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The response with the site's security headers: each one it lacks is added, and a response
 * without a Content-Security-Policy gets NON_PAGE_POLICY. Headers a response already has are kept,
 * so a page served from the static files keeps the build's own policy with its script hashes.
 */
export function withSiteHeaders(response: Response): Response {
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(SITE_SECURITY_HEADERS)) if (!copy.headers.has(name)) copy.headers.set(name, value);
  if (!copy.headers.has('Content-Security-Policy')) copy.headers.set('Content-Security-Policy', NON_PAGE_POLICY);
  return copy;
}
