import { allLessons, journeyLessons, type CourseJourney } from './course.ts';
import { xpRecord } from './levels.ts';
import type { AchievementRule } from './schema.ts';
import { LEVELS as DEMO_LEVELS } from '../demo/challenges.ts';
import { LABS } from '../labs/labs.ts';

/** What the server knows about a learner when it evaluates achievements. */
export interface LearnerFacts {
  completedLessonIds: ReadonlySet<string>;
  totalXp: number;
  /** Consecutive active days ending today or yesterday, in the learner's time zone. */
  currentStreak: number;
  /** Quizzes whose best score is 100. */
  perfectQuizCount: number;
  /** Interactive demo challenge levels the server has seen solved. */
  demoLevelsSolved: number;
  /** Security labs whose fix the server has seen pass. */
  labsFixed: number;
}

/** Whether a rule holds for a learner; journeys give the content the rule counts against. */
export function isRuleMet(rule: AchievementRule, facts: LearnerFacts, journeys: readonly CourseJourney[]): boolean {
  const done = facts.completedLessonIds;
  const completedOf = (lessons: readonly { id: string }[]) => lessons.filter((l) => done.has(l.id)).length;
  switch (rule.type) {
    case 'lessons-completed':
      return completedOf(allLessons(journeys)) >= rule.count;
    case 'kind-completed':
      return completedOf(allLessons(journeys).filter((l) => l.kind === rule.kind)) >= rule.count;
    case 'journey-completed': {
      const journey = journeys.find((j) => j.id === rule.journey);
      return !!journey && journeyLessons(journey).every((l) => done.has(l.id));
    }
    case 'all-journeys-completed':
      return journeys.length > 0 && allLessons(journeys).every((l) => done.has(l.id));
    case 'streak':
      return facts.currentStreak >= rule.days;
    case 'perfect-quizzes':
      return facts.perfectQuizCount >= rule.count;
    case 'level':
      return xpRecord(facts.totalXp).level >= rule.level;
    case 'demo-levels-solved':
      return facts.demoLevelsSolved >= rule.count;
    case 'labs-fixed':
      return facts.labsFixed >= rule.count;
  }
}

/**
 * The best a learner can do with the shipped content: every lesson completed, every quiz perfect,
 * all lesson XP earned. `streakDays` is however long they keep learning daily.
 */
export function bestPossibleFacts(journeys: readonly CourseJourney[], streakDays: number): LearnerFacts {
  const lessons = allLessons(journeys);
  return {
    completedLessonIds: new Set(lessons.map((l) => l.id)),
    totalXp: lessons.reduce((sum, l) => sum + l.xp, 0),
    currentStreak: streakDays,
    perfectQuizCount: lessons.filter((l) => l.kind === 'quiz').length,
    demoLevelsSolved: DEMO_LEVELS.length,
    labsFixed: LABS.length,
  };
}
