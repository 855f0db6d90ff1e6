// Scripted run of the citation check: real parsing, quote check, precision test and repair; a scripted judge.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { checkCitations } from './sketch.ts';

const passages: Record<string, string> = {
  '1': 'The lease term is twelve months from 1 March 2026.',
  '2': "Either party may end the tenancy by giving thirty (30) days' notice.",
  '3': 'Any notice under this lease must be given in writing.',
  '4': 'Notice by email is acceptable if the lease so provides.',
};

async function run(log: Log, answer: string, verdicts: string[]) {
  const model = scriptedModel(verdicts);
  log(`answer      ${answer}`);
  const out = await checkCitations(model.complete, answer, passages);
  for (const f of out.findings)
    log(`finding     sentence ${f.sentence}: ${f.problem} (${f.detail})`);
  log(`repaired    ${out.repaired}`);
  log(
    `result      ${model.prompts.length} judge calls, citation recall ${out.recall.toFixed(2)}, precision ${out.precision.toFixed(2)}`,
  );
}

export async function example(log: Log) {
  await run(
    log,
    'The notice period is 30 days [2]. Notice must be given in writing [2][3]. Email counts as written notice [4]. The tenant may terminate early if the unit is uninhabitable.',
    // s1 with [2]; s2 with [2][3]; s2 without [2]; s2 without [3]; s3 with [4]
    ['SUPPORTED', 'SUPPORTED', 'SUPPORTED', 'NOT_SUPPORTED', 'PARTIAL'],
  );
}

export async function failure(log: Log) {
  // A fabricated source number and a misquote: both are caught by code before any judge call.
  await run(
    log,
    'Notice must be "given by registered post" [3]. Late rent incurs a 5% fee [7].',
    [],
  );
}
