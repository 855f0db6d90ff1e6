// Scripted run of the meta-prompting sketch: real conductor loop, fresh expert prompts and budget;
// prepared model replies. The ETL scenario and its numbers are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { conduct } from './sketch.ts';

const task =
  'Draft a one-page brief: should we move our nightly ETL (40 jobs with dependencies, run by cron) to a workflow orchestrator?';

export async function example(log: Log) {
  const model = scriptedModel([
    'EXPERT Data Engineer:\nList the failure modes of running 40 interdependent nightly ETL jobs from cron. Be specific and brief.',
    '1. No dependency handling: jobs start on a clock, not when inputs are ready. 2. No retries. 3. Silent failures. 4. No backfill. 5. Overlapping runs. 6. No lineage.',
    'EXPERT Operations Analyst:\nFor each failure mode below, estimate on-call effort per quarter with cron versus a workflow orchestrator, stating assumptions.\n1. No dependency handling ... 6. No lineage.',
    'Assuming 3 incidents a month: cron about 9 engineer-days a quarter, an orchestrator about 3 after a 15-day migration. Assumptions: incident rate, migration size.',
    'EXPERT Reviewer:\nCheck this draft brief for claims its evidence does not support. Draft: <draft with both expert answers>',
    'Two issues: "eliminates incidents" is unsupported (say "reduces"); the 15-day migration needs its assumption stated.',
    'FINAL ANSWER:\nRecommendation: migrate. Cron lacks dependency handling, retries and backfill (6 failure modes). Estimated on-call effort falls from about 9 to about 3 engineer-days a quarter, after a migration of about 15 days, assuming 3 incidents a month.',
  ]);
  log(`task        ${task}`);
  const r = await conduct(model.complete, task, { log });
  log(
    `result      ${model.prompts.length} model calls (4 conductor, ${r.experts} experts); answer: ${r.answer?.slice(0, 40)}...`,
  );
}

export async function failure(log: Log) {
  // The conductor keeps delegating: the code, not the prompt, ends the run.
  const ask = (n: number) => `EXPERT Data Engineer:\nRevisit failure mode ${n} in more depth.`;
  const model = scriptedModel([
    ask(1),
    'Detail 1.',
    ask(2),
    'Detail 2.',
    ask(3),
    'Detail 3.',
    ask(4),
    ask(5),
  ]);
  log(`task        ${task}`);
  const r = await conduct(model.complete, task, { budget: 3, log });
  log(`stopped     ${r.stopped}`);
  log(
    `result      ${model.prompts.length} model calls, ${r.experts} experts, no answer: the analyst is told the run hit its budget`,
  );
}
