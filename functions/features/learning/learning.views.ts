import type { OpenedLesson, ProgressRecord, UnlockedAchievement } from './learning.schemas';
import type { CourseIndex } from './course';
import type { Achievement } from '../../../src/lib/learning/schema';
import type { AchievementRow, OpenedRow, ProgressRow } from './learning.repo';

const iso = (ms: number) => new Date(ms).toISOString();

/** the learning progress record (docs/product.md, Records); courseId and journeyId are the same id. */
export function toProgressRecord(row: ProgressRow): ProgressRecord {
  return {
    id: row.id,
    userId: row.user_id,
    courseId: row.journey_id,
    journeyId: row.journey_id,
    chapterId: row.chapter_id,
    lessonId: row.lesson_id,
    progressPercentage: row.progress_percentage,
    isCompleted: row.is_completed === 1,
    score: row.score,
    completedAt: row.completed_at === null ? null : iso(row.completed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** An unlocked achievement with what the page shows about it; unknown (retired) ids are dropped. */
export function toUnlockedAchievements(rows: readonly AchievementRow[], declared: ReadonlyMap<string, Achievement>): UnlockedAchievement[] {
  return rows.flatMap((row): UnlockedAchievement[] => {
    const a = declared.get(row.achievement_id);
    return a ? [{ id: a.id, title: a.title, description: a.description, icon: a.icon, unlockedAt: iso(row.unlocked_at) }] : [];
  });
}

/** Lessons opened (started) and the current one, where the learner left off; unknown (retired) lessons are dropped. */
export function toOpenedLessons(
  rows: readonly OpenedRow[],
  index: CourseIndex,
): { opened: OpenedLesson[]; currentLessonId: string | null } {
  const opened = rows.flatMap((row): OpenedLesson[] => {
    const place = index.lessons.get(row.lesson_id);
    return place ? [{ lessonId: row.lesson_id, journeyId: place.journey.id, openedAt: iso(row.opened_at) }] : [];
  });
  const current = rows.find((row) => row.current_since !== null && index.lessons.has(row.lesson_id));
  return { opened, currentLessonId: current ? current.lesson_id : null };
}
