import { useHydratedStore } from './use-hydrated-store';
import { $learning, $shownXp, EMPTY_LEARNING, loadLearning, LOAD_ERROR } from '../../stores/learning';
import { $learningSession, LOADING_SESSION } from '../../stores/learning-session';
import { levelProgressPercent, XP_PER_LEVEL } from '../../lib/learning/levels';
import { SignInPrompt } from './SignInPrompt';
import { FREEZE_EVERY_DAYS, MAX_FREEZES } from '../../lib/learning/streaks';

/** A 'YYYY-MM-DD' day as the page writes dates, without moving it across a time zone. */
const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

const VISITOR_INVITATION = 'Every lesson is open to read. To earn XP, keep a streak and unlock achievements, sign in.';

/** Level, XP bar and streak of the signed-in learner; a sign-in invitation for visitors. */
export default function LearningOverview({ next }: { next: string }) {
  const session = useHydratedStore($learningSession, LOADING_SESSION);
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const xp = useHydratedStore($shownXp, null);

  const invitation = <SignInPrompt next={next}>{VISITOR_INVITATION}</SignInPrompt>;
  if (session.status === 'signed-out') {
    return <div className="card learning-overview">{invitation}</div>;
  }
  if (learning.status === 'error' && learning.error === LOAD_ERROR && !learning.loaded) {
    return (
      <div className="card learning-overview" role="alert">
        <p>{LOAD_ERROR}</p>
        <button type="button" className="button" onClick={() => void loadLearning()}>
          Try again
        </button>
      </div>
    );
  }
  if (!xp || !learning.streak) {
    // Drawn before anyone is known (the server's page): the signed-in hint, set before the first
    // paint, picks what shows (learning.css). A learner sees the overview's own blocks while the
    // stats load, a visitor the invitation they will keep, so nothing below moves either way.
    return (
      <div className="card learning-overview" aria-busy="true">
        <div className="overview-visitor">{invitation}</div>
        <p className="muted overview-loading">Loading your progress…</p>
        <div className="overview-placeholder" aria-hidden="true">
          <div className="stat">
            <span className="stat-label">Level</span>
            <span className="stat-value">–</span>
          </div>
          <div className="stat stat-wide">
            <span className="stat-label">XP toward the next level</span>
            <progress className="xp-bar" max={XP_PER_LEVEL} value={0} />
            <span className="muted">Loading your progress…</span>
          </div>
          <div className="stat">
            <span className="stat-label">Streak</span>
            <span className="stat-value">–</span>
            <span className="muted">Loading your streak…</span>
          </div>
          <div className="stat">
            <span className="stat-label">Streak freezes</span>
            <span className="stat-value">–</span>
            <span className="muted">One earned every {FREEZE_EVERY_DAYS} days of streak; a missed day uses one.</span>
          </div>
        </div>
      </div>
    );
  }
  const streak = learning.streak;
  return (
    <div className="card learning-overview" data-testid="learning-overview">
      <div className="stat">
        <span className="stat-label">Level</span>
        <span className="stat-value" data-stat="level">
          {xp.level}
        </span>
      </div>
      <div className="stat stat-wide">
        <label className="stat-label" htmlFor="xp-bar">
          XP toward level {xp.level + 1}
        </label>
        <progress
          id="xp-bar"
          className="xp-bar"
          max={XP_PER_LEVEL}
          value={xp.currentLevelXp}
          aria-valuetext={`${levelProgressPercent(xp)}%`}
        />
        <span className="muted">
          <span data-stat="current-level-xp">{xp.currentLevelXp}</span> / {XP_PER_LEVEL} XP · <span data-stat="total-xp">{xp.totalXp}</span>{' '}
          XP in total
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">Streak</span>
        <span className="stat-value" data-stat="streak">
          {streak.currentStreak} {streak.currentStreak === 1 ? 'day' : 'days'}
        </span>
        <span className="muted">
          {streak.activeToday
            ? 'You learned today.'
            : streak.currentStreak > 0
              ? 'Learn today to keep it going.'
              : 'Complete a lesson to start one.'}
          {streak.longestStreak > 0 && ` Longest: ${streak.longestStreak}.`}
        </span>
      </div>
      <div className="stat">
        <span className="stat-label">Streak freezes</span>
        <span className="stat-value" data-stat="freezes">
          {streak.freezes} of {MAX_FREEZES}
        </span>
        <span className="muted">
          One earned every {FREEZE_EVERY_DAYS} days of streak; a missed day uses one.
          {streak.frozenDays.length > 0 && ` Last used for ${formatDay(streak.frozenDays.at(-1) ?? '')}.`}
        </span>
      </div>
    </div>
  );
}
