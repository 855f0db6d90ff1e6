import type { RateLimit } from '../../lib/rate-limit';

/**
 * Limits on the Learning Hub's writes and its public quiz check. XP cannot be farmed (it is awarded
 * once per lesson), so the progress limit only bounds the database work one client can cause. The
 * quiz check tells whether one option is right, so it is limited per address (room for a
 * classroom behind one address) and per learner (several full attempts of the longest quiz).
 */
export const LEARNING_LIMITS = {
  progressPerUser: { name: 'progress:user', max: 120, windowSeconds: 60 },
  quizCheckPerIp: { name: 'quiz-check:ip', max: 600, windowSeconds: 10 * 60 },
  quizCheckPerUser: { name: 'quiz-check:user', max: 60, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;
