// The demo challenges' API (docs/api.md, Demo), one place for both sides: the request schemas the
// routes validate with and the response types they answer with, which the demo store imports as
// types.
import { z } from 'zod';
import { MAX_ATTACK_LENGTH } from '../../../src/lib/demo/agent';
import type { UnlockedAchievement } from '../learning/learning.schemas';

/** A challenge attempt carries the learner's text and nothing else: a "solved" flag is refused, never read. */
export const attemptSchema = z.strictObject({
  text: z.string().min(1, 'Write the text to put in the email.').max(MAX_ATTACK_LENGTH, `At most ${MAX_ATTACK_LENGTH} characters.`),
});

/** The level in the address: a whole number as text. */
export const levelParam = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, 'must be a level number')
  .transform(Number);

// ---- Responses ---------------------------------------------------------------------------------

/** `GET /demo/challenges`: the levels the learner has solved, in level order. */
export interface SolvedLevels {
  solvedLevels: number[];
}

/** `POST /demo/challenges/{level}/attempts`: the server's own verdict, and what a solution unlocked. */
export interface AttemptVerdict extends SolvedLevels {
  solved: boolean;
  explanation: string;
  newAchievements: UnlockedAchievement[];
}
