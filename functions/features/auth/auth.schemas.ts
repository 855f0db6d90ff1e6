// The account API's sign-in side (docs/api.md, Accounts), one place for both sides: the request
// schemas the routes validate with and the response types they answer with, which the auth and
// account stores import as types. The forms check as you type with the same schemas, so those
// live in src/lib/account/schemas.ts (the browser runs them) and are re-exported here.
import { z } from 'zod';
import type { MessageAnswer } from '../../lib/message';

export {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../../src/lib/account/schemas';

// ---- Requests ----------------------------------------------------------------------------------

/** `POST /dev/test-session` (browser tests): the test user to make; every field has a default. */
export const testUserSchema = z.object({
  firstName: z.string().trim().min(1).max(60).default('Test'),
  lastName: z.string().trim().min(1).max(60).default('Learner'),
  displayName: z.string().trim().max(60).default(''),
  timeZone: z.string().min(1).max(60).default('UTC'),
  profileVisibility: z.enum(['public', 'private']).default('public'),
});

// ---- Responses ---------------------------------------------------------------------------------

/** The signed-in user as the API returns it and every feature sees it. */
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

/** `GET /auth/me` and `POST /auth/login`. */
export interface SignedIn {
  user: AccountUser;
}

/** `POST /auth/verify-email`: the message, and the user with the address now confirmed. */
export interface EmailConfirmed extends MessageAnswer {
  user: AccountUser;
}

/** One of the user's sessions, named by a handle (never its id, which is half of its token). */
export interface SessionItem {
  handle: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  userAgent: string;
  current: boolean;
}

/** `GET /auth/sessions` and both ways of signing sessions out: the sessions that remain. */
export interface Sessions {
  sessions: SessionItem[];
}

/** `GET /auth/providers`: the social sign-in providers and whether this site has their credentials. */
export interface SignInProviders {
  providers: { id: 'github' | 'google'; name: string; configured: boolean }[];
}
