// Scripted run of the analogical-prompting sketch: real parsing, duplicate check, test gate and retry;
// prepared model replies and a scripted test runner. The problem and tests are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { analogicalSolve, type RunTests } from './sketch.ts';

const problem =
  'Given a list of meeting intervals [start, end), find the minimum number of rooms needed.';
const SWEEP = [
  'def min_rooms(meetings):',
  '    starts = sorted(s for s, _ in meetings)',
  '    ends = sorted(e for _, e in meetings)',
  '    rooms = busiest = j = 0',
  '    for s in starts:',
  '        while j < len(ends) and ends[j] <= s:',
  '            j, rooms = j + 1, rooms - 1',
  '        rooms += 1',
  '        busiest = max(busiest, rooms)',
  '    return busiest',
].join('\n');
const MERGE = [
  'def min_rooms(meetings):',
  '    merged = []',
  '    for s, e in sorted(meetings):',
  '        if merged and s < merged[-1][1]:',
  '            merged[-1][1] = max(merged[-1][1], e)',
  '        else:',
  '            merged.append([s, e])',
  '    return len(merged)',
].join('\n');
const reply = (exemplars: string[], idea: string, solution: string) =>
  ['## Relevant problems', ...exemplars, '## Key idea', idea, '### FINAL', solution].join('\n');

// Stand-in for running the user's four test cases in a sandbox: the merge method fails them.
const runTests: RunTests = async (solution) =>
  solution.includes('merged.append')
    ? {
        passed: 0,
        total: 4,
        failure: 'min_rooms([[0, 30], [5, 10], [15, 20]]) returned 1, expected 2',
      }
    : { passed: 4, total: 4 };
const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(9)} ${text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    reply(
      [
        '1. Merge overlapping intervals: sort by start and extend the current interval while the next overlaps.',
        '2. Maximum overlapping points: turn intervals into +1 and -1 events, sort them, track the running count.',
      ],
      'Sweep over sorted start and end times; the highest running count is the number of rooms.',
      SWEEP,
    ),
  ]);
  log(`problem   ${problem}`);
  const result = await analogicalSolve(model.complete, runTests, problem, { onEvent: print(log) });
  log(
    `result    ${result.calls} model call; reply sent with the tested solution, exemplars kept in the log`,
  );
}

export async function failure(log: Log) {
  // The model recalls the same problem twice, copies its method, and the solution counts merged
  // blocks instead of rooms. The tests catch it; the retry note names the failing case.
  const model = scriptedModel([
    reply(
      [
        '1. Merge overlapping intervals: sort by start and extend the current interval while the next overlaps.',
        '2. Merging overlapping intervals: sort, then combine intervals that overlap.',
      ],
      'Merge the overlapping meetings; each merged block needs one room.',
      MERGE,
    ),
    reply(
      [
        '1. Maximum overlapping points: turn intervals into +1 and -1 events, sort them, track the running count.',
        '2. Car pooling capacity: add passengers at pick-up, remove them at drop-off, check the peak load.',
      ],
      'Sweep over sorted start and end times; the highest running count is the number of rooms.',
      SWEEP,
    ),
  ]);
  log(`problem   ${problem}`);
  const result = await analogicalSolve(model.complete, runTests, problem, { onEvent: print(log) });
  log(
    `result    ${result.calls} model calls; ${result.solution ? 'reply sent after the retry passed' : 'no reply sent'}`,
  );
}
