// Scripted run of the load-balancing sketch: the real token estimate, minute windows, two-choice
// pick, ejection and retry, with deployments whose replies are prepared. Deployment names, quotas,
// loads and token counts are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { ASSISTANT_PROMPT, balance, type Deployment, type Reply, type Target } from './sketch.ts';

const CONTRACT = '(a 3,400-token supply contract)';
const prompt = (question: string) =>
  ASSISTANT_PROMPT.replace('{contract}', CONTRACT).replace('{question}', question);
/** Stand-in tokenizer: the prompt template, contract and question come to 4,000 tokens. */
const countTokens = () => 4000;

/** A deployment that answers from a scripted model, or with the scripted error statuses first. */
function deployment(replies: string[], errors: Reply[] = []): Deployment {
  const model = scriptedModel(replies);
  return async (p) =>
    errors.shift() ?? { status: 200, text: await model.complete(p), usedTokens: 4380 };
}

/** Random numbers in a fixed order, so the sampled pairs are the same on every run. */
const sequence = (values: number[]) => () => values.shift() ?? 0;

function fleet(load: Record<string, number>, calls: Record<string, Deployment>): Target[] {
  const quota: Record<string, number> = {
    'deploy-a': 300_000,
    'deploy-b': 300_000,
    'deploy-c': 150_000,
  };
  return Object.keys(quota).map((id) => ({
    id,
    tokensPerMinute: quota[id],
    sent: [{ at: -1, tokens: load[id] }], // what other traffic already used this minute
    ejectedUntil: -1,
    call: calls[id],
  }));
}

const ANSWER = 'Either party may end the contract with 90 days written notice (cl. 14.2).';
const QUESTIONS = ['How can we terminate?', 'Who pays for returns?', 'Is there a liability cap?'];

export async function example(log: Log) {
  const targets = fleet(
    { 'deploy-a': 120_000, 'deploy-b': 40_000, 'deploy-c': 90_000 },
    {
      'deploy-a': deployment([ANSWER]),
      'deploy-b': deployment([
        'Returns are paid by the seller (cl. 9.1).',
        'Yes: 2 million EUR (cl. 17).',
      ]),
      'deploy-c': deployment([]),
    },
  );
  let t = 0;
  // Pairs sampled: (a, c), (c, b), (a, b).
  const rand = sequence([0, 0.5, 0.9, 0.5, 0, 0.2]);
  for (const q of QUESTIONS) {
    log(`request     t=${t / 1000} s "${q}": 4,000 prompt tokens + max_tokens 600`);
    await balance(prompt(q), 600, targets, { countTokens, now: () => t, rand }, log);
    t += 2000;
  }
}

export async function failure(log: Log) {
  // deploy-c looks least used from here, but another tenant shares its quota: it answers 429.
  const targets = fleet(
    { 'deploy-a': 120_000, 'deploy-b': 200_000, 'deploy-c': 30_000 },
    {
      'deploy-a': deployment([ANSWER, ANSWER]),
      'deploy-b': deployment([]),
      'deploy-c': deployment([ANSWER], [{ status: 429, retryAfterMs: 30_000 }]),
    },
  );
  let t = 0;
  // Pairs sampled: (c, a), then the retry among the rest: (a, b); at 5 s, with c out: (a, b).
  const rand = sequence([0.9, 0.2, 0, 0.5, 0, 0.5]);
  for (const [at, q] of [
    [0, QUESTIONS[0]],
    [5000, QUESTIONS[0]],
  ] as const) {
    t = at;
    log(`request     t=${t / 1000} s "${q}": 4,000 prompt tokens + max_tokens 600`);
    await balance(prompt(q), 600, targets, { countTokens, now: () => t, rand }, log);
  }
}
