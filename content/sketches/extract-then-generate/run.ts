// Scripted run of the extract-then-generate sketch: real verification and citation check; prepared
// model replies. The contract text is illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { extractThenGenerate, type Section } from './sketch.ts';

const question =
  'What notice is needed to terminate the Acme supply agreement, for convenience and for breach?';
const sections: Section[] = [
  {
    id: '9',
    text: 'Prices are fixed for the Initial Term. Any change requires a written amendment signed by both parties.',
  },
  {
    id: '14',
    text: 'Either party may terminate this Agreement for convenience on ninety (90) days written notice. Either party may terminate for material breach if the breach is not cured within thirty (30) days of written notice describing it.',
  },
  {
    id: '22',
    text: 'Notices must be sent by registered post or courier to the addresses in Schedule 1. Email notices are not valid.',
  },
];

export async function example(log: Log) {
  const model = scriptedModel([
    '{"quotes": []}',
    '{"quotes": ["Either party may terminate this Agreement for convenience on ninety (90) days written notice.", "Either party may terminate for material breach if the breach is not cured within thirty (30) days of written notice describing it.", "A party may end the contract for breach with 30 days notice."]}',
    '{"quotes": ["Notices must be sent by registered post or courier to the addresses in Schedule 1.", "Email notices are not valid."]}',
    'For convenience: 90 days written notice [q1]. For breach: termination is possible if the breach is not cured within 30 days of a written notice describing it [q2]. Notice must go by registered post or courier; email does not count [q3][q4].',
  ]);
  log(`question    ${question}`);
  const r = await extractThenGenerate(model.complete, sections, question, { log });
  log(`answer      ${r.answer}`);
  log(
    `result      ${model.prompts.length} model calls; the answer prompt held ${r.quotes.length} quotes, not the contract`,
  );
}

export async function failure(log: Log) {
  // Every "quote" the model returns is a paraphrase: nothing verifies, so nothing is generated.
  const model = scriptedModel([
    '{"quotes": []}',
    '{"quotes": ["The contract can be ended on three months notice.", "Breach gives a 30-day cure period."]}',
    '{"quotes": []}',
  ]);
  log(`question    ${question}`);
  const r = await extractThenGenerate(model.complete, sections, question, { log });
  log(`answer      ${r.answer}`);
  log(
    `result      ${model.prompts.length} model calls; the paraphrases never reached an answer prompt`,
  );
}
