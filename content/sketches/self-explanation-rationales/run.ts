// Scripted run of the rationale sketch: real prompt, quote check, sufficiency and comprehensiveness
// calls; the model's replies are prepared. Clause text and labels are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { checkedRationale } from './sketch.ts';

const CLAUSE = `12.3 Supplier may terminate this Agreement at any time without notice.
Customer shall remain liable for all fees for the full Term. Invoices are payable within 30 days.`;

const reply = (label: string, evidence: string[], justification: string) =>
  JSON.stringify({ label, evidence, justification });

async function show(log: Log, replies: string[]) {
  const model = scriptedModel(replies);
  log(`clause      ${CLAUSE.replace(/\n/g, ' ')}`);
  const result = await checkedRationale(model.complete, CLAUSE);
  log(`label       ${result.label}`);
  if (result.rationale === null) {
    log(`quotes      rejected: ${result.flag}`);
    log('shown       label only, marked "rationale withheld: evidence not found in the clause"');
  } else {
    for (const q of result.rationale.evidence) log(`quote ok    "${q}"`);
    log(`why         ${result.rationale.justification}`);
    log(`sufficient  ${result.sufficient} (the quotes alone get the same label)`);
    log(`compreh.    ${result.comprehensive} (without the quotes the label changes)`);
    log("shown       label, highlighted quotes, justification marked as the model's explanation");
  }
  log(`result      ${model.prompts.length} model call${model.prompts.length === 1 ? '' : 's'}`);
}

export async function example(log: Log) {
  const quotes = [
    'Supplier may terminate this Agreement at any time without notice.',
    'Customer shall remain liable for all fees for the full Term.',
  ];
  await show(log, [
    reply(
      'HIGH_RISK',
      quotes,
      'One-sided termination right combined with full-term fee liability.',
    ),
    reply('HIGH_RISK', quotes, 'Termination without notice while fees stay due.'),
    reply('LOW_RISK', ['Invoices are payable within 30 days.'], 'Standard payment terms.'),
  ]);
}

export async function failure(log: Log) {
  // The model paraphrases the termination sentence: it reads like a quote but is not in the clause.
  await show(log, [
    reply(
      'HIGH_RISK',
      ['Supplier can end the agreement whenever it wants, with no notice period.'],
      'The supplier can walk away at will.',
    ),
  ]);
}
