/** Where the sign-in page sends people who arrive without a `next` address. */
export const DEFAULT_AFTER_SIGN_IN = '/profile';

/**
 * Returns `next` only when it is a path on this site ("/settings?tab=1"), never another origin:
 * protocol-relative ("//evil"), backslash tricks ("/\\evil"), schemes and control characters are
 * refused, so the sign-in page cannot be used as an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 512) return DEFAULT_AFTER_SIGN_IN;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return DEFAULT_AFTER_SIGN_IN;
  try {
    const url = new URL(next, 'https://same.invalid');
    if (url.origin !== 'https://same.invalid') return DEFAULT_AFTER_SIGN_IN;
    if (url.pathname.startsWith('/auth/')) return DEFAULT_AFTER_SIGN_IN;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** The sign-in address that brings the visitor back to where they are now. */
export function signInPathFor(current: string): string {
  return `/auth/login?next=${encodeURIComponent(safeNextPath(current))}`;
}
