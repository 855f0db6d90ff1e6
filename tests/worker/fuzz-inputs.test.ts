import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { networkKey } from '../../functions/lib/rate-limit';
import { ORIGIN, requestApp } from './helpers';
import { builtSite } from './built-site';
import { expectSiteHeaders, visit } from './site';
import { signedInUser } from './users';

/**
 * Property-based tests for the inputs an attacker controls in the hardened paths: analytics event
 * paths, client addresses (rate-limit and vote keys), anonymous FAQ votes, request paths and
 * methods reaching the Worker, and display names. Each property states what must hold whatever
 * arrives. FUZZ_SEED replays a run.
 */
const seed = Number(process.env.FUZZ_SEED ?? 20261124);
const DAY = 86_400_000;

/** Characters that have broken terminals, logs or layouts, and the ones paths are made of. */
const HOSTILE = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u200b',
  '\u202e',
  '\u2066',
  '\u3164',
  '\u2800',
  'é',
  ' ',
  '\t',
  '\n',
];
const PATH_CHARS = ['a', 'b', 'z', '0', '9', '-', '_', '.', '/', '%', 'A', ';', '~', '!', '?', '#', '[', ']', '\\'];

let ipCounter = 0;
/** A fresh IPv4 address per request, so the events' rate limit never decides a property. */
const nextIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

describe('analytics paths', () => {
  const PAGES = ['/', '/about', '/patterns', '/patterns/safety/sandboxed-execution'];
  const siteEnv = { ...env, ASSETS: builtSite(PAGES) };
  const app = createApp();
  const send = (path: string) =>
    requestApp(
      app,
      `${ORIGIN}/api/v1/events`,
      {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': nextIp() },
        body: JSON.stringify({ name: 'not_found', path }),
      },
      siteEnv,
    );
  const pathArbitrary = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `/${s}`),
    fc.array(fc.constantFrom(...PATH_CHARS, ...HOSTILE), { maxLength: 30 }).map((chars) => `/${chars.join('')}`),
    fc
      .constantFrom(...PAGES)
      .chain((page) =>
        fc.constantFrom(page, `${page}/`, page.toUpperCase(), `${page}.html`, `/.${page}`, `${page}%00`, `${page}\u001b[2J`),
      ),
    fc.string({ maxLength: 320, unit: fc.constantFrom('a', '/') }).map((s) => `/${s}`),
  );

  it('accept only printable bounded paths and count them under a built page or "(other)", never 5xx', async () => {
    const day = new Date().toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(pathArbitrary, async (path) => {
        const res = await send(path);
        const acceptable = path.length <= 300 && /^\/(?!\/)[\x21-\x7e]*$/.test(path) && !/[?#]/.test(path);
        expect(res.status, JSON.stringify(path)).toBe(acceptable ? 202 : 422);
        if (!acceptable) expect(await res.json()).toMatchObject({ code: 'validation_failed' });
      }),
      { numRuns: 300, seed },
    );
    const stored = (
      await env.DB.prepare("SELECT DISTINCT path FROM analytics_daily WHERE day = ? AND event = 'not_found'")
        .bind(day)
        .all<{ path: string }>()
    ).results.map((r) => r.path);
    expect(
      stored.every((p) => p === '(other)' || PAGES.includes(p)),
      JSON.stringify(stored),
    ).toBe(true);
  });
});

/** An IPv6 address as eight groups, and ways to write it. */
const groupsArbitrary = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 });
const full = (g: number[]) => g.map((x) => x.toString(16).padStart(4, '0')).join(':');
/** The longest run of zero groups written as `::` (RFC 5952's compressed form). */
function compressed(g: number[]) {
  let best = { at: -1, length: 0 };
  for (let i = 0; i < 8; i++) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { at: i, length: j - i };
  }
  const hex = g.map((x) => x.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

describe('client addresses', () => {
  it('every spelling of an IPv6 address gives one key: its /64', () => {
    fc.assert(
      fc.property(groupsArbitrary, fc.constantFrom('', '%eth0', '%25'), fc.boolean(), (g, zone, upper) => {
        fc.pre(!(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff));
        const expected = `${g
          .slice(0, 4)
          .map((x) => x.toString(16))
          .join(':')}::/64`;
        for (const text of [full(g), compressed(g), `[${compressed(g)}]`, `${compressed(g)}${zone}`]) {
          expect(networkKey(upper ? text.toUpperCase() : text), text).toBe(expected);
        }
      }),
      { numRuns: 500, seed },
    );
  });

  it('two addresses share a key exactly when they share the first 64 bits', () => {
    fc.assert(
      fc.property(groupsArbitrary, groupsArbitrary, (a, b) => {
        fc.pre(![a, b].some((g) => g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff));
        const samePrefix = a.slice(0, 4).every((x, i) => x === b[i]);
        expect(networkKey(compressed(a)) === networkKey(full(b))).toBe(samePrefix);
        // Same prefix, any interface id: one key.
        expect(networkKey(compressed([...a.slice(0, 4), ...b.slice(4)]))).toBe(networkKey(full(a)));
      }),
      { numRuns: 500, seed },
    );
  });

  it('an IPv4-mapped address is its IPv4 address; any text gives a key without throwing', () => {
    fc.assert(
      fc.property(fc.ipV4(), fc.string({ unit: 'binary', maxLength: 60 }), (ip, text) => {
        expect(networkKey(`::ffff:${ip}`)).toBe(ip);
        expect(networkKey(`::FFFF:${ip}`)).toBe(ip);
        expect(networkKey(ip)).toBe(ip);
        expect(typeof networkKey(text)).toBe('string');
      }),
      { numRuns: 300, seed },
    );
  });
});

describe('anonymous FAQ votes', () => {
  const QUESTIONS = ['plans', 'streaks', 'phones'] as const;
  /** Networks and ways of writing an address in each. */
  const NETWORKS = [
    ['192.0.2.31', '::ffff:192.0.2.31'],
    ['2001:db8:31:1::1', '2001:DB8:31:1:abcd::2', '2001:db8:31:1:ffff:ffff:ffff:ffff%eth0'],
    ['2001:db8:31:2::1'],
  ];
  const voteArbitrary = fc.record({
    question: fc.constantFrom(...QUESTIONS),
    network: fc.integer({ min: 0, max: NETWORKS.length - 1 }),
    spelling: fc.nat(),
    helpful: fc.boolean(),
    keepCookie: fc.boolean(),
  });
  let day = Date.UTC(2027, 0, 1, 8);

  it('count at most one vote per question and network a day, whatever browsers and spellings are used', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(voteArbitrary, { minLength: 1, maxLength: 12 }), async (votes) => {
        day += DAY; // every run is a day of its own
        const now = day;
        const app = createApp({ clock: () => now });
        const cookies = new Map<number, string>();
        const used = new Map<string, Set<number>>();
        for (const v of votes) {
          const spellings = NETWORKS[v.network]!;
          const cookie = v.keepCookie ? cookies.get(v.network) : undefined;
          const res = await requestApp(
            app,
            `${ORIGIN}/api/v1/help/votes/${v.question}`,
            {
              method: 'PUT',
              headers: {
                origin: ORIGIN,
                'content-type': 'application/json',
                'cf-connecting-ip': spellings[v.spelling % spellings.length]!,
                ...(cookie ? { cookie } : {}),
              },
              body: JSON.stringify({ helpful: v.helpful }),
            },
            env,
          );
          expect(res.status).toBe(200);
          const set = res.headers.getSetCookie().find((c) => c.startsWith('atlas_voter='));
          if (set) cookies.set(v.network, set.split(';')[0]!);
          used.set(v.question, (used.get(v.question) ?? new Set()).add(v.network));
        }
        for (const question of QUESTIONS) {
          const { n } = (await env.DB.prepare(
            "SELECT COUNT(*) AS n FROM faq_votes WHERE question_id = ? AND voter LIKE 'anon:%' AND updated_at = ?",
          )
            .bind(question, now)
            .first<{ n: number }>())!;
          expect(n, question).toBeLessThanOrEqual(used.get(question)?.size ?? 0);
          if (used.has(question)) expect(n, question).toBeGreaterThanOrEqual(1);
        }
        const stored = JSON.stringify((await env.DB.prepare('SELECT * FROM faq_votes').all()).results);
        for (const spellings of NETWORKS) for (const address of spellings) expect(stored).not.toContain(address.split('%')[0]);
      }),
      { numRuns: 40, seed },
    );
  });
});

describe('requests reaching the Worker', () => {
  const pathArbitrary = fc.oneof(
    fc.constantFrom('/api', '/api/', '/api/v1', '/api/v2/x', '/certificates/', '/settings', '/about', '/nope'),
    fc
      .array(fc.constantFrom('a', 'api', 'v1', 'certificates', 'settings', '..', '.', '%2e', '%00', 'health', 'auth', 'x'), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => `/${parts.join('/')}`),
  );
  const methodArbitrary = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');
  const contentTypeArbitrary = fc.constantFrom(
    undefined,
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/plain',
  );

  it('every response carries the site headers; every API error is the JSON envelope; nothing answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pathArbitrary, methodArbitrary, contentTypeArbitrary, fc.boolean(), async (path, method, contentType, crossSite) => {
        const hasBody = !['GET', 'HEAD'].includes(method) && contentType !== undefined;
        const res = await visit(path, {
          method,
          headers: {
            origin: crossSite ? 'https://evil.example' : ORIGIN,
            'cf-connecting-ip': nextIp(),
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          body: hasBody ? 'a=1' : undefined,
        });
        const label = `${method} ${path} ${contentType ?? ''} ${crossSite ? 'cross-site' : ''}`;
        expect(res.status, label).toBeLessThan(500);
        expectSiteHeaders(res, label);
        const { pathname } = new URL(path, ORIGIN);
        const inApi = pathname === '/api' || pathname.startsWith('/api/');
        if (inApi && res.status >= 400 && method !== 'HEAD') {
          expect(res.headers.get('content-type'), label).toMatch(/^application\/json/);
          expect(await res.json(), label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
        // Under /api/v1 every unsafe request from another site is refused before anything else.
        const inV1 = pathname === '/api/v1' || pathname.startsWith('/api/v1/');
        if (crossSite && inV1 && !['GET', 'HEAD', 'OPTIONS'].includes(method)) expect(res.status, label).toBe(403);
      }),
      { numRuns: 300, seed },
    );
  });
});

describe('display names', () => {
  const BLANK = [
    '\u115f',
    '\u1160',
    '\u3164',
    '\uffa0',
    '\u2800',
    '\u{1d159}',
    '\u180e',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\u034f',
    '\ufe0f',
    '\u0301',
    '\u20dd',
  ];
  const SPACES = [' ', '\u00a0', '\u2003', '\u3000', '\u202f'];

  it('a name of blank-looking characters and spaces is refused and the saved name stays', async () => {
    const { cookie } = await signedInUser({ displayName: 'Ada Lovelace' });
    const app = createApp();
    const patch = (displayName: string) =>
      requestApp(
        app,
        `${ORIGIN}/api/v1/profile`,
        {
          method: 'PATCH',
          headers: { origin: ORIGIN, 'content-type': 'application/json', cookie },
          body: JSON.stringify({ displayName }),
        },
        env,
      );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...BLANK, ...SPACES), { minLength: 1, maxLength: 12 }), async (chars) => {
        const res = await patch(chars.join(''));
        const body = await res.json();
        expect(res.status, JSON.stringify([chars.join(''), body])).toBe(422);
        expect(body).toMatchObject({
          code: 'validation_failed',
          issues: expect.arrayContaining([expect.objectContaining({ path: 'displayName' })]),
        });
      }),
      { numRuns: 150, seed },
    );
    const profile = (await (await requestApp(app, `${ORIGIN}/api/v1/profile`, { headers: { cookie } }, env)).json()) as {
      profile: { displayName: string };
    };
    expect(profile.profile.displayName).toBe('Ada Lovelace');
  });
});
