import type { SessionUser } from './features/auth/session.repo';
import type { Session } from './features/auth/session';

/** Bindings and configuration the API reads from the Worker environment (wrangler.toml, secrets). */
export interface Bindings {
  DB: D1Database;
  /** "production" in deployed Workers; "development" or "test" locally. */
  APP_ENV?: string;
}

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  /** The signed-in user, or null (set by loadSession). */
  user: SessionUser | null;
  /** The current session, or null (set by loadSession). */
  session: Session | null;
  /** The current time in unix ms; one clock per request so tests can set it (see createApp). */
  now: number;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

declare global {
  namespace Cloudflare {
    /** What `import { env } from 'cloudflare:workers'` holds in this Worker. */
    interface Env extends Bindings {}
  }
}
