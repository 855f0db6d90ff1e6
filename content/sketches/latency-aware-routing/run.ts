// Scripted run of the latency-aware routing sketch: the real prediction, choice, hedge, cancel and
// moving averages, with endpoints that answer after fixed delays on a virtual clock and a scripted
// model for the text. Endpoint names, latencies, speeds and loads are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import {
  REPORT_PROMPT,
  VOICE_PROMPT,
  predictMs,
  route,
  type Call,
  type Clock,
  type Endpoint,
  type Request,
  type Stats,
} from './sketch.ts';

/** A clock whose time jumps to the next timer once every pending promise has settled. */
function virtualClock() {
  let now = 0;
  const timers: { at: number; seq: number; fire: () => void }[] = [];
  let seq = 0;
  const clock: Clock = {
    now: () => now,
    sleep: (ms) => new Promise<void>((fire) => timers.push({ at: now + ms, seq: seq++, fire })),
  };
  async function drive<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const done = work.finally(() => (settled = true));
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (settled) return done;
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq);
      const next = timers.shift();
      if (!next) throw new Error('virtual clock: nothing left to wait for');
      now = next.at;
      next.fire();
    }
  }
  return { clock, drive };
}

type Timing = { ttftMs: number; tokens: number; tokPerSec: number };

/** An endpoint that streams its scripted reply: first token after ttftMs, then tokens at tokPerSec. */
function endpoint(clock: Clock, timings: Timing[], replies: string[]): Endpoint {
  const model = scriptedModel(replies);
  return (prompt) => {
    const t = timings.shift();
    if (!t) throw new Error('endpoint: call was not scripted');
    let cancelled = false;
    let stop!: (v: { text: string; tokens: number }) => void;
    const firstToken = clock.sleep(t.ttftMs);
    const generate = firstToken.then(async () => {
      if (cancelled) return { text: '', tokens: 0 };
      const text = await model.complete(prompt);
      await clock.sleep(Math.round((t.tokens / t.tokPerSec) * 1000));
      return { text, tokens: t.tokens };
    });
    const done = Promise.race([
      generate,
      new Promise<{ text: string; tokens: number }>((r) => (stop = r)),
    ]);
    const call: Call = {
      firstToken,
      done,
      cancel: () => ((cancelled = true), stop({ text: '', tokens: 0 })),
    };
    return call;
  };
}

const fleet = (): Record<string, Stats> => ({
  'us-east': { ttftMs: 420, p95TtftMs: 700, tokPerSec: 85, inFlight: 12, approved: true },
  'us-west': { ttftMs: 310, p95TtftMs: 450, tokPerSec: 70, inFlight: 2, approved: true },
  'on-prem': { ttftMs: 650, p95TtftMs: 900, tokPerSec: 40, inFlight: 1, approved: true },
  'partner-x': { ttftMs: 250, p95TtftMs: 400, tokPerSec: 90, inFlight: 0, approved: false },
});
const DATA = 'next stop: 14 Mill Lane, ETA 10:42, gate code 4471';
const QUESTION = 'What is the gate code at the next stop?';
const ANSWER = 'Your next stop is 14 Mill Lane at 10:42. The gate code is 4471.';
const voice: Request = {
  prompt: VOICE_PROMPT.replace('{data}', DATA).replace('{question}', QUESTION),
  maxTokens: 80,
  expectedTokens: 60,
  goal: 'first-token',
};
const report: Request = {
  prompt: REPORT_PROMPT.replace('{data}', '(week 47 telemetry)'),
  maxTokens: 1800,
  expectedTokens: 1400,
  goal: 'total',
};

/** One request on a fresh virtual clock; `script` says how each endpoint behaves if it is called. */
async function once(
  req: Request,
  stats: Record<string, Stats>,
  script: Record<string, [Timing, string]>,
  hedges: { used: number; allowed: number },
  log: Log,
) {
  const { clock, drive } = virtualClock();
  const endpoints: Record<string, Endpoint> = {};
  for (const id of Object.keys(stats)) {
    const [timing, reply] = script[id] ?? [];
    endpoints[id] = endpoint(clock, timing ? [timing] : [], reply ? [reply] : []);
  }
  const result = await drive(route(req, stats, endpoints, clock, hedges, log));
  if (req.goal === 'first-token')
    log(
      `budget      first token at ${result.firstTokenMs} ms: ${result.firstTokenMs <= 800 ? 'within' : 'MISSED'} 800 ms`,
    );
  return result.text;
}

export async function example(log: Log) {
  const stats = fleet();
  const hedges = { used: 0, allowed: 1 };
  log(`request 1   voice: "${QUESTION}" (budget 800 ms to first audio)`);
  const script: Record<string, [Timing, string]> = {
    'us-west': [{ ttftMs: 330, tokens: 38, tokPerSec: 72 }, ANSWER],
  };
  log(`reply       ${await once(voice, stats, script, hedges, log)}`);
  log(
    'request 2   weekly fleet report, about 1,400 tokens: total time matters, not the first token',
  );
  await once(
    report,
    stats,
    { 'us-east': [{ ttftMs: 450, tokens: 1310, tokPerSec: 86 }, '(report)'] },
    hedges,
    log,
  );
}

export async function failure(log: Log) {
  // us-west stalls twice. The first stall is hedged; the hedge budget (1) is then spent, so the
  // second waits, misses the budget, and its wait is recorded so the next choice moves away.
  const stats = fleet();
  const hedges = { used: 0, allowed: 1 };
  const script: Record<string, [Timing, string]> = {
    'us-east': [{ ttftMs: 330, tokens: 38, tokPerSec: 80 }, ANSWER],
    'us-west': [{ ttftMs: 2400, tokens: 38, tokPerSec: 72 }, ANSWER],
  };
  for (const n of [1, 2]) {
    log(`request ${n}   voice: "${QUESTION}" (budget 800 ms)`);
    await once(voice, stats, script, hedges, log);
  }
  const next = Object.keys(stats)
    .filter((id) => stats[id].approved)
    .map((id) => ({ id, ms: Math.round(predictMs(stats[id], voice)) }))
    .sort((a, b) => a.ms - b.ms)
    .map((p) => `${p.id} ${p.ms} ms`);
  log(`next voice  predicted first token: ${next.join(', ')}`);
}
