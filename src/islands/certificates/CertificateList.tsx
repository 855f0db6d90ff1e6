import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/api-client';
import { $certificates, issueCertificate, loadCertificates, revokeCertificate } from '../../stores/certificates';
import { FormMessage } from '../forms/Field';
import { formatDate } from '../../lib/format';
import { QUIZ_PASS_PERCENT } from '../../lib/learning/fair-play';
import { planNames, plansGranting } from '../../lib/billing/plans';

/**
 * The profile's certificates: issued ones with their public link and a revoke button, completed
 * journeys that can have one, and completed journeys whose quizzes were not passed (with why).
 * Without a plan that includes certificates, it says where to get one.
 */
export function CertificateList() {
  const state = useStore($certificates);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  useEffect(() => {
    void loadCertificates();
  }, []);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: 'success', text: done });
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby="certificates-heading">
      <h2 id="certificates-heading">Certificates</h2>
      {state.status === 'loading' && <p className="muted">Loading your certificates…</p>}
      {state.status === 'error' && <FormMessage kind="error">{state.error}</FormMessage>}
      {state.status === 'ready' && (
        <>
          {state.data.certificates.length > 0 && (
            <ul className="card-list">
              {state.data.certificates.map((c) => (
                <li key={c.id}>
                  <span>
                    <a href={c.url}>{c.journeyTitle}</a>{' '}
                    <span className="muted">
                      {c.revokedAt ? `revoked ${formatDate(c.revokedAt)}` : `completed ${formatDate(c.completedAt)}`}
                    </span>
                  </span>
                  {c.revokedAt === null && (
                    <button
                      type="button"
                      className="button button-small"
                      disabled={busy}
                      aria-label={`Revoke the certificate for ${c.journeyTitle}`}
                      onClick={() => run(() => revokeCertificate(c.id), `The certificate for ${c.journeyTitle} is revoked.`)}
                    >
                      Revoke
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {state.data.eligibleJourneys.length > 0 &&
            (state.data.entitled ? (
              <ul className="card-list">
                {state.data.eligibleJourneys.map((j) => (
                  <li key={j.id}>
                    <span>
                      {j.title} <span className="muted">completed {formatDate(j.completedAt)}</span>
                    </span>
                    <button
                      type="button"
                      className="button button-small button-primary"
                      disabled={busy}
                      aria-label={`Get a certificate for ${j.title}`}
                      onClick={() => run(() => issueCertificate(j.id), `Your certificate for ${j.title} is ready.`)}
                    >
                      Get certificate
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                You have completed {state.data.eligibleJourneys.map((j) => j.title).join(', ')}. Verifiable certificates come with{' '}
                <a href="/billing">{planNames(plansGranting('certificates'), 'and')}</a>.
              </p>
            ))}
          {state.data.journeysWithFailedQuizzes.map((j) => (
            <p key={j.id} data-testid="certificate-quizzes-not-passed">
              You have completed {j.title}, but a certificate needs every quiz of the journey passed with at least {QUIZ_PASS_PERCENT}% of
              first answers right. Not passed: {j.failedQuizzes.map((q) => `${q.title} (${q.score}%)`).join(', ')}.
            </p>
          ))}
          {state.data.certificates.length === 0 &&
            state.data.eligibleJourneys.length === 0 &&
            state.data.journeysWithFailedQuizzes.length === 0 && (
              <p className="muted">
                Complete every lesson of a <a href="/learning-hub">Learning Hub journey</a>, passing its quizzes, to earn a certificate
                {state.data.entitled ? '.' : ` (with the ${planNames(plansGranting('certificates'), 'or')} plan).`}
              </p>
            )}
          <FormMessage kind={notice?.kind ?? 'success'}>{notice?.text}</FormMessage>
        </>
      )}
    </section>
  );
}
