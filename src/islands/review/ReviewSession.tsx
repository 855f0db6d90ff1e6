import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { REVIEW_GRADES, type ReviewGrade } from '../../lib/review/review';
import { $learningSession, LOADING_SESSION } from '../../stores/learning-session';
import { $review, gradeReviewCard, loadReview } from '../../stores/review';
import { useHydratedStore } from '../learning/use-hydrated-store';
import { SignInPrompt } from '../learning/SignInPrompt';
import { FormMessage } from '../forms/Field';

const LABELS: Record<ReviewGrade, string> = { again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' };
const HINTS: Record<ReviewGrade, string> = {
  again: 'forgot it',
  hard: 'remembered with effort',
  good: 'remembered',
  easy: 'knew it at once',
};
const LOADING = { status: 'loading' } as const;

/**
 * The review session: the cards due today, one at a time. "Show answer" (or Space) reveals the
 * answer; the four grade buttons (or keys 1–4) grade it and move to the next card.
 */
export default function ReviewSession() {
  const session = useHydratedStore($learningSession, LOADING_SESSION);
  const review = useHydratedStore($review, LOADING);
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [graded, setGraded] = useState(0);
  const revealButton = useRef<HTMLButtonElement>(null);
  const goodButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (session.status === 'signed-in') void loadReview();
  }, [session.status]);
  useEffect(() => {
    if (revealed) goodButton.current?.focus();
  }, [revealed]);
  // After a grade, the next card's "Show answer" takes the focus (it renders after this update).
  useEffect(() => {
    if (graded > 0) revealButton.current?.focus();
  }, [graded]);

  if (session.status === 'signed-out') {
    return (
      <div className="card">
        <SignInPrompt next="/learning-hub/review">Review keeps what you learned. Your cards are kept with your account.</SignInPrompt>
      </div>
    );
  }
  if (review.status === 'error') {
    return (
      <div className="card" role="alert">
        <p>{review.error}</p>
        <button type="button" className="button" onClick={() => void loadReview()}>
          Try again
        </button>
      </div>
    );
  }
  if (session.status === 'loading' || review.status === 'loading') {
    return (
      <div className="card" aria-busy="true">
        <p className="muted">Loading your cards…</p>
      </div>
    );
  }

  const { cards, counts, xpToday, xpCap } = review.data;
  const card = cards[0];

  async function grade(g: ReviewGrade) {
    if (!card || busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await gradeReviewCard(card.id, g);
      setNotice(
        answer.counted
          ? `Graded ${LABELS[g]}. Next review ${formatDate(new Date(answer.due).getTime())}.`
          : 'Already graded today; the schedule is unchanged.',
      );
      setRevealed(false);
      setGraded((n) => n + 1);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!revealed) return;
    const n = Number(event.key);
    const g = REVIEW_GRADES[n - 1];
    if (g) {
      event.preventDefault();
      void grade(g);
    }
  }

  return (
    <div className="review-session" onKeyDown={onKeyDown}>
      <dl className="review-counts" data-testid="review-counts">
        <div>
          <dt>Due</dt>
          <dd>{counts.due}</dd>
        </div>
        <div>
          <dt>Learned</dt>
          <dd>{counts.learned}</dd>
        </div>
        <div>
          <dt>New</dt>
          <dd>{counts.new}</dd>
        </div>
        <div>
          <dt>Review XP today</dt>
          <dd>
            {xpToday} of {xpCap}
          </dd>
        </div>
      </dl>
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {!card ? (
        <div className="card">
          <p>
            Nothing is due right now.{' '}
            {counts.due + counts.learned + counts.new === 0
              ? 'Cards arrive as you work through flashcards and finish quizzes.'
              : 'Come back tomorrow.'}
          </p>
          <p>
            <a href="/learning-hub">Back to the Learning Hub</a>
          </p>
        </div>
      ) : (
        <section className="card review-card" aria-labelledby="review-prompt">
          <p className="muted">
            {card.kind === 'question' ? 'Question' : 'Flashcard'} from <a href={card.lessonUrl}>{card.lessonTitle}</a>
          </p>
          <h2 id="review-prompt">{card.prompt}</h2>
          {card.options && (
            <ol className="review-options" type="A">
              {card.options.map((option, i) => (
                <li key={option} className={revealed && i === card.answer ? 'is-right' : undefined}>
                  {option}
                  {revealed && i === card.answer && <strong> (right answer)</strong>}
                </li>
              ))}
            </ol>
          )}
          {revealed ? (
            <>
              <div className="review-answer" data-testid="review-answer">
                {card.back && <p>{card.back}</p>}
                {card.explanation && <p>{card.explanation}</p>}
              </div>
              <p id="grade-help" className="muted">
                How well did you remember it? Keys 1 to 4 grade too.
              </p>
              <div className="review-grades" role="group" aria-label="Grade your recall" aria-describedby="grade-help">
                {REVIEW_GRADES.map((g, i) => (
                  <button
                    key={g}
                    ref={g === 'good' ? goodButton : undefined}
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-keyshortcuts={String(i + 1)}
                    onClick={() => void grade(g)}
                  >
                    {LABELS[g]} <span className="muted">({HINTS[g]})</span>
                  </button>
                ))}
              </div>
            </>
          ) : (
            <button ref={revealButton} type="button" className="button button-primary" onClick={() => setRevealed(true)}>
              Show answer
            </button>
          )}
        </section>
      )}
    </div>
  );
}
