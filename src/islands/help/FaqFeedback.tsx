import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { NOT_HELPFUL_REASONS, type NotHelpfulReason } from '../../lib/help/vote-reasons';
import { $votes, castVote, loadVotes } from '../../stores/help';

/** "Was this helpful?" under one answer: yes or no, with an optional reason after no; changeable. */
export default function FaqFeedback({ questionId }: { questionId: string }) {
  const votes = useStore($votes);
  const vote = votes[questionId];
  const [message, setMessage] = useState('');
  useEffect(() => void loadVotes(), []);

  async function send(helpful: boolean, reason: NotHelpfulReason | null = null) {
    setMessage('');
    try {
      await castVote(questionId, { helpful, reason });
      setMessage(
        helpful ? 'Thanks for letting us know.' : reason ? 'Thanks, that tells us what to fix.' : 'Thanks. What was wrong with it?',
      );
    } catch (err) {
      setMessage((err as Error).message);
    }
  }

  return (
    <div className="faq-feedback" role="group" aria-label="Was this answer helpful?">
      <span>Was this helpful?</span>
      <button type="button" className="button button-small" aria-pressed={vote?.helpful === true} onClick={() => send(true)}>
        Yes
      </button>
      <button
        type="button"
        className="button button-small"
        aria-pressed={vote?.helpful === false}
        onClick={() => send(false, vote?.reason ?? null)}
      >
        No
      </button>
      {vote?.helpful === false && (
        <span className="faq-reasons">
          {(Object.entries(NOT_HELPFUL_REASONS) as [NotHelpfulReason, string][]).map(([id, label]) => (
            <button
              key={id}
              type="button"
              className="button button-small"
              aria-pressed={vote.reason === id}
              onClick={() => send(false, id)}
            >
              {label}
            </button>
          ))}
        </span>
      )}
      <span className="muted" role="status">
        {message}
      </span>
    </div>
  );
}
