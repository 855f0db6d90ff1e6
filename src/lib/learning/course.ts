import type { Achievement, Journey, Lesson, LessonKind } from './schema.ts';

/** A lesson as the API and the progress views see it: no body, no answers. */
export interface CourseLesson {
  id: string;
  title: string;
  kind: LessonKind;
  xp: number;
  minutes: number;
}

interface CourseChapter {
  id: string;
  title: string;
  summary: string;
  lessons: CourseLesson[];
}

/** A journey (the API's course) with its chapters and lessons in order. */
export interface CourseJourney {
  id: string;
  title: string;
  summary: string;
  order: number;
  chapters: CourseChapter[];
}

/** The server's copy of a quiz question's key: never sent to a visitor before they answer. */
export interface QuizKey {
  id: string;
  answer: number;
  explanations: string[];
}

/**
 * What a review card shows (docs/product.md, Spaced review): a flashcard's front and back, or a
 * quiz question's prompt and options (its key stays in `quizKeys`). Flashcards are numbered
 * `card-1`, `card-2`, … in deck order; questions keep their ids.
 */
interface ReviewItem {
  id: string;
  prompt: string;
  back?: string;
  options?: string[];
}

/** Everything the API needs to know about the content, generated at build time. */
export interface LearningCourse {
  journeys: CourseJourney[];
  quizKeys: Record<string, QuizKey[]>;
  /** By lesson id: the flashcards and quiz questions a learner can review. */
  reviewItems: Record<string, ReviewItem[]>;
  achievements: Achievement[];
}

/** Builds the compact course from validated content, journeys sorted by `order`. */
export function buildLearningCourse(
  journeys: readonly Journey[],
  lessons: readonly Lesson[],
  achievements: readonly Achievement[],
): LearningCourse {
  const byId = new Map(lessons.map((l) => [l.id, l]));
  const quizKeys: Record<string, QuizKey[]> = {};
  const reviewItems: Record<string, ReviewItem[]> = {};
  for (const lesson of [...lessons].sort((a, b) => a.id.localeCompare(b.id))) {
    if (lesson.kind === 'quiz') {
      quizKeys[lesson.id] = lesson.questions.map((q) => ({ id: q.id, answer: q.answer, explanations: q.explanations }));
      reviewItems[lesson.id] = lesson.questions.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options }));
    }
    if (lesson.kind === 'flashcards') {
      reviewItems[lesson.id] = lesson.cards.map((card, i) => ({ id: `card-${i + 1}`, prompt: card.front, back: card.back }));
    }
  }
  return {
    journeys: [...journeys]
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
      .map((j) => ({
        id: j.id,
        title: j.title,
        summary: j.summary,
        order: j.order,
        chapters: j.chapters.map((ch) => ({
          id: ch.id,
          title: ch.title,
          summary: ch.summary,
          lessons: ch.lessons.map((id) => {
            const l = byId.get(id);
            if (!l) throw new Error(`Chapter ${j.id}/${ch.id} lists unknown lesson "${id}"`);
            return { id: l.id, title: l.title, kind: l.kind, xp: l.xp, minutes: l.minutes };
          }),
        })),
      })),
    quizKeys,
    reviewItems,
    achievements: [...achievements],
  };
}

/**
 * The course is read-only once loaded, so its lesson lists are made once per journey (or list of
 * journeys) and shared: the server evaluates achievements on every progress save.
 */
const lessonsOfJourney = new WeakMap<object, readonly CourseLesson[]>();
const lessonsOfCourse = new WeakMap<object, readonly CourseLesson[]>();
function remembered(cache: WeakMap<object, readonly CourseLesson[]>, key: object, make: () => CourseLesson[]) {
  let lessons = cache.get(key);
  if (!lessons) {
    lessons = make();
    cache.set(key, lessons);
  }
  return lessons;
}

/** Every lesson of a journey, in reading order. */
export const journeyLessons = (journey: Pick<CourseJourney, 'chapters'>): readonly CourseLesson[] =>
  remembered(lessonsOfJourney, journey, () => journey.chapters.flatMap((ch) => ch.lessons));

/** Every lesson of the course, in reading order. */
export const allLessons = (journeys: readonly Pick<CourseJourney, 'chapters'>[]): readonly CourseLesson[] =>
  remembered(lessonsOfCourse, journeys, () => journeys.flatMap(journeyLessons));

/** How far a learner is through a journey. */
export function journeyProgress(journey: Pick<CourseJourney, 'chapters'>, completed: ReadonlySet<string>) {
  const lessons = journeyLessons(journey);
  const done = lessons.filter((l) => completed.has(l.id)).length;
  return { completed: done, total: lessons.length, percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0 };
}

/** Page of a journey. */
export const journeyUrl = (journeyId: string) => `/learning-hub/${journeyId}`;
/** Page of a lesson. */
export const lessonUrl = (journeyId: string, lessonId: string) => `/learning-hub/${journeyId}/${lessonId}`;
