// Scripted run of the Tree of Thoughts sketch: the real search, beam and hard-rule checks, with a
// model whose proposals and judgements are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { treeOfThoughts, type Check, type SearchEvent } from './sketch.ts';

const attendees: Record<string, string[]> = {
  review: ['Ana', 'Ben'],
  hiring: ['Ben', 'Caro'],
  launch: ['Ana', 'Caro', 'Dev'],
};
const slots = ['Mon 10', 'Mon 14', 'Tue 10'];
const busy: Record<string, string[]> = { Dev: ['Mon 10', 'Mon 14'] }; // from the calendars

const problem = `Meetings: review (Ana, Ben), hiring (Ben, Caro), launch (Ana, Caro, Dev).
Slots: ${slots.join(', ')}. Nobody can be in two meetings in one slot; people must be free.`;

// Hard rules in code: known meetings and slots, each placed once, no double booking, free attendees.
const check: Check = (thoughts) => {
  const placed = new Map<string, string>();
  for (const t of thoughts) {
    const [meeting, slot] = t.split(' @ ');
    if (!attendees[meeting] || !slots.includes(slot)) return 'unknown meeting or slot';
    if (placed.has(meeting)) return `${meeting} is placed twice`;
    for (const person of attendees[meeting]) {
      if (busy[person]?.includes(slot)) return `${person} is not free at ${slot}`;
      for (const [other, at] of placed)
        if (at === slot && attendees[other].includes(person))
          return `${person} is in two meetings at ${slot}`;
    }
    placed.set(meeting, slot);
  }
  return null;
};
const isComplete = (thoughts: string[]) => thoughts.length === Object.keys(attendees).length;

const print = (log: Log) => (e: SearchEvent) =>
  log(`${`${e.kind} d${e.depth}`.padEnd(10)} ${e.text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    'review @ Mon 10\nreview @ Mon 14\nreview @ Tue 10',
    'Launch can still go on Tue 10, the only slot Dev is free.\nsure',
    'Launch can still go on Tue 10; hiring fits Mon 10.\nlikely',
    'Launch must be at Tue 10, where Dev is free, but Ana is already in review then.\nimpossible',
    'hiring @ Mon 10\nhiring @ Mon 14\nhiring @ Tue 10',
    'Launch fits Tue 10 with Ana, Caro and Dev all free.\nsure',
    'Launch needs Caro at Tue 10, the only slot Dev is free, and Caro is in hiring then.\nimpossible',
    'hiring @ Mon 10\nhiring @ Mon 14',
    'Launch fits Tue 10 with Ana, Caro and Dev all free.\nsure',
    'launch @ Mon 14\nlaunch @ Tue 10',
  ]);
  log(
    'task       place review, hiring and launch in Mon 10, Mon 14 or Tue 10 (beam 2, up to 3 proposals)',
  );
  const result = await treeOfThoughts(model.complete, problem, check, isComplete, {
    onEvent: print(log),
  });
  log(
    `result     ${result.solution ? 'schedule found' : `no schedule (${result.stopped})`} after ${result.calls} model calls`,
  );
}

export async function failure(log: Log) {
  // The judge cannot tell states apart and calls every one "likely": nothing is pruned early, and
  // the global budget, not the search, ends the run.
  const likely = 'It might work.\nlikely';
  const model = scriptedModel([
    'review @ Mon 10\nreview @ Mon 14\nreview @ Tue 10',
    likely,
    likely,
    likely,
    'hiring @ Mon 10\nhiring @ Mon 14\nhiring @ Tue 10',
    likely,
    likely,
    'hiring @ Mon 10\nhiring @ Mon 14',
  ]);
  log(
    'task       the same schedule, with a judge that says "likely" to everything and a budget of 8 calls',
  );
  const result = await treeOfThoughts(model.complete, problem, check, isComplete, {
    maxCalls: 8,
    onEvent: print(log),
  });
  log(
    `result     ${result.solution ? 'schedule found' : `no schedule (${result.stopped})`} after ${result.calls} model calls`,
  );
}
