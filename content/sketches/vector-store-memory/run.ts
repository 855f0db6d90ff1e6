// Scripted run of the vector store memory sketch: a real similarity search over a small in-memory
// store and a prepared model reply. The embedding is a toy (one dimension per topic word), so the
// similarities show the mechanism, not a real model's numbers. Ids, names and dates are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { recallAndAnswer, remember, type Hit, type Memory, type Search } from './sketch.ts';

const TOPICS = [
  ['bakery', 'oven', 'bread'],
  ['newsletter'],
  ['tone', 'warm', 'playful', 'formal'],
  ['menu', 'cafe'],
  ['invoice', 'payment'],
];
const embed = async (text: string) =>
  TOPICS.map((words) => (words.some((w) => text.toLowerCase().includes(w)) ? 1 : 0));
const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((s, x, i) => s + x * b[i], 0);
  const norm = (v: number[]) => Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return dot / (norm(a) * norm(b));
};

const u42 = { tenant: 'studio-9', userId: 'u42' };
const MEMORIES: Memory[] = [
  {
    id: 'm-2201',
    ...u42,
    source: 'user said',
    date: '2026-03-14',
    text: "Bakery newsletter tone: warm, short sentences, no emojis, sign off with 'See you at the counter'.",
  },
  {
    id: 'm-2250',
    ...u42,
    source: 'agent note',
    date: '2026-03-21',
    text: "User liked the bakery newsletter v2 headline 'Fresh from the oven, every Friday'.",
  },
  {
    id: 'm-2251',
    ...u42,
    source: 'agent note',
    date: '2026-03-21',
    text: "Bakery newsletter tone: warm, short sentences, no emojis, sign off with 'See you at the counter'.",
  },
  {
    id: 'm-0903',
    ...u42,
    source: 'user said',
    date: '2025-11-02',
    text: 'Cafe menu copy: playful tone, puns welcome.',
  },
  {
    id: 'm-7310',
    tenant: 'studio-9',
    userId: 'u77',
    source: 'user said',
    date: '2026-10-30',
    text: 'Crumb & Co bakery newsletter tone: lots of emojis and exclamation marks.',
  },
];

/** A store that applies the metadata filter, as it should; `ignoreFilter` simulates a broken one. */
function storeSearch(ignoreFilter: boolean): Search {
  return async (vector, filter, k) => {
    const visible = MEMORIES.filter(
      (m) => ignoreFilter || (m.tenant === filter.tenant && m.userId === filter.userId),
    );
    const hits = await Promise.all(
      visible.map(async (memory): Promise<Hit> => ({
        memory,
        similarity: cosine(vector, await embed(memory.text)),
      })),
    );
    return hits.sort((a, b) => b.similarity - a.similarity).slice(0, k);
  };
}

const request = 'Use the same tone as the newsletter we did for the bakery.';
const answer =
  "Here is this week's issue in the bakery newsletter's tone, warm and short with no emojis, ending 'See you at the counter'.";

export async function example(log: Log) {
  const model = scriptedModel([answer]);
  log(`request  ${request}`);
  log(`search   user u42 in tenant studio-9, top 6 by similarity (toy embedding)`);
  const reply = await recallAndAnswer(
    model.complete,
    embed,
    storeSearch(false),
    { ...u42, name: 'Dana' },
    request,
    log,
  );
  log(`answer   ${reply}`);
  const written: Memory[] = [];
  await remember(
    embed,
    async (m) => void written.push(m),
    {
      id: 'm-2402',
      ...u42,
      source: 'agent note',
      date: '2026-11-25',
      text: 'Bakery newsletter issue 3 written in the same warm, short, no-emoji tone.',
    },
    log,
  );
  log(`result   1 model call, 1 embedding per request and per memory written`);
}

export async function failure(log: Log) {
  // The index's metadata filter is misconfigured and returns every user's memories. The sketch
  // checks each hit's owner again, drops the other user's note and raises an alert.
  const model = scriptedModel([answer]);
  log(`request  ${request}`);
  log(`search   the store's user filter is broken: it searches all users`);
  const reply = await recallAndAnswer(
    model.complete,
    embed,
    storeSearch(true),
    { ...u42, name: 'Dana' },
    request,
    log,
  );
  log(`answer   ${reply}`);
  log(
    `result   u77's emoji-heavy note never reached the prompt; the alert is what should page someone`,
  );
}
