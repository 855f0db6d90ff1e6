import { useState } from 'react';
import { useHydratedStore } from './use-hydrated-store';
import { $leaderboard, EMPTY_LEADERBOARD, loadLeaderboard } from '../../stores/leaderboard';
import { $learningSession, LOADING_SESSION } from '../../stores/learning-session';
import type { LeaderboardBoard } from '../../../functions/features/learning/learning.schemas';
import { signInUrl } from './SignInPrompt';

const PERIODS = [
  { id: 'allTime', label: 'All time' },
  { id: 'week', label: 'This week' },
] as const;

function Board({ board, caption }: { board: LeaderboardBoard; caption: string }) {
  if (!board.entries.length) return <p className="muted">Nobody has earned XP in this period yet.</p>;
  return (
    <table className="leaderboard-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Learner</th>
          <th scope="col">XP</th>
        </tr>
      </thead>
      <tbody>
        {board.entries.map((e, i) => (
          <tr key={`${e.rank}-${i}`} className={e.isYou ? 'is-you' : undefined}>
            <td>{e.rank}</td>
            <td>
              {e.displayName}
              {e.isYou && <span className="badge">You</span>}
            </td>
            <td>{e.xp}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** All-time and weekly leaderboards with the learner's own rank; visitors are invited to sign in. */
export default function Leaderboard({ next }: { next: string }) {
  const session = useHydratedStore($learningSession, LOADING_SESSION);
  const { status, data, error } = useHydratedStore($leaderboard, EMPTY_LEADERBOARD);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]['id']>('allTime');

  if (session.status === 'signed-out') {
    return (
      <p className="sign-in-prompt">
        The leaderboard is for signed-in learners. <a href={signInUrl(next)}>Sign in to take part</a>
      </p>
    );
  }
  if (!data) {
    if (status === 'error') {
      return (
        <div role="alert" className="learning-error">
          <span>{error}</span>
          <button type="button" className="button" onClick={() => void loadLeaderboard()}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <p className="muted" aria-busy="true">
        Loading the leaderboard…
      </p>
    );
  }
  const board = data[period];
  const label = PERIODS.find((p) => p.id === period)!.label;
  return (
    <div className="leaderboard" data-testid="leaderboard">
      <div className="segmented" role="group" aria-label="Leaderboard period">
        {PERIODS.map((p) => (
          <button key={p.id} type="button" className="button" aria-pressed={period === p.id} onClick={() => setPeriod(p.id)}>
            {p.label}
          </button>
        ))}
      </div>
      {period === 'week' && <p className="muted">This week started on Monday at 00:00 UTC.</p>}
      <Board board={board} caption={`${label} leaderboard`} />
      <p className="leaderboard-you" data-testid="your-rank">
        {board.you.rank === null
          ? 'You are not ranked yet: complete a lesson to earn XP.'
          : `Your rank: #${board.you.rank} with ${board.you.xp} XP${board.you.listed ? '.' : ' (outside the top list).'}`}
      </p>
      {data.profileVisibility === 'private' && <p className="muted">Your profile is private, so other learners do not see you here.</p>}
      {error && (
        <p role="alert" className="learning-error">
          {error}
        </p>
      )}
    </div>
  );
}
