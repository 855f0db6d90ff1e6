// The account forms check their fields in the browser with plain functions (no zod there); the API
// checks the same requests with its zod schemas. Both run here on one table of inputs: each field
// is refused by both or by neither, with the same message.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMAIL_PATTERN,
  forgotPasswordProblems,
  loginProblems,
  newPasswordErrors,
  profileProblems,
  registerProblems,
} from '../../src/lib/account/form-rules';
import {
  changePasswordSchema,
  fieldErrors,
  forgotPasswordSchema,
  loginSchema,
  profileFields,
  registerSchema,
  resetPasswordSchema,
} from '../../src/lib/account/schemas';

const emails = [
  '',
  '   ',
  'ada@example.com',
  '  Ada.Lovelace+atlas@Example.COM  ',
  'ada@example',
  'ada@@example.com',
  'ada example@example.com',
  '.ada@example.com',
  'ada.@example.com',
  'ada..b@example.com',
  "o'brien@example.co.uk",
  'ada@-example.com',
  'ada@exa_mple.com',
  'ada@example.c',
  'ada@example.com\nBcc: x@example.com',
  'ada\u2028@example.com',
  'ada@example.com\u0000',
  'ñandú@example.com',
  `${'a'.repeat(245)}@example.com`,
  `${'a'.repeat(242)}@example.com`,
  'plain',
];

const passwords = [
  '',
  'short',
  '1234567',
  '12345678',
  'correct horse',
  ' padded ',
  'ñandú über',
  'x'.repeat(128),
  'x'.repeat(129),
  'x'.repeat(1025),
];

const names = [
  '',
  '   ',
  'Ada',
  '  Ada  ',
  'Zoë',
  'Zoe\u0308',
  'O’Brien-Smith',
  '李',
  'a'.repeat(50),
  'a'.repeat(51),
  ` ${'a'.repeat(50)} `,
  'Ada\u200b',
  'Ada\u202e',
  'Ada\nLovelace',
  '\u3164',
  '\u2800',
  '\u0301',
  '😀',
  '❤\uFE0F',
  'Ada\uFE0F',
  '\u{1D159}',
  '-',
];

const serverErrors = (schema: z.ZodType, value: unknown) => fieldErrors(schema.safeParse(value));

describe('the account forms and the API agree', () => {
  it('uses the same address pattern as the API', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each(emails)('sign in and reset link: email %j', (email) => {
    for (const password of ['', 'secret', 'x'.repeat(1025)]) {
      expect(loginProblems({ email, password })).toEqual(serverErrors(loginSchema, { email, password }));
    }
    expect(forgotPasswordProblems({ email })).toEqual(serverErrors(forgotPasswordSchema, { email }));
  });

  it.each(passwords)('registration: password %j', (password) => {
    for (const confirmPassword of ['', password, `${password}x`]) {
      const v = { email: 'ada@example.com', password, confirmPassword, firstName: 'Ada', lastName: 'Lovelace' };
      expect(registerProblems(v)).toEqual(serverErrors(registerSchema, v));
    }
  });

  it.each(names)('registration and profile: name %j', (name) => {
    const v = { email: 'nope', password: 'short', confirmPassword: 'other', firstName: name, lastName: name };
    expect(registerProblems(v)).toEqual(serverErrors(registerSchema, v));
    const profile = { firstName: name, lastName: 'Lovelace', displayName: name, bio: '', timeZone: 'UTC' };
    const expected: Record<string, string> = {};
    for (const [key, value] of Object.entries(profile)) {
      const message = serverErrors(profileFields[key as keyof typeof profileFields], value)._form;
      if (message) expected[key] = message;
    }
    expect(profileProblems(profile)).toEqual(expected);
  });

  it.each([
    ['', 'UTC'],
    ['  short bio  ', 'Europe/Copenhagen'],
    ['x'.repeat(500), 'America/Argentina/Buenos_Aires'],
    [` ${'x'.repeat(500)} `, 'Nowhere/Special'],
    ['x'.repeat(501), ''],
    ['fine', 'x'.repeat(65)],
  ])('profile: bio and time zone, row %#', (bio, timeZone) => {
    const profile = { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada', bio, timeZone };
    const expected: Record<string, string> = {};
    for (const key of ['bio', 'timeZone'] as const) {
      const message = serverErrors(profileFields[key], profile[key])._form;
      if (message) expected[key] = message;
    }
    expect(profileProblems(profile)).toEqual(expected);
  });

  it.each(passwords)('new password on reset and in settings: %j', (password) => {
    // An empty confirmation is the forms' own prompt (the last test).
    for (const confirmPassword of [password, `${password}x`].filter(Boolean)) {
      const form = newPasswordErrors(password, confirmPassword);
      const reset = serverErrors(resetPasswordSchema, { token: 't', password, confirmPassword });
      expect(form).toEqual(reset);
      const change = serverErrors(changePasswordSchema, { currentPassword: 'x', newPassword: password, confirmPassword });
      expect({ password: change.newPassword, confirmPassword: change.confirmPassword }).toEqual({
        password: form.password,
        confirmPassword: form.confirmPassword,
      });
    }
  });

  it('asks for the confirmation where the API only compares it (forms only)', () => {
    // The API takes an absent confirmation on registration; the form always has the field and
    // prompts for it while it is empty, as before.
    expect(newPasswordErrors('long-enough-1', '', 'Confirm your password.')).toEqual({ confirmPassword: 'Confirm your password.' });
  });
});
