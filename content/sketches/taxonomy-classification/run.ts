// Scripted run of the taxonomy sketch: a real (small) taxonomy and descent, a model whose replies are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { classify, type TaxonomyNode } from './sketch.ts';

const leaf = (id: string, label: string, description: string, retired = false): TaxonomyNode => ({
  id,
  label,
  description,
  children: [],
  retired,
});

const taxonomy: TaxonomyNode = {
  id: 'root',
  label: 'All tickets',
  description: '',
  children: [
    {
      id: 'sw',
      label: 'End-user software',
      description: 'Applications on a user device; not network or account lockouts.',
      children: [
        {
          id: 'sw.mail',
          label: 'Email and calendar',
          description: 'Mail and calendar clients and mailboxes.',
          children: [
            leaf(
              'sw.mail.auth',
              'Authentication prompts',
              'Repeated password or sign-in prompts in a mail client.',
            ),
            leaf(
              'sw.mail.quota',
              'Mailbox quota',
              'Mailbox full, cannot send or receive because of size.',
            ),
            leaf(
              'sw.mail.sharing',
              'Calendar sharing',
              'Delegation and shared calendar permissions.',
            ),
            leaf('sw.mail.legacy', 'Lotus Notes', 'Retired 2025.', true),
          ],
        },
        leaf('sw.office', 'Office apps', 'Documents, spreadsheets, presentations.'),
      ],
    },
    leaf('hw', 'Hardware', 'Physical devices and peripherals.'),
    leaf('net', 'Network and VPN', 'Connectivity, Wi-Fi, VPN.'),
    leaf(
      'acct',
      'Accounts and access',
      'Password resets, locked accounts, permissions in the directory.',
    ),
    leaf(
      'sec',
      'Security incident',
      'Suspected compromise, phishing, malware. Reported by security tools or users.',
    ),
  ],
};

const ticket =
  'Since this morning Outlook on my laptop keeps asking for my password, phone is fine.';

export async function example(log: Log) {
  const model = scriptedModel([
    '{"id": "sw", "confidence": "high"}',
    '{"id": "sw.mail", "confidence": "high"}',
    '{"id": "sw.mail.auth", "confidence": "medium"}',
  ]);
  log(`ticket   ${ticket}`);
  const filing = await classify(model.complete, taxonomy, ticket, log);
  log(`filed    ${filing.path.join(' > ')}`);
  log(`review   ${filing.review} (${filing.reason})`);
  log(
    `result   ${model.prompts.length} model calls, retired node not offered: ${!model.prompts[2].includes('Lotus')}`,
  );
}

export async function failure(log: Log) {
  // At the last level the model invents a leaf that is not in the taxonomy: the filing stops at its parent.
  const model = scriptedModel([
    '{"id": "sw", "confidence": "high"}',
    '{"id": "sw.mail", "confidence": "high"}',
    '{"id": "sw.mail.outlook-password", "confidence": "high"}',
  ]);
  log(`ticket   ${ticket}`);
  const filing = await classify(model.complete, taxonomy, ticket, log);
  log(`filed    ${filing.path.join(' > ')}`);
  log(`review   ${filing.review} (${filing.reason})`);
}
