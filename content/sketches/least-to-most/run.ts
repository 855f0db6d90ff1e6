// Scripted run of the least-to-most sketch: real decomposition parsing, ordered solving, history and
// arithmetic check; prepared model replies. The shipping figures are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { leastToMost, type Check } from './sketch.ts';

const problem =
  'A pallet holds 40 boxes. Each truck carries 18 pallets. We must ship 30,000 boxes and trucks leave every 2 hours from 06:00 on day 1. When does the last truck leave?';
const plan = [
  'How many boxes fit on one truck?',
  'How many trucks are needed for 30,000 boxes?',
  'At what time does the last of those trucks leave?',
].join('\n');
const answers = [
  '40 x 18 = 720\nANSWER: 720 boxes per truck',
  '30,000 / 720 = 41.67, and a part-load still needs a truck\nANSWER: 42 trucks',
  'Truck 1 leaves at 06:00 on day 1; truck 42 leaves 41 x 2 h = 82 h later\nANSWER: 16:00 on day 4',
];

// The code recomputes what it can: boxes per truck and the number of trucks.
const check: Check = (q, a) => {
  const n = Number(/[\d,]+/.exec(a)?.[0].replace(/,/g, ''));
  if (q.startsWith('How many boxes') && n !== 40 * 18) return `${n} is not 40 x 18 = 720`;
  if (q.startsWith('How many trucks') && n !== Math.ceil(30000 / 720))
    return `${n} trucks carry ${(n * 720).toLocaleString('en-US')} boxes, fewer than 30,000`;
  return null;
};
const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(9)} ${text}`);

export async function example(log: Log) {
  const model = scriptedModel([plan, ...answers]);
  log(`problem   ${problem}`);
  const result = await leastToMost(model.complete, problem, { check, onEvent: print(log) });
  log(`result    ${model.prompts.length} model calls; answer: ${result.answer ?? result.error}`);
}

export async function failure(log: Log) {
  // The solver rounds 41.67 trucks down. Without the check, subquestion 3 would build on 41 trucks
  // and answer 14:00. The check rejects the answer, the subquestion is asked once more, and the
  // corrected count flows into the last step.
  const model = scriptedModel([
    plan,
    answers[0],
    '30,000 / 720 = 41.67\nANSWER: 41 trucks',
    answers[1],
    answers[2],
  ]);
  log(`problem   ${problem}`);
  const result = await leastToMost(model.complete, problem, { check, onEvent: print(log) });
  log(`result    ${model.prompts.length} model calls; answer: ${result.answer ?? result.error}`);
}
