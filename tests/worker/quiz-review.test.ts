import { describe, expect, it } from 'vitest';
import { signedInUser } from './users';
import { appAt, lessonsOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { courseIndex } from '../../functions/features/learning/course';

type Json = Record<string, any>;
const START = Date.UTC(2026, 5, 1, 10, 0);
const quiz = lessonsOfKind('quiz')[0]!;
const key = courseIndex.quizKeys.get(quiz.lesson.id)!;

async function learner() {
  const user = await signedInUser();
  const app = appAt(START);
  const send = (path: string, init: RequestInit & { json?: unknown } = {}) => app.request(path, user.cookie, init);
  const review = (lessonId = quiz.lesson.id) => send(`/learning-hub/quiz/${lessonId}/review`);
  const check = (questionId: string, answer: number) =>
    send(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId, answer } });
  const complete = (answers: Record<string, number>) =>
    send('/learning-hub/progress', { method: 'POST', json: payloadFor(quiz, true, { answers }) });
  return { review, check, complete };
}

describe('GET /learning-hub/quiz/{lessonId}/review', () => {
  it('keeps the answer key back until the quiz is completed (409), even after every question was checked', async () => {
    const { review, check } = await learner();
    for (const q of key) await check(q.id, (q.answer + 1) % 4);
    const res = await review();
    expect(res.status).toBe(409);
    const body = (await res.json()) as Json;
    expect(body.code).toBe('quiz_not_completed');
    expect(JSON.stringify(body)).not.toContain(key[0]!.explanations[key[0]!.answer]!);
  });

  it('after completion lists every question with the first answer, the right one and both explanations', async () => {
    const { review, check, complete } = await learner();
    // The first question's first answer is wrong; the completion's answers for it do not replace it.
    await check(key[0]!.id, (key[0]!.answer + 1) % 4);
    expect((await complete(quizAnswers(quiz.lesson.id))).status).toBe(200);
    const res = await review();
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({ lessonId: quiz.lesson.id, correct: key.length - 1, total: key.length });
    const [first, second] = body.questions as Json[];
    const wrong = (key[0]!.answer + 1) % 4;
    expect(first).toEqual({
      questionId: key[0]!.id,
      answer: wrong,
      correct: false,
      rightAnswer: key[0]!.answer,
      answerExplanation: key[0]!.explanations[wrong],
      rightExplanation: key[0]!.explanations[key[0]!.answer],
    });
    expect(second).toMatchObject({ answer: key[1]!.answer, correct: true, rightAnswer: key[1]!.answer });
  });

  it("shows nothing of another learner's completion", async () => {
    const owner = await learner();
    await owner.complete(quizAnswers(quiz.lesson.id));
    const other = await learner();
    expect((await other.review()).status).toBe(409);
  });

  it('refuses unknown quizzes, ids that are not slugs and visitors', async () => {
    const { review } = await learner();
    const reading = lessonsOfKind('reading')[0]!;
    expect((await review(reading.lesson.id)).status).toBe(404);
    const bad = await review('Not_A_Slug');
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).issues[0].path).toBe('lessonId');
    expect((await appAt(START).request(`/learning-hub/quiz/${quiz.lesson.id}/review`, '')).status).toBe(401);
  });
});
