/** Where the sign-in page sends people who arrive without a `next` address. */
const DEFAULT_AFTER_SIGN_IN = '/profile';

/** Resolves relative paths against an origin nobody can own, to see where a browser would go. */
const PROBE_ORIGIN = 'https://same.invalid';

/**
 * Returns `next` only when it is a path on this site ("/settings?tab=1"), never another origin.
 *
 * Both the raw value and the value returned are checked: URL parsing normalises dot segments, so
 * "/.//evil", "/a/..//evil" and "/%2e%2e//evil" look like paths but come out as "//evil", which a
 * browser reads as another host. Returning an unchecked normalised value was an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 512 || !isSitePath(next)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  const result = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== PROBE_ORIGIN || !isSitePath(result)) return DEFAULT_AFTER_SIGN_IN;
  if (url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
  // The value must survive a second parse unchanged, so nothing a browser does to it can move it.
  if (new URL(result, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return DEFAULT_AFTER_SIGN_IN;
  return result;
}

/**
 * A single leading slash followed by no second slash or backslash, and no control characters,
 * backslashes or encoded slashes/backslashes anywhere (browsers strip tabs and newlines and treat
 * "\" as "/", so each could turn a path into "//host").
 */
function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Control characters are exactly what this refuses (tab and newline tricks in redirects).
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/.test(value)) return false;
  if (/%(2f|5c)/i.test(value)) return false;
  return true;
}

/** The sign-in address that brings the visitor back to where they are now. */
export function signInPathFor(current: string): string {
  return `/auth/login?next=${encodeURIComponent(safeNextPath(current))}`;
}
