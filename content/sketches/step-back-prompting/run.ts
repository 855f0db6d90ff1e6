// Scripted run of the step-back sketch: real keyword retrieval with access rules over a small
// policy store, real citation checks, and a model whose replies are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { stepBack, type Doc, type Retrieve, type StepBackEvent } from './sketch.ts';

const store: (Doc & { readers: string })[] = [
  {
    id: 'sabbatical-leave',
    readers: 'all',
    text: 'Sabbatical leave: after 3 years of continuous service an employee may take up to 3 months of unpaid sabbatical.',
  },
  {
    id: 'group-service',
    readers: 'all',
    text: 'Continuous service across group entities: service in any group company, in any country, counts towards service-based benefits if the gap between employments is 30 days or less.',
  },
  {
    id: 'lisbon-office',
    readers: 'all',
    text: 'Lisbon office: local public holidays, working hours and the office sabbatical contact.',
  },
  {
    id: 'berlin-relocation',
    readers: 'all',
    text: 'Berlin office: relocation checklist for employees who moved from another office.',
  },
  {
    id: 'exec-benefits',
    readers: 'hr-leads',
    text: 'Executive terms: service-based benefits for directors in any group company, including paid sabbaticals.',
  },
];
const groups: Record<string, string[]> = { 'u-1842': ['all'] };
const words = (s: string) => new Set(s.toLowerCase().match(/[a-z]{4,}/g) ?? []);

// Keyword search that filters by the reader's groups before ranking, and logs what it withheld.
const searchFor =
  (log: Log): Retrieve =>
  async (query, userId) => {
    const q = words(query);
    const scored = store
      .map((d) => ({ d, score: [...words(d.text)].filter((w) => q.has(w)).length }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score);
    const hidden = scored.filter((x) => !groups[userId]?.includes(x.d.readers));
    if (hidden.length)
      log(`access     withheld from ${userId}: ${hidden.map((x) => x.d.id).join(', ')}`);
    return scored
      .filter((x) => groups[userId]?.includes(x.d.readers))
      .slice(0, 3)
      .map(({ d }) => ({ id: d.id, text: d.text }));
  };

const question =
  'I worked in the Lisbon office from September 2022 to 30 June 2024 and moved to the Berlin office on 1 July 2024. Does my Lisbon time count towards the 3-year sabbatical eligibility?';
const stepBackQ =
  'How is service in other group companies or countries counted towards service-based benefits?';
const print = (log: Log) => (e: StepBackEvent) => log(`${e.kind.padEnd(10)} ${e.text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    stepBackQ,
    [
      'Principle: service in any group company, in any country, counts if the gap is 30 days or less (group-service).',
      'Applied: Lisbon ended on 30 June 2024 and Berlin began on 1 July 2024, a gap of one day, so the Lisbon time counts.',
      'With it, continuous service began in September 2022, more than 3 years ago, which meets the sabbatical rule (sabbatical-leave).',
      'ANSWER: yes [group-service, sabbatical-leave]',
    ].join('\n'),
  ]);
  log(`question   ${question}`);
  const result = await stepBack(model.complete, searchFor(log), question, 'u-1842', {
    onEvent: print(log),
  });
  log(
    `result     ${result.answer ? 'shown' : 'withheld'}; ${model.prompts.length} model calls, 2 searches`,
  );
}

export async function failure(log: Log) {
  // The model answers the principle from memory instead of from the sections: a confident rule
  // with no citation. The check refuses to show it.
  const model = scriptedModel([
    stepBackQ,
    [
      'Principle: service abroad does not count towards sabbatical eligibility; only service in the current office does.',
      'Applied: the Berlin service since July 2024 is under 3 years, so you are not yet eligible.',
      'ANSWER: no []',
    ].join('\n'),
  ]);
  log(`question   ${question}`);
  const result = await stepBack(model.complete, searchFor(log), question, 'u-1842', {
    onEvent: print(log),
  });
  log(
    `result     ${result.answer ? 'shown' : 'withheld'}; ${model.prompts.length} model calls, 2 searches`,
  );
}
