/**
 * The learning data held about one user, for the account data export (a JSON download of
 * everything held about the user). The accounts feature's export includes these sections.
 */
export async function learningExportSections(db: D1Database, userId: string) {
  const [progress, awards, days, achievements] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT journey_id AS courseId, chapter_id AS chapterId, lesson_id AS lessonId, progress_percentage AS progressPercentage,
                is_completed AS isCompleted, score, time_spent_seconds AS timeSpentSeconds, completed_at AS completedAt,
                created_at AS createdAt, updated_at AS updatedAt
         FROM learning_progress WHERE user_id = ? ORDER BY created_at, lesson_id`,
      )
      .bind(userId),
    db.prepare('SELECT lesson_id AS lessonId, xp, awarded_at AS awardedAt FROM learning_xp_awards WHERE user_id = ? ORDER BY awarded_at, lesson_id').bind(userId),
    db.prepare('SELECT day FROM learning_activity_days WHERE user_id = ? ORDER BY day').bind(userId),
    db.prepare('SELECT achievement_id AS achievementId, unlocked_at AS unlockedAt FROM learning_achievements WHERE user_id = ? ORDER BY unlocked_at, achievement_id').bind(userId),
  ]);
  const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);
  return {
    learningProgress: progress!.results.map((r) => ({
      ...r,
      isCompleted: r.isCompleted === 1,
      completedAt: iso(r.completedAt),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    learningXpAwards: awards!.results.map((r) => ({ lessonId: r.lessonId as string, xp: r.xp as number, awardedAt: iso(r.awardedAt) })),
    learningActivityDays: days!.results.map((r) => r.day as string),
    learningAchievements: achievements!.results.map((r) => ({ achievementId: r.achievementId as string, unlockedAt: iso(r.unlockedAt) })),
  };
}
