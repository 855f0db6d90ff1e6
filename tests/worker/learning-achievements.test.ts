import { describe, expect, it } from 'vitest';
import { signedInUser } from './users';
import { allPlaces, appAt, DAY, firstOfKind, grantXp, lessonsOfKind, payloadFor, quizAnswers } from './learning-helpers';
import { courseIndex } from '../../functions/features/learning/course';
import type { AchievementRule } from '../../src/lib/learning/schema';
import { DEMO_SOLUTIONS } from '../demo-solutions';
import { LAB_SOLUTIONS } from '../lab-solutions';

type Json = Record<string, any>;
const declared = courseIndex.course.achievements;
const ofType = <T extends AchievementRule['type']>(type: T) =>
  declared.filter((a) => a.rule.type === type) as ((typeof declared)[number] & { rule: Extract<AchievementRule, { type: T }> })[];

async function learner(timeZone = 'UTC', start = Date.UTC(2026, 4, 4, 10)) {
  const user = await signedInUser({ timeZone });
  const app = appAt(start);
  const save = async (place: (typeof allPlaces)[number], extra: Record<string, unknown> = {}) =>
    (await (
      await app.request('/learning-hub/progress', user.cookie, { method: 'POST', json: payloadFor(place, true, extra) })
    ).json()) as Json;
  const unlocked = async () =>
    ((await (await app.request('/learning-hub/achievements', user.cookie)).json()) as Json).achievements.map((a: Json) => a.id) as string[];
  return { user, app, save, unlocked };
}

describe('achievements unlock exactly when their rule is met, once', () => {
  it.each(ofType('lessons-completed').map((a) => [a.id, a.rule.count] as const))('%s unlocks on lesson %i', async (id, count) => {
    const { save, unlocked } = await learner();
    for (const place of allPlaces.slice(0, count - 1)) await save(place);
    expect(await unlocked()).not.toContain(id);
    const last = await save(allPlaces[count - 1]!);
    expect(last.newAchievements.map((a: Json) => a.id)).toContain(id);
    const replay = await save(allPlaces[count - 1]!);
    expect(replay.newAchievements.map((a: Json) => a.id)).not.toContain(id);
    expect((await unlocked()).filter((x) => x === id)).toHaveLength(1);
  });

  it.each(ofType('kind-completed').map((a) => [a.id, a.rule.kind, a.rule.count] as const))(
    '%s unlocks after %i %s lesson(s)',
    async (id, kind, count) => {
      const { save, unlocked } = await learner();
      for (const place of allPlaces.filter((p) => p.lesson.kind !== kind).slice(0, 3)) await save(place);
      expect(await unlocked()).not.toContain(id);
      const ofKind = lessonsOfKind(kind);
      for (const place of ofKind.slice(0, count)) await save(place);
      expect(await unlocked()).toContain(id);
    },
  );

  it.each(ofType('journey-completed').map((a) => [a.id, a.rule.journey] as const))(
    '%s unlocks with the last lesson of %s',
    async (id, journeyId) => {
      const { save, unlocked } = await learner();
      const lessons = allPlaces.filter((p) => p.journey.id === journeyId);
      for (const place of lessons.slice(0, -1)) await save(place);
      expect(await unlocked()).not.toContain(id);
      const last = await save(lessons.at(-1)!);
      expect(last.newAchievements.map((a: Json) => a.id)).toContain(id);
    },
  );

  it.each(ofType('perfect-quizzes').map((a) => [a.id, a.rule.count] as const))(
    '%s needs %i quiz(zes) with every answer right',
    async (id, count) => {
      const quizzes = lessonsOfKind('quiz');
      // One wrong first answer keeps a quiz from being perfect for good: resubmitting cannot fix it.
      const slipped = await learner();
      for (const quiz of quizzes.slice(0, count)) await slipped.save(quiz, { answers: quizAnswers(quiz.lesson.id, 1) });
      for (const quiz of quizzes.slice(0, count)) await slipped.save(quiz, { answers: quizAnswers(quiz.lesson.id) });
      expect(await slipped.unlocked()).not.toContain(id);
      const careful = await learner();
      for (const quiz of quizzes.slice(0, count)) await careful.save(quiz, { answers: quizAnswers(quiz.lesson.id) });
      expect(await careful.unlocked()).toContain(id);
    },
  );

  it.each(ofType('streak').map((a) => [a.id, a.rule.days] as const))(
    "%s unlocks on day %i of a streak, in the learner's time zone",
    async (id, days) => {
      const { app, save, unlocked } = await learner('Asia/Tokyo', Date.UTC(2026, 6, 1, 14, 30)); // 23:30 in Tokyo
      for (let day = 0; day < days - 1; day += 1) {
        await save(allPlaces[day % allPlaces.length]!);
        app.advance(DAY);
      }
      expect(await unlocked()).not.toContain(id);
      const last = await save(firstOfKind('reading'));
      expect(last.streak.currentStreak).toBe(days);
      expect(last.newAchievements.map((a: Json) => a.id)).toContain(id);
    },
  );

  it.each(ofType('level').map((a) => [a.id, a.rule.level] as const))('%s unlocks when XP reaches level %i', async (id, level) => {
    const { user, save, unlocked } = await learner();
    const place = firstOfKind('reading');
    await grantXp(user.id, (level - 1) * 100 - place.lesson.xp - 1, Date.now());
    await save(lessonsOfKind('flashcards')[0]!);
    expect(await unlocked()).not.toContain(id);
    await grantXp(user.id, place.lesson.xp, Date.now());
    const last = await save(place);
    expect(last.xp.level).toBeGreaterThanOrEqual(level);
    expect(last.newAchievements.map((a: Json) => a.id)).toContain(id);
  });

  it('every declared achievement is unlocked by a learner who finishes everything perfectly over a week', async () => {
    const { user, app, save, unlocked } = await learner('America/New_York');
    const longestStreak = Math.max(2, ...ofType('streak').map((a) => a.rule.days));
    for (let day = 0; day < longestStreak; day += 1) {
      await save(allPlaces[day % allPlaces.length]!);
      app.advance(DAY);
    }
    for (const place of allPlaces) await save(place);
    // The demo's challenge levels, solved as the server checks them.
    for (const [level, text] of Object.entries(DEMO_SOLUTIONS)) {
      await app.request(`/demo/challenges/${level}/attempts`, user.cookie, { method: 'POST', json: { text } });
    }
    // Every security lab attacked and fixed, as the server checks them.
    for (const [slug, { attack, fix }] of Object.entries(LAB_SOLUTIONS)) {
      await app.request(`/labs/${slug}/attacks`, user.cookie, { method: 'POST', json: { text: attack } });
      await app.request(`/labs/${slug}/fixes`, user.cookie, { method: 'POST', json: { defences: fix } });
    }
    expect((await unlocked()).sort()).toEqual(declared.map((a) => a.id).sort());
  });
});
