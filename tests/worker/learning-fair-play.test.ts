import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { allPlaces, appAt, DAY, firstOfKind, lessonsOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { courseIndex } from '../../functions/features/learning/course';
import { minimumLessonSeconds, QUIZ_PASS_PERCENT } from '../../src/lib/learning/fair-play';

type Json = Record<string, any>;
/** The real pace rule (the worker tests otherwise turn it off, as the browser tests do). */
const paced = { ...env, LEARNING_PACE: 'on' };
const START = Date.UTC(2026, 4, 4, 9, 0);

async function learner(timeZone = 'UTC') {
  const user = await signedInUser({ timeZone });
  const app = appAt(START, paced);
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) => app.request(path, user.cookie, init);
  const open = (lessonId: string) => call(`/learning-hub/lessons/${lessonId}/open`, { method: 'POST' });
  const save = (place: (typeof allPlaces)[number], completed = true, extra: Record<string, unknown> = {}) =>
    call('/learning-hub/progress', { method: 'POST', json: payloadFor(place, completed, extra) });
  const xp = async () => ((await (await call('/learning-hub/xp')).json()) as Json).totalXp as number;
  return { user, app, call, open, save, xp };
}

describe('lessons complete no sooner than a fair share of their minutes after opening', () => {
  it('refuses a completion right after opening with 409 and Retry-After, then grants the XP once the time has passed', async () => {
    const { app, open, save, xp } = await learner();
    const reading = firstOfKind('reading');
    const needed = minimumLessonSeconds(reading.lesson.minutes);
    const opened = (await (await open(reading.lesson.id)).json()) as Json;
    expect(new Date(opened.completableAt).getTime() - new Date(opened.openedAt).getTime()).toBe(needed * 1000);
    app.advance((needed - 5) * 1000);
    const early = await save(reading);
    expect(early.status).toBe(409);
    expect(((await early.json()) as Json).code).toBe('lesson_too_soon');
    expect(Number(early.headers.get('retry-after'))).toBe(5);
    expect(await xp()).toBe(0);
    app.advance(5_000);
    const onTime = (await (await save(reading)).json()) as Json;
    expect(onTime.xpAwarded).toBe(reading.lesson.xp);
  });

  it('starts the clock on a completion of a lesson nobody opened, and a second open keeps the first time', async () => {
    const { app, open, save } = await learner();
    const deck = firstOfKind('flashcards');
    expect((await save(deck)).status).toBe(409);
    app.advance(60_000);
    const reopened = (await (await open(deck.lesson.id)).json()) as Json;
    expect(reopened.openedAt).toBe(new Date(START).toISOString());
    app.advance(minimumLessonSeconds(deck.lesson.minutes) * 1000);
    expect((await save(deck)).status).toBe(200);
  });

  it('a script that opens and completes every lesson within a minute earns no XP and no leaderboard place', async () => {
    const { app, open, save, xp, call } = await learner();
    for (const place of allPlaces) await open(place.lesson.id);
    app.advance(15_000);
    for (const place of allPlaces) expect((await save(place)).status).toBe(409);
    expect(await xp()).toBe(0);
    const board = (await (await call('/learning-hub/leaderboard')).json()) as Json;
    expect(board.allTime.you.rank).toBeNull();
  });

  it('refuses an unknown lesson with 404 and a malformed id with 422', async () => {
    const { open } = await learner();
    expect((await open('no-such-lesson')).status).toBe(404);
    expect((await open('NOT_A_SLUG')).status).toBe(422);
  });
});

describe('quizzes are graded on the first answer the server saw', () => {
  const quiz = firstOfKind('quiz');
  const wait = () => minimumLessonSeconds(quiz.lesson.minutes) * 1000;

  it('an all-wrong quiz completes but earns no XP: XP needs the pass mark', async () => {
    const { app, open, save, xp } = await learner();
    await open(quiz.lesson.id);
    app.advance(wait());
    const total = courseIndex.quizKeys.get(quiz.lesson.id)!.length;
    const body = (await (await save(quiz, true, { answers: quizAnswers(quiz.lesson.id, total) })).json()) as Json;
    expect(body.quiz).toMatchObject({ score: 0, passed: false, passMark: QUIZ_PASS_PERCENT });
    expect(body.progress.isCompleted).toBe(true);
    expect(body.xpAwarded).toBe(0);
    expect(await xp()).toBe(0);
  });

  it('checking an answer records it: learning the right option there and resubmitting gives no better score', async () => {
    const { app, open, save, call } = await learner();
    await open(quiz.lesson.id);
    const key = courseIndex.quizKeys.get(quiz.lesson.id)!;
    for (const q of key) {
      await call(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId: q.id, answer: (q.answer + 1) % 4 } });
      const again = (await (
        await call(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId: q.id, answer: q.answer } })
      ).json()) as Json;
      expect(again.correct).toBe(true); // the feedback still answers the question asked
    }
    app.advance(wait());
    const body = (await (await save(quiz, true, { answers: quizAnswers(quiz.lesson.id) })).json()) as Json;
    expect(body.quiz.score).toBe(0);
    expect(body.xpAwarded).toBe(0);
  });
});

describe('streak days cannot be made faster than real time passes', () => {
  const reading = lessonsOfKind('reading');
  const zones = ['Etc/GMT+12', 'Pacific/Kiritimati', 'UTC', 'Etc/GMT+12', 'Pacific/Kiritimati', 'Asia/Tokyo', 'America/New_York'];

  it('switching time zones between saves minutes apart adds at most one day', async () => {
    const { app, call, save, user } = await learner('Etc/GMT+12');
    for (const [i, timeZone] of zones.entries()) {
      await call('/profile', { method: 'PATCH', json: { timeZone } });
      await save(reading[i % reading.length]!, false);
      app.advance(5 * 60_000);
    }
    const streak = (await (await call('/learning-hub/streak')).json()) as Json;
    expect(streak.longestStreak).toBeLessThanOrEqual(2);
    const { results } = await env.DB.prepare('SELECT day FROM learning_activity_days WHERE user_id = ?').bind(user.id).all();
    expect(results.length).toBeLessThanOrEqual(2);
  });

  it('a learner who comes back every day still builds a streak, also across a zone change', async () => {
    const { app, call, save } = await learner('Europe/Berlin');
    for (let day = 0; day < 5; day += 1) {
      if (day === 3) await call('/profile', { method: 'PATCH', json: { timeZone: 'America/Chicago' } });
      await save(reading[day % reading.length]!, false);
      app.advance(DAY);
    }
    app.advance(-DAY + 60_000);
    const streak = (await (await call('/learning-hub/streak')).json()) as Json;
    expect(streak.currentStreak).toBeGreaterThanOrEqual(4);
  });
});
