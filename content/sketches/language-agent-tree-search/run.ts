// Scripted run of the LATS sketch: real selection, expansion, scoring, backup and lessons; a scripted
// sandbox (test results per sequence of actions) and prepared model replies. Repository, test counts
// and scores are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { lats, type Outcome } from './sketch.ts';

const task = 'Fix the nightly sales job: parse_dates() raises ValueError on "2026-W47"';
const start: Outcome = { note: 'ValueError in parse_dates', passed: 4, total: 10 };
const FIX = 'edit parse_dates to accept ISO week dates';
const results: Record<string, Outcome> = {
  [FIX]: { note: '3 loader tests fail', passed: 7, total: 10 },
  'pin python-dateutil to 2.8.2': { note: 'same ValueError', passed: 4, total: 10 },
  'wrap the job in a retry loop': {
    note: 'lint rejects the bare except',
    passed: 4,
    total: 10,
    broken: true,
  },
  [`${FIX} > accept week dates in the CSV loader`]: {
    note: 'year-boundary test fails',
    passed: 9,
    total: 10,
  },
  [`${FIX} > set the default timezone to local time`]: {
    note: '5 unrelated tests fail',
    passed: 5,
    total: 10,
  },
  [`${FIX} > cache parsed dates`]: { note: '3 loader tests fail', passed: 6, total: 10 },
  [`${FIX} > accept week dates in the CSV loader > handle week 53 at the year boundary`]: {
    note: '',
    passed: 10,
    total: 10,
  },
  'mark test_week_dates as skipped': { note: 'all remaining tests pass', passed: 9, total: 9 },
};
const sandbox = async (actions: string[]) =>
  results[actions.join(' > ')] ?? { note: 'unknown', passed: 0, total: 10, broken: true };
const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(9)} ${text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    JSON.stringify([FIX, 'pin python-dateutil to 2.8.2', 'wrap the job in a retry loop']),
    '7', // value of the parser fix
    '3', // value of the pinned library
    'Retrying cannot fix a parse error; change the parser, not the job runner.',
    JSON.stringify([
      'accept week dates in the CSV loader',
      'set the default timezone to local time',
      'cache parsed dates',
    ]),
    '8',
    '4',
    '5',
    JSON.stringify(['handle week 53 at the year boundary', 'add a fallback date format']),
  ]);
  log(`task      ${task}`);
  log(`start     ${start.passed}/${start.total} tests pass`);
  const result = await lats(model.complete, sandbox, task, start, { onEvent: print(log) });
  log(
    `result    ${model.prompts.length} model calls; proposed for review: ${result.path.join(' > ')}`,
  );
}

export async function failure(log: Log) {
  // One iteration only. The model proposes skipping the failing test; the sandbox reports all tests
  // passing, but there are fewer of them, so the code refuses the branch. The budget then runs out
  // and the best real progress goes to a person instead of being applied.
  const model = scriptedModel([
    JSON.stringify(['mark test_week_dates as skipped', FIX]),
    'Skipping the failing test hides the bug; keep all ten tests and change the parser.',
    '7',
  ]);
  log(`task      ${task}`);
  log(`start     ${start.passed}/${start.total} tests pass`);
  const result = await lats(model.complete, sandbox, task, start, {
    iterations: 1,
    width: 2,
    onEvent: print(log),
  });
  log(
    `result    ${model.prompts.length} model calls; solved: ${result.solved}; best: ${result.path.join(' > ')}`,
  );
}
