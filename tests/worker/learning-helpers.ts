import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { courseIndex } from '../../functions/features/learning/course';
import { ORIGIN, requestApp } from './helpers';

/**
 * An app whose clock the test sets; requests carry the given cookie and a same-origin header, and
 * each waits for the work its route left for after the response (the notifications of a save).
 */
export function appAt(start: number, environment: Cloudflare.Env = env) {
  let now = start;
  const app = createApp({ clock: () => now });
  return {
    set: (ms: number) => {
      now = ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
    request(path: string, cookie: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers);
      headers.set('origin', ORIGIN);
      headers.set('cookie', cookie);
      let body = init.body;
      if (init.json !== undefined) {
        headers.set('content-type', 'application/json');
        body = JSON.stringify(init.json);
      }
      return requestApp(app, `${ORIGIN}/api/v1${path}`, { ...init, headers, body }, environment);
    },
  };
}

const places = [...courseIndex.lessons.values()];
/** Lessons of the shipped content, picked by kind, so tests follow the real course. */
export const lessonsOfKind = (kind: 'reading' | 'quiz' | 'flashcards') => places.filter((p) => p.lesson.kind === kind);
export const firstOfKind = (kind: 'reading' | 'quiz' | 'flashcards') => lessonsOfKind(kind)[0]!;

/** Answers for a quiz: all right, or with `wrong` questions answered wrongly. */
export function quizAnswers(lessonId: string, wrong = 0): Record<string, number> {
  const key = courseIndex.quizKeys.get(lessonId)!;
  return Object.fromEntries(key.map((q, i) => [q.id, i < wrong ? (q.answer + 1) % 4 : q.answer]));
}

type Place = (typeof places)[number];

/** The progress payload (docs/product.md, Records) for a lesson, completed or in progress. */
export function payloadFor(place: Place, completed = true, extra: Record<string, unknown> = {}) {
  return {
    courseId: place.journey.id,
    journeyId: place.journey.id,
    chapterId: place.chapterId,
    lessonId: place.lesson.id,
    progressPercentage: completed ? 100 : 50,
    timeSpent: 60,
    xpEarned: place.lesson.xp,
    score: null,
    isCompleted: completed,
    ...(completed && place.lesson.kind === 'quiz' ? { answers: quizAnswers(place.lesson.id) } : {}),
    ...extra,
  };
}

/** Every lesson of the shipped content, in reading order. */
export const allPlaces = places;

/** Grants XP directly, for tests that need a learner at an exact XP total or a busy leaderboard. */
export async function grantXp(userId: string, xp: number, at: number, lessonId = `seed-${crypto.randomUUID()}`) {
  await env.DB.prepare('INSERT INTO learning_xp_awards (user_id, lesson_id, xp, awarded_at) VALUES (?, ?, ?, ?)')
    .bind(userId, lessonId, xp, at)
    .run();
}

export const DAY = 86_400_000;
