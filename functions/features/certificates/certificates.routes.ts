import { Hono } from 'hono';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppEnv } from '../../env';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/json-body';
import { CERTIFICATE_ID } from '../../../src/lib/certificates/certificates';
import { journeyLessons, type CourseJourney } from '../../../src/lib/learning/course';
import { requireUser } from '../auth/session.middleware';
import { entitlementsOf, requireEntitlement } from '../billing/entitlements';
import { courseIndex } from '../learning/course';
import { quizzesNotPassed } from '../learning/quiz-grading';
import { QUIZ_PASS_PERCENT } from '../../../src/lib/learning/fair-play';
import { toCertificateView, toRevokedCertificateView } from './certificates.views';
import { completedLessons, findCertificate, insertCertificate, listCertificates, revokeCertificate } from './certificates.repo';
import { issueSchema, type CertificateAnswer, type CertificatesOverview, type PublicCertificate } from './certificates.schemas';

/**
 * Where the user stands with a journey: null until every lesson is completed; then when the last
 * one was, and the journey's quizzes not passed at the first answers (a certificate needs none).
 */
async function journeyStanding(db: D1Database, userId: string, journey: CourseJourney) {
  const done = await completedLessons(db, userId, journey.id);
  const lessons = journeyLessons(journey);
  const times = lessons.flatMap((l) => done.get(l.id) ?? []);
  if (times.length < lessons.length) return null;
  return {
    completedAt: Math.max(...times),
    failedQuizzes: await quizzesNotPassed(db, courseIndex, userId, journey),
  };
}

const notFound = () => new ApiError(404, 'certificate_not_found', 'There is no such certificate.');

/**
 * `/certificates`: certificates of journey completion. Issuing needs a plan with certificates (Pro
 * and up) and a journey the server sees complete with every quiz passed on first answers; anyone
 * can check a certificate by its id; its holder can revoke it.
 */
export const certificatesRoutes = new Hono<AppEnv>()
  .get('/', requireUser(), async (c) => {
    const user = c.get('user');
    const [entitlements, rows] = await Promise.all([entitlementsOf(c.env.DB, user.id), listCertificates(c.env.DB, user.id)]);
    const live = new Set(rows.filter((r) => r.revoked_at === null).map((r) => r.journey_id));
    const eligibleJourneys: CertificatesOverview['eligibleJourneys'] = [];
    const journeysWithFailedQuizzes: CertificatesOverview['journeysWithFailedQuizzes'] = [];
    for (const journey of courseIndex.course.journeys) {
      if (live.has(journey.id)) continue;
      const standing = await journeyStanding(c.env.DB, user.id, journey);
      if (!standing) continue;
      if (standing.failedQuizzes.length) {
        journeysWithFailedQuizzes.push({ id: journey.id, title: journey.title, failedQuizzes: standing.failedQuizzes });
      } else eligibleJourneys.push({ id: journey.id, title: journey.title, completedAt: standing.completedAt });
    }
    return c.json({
      entitled: entitlements.certificates,
      certificates: rows.map(toCertificateView),
      eligibleJourneys,
      journeysWithFailedQuizzes,
    } satisfies CertificatesOverview);
  })
  .post('/', requireUser(), async (c) => {
    const user = c.get('user');
    const { journeyId } = await readJson(c, issueSchema);
    await requireEntitlement(c.env.DB, user.id, 'certificates');
    const journey = courseIndex.journeys.get(journeyId);
    if (!journey) throw new ApiError(404, 'journey_not_found', 'There is no such journey.');
    const standing = await journeyStanding(c.env.DB, user.id, journey);
    if (!standing) throw new ApiError(409, 'journey_incomplete', `Complete every lesson of “${journey.title}” first.`);
    if (standing.failedQuizzes.length) {
      const failed = standing.failedQuizzes.map((q) => `“${q.title}” (${q.score} %)`).join(', ');
      throw new ApiError(
        409,
        'quiz_not_passed',
        `A certificate for “${journey.title}” needs every quiz passed with at least ${QUIZ_PASS_PERCENT} % of first answers right; not passed: ${failed}.`,
      );
    }
    const { completedAt } = standing;
    const row = {
      id: encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(16))),
      user_id: user.id,
      journey_id: journeyId,
      holder_name: `${user.firstName} ${user.lastName}`.trim(),
      journey_title: journey.title,
      completed_at: completedAt,
      issued_at: c.get('now'),
    };
    if (!(await insertCertificate(c.env.DB, row))) {
      throw new ApiError(409, 'certificate_exists', 'You already have a certificate for this journey.');
    }
    return c.json({ certificate: toCertificateView({ ...row, revoked_at: null }) } satisfies CertificateAnswer, 201);
  })
  .post('/:id/revoke', requireUser(), async (c) => {
    const user = c.get('user');
    const id = c.req.param('id');
    if (!CERTIFICATE_ID.test(id)) throw notFound();
    const revoked = await revokeCertificate(c.env.DB, user.id, id, c.get('now'));
    if (!revoked) {
      const row = await findCertificate(c.env.DB, id);
      if (row?.user_id === user.id) throw new ApiError(409, 'certificate_revoked', 'This certificate is already revoked.');
      throw notFound();
    }
    return c.json({ certificate: toCertificateView(revoked) } satisfies CertificateAnswer);
  })
  .get('/:id', async (c) => {
    const id = c.req.param('id');
    const row = CERTIFICATE_ID.test(id) ? await findCertificate(c.env.DB, id) : null;
    if (!row) throw notFound();
    // A revoked certificate no longer names its holder.
    if (row.revoked_at !== null) {
      return c.json({ certificate: toRevokedCertificateView(row) } satisfies PublicCertificate);
    }
    return c.json({ certificate: toCertificateView(row) } satisfies PublicCertificate);
  });
