import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../functions/app';
import { EVENTS_PER_IP } from '../../functions/features/analytics/analytics.routes';
import { api, ORIGIN, requestApp } from './helpers';
import { builtSite } from './built-site';

const ip = () => `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
/** The app with the build's static files, as the deployed Worker has them. */
const app = createApp();
const siteEnv = { ...env, ASSETS: builtSite(['/', '/about', '/patterns', '/search', '/learning-hub/agent-foundations/the-agent-loop']) };
const send = (json: unknown, headers: Record<string, string> = {}) =>
  requestApp(
    app,
    `${ORIGIN}/api/v1/events`,
    {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip(), ...headers },
      body: JSON.stringify(json),
    },
    siteEnv,
  );
const today = () => new Date().toISOString().slice(0, 10);
const countOf = async (path: string, event: string, prop = '') =>
  (
    await env.DB.prepare('SELECT count FROM analytics_daily WHERE day = ? AND path = ? AND event = ? AND prop = ?')
      .bind(today(), path, event, prop)
      .first<{ count: number }>()
  )?.count ?? 0;
const rowCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM analytics_daily').first<{ n: number }>())!.n;

afterEach(() => vi.restoreAllMocks());

describe('POST /events without Plausible: daily counts in D1', () => {
  it('counts page views and scroll depths per page and day, nothing per visitor', async () => {
    const views = await countOf('/patterns', 'pageview');
    const scrolls = await countOf('/patterns', 'scroll', '25');
    expect((await send({ name: 'pageview', path: '/patterns' })).status).toBe(202);
    expect((await send({ name: 'pageview', path: '/patterns' })).status).toBe(202);
    expect((await send({ name: 'scroll', path: '/patterns', depth: 25 })).status).toBe(202);
    expect(await countOf('/patterns', 'pageview')).toBe(views + 2);
    expect(await countOf('/patterns', 'scroll', '25')).toBe(scrolls + 1);
    const columns = (await env.DB.prepare("SELECT name FROM pragma_table_info('analytics_daily')").all<{ name: string }>()).results.map(
      (r) => r.name,
    );
    expect(columns).toEqual(['day', 'path', 'event', 'prop', 'count']);
  });

  it('keeps a search as its result bucket, never the query', async () => {
    const before = await countOf('/search', 'search', '1-5');
    expect((await send({ name: 'search', path: '/search', queryLength: 7, results: 3 })).status).toBe(202);
    expect(await countOf('/search', 'search', '1-5')).toBe(before + 1);
    expect((await send({ name: 'search', path: '/search', queryLength: 7, results: 3, query: 'secret words' })).status).toBe(422);
  });

  it('counts every path that is not one of the built pages under one "(other)" row, however many there are', async () => {
    const rows = await rowCount();
    const other = await countOf('(other)', 'pageview');
    const missing = await countOf('(other)', 'not_found');
    const paths = [
      '/no-such-page',
      `/patterns/made-up-${crypto.randomUUID()}`,
      '/about/', // the page, but not its address
      '/About',
      '/./about',
      '/patterns/../about',
      '/%61bout',
      '/about.html', // redirected to /about by the asset server
      '/index',
      '/patterns/index',
      '/about;x=1',
      '/.env',
      '/x'.repeat(150),
    ];
    for (const path of paths) expect((await send({ name: 'pageview', path })).status, path).toBe(202);
    for (const path of paths.slice(0, 3)) expect((await send({ name: 'not_found', path })).status).toBe(202);
    expect(await countOf('(other)', 'pageview')).toBe(other + paths.length);
    expect(await countOf('(other)', 'not_found')).toBe(missing + 3);
    expect(await rowCount()).toBeLessThanOrEqual(rows + 2);
    for (const path of paths) expect(await countOf(path, 'pageview')).toBe(0);
  });

  it('counts certificate pages under their pattern and completed lessons only for lessons that exist', async () => {
    const certificates = await countOf('/certificates/{id}', 'pageview');
    await send({ name: 'pageview', path: '/certificates/abcdefghijklmnopqrstuvwxyz' });
    await send({ name: 'pageview', path: '/certificates/zyxwvutsrqponmlkjihgfedcba' });
    expect(await countOf('/certificates/{id}', 'pageview')).toBe(certificates + 2);
    const lessonPath = '/learning-hub/agent-foundations/the-agent-loop';
    const real = await countOf(lessonPath, 'lesson_completed', 'the-agent-loop');
    const made_up = await countOf(lessonPath, 'lesson_completed', '(other)');
    await send({ name: 'lesson_completed', path: lessonPath, lesson: 'the-agent-loop' });
    await send({ name: 'lesson_completed', path: lessonPath, lesson: `made-up-${crypto.randomUUID().slice(0, 8)}` });
    expect(await countOf(lessonPath, 'lesson_completed', 'the-agent-loop')).toBe(real + 1);
    expect(await countOf(lessonPath, 'lesson_completed', '(other)')).toBe(made_up + 1);
  });

  it.each([
    ['ESC', '/about\u001b[2J'],
    ['NUL', '/about\u0000'],
    ['DEL', '/about\u007f'],
    ['a C1 control (CSI)', '/about\u009b31m'],
    ['a C1 control (NEL)', '/about\u0085'],
    ['a right-to-left override', '/\u202eetirw'],
    ['a left-to-right isolate', '/\u2066about'],
    ['a zero-width space', '/ab\u200bout'],
    ['a letter outside ASCII (browsers percent-encode them)', '/caf\u00e9'],
    ['a space', '/about page'],
    ['a tab', '/about\tpage'],
    ['a line break', '/about\nSet-Cookie: x'],
  ])('refuses a path with %s (422) and stores nothing', async (_label, path) => {
    const rows = await rowCount();
    const res = await send({ name: 'not_found', path });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', issues: [{ path: 'path' }] });
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a path longer than 300 characters (422)', async () => {
    expect((await send({ name: 'pageview', path: `/${'a'.repeat(300)}` })).status).toBe(422);
    expect((await send({ name: 'pageview', path: `/${'a'.repeat(299)}` })).status).toBe(202);
  });

  it.each([
    ['an unknown event', { name: 'session_replay', path: '/' }],
    ['a query string in the path', { name: 'pageview', path: '/search?q=private' }],
    ['a full URL as the path', { name: 'pageview', path: 'https://evil.example/' }],
    ['a protocol-relative path', { name: 'pageview', path: '//evil.example/' }],
    ['a scroll depth off the thresholds', { name: 'scroll', path: '/', depth: 30 }],
    ['a wrong type', { name: 'demo_solved', path: '/', level: 'one' }],
    ['an extra property', { name: 'pageview', path: '/', userId: 'u1' }],
  ])('refuses %s with 422 and stores nothing', async (_, event) => {
    const res = await send(event);
    expect(res.status).toBe(422);
    expect((await res.json<{ code: string }>()).code).toBe('validation_failed');
  });

  it('refuses malformed JSON (400), another content type (415) and an oversized body (413)', async () => {
    const headers = { 'cf-connecting-ip': ip() };
    expect(
      (await api('/events', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"name":' })).status,
    ).toBe(400);
    expect((await api('/events', { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415);
    expect((await send({ name: 'pageview', path: `/${'a'.repeat(20_000)}` })).status).toBe(413);
  });

  it.each([
    ['Sec-GPC', 'sec-gpc'],
    ['DNT', 'dnt'],
  ])('drops every event from a browser that sends %s: 1', async (_, header) => {
    const rows = await rowCount();
    const res = await send({ name: 'pageview', path: '/about' }, { [header]: '1' });
    expect(res.status).toBe(204);
    expect(await rowCount()).toBe(rows);
    // even an invalid event is not looked at
    expect((await send({ name: 'nonsense' }, { [header]: '1' })).status).toBe(204);
  });

  it('limits events per address', async () => {
    const address = ip();
    const before = await countOf('/about', 'pageview');
    for (let i = 0; i < EVENTS_PER_IP.max; i += 1) {
      expect((await send({ name: 'pageview', path: '/about' }, { 'cf-connecting-ip': address })).status).toBe(202);
    }
    const refused = await send({ name: 'pageview', path: '/about' }, { 'cf-connecting-ip': address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await countOf('/about', 'pageview')).toBe(before + EVENTS_PER_IP.max);
  });

  it('refuses an event from another site (403)', async () => {
    const res = await api('/events', {
      method: 'POST',
      json: { name: 'pageview', path: '/' },
      headers: { origin: 'https://evil.example', 'cf-connecting-ip': ip() },
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /events with Plausible configured', () => {
  it('forwards the event to the Events API with the visitor agent and address, and stores nothing', async () => {
    const sent: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      sent.push(input as Request);
      return new Response('{}', { status: 202 });
    });
    const plausibleEnv = { ...env, PLAUSIBLE_EVENTS_URL: 'https://plausible.example/api/event', PLAUSIBLE_DOMAIN: 'agent-atlas.dev' };
    const path = `/patterns-${crypto.randomUUID().slice(0, 8)}`;
    const res = await requestApp(
      createApp(),
      `${ORIGIN}/api/v1/events`,
      {
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 Test',
          'cf-connecting-ip': '198.51.100.7',
        },
        body: JSON.stringify({ name: 'scroll', path, depth: 50 }),
      },
      plausibleEnv,
    );
    expect(res.status).toBe(202);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://plausible.example/api/event');
    expect(request.headers.get('user-agent')).toBe('Mozilla/5.0 Test');
    expect(request.headers.get('x-forwarded-for')).toBe('198.51.100.7');
    expect(await request.json()).toEqual({
      name: 'Scroll Depth',
      url: `${ORIGIN}${path}`,
      domain: 'agent-atlas.dev',
      props: { depth: '50' },
    });
    expect(await countOf(path, 'scroll', '50')).toBe(0);
  });
});
