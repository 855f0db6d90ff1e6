import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { generateLearningCourse, OUTPUT, readLearningContent } from '../../scripts/build-learning-course.mjs';
import { findLearningProblems } from '../../src/lib/learning/problems';
import { buildLearningCourse } from '../../src/lib/learning/course';
import { bestPossibleFacts, isRuleMet } from '../../src/lib/learning/achievements';
import { lessonSchema } from '../../src/lib/learning/schema';

const FIXTURE = 'tests/fixtures/learning';
const fixture = () => readLearningContent(FIXTURE);

describe('learning content rules (fixture journey)', () => {
  it('accepts a consistent journey', () => {
    expect(findLearningProblems(fixture())).toEqual([]);
  });

  it('rejects a chapter that lists a lesson that does not exist', () => {
    const content = fixture();
    content.journeys[0]!.data.chapters[1]!.lessons.push('ghost-lesson');
    expect(findLearningProblems(content)).toContain(
      'journey fixture-journey, chapter second-chapter: lesson "ghost-lesson" does not exist',
    );
  });

  it('rejects an unknown technique slug in patterns', () => {
    const content = fixture();
    content.lessons[0]!.data.patterns.push('no-such-technique');
    expect(findLearningProblems(content).join('\n')).toMatch(/pattern "no-such-technique" is not in the technique catalogue/);
  });

  it('rejects a lesson listed by a chapter it does not declare, and a lesson no chapter lists', () => {
    const content = fixture();
    const [first, second] = content.journeys[0]!.data.chapters;
    second!.lessons.push(first!.lessons.pop()!);
    const problems = findLearningProblems(content);
    expect(problems.join('\n')).toMatch(/chapter second-chapter: lesson "fx-quiz" declares fixture-journey\/first-chapter/);
    content.journeys[0]!.data.chapters[1]!.lessons.pop();
    expect(findLearningProblems(content)).toContain('lesson fixture-journey/fx-quiz is not listed by any chapter');
  });

  it('rejects ids that do not match file names, and duplicate ids', () => {
    const content = fixture();
    content.lessons[1]!.data.id = content.lessons[0]!.data.id;
    const problems = findLearningProblems(content);
    expect(problems.some((p) => p.includes('does not match the file name'))).toBe(true);
    expect(problems.some((p) => p.includes('is used twice'))).toBe(true);
  });

  it('rejects an achievement that cannot be unlocked or names an unknown journey', () => {
    const content = fixture();
    content.achievements.push({
      id: 'too-far',
      title: 'Too far',
      description: 'Unreachable.',
      icon: '🚀',
      rule: { type: 'level', level: 50 },
    });
    content.achievements.push({
      id: 'elsewhere',
      title: 'Elsewhere',
      description: 'Unknown.',
      icon: '🚀',
      rule: { type: 'journey-completed', journey: 'nowhere' },
    });
    const problems = findLearningProblems(content);
    expect(problems).toContain('achievement too-far: cannot be unlocked with the shipped content');
    expect(problems).toContain('achievement elsewhere: journey "nowhere" does not exist');
  });

  it('refuses a quiz answer out of range, a missing explanation and fewer than five questions', () => {
    const quiz = fixture().lessons.find((l) => l.data.kind === 'quiz')!.data as Record<string, any>;
    const broken = structuredClone(quiz);
    broken.questions[0].answer = 4;
    broken.questions[1].explanations.pop();
    broken.questions.pop();
    const result = lessonSchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('questions.0.answer: answer 4 is out of range 0–3');
    expect(messages).toContain('questions.1.explanations: needs exactly one explanation per option');
    expect(messages.some((m) => m.startsWith('questions:'))).toBe(true);
  });

  it('generates a course with quiz keys and the journey structure, journeys in order', () => {
    const course = JSON.parse(generateLearningCourse(FIXTURE));
    expect(course.journeys[0].chapters.map((c: { lessons: { id: string }[] }) => c.lessons.map((l) => l.id))).toEqual([
      ['fx-reading', 'fx-quiz'],
      ['fx-cards'],
    ]);
    expect(course.journeys[0].chapters[0].lessons[1]).toEqual({
      id: 'fx-quiz',
      title: 'Fixture quiz',
      kind: 'quiz',
      xp: 30,
      minutes: 5,
    });
    expect(course.quizKeys['fx-quiz'].map((q: { answer: number }) => q.answer)).toEqual([0, 1, 2, 3, 0]);
  });
});

describe('the shipped learning content', () => {
  const content = readLearningContent('content');

  it('passes every cross-entry rule', () => {
    expect(findLearningProblems(content)).toEqual([]);
  });

  it('has an up-to-date generated course for the API (run `npm run learning:course`)', () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(generateLearningCourse('content'));
  });

  it('makes every declared achievement satisfiable', () => {
    const course = buildLearningCourse(
      content.journeys.map((j) => j.data),
      content.lessons.map((l) => l.data),
      content.achievements,
    );
    const longestStreakRule = Math.max(0, ...content.achievements.map((a) => (a.rule.type === 'streak' ? a.rule.days : 0)));
    const best = bestPossibleFacts(course.journeys, longestStreakRule);
    expect(content.achievements.length).toBeGreaterThanOrEqual(10);
    for (const a of content.achievements) expect(isRuleMet(a.rule, best, course.journeys), a.id).toBe(true);
  });
});
