// Scripted run of the Chain-of-Verification sketch: real planning parse, factored checks against a
// read-only lookup, and the check on the revision; prepared model replies. Companies and records
// are fictional.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { chainOfVerification } from './sketch.ts';

const question =
  'List three of our enterprise customers in healthcare that use the analytics add-on.';
const records: Record<string, string> = {
  'Northwind Health': 'segment=healthcare tier=enterprise addons=analytics,sso',
  'Contoso Clinics': 'segment=healthcare tier=enterprise addons=analytics',
  'Fabrikam Pharma':
    'segment=healthcare tier=enterprise addons=sso analytics_trial=expired 2026-09-30',
};
const lookup = async (account: string) => records[account] ?? 'no record found';
const ask = 'Is it an enterprise healthcare customer with the analytics add-on?';
const replies = [
  'Northwind Health, Contoso Clinics and Fabrikam Pharma.',
  ['Northwind Health', 'Contoso Clinics', 'Fabrikam Pharma'].map((a) => `${a} | ${ask}`).join('\n'),
  'yes: segment=healthcare, tier=enterprise, addons=analytics',
  'yes: segment=healthcare, tier=enterprise, addons=analytics',
  'no: addons has no analytics; analytics_trial=expired 2026-09-30',
];
const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(9)} ${text}`);

async function run(log: Log, revision: string) {
  const model = scriptedModel([...replies, revision]);
  log(`question  ${question}`);
  const result = await chainOfVerification(model.complete, lookup, question, {
    onEvent: print(log),
  });
  log(`final     ${result.final}`);
  log(
    `result    ${model.prompts.length} model calls, ${result.results.length} lookups; unconfirmed: ${result.unconfirmed.join(', ') || 'none'}`,
  );
}

export async function example(log: Log) {
  await run(
    log,
    'Northwind Health and Contoso Clinics use the analytics add-on. A third customer could not be confirmed.',
  );
}

export async function failure(log: Log) {
  // The revision keeps the draft's list although one check said no. The code compares the final
  // answer with the verdicts and replaces it with one built from the checks.
  await run(log, 'Northwind Health, Contoso Clinics and Fabrikam Pharma use the analytics add-on.');
}
