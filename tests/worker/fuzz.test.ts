import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { env } from 'cloudflare:workers';
import { createApp } from '../../functions/app';
import { collectUserData } from '../../functions/features/settings/account-data.repo';
import { ORIGIN, requestApp } from './helpers';
import { signedInUser } from './users';
import { appAt, firstOfKind, payloadFor } from './learning-helpers';

/**
 * Property-based fuzzing of every route in docs/api.md: generated bodies, query strings and path
 * parameters, signed in and out. Whatever arrives, the API never answers 5xx, every 4xx carries the
 * error envelope, no answer leaks a stack trace, and a bystander's saved data is untouched.
 */
const ROUTES: { method: string; path: string }[] = [
  { method: 'GET', path: '/health' },
  { method: 'GET', path: '/auth/me' },
  { method: 'POST', path: '/auth/login' },
  { method: 'POST', path: '/auth/register' },
  { method: 'POST', path: '/auth/logout' },
  { method: 'POST', path: '/auth/forgot-password' },
  { method: 'POST', path: '/auth/reset-password' },
  { method: 'POST', path: '/auth/verify-email' },
  { method: 'POST', path: '/auth/resend-verification' },
  { method: 'GET', path: '/auth/sessions' },
  { method: 'DELETE', path: '/auth/sessions/{param}' },
  { method: 'POST', path: '/auth/sessions/revoke-others' },
  { method: 'GET', path: '/auth/providers' },
  { method: 'GET', path: '/auth/github' },
  { method: 'GET', path: '/auth/google/callback' },
  { method: 'GET', path: '/profile' },
  { method: 'PATCH', path: '/profile' },
  { method: 'POST', path: '/settings/password' },
  { method: 'GET', path: '/settings/preferences' },
  { method: 'PUT', path: '/settings/preferences' },
  { method: 'GET', path: '/settings/export' },
  { method: 'POST', path: '/settings/delete-account' },
  { method: 'GET', path: '/learning-hub/courses' },
  { method: 'POST', path: '/learning-hub/quiz/{param}/check' },
  { method: 'GET', path: '/learning-hub/stats' },
  { method: 'POST', path: '/learning-hub/progress' },
  { method: 'GET', path: '/learning-hub/progress' },
  { method: 'GET', path: '/learning-hub/progress/{param}' },
  { method: 'POST', path: '/learning-hub/lessons/{param}/open' },
  { method: 'GET', path: '/learning-hub/achievements' },
  { method: 'GET', path: '/demo/challenges' },
  { method: 'POST', path: '/demo/challenges/{param}/attempts' },
  { method: 'GET', path: '/learning-hub/xp' },
  { method: 'GET', path: '/learning-hub/streak' },
  { method: 'GET', path: '/learning-hub/leaderboard' },
  { method: 'POST', path: '/search/recent' },
  { method: 'GET', path: '/search/recent' },
  { method: 'GET', path: '/search/recent/frequent' },
  { method: 'GET', path: '/search/recent/analytics' },
  { method: 'GET', path: '/search/recent/suggestions' },
  { method: 'DELETE', path: '/search/recent' },
  { method: 'GET', path: '/dev/mailbox' },
  { method: 'GET', path: '/no/such/route' },
];

const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'displayName',
  'token',
  'query',
  'category',
  'filters',
  'questionId',
  'answer',
  'courseId',
  'journeyId',
  'chapterId',
  'lessonId',
  'progressPercentage',
  'isCompleted',
  'answers',
  'preferences',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'timeZone',
  'bio',
  '__proto__',
  'constructor',
];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('agent-foundations', 'ada@example.test', '../../etc', '\u202E', ''),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('v'), { maxKeys: 5 }),
  ),
})).v;
const body = fc.oneof(
  fc.constant(undefined),
  value.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
  fc.string({ maxLength: 60 }).map((text) => ({ type: 'application/json', text })),
  fc.string({ maxLength: 60 }).map((text) => ({ type: 'text/plain', text })),
);
const param = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('__proto__', 'constructor', '..', '%00', 'a'.repeat(300), firstOfKind('quiz').lesson.id),
);
const query = fc.dictionary(
  fc.constantFrom('limit', 'q', 'courseId', 'to', 'cursor', 'error', 'state', 'code'),
  fc.string({ maxLength: 20 }),
  { maxKeys: 3 },
);

const STACK = /\bat [\w.<>$]+ \(|\.ts:\d+:\d+|node_modules|TypeError|ReferenceError/;

describe('fuzzing every route', () => {
  it(
    "never answers 5xx, always the envelope on 4xx, never a stack trace, and leaves a bystander's data as it was",
    { timeout: 240_000 },
    async () => {
      const bystander = await signedInUser({ displayName: 'Bystander' });
      const bystanderApp = appAt(Date.now());
      await bystanderApp.request('/learning-hub/progress', bystander.cookie, { method: 'POST', json: payloadFor(firstOfKind('reading')) });
      await bystanderApp.request('/search/recent', bystander.cookie, { method: 'POST', json: { query: 'graph rag' } });
      const before = await collectUserData(env.DB, bystander.id);

      const app = createApp();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROUTES),
          body,
          param,
          query,
          fc.boolean(),
          fc.integer({ min: 1, max: 250 }),
          async (route, sent, p, q, signedIn, ip) => {
            const headers = new Headers({ origin: ORIGIN, 'cf-connecting-ip': `203.0.113.${ip}` });
            if (signedIn) headers.set('cookie', (await signedInUser()).cookie);
            if (sent) headers.set('content-type', sent.type);
            const path = route.path.replace('{param}', encodeURIComponent(p));
            const search = new URLSearchParams(q).toString();
            const res = await requestApp(app, `${ORIGIN}/api/v1${path}${search ? `?${search}` : ''}`, {
              method: route.method,
              headers,
              body: route.method === 'GET' ? undefined : sent?.text,
            });
            const text = await res.text();
            expect(res.status, `${route.method} ${path}: ${text}`).toBeLessThan(500);
            expect(text).not.toMatch(STACK);
            if (res.status >= 400) {
              const envelope = JSON.parse(text) as { message: unknown; code: unknown };
              expect(typeof envelope.message).toBe('string');
              expect(typeof envelope.code).toBe('string');
            }
          },
        ),
        { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );

      expect(await collectUserData(env.DB, bystander.id)).toEqual(before);
    },
  );
});
