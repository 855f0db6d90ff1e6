import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { env } from 'cloudflare:workers';
import { courseIndex } from '../../functions/features/learning/course';
import { journeyLessons } from '../../src/lib/learning/course';
import { minimumLessonSeconds, passesQuiz, QUIZ_PASS_PERCENT } from '../../src/lib/learning/fair-play';
import type { CertificatesOverview } from '../../functions/features/certificates/certificates.schemas';
import { call, post } from './accounts';
import { subscribe } from './billing-helpers';
import { allPlaces, appAt, payloadFor } from './learning-helpers';
import { signedInUser } from './users';

/**
 * Property-based tests of the Learning Hub's fair play (docs/product.md, Quizzes, pacing and
 * certificates): whatever a client sends and in whatever order, no answer hands out a quiz's key,
 * reading time is never counted for two lessons at once, and a certificate is issued exactly when
 * every quiz of the journey is passed on first answers.
 */
type Json = Record<string, any>;
type Place = (typeof allPlaces)[number];
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const paced = { ...env, LEARNING_PACE: 'on' };

const quizzes = [...courseIndex.quizKeys.entries()];
const everyExplanation = quizzes.flatMap(([, key]) => key.flatMap((q) => q.explanations));
const scoreOf = (rightCount: number, total: number) => Math.round((rightCount / total) * 100);

/** A quiz, one of its questions, and an option. */
const quizQuestion = fc
  .constantFrom(...quizzes)
  .chain(([lessonId, key]) => fc.record({ lessonId: fc.constant(lessonId), question: fc.constantFrom(...key), answer: fc.nat(3) }));

describe('fuzzing the quiz answer key', () => {
  it(
    'a check answers whether the chosen option is right and its own explanation, never the key, signed in or not',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          quizQuestion,
          fc.boolean(),
          fc.array(fc.nat(3), { maxLength: 3 }),
          async ({ lessonId, question, answer }, signedIn, later) => {
            const user = signedIn ? await signedInUser() : null;
            const check = (option: number) =>
              post(`/learning-hub/quiz/${lessonId}/check`, { questionId: question.id, answer: option }, { cookie: user?.cookie });
            for (const option of [answer, ...later]) {
              const res = await check(option);
              expect(res.status).toBe(200);
              const text = await res.text();
              expect(JSON.parse(text)).toEqual({
                questionId: question.id,
                answer: option,
                correct: option === question.answer,
                explanation: question.explanations[option],
              });
              // No other option's explanation, and so not the right one's when the choice was wrong.
              for (const [i, other] of question.explanations.entries()) if (i !== option) expect(text).not.toContain(other);
            }
            if (user) {
              const first = await env.DB.prepare(
                'SELECT answer FROM learning_quiz_answers WHERE user_id = ? AND lesson_id = ? AND question_id = ?',
              )
                .bind(user.id, lessonId, question.id)
                .first<{ answer: number }>();
              expect(first?.answer).toBe(answer);
            }
          },
        ),
        { numRuns: 60, seed: SEED },
      );
    },
  );

  it('completing a quiz, after any checks, is graded on first answers and never names a right option', { timeout: 120_000 }, async () => {
    const quizPlaces = allPlaces.filter((p) => p.lesson.kind === 'quiz');
    const scenario = fc.constantFrom(...quizPlaces).chain((place) => {
      const key = courseIndex.quizKeys.get(place.lesson.id)!;
      return fc.record({
        place: fc.constant(place),
        // Per question: the option sent with the completion, and maybe an earlier check of another.
        sent: fc.tuple(...key.map(() => fc.nat(3))),
        checked: fc.tuple(...key.map(() => fc.option(fc.nat(3), { nil: undefined }))),
      });
    });
    await fc.assert(
      fc.asyncProperty(scenario, async ({ place, sent, checked }) => {
        const key = courseIndex.quizKeys.get(place.lesson.id)!;
        const user = await signedInUser();
        for (const [i, q] of key.entries()) {
          const option = checked[i];
          if (option !== undefined)
            await post(`/learning-hub/quiz/${place.lesson.id}/check`, { questionId: q.id, answer: option }, { cookie: user.cookie });
        }
        const answers = Object.fromEntries(key.map((q, i) => [q.id, sent[i]!]));
        const res = await post('/learning-hub/progress', payloadFor(place, true, { answers }), { cookie: user.cookie });
        expect(res.status).toBe(200);
        const text = await res.text();
        const body = JSON.parse(text) as Json;
        const first = key.map((q, i) => checked[i] ?? sent[i]!);
        const right = key.map((q, i) => first[i] === q.answer);
        const score = scoreOf(right.filter(Boolean).length, key.length);
        expect(body.quiz).toEqual({
          score,
          correct: right.filter(Boolean).length,
          total: key.length,
          passMark: QUIZ_PASS_PERCENT,
          passed: passesQuiz(score),
          results: key.map((q, i) => ({ questionId: q.id, correct: right[i] })),
        });
        expect(body.xpAwarded).toBe(passesQuiz(score) ? place.lesson.xp : 0);
        for (const explanation of everyExplanation) expect(text).not.toContain(explanation);
      }),
      { numRuns: 30, seed: SEED },
    );
  });

  it('the public course and every error of the check route carry no answer or explanation', async () => {
    const texts = [await (await call('/learning-hub/courses')).text()];
    const [lessonId, key] = quizzes[0]!;
    for (const body of [{ questionId: 'nope', answer: 0 }, { questionId: key[0]!.id, answer: 4 }, { questionId: key[0]!.id }, {}]) {
      const res = await post(`/learning-hub/quiz/${lessonId}/check`, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      texts.push(await res.text());
    }
    for (const text of texts) {
      expect(text).not.toMatch(/"(answer|correctAnswer|explanations?)"\s*:\s*[\d["]/);
      for (const explanation of everyExplanation) expect(text).not.toContain(explanation);
    }
  });
});

describe('fuzzing the reading clock', () => {
  // Two journeys' lessons, so schedules cross journeys as well as lessons.
  const places = ['scaling-and-understanding-agents', 'agent-foundations'].flatMap((id) =>
    journeyLessons(courseIndex.journeys.get(id)!)
      .slice(0, 3)
      .map((l) => allPlaces.find((p) => p.lesson.id === l.id)!),
  );
  const need = (place: Place) => minimumLessonSeconds(place.lesson.minutes) * 1000;
  const step = fc.oneof(
    fc.record({ kind: fc.constant('open' as const), lesson: fc.nat(places.length - 1) }),
    fc.record({ kind: fc.constant('complete' as const), lesson: fc.nat(places.length - 1) }),
    fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 240_000 }) }),
  );

  async function learner(start: number) {
    const user = await signedInUser();
    const app = appAt(start, paced);
    return {
      app,
      open: (place: Place) => app.request(`/learning-hub/lessons/${place.lesson.id}/open`, user.cookie, { method: 'POST' }),
      complete: (place: Place) => app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(place) }),
    };
  }

  it('any sequence of opens, completions and waits is judged as one lesson at a time would be', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        let now = Date.UTC(2026, 5, 1, 8, 0);
        const { app, open, complete } = await learner(now);
        // The rule as a model: the current lesson's clock runs; taking up another keeps what it ran.
        const read = new Map<string, number>();
        const awarded = new Set<string>();
        let current: { id: string; since: number } | null = null;
        const takeUp = (id: string) => {
          if (current?.id === id) return;
          if (current) read.set(current.id, (read.get(current.id) ?? 0) + now - current.since);
          current = { id, since: now };
        };
        const readNow = (id: string) => (read.get(id) ?? 0) + (current?.id === id ? now - current.since : 0);
        for (const s of steps) {
          if (s.kind === 'advance') {
            now += s.ms;
            app.set(now);
          } else if (s.kind === 'open') {
            const place = places[s.lesson]!;
            takeUp(place.lesson.id);
            const body = (await (await open(place)).json()) as Json;
            expect(body.readSeconds).toBe(Math.floor(readNow(place.lesson.id) / 1000));
          } else {
            const place = places[s.lesson]!;
            const id = place.lesson.id;
            takeUp(id);
            const res = await complete(place);
            const missing = need(place) - readNow(id);
            if (awarded.has(id) || missing <= 0) {
              expect(res.status, `${id} read ${readNow(id)} ms of ${need(place)}`).toBe(200);
              const body = (await res.json()) as Json;
              expect(body.xpAwarded).toBe(awarded.has(id) ? 0 : place.lesson.xp);
              awarded.add(id);
            } else {
              expect(res.status, `${id} read ${readNow(id)} ms of ${need(place)}`).toBe(409);
              expect(Number(res.headers.get('retry-after'))).toBe(Math.ceil(missing / 1000));
            }
          }
        }
      }),
      { numRuns: 30, seed: SEED },
    );
  });

  it(
    'however many opens and completions arrive at once, the XP earned never needs more reading time than has passed',
    { timeout: 180_000 },
    async () => {
      const burst = fc.record({
        opens: fc.subarray(places.map((_, i) => i)),
        completes: fc.subarray(places.map((_, i) => i)),
        wait: fc.integer({ min: 0, max: 300_000 }),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(burst, { minLength: 1, maxLength: 5 }), async (bursts) => {
          const start = Date.UTC(2026, 5, 2, 8, 0);
          let now = start;
          const { app, open, complete } = await learner(start);
          const earned = new Set<string>();
          for (const b of bursts) {
            // Everything in a burst is sent at the same moment, opens and completions interleaved.
            const responses = await Promise.all([
              ...b.opens.map((i) => open(places[i]!)),
              ...b.completes.map(async (i) => ({ place: places[i]!, res: await complete(places[i]!) })),
            ]);
            for (const r of responses) {
              if (r instanceof Response) continue;
              if (r.res.status === 200 && ((await r.res.json()) as Json).xpAwarded > 0) earned.add(r.place.lesson.id);
            }
            const needed = places.filter((p) => earned.has(p.lesson.id)).reduce((sum, p) => sum + need(p), 0);
            expect(needed).toBeLessThanOrEqual(now - start);
            now += b.wait;
            app.set(now);
          }
        }),
        { numRuns: 20, seed: SEED },
      );
    },
  );
});

describe('fuzzing certificates', () => {
  const JOURNEY = courseIndex.journeys.get('agent-foundations')!;
  const places = journeyLessons(JOURNEY).map((l) => allPlaces.find((p) => p.lesson.id === l.id)!);
  const quizPlaces = places.filter((p) => p.lesson.kind === 'quiz');

  it('a completed journey gets a certificate exactly when every quiz passes on first answers', { timeout: 240_000 }, async () => {
    // Per quiz question: the option sent on completion, and maybe an earlier check (the first answer then).
    const answersFor = (place: Place) => {
      const key = courseIndex.quizKeys.get(place.lesson.id)!;
      return fc.tuple(
        ...key.map((q) =>
          fc.record({ sent: fc.oneof(fc.constant(q.answer), fc.nat(3)), checked: fc.option(fc.nat(3), { nil: undefined }) }),
        ),
      );
    };
    await fc.assert(
      fc.asyncProperty(fc.tuple(...quizPlaces.map(answersFor)), async (perQuiz) => {
        const user = await signedInUser();
        await subscribe(user.cookie);
        const expectedFailed: { id: string; title: string; score: number }[] = [];
        for (const place of places) {
          const qi = quizPlaces.indexOf(place);
          let extra = {};
          if (qi >= 0) {
            const key = courseIndex.quizKeys.get(place.lesson.id)!;
            const plan = perQuiz[qi]!;
            for (const [i, q] of key.entries()) {
              const checked = plan[i]!.checked;
              if (checked !== undefined)
                await post(`/learning-hub/quiz/${place.lesson.id}/check`, { questionId: q.id, answer: checked }, { cookie: user.cookie });
            }
            extra = { answers: Object.fromEntries(key.map((q, i) => [q.id, plan[i]!.sent])) };
            const right = key.filter((q, i) => (plan[i]!.checked ?? plan[i]!.sent) === q.answer).length;
            const score = scoreOf(right, key.length);
            if (!passesQuiz(score)) expectedFailed.push({ id: place.lesson.id, title: place.lesson.title, score });
          }
          expect((await post('/learning-hub/progress', payloadFor(place, true, extra), { cookie: user.cookie })).status).toBe(200);
        }
        const overview = (await (await call('/certificates', { cookie: user.cookie })).json()) as CertificatesOverview;
        const res = await post('/certificates', { journeyId: JOURNEY.id }, { cookie: user.cookie });
        if (expectedFailed.length === 0) {
          expect(res.status).toBe(201);
          expect(overview.eligibleJourneys.map((j) => j.id)).toContain(JOURNEY.id);
          expect(overview.journeysWithFailedQuizzes).toEqual([]);
        } else {
          expect(res.status).toBe(409);
          expect(((await res.json()) as Json).code).toBe('quiz_not_passed');
          expect(overview.eligibleJourneys.map((j) => j.id)).not.toContain(JOURNEY.id);
          expect(overview.journeysWithFailedQuizzes).toEqual([{ id: JOURNEY.id, title: JOURNEY.title, failedQuizzes: expectedFailed }]);
        }
      }),
      { numRuns: 12, seed: SEED },
    );
  });
});
