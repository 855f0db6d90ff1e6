// The profile API (docs/api.md, Profile), one place for both sides: the update schema (which the
// profile form also runs, so it lives in src/lib/account/schemas.ts) and the response types.
import type { AccountUser } from '../auth/auth.schemas';

export { profileUpdateSchema } from '../../../src/lib/account/schemas';

/** The profile page's view of the account. */
export interface AccountProfile extends AccountUser {
  bio: string;
  updatedAt: number;
  /** False for accounts that only sign in with a provider. */
  hasPassword: boolean;
  linkedProviders: { provider: 'github' | 'google'; email: string }[];
}

/** `GET /profile` and `PATCH /profile`: the profile as it now stands. */
export interface ProfileAnswer {
  profile: AccountProfile;
}
