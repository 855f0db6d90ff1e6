/**
 * Reads the token of an emailed link from the address once, then removes it from the address bar
 * and history, so it is not left in the browser history or sent on in a Referer.
 */
export function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token) {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return token;
}
