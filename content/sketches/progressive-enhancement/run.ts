// Scripted run of the progressive-enhancement sketch: real layers, budgets and checks; a scripted model and clock.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { helpSearch, type Article, type Result } from './sketch.ts';

const question = 'How do I change the delivery address on an order that has shipped?';
const found: Article[] = [
  { id: 'A-3', title: 'Change your account address' },
  { id: 'A-7', title: 'Orders that have shipped' },
  { id: 'A-12', title: 'Redirect a parcel with the carrier' },
  { id: 'A-20', title: 'Delivery times by country' },
  { id: 'A-31', title: 'Cancel an order' },
];

// A fake clock: each stand-in advances time by the latency it is given.
function setup(rerankMs: number, answerMs: number, reply: string, enabled: string[]) {
  let t = 0;
  const model = scriptedModel([reply]);
  return {
    model,
    deps: {
      now: () => t,
      enabled: new Set(enabled),
      search: async () => ((t += 40), found),
      rerank: async (_q: string, a: Article[]) => (
        (t += rerankMs),
        [a[2], a[1], a[0], ...a.slice(3)]
      ),
      complete: async (p: string) => ((t += answerMs), model.complete(p)),
    },
  };
}
const print = (log: Log) => (r: Result, note: string) =>
  log(
    `${note.padEnd(44)} ${r.articles.map((a) => a.id).join(' ')}${r.answer ? ` | ${r.answer}` : ''}`,
  );

export async function example(log: Log) {
  const { deps, model } = setup(
    180,
    1200,
    '{"answer": "Once an order has shipped its address cannot be changed in your account; ask the carrier to redirect the parcel (A-12). Orders not yet shipped can be edited under Orders (A-7).", "cites": ["A-12", "A-7"]}',
    ['rerank', 'answer'],
  );
  log(`question ${question}`);
  const result = await helpSearch(question, deps, { onUpdate: print(log) });
  log(
    `final layer ${result.layer}, ${model.prompts.length} model call, cites ${result.cites?.join(' ')}`,
  );
}

export async function failure(log: Log) {
  // The reranker is slow today and the model cites an article the user cannot see.
  const { deps, model } = setup(
    450,
    900,
    '{"answer": "Use the Change address button on the shipped order (A-99).", "cites": ["A-99"]}',
    ['rerank', 'answer'],
  );
  log(`question ${question}`);
  const result = await helpSearch(question, deps, { onUpdate: print(log) });
  log(
    `final layer ${result.layer}, ${model.prompts.length} model call, answer shown: ${!!result.answer}`,
  );
  // During a provider outage the circuit breaker switches the answer layer off: no model call at all.
  const outage = setup(180, 0, '', ['rerank']);
  const kept = await helpSearch(question, outage.deps, { onUpdate: print(log) });
  log(`outage: final layer ${kept.layer}, ${outage.model.prompts.length} model calls`);
}
