// Scripted run of the Corrective RAG sketch: real grading thresholds and refinement, prepared model replies.
// The policy texts, day counts and scores are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { correctiveRag, type Doc } from './sketch.ts';

const HR_INDEX: Doc[] = [
  {
    id: 'hr-12',
    text: 'Employees receive 16 weeks of paid parental leave. Leave must start within a year of the birth.',
  },
  { id: 'hr-14', text: 'Employees may take up to 10 days of unpaid carer leave per year.' },
  { id: 'hr-03', text: 'Holiday requests go through the HR portal at least two weeks ahead.' },
];
const CONTRACTOR_HANDBOOK: Doc[] = [
  {
    id: 'ch-7',
    text: 'Contractors are not covered by the employee leave policy. Their agency pays parental leave under the agency agreement. Invoices are paid within 30 days of receipt. Contractors engaged for over 12 months may pause their engagement for up to 26 weeks. The pause must be agreed with the hiring manager.',
  },
];
const question = 'How many days of parental leave do contractors get?';

async function run(log: Log, replies: string[], handbook: Doc[]) {
  const model = scriptedModel(replies);
  log(`question    ${question}`);
  const retrieve = async (q: string) => (log(`retrieve    HR policy index: "${q}"`), HR_INDEX);
  const fallback = async (q: string) => (
    log(`fallback    contractor handbook index: "${q}"`),
    handbook
  );
  const result = await correctiveRag(question, model.complete, retrieve, fallback, log);
  log(`answer      ${result.answer}`);
  log(`result      action ${result.action}, ${model.prompts.length} model calls`);
}

export async function example(log: Log) {
  await run(
    log,
    [
      '0.3',
      '0.2',
      '0',
      'contractor parental leave pause engagement agency agreement',
      '0.85',
      '[1, 2, 4, 5]',
      'Contractors are not covered by the employee policy: their agency pays parental leave (ch-7). If engaged for over 12 months, you may pause the engagement for up to 26 weeks, agreed with your hiring manager (ch-7).',
    ],
    CONTRACTOR_HANDBOOK,
  );
}

export async function failure(log: Log) {
  // The fallback has nothing either: the code refuses instead of answering from employee policy.
  await run(
    log,
    ['0.3', '0.2', '0', 'contractor parental leave policy', '0.1'],
    [{ id: 'ch-2', text: 'Contractors submit timesheets every Friday.' }],
  );
}
