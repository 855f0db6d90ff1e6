import { env } from 'cloudflare:workers';
import { api } from './helpers';

let ipCounter = 0;
/** A fresh client address, so rate limits of one test never touch another. */
export const freshIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** Calls the API from a fresh address (unless one is given), like api() otherwise. */
export function call(path: string, init: RequestInit & { json?: unknown; cookie?: string; ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('cf-connecting-ip', init.ip ?? freshIp());
  if (init.cookie) headers.set('cookie', init.cookie);
  return api(path, { ...init, headers });
}

export const post = (path: string, json: unknown, more: { cookie?: string; ip?: string } = {}) =>
  call(path, { method: 'POST', json, ...more });

let emailCounter = 0;
export const uniqueEmail = (label = 'person') => `${label}-${++emailCounter}-${crypto.randomUUID().slice(0, 8)}@example.test`;

export const GOOD_PASSWORD = 'violet-harbour-lantern-42';

/** The `name=value` of the session cookie a response sets, or null. */
export function sessionCookieFrom(res: Response): string | null {
  // The last one counts, as in a browser (a request can refresh the old cookie, then replace it).
  const cookie = res.headers
    .getSetCookie()
    .findLast((c) => /^(__Host-)?atlas_session=[^;]+/.test(c) && !/Max-Age=0|expires=Thu, 01 Jan 1970/i.test(c));
  return cookie ? cookie.split(';')[0]! : null;
}

/** The newest outbox mail to an address. */
export async function latestMailTo(to: string) {
  return env.DB.prepare(
    'SELECT subject, text_body, user_id FROM email_outbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  )
    .bind(to)
    .first<{ subject: string; text_body: string; user_id: string | null }>();
}

export async function mailCountTo(to: string) {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ?').bind(to).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The token of the newest emailed link of a kind ("verify-email" or "reset-password") to an address. */
export async function tokenFromMail(to: string, kind: 'verify-email' | 'reset-password') {
  const mail = await latestMailTo(to);
  const match = mail?.text_body.match(new RegExp(`/auth/${kind}\\?token=([a-z0-9]+)`));
  if (!match) throw new Error(`No ${kind} link in the latest mail to ${to}`);
  return match[1]!;
}

/** Registers an account through the API, optionally confirms the email, and signs in. */
export async function registeredUser(opts: { verify?: boolean; password?: string; email?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? GOOD_PASSWORD;
  const res = await post('/auth/register', { email, password, firstName: 'Grace', lastName: 'Hopper' });
  if (res.status !== 202) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  if (opts.verify) {
    const token = await tokenFromMail(email, 'verify-email');
    const verified = await post('/auth/verify-email', { token });
    if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  }
  const login = await post('/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { user } = (await login.json()) as { user: { id: string } };
  return { email, password, id: user.id, cookie: sessionCookieFrom(login)! };
}
