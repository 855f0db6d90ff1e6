/** The signed-in user as the API returns it (GET /auth/me, login) and every feature sees it. */
export interface AccountUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  timeZone: string;
  profileVisibility: 'public' | 'private';
  /** When the account was created (unix ms): "member since". */
  createdAt: number;
}

/** The profile page's view of the account (GET/PATCH /profile). */
export interface AccountProfile extends AccountUser {
  bio: string;
  updatedAt: number;
  /** False for accounts that only sign in with a provider. */
  hasPassword: boolean;
  linkedProviders: { provider: 'github' | 'google'; email: string }[];
}
