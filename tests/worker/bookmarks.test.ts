import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { USER_DATA_TABLES } from '../../functions/features/settings/user-data-tables';
import type { BookmarkAnswer, Bookmarks } from '../../functions/features/bookmarks/bookmarks.schemas';
import { BOOKMARKS_PER_USER, NOTE_MAX_LENGTH, type BookmarkItem } from '../../src/lib/bookmarks/bookmarks';
import { builtSite } from './built-site';
import { ORIGIN, requestApp } from './helpers';
import { GOOD_PASSWORD, registeredUser } from './accounts';
import { signedInUser } from './users';

/** What the build lists (src/pages/bookmarks/items.json.ts), for a site with these items. */
const ITEMS: BookmarkItem[] = [
  { kind: 'technique', id: 'react', title: 'ReAct', url: '/patterns/reasoning/react' },
  { kind: 'guide', id: 'ai-inference/optimization', title: 'Optimising inference', url: '/ai-inference/optimization' },
  { kind: 'lesson', id: 'what-is-an-agent', title: 'What is an agent?', url: '/learning-hub/agent-foundations/what-is-an-agent' },
  { kind: 'news', id: '2024-11-mcp-introduced', title: 'MCP introduced', url: '/news-hub/2024-11-mcp-introduced' },
  { kind: 'project', id: 'langgraph', title: 'LangGraph', url: '/project-hub/frameworks/langgraph' },
  { kind: 'prompt', id: 'openai/support-agent', title: 'Support agent', url: '/prompt-hub/openai/support-agent' },
];
const site = builtSite([], {
  files: { '/bookmarks/items.json': { body: JSON.stringify({ items: ITEMS }), headers: { 'content-type': 'application/json' } } },
});
const NOW = Date.UTC(2026, 10, 25, 12);
let clock = NOW;
const app = createApp({ clock: () => clock });

type Envelope = { message: string; code: string; issues?: { path: string; message: string }[] };

function bookmarks(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}, assets: Fetcher | undefined = site) {
  const headers = new Headers(init.headers);
  headers.set('origin', ORIGIN);
  if (init.cookie) headers.set('cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return requestApp(app, `${ORIGIN}/api/v1/bookmarks${path}`, { ...init, headers, body }, { ...env, ASSETS: assets as Fetcher });
}
const save = (cookie: string, path: string, json: unknown = {}) => bookmarks(path, { method: 'PUT', cookie, json });
const list = async (cookie: string) => (await (await bookmarks('', { cookie })).json()) as Bookmarks;

describe('bookmarks', () => {
  it('saves any kind of item with a note, lists them with titles and pages, latest first', async () => {
    const { cookie } = await signedInUser();
    let t = NOW;
    for (const item of ITEMS) {
      clock = t++;
      const res = await save(cookie, `/${item.kind}/${item.id}`, { note: `About ${item.title}` });
      expect(res.status, item.id).toBe(200);
      expect(((await res.json()) as BookmarkAnswer).bookmark).toEqual({
        kind: item.kind,
        id: item.id,
        title: item.title,
        url: item.url,
        note: `About ${item.title}`,
        createdAt: clock,
        updatedAt: clock,
      });
    }
    const all = await list(cookie);
    expect(all.limit).toBe(BOOKMARKS_PER_USER);
    expect(all.bookmarks.map((b) => b.id)).toEqual(ITEMS.map((i) => i.id).reverse());
    const one = (await (await bookmarks('/prompt/openai/support-agent', { cookie })).json()) as BookmarkAnswer;
    expect(one.bookmark).toMatchObject({ kind: 'prompt', id: 'openai/support-agent', note: 'About Support agent' });
  });

  it('answers null for an item not bookmarked, and a save without a note keeps the note', async () => {
    const { cookie } = await signedInUser();
    expect(await (await bookmarks('/technique/react', { cookie })).json()).toEqual({ bookmark: null });
    clock = NOW;
    await save(cookie, '/technique/react', { note: '  Loop of thought and action.\r\nTry it.  ' });
    clock = NOW + 1000;
    const res = await save(cookie, '/technique/react', {});
    expect(((await res.json()) as BookmarkAnswer).bookmark).toMatchObject({
      note: 'Loop of thought and action.\nTry it.',
      createdAt: NOW,
      updatedAt: NOW + 1000,
    });
    await save(cookie, '/technique/react', { note: '' });
    expect((await list(cookie)).bookmarks).toEqual([expect.objectContaining({ id: 'react', note: '' })]);
  });

  it('removes a bookmark, and says so when there is none', async () => {
    const { cookie } = await signedInUser();
    await save(cookie, '/news/2024-11-mcp-introduced');
    expect((await bookmarks('/news/2024-11-mcp-introduced', { method: 'DELETE', cookie })).status).toBe(204);
    expect((await list(cookie)).bookmarks).toEqual([]);
    const again = await bookmarks('/news/2024-11-mcp-introduced', { method: 'DELETE', cookie });
    expect(again.status).toBe(404);
    expect(((await again.json()) as Envelope).code).toBe('bookmark_not_found');
  });

  it('keeps each person to their own bookmarks', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await save(owner.cookie, '/technique/react', { note: 'mine, private' });
    expect((await list(other.cookie)).bookmarks).toEqual([]);
    expect(await (await bookmarks('/technique/react', { cookie: other.cookie })).json()).toEqual({ bookmark: null });
    expect((await bookmarks('/technique/react', { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    // Saving the same item makes the other person a bookmark of their own; the owner's note stays.
    await save(other.cookie, '/technique/react', { note: 'theirs' });
    expect((await list(owner.cookie)).bookmarks).toEqual([expect.objectContaining({ id: 'react', note: 'mine, private' })]);
  });

  it('refuses visitors with 401 on every route', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/technique/react'],
      ['PUT', '/technique/react'],
      ['DELETE', '/technique/react'],
    ] as const) {
      const res = await bookmarks(path, { method, ...(method === 'PUT' ? { json: {} } : {}) });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as Envelope).code).toBe('unauthorized');
    }
  });

  it('refuses items the site does not have with 404, and malformed kinds and ids with 422', async () => {
    const { cookie } = await signedInUser();
    const unknown = await save(cookie, '/technique/no-such-technique', { note: 'x' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: 'item_not_found',
      message: 'There is no technique “no-such-technique” on the site.',
    });
    // Right id, wrong kind: ids are only known with their kind.
    expect((await save(cookie, '/news/react')).status).toBe(404);
    expect((await bookmarks('/lesson/react', { cookie })).status).toBe(404);
    const kind = await save(cookie, '/video/react');
    expect(kind.status).toBe(422);
    expect(((await kind.json()) as Envelope).issues?.[0]?.path).toBe('kind');
    for (const id of ['React', 'a/b/c', '..%2F..', '-x', `${'a'.repeat(81)}`]) {
      const res = await save(cookie, `/technique/${id}`);
      expect(res.status, id).toBe(422);
      expect(((await res.json()) as Envelope).issues?.[0]?.path, id).toBe('id');
    }
    expect((await list(cookie)).bookmarks).toEqual([]);
  });

  it('refuses a bad note with 422 and keeps the note already saved', async () => {
    const { cookie } = await signedInUser();
    await save(cookie, '/technique/react', { note: 'kept' });
    const cases: [unknown, RegExp][] = [
      [{ note: 'x'.repeat(NOTE_MAX_LENGTH + 1) }, /at most 2000 characters/],
      [{ note: 'bell\u0007' }, /plain text/],
      [{ note: 42 }, /A note is text/],
      [{ note: 'ok', extra: true }, /.+/],
    ];
    for (const [body, message] of cases) {
      const res = await save(cookie, '/technique/react', body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(((await res.json()) as Envelope).issues?.[0]?.message).toMatch(message);
    }
    expect((await save(cookie, '/technique/react', { note: 'x'.repeat(NOTE_MAX_LENGTH) })).status).toBe(200);
    const wrongType = await bookmarks('/technique/react', {
      method: 'PUT',
      cookie,
      body: 'note=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    expect((await list(cookie)).bookmarks[0]?.note).toHaveLength(NOTE_MAX_LENGTH);
  });

  it('keeps an account to the limit, even when saves arrive at once, and still updates what it has', async () => {
    const { id, cookie } = await signedInUser();
    await env.DB.batch(
      Array.from({ length: BOOKMARKS_PER_USER - 2 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO bookmarks (user_id, kind, item_id, note, created_at, updated_at) VALUES (?, 'technique', ?, '', ?, ?)",
        ).bind(id, `gone-${i}`, NOW, NOW),
      ),
    );
    const answers = await Promise.all(ITEMS.map((item) => save(cookie, `/${item.kind}/${item.id}`)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(ITEMS.length - 2);
    expect(((await refused[0]!.json()) as Envelope).code).toBe('bookmark_limit_reached');
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM bookmarks WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(count?.n).toBe(BOOKMARKS_PER_USER);
    // At the limit, a bookmark already kept still takes a new note.
    const kept = (await list(cookie)).bookmarks.find((b) => !b.id.startsWith('gone-'))!;
    expect((await save(cookie, `/${kept.kind}/${kept.id}`, { note: 'still editable' })).status).toBe(200);
  });

  it('lists a bookmark whose item left the site by its id, without a page, and lets it be removed', async () => {
    const { id, cookie } = await signedInUser();
    await env.DB.prepare(
      "INSERT INTO bookmarks (user_id, kind, item_id, note, created_at, updated_at) VALUES (?, 'project', 'retired', 'n', ?, ?)",
    )
      .bind(id, NOW, NOW)
      .run();
    expect((await list(cookie)).bookmarks).toEqual([expect.objectContaining({ id: 'retired', title: 'retired', url: null })]);
    expect((await bookmarks('/project/retired', { method: 'DELETE', cookie })).status).toBe(204);
  });

  it('answers 503 with the envelope when the list of items cannot be read, saving nothing', async () => {
    const { cookie } = await signedInUser();
    const res = await bookmarks('/technique/react', { method: 'PUT', cookie, json: {} }, builtSite([]));
    expect(res.status).toBe(503);
    expect(((await res.json()) as Envelope).code).toBe('items_unavailable');
    expect((await list(cookie)).bookmarks).toEqual([]);
  });

  it('are in the data export and deleted with the account', async () => {
    const { id, cookie } = await registeredUser();
    await save(cookie, '/guide/ai-inference/optimization', { note: 'Read before the launch.' });
    const exported = (await (
      await requestApp(app, `${ORIGIN}/api/v1/settings/export`, { headers: { cookie, origin: ORIGIN } })
    ).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(USER_DATA_TABLES.map((t) => t.table)).toContain('bookmarks');
    expect(exported.tables.bookmarks).toEqual([
      expect.objectContaining({ kind: 'guide', item_id: 'ai-inference/optimization', note: 'Read before the launch.' }),
    ]);
    const deleted = await requestApp(app, `${ORIGIN}/api/v1/settings/delete-account`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ password: GOOD_PASSWORD }),
    });
    expect(deleted.status).toBe(200);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM bookmarks WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
