// The help centre's "was this helpful?" API (docs/api.md, Help), its response types, which the help
// store imports as types. The vote's request schema is src/lib/help/votes.ts.
import type { Vote } from '../../../src/lib/help/vote-reasons';

/** `GET /help/votes`: this browser's (or account's) votes, by question id. */
export interface VotesAnswer {
  votes: Record<string, Vote>;
}
