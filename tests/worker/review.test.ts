import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { signedInUser } from './users';
import { call, post, registeredUser } from './accounts';
import { appAt, DAY, lessonsOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { courseIndex } from '../../functions/features/learning/course';
import { REVIEW_XP } from '../../src/lib/review/review';

type Json = Record<string, any>;
const START = Date.UTC(2026, 5, 1, 10, 0);
const deck = lessonsOfKind('flashcards')[0]!;
const secondDeck = lessonsOfKind('flashcards')[1]!;
const quiz = lessonsOfKind('quiz')[0]!;

async function learner(timeZone = 'UTC') {
  const user = await signedInUser({ timeZone });
  const app = appAt(START);
  const send = (path: string, init: RequestInit & { json?: unknown } = {}) => app.request(path, user.cookie, init);
  const queue = async () => (await (await send('/learning-hub/review')).json()) as Json;
  const grade = (cardId: string, g: unknown = 'good') => send(`/learning-hub/review/${cardId}`, { method: 'POST', json: { grade: g } });
  const save = async (place: typeof deck, extra: Record<string, unknown> = {}) => {
    const res = await send('/learning-hub/progress', { method: 'POST', json: payloadFor(place, true, extra) });
    expect(res.status).toBe(200);
  };
  const xp = async () => ((await (await send('/learning-hub/xp')).json()) as Json).totalXp as number;
  return { user, app, send, queue, grade, save, xp };
}

describe('review cards come from what the learner met', () => {
  it('a deck worked on gives one new card per flashcard, due at once, with its front and back', async () => {
    const { save, queue } = await learner();
    expect((await queue()).cards).toEqual([]);
    await save(deck);
    const q = await queue();
    const items = courseIndex.course.reviewItems[deck.lesson.id]!;
    expect(q.counts).toEqual({ due: items.length, learned: 0, new: items.length });
    expect(q.cards[0]).toMatchObject({
      id: `${deck.lesson.id}.card-1`,
      kind: 'flashcard',
      prompt: items[0]!.prompt,
      back: items[0]!.back,
      options: null,
      answer: null,
    });
  });

  it('a graded quiz gives one card per question: wrong answers come back the next day, right ones later', async () => {
    const { app, save, queue } = await learner();
    await save(quiz, { answers: quizAnswers(quiz.lesson.id, 2) });
    expect((await queue()).cards).toEqual([]);
    app.advance(DAY);
    const due = (await queue()).cards as Json[];
    const key = courseIndex.quizKeys.get(quiz.lesson.id)!;
    expect(due.map((c) => c.id).sort()).toEqual(key.slice(0, 2).map((q) => `${quiz.lesson.id}.${q.id}`));
    expect(due[0]).toMatchObject({ kind: 'question', answer: key[0]!.answer, explanation: key[0]!.explanations[key[0]!.answer] });
    app.advance(2 * DAY);
    expect(((await queue()).cards as Json[]).length).toBe(key.length);
  });

  it('answers checked before a quiz is completed give no card, so the key stays unavailable', async () => {
    const { send, queue } = await learner();
    const q = courseIndex.quizKeys.get(quiz.lesson.id)![0]!;
    await send(`/learning-hub/quiz/${quiz.lesson.id}/check`, { method: 'POST', json: { questionId: q.id, answer: 0 } });
    expect((await queue()).counts).toEqual({ due: 0, learned: 0, new: 0 });
  });
});

describe('POST /learning-hub/review/{cardId}', () => {
  it('moves the schedule once per card per day, however often the grade is sent', async () => {
    const { app, save, grade, queue, xp } = await learner();
    await save(deck);
    const before = await xp();
    const cardId = `${deck.lesson.id}.card-1`;
    const first = (await (await grade(cardId, 'good')).json()) as Json;
    expect(first).toMatchObject({ cardId, counted: true, xpAwarded: REVIEW_XP.perCard });
    expect(new Date(first.due).getTime()).toBeGreaterThanOrEqual(START + DAY);
    for (const g of ['again', 'easy', 'good']) {
      const replay = (await (await grade(cardId, g)).json()) as Json;
      expect(replay).toMatchObject({ counted: false, xpAwarded: 0, due: first.due });
    }
    app.advance(60 * 60 * 1000);
    expect((await grade(cardId, 'again')).status).toBe(200);
    expect(await xp()).toBe(before + REVIEW_XP.perCard);
    expect(((await queue()).cards as Json[]).some((c) => c.id === cardId)).toBe(false);
  });

  it('settles concurrent grades of one card to a single one', async () => {
    const { save, grade, xp } = await learner();
    await save(deck);
    const before = await xp();
    const cardId = `${deck.lesson.id}.card-2`;
    const answers = await Promise.all(
      ['again', 'hard', 'good', 'easy', 'good'].map(async (g) => (await (await grade(cardId, g)).json()) as Json),
    );
    expect(answers.filter((a) => a.counted)).toHaveLength(1);
    expect(await xp()).toBe(before + REVIEW_XP.perCard);
    const row = await env.DB.prepare('SELECT reps FROM review_cards WHERE card_id = ?').bind(cardId).all<{ reps: number }>();
    expect(row.results.every((r) => r.reps <= 1)).toBe(true);
  });

  it('an "again" grade brings the card back the next day; "good" later; the card is due again then', async () => {
    const { app, save, grade, queue } = await learner();
    await save(deck);
    const a = (await (await grade(`${deck.lesson.id}.card-1`, 'again')).json()) as Json;
    const g = (await (await grade(`${deck.lesson.id}.card-2`, 'good')).json()) as Json;
    expect(new Date(a.due).getTime() - START).toBe(DAY);
    expect(new Date(g.due).getTime()).toBeGreaterThan(new Date(a.due).getTime());
    app.set(new Date(a.due).getTime());
    expect(((await queue()).cards as Json[]).map((c) => c.id)).toContain(`${deck.lesson.id}.card-1`);
    expect((await grade(`${deck.lesson.id}.card-1`, 'good')).status).toBe(200);
  });

  it('caps review XP per day, and a new day earns again', async () => {
    const { app, save, grade, xp, queue } = await learner();
    await save(deck);
    await save(secondDeck);
    const start = await xp();
    const ids = ((await queue()).cards as Json[]).map((c) => c.id as string);
    expect(ids.length).toBeGreaterThan(REVIEW_XP.dailyCap);
    for (const id of ids) expect((await grade(id, 'again')).status).toBe(200);
    expect(await xp()).toBe(start + REVIEW_XP.dailyCap);
    expect((await queue()).xpToday).toBe(REVIEW_XP.dailyCap);
    app.advance(DAY);
    expect(((await (await grade(ids[0]!, 'good')).json()) as Json).xpAwarded).toBe(REVIEW_XP.perCard);
  });

  it('counts a day of review toward the streak', async () => {
    const { app, save, grade, send } = await learner();
    await save(deck);
    app.advance(DAY);
    expect(((await (await send('/learning-hub/streak')).json()) as Json).activeToday).toBe(false);
    await grade(`${deck.lesson.id}.card-1`);
    const streak = (await (await send('/learning-hub/streak')).json()) as Json;
    expect(streak).toMatchObject({ activeToday: true, currentStreak: 2 });
  });

  it('a day kept by review counts for streak achievements', async () => {
    const { app, save, grade, send } = await learner();
    await save(deck);
    app.advance(DAY);
    await save(deck);
    app.advance(DAY);
    const answer = (await (await grade(`${deck.lesson.id}.card-1`)).json()) as Json;
    expect(answer.newAchievements.map((a: Json) => a.id)).toContain('streak-3');
    const achievements = (await (await send('/learning-hub/achievements')).json()) as Json;
    expect(achievements.achievements.map((a: Json) => a.id)).toContain('streak-3');
  });

  it('refuses a card not yet due with 409 and leaves it alone', async () => {
    const { app, save, grade } = await learner();
    await save(deck);
    await grade(`${deck.lesson.id}.card-1`, 'easy');
    app.advance(DAY + 1);
    const res = await grade(`${deck.lesson.id}.card-1`, 'again');
    expect(res.status).toBe(409);
    expect(((await res.json()) as Json).code).toBe('card_not_due');
  });

  it('refuses bad input with specific errors and changes nothing', async () => {
    const { save, grade, send, queue } = await learner();
    await save(deck);
    const cardId = `${deck.lesson.id}.card-1`;
    for (const bad of ['perfect', 5, null, '']) {
      const res = await grade(cardId, bad);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Json).issues[0].path).toBe('grade');
    }
    const extra = await send(`/learning-hub/review/${cardId}`, { method: 'POST', json: { grade: 'good', xp: 100 } });
    expect(extra.status).toBe(422);
    const badId = await grade('not a card', 'good');
    expect(badId.status).toBe(422);
    expect(((await badId.json()) as Json).issues[0].path).toBe('cardId');
    const unknown = await grade(`${deck.lesson.id}.card-99`, 'good');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as Json).code).toBe('card_not_found');
    const noBody = await send(`/learning-hub/review/${cardId}`, { method: 'POST' });
    expect(noBody.status).toBe(415);
    expect((await queue()).counts.new).toBe(courseIndex.course.reviewItems[deck.lesson.id]!.length);
  });

  it("never shows or grades another learner's cards", async () => {
    const owner = await learner();
    await owner.save(deck);
    const other = await learner();
    expect((await other.queue()).cards).toEqual([]);
    const res = await other.grade(`${deck.lesson.id}.card-1`);
    expect(res.status).toBe(404);
    expect((await owner.queue()).counts.new).toBe(courseIndex.course.reviewItems[deck.lesson.id]!.length);
  });

  it('needs a signed-in learner', async () => {
    const app = appAt(START);
    expect((await app.request('/learning-hub/review', '')).status).toBe(401);
    expect(
      (await app.request(`/learning-hub/review/${deck.lesson.id}.card-1`, '', { method: 'POST', json: { grade: 'good' } })).status,
    ).toBe(401);
  });
});

describe('review cards and the account', () => {
  it('are in the data export and deleted with the account', async () => {
    const { cookie, id, password } = await registeredUser();
    const res = await call('/learning-hub/progress', { method: 'POST', cookie, json: payloadFor(deck) });
    expect(res.status).toBe(200);
    const data = (await (await call('/settings/export', { cookie })).json()) as { tables: Record<string, Json[]> };
    expect(data.tables.review_cards).toHaveLength(courseIndex.course.reviewItems[deck.lesson.id]!.length);
    expect((await post('/settings/delete-account', { password }, { cookie })).status).toBe(200);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM review_cards WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
