/**
 * localStorage key that holds 'off' when this browser opted out (the privacy page or account
 * settings). Here, not in ./events.ts, so the settings page does not load zod with it.
 */
export const ANALYTICS_OPT_OUT_KEY = 'atlas-analytics';

/**
 * Mirrors an account's data-collection choice into this browser, where the page tracker reads it
 * without a request. An account that says "off" always switches this browser off; "on" clears a
 * local opt-out only when the learner saved that choice just now, so opening settings never undoes
 * an opt-out made on the privacy page.
 */
export function rememberDataCollection(allowed: boolean, { savedNow }: { savedNow: boolean }) {
  try {
    if (!allowed) localStorage.setItem(ANALYTICS_OPT_OUT_KEY, 'off');
    else if (savedNow) localStorage.removeItem(ANALYTICS_OPT_OUT_KEY);
  } catch {
    // Storage blocked: the tracker cannot read a choice either, and the server keeps the account's.
  }
}
