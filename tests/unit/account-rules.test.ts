import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from '../../src/lib/account/next-path';
import { changePasswordSchema, fieldErrors, loginSchema, profileUpdateSchema, registerSchema } from '../../src/lib/account/schemas';
import { newPasswordErrors } from '../../src/lib/account/form-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src/lib/account/password-rules';
import { isValidTimeZone } from '../../src/lib/account/time-zone';
import { oauthErrorMessage } from '../../src/lib/account/oauth-errors';
import { cleanName } from '../../src/lib/account/names';

describe('safeNextPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/profile?tab=2#bio', '/profile?tab=2#bio'],
    [null, '/profile'],
    ['', '/profile'],
    ['https://evil.example/x', '/profile'],
    ['//evil.example', '/profile'],
    ['/\\evil.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
    ['/auth/login', '/profile'],
    ['/ok\nSet-Cookie', '/profile'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  // Known open-redirect bypasses: dot segments that collapse to "//host", encoded dots and
  // slashes, backslashes, tabs and newlines (stripped by URL parsers), schemes, userinfo.
  const bypasses = [
    '/.//evil.example/phish',
    '/./\\evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/%5c%5cevil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000//evil.example',
    '\t//evil.example',
    ' //evil.example',
    '///evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:evil.example',
    'http://user@evil.example',
    '//user:pass@evil.example',
    '/\u2028//evil.example',
    '/\u0085//evil.example',
    '/%2e%2e/auth/callback',
  ];
  it.each(bypasses)('refuses %j', (input) => {
    expect(safeNextPath(input)).toBe('/profile');
  });

  it('never returns a value a browser would take off the site', () => {
    for (const input of [...bypasses, '/auth/../auth/login', '/javascript:alert(1)//', '/x/..//y']) {
      const result = safeNextPath(input);
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      expect(new URL(result, 'https://agent-atlas.example').origin).toBe('https://agent-atlas.example');
      expect(result.startsWith('/auth/')).toBe(false);
    }
  });

  it('keeps ordinary paths with dot segments on this site', () => {
    expect(safeNextPath('/patterns/../settings')).toBe('/settings');
    expect(safeNextPath('/patterns/./safety')).toBe('/patterns/safety');
  });

  it('builds a sign-in address that returns to the page', () => {
    expect(signInPathFor('/settings?x=1')).toBe('/auth/login?next=%2Fsettings%3Fx%3D1');
  });
});

describe('shared form schemas', () => {
  const base = { email: 'Ada@Example.test ', password: 'a'.repeat(PASSWORD_MIN_LENGTH), firstName: 'Ada', lastName: 'Lovelace' };

  it('normalises the email and accepts the length limits exactly', () => {
    expect(registerSchema.parse(base).email).toBe('ada@example.test');
    expect(registerSchema.safeParse({ ...base, password: 'a'.repeat(PASSWORD_MAX_LENGTH) }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, password: 'a'.repeat(PASSWORD_MIN_LENGTH - 1) }).success).toBe(false);
    expect(registerSchema.safeParse({ ...base, password: 'a'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
  });

  it('has no composition rules: spaces and any characters count', () => {
    expect(registerSchema.safeParse({ ...base, password: 'correct horse' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...base, password: 'ñandú über' }).success).toBe(true);
  });

  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)).toEqual({ confirmPassword: 'The passwords do not match.' });
  });

  it('checks a new password and its confirmation as the forms show them', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'Enter a password.', confirmPassword: 'Confirm the new password.' });
    expect(newPasswordErrors('short', 'short', 'Confirm your password.')).toEqual({ password: 'Use at least 8 characters.' });
    expect(newPasswordErrors('long-enough-1', '', 'Confirm your password.')).toEqual({ confirmPassword: 'Confirm your password.' });
    expect(newPasswordErrors('long-enough-1', 'long-enough-2')).toEqual({ confirmPassword: 'The passwords do not match.' });
    expect(newPasswordErrors('long-enough-1', 'long-enough-1')).toEqual({});
  });

  it('keeps one message per field for the forms', () => {
    const result = loginSchema.safeParse({ email: '', password: '' });
    expect(fieldErrors(result)).toEqual({ email: 'Enter your email address.', password: 'Enter your password.' });
  });

  it('knows real time zones', () => {
    expect(isValidTimeZone('Europe/Copenhagen')).toBe(true);
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
  });

  it('explains social sign-in errors, with a general message for unknown codes', () => {
    expect(oauthErrorMessage('access_denied')).toBe('Sign-in was cancelled at the provider. Nothing was changed.');
    expect(oauthErrorMessage('<script>')).toBe('Sign-in did not complete. Please try again.');
    for (const inherited of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(oauthErrorMessage(inherited)).toBe('Sign-in did not complete. Please try again.');
    }
  });
});

describe('names shown to other people', () => {
  const profile = (displayName: string) => profileUpdateSchema.safeParse({ displayName });

  it.each([
    ['a zero-width space', 'Ada\u200BLovelace'],
    ['a right-to-left override', 'Ada\u202Eecalevol'],
    ['a NUL character', 'Ada\u0000'],
    ['a line separator', 'Ada\u2028L'],
    ['a private-use character', 'Ada\uE000'],
    ['an unassigned code point', 'Ada\u0378'],
    ['only invisible characters', '\u200B\u200C\u200D'],
    ['only combining marks', '\u0301\u0301'],
  ])('refuses %s', (_label, value) => {
    expect(profile(value).success).toBe(false);
    expect(
      registerSchema.safeParse({ email: 'a@b.test', password: 'violet-harbour-lantern-42', firstName: value, lastName: 'L' }).success,
    ).toBe(false);
  });

  it('accepts names in any script and normalises them to NFC', () => {
    const result = profileUpdateSchema.parse({ displayName: '  Zoe\u0301 O’Brien-Łukasz 李 ' });
    expect(result.displayName).toBe('Zo\u00E9 O’Brien-Łukasz 李');
  });

  /** Characters that show nothing (or nothing but a gap) in common fonts, though some are letters or symbols. */
  const BLANK_LOOKING = [
    ['Hangul choseong filler', '\u115F'],
    ['Hangul jungseong filler', '\u1160'],
    ['Hangul filler', '\u3164'],
    ['halfwidth Hangul filler', '\uFFA0'],
    ['braille pattern blank', '\u2800'],
    ['musical symbol null notehead', '\u{1D159}'],
    ['Mongolian vowel separator', '\u180E'],
    ['Mongolian free variation selector', '\u180B'],
    ['zero-width space', '\u200B'],
    ['zero-width non-joiner', '\u200C'],
    ['zero-width joiner', '\u200D'],
    ['left-to-right mark', '\u200E'],
    ['right-to-left mark', '\u200F'],
    ['Arabic letter mark', '\u061C'],
    ['soft hyphen', '\u00AD'],
    ['combining grapheme joiner', '\u034F'],
    ['Khmer inherent vowel', '\u17B4'],
    ['word joiner', '\u2060'],
    ['invisible times', '\u2062'],
    ['byte order mark', '\uFEFF'],
    ['variation selector 1', '\uFE00'],
    ['emoji variation selector', '\uFE0F'],
    ['variation selector 17', '\u{E0100}'],
    ['tag space', '\u{E0020}'],
    ['musical symbol begin beam', '\u{1D173}'],
    ['shorthand format letter overlap', '\u{1BCA0}'],
    ['combining acute accent', '\u0301'],
    ['combining enclosing circle', '\u20DD'],
    ['combining katakana voiced mark', '\u3099'],
  ] as const;
  const SPACES = [' ', '\u00A0', '\u2003', '\u3000', '\u202F', '\u205F'];

  it.each(BLANK_LOOKING)('refuses a name made of a %s, alone, repeated or between spaces', (_label, blank) => {
    for (const value of [
      blank,
      blank.repeat(3),
      ...SPACES.map((space) => `${space}${blank}${space}`),
      `${blank}${SPACES.join('')}${blank}`,
    ]) {
      expect(profile(value).success, JSON.stringify(value)).toBe(false);
      expect(
        registerSchema.safeParse({ email: 'a@b.test', password: 'violet-harbour-lantern-42', firstName: value, lastName: 'L' }).success,
      ).toBe(false);
      expect(cleanName(value)).toBe('');
    }
  });

  it('refuses blank-looking characters hidden in a name, and drops them from names from elsewhere', () => {
    for (const blank of ['\u3164', '\u115F', '\u1160', '\uFFA0', '\u2800', '\u{1D159}', '\u034F', '\uFE00', '\u17B4']) {
      expect(profile(`Ada${blank}Lovelace`).success).toBe(false);
      expect(cleanName(`Ada${blank} Lovelace`)).toBe('Ada Lovelace');
    }
  });

  it('keeps emoji presentation after a symbol, marks on letters and Korean names', () => {
    expect(profile('Ada \u2764\uFE0F').success).toBe(true);
    expect(profile('Zoe\u0301').success).toBe(true);
    expect(profile('\uD55C\uC9C0\uBBFC').success).toBe(true); // 한지민
    expect(profile('Ada\uFE0F').success).toBe(false);
  });

  it('cleans names from elsewhere before they are shown', () => {
    expect(cleanName('Ada\u200B \u202ELovelace\u0000')).toBe('Ada Lovelace');
    expect(cleanName('\u200B\u200B')).toBe('');
    expect(cleanName(42)).toBe('');
    expect([...cleanName('x'.repeat(80))]).toHaveLength(50);
  });
});
