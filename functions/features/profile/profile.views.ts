import type { UserRow } from '../auth/auth.views';
import type { Profile } from './profile.repo';

/** A row of users as the profile query selects it: the session user's columns and the profile's own. */
export interface ProfileRow extends UserRow {
  bio: string;
  updated_at: number;
  has_password: number;
}

/** The stored profile as its owner sees it (the routes add the linked providers). */
export const toProfile = (r: ProfileRow): Profile => ({
  id: r.id,
  email: r.email,
  emailVerified: r.email_verified === 1,
  firstName: r.first_name,
  lastName: r.last_name,
  displayName: r.display_name,
  bio: r.bio,
  timeZone: r.time_zone,
  profileVisibility: r.profile_visibility,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  hasPassword: r.has_password === 1,
});
