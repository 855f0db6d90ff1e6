import { lessonUrl } from '../../../src/lib/learning/course';
import type { CourseIndex } from '../learning/course';
import type { ReviewCountsRow, ReviewCardRow } from './review.repo';
import type { ReviewCardView, ReviewCounts } from './review.schemas';

/** A card with what it shows, from the course; null when its lesson or item left the content. */
export function toReviewCardView(row: ReviewCardRow, index: CourseIndex): ReviewCardView | null {
  const place = index.lessons.get(row.lesson_id);
  const item = index.course.reviewItems[row.lesson_id]?.find((i) => i.id === row.item_id);
  if (!place || !item) return null;
  const key = row.kind === 'question' ? index.quizKeys.get(row.lesson_id)?.find((q) => q.id === row.item_id) : undefined;
  if (row.kind === 'question' && !key) return null;
  return {
    id: row.card_id,
    kind: row.kind,
    lessonId: row.lesson_id,
    lessonTitle: place.lesson.title,
    lessonUrl: lessonUrl(place.journey.id, row.lesson_id),
    prompt: item.prompt,
    back: item.back ?? null,
    options: item.options ?? null,
    answer: key ? key.answer : null,
    explanation: key ? (key.explanations[key.answer] ?? null) : null,
    due: new Date(row.due_at).toISOString(),
    reps: row.reps,
    lapses: row.lapses,
  };
}

export const toReviewCounts = (row: ReviewCountsRow | null): ReviewCounts => ({
  due: row?.due ?? 0,
  learned: row?.learned ?? 0,
  new: row?.fresh ?? 0,
});
