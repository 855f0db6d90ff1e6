import { atom, task } from 'nanostores';
import type { VotesAnswer } from '../../functions/features/help/help.schemas';
import { apiRequest, errorMessage } from '../lib/api-client';
import type { Vote } from '../lib/help/vote-reasons';

/** This browser's (or account's) "was this helpful" votes, by question id; loaded once per page. */
export const $votes = atom<Record<string, Vote>>({});
let loading: Promise<void> | null = null;

export function loadVotes(): Promise<void> {
  loading ??= task(async () => {
    try {
      const saved = (await apiRequest<VotesAnswer>('/help/votes')).votes;
      // A vote cast on this page while the load was under way is newer than what the server had.
      $votes.set({ ...saved, ...$votes.get() });
    } catch {
      // Without the earlier votes the buttons simply start unpressed.
    }
  });
  return loading;
}

/** Records a vote, shown at once and undone with a message if the server refuses it. */
export function castVote(questionId: string, vote: Vote): Promise<void> {
  return task(async () => {
    const before = $votes.get()[questionId];
    $votes.set({ ...$votes.get(), [questionId]: vote });
    try {
      await apiRequest(`/help/votes/${encodeURIComponent(questionId)}`, {
        method: 'PUT',
        body: vote.reason ? { helpful: vote.helpful, reason: vote.reason } : { helpful: vote.helpful },
      });
    } catch (err) {
      // Only this question goes back: votes loaded or cast meanwhile stay.
      const { [questionId]: _refused, ...others } = $votes.get();
      $votes.set(before ? { ...others, [questionId]: before } : others);
      throw new Error(`Your answer was not saved: ${errorMessage(err)}`, { cause: err });
    }
  });
}
