import { trackEvent } from '../../lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { useHydratedStore } from './use-hydrated-store';
import { $learning, EMPTY_LEARNING, saveLessonProgress } from '../../stores/learning';
import { openLesson } from '../../stores/lesson';
import { $learningSession, LOADING_SESSION } from '../../stores/learning-session';

/** What a lesson island knows about its lesson. */
export interface LessonRef {
  journeyId: string;
  chapterId: string;
  lessonId: string;
  xp: number;
  /** The lesson's own page, where sign-in returns to. */
  url: string;
}

/** The session, this lesson's saved record, and save helpers that also report the time spent on the page. */
export function useLessonProgress(lesson: LessonRef) {
  const session = useHydratedStore($learningSession, LOADING_SESSION);
  const learning = useHydratedStore($learning, EMPTY_LEARNING);
  const openedAt = useRef(Date.now());
  const [saving, setSaving] = useState(false);
  const record = learning.progress.find((p) => p.lessonId === lesson.lessonId);
  const timeSpent = () => {
    const seconds = (Date.now() - openedAt.current) / 1000;
    openedAt.current = Date.now();
    return seconds;
  };
  const signedIn = session.status === 'signed-in';
  // The lesson in front of the learner is their current one (docs/product.md, Quizzes, pacing and
  // certificates): opened on load, and again whenever its tab comes back into view.
  useEffect(() => {
    if (!signedIn) return;
    void openLesson(lesson.lessonId);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void openLesson(lesson.lessonId);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn, lesson.lessonId]);
  const wasCompleted = record?.isCompleted ?? false;
  // Counted once, when this visit completes the lesson (not when a finished lesson is saved again).
  const announceCompletion = () => {
    if (!wasCompleted) trackEvent({ name: 'lesson_completed', lesson: lesson.lessonId });
  };
  const base = { journeyId: lesson.journeyId, chapterId: lesson.chapterId, lessonId: lesson.lessonId, xp: lesson.xp };
  return {
    session,
    signedIn,
    loaded: learning.loaded,
    record,
    completed: record?.isCompleted ?? false,
    /** Marks the lesson as started (progress 50) the first time the learner works on it. */
    start() {
      if (session.status === 'signed-in' && learning.loaded && !record) {
        saveLessonProgress({ ...base, completed: false, timeSpent: timeSpent() }).catch(() => {
          // The store has recorded the error, shown by LearningError, and restored the server's data.
        });
      }
    },
    complete(answers?: Record<string, number>) {
      return saveLessonProgress({ ...base, completed: true, timeSpent: timeSpent(), ...(answers ? { answers } : {}) }).then((result) => {
        announceCompletion();
        return result;
      });
    },
    /** True while a "mark as complete" save is under way. */
    saving,
    /** The "mark as complete" button: saves completion; a failure is shown by LearningError, not thrown. */
    async markComplete() {
      setSaving(true);
      try {
        await saveLessonProgress({ ...base, completed: true, timeSpent: timeSpent() });
        announceCompletion();
      } catch {
        // Recorded in the store (LearningError shows it) and the view restored from the server.
      } finally {
        setSaving(false);
      }
    },
  };
}
