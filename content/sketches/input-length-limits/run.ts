// Scripted run of the length-limit sketch: real caps and budgets, a 4-characters-per-token stand-in tokenizer.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { answer, type CountTokens } from './sketch.ts';

function tokenizer() {
  const counter = { calls: 0 };
  const count: CountTokens = (text) => {
    counter.calls++;
    return Math.ceil(text.length / 4); // stand-in for the target model's tokenizer
  };
  return { count, counter };
}
const sentences = (label: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${label} sentence ${i + 1} of ${n}, about the termination terms.`,
  ).join(' ');

export async function example(log: Log) {
  const model = scriptedModel([
    'Clause 14.2 allows termination on 90 days written notice [chunk 1]. The supplier table is incomplete (more available), so I cannot confirm the notice address.',
  ]);
  const { count, counter } = tokenizer();
  const pasted = 'ERROR 2026-11-24 vpn timeout\n'.repeat(55_000); // a pasted log of about 400,000 tokens
  log(`input       chat message of ${pasted.length.toLocaleString('en')} characters`);
  const first = await answer(model.complete, count, {
    message: pasted,
    history: [],
    chunks: [],
    toolResults: [],
  });
  log(
    `rejected    ${first.rejected} (tokenizer calls: ${counter.calls}, model calls: ${model.prompts.length})`,
  );
  log('reply       Too long for chat: upload it as a file, where it is split and summarised.');
  const question = 'Can we terminate the supply contract early, and where do we send notice?';
  log(`input       ${question}`);
  const chunk = sentences('Clause 14', 80); // about 1,260 tokens
  const table = sentences('Supplier row', 500); // about 8,000 tokens
  log(
    `sources     chunk ${count(chunk)} tokens (cap 800), tool result ${count(table)} tokens (cap 4,000)`,
  );
  const second = await answer(model.complete, count, {
    message: question,
    history: [],
    chunks: [chunk],
    toolResults: [table],
  });
  for (const n of second.notes) log(`limit       ${n}`);
  log(`prompt      ${count(model.prompts[0]).toLocaleString('en')} tokens (budget 12,000)`);
  log(`reply       ${second.reply}`);
  log(`result      ${model.prompts.length} model call for 2 requests`);
}

export async function failure(log: Log) {
  // History creep: every message is under its cap, the conversation is not.
  const model = scriptedModel([
    'Yes: clause 9 caps liability at the fees paid in the last 12 months [chunk 1].',
  ]);
  const { count } = tokenizer();
  const turns = [1, 2, 3, 4].map((t) => `Turn ${t}: ${sentences('Earlier answer', 200)}`); // about 3,200 tokens each
  log(
    `history     ${turns.length} turns of about ${count(turns[0]).toLocaleString('en')} tokens, each under the chat cap`,
  );
  const result = await answer(model.complete, count, {
    message: 'Does the contract cap our liability?',
    history: turns,
    chunks: [sentences('Clause 9', 40)],
    toolResults: [],
  });
  for (const n of result.notes) log(`limit       ${n}`);
  log(
    `prompt      ${count(model.prompts[0]).toLocaleString('en')} tokens (budget 12,000), system prompt kept`,
  );
  log(`reply       ${result.reply}`);
}
