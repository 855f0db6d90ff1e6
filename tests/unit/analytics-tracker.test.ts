import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type startTracker, type TrackerConfig, type TrackerWindow } from '../../src/lib/analytics/tracker';
import { trackerSource } from '../../src/lib/analytics/tracker-script';
import { ENGAGEMENT_AFTER_MS, SCROLL_THRESHOLDS, eventSchema } from '../../src/lib/analytics/events';

// The page runs the function from its source text (comments stripped), so the tests do too: an
// outer reference or a broken strip would fail here exactly as it would in the browser.
const inlined = new Function(`return (${trackerSource()})`)() as typeof startTracker;

const config: TrackerConfig = {
  endpoint: '/api/v1/events',
  engagementAfterMs: ENGAGEMENT_AFTER_MS,
  scrollThresholds: SCROLL_THRESHOLDS,
  storageKey: 'atlas-analytics',
  notFound: false,
};

type Listener = (e: { target?: unknown; detail?: unknown }) => void;
function fakeWindow({ gpc = false, dnt = null as string | null, stored = {} as Record<string, string>, hidden = false } = {}) {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, fn: Listener) => {
    (listeners[type] ??= []).push(fn);
  };
  const sent: Record<string, unknown>[] = [];
  const requests: RequestInit[] = [];
  const doc = {
    readyState: 'complete',
    visibilityState: hidden ? 'hidden' : 'visible',
    documentElement: { scrollHeight: 4000 },
    addEventListener: (type: string, fn: Listener) => on(`doc:${type}`, fn),
  };
  const win = {
    document: doc,
    location: { pathname: '/patterns/safety/canary-tokens', host: 'atlas.test' },
    navigator: { globalPrivacyControl: gpc, doNotTrack: dnt },
    localStorage: { getItem: (k: string) => stored[k] ?? null },
    fetch: (_url: string, init: RequestInit) => {
      requests.push(init);
      sent.push(JSON.parse(String(init.body)));
      return Promise.resolve(new Response(null, { status: 202 }));
    },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
    addEventListener: (type: string, fn: Listener) => on(`win:${type}`, fn),
    innerHeight: 800,
    scrollY: 0,
    Date,
  };
  const fire = (type: string, e: { target?: unknown; detail?: unknown } = {}) => (listeners[type] ?? []).forEach((fn) => fn(e));
  return {
    win,
    sent,
    requests,
    scrollTo(y: number) {
      win.scrollY = y;
      fire('win:scroll');
    },
    setVisible(visible: boolean) {
      doc.visibilityState = visible ? 'visible' : 'hidden';
      fire('doc:visibilitychange');
    },
    click(link: { protocol: string; host: string; hostname: string }) {
      fire('doc:click', { target: { closest: () => link } });
    },
    load() {
      fire('win:load');
    },
    announce(detail: unknown) {
      fire('win:atlas:track', { detail });
    },
  };
}
/** Starts the tracker on a loaded page and lets the deferred page view go out. */
const start = (w: ReturnType<typeof fakeWindow>, over: Partial<TrackerConfig> = {}) => {
  const tracker = inlined(w.win as unknown as TrackerWindow, { ...config, ...over });
  vi.advanceTimersByTime(0);
  return tracker;
};
const names = (sent: Record<string, unknown>[]) => sent.map((e) => e.name);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('page tracker', () => {
  it('sends a page view with the path only, no cookies, and every event passes the API schema', () => {
    const w = fakeWindow();
    start(w);
    expect(w.sent).toEqual([{ name: 'pageview', path: '/patterns/safety/canary-tokens' }]);
    expect(w.requests[0]).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
    w.scrollTo(3200);
    vi.advanceTimersByTime(6000);
    w.click({ protocol: 'https:', host: 'arxiv.org', hostname: 'arxiv.org' });
    w.announce({ name: 'search', queryLength: 5, results: 3 });
    for (const e of w.sent) expect(eventSchema.safeParse(e).success, JSON.stringify(e)).toBe(true);
  });

  it('waits for the page to finish loading before counting the view', () => {
    const w = fakeWindow();
    (w.win.document as { readyState: string }).readyState = 'loading';
    inlined(w.win as unknown as TrackerWindow, config);
    vi.advanceTimersByTime(1000);
    expect(w.sent).toEqual([]);
    w.load();
    vi.advanceTimersByTime(0);
    expect(names(w.sent)).toEqual(['pageview']);
  });

  it('the 404 page sends "not found" instead of a page view', () => {
    const w = fakeWindow();
    start(w, { notFound: true });
    expect(names(w.sent)).toEqual(['not_found']);
  });

  it('sends engagement once, only after more than 5 s of visible time summed across tab switches', () => {
    const w = fakeWindow();
    start(w);
    vi.advanceTimersByTime(3000);
    w.setVisible(false);
    vi.advanceTimersByTime(60_000); // hidden time does not count
    expect(names(w.sent)).toEqual(['pageview']);
    w.setVisible(true);
    vi.advanceTimersByTime(2000); // 5.0 s visible: not more than 5 s yet
    expect(names(w.sent)).toEqual(['pageview']);
    vi.advanceTimersByTime(10);
    expect(names(w.sent)).toEqual(['pageview', 'engagement']);
    w.setVisible(false);
    w.setVisible(true);
    vi.advanceTimersByTime(60_000);
    expect(names(w.sent).filter((n) => n === 'engagement')).toHaveLength(1);
  });

  it('a page opened in a background tab starts counting when it becomes visible', () => {
    const w = fakeWindow({ hidden: true });
    start(w);
    vi.advanceTimersByTime(30_000);
    expect(names(w.sent)).toEqual(['pageview']);
    w.setVisible(true);
    vi.advanceTimersByTime(5001);
    expect(names(w.sent)).toEqual(['pageview', 'engagement']);
  });

  it('sends scroll depth first when it exceeds 25 %, then each threshold once', () => {
    const w = fakeWindow(); // page 4000 px, window 800 px
    start(w);
    w.scrollTo(200); // 25 % exactly: not more than 25 %
    expect(names(w.sent)).toEqual(['pageview']);
    w.scrollTo(260);
    w.scrollTo(100);
    w.scrollTo(300);
    expect(w.sent.filter((e) => e.name === 'scroll')).toEqual([{ name: 'scroll', depth: 25, path: '/patterns/safety/canary-tokens' }]);
    w.scrollTo(3200);
    expect(w.sent.filter((e) => e.name === 'scroll').map((e) => e.depth)).toEqual([25, 50, 75, 100]);
  });

  it('counts outbound links by host and ignores links within the site', () => {
    const w = fakeWindow();
    start(w);
    w.click({ protocol: 'https:', host: 'atlas.test', hostname: 'atlas.test' });
    w.click({ protocol: 'mailto:', host: '', hostname: '' });
    w.click({ protocol: 'https:', host: 'github.com', hostname: 'github.com' });
    expect(w.sent.slice(1)).toEqual([{ name: 'outbound', host: 'github.com', path: '/patterns/safety/canary-tokens' }]);
  });

  it('passes on the events islands announce, and nothing else', () => {
    const w = fakeWindow();
    start(w);
    w.announce({ name: 'lesson_completed', lesson: 'the-agent-loop' });
    w.announce({ name: 'pageview' });
    w.announce(null);
    expect(names(w.sent)).toEqual(['pageview', 'lesson_completed']);
  });

  it.each([
    ['Global Privacy Control', { gpc: true }],
    ['Do Not Track', { dnt: '1' }],
    ['an opt-out stored by the privacy page or settings', { stored: { 'atlas-analytics': 'off' } }],
  ])('sends nothing at all with %s', (_label, options) => {
    const w = fakeWindow(options);
    const { canTrack } = start(w);
    w.scrollTo(3200);
    vi.advanceTimersByTime(10_000);
    w.click({ protocol: 'https:', host: 'github.com', hostname: 'github.com' });
    w.announce({ name: 'search', queryLength: 3, results: 0 });
    expect(canTrack()).toBe(false);
    expect(w.sent).toEqual([]);
  });
});
