// Scripted run of the Conversational RAG sketch: a real conversation loop and keyword search,
// prepared model replies. Policies, notice periods and document ids are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { conversationalTurn, type Doc, type Turn } from './sketch.ts';

const DOCS: Doc[] = [
  {
    id: 'FR-4',
    text: 'France employment contract termination: notice period is one to three months by seniority.',
  },
  {
    id: 'DE-3',
    text: 'Germany employment contract termination: notice period is four weeks, longer with seniority.',
  },
  { id: 'DE-9', text: 'Germany office: Berlin, Alexanderplatz 1, open 8:00 to 18:00.' },
  {
    id: 'FAC-2',
    text: 'Book a meeting room in the workplace app under Rooms; bookings over 4 hours need approval.',
  },
];
const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]{4,}/g) ?? []);
async function retrieve(query: string): Promise<Doc[]> {
  const q = words(query);
  const scored = DOCS.map((d) => ({ d, s: [...words(d.text)].filter((w) => q.has(w)).length }));
  return scored
    .filter((x) => x.s > 1)
    .sort((a, b) => b.s - a.s)
    .slice(0, 2)
    .map((x) => x.d);
}

async function chat(log: Log, messages: string[], replies: string[]) {
  const model = scriptedModel(replies);
  const history: Turn[] = [];
  for (const message of messages) {
    log(`user       ${message}`);
    const answer = await conversationalTurn(history, message, model.complete, retrieve, log);
    log(`assistant  ${answer}`);
    history.push({ role: 'user', text: message }, { role: 'assistant', text: answer });
  }
  log(`result     ${messages.length} turns, ${model.prompts.length} model calls`);
}

export async function example(log: Log) {
  await chat(
    log,
    [
      "What's the notice period for ending a contract in France?",
      'And Germany?',
      'Unrelated: how do I book a meeting room?',
    ],
    [
      '{"topic": "new", "query": "France employment contract termination notice period"}',
      'One to three months, depending on seniority [FR-4].',
      '{"topic": "same", "query": "Germany employment contract termination notice period"}',
      'Four weeks, longer with seniority [DE-3].',
      '{"topic": "new", "query": "book a meeting room"}',
      'Use Rooms in the workplace app; bookings over 4 hours need approval [FAC-2].',
    ],
  );
}

export async function failure(log: Log) {
  // Two earlier subjects fit "the other country": the rewriter asks instead of guessing, and the
  // code skips retrieval and answering for that turn.
  await chat(
    log,
    [
      'Notice period in France and in Germany?',
      'Is that shorter for the other country during probation?',
    ],
    [
      '{"topic": "new", "query": "France Germany employment contract termination notice period"}',
      'France: one to three months [FR-4]. Germany: four weeks [DE-3].',
      '{"clarify": "Which country do you mean, France or Germany?"}',
    ],
  );
}
