import generated from './course.generated.json';
import {
  journeyLessons,
  lessonUrl,
  journeyUrl,
  type CourseJourney,
  type CourseLesson,
  type LearningCourse,
} from '../../../src/lib/learning/course';
import type { Achievement } from '../../../src/lib/learning/schema';

/** The content as the server knows it, generated from content/ at build time. */
const course = generated as LearningCourse;

/** Where a lesson sits in the content. */
export interface LessonPlace {
  journey: CourseJourney;
  chapterId: string;
  lesson: CourseLesson;
}

/** Lookups over one course, built once. */
function indexCourse(c: LearningCourse) {
  const journeys = new Map(c.journeys.map((j) => [j.id, j]));
  const lessons = new Map<string, LessonPlace>();
  for (const journey of c.journeys) {
    for (const chapter of journey.chapters) {
      for (const lesson of chapter.lessons) lessons.set(lesson.id, { journey, chapterId: chapter.id, lesson });
    }
  }
  const achievements = new Map<string, Achievement>(c.achievements.map((a) => [a.id, a]));
  // A Map, not the plain object: ids come from request paths, and '__proto__' must find nothing.
  const quizKeys = new Map(Object.entries(c.quizKeys));
  return { course: c, journeys, lessons, achievements, quizKeys };
}
export type CourseIndex = ReturnType<typeof indexCourse>;

export const courseIndex = indexCourse(course);

/** `GET /learning-hub/courses`: the public structure, without answer keys or achievements' rules. */
export function publicCourses(c: LearningCourse) {
  return c.journeys.map((j) => {
    const lessons = journeyLessons(j);
    return {
      id: j.id,
      courseId: j.id,
      title: j.title,
      summary: j.summary,
      order: j.order,
      url: journeyUrl(j.id),
      lessonCount: lessons.length,
      totalXp: lessons.reduce((sum, l) => sum + l.xp, 0),
      chapters: j.chapters.map((ch) => ({
        id: ch.id,
        title: ch.title,
        summary: ch.summary,
        lessons: ch.lessons.map((l) => ({ ...l, url: lessonUrl(j.id, l.id) })),
      })),
    };
  });
}
