import { useState } from 'react';
import { useHydrated } from '../use-hydrated';
import type { QuizCheckResponse, QuizGrade } from '../../../functions/features/learning/learning.schemas';
import { LearningError } from './LearningError';
import { SignInPrompt } from './SignInPrompt';
import { checkQuizAnswer } from '../../stores/lesson';
import { useLessonProgress, type LessonRef } from './use-lesson-progress';
import { passesQuiz, QUIZ_PASS_PERCENT } from '../../lib/learning/fair-play';
import { QuizReview } from './QuizReview';

/** A question as the page may know it: no answer, no explanations (the server explains the chosen option once answered). */
export interface QuizQuestionView {
  id: string;
  prompt: string;
  options: string[];
}

const LETTERS = ['A', 'B', 'C', 'D'];

function Question({
  lessonId,
  question,
  number,
  onChecked,
}: {
  lessonId: string;
  question: QuizQuestionView;
  number: number;
  onChecked: (choice: number, result: QuizCheckResponse) => void;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [result, setResult] = useState<QuizCheckResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const hydrated = useHydrated();
  const name = `${lessonId}-${question.id}`;

  async function check() {
    if (choice === null) return;
    setChecking(true);
    setError(null);
    try {
      const checked = await checkQuizAnswer(lessonId, question.id, choice);
      setResult(checked);
      onChecked(choice, checked);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not check the answer');
    } finally {
      setChecking(false);
    }
  }

  return (
    <li className="quiz-question card" data-question={question.id}>
      <fieldset disabled={!hydrated || result !== null}>
        <legend>
          <span className="visually-hidden">Question {number}: </span>
          {question.prompt}
        </legend>
        {question.options.map((option, i) => (
          <label key={i} className={`quiz-option${result && i === choice ? (result.correct ? ' is-right' : ' is-wrong') : ''}`}>
            <input type="radio" name={name} value={i} checked={choice === i} onChange={() => setChoice(i)} />
            <span>
              {LETTERS[i]}. {option}
            </span>
          </label>
        ))}
      </fieldset>
      {!result && (
        <button type="button" className="button" onClick={check} disabled={choice === null || checking}>
          {checking ? 'Checking…' : 'Check answer'}
        </button>
      )}
      {error && (
        <p role="alert" className="learning-error">
          {error}
        </p>
      )}
      <div aria-live="polite">
        {result && choice !== null && (
          <div className={result.correct ? 'quiz-feedback right' : 'quiz-feedback wrong'}>
            <p>
              <strong>{result.correct ? 'Right.' : 'Not right.'}</strong>
            </p>
            <p>
              Why {LETTERS[choice]} {result.correct ? 'is right' : 'is not it'}: {result.explanation}
            </p>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * A quiz: answer each question to learn whether the chosen option is right and why (never which
 * option is); finishing submits every answer, and the server grades the first answer it saw for each.
 */
export default function Quiz({ lesson, questions }: { lesson: LessonRef; questions: QuizQuestionView[] }) {
  const progress = useLessonProgress(lesson);
  const [attempt, setAttempt] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [rightCount, setRightCount] = useState(0);
  const [grade, setGrade] = useState<QuizGrade | null>(null);
  const [saving, setSaving] = useState(false);
  const [completions, setCompletions] = useState(0);
  const answered = Object.keys(answers).length;
  const score = progress.record?.score ?? null;
  const allAnswered = answered === questions.length;

  function onChecked(questionId: string, choice: number, result: QuizCheckResponse) {
    if (answered === 0) progress.start();
    setAnswers((a) => ({ ...a, [questionId]: choice }));
    if (result.correct) setRightCount((n) => n + 1);
  }

  async function finish() {
    setSaving(true);
    try {
      const saved = await progress.complete(answers);
      setGrade(saved.quiz ?? null);
      setCompletions((n) => n + 1);
    } catch {
      // Recorded in the store (LearningError shows it) and the view restored from the server.
    } finally {
      setSaving(false);
    }
  }

  function retry() {
    setAttempt((n) => n + 1);
    setAnswers({});
    setRightCount(0);
    setGrade(null);
  }

  return (
    <div className="quiz">
      {progress.session.status === 'signed-out' && !allAnswered && (
        <SignInPrompt next={lesson.url}>Anyone can take this quiz; your result is kept only when you are signed in.</SignInPrompt>
      )}
      <ol className="quiz-questions" key={attempt}>
        {questions.map((q, i) => (
          <Question
            key={q.id}
            lessonId={lesson.lessonId}
            question={q}
            number={i + 1}
            onChecked={(choice, result) => onChecked(q.id, choice, result)}
          />
        ))}
      </ol>
      <div className="lesson-actions">
        <p className="muted" aria-live="polite">
          {answered} of {questions.length} answered · {rightCount} of {questions.length} right
        </p>
        <LearningError />
        {progress.completed && !grade && (
          <p className="lesson-done" data-testid="lesson-status">
            {score === null || passesQuiz(score)
              ? `Completed · ${lesson.xp} XP earned${score === null ? '' : ` · score ${score}%`}`
              : `Completed · score ${score}%, below the pass mark of ${QUIZ_PASS_PERCENT}%: no XP`}
          </p>
        )}
        {grade && (
          <p className="lesson-done" role="status" data-testid="quiz-grade">
            Graded on your first answers: {grade.correct} of {grade.total} right ({grade.score}%)
            {grade.score === 100 ? ' — a perfect score.' : '.'}
            {!grade.passed &&
              ` That is below the pass mark of ${grade.passMark}%: the quiz is done but earns no XP, and its journey no certificate.`}
          </p>
        )}
        {allAnswered && progress.signedIn && progress.loaded && !grade && (
          <button type="button" className="button button-primary" onClick={finish} disabled={saving}>
            {saving ? 'Saving…' : progress.completed ? 'Save this attempt' : `Finish quiz (+${lesson.xp} XP)`}
          </button>
        )}
        {allAnswered && progress.session.status === 'signed-out' && (
          <SignInPrompt next={lesson.url}>{`You got ${rightCount} of ${questions.length} right.`}</SignInPrompt>
        )}
        {allAnswered && (
          <button type="button" className="button" onClick={retry}>
            Try the quiz again
          </button>
        )}
      </div>
      {progress.signedIn && progress.completed && !saving && (
        <QuizReview lessonId={lesson.lessonId} questions={questions} version={completions} />
      )}
    </div>
  );
}
