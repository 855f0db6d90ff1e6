// Scripted run of the Graph of Thoughts sketch: real graph, scoring, keep-best and refine checks;
// prepared model replies. The regions, rules and periods are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { mergeGraph } from './sketch.ts';

const EU = [
  'Keep invoices for at least 10 years [EU-1]',
  'Keep payroll records for at least 6 years [EU-2]',
];
const UK = [
  'Keep invoices for at least 6 years [UK-1]',
  'Keep access logs for at least 1 year [UK-2]',
];
const US = [
  'Keep invoices for at least 7 years [US-1]',
  'Keep payroll records for at least 4 years [US-2]',
];
const APAC = [
  'Keep access logs for at least 2 years [AP-1]',
  'Keep payroll records for at least 7 years [AP-2]',
];

const lines = (...l: string[]) => l.join('\n');
const EU_UK = lines(
  'CONFLICT: invoices 10 years or 6 years [EU-1, UK-1]',
  'Keep payroll records for at least 6 years [EU-2]',
  'Keep access logs for at least 1 year [UK-2]',
);
const EU_UK_SMOOTHED = lines(
  'Keep invoices for at least 10 years [EU-1]', // UK-1 silently dropped
  'Keep payroll records for at least 6 years [EU-2]',
  'Keep access logs for at least 1 year [UK-2]',
);
const US_APAC = lines(
  'Keep invoices for at least 7 years [US-1]',
  'CONFLICT: payroll records 4 years or 7 years [US-2, AP-2]',
  'Keep access logs for at least 2 years [AP-1]',
);
const US_APAC_LOSSY = lines(
  'Keep invoices for at least 7 years [US-1]',
  'Keep payroll records for at least 7 years [US-2, AP-2]',
);
const ALL = lines(
  'CONFLICT: invoices 10 years, 6 years or 7 years [EU-1, UK-1, US-1]',
  'CONFLICT: payroll records 6 years, 4 years or 7 years [EU-2, US-2, AP-2]',
  'CONFLICT: access logs 1 year or 2 years [UK-2, AP-1]',
);
const ALL_LOSSY = lines(
  'CONFLICT: invoices 10 years or 7 years [EU-1, US-1]',
  'CONFLICT: payroll records 6 years, 4 years or 7 years [EU-2, US-2, AP-2]',
  'CONFLICT: access logs 1 year or 2 years [UK-2, AP-1]',
);
const print = (log: Log) => (kind: string, text: string) => log(`${kind.padEnd(8)} ${text}`);

export async function example(log: Log) {
  const model = scriptedModel([
    EU_UK_SMOOTHED,
    EU_UK,
    US_APAC,
    US_APAC_LOSSY,
    ALL_LOSSY,
    ALL,
    lines(
      'Keep invoices for at least 10 years [EU-1, UK-1, US-1]',
      'Keep payroll records for at least 7 years [EU-2, US-2, AP-2]',
      'Keep access logs for at least 2 years [UK-2, AP-1]',
    ),
  ]);
  log('inputs   4 regional policies (EU, UK, US, APAC as AP), 8 rules with ids');
  const { final, needsReview } = await mergeGraph(model.complete, [EU, UK, US, APAC], {
    onEvent: print(log),
  });
  final.text.split('\n').forEach((l) => log(`final    ${l}`));
  log(
    `result   ${model.prompts.length} model calls; flagged for the lawyer: ${needsReview.length ? needsReview.join('; ') : 'none'}`,
  );
}

export async function failure(log: Log) {
  // The refine step "resolves" the invoice conflict with the shorter period. The code checks each
  // resolved line against its sources, refuses the refinement and keeps the conflict for a person.
  const model = scriptedModel([
    EU_UK,
    EU_UK_SMOOTHED,
    lines(
      'Keep invoices for at least 6 years [EU-1, UK-1]',
      'Keep payroll records for at least 6 years [EU-2]',
      'Keep access logs for at least 1 year [UK-2]',
    ),
  ]);
  log('inputs   2 regional policies (EU, UK), 4 rules with ids');
  const { final, needsReview } = await mergeGraph(model.complete, [EU, UK], {
    onEvent: print(log),
  });
  final.text.split('\n').forEach((l) => log(`final    ${l}`));
  log(`review   ${needsReview.join('; ')}`);
}
