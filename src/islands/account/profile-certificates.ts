// The profile's certificates, without React: issued ones with their public link and a revoke
// button, completed journeys that can have one, and completed journeys whose quizzes were not
// passed (with why). Without a plan that includes certificates, it says where to get one. The
// section's content is drawn again on each change of the certificates store; the button that had
// focus (named by `data-key`) has it again afterwards when it is still there.
import { planNames, plansGranting } from '../../lib/billing/plans';
import { formatDate } from '../../lib/format';
import { QUIZ_PASS_PERCENT } from '../../lib/learning/fair-play';
import { $certificates, issueCertificate, loadCertificates, revokeCertificate } from '../../stores/certificates';
import { formMessage } from '../forms/plain-form';
import { h } from '../dom';
import { actionSection, type ActionState } from '../action-section';

/** The certificates card; it loads the list and follows the store from then on. */
export function certificatesSection(): HTMLElement {
  const section = h(
    'section',
    { class: 'card', 'aria-labelledby': 'certificates-heading' },
    h('h2', { id: 'certificates-heading' }, 'Certificates'),
  );
  const card = actionSection(section, content);
  const { run } = card;

  function content({ busy, status }: ActionState): Node[] {
    const state = $certificates.get();
    if (state.status === 'loading') return [h('p', { class: 'muted' }, 'Loading your certificates…')];
    if (state.status === 'error') return [formMessage('error', state.error)];
    const { certificates, eligibleJourneys, journeysWithFailedQuizzes, entitled } = state.data;
    const nodes: Node[] = [];
    if (certificates.length > 0)
      nodes.push(
        h(
          'ul',
          { class: 'card-list' },
          ...certificates.map((c) =>
            h(
              'li',
              {},
              h(
                'span',
                {},
                h('a', { href: c.url }, c.journeyTitle),
                ' ',
                h(
                  'span',
                  { class: 'muted' },
                  c.revokedAt ? `revoked ${formatDate(c.revokedAt)}` : `completed ${formatDate(c.completedAt)}`,
                ),
              ),
              c.revokedAt === null &&
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'button button-small',
                    'data-key': `revoke-${c.id}`,
                    disabled: busy,
                    'aria-label': `Revoke the certificate for ${c.journeyTitle}`,
                    onclick: () => void run(() => revokeCertificate(c.id), `The certificate for ${c.journeyTitle} is revoked.`),
                  },
                  'Revoke',
                ),
            ),
          ),
        ),
      );
    if (eligibleJourneys.length > 0)
      nodes.push(
        entitled
          ? h(
              'ul',
              { class: 'card-list' },
              ...eligibleJourneys.map((j) =>
                h(
                  'li',
                  {},
                  h('span', {}, `${j.title} `, h('span', { class: 'muted' }, `completed ${formatDate(j.completedAt)}`)),
                  h(
                    'button',
                    {
                      type: 'button',
                      class: 'button button-small button-primary',
                      'data-key': `issue-${j.id}`,
                      disabled: busy,
                      'aria-label': `Get a certificate for ${j.title}`,
                      onclick: () => void run(() => issueCertificate(j.id), `Your certificate for ${j.title} is ready.`),
                    },
                    'Get certificate',
                  ),
                ),
              ),
            )
          : h(
              'p',
              {},
              `You have completed ${eligibleJourneys.map((j) => j.title).join(', ')}. Verifiable certificates come with `,
              h('a', { href: '/billing' }, planNames(plansGranting('certificates'), 'and')),
              '.',
            ),
      );
    for (const j of journeysWithFailedQuizzes)
      nodes.push(
        h(
          'p',
          { 'data-testid': 'certificate-quizzes-not-passed' },
          `You have completed ${j.title}, but a certificate needs every quiz of the journey passed with at least ${QUIZ_PASS_PERCENT}% of ` +
            `first answers right. Not passed: ${j.failedQuizzes.map((q) => `${q.title} (${q.score}%)`).join(', ')}.`,
        ),
      );
    if (certificates.length === 0 && eligibleJourneys.length === 0 && journeysWithFailedQuizzes.length === 0)
      nodes.push(
        h(
          'p',
          { class: 'muted' },
          'Complete every lesson of a ',
          h('a', { href: '/learning-hub' }, 'Learning Hub journey'),
          `, passing its quizzes, to earn a certificate${entitled ? '.' : ` (with the ${planNames(plansGranting('certificates'), 'or')} plan).`}`,
        ),
      );
    if (status?.text) nodes.push(formMessage(status.kind, status.text));
    return nodes;
  }

  $certificates.subscribe(card.render);
  void loadCertificates();
  return section;
}
