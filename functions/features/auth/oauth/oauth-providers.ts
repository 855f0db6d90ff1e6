import { OAuth2Client } from 'arctic';
import type { Bindings } from '../../../env';
import { fetchGitHubProfile, fetchGoogleProfile, type ProviderProfile } from './oauth-profiles';

export const PROVIDER_NAMES = ['github', 'google'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface OAuthProvider {
  name: ProviderName;
  label: string;
  /** False when the client id or secret is missing: the routes then answer "not configured". */
  configured: boolean;
  client: OAuth2Client;
  authorizeUrl: string;
  tokenUrl: string;
  scopes: string[];
  fetchProfile(accessToken: string): Promise<ProviderProfile>;
}

/**
 * The two providers, built with arctic's generic OAuth2Client rather than its GitHub/Google
 * classes so every endpoint can be pointed elsewhere (a local fake provider in tests).
 * Both use the authorization-code flow with state and PKCE (S256).
 */
export function oauthProvider(name: ProviderName, env: Bindings, origin: string): OAuthProvider {
  const redirectUri = `${origin}/api/v1/auth/${name}/callback`;
  if (name === 'github') {
    const apiUrl = env.GITHUB_API_URL ?? 'https://api.github.com';
    return {
      name,
      label: 'GitHub',
      configured: Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET),
      client: new OAuth2Client(env.GITHUB_CLIENT_ID ?? '', env.GITHUB_CLIENT_SECRET ?? '', redirectUri),
      authorizeUrl: env.GITHUB_AUTHORIZE_URL ?? 'https://github.com/login/oauth/authorize',
      tokenUrl: env.GITHUB_TOKEN_URL ?? 'https://github.com/login/oauth/access_token',
      scopes: ['read:user', 'user:email'],
      fetchProfile: (token) => fetchGitHubProfile(apiUrl, token),
    };
  }
  const userInfoUrl = env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo';
  return {
    name,
    label: 'Google',
    configured: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    client: new OAuth2Client(env.GOOGLE_CLIENT_ID ?? '', env.GOOGLE_CLIENT_SECRET ?? '', redirectUri),
    authorizeUrl: env.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    scopes: ['openid', 'email', 'profile'],
    fetchProfile: (token) => fetchGoogleProfile(userInfoUrl, token),
  };
}
