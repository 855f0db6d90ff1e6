// Latency-aware routing: predict each approved endpoint's latency from live measurements, send to
// the fastest, hedge to the runner-up if the first token is late, and learn from what happened.
type Done = { text: string; tokens: number };
export type Call = { firstToken: Promise<void>; done: Promise<Done>; cancel: () => void };
export type Endpoint = (prompt: string, maxTokens: number) => Call;
export type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
export interface Stats {
  ttftMs: number; // smoothed time to first token (EWMA)
  p95TtftMs: number; // recent 95th percentile of the first token: the hedge delay
  tokPerSec: number; // smoothed generation speed
  inFlight: number;
  approved: boolean; // the data agreement covers this traffic: a filter, never a weight
}
type Goal = 'first-token' | 'total';
export type Request = { prompt: string; maxTokens: number; expectedTokens: number; goal: Goal };

export const VOICE_PROMPT = `You are the voice assistant in a delivery van. Answer the driver in one or two short spoken sentences, at most 40 words.
No lists, tables or markdown: the reply is read aloud while the driver is driving.
If the data below does not answer the question, say so in one sentence.
Route data: {data}
Driver: {question}`;
export const REPORT_PROMPT = `Write the weekly fleet report from the data below, under the headings Summary, Incidents and Fuel, in at most 1,000 words.
Data: {data}`;
const QUEUE_MS = 15; // illustrative wait added by each request already in flight
const ewma = (old: number, seen: number) => Math.round(0.2 * seen + 0.8 * old);
const genMs = (s: Stats, r: Request) =>
  r.goal === 'total' ? (r.expectedTokens / s.tokPerSec) * 1e3 : 0;
export const predictMs = (s: Stats, r: Request) => s.ttftMs + s.inFlight * QUEUE_MS + genMs(s, r);

export async function route(
  req: Request,
  stats: Record<string, Stats>,
  endpoints: Record<string, Endpoint>,
  clock: Clock,
  hedges: { used: number; allowed: number },
  log: (line: string) => void,
): Promise<Done & { firstTokenMs: number }> {
  const say = (text: string) => log(`t=${clock.now()} ms`.padEnd(12) + text);
  const ids = Object.keys(stats).filter((id) => stats[id].approved); // policy first, speed second
  for (const id of Object.keys(stats)) if (!ids.includes(id)) say(`skip ${id}: not approved`);
  const ranked = ids.map((id) => ({ id, ms: Math.round(predictMs(stats[id], req)) }));
  if (!ranked.sort((a, b) => a.ms - b.ms).length) throw new Error('no approved endpoint');
  const shown = ranked.map((r) => `${r.id} ${r.ms.toLocaleString('en-US')} ms`);
  say(`predicted ${req.goal}: ${shown.join(', ')}`);
  const launch = (id: string) => {
    const call = endpoints[id](req.prompt, req.maxTokens);
    stats[id].inFlight++;
    say(`send to ${id}`);
    return { id, call, sentAt: clock.now(), first: call.firstToken.then(() => id) };
  };
  const [best, next] = ranked;
  const runs = [launch(best.id)];
  const hedgeAt = stats[best.id].p95TtftMs;
  let winner = await Promise.race([runs[0].first, clock.sleep(hedgeAt).then(() => null)]);
  if (winner === null && next && hedges.used < hedges.allowed) {
    hedges.used++;
    say(`no first token by ${best.id}'s p95 (${hedgeAt} ms): hedge to ${next.id}`);
    runs.push(launch(next.id));
    winner = await Promise.race(runs.map((r) => r.first));
  } else if (winner === null) {
    say(`first token late, no hedge: ${hedges.used} of ${hedges.allowed} hedges used`);
    winner = await runs[0].first;
  }
  for (const r of runs.sort((a) => (a.id === winner ? -1 : 1))) {
    // A cancelled copy waited this long too: record it, or a stalled endpoint never looks slow.
    const waited = clock.now() - r.sentAt;
    stats[r.id].ttftMs = ewma(stats[r.id].ttftMs, waited);
    const note = `after ${waited} ms, estimate now ${stats[r.id].ttftMs} ms`;
    if (r.id !== winner) r.call.cancel();
    stats[r.id].inFlight -= r.id === winner ? 0 : 1;
    say(`${r.id === winner ? 'first token from' : 'cancel'} ${r.id} ${note}`);
  }
  const firstTokenMs = clock.now();
  const { text, tokens } = await runs[0].call.done;
  stats[winner].inFlight--;
  const seconds = (clock.now() - firstTokenMs) / 1e3;
  if (seconds > 0) stats[winner].tokPerSec = ewma(stats[winner].tokPerSec, tokens / seconds);
  say(`done on ${winner}: ${tokens} tokens, ${stats[winner].tokPerSec} tok/s estimate`);
  return { text, tokens, firstTokenMs };
}
