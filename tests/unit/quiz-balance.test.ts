import { describe, expect, it } from 'vitest';
import { readLearningContent } from '../../scripts/build-learning-course.mjs';
import { longestRightShare, MAX_LONGEST_RIGHT_SHARE, rightIsLongest } from '../../src/lib/learning/quiz-balance';

describe('quiz balance', () => {
  it('finds the right option longest only when it is longer than every wrong one', () => {
    expect(rightIsLongest({ options: ['short', 'the long right one', 'mid length'], answer: 1 })).toBe(true);
    expect(rightIsLongest({ options: ['same size!', 'same size?'], answer: 0 })).toBe(false);
    expect(
      longestRightShare([
        { options: ['aa', 'b'], answer: 0 },
        { options: ['a', 'bb'], answer: 0 },
      ]),
    ).toBe(0.5);
  });

  const quizzes = readLearningContent('content').lessons.filter((l) => l.data.kind === 'quiz');
  it('covers every quiz', () => {
    expect(quizzes.length).toBeGreaterThanOrEqual(10);
  });

  it.each(quizzes.map((q) => [`${q.folder}/${q.fileId}`, q] as const))(
    '%s: the right option is the longest in at most 40 % of questions',
    (_name, quiz) => {
      const questions = quiz.data.questions ?? [];
      const longest = questions.filter(rightIsLongest).map((q: { id: string }) => q.id);
      expect(longestRightShare(questions), `right option longest in ${longest.join(', ')}`).toBeLessThanOrEqual(MAX_LONGEST_RIGHT_SHARE);
    },
  );
});
