// Scripted run of the self-consistency sketch: the real parsing, normalising, vote and routing,
// with a model whose sampled chains are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { EXCESS_PROMPT, selfConsistency, type VoteEvent } from './sketch.ts';

const policy = `4.2 Own damage. Excess: EUR 250 for private cars; EUR 500 for vans and light trucks.
4.3 Young drivers. An extra EUR 300 applies when the driver is under 25.
6.1 Glass only. Excess: EUR 75.`;
const claim = 'Private car, driver aged 41, rear bumper damaged in a car park.';
const prompt = EXCESS_PROMPT.replace('{policy}', policy).replace('{claim}', claim);

// "€250", "250 EUR" and "EUR 250.00" are one answer; NOT FOUND is an answer too; anything else is not.
const normalise = (raw: string) => {
  if (/^not found$/i.test(raw)) return 'NOT FOUND';
  const amount = /(\d+(?:[.,]\d{2})?)/.exec(raw.replace(/,(?=\d{3})/g, ''));
  if (!amount || !/eur|€/i.test(raw)) return null;
  return `${Number(amount[1].replace(',', '.'))} EUR`;
};
const print = (log: Log) => (e: VoteEvent) => log(`${e.kind.padEnd(7)} ${e.text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    'Section 4.2 covers own damage to a private car. The driver is 41, so 4.3 does not apply.\nANSWER: 250 EUR',
    'Bumper damage is own damage (4.2); private car rate. No young-driver extra.\nANSWER: €250',
    'The vehicle is a car; 4.2 gives EUR 500 for vans and trucks.\nANSWER: 500 EUR',
    'Own damage, private car: EUR 250. Driver over 25.\nANSWER: EUR 250.00',
    'Section 4.2 applies; private cars pay 250.\nANSWER: 250 EUR',
  ]);
  log(`claim   ${claim} 5 samples at temperature 0.7`);
  const result = await selfConsistency(model.complete, prompt, normalise, { onEvent: print(log) });
  log(
    `result  ${result.route} (majority: ${result.answer ?? 'none'}); ${model.prompts.length} model calls`,
  );
}

export async function failure(log: Log) {
  // The chains scatter: the claim mentions a windscreen as well, and the samples disagree on the
  // section. No answer reaches the threshold, so a claims handler decides.
  const glass = 'Private car, driver aged 22, windscreen and bonnet damaged by a falling branch.';
  const model = scriptedModel([
    'Windscreen damage is glass only (6.1).\nANSWER: 75 EUR',
    'Own damage to a private car (4.2), plus 300 for a driver under 25 (4.3).\nANSWER: 550 EUR',
    'Own damage 4.2 for the bonnet: EUR 250. The young-driver extra applies.\nANSWER: 550 EUR',
    'Glass and body damage together; 4.2 applies to the bonnet.\nANSWER: 250 EUR',
    'The policy does not say which excess applies when glass and body are both damaged.\nANSWER: NOT FOUND',
  ]);
  log(`claim   ${glass} 5 samples at temperature 0.7`);
  const result = await selfConsistency(
    model.complete,
    EXCESS_PROMPT.replace('{policy}', policy).replace('{claim}', glass),
    normalise,
    {
      onEvent: print(log),
    },
  );
  log(
    `result  ${result.route} (majority: ${result.answer ?? 'none'}); ${model.prompts.length} model calls`,
  );
}
