// The learning API's request bodies, shared by the API (which validates them) and the learning
// store (which builds them, importing the types only, so zod stays out of the browser bundle).
import { z } from 'zod';
import { SLUG_PATTERN } from '../slug';

/** A content slug (journey, chapter, lesson or question id). */
export const contentId = z.string().min(1).max(100).regex(SLUG_PATTERN, 'must be a content id (lowercase slug)');

/**
 * the progress payload (docs/product.md, Records). `xpEarned` and `score` are accepted for compatibility and ignored:
 * XP comes from the lesson definition and quiz scores from the server's grading of `answers`.
 */
export const progressPayloadSchema = z
  .object({
    courseId: contentId,
    journeyId: contentId,
    chapterId: contentId,
    lessonId: contentId,
    progressPercentage: z.number().int().min(0).max(100),
    isCompleted: z.boolean(),
    /** Seconds spent in this visit. */
    timeSpent: z.number().min(0).max(86_400).optional(),
    xpEarned: z.number().min(0).max(1_000_000).optional(),
    score: z.number().min(0).max(100).nullable().optional(),
    /** Quiz answers by question id (option index); required when completing a quiz. */
    answers: z.record(contentId, z.number().int().min(0).max(3)).optional(),
  })
  .superRefine((p, ctx) => {
    if (p.courseId !== p.journeyId) {
      ctx.addIssue({ code: 'custom', path: ['courseId'], message: 'must equal journeyId (a journey is the course)' });
    }
    if (p.isCompleted && p.progressPercentage !== 100) {
      ctx.addIssue({ code: 'custom', path: ['progressPercentage'], message: 'must be 100 when isCompleted is true' });
    }
    if (!p.isCompleted && p.progressPercentage === 100) {
      ctx.addIssue({ code: 'custom', path: ['isCompleted'], message: 'must be true when progressPercentage is 100' });
    }
    if (p.answers && !p.isCompleted) {
      ctx.addIssue({ code: 'custom', path: ['answers'], message: 'are only sent when completing a quiz' });
    }
  });
export type ProgressPayload = z.infer<typeof progressPayloadSchema>;

/** One quiz answer to check: the question and the chosen option. */
export const quizCheckSchema = z.object({
  questionId: contentId,
  answer: z.number().int().min(0).max(3),
});

export type QuizCheck = z.infer<typeof quizCheckSchema>;
