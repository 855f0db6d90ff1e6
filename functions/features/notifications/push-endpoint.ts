/**
 * Which push endpoints the site accepts (docs/notifications.md, "Push services"). The Worker POSTs
 * to a stored endpoint, so an endpoint anywhere else would make it send requests wherever someone
 * asks: to loopback, private and link-local addresses, or to anyone's server. Only the browsers'
 * push services, over https on port 443, without credentials in the URL:
 *
 * - Chrome and other Chromium browsers (and Edge outside Windows): Firebase Cloud Messaging,
 *   `fcm.googleapis.com`;
 * - Firefox: Mozilla's autopush, `updates.push.services.mozilla.com`;
 * - Safari: Apple's push service, any subdomain of `push.apple.com` (e.g. `web.push.apple.com`);
 * - Edge on Windows: the Windows Notification Service, any subdomain of `notify.windows.com`.
 */
const HOSTS = new Set(['fcm.googleapis.com', 'updates.push.services.mozilla.com']);
const HOST_SUFFIXES = ['.push.apple.com', '.notify.windows.com'];

const SERVICE_ONLY = 'The push endpoint must be a browser push service (Chrome, Edge, Firefox or Safari).';

/** Why an endpoint is refused, or null when the site may send to it. */
export function pushEndpointProblem(endpoint: string): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint must be a URL.';
  }
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.';
  if (url.username || url.password) return 'The push endpoint must not contain a user name or password.';
  // The URL parser drops the default port, so an empty port is 443.
  if (url.port !== '') return 'The push endpoint must use the standard https port (443).';
  const host = url.hostname;
  if (!HOSTS.has(host) && !HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) return SERVICE_ONLY;
  return null;
}
