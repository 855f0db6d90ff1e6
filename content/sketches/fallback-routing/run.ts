// Scripted run of the fallback routing sketch: the real chain, breakers and output checks, with
// providers whose replies and outages are prepared and a clock the run moves by hand. Provider
// names, times, thresholds and the ticket are illustrative.
import type { Log } from '../_support/scripted.ts';
import { Breaker, PRIMARY_PROMPT, PROVIDER_B_PROMPT, withFallback, type Target } from './sketch.ts';

const TICKET =
  'ACME-204: exports to S3 fail with AccessDenied since the bucket policy change on 24 Nov. Needs a fix before the month-end run on Friday.';
const SUMMARY = JSON.stringify({
  summary:
    'S3 exports fail with AccessDenied since the 24 Nov bucket policy change; fix needed before Friday.',
  actions: [
    'Diff the bucket policy before and after 24 Nov',
    'Check the export role for s3:PutObject',
  ],
});
const httpError = (status: number, type: string) =>
  Object.assign(new Error(`HTTP ${status} ${type}`), { status });

// Provider B follows the format only when its prompt says so, as in the tests of its prompt variant.
const providerB = async (prompt: string) =>
  prompt.includes('No Markdown') ? SUMMARY : 'Here is the summary:\n```json\n' + SUMMARY + '\n```';

function chain(clock: { t: number }, promptB = PROVIDER_B_PROMPT): Target[] {
  const providerA = async () => {
    if (clock.t < 60_000) throw httpError(529, 'overloaded_error'); // provider A is overloaded until t=60s
    return SUMMARY;
  };
  return [
    { name: 'A-eu (primary)', prompt: PRIMARY_PROMPT, call: providerA },
    { name: 'A-us (failover)', prompt: PRIMARY_PROMPT, call: providerA },
    { name: 'B (fallback)', prompt: promptB, call: providerB, degraded: true },
    {
      name: 'extractive (degraded)',
      call: async (text) => JSON.stringify({ summary: text.split('. ')[0] + '.', actions: [] }),
      degraded: true,
    },
  ];
}

async function request(
  log: Log,
  clock: { t: number },
  targets: Target[],
  breaker: Breaker,
  doc = TICKET,
) {
  log(`request   t=${clock.t / 1000}s, ticket of ${doc.length} characters`);
  const r = await withFallback(doc, targets, breaker, () => clock.t, log);
  if ('error' in r) log(`result    error: ${r.error}`);
  else
    log(
      `served    ${r.servedBy}${r.degraded ? ', flagged to the user' : ''}: ${r.output.slice(0, 60)}...`,
    );
}

export async function example(log: Log) {
  const clock = { t: 0 };
  const breaker = new Breaker({ threshold: 2, coolMs: 60_000 });
  const targets = chain(clock);
  for (const t of [0, 2_000, 5_000, 70_000]) {
    clock.t = t;
    await request(log, clock, targets, breaker);
  }
}

export async function failure(log: Log) {
  const clock = { t: 0 };
  // A request the provider rejects as too large: every target would reject it, so the chain stops.
  const tooBig = chain(clock);
  tooBig[0].call = async () => {
    throw httpError(413, 'request_too_large');
  };
  await request(log, clock, tooBig, new Breaker(), TICKET.repeat(40_000));
  // Provider A is down and its breakers are open; B was configured with the primary's prompt,
  // never tested on B, and answers in a format the check refuses.
  const breaker = new Breaker();
  for (const name of ['A-eu (primary)', 'A-us (failover)'])
    [1, 2].forEach(() => breaker.record(name, false, 0));
  clock.t = 5_000;
  await request(log, clock, chain(clock, PRIMARY_PROMPT), breaker);
}
