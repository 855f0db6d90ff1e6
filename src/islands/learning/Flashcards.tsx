import { useState, type KeyboardEvent } from 'react';
import { LearningError } from './LearningError';
import { useHydrated } from '../use-hydrated';
import { SignInPrompt } from './SignInPrompt';
import { useLessonProgress, type LessonRef } from './use-lesson-progress';

export interface FlashcardView {
  front: string;
  back: string;
}

/**
 * A flashcards deck, one card at a time. Space or Enter on the card flips it, the arrow keys move
 * between cards. The deck can be marked complete once every card has been turned over.
 */
export default function Flashcards({ lesson, cards }: { lesson: LessonRef; cards: FlashcardView[] }) {
  const progress = useLessonProgress(lesson);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const hydrated = useHydrated();
  const card = cards[index]!;
  const allSeen = seen.size === cards.length;

  function flip() {
    if (!flipped && seen.size === 0) progress.start();
    setFlipped((f) => !f);
    setSeen((s) => new Set(s).add(index));
  }
  function go(to: number) {
    setIndex(Math.min(cards.length - 1, Math.max(0, to)));
    setFlipped(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="flashcards">
      <div
        className="flashcard-deck"
        role="group"
        aria-roledescription="flashcards"
        aria-label={`Card ${index + 1} of ${cards.length}`}
        aria-keyshortcuts="ArrowLeft ArrowRight"
        onKeyDown={onKeyDown}
      >
        <p className="muted" aria-live="polite">
          Card {index + 1} of {cards.length} · {seen.size} turned over
        </p>
        <button type="button" className={flipped ? 'flashcard flipped' : 'flashcard'} onClick={flip} disabled={!hydrated}>
          <span className="flashcard-side">{flipped ? 'Answer' : 'Question'}</span>
          <span className="flashcard-text">{flipped ? card.back : card.front}</span>
          <span className="flashcard-hint">{flipped ? 'Press to see the question' : 'Press to see the answer'}</span>
        </button>
        <div className="flashcard-nav">
          <button type="button" className="button" onClick={() => go(index - 1)} disabled={!hydrated || index === 0}>
            Previous card
          </button>
          <button type="button" className="button" onClick={() => go(index + 1)} disabled={!hydrated || index === cards.length - 1}>
            Next card
          </button>
        </div>
        <p className="muted">Tip: Space or Enter flips the card; the left and right arrow keys move between cards.</p>
      </div>
      <div className="lesson-actions">
        <LearningError />
        {progress.session.status === 'signed-out' && <SignInPrompt next={lesson.url}>Anyone can use the deck.</SignInPrompt>}
        {progress.signedIn &&
          progress.loaded &&
          (progress.completed ? (
            <p className="lesson-done" data-testid="lesson-status">
              Completed · {lesson.xp} XP earned
            </p>
          ) : (
            <>
              <button
                type="button"
                className="button button-primary"
                onClick={() => void progress.markComplete()}
                disabled={!hydrated || !allSeen || progress.saving}
              >
                {progress.saving ? 'Saving…' : `Mark deck as complete (+${lesson.xp} XP)`}
              </button>
              {!allSeen && <p className="muted">Turn over every card to finish the deck ({cards.length - seen.size} to go).</p>}
            </>
          ))}
      </div>
    </div>
  );
}
