// The settings API (docs/api.md, Settings), one place for both sides: the request schemas (which
// the settings forms also run, so they live in src/lib/account/schemas.ts) and the response types.
import type { Preferences } from '../../../src/lib/account/schemas';

export { changePasswordSchema, deleteAccountSchema, preferencesSchema } from '../../../src/lib/account/schemas';

/** `GET` and `PUT /settings/preferences`: every preference as stored. */
export interface PreferencesAnswer {
  preferences: Preferences;
}
