/** Bindings and configuration the API reads from the Worker environment (wrangler.toml, secrets). */
export interface Bindings {
  DB: D1Database;
  /** "production" in deployed Workers; "development" or "test" locally. */
  APP_ENV?: string;
}

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
