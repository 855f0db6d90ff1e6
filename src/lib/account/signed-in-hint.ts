/**
 * The readable cookie the server sets next to the session cookie, so pages can skip asking
 * `/auth/me` (and logging its 401) for visitors. It holds no secret and grants nothing.
 */
export const SIGNED_IN_HINT_COOKIE = 'atlas_signed_in';
