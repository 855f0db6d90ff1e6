import { cleanName } from '../../../../src/lib/account/names';

/** What sign-in needs to know about the person from a provider. */
export interface ProviderProfile {
  providerUserId: string;
  email: string | null;
  /** True only when the provider itself says it has verified the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

async function getJson(url: string, accessToken: string, accept = 'application/json'): Promise<unknown> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept, 'user-agent': 'agent-atlas' },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`Profile request to ${url} failed with ${response.status}`);
  }
  return response.json();
}

function splitName(name: unknown): { firstName: string; lastName: string } {
  const parts = cleanName(name).split(' ').filter(Boolean);
  return { firstName: cleanName(parts[0]), lastName: cleanName(parts.slice(1).join(' ')) };
}

interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

/**
 * GitHub: the account from /user, the address from /user/emails, where GitHub says which address
 * is primary and whether it is verified (/user's `email` is only the public one, unverified).
 */
export async function fetchGitHubProfile(apiUrl: string, accessToken: string): Promise<ProviderProfile> {
  const base = apiUrl.replace(/\/$/, '');
  const user = (await getJson(`${base}/user`, accessToken, 'application/vnd.github+json')) as {
    id?: unknown;
    name?: unknown;
    login?: unknown;
  };
  if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('GitHub returned no user id');
  const emails = (await getJson(`${base}/user/emails`, accessToken, 'application/vnd.github+json')) as GitHubEmail[];
  const list = Array.isArray(emails) ? emails : [];
  const primary = list.find((e) => e.primary && e.verified) ?? list.find((e) => e.primary) ?? null;
  const name = splitName(user.name ?? user.login);
  return {
    providerUserId: String(user.id),
    email: typeof primary?.email === 'string' ? primary.email.toLowerCase() : null,
    emailVerified: primary?.verified === true,
    ...name,
  };
}

/** Google: the OpenID Connect userinfo endpoint gives `sub`, `email` and `email_verified`. */
export async function fetchGoogleProfile(userInfoUrl: string, accessToken: string): Promise<ProviderProfile> {
  const info = (await getJson(userInfoUrl, accessToken)) as {
    sub?: unknown;
    email?: unknown;
    email_verified?: unknown;
    given_name?: unknown;
    family_name?: unknown;
    name?: unknown;
  };
  if (typeof info.sub !== 'string' || info.sub === '') throw new Error('Google returned no subject');
  const fallback = splitName(info.name);
  return {
    providerUserId: info.sub,
    email: typeof info.email === 'string' ? info.email.toLowerCase() : null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    firstName: cleanName(info.given_name) || fallback.firstName,
    lastName: cleanName(info.family_name) || fallback.lastName,
  };
}
