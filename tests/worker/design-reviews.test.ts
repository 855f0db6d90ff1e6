// Saved design reviews (docs/api.md, Design reviews): private to their owner, limited in number
// and size, checked before they are stored, in the data export and gone with the account.
import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { EXAMPLES } from '../../src/lib/design-review/examples';
import { MAX_SAVED_REVIEWS } from '../../src/lib/design-review/saved';
import { encodeSystem } from '../../src/lib/design-review/url-state';
import { api } from './helpers';
import { signedInUser } from './users';

type Json = Record<string, any>;
const state = encodeSystem(EXAMPLES[0]!.system);
const other = encodeSystem(EXAMPLES[4]!.system);
const call = async (path: string, init: { method?: string; cookie?: string; json?: unknown } = {}) => {
  const res = await api(`/design-reviews${path}`, {
    method: init.method ?? 'GET',
    headers: init.cookie ? { cookie: init.cookie } : {},
    json: init.json,
  });
  return { status: res.status, body: (await res.json()) as Json };
};
const save = (cookie: string, json: unknown) => call('', { method: 'POST', cookie, json });
const rowCount = async (userId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM design_reviews WHERE user_id = ?').bind(userId).first<{ n: number }>())?.n;

describe('saved design reviews: signed out', () => {
  it('refuses visitors on every route with 401', async () => {
    const id = 'a'.repeat(26);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', ''],
      ['GET', `/${id}`],
      ['PUT', `/${id}`],
      ['DELETE', `/${id}`],
    ] as const) {
      const res = await call(path, { method, json: method === 'POST' || method === 'PUT' ? { name: 'x', state } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });
});

describe('saved design reviews: the owner', () => {
  it('saves, lists, opens, renames and deletes a review', async () => {
    const { cookie } = await signedInUser();
    const created = await save(cookie, { name: '  Shop support bot ', state });
    expect(created.status).toBe(201);
    const { review } = created.body;
    expect(review).toMatchObject({ name: 'Shop support bot', state });
    expect(review.id).toMatch(/^[a-z2-7]{26}$/);

    const list = await call('', { cookie });
    expect(list.body).toEqual({
      reviews: [{ id: review.id, name: 'Shop support bot', createdAt: review.createdAt, updatedAt: review.updatedAt }],
      limit: MAX_SAVED_REVIEWS,
    });
    expect((await call(`/${review.id}`, { cookie })).body.review.state).toBe(state);

    const changed = await call(`/${review.id}`, { method: 'PUT', cookie, json: { name: 'Pipeline', state: other } });
    expect(changed.status).toBe(200);
    expect(changed.body.review).toMatchObject({ id: review.id, name: 'Pipeline', state: other, createdAt: review.createdAt });

    expect(await call(`/${review.id}`, { method: 'DELETE', cookie })).toEqual({ status: 200, body: { deleted: true } });
    expect((await call(`/${review.id}`, { cookie })).status).toBe(404);
    expect((await call('', { cookie })).body.reviews).toEqual([]);
  });
});

describe('saved design reviews: owner checks', () => {
  it('another user can neither see, open, change nor delete a review, and learns nothing from trying', async () => {
    const ann = await signedInUser();
    const bob = await signedInUser();
    const { review } = (await save(ann.cookie, { name: 'Ann’s agent', state })).body;
    expect((await call('', { cookie: bob.cookie })).body.reviews).toEqual([]);
    const unknown = 'b'.repeat(26);
    for (const [method, json] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken', state: other }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(`/${review.id}`, { method, cookie: bob.cookie, json });
      const missing = await call(`/${unknown}`, { method, cookie: bob.cookie, json });
      expect(theirs, method).toEqual({ status: 404, body: { message: 'There is no such saved review.', code: 'design_review_not_found' } });
      expect(missing).toEqual(theirs);
    }
    const kept = await call(`/${review.id}`, { cookie: ann.cookie });
    expect(kept.body.review).toMatchObject({ name: 'Ann’s agent', state });
  });
});

describe('saved design reviews: limits', () => {
  it(`keeps at most ${MAX_SAVED_REVIEWS} reviews per user, then says why with 409`, async () => {
    const { id, cookie } = await signedInUser();
    const now = Date.now();
    const insert = env.DB.prepare(
      'INSERT INTO design_reviews (id, user_id, name, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    await env.DB.batch(
      Array.from({ length: MAX_SAVED_REVIEWS - 1 }, (_, i) =>
        insert.bind(`seed${String(i).padStart(22, 'a')}`, id, `Review ${i}`, state, now, now),
      ),
    );
    expect((await save(cookie, { name: 'The last one', state })).status).toBe(201);
    const refused = await save(cookie, { name: 'One too many', state });
    expect(refused).toEqual({
      status: 409,
      body: {
        message: `You have ${MAX_SAVED_REVIEWS} saved reviews, the most an account keeps. Delete one to save another.`,
        code: 'design_review_limit',
      },
    });
    expect(await rowCount(id)).toBe(MAX_SAVED_REVIEWS);
    // Another user is not affected by this one's limit.
    expect((await save((await signedInUser()).cookie, { name: 'Mine', state })).status).toBe(201);
  });

  it('two saves at the limit cannot both pass', async () => {
    const { id, cookie } = await signedInUser();
    const now = Date.now();
    const insert = env.DB.prepare(
      'INSERT INTO design_reviews (id, user_id, name, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    await env.DB.batch(
      Array.from({ length: MAX_SAVED_REVIEWS - 1 }, (_, i) =>
        insert.bind(`race${String(i).padStart(22, 'a')}`, id, `Review ${i}`, state, now, now),
      ),
    );
    const answers = await Promise.all([save(cookie, { name: 'A', state }), save(cookie, { name: 'B', state })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await rowCount(id)).toBe(MAX_SAVED_REVIEWS);
  });

  it('refuses a review longer than 4,000 characters with 422', async () => {
    const { id, cookie } = await signedInUser();
    const res = await save(cookie, { name: 'Huge', state: `1.${'A'.repeat(4000)}` });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'state', message: 'A review has at most 4000 characters.' }]);
    expect(await rowCount(id)).toBe(0);
  });
});

describe('saved design reviews: bad input', () => {
  it.each([
    ['no name', { state }, 'name', 'Give the review a name.'],
    ['a blank name', { name: '   ', state }, 'name', 'Give the review a name.'],
    ['a name over 80 characters', { name: 'n'.repeat(81), state }, 'name', 'A name has at most 80 characters.'],
    ['no state', { name: 'x' }, 'state', 'Send the review as the page encodes it.'],
    ['a state the page cannot read', { name: 'x', state: '1.bm90IGEgcmV2aWV3' }, 'state', 'This is not a design review the page can read.'],
    ['a state from another version', { name: 'x', state: '9.abc' }, 'state', 'This is not a design review the page can read.'],
  ])('refuses %s with 422 and the field', async (_name, body, path, message) => {
    const { id, cookie } = await signedInUser();
    const res = await save(cookie, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.issues).toContainEqual({ path, message });
    expect(await rowCount(id)).toBe(0);
  });

  it('refuses unknown fields, and a bad update leaves the saved review as it was', async () => {
    const { cookie } = await signedInUser();
    expect((await save(cookie, { name: 'x', state, userId: 'someone-else' })).status).toBe(422);
    const { review } = (await save(cookie, { name: 'Kept', state })).body;
    const bad = await call(`/${review.id}`, { method: 'PUT', cookie, json: { name: 'Broken', state: '1.!!' } });
    expect(bad.status).toBe(422);
    expect((await call(`/${review.id}`, { cookie })).body.review).toMatchObject({ name: 'Kept', state });
  });

  it('refuses a malformed id with 422 before looking it up', async () => {
    const { cookie } = await signedInUser();
    const res = await call('/not-an-id', { cookie });
    expect(res.status).toBe(422);
    expect(res.body.issues).toEqual([{ path: 'id', message: 'This is not a saved review id.' }]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const { cookie } = await signedInUser();
    const res = await api('/design-reviews', { method: 'POST', headers: { cookie, 'content-type': 'text/plain' }, body: 'name=x' });
    expect(res.status).toBe(415);
  });
});

describe('saved design reviews: account data', () => {
  it('are in the data export and deleted with the account', async () => {
    const { id, cookie } = await signedInUser();
    await save(cookie, { name: 'Exported', state });
    const exported = (await (await api('/settings/export', { headers: { cookie } })).json()) as Json;
    expect(exported.tables.design_reviews).toEqual([expect.objectContaining({ user_id: id, name: 'Exported', state })]);
    const { email } = (await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(id).first<{ email: string }>())!;
    const res = await api('/settings/delete-account', { method: 'POST', headers: { cookie }, json: { confirmEmail: email } });
    expect(res.status).toBe(200);
    expect(await rowCount(id)).toBe(0);
  });
});
