import { LearningError } from './LearningError';
import { useHydrated } from '../use-hydrated';
import { SignInPrompt } from './SignInPrompt';
import { useLessonProgress, type LessonRef } from './use-lesson-progress';

/** The end of a reading lesson: mark it complete (once), or, for visitors, an invitation to sign in. */
export default function LessonComplete({ lesson, nextUrl, nextTitle }: { lesson: LessonRef; nextUrl?: string; nextTitle?: string }) {
  const progress = useLessonProgress(lesson);
  const hydrated = useHydrated();

  const next = nextUrl && (
    <a className="button" href={nextUrl}>
      Next: {nextTitle}
    </a>
  );
  if (progress.session.status === 'signed-out') {
    return (
      <div className="lesson-actions">
        <SignInPrompt next={lesson.url}>You can read every lesson without an account.</SignInPrompt>
        {next}
      </div>
    );
  }
  if (!progress.loaded)
    return (
      <div className="lesson-actions" aria-busy="true">
        <p className="muted">Checking your progress…</p>
      </div>
    );

  return (
    <div className="lesson-actions">
      <LearningError />
      {progress.completed ? (
        <p className="lesson-done" data-testid="lesson-status">
          Completed · {lesson.xp} XP earned
        </p>
      ) : (
        <button
          type="button"
          className="button button-primary"
          onClick={() => void progress.markComplete()}
          disabled={!hydrated || progress.saving}
        >
          {progress.saving ? 'Saving…' : `Mark as complete (+${lesson.xp} XP)`}
        </button>
      )}
      {next}
    </div>
  );
}
