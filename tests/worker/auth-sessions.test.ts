import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { call, post, registeredUser, sessionCookieFrom } from './accounts';

type SessionItem = { handle: string; current: boolean; userAgent: string; createdAt: number; lastSeenAt: number; expiresAt: number };

describe('GET /auth/sessions', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/auth/sessions')).status).toBe(401);
  });

  it("lists the user's sessions, marks the current one and never exposes ids or secrets", async () => {
    const { email, password, cookie } = await registeredUser();
    await call('/auth/login', { method: 'POST', json: { email, password }, headers: { 'user-agent': 'Second Browser/1.0' } });
    const res = await call('/auth/sessions', { cookie });
    expect(res.status).toBe(200);
    const { sessions } = (await res.json()) as { sessions: SessionItem[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.userAgent)).toContain('Second Browser/1.0');
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'handle', 'lastSeenAt', 'userAgent']);
      expect(s.handle).toMatch(/^[0-9a-f]{32}$/);
      expect(cookie).not.toContain(s.handle);
    }
    const { results } = await env.DB.prepare('SELECT id FROM sessions').all<{ id: string }>();
    for (const { id } of results) for (const s of sessions) expect(id).not.toContain(s.handle);
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
    const res = await call('/auth/sessions/revoke-others', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(res.status).toBe(403);
  });
});

describe('session expiry', () => {
  it('refuses an expired session and clears its cookie', async () => {
    const { id, cookie } = await registeredUser();
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ?')
      .bind(Date.now() - 1000, id)
      .run();
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

describe('DELETE /auth/sessions/{handle}', () => {
  const list = async (cookie: string) =>
    ((await (await call('/auth/sessions', { cookie })).json()) as { sessions: SessionItem[] }).sessions;

  it('ends one other session and keeps the rest', async () => {
    const { email, password, cookie } = await registeredUser();
    const second = sessionCookieFrom(
      await call('/auth/login', { method: 'POST', json: { email, password }, headers: { 'user-agent': 'Second Browser/1.0' } }),
    )!;
    const third = sessionCookieFrom(await post('/auth/login', { email, password }))!;
    const target = (await list(cookie)).find((s) => s.userAgent === 'Second Browser/1.0')!;
    const res = await call(`/auth/sessions/${target.handle}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(200);
    const { sessions } = (await res.json()) as { sessions: SessionItem[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.handle)).not.toContain(target.handle);
    expect((await call('/auth/me', { cookie: second })).status).toBe(401);
    expect((await call('/auth/me', { cookie: third })).status).toBe(200);
    expect((await call('/auth/me', { cookie })).status).toBe(200);
  });

  it('refuses to end the current session (that is signing out) and keeps it', async () => {
    const { cookie } = await registeredUser();
    const [current] = await list(cookie);
    const res = await call(`/auth/sessions/${current!.handle}`, { method: 'DELETE', cookie });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { code: string }).code).toBe('current_session');
    expect((await call('/auth/me', { cookie })).status).toBe(200);
  });

  it("answers 404 for an unknown handle and for another user's session, which stays signed in", async () => {
    const alice = await registeredUser();
    const bob = await registeredUser();
    const [bobSession] = await list(bob.cookie);
    for (const handle of [bobSession!.handle, '0'.repeat(32), 'not-a-handle']) {
      const res = await call(`/auth/sessions/${handle}`, { method: 'DELETE', cookie: alice.cookie });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('session_not_found');
    }
    expect((await call('/auth/me', { cookie: bob.cookie })).status).toBe(200);
  });

  it('needs a signed-in user and is refused cross-site', async () => {
    expect((await call(`/auth/sessions/${'0'.repeat(32)}`, { method: 'DELETE' })).status).toBe(401);
    const { email, password, cookie } = await registeredUser();
    const other = sessionCookieFrom(await post('/auth/login', { email, password }))!;
    const target = (await list(cookie)).find((s) => !s.current)!;
    const res = await call(`/auth/sessions/${target.handle}`, { method: 'DELETE', cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await call('/auth/me', { cookie: other })).status).toBe(200);
  });
});
