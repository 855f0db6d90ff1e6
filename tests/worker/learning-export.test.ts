import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { api } from './helpers';
import { signedInUser } from './users';
import { firstOfKind, payloadFor } from './learning-helpers';
import { learningExportSections } from '../../functions/features/learning/learning-export.repo';

describe('learning data in the account export', () => {
  it('holds every learning row of the user and nothing of anyone else', async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const quiz = firstOfKind('quiz');
    await api('/learning-hub/progress', { method: 'POST', headers: { cookie: user.cookie }, json: payloadFor(quiz) });
    await api('/learning-hub/progress', { method: 'POST', headers: { cookie: other.cookie }, json: payloadFor(firstOfKind('reading')) });
    const sections = await learningExportSections(env.DB, user.id);
    expect(sections.learningProgress).toEqual([
      expect.objectContaining({ courseId: quiz.journey.id, lessonId: quiz.lesson.id, isCompleted: true, score: 100, timeSpentSeconds: 60, completedAt: expect.any(String) }),
    ]);
    expect(sections.learningXpAwards).toEqual([{ lessonId: quiz.lesson.id, xp: quiz.lesson.xp, awardedAt: expect.any(String) }]);
    expect(sections.learningActivityDays).toHaveLength(1);
    expect(sections.learningAchievements.map((a) => a.achievementId)).toContain('first-lesson');
  });

  it('disappears with the user', async () => {
    const user = await signedInUser();
    await api('/learning-hub/progress', { method: 'POST', headers: { cookie: user.cookie }, json: payloadFor(firstOfKind('reading')) });
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
    const sections = await learningExportSections(env.DB, user.id);
    expect(sections).toEqual({ learningProgress: [], learningXpAwards: [], learningActivityDays: [], learningAchievements: [] });
  });
});
