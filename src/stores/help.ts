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
      $votes.set((await apiRequest<VotesAnswer>('/help/votes')).votes);
    } catch {
      // Without the earlier votes the buttons simply start unpressed.
    }
  });
  return loading;
}

/** Records a vote, shown at once and undone with a message if the server refuses it. */
export function castVote(questionId: string, vote: Vote): Promise<void> {
  return task(async () => {
    const before = $votes.get();
    $votes.set({ ...before, [questionId]: vote });
    try {
      await apiRequest(`/help/votes/${encodeURIComponent(questionId)}`, {
        method: 'PUT',
        body: vote.reason ? { helpful: vote.helpful, reason: vote.reason } : { helpful: vote.helpful },
      });
    } catch (err) {
      $votes.set(before);
      throw new Error(`Your answer was not saved: ${errorMessage(err)}`, { cause: err });
    }
  });
}
