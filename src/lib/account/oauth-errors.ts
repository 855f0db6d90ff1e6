/**
 * Error codes the social sign-in callback puts in the address of /auth/callback, and what the
 * page tells the person. Shared so the API and the page cannot drift apart.
 */
const OAUTH_ERROR_MESSAGES = {
  provider_not_configured: 'This sign-in provider is not configured on this site. Sign in with your email and password instead.',
  access_denied: 'Sign-in was cancelled at the provider. Nothing was changed.',
  provider_error: 'The sign-in provider reported an error. Please try again.',
  invalid_state: 'The sign-in attempt expired or did not start on this site. Please start again.',
  exchange_failed: 'We could not complete sign-in with the provider. Please try again.',
  profile_failed: 'We could not read your profile from the provider. Please try again.',
  email_missing: 'The provider did not share an email address with us, so we cannot create your account.',
  rate_limited: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  email_unverified:
    'An account already uses this email address, and the provider has not verified it. Sign in with your password, or verify the address with the provider first.',
} as const;

export type OAuthErrorCode = keyof typeof OAUTH_ERROR_MESSAGES;

/** The message for an error code from the address; unknown codes get a general message. */
export function oauthErrorMessage(code: string): string {
  // An own-property check: `in` would find '__proto__' and 'constructor' on every object.
  return Object.hasOwn(OAUTH_ERROR_MESSAGES, code)
    ? OAUTH_ERROR_MESSAGES[code as OAuthErrorCode]
    : 'Sign-in did not complete. Please try again.';
}
