// Scripted run of the Reflexion sketch: the real trial loop and a real test run on each attempt,
// with a model whose attempts and lessons are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { reflexion, type Evaluate, type TrialEvent } from './sketch.ts';

const cases: [string, string | null][] = [
  ['Hello World', 'hello-world'],
  ['  Trim me  ', 'trim-me'],
  ['Crème Brûlée', 'creme-brulee'],
  ['Rock & Roll', 'rock-roll'],
  ['a--b', 'a-b'],
  ['Q3 2026 Plan', 'q3-2026-plan'],
  ['Déjà vu!', 'deja-vu'],
  ['!!!', null], // null: must throw
];

// Stand-in for a sandboxed test runner: evaluates the attempt in an isolated function scope.
const runTests: Evaluate = async (code) => {
  let fn: (s: string) => string;
  try {
    fn = new Function(`${code}; return slugify;`)() as (s: string) => string;
  } catch (e) {
    return {
      passed: false,
      feedback: `0/${cases.length} passed; the code does not load: ${String(e)}`,
    };
  }
  const failures: string[] = [];
  const failed: string[] = [];
  for (const [input, want] of cases) {
    let got: string;
    try {
      got = JSON.stringify(fn(input));
    } catch {
      got = 'an error';
    }
    const expected = want === null ? 'an error' : JSON.stringify(want);
    if (got === expected) continue;
    failed.push(JSON.stringify(input));
    failures.push(`slugify(${JSON.stringify(input)}) gave ${got}, expected ${expected}`);
  }
  const summary = `${cases.length - failures.length}/${cases.length} passed`;
  return {
    passed: failures.length === 0,
    feedback: failures.length
      ? `${summary}; failing: ${failed.join(', ')}\n${failures.join('\n')}`
      : summary,
  };
};

const spacesOnly = String.raw`function slugify(title) {
  return title.toLowerCase().trim().replace(/\s+/g, '-');
}`;
const noEmptyCheck = String.raw`function slugify(title) {
  return title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}`;
const complete = String.raw`function slugify(title) {
  const slug = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  if (!slug) throw new Error('title has no letters or digits');
  return slug;
}`;
const lessonAccents =
  "I only replaced spaces, so accents, punctuation and doubled hyphens survived. Strip accents with normalize('NFD') and drop the combining marks, then turn every run of characters outside a-z and 0-9 into one hyphen and trim hyphens at both ends.";
const lessonEmpty =
  'A title with no letters or digits gave an empty slug instead of an error. Check the result and throw when it is empty, as the task says.';

const task =
  'slugify(title): lowercase ASCII words joined by single hyphens, accents removed, other characters dropped; throw if the title has no letters or digits.';
const body = (code: string) =>
  code
    .split('\n')
    .slice(1, -1)
    .map((l) => l.trim())
    .join(' ');
const print = (log: Log) => (e: TrialEvent) =>
  log(`${`${e.kind} ${e.trial}`.padEnd(10)} ${e.kind === 'attempt' ? body(e.text) : e.text}`);

export async function example(log: Log) {
  const model = scriptedModel([spacesOnly, lessonAccents, noEmptyCheck, lessonEmpty, complete]);
  log(`task       ${task}`);
  const result = await reflexion(model.complete, runTests, task, { onEvent: print(log) });
  log(
    `result     passed on trial ${result.trials}; ${model.prompts.length} model calls; ${result.lessons.length} lessons kept`,
  );
}

export async function failure(log: Log) {
  // The lesson does not change the attempt, and the model writes the same lesson again: the loop stops.
  const model = scriptedModel([spacesOnly, lessonAccents, spacesOnly, lessonAccents]);
  log(`task       ${task}`);
  const result = await reflexion(model.complete, runTests, task, { onEvent: print(log) });
  log(
    `result     stopped after trial ${result.trials} (${result.stopped}); ${model.prompts.length} model calls`,
  );
}
