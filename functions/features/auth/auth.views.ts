import type { SessionUser } from './session.repo';

/** The columns of users a SessionUser is made of (SESSION_USER_COLUMNS). */
export interface UserRow {
  id: string;
  email: string;
  email_verified: number;
  first_name: string;
  last_name: string;
  display_name: string;
  time_zone: string;
  profile_visibility: 'public' | 'private';
  created_at: number;
}

/** A user row as every feature sees the signed-in user (never the password hash). */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified === 1,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName: row.display_name,
    timeZone: row.time_zone,
    profileVisibility: row.profile_visibility,
    createdAt: row.created_at,
  };
}

/** A row of sessions as the session list selects it. */
export interface UserSessionRow {
  id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string;
}

/** One of the user's sessions, still with its id (the route names it by a handle instead). */
export interface SessionSummary {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string;
}

export const toSessionSummary = (r: UserSessionRow): SessionSummary => ({
  id: r.id,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
  expiresAt: r.expires_at,
  userAgent: r.user_agent,
});
