// The vote's shapes without zod, so the page's buttons do not load the validation library.

/** Why an answer did not help, as the "no" choice offers them. */
export const NOT_HELPFUL_REASONS = {
  outdated: 'It is out of date',
  unclear: 'It is unclear',
  'missing-example': 'It needs an example',
  other: 'Something else',
} as const;
export type NotHelpfulReason = keyof typeof NOT_HELPFUL_REASONS;

export interface Vote {
  helpful: boolean;
  reason: NotHelpfulReason | null;
}
