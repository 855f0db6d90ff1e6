import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { appAt } from './learning-helpers';

// Every feature reads the request's clock (c.get('now')), so a test that sets the clock sees the
// same time in every row a request writes: accounts, sessions, rate-limit windows and mail.
describe('one clock for every feature', () => {
  it('registration and its mail, and a new session are dated by the request clock', async () => {
    const at = Date.UTC(2026, 0, 5, 10, 0, 0);
    const app = appAt(at);
    const email = `clock-${crypto.randomUUID()}@example.com`;
    const res = await app.request('/auth/register', '', {
      method: 'POST',
      json: { email, password: 'a long enough passphrase', firstName: 'Clock', lastName: 'Test' },
    });
    expect(res.status).toBe(202);
    const user = await env.DB.prepare('SELECT id, created_at FROM users WHERE email = ?')
      .bind(email)
      .first<{ id: string; created_at: number }>();
    expect(user?.created_at).toBe(at);
    const mail = await env.DB.prepare('SELECT created_at FROM email_outbox WHERE to_address = ?')
      .bind(email)
      .first<{ created_at: number }>();
    expect(mail?.created_at).toBe(at);

    app.set(at + 60_000);
    const session = await app.request('/dev/test-session', '', { method: 'POST', json: { displayName: 'Clock' } });
    const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
    const id = cookie.split('=')[1]!.split('.')[0]!;
    const row = await env.DB.prepare('SELECT created_at FROM sessions WHERE id = ?').bind(id).first<{ created_at: number }>();
    expect(row?.created_at).toBe(at + 60_000);
    const listed = await app.request('/auth/sessions', cookie);
    expect(listed.status).toBe(200);
  });
});
