// Scripted run of the hallucination detector: real per-claim loop, evidence check and actions; scripted model replies.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { detectHallucinations } from './sketch.ts';

const context =
  'Employees may carry over a maximum of five days of unused annual leave. ' +
  'Carried-over leave must be used by 31 March of the following year. ' +
  'Unused leave is not paid out when employment ends.';
const answer =
  'You can carry over up to 5 unused vacation days. Carried-over days expire on 31 March. ' +
  'Part-time staff receive the same carry-over allowance. Any unused days are paid out when you leave.';

async function run(log: Log, replies: string[]) {
  const model = scriptedModel(replies);
  log(`answer      ${answer}`);
  const { checks, shown } = await detectHallucinations(model.complete, answer, context);
  log(`claims      ${checks.length} claims from ${answer.match(/[.!?]/g)?.length} sentences`);
  for (const c of checks) {
    const quote = c.evidence ? ` "${c.evidence}"` : '';
    log(
      `claim ${c.sentence}     ${c.claim} -> ${c.verdict}${quote}${c.note ? ` (${c.note})` : ''}`,
    );
  }
  log(`shown       ${shown}`);
  const flagged = checks.filter((c) => c.verdict !== 'supported').length;
  log(
    `result      ${model.prompts.length} model calls, ${flagged} of ${checks.length} claims flagged`,
  );
}

const CLAIMS =
  '[{"sentence": 1, "claim": "Employees can carry over up to 5 unused vacation days."},' +
  ' {"sentence": 2, "claim": "Carried-over vacation days expire on 31 March."},' +
  ' {"sentence": 3, "claim": "Part-time staff receive the same carry-over allowance as full-time staff."},' +
  ' {"sentence": 4, "claim": "Unused vacation days are paid out when an employee leaves."}]';

export async function example(log: Log) {
  await run(log, [
    CLAIMS,
    '{"verdict": "supported", "evidence": "Employees may carry over a maximum of five days of unused annual leave."}',
    '{"verdict": "supported", "evidence": "Carried-over leave must be used by 31 March of the following year."}',
    '{"verdict": "not_found", "evidence": ""}',
    '{"verdict": "contradicted", "evidence": "Unused leave is not paid out when employment ends."}',
  ]);
}

export async function failure(log: Log) {
  // The verifier calls claim 3 supported and invents a quote to back it: the quote check catches it.
  await run(log, [
    CLAIMS,
    '{"verdict": "supported", "evidence": "Employees may carry over a maximum of five days of unused annual leave."}',
    '{"verdict": "supported", "evidence": "Carried-over leave must be used by 31 March of the following year."}',
    '{"verdict": "supported", "evidence": "Part-time employees receive the same carry-over allowance."}',
    '{"verdict": "contradicted", "evidence": "Unused leave is not paid out when employment ends."}',
  ]);
}
