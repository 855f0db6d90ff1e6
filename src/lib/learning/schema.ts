import { z } from 'astro/zod';
import { SLUG_PATTERN } from '../slug.ts';

/** The kinds of lesson a chapter can hold. */
const LESSON_KINDS = ['reading', 'quiz', 'flashcards'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];

const slug = z.string().regex(SLUG_PATTERN, 'must be a lowercase slug');
const text = z.string().trim().min(1);

/** A chapter of a journey: an ordered list of lesson ids. */
const chapterSchema = z.object({
  /** Stable slug, unique within its journey. */
  id: slug,
  /** Heading shown on the journey page. */
  title: text,
  /** One sentence on what the chapter covers. */
  summary: text,
  /** Lesson ids in the order a learner takes them; each must be a lesson of this chapter. */
  lessons: z.array(slug).min(1),
});

/** A journey (the product rules' course): chapters of lessons. Its file name is its id. */
export const journeySchema = z.object({
  /** Stable slug; also the courseId the API speaks of. */
  id: slug,
  /** Display title. */
  title: text,
  /** What the learner will be able to do, one or two sentences. */
  summary: text,
  /** Who the journey is for, one sentence. */
  audience: text,
  /** Position on the Learning Hub page, ascending. */
  order: z.number().int().min(1),
  /** At least one chapter. */
  chapters: z.array(chapterSchema).min(1),
});
export type Journey = z.infer<typeof journeySchema>;

/** Fields every lesson declares in its front matter. */
const lessonBase = z.object({
  /** Stable slug, equal to the file name and unique across all journeys. */
  id: slug,
  /** The journey the lesson belongs to. */
  journey: slug,
  /** The chapter (of that journey) that lists the lesson. */
  chapter: slug,
  /** Display title. */
  title: text,
  /** XP granted once, on the first completion; the server reads it from here, never from clients. */
  xp: z.number().int().min(1).max(200),
  /** Honest time to read or work through the lesson, in minutes. */
  minutes: z.number().int().min(1).max(120),
  /** One sentence shown on cards. */
  summary: text,
  /** Catalogue techniques the lesson teaches (slugs that must exist in content/techniques). */
  patterns: z.array(slug).min(1).max(6),
});

/** One multiple-choice question. The answer and explanations stay on the server until answered. */
const quizQuestionSchema = z
  .object({
    /** Stable slug, unique within the quiz. */
    id: slug,
    /** The question. */
    prompt: text,
    /** Exactly four options. */
    options: z.array(text).length(4),
    /** Index (0–3) of the one right option. */
    answer: z.number().int(),
    /** Why each option is right or wrong, one per option. */
    explanations: z.array(text),
  })
  .superRefine((q, ctx) => {
    if (q.answer < 0 || q.answer >= q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['answer'], message: `answer ${q.answer} is out of range 0–${q.options.length - 1}` });
    }
    if (q.explanations.length !== q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['explanations'], message: 'needs exactly one explanation per option' });
    }
  });

/** One flashcard: a prompt and its answer. */
const flashcardSchema = z.object({ front: text, back: text });

const readingLesson = lessonBase.extend({ kind: z.literal('reading') });
const quizLesson = lessonBase.extend({
  kind: z.literal('quiz'),
  /** At least five questions with unique ids. */
  questions: z
    .array(quizQuestionSchema)
    .min(5)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'question ids must be unique'),
});
const flashcardsLesson = lessonBase.extend({
  kind: z.literal('flashcards'),
  /** The deck. */
  cards: z.array(flashcardSchema).min(4).max(20),
});

/** A lesson's front matter; the Markdown body holds the reading sections or the intro. */
export const lessonSchema = z.discriminatedUnion('kind', [readingLesson, quizLesson, flashcardsLesson]);
export type Lesson = z.infer<typeof lessonSchema>;

/** Machine-checkable unlock rules, evaluated on the server after every save. */
const achievementRuleSchema = z.discriminatedUnion('type', [
  /** Complete at least `count` lessons of any kind. */
  z.object({ type: z.literal('lessons-completed'), count: z.number().int().min(1) }),
  /** Complete at least `count` lessons of one kind. */
  z.object({ type: z.literal('kind-completed'), kind: z.enum(LESSON_KINDS), count: z.number().int().min(1) }),
  /** Complete every lesson of one journey. */
  z.object({ type: z.literal('journey-completed'), journey: slug }),
  /** Complete every lesson of every journey. */
  z.object({ type: z.literal('all-journeys-completed') }),
  /** Learn on `days` consecutive days (in the learner's time zone). */
  z.object({ type: z.literal('streak'), days: z.number().int().min(2) }),
  /** Answer every question of `count` quizzes right. */
  z.object({ type: z.literal('perfect-quizzes'), count: z.number().int().min(1) }),
  /** Reach a level (docs/product.md, Learning rules). */
  z.object({ type: z.literal('level'), level: z.number().int().min(2) }),
  /** Solve at least `count` challenge levels of the interactive demo (checked by the server). */
  z.object({ type: z.literal('demo-levels-solved'), count: z.number().int().min(1) }),
  z.object({ type: z.literal('labs-fixed'), count: z.number().int().min(1) }),
]);
export type AchievementRule = z.infer<typeof achievementRuleSchema>;

/** An achievement declared in content/achievements.yaml. */
export const achievementSchema = z.object({
  /** Stable slug. */
  id: slug,
  /** Short name shown on the badge. */
  title: text,
  /** How to unlock it, in words a learner understands. */
  description: text,
  /** One emoji. */
  icon: z.string().min(1).max(16),
  /** The rule the server checks. */
  rule: achievementRuleSchema,
});
export type Achievement = z.infer<typeof achievementSchema>;
