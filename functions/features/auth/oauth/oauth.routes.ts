import { Hono, type Context } from 'hono';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2RequestError } from 'arctic';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import type { AppEnv } from '../../../env';
import { ApiError } from '../../../lib/errors';
import { clientIp, enforceRateLimit } from '../../../lib/rate-limit';
import { AUTH_LIMITS } from '../auth-limits';
import type { OAuthErrorCode } from '../../../../src/lib/account/oauth-errors';
import { siteOrigin } from '../../../lib/site-url';
import { startSession } from '../sign-in';
import { findOrCreateUser } from './link-account';
import { clearOAuthCookies, readOAuthCookies, setOAuthCookies } from './oauth-cookies';
import { oauthProvider, PROVIDER_NAMES, type ProviderName } from './oauth-providers';
import type { SignInProviders } from '../auth.schemas';

const CALLBACK_PAGE = '/auth/callback';

function failed(c: Context<AppEnv>, code: OAuthErrorCode) {
  clearOAuthCookies(c);
  return c.redirect(`${CALLBACK_PAGE}?error=${code}`, 302);
}

const sameText = (a: string, b: string) => {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
};

/** Sends the browser to the provider with a fresh state and PKCE challenge. */
async function start(c: Context<AppEnv>, name: ProviderName) {
  const provider = oauthProvider(name, c.env, siteOrigin(c));
  if (!provider.configured) return failed(c, 'provider_not_configured');
  const state = generateState();
  const verifier = generateCodeVerifier();
  setOAuthCookies(c, state, verifier);
  const url = provider.client.createAuthorizationURLWithPKCE(
    provider.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    verifier,
    provider.scopes,
  );
  return c.redirect(url.toString(), 302);
}

/**
 * The provider sends the browser back here. The state must match the cookie (it proves this
 * browser started the sign-in); the code is exchanged on the server with the PKCE verifier, so
 * no token ever reaches the address bar or the page.
 */
async function finish(c: Context<AppEnv>, name: ProviderName) {
  const provider = oauthProvider(name, c.env, siteOrigin(c));
  if (!provider.configured) return failed(c, 'provider_not_configured');
  try {
    await enforceRateLimit(c.env.DB, AUTH_LIMITS.oauthCallbackPerIp, clientIp(c), c.get('now'));
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return failed(c, 'rate_limited');
    throw err;
  }
  const error = c.req.query('error');
  if (error) return failed(c, error === 'access_denied' ? 'access_denied' : 'provider_error');

  const { state: expectedState, verifier } = readOAuthCookies(c);
  const state = c.req.query('state');
  const code = c.req.query('code');
  if (!expectedState || !verifier || !state || !sameText(state, expectedState)) return failed(c, 'invalid_state');
  if (!code) return failed(c, 'provider_error');

  let accessToken: string;
  try {
    const tokens = await provider.client.validateAuthorizationCode(provider.tokenUrl, code, verifier);
    accessToken = tokens.accessToken();
  } catch (err) {
    if (!(err instanceof OAuth2RequestError))
      console.error(
        JSON.stringify({ requestId: c.get('requestId'), oauth: name, error: String(err), cause: String((err as Error).cause) }),
      );
    return failed(c, 'exchange_failed');
  }

  let result;
  try {
    const profile = await provider.fetchProfile(accessToken);
    result = await findOrCreateUser(c.env.DB, name, profile, c.get('now'));
  } catch (err) {
    console.error(JSON.stringify({ requestId: c.get('requestId'), oauth: name, error: String(err) }));
    return failed(c, 'profile_failed');
  }
  if ('error' in result) return failed(c, result.error);

  clearOAuthCookies(c);
  await startSession(c, result.userId);
  return c.redirect(CALLBACK_PAGE, 302);
}

/** Social sign-in: which providers are configured, and the redirect and callback of each. */
export const oauthRoutes = new Hono<AppEnv>().get('/providers', (c) =>
  c.json({
    providers: PROVIDER_NAMES.map((name) => {
      const p = oauthProvider(name, c.env, siteOrigin(c));
      return { id: p.name, name: p.label, configured: p.configured };
    }),
  } satisfies SignInProviders),
);
for (const name of PROVIDER_NAMES) {
  oauthRoutes.get(`/${name}`, (c) => start(c, name));
  oauthRoutes.get(`/${name}/callback`, (c) => finish(c, name));
}
