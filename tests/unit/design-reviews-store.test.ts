import { afterEach, describe, expect, it, vi } from 'vitest';
import { $savedReviews, deleteSavedReview, loadSavedReviews, saveReview } from '../../src/stores/design-reviews';

/** A fake API answering from a table of `METHOD path` → [status, body], recording the calls. */
function fakeApi(answers: Record<string, [number, unknown]>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url.replace('/api/v1', '')}`;
      calls.push({ key, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = answers[key] ?? [404, { message: 'Not found.', code: 'route_not_found' }];
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return calls;
}

const review = { id: 'a'.repeat(26), name: 'Bot', state: '1.x', createdAt: 1, updatedAt: 2 };
const list = { reviews: [{ id: review.id, name: 'Bot', createdAt: 1, updatedAt: 2 }], limit: 50 };

afterEach(() => vi.unstubAllGlobals());

describe('saved design reviews store', () => {
  it('saves a new review with POST, an opened one with PUT, and reloads the list each time', async () => {
    const calls = fakeApi({
      'POST /design-reviews': [201, { review }],
      [`PUT /design-reviews/${review.id}`]: [200, { review }],
      'GET /design-reviews': [200, list],
    });
    expect(await saveReview({ name: 'Bot', state: '1.x' })).toEqual(review);
    await saveReview({ name: 'Bot', state: '1.y' }, review.id);
    expect(calls.map((c) => c.key)).toEqual([
      'POST /design-reviews',
      'GET /design-reviews',
      `PUT /design-reviews/${review.id}`,
      'GET /design-reviews',
    ]);
    expect(calls[2]!.body).toEqual({ name: 'Bot', state: '1.y' });
    expect($savedReviews.get()).toEqual({ status: 'ready', data: list });
  });

  it('passes the server’s message on when the limit is reached, and keeps the list', async () => {
    fakeApi({
      'GET /design-reviews': [200, list],
      'POST /design-reviews': [409, { message: 'You have 50 saved reviews, the most an account keeps.', code: 'design_review_limit' }],
    });
    await loadSavedReviews();
    await expect(saveReview({ name: 'One more', state: '1.x' })).rejects.toThrow('You have 50 saved reviews, the most an account keeps.');
    expect($savedReviews.get()).toEqual({ status: 'ready', data: list });
  });

  it('shows a failed load as an error to read, and deleting reloads', async () => {
    fakeApi({ 'GET /design-reviews': [503, { message: 'The database is unavailable.', code: 'database_unavailable' }] });
    await loadSavedReviews();
    expect($savedReviews.get()).toEqual({ status: 'error', error: 'The database is unavailable.' });
    const calls = fakeApi({
      [`DELETE /design-reviews/${review.id}`]: [200, { deleted: true }],
      'GET /design-reviews': [200, { reviews: [], limit: 50 }],
    });
    await deleteSavedReview(review.id);
    expect(calls.map((c) => c.key)).toEqual([`DELETE /design-reviews/${review.id}`, 'GET /design-reviews']);
    expect($savedReviews.get()).toEqual({ status: 'ready', data: { reviews: [], limit: 50 } });
  });
});
