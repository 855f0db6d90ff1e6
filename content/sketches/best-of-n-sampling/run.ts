// Scripted run of the best-of-N sketch: real sampling loop, real test runs on the returned code,
// a model whose candidate implementations are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { bestOfN, type RunTests } from './sketch.ts';

const visible: [string, number][] = [
  ['1h30m', 5400],
  ['45s', 45],
  ['2h', 7200],
  ['10m5s', 605],
  ['0s', 0],
  ['1h1s', 3601],
];
const heldOut: [string, number][] = [
  ['3h15m', 11700],
  ['90m', 5400],
  ['59s', 59],
];

// Stand-in for a sandboxed test runner: evaluates the candidate in an isolated function scope.
const runTests: RunTests = async (code, which) => {
  const cases = which === 'visible' ? visible : heldOut;
  let fn: ((s: string) => number) | undefined;
  try {
    fn = new Function(`${code}; return parseDuration;`)() as (s: string) => number;
  } catch {
    return cases.map(([input]) => input);
  }
  return cases
    .filter(([input, want]) => {
      try {
        return fn(input) !== want;
      } catch {
        return true;
      }
    })
    .map(([input]) => input);
};

const block = (code: string) => `\`\`\`js\n${code}\n\`\`\``;
const correctLong = `function parseDuration(s) {
  let total = 0;
  for (const m of s.matchAll(/(\\d+)([hms])/g)) {
    const n = Number(m[1]);
    if (m[2] === 'h') total += n * 3600;
    else if (m[2] === 'm') total += n * 60;
    else total += n;
  }
  return total;
}`;
const hoursOnlyWrong = `function parseDuration(s) {
  const [h, m] = s.split(/[hm]/).map(Number);
  return (h || 0) * 3600 + (m || 0) * 60;
}`;
const correctShort = `function parseDuration(s) {
  const unit = { h: 3600, m: 60, s: 1 };
  return [...s.matchAll(/(\\d+)([hms])/g)].reduce((t, [, n, u]) => t + Number(n) * unit[u], 0);
}`;
const spec = {
  task: 'Parse a duration such as "1h30m" or "45s" into a number of seconds.',
  signature: 'parseDuration(s: string): number',
  examples: ['parseDuration("1h30m") === 5400', 'parseDuration("45s") === 45'],
  visibleTests: visible.length,
};

export async function example(log: Log) {
  const model = scriptedModel([
    block(correctLong),
    block(hoursOnlyWrong),
    block(correctShort),
    'I would use a regular expression here.',
  ]);
  log(
    `task      ${spec.signature}: ${visible.length} visible tests, ${heldOut.length} held-out tests`,
  );
  const result = await bestOfN(model.complete, runTests, spec, { n: 4, onEvent: log });
  log(
    `selected  sample ${result.winner?.index} (shortest of the samples that pass every visible test)`,
  );
  log(`result    ${model.prompts.length} model calls, returned sample ${result.winner?.index}`);
}

export async function failure(log: Log) {
  // One sample hard-codes the visible tests (reward hacking); the other misreads the format.
  const hardcoded = `function parseDuration(s) {
  return { '1h30m': 5400, '45s': 45, '2h': 7200, '10m5s': 605, '0s': 0, '1h1s': 3601 }[s];
}`;
  const model = scriptedModel([block(hardcoded), block(hoursOnlyWrong)]);
  log(
    `task      ${spec.signature}: ${visible.length} visible tests, ${heldOut.length} held-out tests`,
  );
  const result = await bestOfN(model.complete, runTests, spec, { n: 2, onEvent: log });
  log(
    result.winner
      ? `selected  sample ${result.winner.index}`
      : 'selected  none: no sample passes both test sets',
  );
  log(
    `result    ${model.prompts.length} model calls, no fix returned: escalate with ${result.candidates.length} test reports`,
  );
}
