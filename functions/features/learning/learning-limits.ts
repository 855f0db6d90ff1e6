import type { RateLimit } from '../../lib/rate-limit';

/**
 * Limits on the Learning Hub's writes and its public quiz check. XP cannot be farmed (it is awarded
 * once per lesson), so these only bound the database work one client can cause.
 */
export const LEARNING_LIMITS = {
  progressPerUser: { name: 'progress:user', max: 120, windowSeconds: 60 },
  quizCheckPerIp: { name: 'quiz-check:ip', max: 600, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimit>;
