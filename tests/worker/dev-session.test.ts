import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { api, ORIGIN } from './helpers';
import { signedInUser } from './users';

const createIn = (appEnv: string) =>
  createApp().request(
    `${ORIGIN}/api/v1/dev/test-session`,
    { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json' }, body: '{}' },
    { ...env, APP_ENV: appEnv },
  );

describe('test-only session route', () => {
  it.each(['production', 'development', ''])('does not exist when APP_ENV is "%s"', async (appEnv) => {
    const res = await createIn(appEnv);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'route_not_found', message: 'No API route for POST /api/v1/dev/test-session.' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('creates a user and signs it in when APP_ENV is "test"', async () => {
    const res = await api('/dev/test-session', { method: 'POST', json: { displayName: 'Browser Tester', timeZone: 'Europe/Paris' } });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^atlas_session=[^;]+;.*HttpOnly/);
    const me = await api('/auth/me', { headers: { cookie: cookie.split(';')[0]! } });
    expect(me.status).toBe(200);
    const { user } = (await me.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({ displayName: 'Browser Tester', timeZone: 'Europe/Paris', profileVisibility: 'public' });
    expect(user).not.toHaveProperty('passwordHash');
  });
});

describe('GET /auth/me', () => {
  it('answers 401 when signed out and the user when signed in', async () => {
    expect((await api('/auth/me')).status).toBe(401);
    const { cookie, id } = await signedInUser({ displayName: 'Me Myself' });
    const body = (await (await api('/auth/me', { headers: { cookie } })).json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ id, displayName: 'Me Myself' });
  });
});
