import { describe, expect, it } from 'vitest';
import { api } from './helpers';
import { call, registeredUser } from './accounts';

type ErrorBody = { code: string; message: string; issues?: { path: string; message: string }[] };

describe("request ids are the server's own", () => {
  it('ignores a client X-Request-Id and answers with a fresh one', async () => {
    const res = await api('/health', { headers: { 'x-request-id': 'forged-id-123' } });
    const id = res.headers.get('x-request-id');
    expect(id).not.toBe('forged-id-123');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('body rules on unsafe routes that read no body', () => {
  it.each([
    ['/auth/logout', 'POST'],
    ['/search/recent', 'DELETE'],
    ['/auth/sessions/revoke-others', 'POST'],
  ])('%s %s: refuses a non-JSON body with 415 and invalid JSON with 400, accepts none or {}', async (path, method) => {
    const { cookie } = await registeredUser();
    const textBody = await call(path, { method, cookie, headers: { 'content-type': 'text/plain' }, body: 'hello' });
    expect(textBody.status).toBe(415);
    expect(((await textBody.json()) as ErrorBody).code).toBe('unsupported_media_type');
    const broken = await call(path, { method, cookie, headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).code).toBe('malformed_json');
    expect((await call(path, { method, cookie, json: {} })).status).toBeLessThan(300);
    expect((await call(path, { method, cookie })).status).toBeLessThan(300);
  });
});

describe('path parameters', () => {
  it('answers 422 for a course id that is not a slug, without echoing it', async () => {
    const { cookie } = await registeredUser();
    const res = await call('/learning-hub/progress/%3Cscript%3Ealert(1)%3C%2Fscript%3E', { cookie });
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe('validation_failed');
    expect(body.issues?.[0]?.path).toBe('courseId');
    expect(JSON.stringify(body)).not.toContain('script');
  });
});

describe('display names', () => {
  it.each([
    ['a zero-width space', 'Ada\u200B'],
    ['a right-to-left override', '\u202Eecalevol'],
    ['a NUL', 'Ada\u0000'],
    ['nothing visible', '\u200B\u200D'],
  ])('refuses %s with 422 and keeps the saved name', async (_label, displayName) => {
    const { cookie } = await registeredUser();
    const res = await call('/profile', { method: 'PATCH', cookie, json: { displayName } });
    expect(res.status).toBe(422);
    const profile = (await (await call('/profile', { cookie })).json()) as { profile: { displayName: string } };
    expect(profile.profile.displayName).not.toContain(displayName);
  });
});

describe('signed-in hint cookie', () => {
  it('is set with the session on sign-in and cleared on sign-out; it holds no secret', async () => {
    const { email, password } = await registeredUser();
    const login = await call('/auth/login', { method: 'POST', json: { email, password } });
    const hint = login.headers.getSetCookie().find((c) => c.startsWith('atlas_signed_in='));
    expect(hint).toMatch(/^atlas_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    const session = login.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?atlas_session=/.test(c))!
      .split(';')[0]!;
    const logout = await call('/auth/logout', { method: 'POST', cookie: session, json: {} });
    expect(logout.headers.getSetCookie().findLast((c) => c.startsWith('atlas_signed_in='))).toMatch(/Max-Age=0/);
  });
});
