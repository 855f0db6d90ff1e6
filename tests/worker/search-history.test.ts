import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { api } from './helpers';
import { signedInUser } from './users';

type Json = Record<string, any>;
const save = (cookie: string, body: unknown) => api('/search/recent', { method: 'POST', headers: { cookie }, json: body });
const get = async (cookie: string, path: string) => {
  const res = await api(path, { headers: { cookie } });
  return { status: res.status, body: (await res.json()) as Json };
};

describe('search history: access', () => {
  it('refuses visitors on every route with 401', async () => {
    for (const [method, path] of [
      ['GET', '/search/recent'],
      ['POST', '/search/recent'],
      ['DELETE', '/search/recent'],
      ['GET', '/search/recent/frequent'],
      ['GET', '/search/recent/analytics'],
      ['GET', '/search/recent/suggestions?q=ra'],
    ]) {
      const res = await api(path, { method, json: method === 'POST' ? { query: 'rag' } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as Json).code).toBe('unauthorized');
    }
  });

  it('keeps each user’s history private', async () => {
    const ann = await signedInUser();
    const bob = await signedInUser();
    await save(ann.cookie, { query: 'graph rag', searchType: 'manual' });
    expect((await get(bob.cookie, '/search/recent')).body.searches).toEqual([]);
    expect((await get(bob.cookie, '/search/recent/suggestions?q=gr')).body.suggestions).toEqual([]);
    await api('/search/recent', { method: 'DELETE', headers: { cookie: bob.cookie } });
    expect((await get(ann.cookie, '/search/recent')).body.searches).toHaveLength(1);
  });
});

describe('search history: saving', () => {
  it('saves the recent search record and returns it', async () => {
    const { cookie } = await signedInUser();
    const res = await save(cookie, {
      query: '  self rag ',
      category: 'patterns',
      filters: { categories: ['patterns'], types: ['technique'] },
      searchType: 'manual',
    });
    expect(res.status).toBe(201);
    const { search } = (await res.json()) as Json;
    expect(search).toMatchObject({
      query: 'self rag',
      category: 'patterns',
      filters: { categories: ['patterns'], types: ['technique'] },
      searchType: 'manual',
    });
    expect(new Date(search.createdAt).getTime()).toBeGreaterThan(0);
  });

  it('defaults searchType to manual and category to null', async () => {
    const { cookie } = await signedInUser();
    const { search } = (await (await save(cookie, { query: 'react' })).json()) as Json;
    expect(search.searchType).toBe('manual');
    expect(search.category).toBeNull();
  });

  it.each([
    ['a one-character query', { query: 'a' }, 'query'],
    ['a whitespace query', { query: '   ' }, 'query'],
    ['a missing query', { category: 'patterns' }, 'query'],
    ['a query of the wrong type', { query: 42 }, 'query'],
    ['an unknown category', { query: 'rag', category: 'astrology' }, 'category'],
    ['an unknown filter type', { query: 'rag', filters: { types: ['video'] } }, 'filters.types.0'],
    ['an unknown filter key', { query: 'rag', filters: { colour: ['red'] } }, 'filters'],
    ['an unknown search type', { query: 'rag', searchType: 'robot' }, 'searchType'],
    ['a query over 200 characters', { query: 'x'.repeat(201) }, 'query'],
  ])('refuses %s with 422 and saves nothing', async (_label, body, path) => {
    const { cookie } = await signedInUser();
    await save(cookie, { query: 'kept' });
    const res = await save(cookie, body);
    expect(res.status).toBe(422);
    const json = (await res.json()) as Json;
    expect(json.code).toBe('validation_failed');
    expect(json.issues.map((i: Json) => i.path)).toContain(path);
    expect((await get(cookie, '/search/recent')).body.searches.map((s: Json) => s.query)).toEqual(['kept']);
  });

  it('refuses malformed JSON with 400 and keeps the history', async () => {
    const { cookie } = await signedInUser();
    await save(cookie, { query: 'kept' });
    const res = await api('/search/recent', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"query":' });
    expect(res.status).toBe(400);
    expect((await get(cookie, '/search/recent')).body.searches).toHaveLength(1);
  });

  it('keeps at most 200 rows per user, dropping the oldest', async () => {
    const { id, cookie } = await signedInUser();
    const stmt = env.DB.prepare('INSERT INTO search_history (user_id, query, filters, search_type, created_at) VALUES (?, ?, ?, ?, ?)');
    await env.DB.batch(Array.from({ length: 200 }, (_, i) => stmt.bind(id, `old ${i}`, '{}', 'manual', i + 1)));
    await save(cookie, { query: 'newest' });
    const count = await env.DB.prepare('SELECT count(*) AS n, min(created_at) AS first FROM search_history WHERE user_id = ?')
      .bind(id)
      .first<{ n: number; first: number }>();
    expect(count).toEqual({ n: 200, first: 2 });
  });
});

describe('search history: reading', () => {
  it('lists distinct recent queries, newest first, limited to 10 by default', async () => {
    const { id, cookie } = await signedInUser();
    const stmt = env.DB.prepare('INSERT INTO search_history (user_id, query, filters, search_type, created_at) VALUES (?, ?, ?, ?, ?)');
    await env.DB.batch([
      ...Array.from({ length: 12 }, (_, i) => stmt.bind(id, `q${i}`, '{}', 'manual', 1000 + i)),
      stmt.bind(id, 'Q3', '{}', 'manual', 5000),
    ]);
    const { body } = await get(cookie, '/search/recent');
    expect(body.searches.map((s: Json) => s.query)).toEqual(['Q3', 'q11', 'q10', 'q9', 'q8', 'q7', 'q6', 'q5', 'q4', 'q2']);
    expect((await get(cookie, '/search/recent?limit=3')).body.searches).toHaveLength(3);
  });

  it('refuses a bad limit with 422', async () => {
    const { cookie } = await signedInUser();
    for (const limit of ['0', '51', 'ten', '2.5']) expect((await get(cookie, `/search/recent?limit=${limit}`)).status).toBe(422);
  });

  it('reports frequent searches with counts', async () => {
    const { cookie } = await signedInUser();
    for (const q of ['rag', 'RAG', 'react', 'rag']) await save(cookie, { query: q });
    const { body } = await get(cookie, '/search/recent/frequent?limit=2');
    expect(body.searches.map((s: Json) => [s.query.toLowerCase(), s.count])).toEqual([
      ['rag', 3],
      ['react', 1],
    ]);
  });

  it('reports analytics of the user’s own searches', async () => {
    const { cookie } = await signedInUser();
    await save(cookie, { query: 'rag', category: 'patterns' });
    await save(cookie, { query: 'rag', category: 'patterns' });
    await save(cookie, { query: 'about', category: 'main' });
    const { body } = await get(cookie, '/search/recent/analytics');
    expect(body).toMatchObject({
      totalSearches: 3,
      uniqueQueries: 2,
      searchesLast7Days: 3,
      topCategories: [
        { category: 'patterns', count: 2 },
        { category: 'main', count: 1 },
      ],
    });
    expect(body.lastSearchedAt).toMatch(/^\d{4}-/);
  });

  it('suggests past queries by prefix, treating % and _ literally', async () => {
    const { cookie } = await signedInUser();
    for (const q of ['graph rag', 'graph of thoughts', 'react', '100% recall']) await save(cookie, { query: q });
    expect((await get(cookie, '/search/recent/suggestions?q=gra')).body.suggestions.sort()).toEqual(['graph of thoughts', 'graph rag']);
    expect((await get(cookie, '/search/recent/suggestions?q=%25')).body.suggestions).toEqual([]);
    expect((await get(cookie, '/search/recent/suggestions?q=100%25')).body.suggestions).toEqual(['100% recall']);
    expect((await get(cookie, '/search/recent/suggestions')).status).toBe(422);
  });

  it('clears the history', async () => {
    const { cookie } = await signedInUser();
    await save(cookie, { query: 'rag' });
    const res = await api('/search/recent', { method: 'DELETE', headers: { cookie } });
    expect(await res.json()).toEqual({ deleted: 1 });
    expect((await get(cookie, '/search/recent')).body.searches).toEqual([]);
  });
});
