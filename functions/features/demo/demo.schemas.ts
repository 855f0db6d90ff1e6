import { z } from 'zod';
import { MAX_ATTACK_LENGTH } from '../../../src/lib/demo/agent';

/** A challenge attempt carries the learner's text and nothing else: a "solved" flag is refused, never read. */
export const attemptSchema = z.strictObject({
  text: z.string().min(1, 'Write the text to put in the email.').max(MAX_ATTACK_LENGTH, `At most ${MAX_ATTACK_LENGTH} characters.`),
});

/** The level in the address: a whole number as text. */
export const levelParam = z
  .string()
  .regex(/^[1-9]\d{0,2}$/, 'must be a level number')
  .transform(Number);
