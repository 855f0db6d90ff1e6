import { describe, expect, it } from 'vitest';
import { call, registeredUser } from './accounts';

type Profile = Record<string, unknown> & { linkedProviders: unknown[] };
const patch = (json: unknown, cookie: string) => call('/profile', { method: 'PATCH', json, cookie });

describe('GET /profile', () => {
  it('needs a signed-in user', async () => {
    expect((await call('/profile')).status).toBe(401);
  });

  it('returns the profile from the database, with verification and member-since, never the hash', async () => {
    const before = Date.now();
    const { cookie, email } = await registeredUser({ verify: true });
    const res = await call('/profile', { cookie });
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({
      email,
      emailVerified: true,
      firstName: 'Grace',
      lastName: 'Hopper',
      displayName: 'Grace',
      bio: '',
      timeZone: 'UTC',
      hasPassword: true,
      linkedProviders: [],
    });
    expect(profile.createdAt as number).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|password_hash/);
  });
});

describe('PATCH /profile', () => {
  it('updates the given fields, trims them, and keeps the others', async () => {
    const { cookie } = await registeredUser();
    const res = await patch({ displayName: '  Amazing Grace ', bio: 'Compilers and COBOL.', timeZone: 'Europe/Copenhagen' }, cookie);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({
      displayName: 'Amazing Grace',
      bio: 'Compilers and COBOL.',
      timeZone: 'Europe/Copenhagen',
      firstName: 'Grace',
    });
    const again = (await (await call('/profile', { cookie })).json()) as { profile: Profile };
    expect(again.profile.displayName).toBe('Amazing Grace');
    const me = (await (await call('/auth/me', { cookie })).json()) as { user: { timeZone: string } };
    expect(me.user.timeZone).toBe('Europe/Copenhagen');
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'Choose a time zone from the list.'],
    ['a blank first name', { firstName: ' ' }, 'firstName', 'Enter your first name.'],
    ['a display name of 51 characters', { displayName: 'x'.repeat(51) }, 'displayName', 'Keep your display name to 50 characters.'],
    ['a bio of 501 characters', { bio: 'x'.repeat(501) }, 'bio', 'Keep your bio to 500 characters.'],
    ['a bio that is not text', { bio: 5 }, 'bio', 'The bio must be text.'],
    ['no field at all', {}, '', 'Send at least one field to change.'],
  ])('refuses %s with 422 and changes nothing', async (_what, body, path, message) => {
    const { cookie } = await registeredUser();
    const res = await patch(body, cookie);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { issues: unknown[] }).issues).toContainEqual({ path, message });
    const { profile } = (await (await call('/profile', { cookie })).json()) as { profile: Profile };
    expect(profile).toMatchObject({ firstName: 'Grace', displayName: 'Grace', bio: '', timeZone: 'UTC' });
  });

  it('ignores fields that are not editable, like the email and the verified flag', async () => {
    const { cookie, email } = await registeredUser();
    const res = await patch({ bio: 'Hi', email: 'someone@else.test', emailVerified: true }, cookie);
    expect(res.status).toBe(200);
    const { profile } = (await res.json()) as { profile: Profile };
    expect(profile).toMatchObject({ email, emailVerified: false, bio: 'Hi' });
  });

  it('is refused cross-site', async () => {
    const { cookie } = await registeredUser();
    const res = await call('/profile', { method: 'PATCH', json: { bio: 'x' }, cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});
