import { describe, expect, it } from 'vitest';
import { readLearningContent } from '../../scripts/build-learning-course.mjs';
import { buildLearningCourse, journeyProgress } from '../../src/lib/learning/course';
import { isRuleMet, type LearnerFacts } from '../../src/lib/learning/achievements';
import { devBoostedXp, levelProgressPercent, xpRecord } from '../../src/lib/learning/levels';

const content = readLearningContent('tests/fixtures/learning');
const { journeys } = buildLearningCourse(
  content.journeys.map((j) => j.data),
  content.lessons.map((l) => l.data),
  content.achievements,
);
const facts = (over: Partial<LearnerFacts> = {}): LearnerFacts => ({
  completedLessonIds: new Set(),
  totalXp: 0,
  currentStreak: 0,
  perfectQuizCount: 0,
  demoLevelsSolved: 0,
  labsFixed: 0,
  ...over,
});

describe('level rule', () => {
  it.each([
    [0, 1, 0, 100],
    [99, 1, 99, 100],
    [100, 2, 0, 200],
    [199, 2, 99, 200],
    [200, 3, 0, 300],
    [1234, 13, 34, 1300],
  ])('%i XP → level %i, %i into it, next at %i', (total, level, current, next) => {
    expect(xpRecord(total)).toEqual({ totalXp: total, level, currentLevelXp: current, nextLevelXp: next });
  });
  it('never goes below level 1 and ignores fractions', () => {
    expect(xpRecord(-5)).toEqual({ totalXp: 0, level: 1, currentLevelXp: 0, nextLevelXp: 100 });
    expect(xpRecord(150.9).totalXp).toBe(150);
  });
  it('gives the share of the current level for the XP bar', () => {
    expect(levelProgressPercent(xpRecord(250))).toBe(50);
    expect(levelProgressPercent(xpRecord(199))).toBe(99);
  });
  it('the development flag raises XP to at least 10000 and level to at least 15', () => {
    expect(devBoostedXp(xpRecord(30))).toMatchObject({ totalXp: 10_000 });
    expect(devBoostedXp(xpRecord(30)).level).toBeGreaterThanOrEqual(15);
    expect(devBoostedXp(xpRecord(20_000)).totalXp).toBe(20_000);
  });
});

describe('achievement rules', () => {
  it('lessons-completed counts completed lessons of the content', () => {
    const rule = { type: 'lessons-completed', count: 2 } as const;
    expect(isRuleMet(rule, facts({ completedLessonIds: new Set(['fx-reading']) }), journeys)).toBe(false);
    expect(isRuleMet(rule, facts({ completedLessonIds: new Set(['fx-reading', 'fx-cards']) }), journeys)).toBe(true);
    expect(isRuleMet(rule, facts({ completedLessonIds: new Set(['fx-reading', 'retired-lesson']) }), journeys)).toBe(false);
  });
  it('kind-completed counts lessons of one kind', () => {
    const rule = { type: 'kind-completed', kind: 'flashcards', count: 1 } as const;
    expect(isRuleMet(rule, facts({ completedLessonIds: new Set(['fx-reading', 'fx-quiz']) }), journeys)).toBe(false);
    expect(isRuleMet(rule, facts({ completedLessonIds: new Set(['fx-cards']) }), journeys)).toBe(true);
  });
  it('journey-completed and all-journeys-completed need every lesson', () => {
    const two = facts({ completedLessonIds: new Set(['fx-reading', 'fx-quiz']) });
    const all = facts({ completedLessonIds: new Set(['fx-reading', 'fx-quiz', 'fx-cards']) });
    for (const rule of [{ type: 'journey-completed', journey: 'fixture-journey' } as const, { type: 'all-journeys-completed' } as const]) {
      expect(isRuleMet(rule, two, journeys)).toBe(false);
      expect(isRuleMet(rule, all, journeys)).toBe(true);
    }
    expect(isRuleMet({ type: 'journey-completed', journey: 'nowhere' }, all, journeys)).toBe(false);
  });
  it('streak, perfect-quizzes and level compare with the facts', () => {
    expect(isRuleMet({ type: 'streak', days: 3 }, facts({ currentStreak: 2 }), journeys)).toBe(false);
    expect(isRuleMet({ type: 'streak', days: 3 }, facts({ currentStreak: 3 }), journeys)).toBe(true);
    expect(isRuleMet({ type: 'perfect-quizzes', count: 1 }, facts(), journeys)).toBe(false);
    expect(isRuleMet({ type: 'perfect-quizzes', count: 1 }, facts({ perfectQuizCount: 1 }), journeys)).toBe(true);
    expect(isRuleMet({ type: 'demo-levels-solved', count: 5 }, facts({ demoLevelsSolved: 4 }), journeys)).toBe(false);
    expect(isRuleMet({ type: 'demo-levels-solved', count: 5 }, facts({ demoLevelsSolved: 5 }), journeys)).toBe(true);
    expect(isRuleMet({ type: 'labs-fixed', count: 1 }, facts({ labsFixed: 0 }), journeys)).toBe(false);
    expect(isRuleMet({ type: 'labs-fixed', count: 1 }, facts({ labsFixed: 1 }), journeys)).toBe(true);
    expect(isRuleMet({ type: 'level', level: 2 }, facts({ totalXp: 99 }), journeys)).toBe(false);
    expect(isRuleMet({ type: 'level', level: 2 }, facts({ totalXp: 100 }), journeys)).toBe(true);
  });
});

describe('journey progress', () => {
  it('counts completed lessons of the journey', () => {
    expect(journeyProgress(journeys[0]!, new Set(['fx-quiz', 'elsewhere']))).toEqual({ completed: 1, total: 3, percent: 33 });
  });
});
