import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { courseIndex } from '../../functions/features/learning/course';
import { LEARNING_LIMITS } from '../../functions/features/learning/learning-limits';
import { journeyLessons } from '../../src/lib/learning/course';
import { minimumLessonSeconds, QUIZ_PASS_PERCENT } from '../../src/lib/learning/fair-play';
import type { CertificatesOverview } from '../../functions/features/certificates/certificates.schemas';
import { call, post } from './accounts';
import { subscribe } from './billing-helpers';
import { allPlaces, appAt, firstOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { signedInUser } from './users';

type Json = Record<string, any>;
const START = Date.UTC(2026, 4, 11, 9, 0);
/** The real pace rule (the worker tests otherwise turn it off, as the browser tests do). */
const paced = { ...env, LEARNING_PACE: 'on' };

const quiz = firstOfKind('quiz');
const key = courseIndex.quizKeys.get(quiz.lesson.id)!;
const check = (body: unknown, more: { cookie?: string; ip?: string } = {}) =>
  post(`/learning-hub/quiz/${quiz.lesson.id}/check`, body, more);

describe('no route hands out the quiz answer key', () => {
  it('a visitor learns whether the chosen option is right and reads why that option is or is not right, nothing more', async () => {
    for (const q of key) {
      const wrong = (q.answer + 1) % 4;
      const res = await check({ questionId: q.id, answer: wrong });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ questionId: q.id, answer: wrong, correct: false, explanation: q.explanations[wrong] });
      // Neither the right option's index nor its explanation is in the answer.
      expect(text).not.toContain(q.explanations[q.answer]!);
      expect(text).not.toContain('correctAnswer');
      const right = (await (await check({ questionId: q.id, answer: q.answer })).json()) as Json;
      expect(right).toEqual({ questionId: q.id, answer: q.answer, correct: true, explanation: q.explanations[q.answer] });
    }
  });

  it('grading a completed quiz says which answers were right, never which option was', async () => {
    const user = await signedInUser();
    const res = await post('/learning-hub/progress', payloadFor(quiz, true, { answers: quizAnswers(quiz.lesson.id, 2) }), {
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.quiz.results).toEqual(key.map((q, i) => ({ questionId: q.id, correct: i >= 2 })));
  });

  it('a signed-in learner is limited per account as well as per address, with 429 and Retry-After', async () => {
    const user = await signedInUser();
    const q = key[0]!;
    // Each check from a fresh address: only the per-account limit can stop them.
    for (let i = 0; i < LEARNING_LIMITS.quizCheckPerUser.max; i++) {
      expect((await check({ questionId: q.id, answer: i % 4 }, { cookie: user.cookie })).status).toBe(200);
    }
    const refused = await check({ questionId: q.id, answer: 0 }, { cookie: user.cookie });
    expect(refused.status).toBe(429);
    expect((await refused.json()) as Json).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another learner, and visitors, are not held back by this learner's checks.
    expect((await check({ questionId: q.id, answer: 0 }, { cookie: (await signedInUser()).cookie })).status).toBe(200);
    expect((await check({ questionId: q.id, answer: 0 })).status).toBe(200);
    // The first answer recorded is still the first one sent.
    const first = await env.DB.prepare('SELECT answer FROM learning_quiz_answers WHERE user_id = ? AND lesson_id = ? AND question_id = ?')
      .bind(user.id, quiz.lesson.id, q.id)
      .first<{ answer: number }>();
    expect(first?.answer).toBe(0);
  });

  it('completions sent at once with different answers are all graded on the same first answers', async () => {
    const user = await signedInUser();
    const variants = [0, 1, 2, 3].map((option) => Object.fromEntries(key.map((q) => [q.id, option])));
    variants.push(quizAnswers(quiz.lesson.id), quizAnswers(quiz.lesson.id, 3), quizAnswers(quiz.lesson.id, key.length));
    const responses = await Promise.all(
      variants.map((answers) => post('/learning-hub/progress', payloadFor(quiz, true, { answers }), { cookie: user.cookie })),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Json[];
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const { results } = await env.DB.prepare('SELECT question_id, answer FROM learning_quiz_answers WHERE user_id = ? AND lesson_id = ?')
      .bind(user.id, quiz.lesson.id)
      .all<{ question_id: string; answer: number }>();
    const first = new Map(results.map((r) => [r.question_id, r.answer]));
    const score = Math.round((key.filter((q) => first.get(q.id) === q.answer).length / key.length) * 100);
    for (const body of bodies) expect(body.quiz.score).toBe(score);
    const xp = (await (await call('/learning-hub/xp', { cookie: user.cookie })).json()) as Json;
    expect(xp.totalXp).toBe(score >= QUIZ_PASS_PERCENT ? quiz.lesson.xp : 0);
    const row = await env.DB.prepare('SELECT score FROM learning_progress WHERE user_id = ? AND lesson_id = ?')
      .bind(user.id, quiz.lesson.id)
      .first<{ score: number }>();
    expect(row?.score).toBe(score);
  });
});

describe('a learner reads one lesson at a time', () => {
  const journey = courseIndex.journeys.get('scaling-and-understanding-agents')!;
  const places = journeyLessons(journey).map((l) => allPlaces.find((p) => p.lesson.id === l.id)!);
  const need = (place: (typeof places)[number]) => minimumLessonSeconds(place.lesson.minutes) * 1000;

  async function learner() {
    const user = await signedInUser();
    const app = appAt(START, paced);
    const open = async (place: (typeof places)[number]) =>
      (await app.request(`/learning-hub/lessons/${place.lesson.id}/open`, user.cookie, { method: 'POST' })).json() as Promise<Json>;
    const complete = (place: (typeof places)[number]) =>
      app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(place) });
    const xp = async () => ((await (await app.request('/learning-hub/xp', user.cookie)).json()) as Json).totalXp as number;
    return { user, app, open, complete, xp };
  }

  it('opening every lesson of a journey at once and completing them after the longest minimum completes only one', async () => {
    const { app, open, complete, xp } = await learner();
    for (const place of places) await open(place);
    app.advance(Math.max(...places.map(need)));
    const statuses = [];
    for (const place of places) statuses.push((await complete(place)).status);
    // Only the lesson that was open last had the learner's time; the others are refused.
    expect(statuses).toEqual([...places.slice(0, -1).map(() => 409), 200]);
    expect(await xp()).toBe(places.at(-1)!.lesson.xp);
    const journeyDone = journey.chapters.flatMap((ch) => ch.lessons).reduce((sum, l) => sum + l.xp, 0);
    expect(await xp()).toBeLessThan(journeyDone);
  });

  it('a refused lesson becomes the open one: its Retry-After is the reading time it still needs', async () => {
    const { app, open, complete } = await learner();
    const [a, b] = places;
    await open(a!);
    app.advance(need(a!) / 2);
    await open(b!);
    app.advance(need(b!));
    const early = await complete(a!);
    expect(early.status).toBe(409);
    expect((await early.json()) as Json).toMatchObject({ code: 'lesson_too_soon' });
    const remaining = Number(early.headers.get('retry-after'));
    expect(remaining).toBe(Math.ceil(need(a!) / 1000 - need(a!) / 2000));
    app.advance(remaining * 1000);
    expect((await complete(a!)).status).toBe(200);
    // b's reading time, counted until the learner went back to a, still counts.
    expect((await complete(b!)).status).toBe(200);
  });

  it('a learner who reads the lessons one after another, going back now and then, completes the journey', async () => {
    const { app, open, complete, xp } = await learner();
    for (const [i, place] of places.entries()) {
      await open(place);
      app.advance(need(place) / 2);
      if (i > 0) {
        // A look back at the previous lesson pauses this one; its time so far is kept.
        await open(places[i - 1]!);
        app.advance(10_000);
        await open(place);
      }
      app.advance(need(place) - need(place) / 2);
      expect((await complete(place)).status).toBe(200);
    }
    expect(await xp()).toBe(places.reduce((sum, p) => sum + p.lesson.xp, 0));
  });

  it('tells the learner how much reading time a lesson has and needs when it is opened', async () => {
    const { app, open } = await learner();
    const [a, b] = places;
    const first = await open(a!);
    expect(first).toMatchObject({ lessonId: a!.lesson.id, readSeconds: 0, neededSeconds: need(a!) / 1000 });
    expect(new Date(first.completableAt).getTime()).toBe(START + need(a!));
    app.advance(30_000);
    await open(b!);
    app.advance(60_000);
    const again = await open(a!);
    expect(again.readSeconds).toBe(30);
    expect(again.openedAt).toBe(new Date(START).toISOString());
    expect(new Date(again.completableAt).getTime()).toBe(START + 90_000 + need(a!) - 30_000);
  });
});

describe('a certificate needs every quiz of the journey passed', () => {
  const JOURNEY = 'scaling-and-understanding-agents';
  const journey = courseIndex.journeys.get(JOURNEY)!;
  const places = journeyLessons(journey).map((l) => allPlaces.find((p) => p.lesson.id === l.id)!);

  async function completeWith(cookie: string, wrong: number) {
    for (const place of places) {
      const answers = place.lesson.kind === 'quiz' ? { answers: quizAnswers(place.lesson.id, wrong) } : {};
      const res = await post('/learning-hub/progress', payloadFor(place, true, answers), { cookie });
      expect(res.status).toBe(200);
    }
  }

  it('a journey whose quiz was answered all wrong is complete but earns no certificate, and the learner is told why', async () => {
    const user = await signedInUser();
    await subscribe(user.cookie);
    const quizPlace = places.find((p) => p.lesson.kind === 'quiz')!;
    await completeWith(user.cookie, courseIndex.quizKeys.get(quizPlace.lesson.id)!.length);
    const res = await post('/certificates', { journeyId: JOURNEY }, { cookie: user.cookie });
    expect(res.status).toBe(409);
    const body = (await res.json()) as Json;
    expect(body.code).toBe('quiz_not_passed');
    expect(body.message).toContain(quizPlace.lesson.title);
    expect(body.message).toContain(`${QUIZ_PASS_PERCENT}`);
    const overview = (await (await call('/certificates', { cookie: user.cookie })).json()) as CertificatesOverview;
    expect(overview.eligibleJourneys).toEqual([]);
    expect(overview.journeysWithFailedQuizzes).toEqual([
      { id: JOURNEY, title: journey.title, failedQuizzes: [{ id: quizPlace.lesson.id, title: quizPlace.lesson.title, score: 0 }] },
    ]);
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?').bind(user.id).first<{ n: number }>())!;
    expect(n).toBe(0);
  });

  it('a journey with every quiz passed earns its certificate', async () => {
    const user = await signedInUser();
    await subscribe(user.cookie);
    await completeWith(user.cookie, 2); // 4 of 6 right: 67 %, over the pass mark
    const overview = (await (await call('/certificates', { cookie: user.cookie })).json()) as CertificatesOverview;
    expect(overview.eligibleJourneys.map((j) => j.id)).toEqual([JOURNEY]);
    expect(overview.journeysWithFailedQuizzes).toEqual([]);
    const res = await post('/certificates', { journeyId: JOURNEY }, { cookie: user.cookie });
    expect(res.status).toBe(201);
  });
});
