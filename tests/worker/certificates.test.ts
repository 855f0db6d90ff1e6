import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:workers';
import { courseIndex } from '../../functions/features/learning/course';
import type { CertificatesOverview, CertificateView } from '../../functions/features/certificates/certificates.schemas';
import { call, post } from './accounts';
import { subscribe } from './billing-helpers';
import { signedInUser } from './users';

const JOURNEY = 'scaling-and-understanding-agents';
const COMPLETED_AT = Date.UTC(2026, 10, 20, 12);

/**
 * Records every lesson of a journey as completed, each quiz with every first answer right (the
 * Learning Hub's own rules, and certificates for failed quizzes, are tested elsewhere).
 */
async function completeJourney(userId: string, journeyId = JOURNEY, skip = 0) {
  const journey = courseIndex.journeys.get(journeyId)!;
  const lessons = journey.chapters.flatMap((ch) => ch.lessons.map((l) => ({ chapter: ch.id, lesson: l.id })));
  const firstAnswers = lessons.flatMap((l) =>
    (courseIndex.quizKeys.get(l.lesson) ?? []).map((q) =>
      env.DB.prepare(
        'INSERT INTO learning_quiz_answers (user_id, lesson_id, question_id, answer, answered_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ).bind(userId, l.lesson, q.id, q.answer, COMPLETED_AT),
    ),
  );
  await env.DB.batch([
    ...firstAnswers,
    ...lessons.slice(skip).map((l, i) =>
      env.DB.prepare(
        `INSERT INTO learning_progress (id, user_id, journey_id, chapter_id, lesson_id, progress_percentage, is_completed, score, time_spent_seconds, completed_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 100, 1, NULL, 60, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        userId,
        journeyId,
        l.chapter,
        l.lesson,
        COMPLETED_AT - 1000 * (lessons.length - i),
        COMPLETED_AT,
        COMPLETED_AT,
      ),
    ),
  ]);
}

const issue = async (cookie: string, journeyId = JOURNEY) => post('/certificates', { journeyId }, { cookie });
const issued = async (cookie: string) => ((await (await issue(cookie)).json()) as { certificate: CertificateView }).certificate;

describe('certificates', () => {
  it('are a paid feature: the API refuses a Free account, whatever the page shows', async () => {
    const { id, cookie } = await signedInUser();
    await completeJourney(id);
    const res = await issue(cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'plan_required', message: expect.stringMatching(/Pro or Enterprise/) });
    const overview = (await (await call('/certificates', { cookie })).json()) as CertificatesOverview;
    expect(overview).toMatchObject({
      entitled: false,
      certificates: [],
      eligibleJourneys: [{ id: JOURNEY, completedAt: COMPLETED_AT - 1000 }],
      journeysWithFailedQuizzes: [],
    });
  });

  it('a Pro learner with a completed journey gets one, with name, journey and completion date, checkable by anyone', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    await completeJourney(id);
    const res = await issue(cookie);
    expect(res.status).toBe(201);
    const { certificate } = (await res.json()) as { certificate: CertificateView };
    expect(certificate).toMatchObject({
      journeyId: JOURNEY,
      journeyTitle: 'Scaling and understanding agents',
      holderName: expect.stringMatching(/^Test User \d+$/),
      completedAt: COMPLETED_AT - 1000,
      revokedAt: null,
    });
    expect(certificate.id).toMatch(/^[a-z2-7]{26}$/);
    expect(certificate.url).toBe(`/certificates/${certificate.id}`);
    const publicView = await call(`/certificates/${certificate.id}`);
    expect(publicView.status).toBe(200);
    expect(await publicView.json()).toEqual({ certificate });
    const overview = (await (await call('/certificates', { cookie })).json()) as CertificatesOverview;
    expect(overview).toMatchObject({ entitled: true, certificates: [certificate], eligibleJourneys: [] });
  });

  it('refuses an incomplete or unknown journey, a second live certificate and bad input', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie, 'enterprise');
    await completeJourney(id, JOURNEY, 1);
    const incomplete = await issue(cookie);
    expect(incomplete.status).toBe(409);
    expect(await incomplete.json()).toMatchObject({ code: 'journey_incomplete' });
    expect((await issue(cookie, 'no-such-journey')).status).toBe(404);
    expect((await post('/certificates', { journeyId: 42 }, { cookie })).status).toBe(422);
    expect((await post('/certificates', { journeyId: JOURNEY, holderName: 'Someone Else' }, { cookie })).status).toBe(422);
    await completeJourney(id, 'agent-foundations');
    expect((await issue(cookie, 'agent-foundations')).status).toBe(201);
    const again = await issue(cookie, 'agent-foundations');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'certificate_exists' });
  });

  it('its holder can revoke it: the public page stops naming them, and a new one can be issued', async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await subscribe(owner.cookie);
    await completeJourney(owner.id);
    const certificate = await issued(owner.cookie);
    expect((await post(`/certificates/${certificate.id}/revoke`, {}, { cookie: other.cookie })).status).toBe(404);
    const revoked = await post(`/certificates/${certificate.id}/revoke`, {}, { cookie: owner.cookie });
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { certificate: CertificateView }).certificate.revokedAt).toEqual(expect.any(Number));
    const publicView = (await (await call(`/certificates/${certificate.id}`)).json()) as { certificate: Record<string, unknown> };
    expect(publicView.certificate).toEqual({ id: certificate.id, url: certificate.url, revokedAt: expect.any(Number) });
    expect((await post(`/certificates/${certificate.id}/revoke`, {}, { cookie: owner.cookie })).status).toBe(409);
    const replacement = await issued(owner.cookie);
    expect(replacement.id).not.toBe(certificate.id);
  });

  it('unknown and malformed ids are not found; visitors cannot list, issue or revoke', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaaaa', 'short', '../../etc', 'A'.repeat(26)]) {
      expect((await call(`/certificates/${id}`)).status, id).toBe(404);
    }
    expect((await call('/certificates')).status).toBe(401);
    expect((await post('/certificates', { journeyId: JOURNEY })).status).toBe(401);
    expect((await post('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa/revoke', {})).status).toBe(401);
  });

  it('a certificate stays valid after the plan ends; issuing another then needs a plan again', async () => {
    const { id, cookie } = await signedInUser();
    await subscribe(cookie);
    await completeJourney(id);
    await completeJourney(id, 'agent-foundations');
    const certificate = await issued(cookie);
    expect((await post('/billing/cancel', {}, { cookie })).status).toBe(200);
    const advanced = await post('/dev/billing/clock/advance', {}, { cookie });
    expect(advanced.status).toBe(200);
    expect(await advanced.json()).toMatchObject({ planInEffect: 'free' });
    expect((await issue(cookie, 'agent-foundations')).status).toBe(403);
    // Anyone checking it still sees the same valid certificate, holder and dates included.
    const publicView = await call(`/certificates/${certificate.id}`);
    expect(publicView.status).toBe(200);
    expect(await publicView.json()).toEqual({ certificate: { ...certificate, revokedAt: null } });
    const overview = (await (await call('/certificates', { cookie })).json()) as CertificatesOverview;
    expect(overview.certificates).toEqual([certificate]);
  });
});
