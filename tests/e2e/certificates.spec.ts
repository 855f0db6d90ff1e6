import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { LearningCourse } from '../../src/lib/learning/course';
import { hydrated, open } from './account-helpers';
import { COLOR_SCHEMES, expectNoAxeViolations } from './helpers';
import { signInAsNewLearner } from './learning-helpers';
import { subscribeByApi } from './billing-helpers';

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8788}`;
const course = JSON.parse(readFileSync('functions/features/learning/course.generated.json', 'utf8')) as LearningCourse & {
  quizKeys: Record<string, { id: string; answer: number }[]>;
};
const JOURNEY = course.journeys.find((j) => j.id === 'scaling-and-understanding-agents')!;

/** Completes every lesson of the journey through the Learning Hub's API, as the lesson pages would (with `wrong` quiz answers wrong). */
async function completeJourney(page: Page, wrong = 0) {
  for (const chapter of JOURNEY.chapters) {
    for (const lesson of chapter.lessons) {
      const headers = { origin: ORIGIN };
      expect((await page.request.post(`/api/v1/learning-hub/lessons/${lesson.id}/open`, { headers })).ok()).toBe(true);
      const answers = course.quizKeys[lesson.id]?.map((q, i) => [q.id, i < wrong ? (q.answer + 1) % 4 : q.answer]);
      const res = await page.request.post('/api/v1/learning-hub/progress', {
        headers,
        data: {
          courseId: JOURNEY.id,
          journeyId: JOURNEY.id,
          chapterId: chapter.id,
          lessonId: lesson.id,
          progressPercentage: 100,
          timeSpent: 60,
          xpEarned: lesson.xp,
          score: null,
          isCompleted: true,
          ...(answers ? { answers: Object.fromEntries(answers) } : {}),
        },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
  }
}

const certificates = (page: Page) => page.getByRole('region', { name: 'Certificates' });

test('a Free learner who completed a journey is told certificates come with Pro', async ({ page }) => {
  await signInAsNewLearner(page);
  await completeJourney(page);
  await open(page, '/profile');
  await expect(certificates(page)).toContainText('You have completed Scaling and understanding agents');
  await expect(certificates(page).getByRole('link', { name: 'Pro and Enterprise' })).toHaveAttribute('href', '/billing');
  await expect(certificates(page).getByRole('button', { name: /Get a certificate/ })).toHaveCount(0);
});

test('a Pro learner gets a certificate that anyone can verify signed out, and can revoke it', async ({ page, browser }) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await completeJourney(page);
  await open(page, '/profile');
  await certificates(page).getByRole('button', { name: 'Get a certificate for Scaling and understanding agents' }).click();
  await expect(certificates(page).getByRole('status')).toHaveText('Your certificate for Scaling and understanding agents is ready.');
  const link = certificates(page).getByRole('link', { name: 'Scaling and understanding agents' });
  const url = (await link.getAttribute('href'))!;
  expect(url).toMatch(/^\/certificates\/[a-z2-7]{26}$/);

  // A stranger, signed out, in a fresh browser context.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Test Learner');
  await expect(visitor.getByRole('link', { name: 'Scaling and understanding agents' })).toHaveAttribute(
    'href',
    `/learning-hub/${JOURNEY.id}`,
  );
  await expect(visitor.getByText(/Verified: this page is drawn/)).toBeVisible();
  await expect(visitor.getByText('Certificate revoked')).toHaveCount(0);
  expect(await visitor.locator('script[src]').count()).toBe(0);

  await certificates(page).getByRole('button', { name: 'Revoke the certificate for Scaling and understanding agents' }).click();
  await expect(
    certificates(page)
      .getByText(/revoked/)
      .first(),
  ).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Certificate revoked');
  await expect(visitor.getByText('Test Learner')).toHaveCount(0);
  await stranger.close();
});

test('a Pro learner whose quiz was not passed is told why the journey has no certificate', async ({ page }) => {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await completeJourney(page, 6);
  await open(page, '/profile');
  await expect(certificates(page).getByTestId('certificate-quizzes-not-passed')).toContainText(
    'You have completed Scaling and understanding agents, but a certificate needs every quiz of the journey passed',
  );
  await expect(certificates(page).getByTestId('certificate-quizzes-not-passed')).toContainText('(0%)');
  await expect(certificates(page).getByRole('button', { name: /Get a certificate/ })).toHaveCount(0);
  const res = await page.request.post('/api/v1/certificates', { headers: { origin: ORIGIN }, data: { journeyId: JOURNEY.id } });
  expect(res.status()).toBe(409);
  expect((await res.json()).code).toBe('quiz_not_passed');
});

test('an unknown certificate is the 404 page', async ({ page }) => {
  const res = await page.goto('/certificates/aaaaaaaaaaaaaaaaaaaaaaaaaa');
  expect(res?.status()).toBe(404);
  const shell = await page.goto('/certificates/shell');
  expect(shell?.status()).toBe(404);
});

for (const scheme of COLOR_SCHEMES) {
  test(`a certificate page has no accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAsNewLearner(page);
    await subscribeByApi(page);
    await completeJourney(page);
    const res = await page.request.post('/api/v1/certificates', { headers: { origin: ORIGIN }, data: { journeyId: JOURNEY.id } });
    const { certificate } = await res.json();
    await page.goto(certificate.url);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Learner');
    await expectNoAxeViolations(page, `certificate ${scheme}`);
    await open(page, '/profile');
    await expect(certificates(page).getByRole('link', { name: 'Scaling and understanding agents' })).toBeVisible();
    await expectNoAxeViolations(page, `profile certificates ${scheme}`);
  });
}

/** Issues a certificate for the journey through the API and returns it. */
async function issuedCertificate(page: Page) {
  await signInAsNewLearner(page);
  await subscribeByApi(page);
  await completeJourney(page);
  const res = await page.request.post('/api/v1/certificates', { headers: { origin: ORIGIN }, data: { journeyId: JOURNEY.id } });
  expect(res.status()).toBe(201);
  return (await res.json()).certificate as { id: string; url: string; issuedAt: number };
}

test("the certificate page's LinkedIn link fills in the certification, issuer, date, credential id and address", async ({
  page,
  browser,
}) => {
  const certificate = await issuedCertificate(page);
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(certificate.url);
  await expect(visitor.getByRole('definition').filter({ hasText: certificate.id })).toBeVisible();
  const href = await visitor.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href');
  const url = new URL(href!);
  const issued = new Date(certificate.issuedAt);
  expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: 'Scaling and understanding agents (Learning Hub journey)',
    organizationName: 'Agent Atlas',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: `${ORIGIN}${certificate.url}`,
    certId: certificate.id,
  });
  // The address LinkedIn keeps verifies the same credential.
  const check = await visitor.request.get(url.searchParams.get('certUrl')!);
  expect(check.status()).toBe(200);
  expect(await check.text()).toContain(certificate.id);
  await stranger.close();
});

test('a certificate prints on one page without the site frame or the LinkedIn button', async ({ page }) => {
  const certificate = await issuedCertificate(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(certificate.url);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('body > footer')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Add to LinkedIn' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Learner');
  await expect(page.getByText(certificate.id)).toBeVisible();
  // Black on white whatever the screen theme.
  const colours = await page
    .locator('article.certificate')
    .first()
    .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});
