/**
 * A quiz gives itself away when the right option is usually the longest: a learner who has read
 * nothing scores well by picking it. These rules keep length from being a signal.
 */
export interface BalancedQuestion {
  options: readonly string[];
  answer: number;
}

/** Most questions of one quiz whose right option may be the (strictly) longest. */
export const MAX_LONGEST_RIGHT_SHARE = 0.4;

/** True when the right option is longer than every wrong one. */
export const rightIsLongest = (q: BalancedQuestion) => q.options.every((o, i) => i === q.answer || o.length < q.options[q.answer]!.length);

/** The share of a quiz's questions whose right option is the longest. */
export function longestRightShare(questions: readonly BalancedQuestion[]): number {
  return questions.length ? questions.filter(rightIsLongest).length / questions.length : 0;
}
