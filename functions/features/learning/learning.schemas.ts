import { z } from 'zod';
import { contentId } from '../../../src/lib/learning/payloads';

export { contentId, progressPayloadSchema, quizCheckSchema, type ProgressPayload } from '../../../src/lib/learning/payloads';

/** `?courseId=` on the progress list. */
export const courseQuerySchema = z.object({ courseId: contentId.optional() });

/** `?limit=` on the leaderboard. */
export const leaderboardQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
