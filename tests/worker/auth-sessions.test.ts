import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, post, registeredUser, sessionCookieFrom } from './accounts';

type SessionItem = { current: boolean; userAgent: string; createdAt: number; lastSeenAt: number; expiresAt: number };

describe('GET /auth/sessions', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/auth/sessions')).status).toBe(401);
  });

  it('lists the user\'s sessions, marks the current one and never exposes ids or secrets', async () => {
    const { email, password, cookie } = await registeredUser();
    await call('/auth/login', { method: 'POST', json: { email, password }, headers: { 'user-agent': 'Second Browser/1.0' } });
    const res = await call('/auth/sessions', { cookie });
    expect(res.status).toBe(200);
    const { sessions } = (await res.json()) as { sessions: SessionItem[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.userAgent)).toContain('Second Browser/1.0');
    for (const s of sessions) expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'lastSeenAt', 'userAgent']);
  });
});

describe('POST /auth/sessions/revoke-others', () => {
  it('ends every other session and keeps the current one', async () => {
    const { email, password, cookie } = await registeredUser();
    const other = sessionCookieFrom(await post('/auth/login', { email, password }))!;
    const res = await post('/auth/sessions/revoke-others', {}, { cookie });
    expect(res.status).toBe(200);
    const { sessions } = (await res.json()) as { sessions: SessionItem[] };
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.current).toBe(true);
    expect((await call('/auth/me', { cookie })).status).toBe(200);
    expect((await call('/auth/me', { cookie: other })).status).toBe(401);
  });

  it('is refused cross-site', async () => {
    const { cookie } = await registeredUser();
    const res = await call('/auth/sessions/revoke-others', { method: 'POST', cookie, headers: { origin: 'https://evil.example' }, json: {} });
    expect(res.status).toBe(403);
  });
});

describe('session expiry', () => {
  it('refuses an expired session and clears its cookie', async () => {
    const { id, cookie } = await registeredUser();
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?').bind(Date.now() - 1000, id).run();
    const res = await call('/auth/me', { cookie });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/atlas_session=;.*Max-Age=0/);
    const left = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?').bind(id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('refuses a forged cookie', async () => {
    const { cookie } = await registeredUser();
    const forged = cookie.replace(/\.[a-z0-9]+$/, '.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await call('/auth/me', { cookie: forged })).status).toBe(401);
  });
});
