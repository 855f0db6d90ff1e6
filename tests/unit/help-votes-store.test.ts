import { afterEach, describe, expect, it, vi } from 'vitest';
import { $votes, castVote, loadVotes } from '../../src/stores/help';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('"was this helpful" votes in the browser', () => {
  it('a vote cast while the earlier votes are still loading is not undone when they arrive', async () => {
    let answerLoad: (res: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'PUT' ? json({}) : new Promise<Response>((resolve) => (answerLoad = resolve)),
      ),
    );
    const loading = loadVotes();
    await castVote('phones', { helpful: false, reason: null });
    // The page's load of this browser's votes was sent before the vote and answers after it.
    answerLoad(json({ votes: { streaks: { helpful: true, reason: null } } }));
    await loading;
    expect($votes.get()).toEqual({ phones: { helpful: false, reason: null }, streaks: { helpful: true, reason: null } });
  });

  it('a refused vote puts back only its own question', async () => {
    $votes.set({ phones: { helpful: true, reason: null }, streaks: { helpful: true, reason: null } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Too many attempts.', code: 'rate_limited' }), { status: 429 })),
    );
    await expect(castVote('phones', { helpful: false, reason: null })).rejects.toThrow('Your answer was not saved: Too many attempts.');
    await expect(castVote('plans', { helpful: true, reason: null })).rejects.toThrow();
    expect($votes.get()).toEqual({ phones: { helpful: true, reason: null }, streaks: { helpful: true, reason: null } });
  });
});
