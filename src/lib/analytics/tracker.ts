/**
 * The page tracker. BaseLayout inlines it at the end of every page as source text
 * (`startTracker.toString()`), so content pages still ship no script file. That is why it is
 * self-contained: no imports and no outer names; everything comes in through `win` and `config`.
 * A unit test runs the stringified copy, so a stray outer reference fails there first.
 *
 * What it sends (see docs/analytics.md): a page view (or "not found" on the 404 page), one
 * engagement event after more than `engagementAfterMs` of visible time, one scroll event per
 * threshold the first time the reader passes it, outbound link hosts, and the events islands
 * announce with `dispatchEvent(new CustomEvent('atlas:track', { detail }))` (search, lesson
 * completed, demo solved). Every event carries the page path only: no query string, no cookies
 * (`credentials: 'omit'`), no id.
 */
export interface TrackerConfig {
  endpoint: string;
  engagementAfterMs: number;
  scrollThresholds: readonly number[];
  /** localStorage key holding 'off' when this browser opted out (privacy page or settings). */
  storageKey: string;
  /** The page is the 404 page: send `not_found` instead of `pageview`. */
  notFound: boolean;
}

export type TrackerWindow = Pick<
  Window,
  | 'document'
  | 'location'
  | 'navigator'
  | 'localStorage'
  | 'fetch'
  | 'setTimeout'
  | 'clearTimeout'
  | 'addEventListener'
  | 'innerHeight'
  | 'scrollY'
> & {
  Date: { now(): number };
};

export function startTracker(win: TrackerWindow, config: TrackerConfig) {
  const doc = win.document;
  const nav = win.navigator as Navigator & { globalPrivacyControl?: boolean };

  /** The one place that decides whether anything may be sent. */
  function canTrack(): boolean {
    if (nav.globalPrivacyControl === true) return false;
    if (nav.doNotTrack === '1' || (win as unknown as { doNotTrack?: string }).doNotTrack === '1') return false;
    try {
      if (win.localStorage.getItem(config.storageKey) === 'off') return false;
    } catch {
      // Storage blocked: no stored opt-out to honour; the browser signals above still apply.
    }
    return true;
  }

  const path = win.location.pathname;
  function send(event: Record<string, unknown>) {
    if (!canTrack()) return;
    const body = JSON.stringify(Object.assign({}, event, { path }));
    // keepalive lets an event sent as the reader leaves (an outbound click) still arrive.
    win
      .fetch(config.endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body,
      })
      .catch(() => undefined);
  }

  // The page view waits for the page's own load, so its request never competes with the page's
  // resources or an island's first data request (measured: signed-in settings' largest paint).
  const countView = () => send({ name: config.notFound ? 'not_found' : 'pageview' });
  if (doc.readyState === 'complete') win.setTimeout(countView, 0);
  else win.addEventListener('load', () => win.setTimeout(countView, 0), { once: true });

  // Engagement: visible time only, summed across tab switches, sent once.
  let visibleMs = 0;
  let visibleSince: number | null = doc.visibilityState === 'visible' ? win.Date.now() : null;
  let engaged = false;
  let timer: number | undefined;
  const visibleTotal = () => visibleMs + (visibleSince === null ? 0 : win.Date.now() - visibleSince);
  function checkEngagement() {
    if (engaged || visibleSince === null) return;
    const total = visibleTotal();
    if (total > config.engagementAfterMs) {
      engaged = true;
      send({ name: 'engagement' });
    } else {
      timer = win.setTimeout(checkEngagement, config.engagementAfterMs - total + 1);
    }
  }
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') {
      visibleSince = win.Date.now();
      checkEngagement();
    } else {
      visibleMs = visibleTotal();
      visibleSince = null;
      win.clearTimeout(timer);
    }
  });
  checkEngagement();

  // Scroll depth: the share of the page seen so far, each threshold once.
  const passed: number[] = [];
  win.addEventListener(
    'scroll',
    () => {
      const height = doc.documentElement.scrollHeight;
      if (!height) return;
      const depth = ((win.scrollY + win.innerHeight) / height) * 100;
      for (const t of config.scrollThresholds) {
        const reached = t >= 100 ? depth >= 99.5 : depth > t;
        if (reached && passed.indexOf(t) < 0) {
          passed.push(t);
          send({ name: 'scroll', depth: t });
        }
      }
    },
    { passive: true },
  );

  // Outbound links: the host only.
  doc.addEventListener('click', (e) => {
    // Duck-typed rather than instanceof, so the function needs no globals beyond `win`.
    const target = e.target as Element | null;
    const link = target && typeof target.closest === 'function' ? (target.closest('a[href]') as HTMLAnchorElement | null) : null;
    if (!link || !/^https?:$/.test(link.protocol) || link.host === win.location.host) return;
    send({ name: 'outbound', host: link.hostname });
  });

  // Events announced by islands; anything else is ignored here and refused by the API.
  win.addEventListener('atlas:track', (e) => {
    const detail = (e as CustomEvent<Record<string, unknown>>).detail;
    if (detail && (detail.name === 'search' || detail.name === 'lesson_completed' || detail.name === 'demo_solved')) send(detail);
  });

  return { canTrack };
}
