import { z } from 'zod';
import { NOT_HELPFUL_REASONS, type NotHelpfulReason } from './vote-reasons';

z.config({ jitless: true });

export const voteSchema = z
  .strictObject({
    helpful: z.boolean({ error: 'Say whether the answer helped (true or false).' }),
    reason: z.enum(Object.keys(NOT_HELPFUL_REASONS) as [NotHelpfulReason, ...NotHelpfulReason[]]).optional(),
  })
  .refine((v) => !(v.helpful && v.reason), { message: 'A reason goes only with "not helpful".', path: ['reason'] });
