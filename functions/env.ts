import type { SessionUser } from './features/auth/session.repo';
import type { Session } from './features/auth/session';
import type { SessionToCheck } from './features/auth/session-check';
import type { NotifyContext } from './features/notifications/notify';

/** Bindings and configuration the API reads from the Worker environment (wrangler.toml, secrets). */
export interface Bindings {
  DB: D1Database;
  /** The site's static files (wrangler's assets binding); the Worker serves private pages through it. */
  ASSETS: Fetcher;
  /** "production" in deployed Workers; "development" or "test" locally. */
  APP_ENV?: string;
  /** Public origin of the site for emailed links and the OAuth redirect_uri (e.g. https://agent-atlas.dev). Required in production; defaults to http://127.0.0.1:8787 elsewhere. Never taken from the request. */
  SITE_URL?: string;
  /** "off" turns the Learning Hub's lesson pace check off, honoured only when APP_ENV is "test" (browser tests). */
  LEARNING_PACE?: string;
  /** HTTP email provider (production only): endpoint, API key and sender address. */
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  /** Social sign-in. Without an id and secret a provider reports itself unconfigured. */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** Provider endpoint overrides (tests point them at a local fake provider). */
  GITHUB_AUTHORIZE_URL?: string;
  GITHUB_TOKEN_URL?: string;
  GITHUB_API_URL?: string;
  GOOGLE_AUTHORIZE_URL?: string;
  GOOGLE_TOKEN_URL?: string;
  GOOGLE_USERINFO_URL?: string;
  /** Stripe: the secret API key and the webhook endpoint's signing secret. Without the signing secret, production refuses webhooks; elsewhere the local sandbox secret is used. */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  /** Cloudflare Turnstile's secret key (the human check on the visitors' support form); production refuses visitors' requests without it. */
  TURNSTILE_SECRET_KEY?: string;
  /** Where new support requests are announced by email; outside production a local address of the development mailbox. */
  SUPPORT_EMAIL?: string;
  /** The support desk's bearer token for `/support/desk` (reading the queue and answering); without it those routes do not exist. */
  SUPPORT_DESK_TOKEN?: string;
  /** Web Push (VAPID, RFC 8292): the key pair from `npm run push:keys` and a contact (mailto: or https:) for push services. Without them push is off. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  /** Plausible's Events API (e.g. https://plausible.io/api/event) and the site's domain there; without both, events are counted in D1. */
  PLAUSIBLE_EVENTS_URL?: string;
  PLAUSIBLE_DOMAIN?: string;
}

/** Per-request values set by middleware. */
interface Variables {
  requestId: string;
  /** The signed-in user, or null (set by loadSession). */
  user: SessionUser | null;
  /** The current session, or null (set by loadSession). */
  session: Session | null;
  /** A session its route checks in its own batch (loadSession's `checkedByRoute`), until it is checked; else null. */
  sessionToCheck: SessionToCheck | null;
  /** The current time in unix ms; one clock per request so tests can set it (see createApp). */
  now: number;
  /** How this request notifies people (set by provideNotify, built once per request). */
  notify: NotifyContext;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}

// Declaration merging into the runtime's global Cloudflare.Env: a namespace and an empty interface
// are how the platform's types are extended, so the two rules do not apply here.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Cloudflare {
    /** What `import { env } from 'cloudflare:workers'` holds in this Worker. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
  }
}
