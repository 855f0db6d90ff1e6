import { getCollection, type CollectionEntry } from 'astro:content';
import { buildLearningCourse, type LearningCourse } from './course';
import { assertValidLearningContent } from './problems';
import type { Achievement, Journey } from './schema';

export interface LoadedLearning {
  course: LearningCourse;
  /** Journey data by id (audience and other fields the compact course leaves out). */
  journeyData: Map<string, Journey>;
  /** Lesson entries by lesson id, for rendering bodies. */
  lessonEntries: Map<string, CollectionEntry<'lessons'>>;
  achievements: Achievement[];
}

let cached: Promise<LoadedLearning> | undefined;

/** Loads and cross-checks the learning content once per build; invalid content fails the build. */
export function loadLearningContent(): Promise<LoadedLearning> {
  cached ??= (async () => {
    const [journeys, lessons, achievements, techniques] = await Promise.all([
      getCollection('journeys'),
      getCollection('lessons'),
      getCollection('achievements'),
      getCollection('techniques'),
    ]);
    const loadedLessons = lessons.map((e) => {
      const [folder = '', fileId = ''] = e.id.split('/');
      return { folder, fileId, data: e.data };
    });
    const achievementList = achievements.map((e) => e.data);
    assertValidLearningContent({
      journeys: journeys.map((e) => ({ fileId: e.id, data: e.data })),
      lessons: loadedLessons,
      achievements: achievementList,
      techniqueSlugs: new Set(techniques.map((t) => t.data.id)),
    });
    return {
      course: buildLearningCourse(
        journeys.map((e) => e.data),
        lessons.map((e) => e.data),
        achievementList,
      ),
      journeyData: new Map(journeys.map((e) => [e.data.id, e.data])),
      lessonEntries: new Map(lessons.map((e) => [e.data.id, e])),
      achievements: achievementList,
    };
  })();
  return cached;
}
