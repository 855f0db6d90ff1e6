import { bestPossibleFacts, isRuleMet } from './achievements.ts';
import { buildLearningCourse } from './course.ts';
import type { Achievement, Journey, Lesson } from './schema.ts';

/** A journey file as loaded: its file name and its validated data. */
interface LoadedJourney {
  fileId: string;
  data: Journey;
}

/** A lesson file as loaded: the journey folder it sits in, its file name and its validated front matter. */
interface LoadedLesson {
  folder: string;
  fileId: string;
  data: Lesson;
}

/** What the cross-entry checks need besides the learning content: the catalogue's technique slugs. */
export interface LearningContent {
  journeys: readonly LoadedJourney[];
  lessons: readonly LoadedLesson[];
  achievements: readonly Achievement[];
  techniqueSlugs: ReadonlySet<string>;
}

/** A streak length every declared streak rule must be reachable with: learners can always keep going. */
const UNBOUNDED_STREAK = Number.MAX_SAFE_INTEGER;

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(ids.filter((id) => (seen.has(id) ? true : (seen.add(id), false))))];
}

/**
 * Checks what a per-file schema cannot: ids match file names and are unique, chapters list lessons
 * that exist and belong to them, every lesson is listed once, patterns name real techniques, and
 * every achievement can be unlocked with the content. Returns the problems; empty means valid.
 */
export function findLearningProblems({ journeys, lessons, achievements, techniqueSlugs }: LearningContent): string[] {
  const problems: string[] = [];
  for (const j of journeys)
    if (j.data.id !== j.fileId) problems.push(`journey ${j.fileId}: id "${j.data.id}" does not match the file name`);
  for (const id of duplicates(journeys.map((j) => j.data.id))) problems.push(`journey id "${id}" is used twice`);

  const lessonById = new Map(lessons.map((l) => [l.data.id, l]));
  for (const l of lessons) {
    const where = `lesson ${l.folder}/${l.fileId}`;
    if (l.data.id !== l.fileId) problems.push(`${where}: id "${l.data.id}" does not match the file name`);
    if (l.data.journey !== l.folder) problems.push(`${where}: journey "${l.data.journey}" does not match its folder`);
    for (const p of l.data.patterns)
      if (!techniqueSlugs.has(p)) problems.push(`${where}: pattern "${p}" is not in the technique catalogue`);
  }
  for (const id of duplicates(lessons.map((l) => l.data.id))) problems.push(`lesson id "${id}" is used twice`);

  const listed: string[] = [];
  for (const { data: j } of journeys) {
    for (const id of duplicates(j.chapters.map((c) => c.id))) problems.push(`journey ${j.id}: chapter id "${id}" is used twice`);
    for (const ch of j.chapters) {
      for (const id of ch.lessons) {
        listed.push(id);
        const lesson = lessonById.get(id)?.data;
        if (!lesson) problems.push(`journey ${j.id}, chapter ${ch.id}: lesson "${id}" does not exist`);
        else if (lesson.journey !== j.id || lesson.chapter !== ch.id) {
          problems.push(`journey ${j.id}, chapter ${ch.id}: lesson "${id}" declares ${lesson.journey}/${lesson.chapter}`);
        }
      }
    }
  }
  for (const id of duplicates(listed)) problems.push(`lesson "${id}" is listed by more than one chapter entry`);
  const listedSet = new Set(listed);
  for (const l of lessons) if (!listedSet.has(l.data.id)) problems.push(`lesson ${l.folder}/${l.fileId} is not listed by any chapter`);

  problems.push(...achievementProblems({ journeys, lessons, achievements }, problems.length === 0));
  return problems;
}

function achievementProblems(content: Omit<LearningContent, 'techniqueSlugs'>, structureValid: boolean): string[] {
  const problems: string[] = [];
  for (const id of duplicates(content.achievements.map((a) => a.id))) problems.push(`achievement id "${id}" is used twice`);
  const journeyIds = new Set(content.journeys.map((j) => j.data.id));
  for (const a of content.achievements) {
    if (a.rule.type === 'journey-completed' && !journeyIds.has(a.rule.journey)) {
      problems.push(`achievement ${a.id}: journey "${a.rule.journey}" does not exist`);
    }
  }
  if (!structureValid) return problems;
  const course = buildLearningCourse(
    content.journeys.map((j) => j.data),
    content.lessons.map((l) => l.data),
    content.achievements,
  );
  const best = bestPossibleFacts(course.journeys, UNBOUNDED_STREAK);
  for (const a of content.achievements) {
    if (!isRuleMet(a.rule, best, course.journeys)) problems.push(`achievement ${a.id}: cannot be unlocked with the shipped content`);
  }
  return problems;
}

/** Throws one error listing every problem, so broken learning content fails the build. */
export function assertValidLearningContent(content: LearningContent): void {
  const problems = findLearningProblems(content);
  if (problems.length) throw new Error(`Invalid learning content:\n- ${problems.join('\n- ')}`);
}
