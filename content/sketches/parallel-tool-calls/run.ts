// Scripted run of the parallel tool calls sketch: the real checks, concurrency, timeout and one result
// per call id, with a model whose replies are prepared and tools that answer after fixed delays on a
// virtual clock. Cities, hotels, prices, forecasts and delays are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { answer, type AssistantMessage, type Clock, type Tool } from './sketch.ts';

/** A clock whose time jumps to the next timer once every pending promise has settled. */
function virtualClock() {
  let now = 0;
  const timers: { at: number; seq: number; fire: () => void }[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms) =>
      new Promise<void>((fire) => timers.push({ at: now + ms, seq: timers.length, fire })),
  };
  async function drive<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const done = work.finally(() => (settled = true));
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0)); // let everything that can run, run
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

const QUESTION =
  'Compare the weather in Lisbon, Porto and Faro this weekend and tell me which has the cheapest hotel under 120 EUR.';
const call = (id: string, name: string, args: object) => ({
  id,
  type: 'function' as const,
  function: { name, arguments: JSON.stringify(args) },
});
const asks = (...tool_calls: ReturnType<typeof call>[]): AssistantMessage => ({
  role: 'assistant',
  content: null,
  tool_calls,
});
const says = (content: string): AssistantMessage => ({ role: 'assistant', content });

function run(replies: AssistantMessage[], delays: Record<string, number[]>, log: Log) {
  const { clock, drive } = virtualClock();
  const model = scriptedModel(replies.map((r) => JSON.stringify(r)));
  const data: Record<string, string> = {
    'Lisbon forecast': 'Sat 24 °C sun, Sun 23 °C sun',
    'Porto forecast': 'Sat 19 °C rain, Sun 21 °C cloud',
    'Faro forecast': 'Sat 26 °C sun, Sun 25 °C sun',
    'Lisbon hotels': 'cheapest under 120: Casa Alfama 104 EUR',
    'Porto hotels': 'cheapest under 120: Ribeira Rooms 89 EUR',
    'Faro hotels': 'cheapest under 120: Marina Inn 97 EUR',
  };
  let toolTime = 0;
  let toolCalls = 0;
  const lookup = (kind: string) => async (args: Record<string, unknown>) => {
    const key = `${String(args.city)} ${kind}`;
    const ms = delays[key]?.shift() ?? 300;
    toolTime += Math.min(ms, 2000);
    await clock.sleep(ms);
    return data[key] ?? 'no data';
  };
  const needsCity = (a: Record<string, unknown>) =>
    typeof a.city === 'string' ? null : 'city is required';
  const tools: Record<string, Tool> = {
    get_forecast: { validate: needsCity, run: lookup('forecast'), parallelSafe: true },
    search_hotels: {
      validate: (a) =>
        needsCity(a) ?? (typeof a.max_price === 'number' ? null : 'max_price is required'),
      run: lookup('hotels'),
      parallelSafe: true,
    },
  };
  const complete = async (): Promise<AssistantMessage> => {
    await clock.sleep(800); // each model turn: 0.8 s
    const reply = JSON.parse(await model.complete('')) as AssistantMessage;
    const n = reply.tool_calls?.length ?? 0;
    toolCalls += n;
    const what = n
      ? `model asks for ${n} tool call${n > 1 ? 's' : ''} in one turn`
      : 'model answers';
    log(`t=${clock.now()} ms`.padEnd(10) + what);
    return reply;
  };
  return drive(answer(QUESTION, complete, tools, clock, log)).then((result) => {
    log(`answer    ${result.answer}`);
    const oneByOne = (toolCalls + 1) * 800 + toolTime; // one model turn per tool call, tools in sequence
    log(
      `result    ${result.turns} model calls, done at ${clock.now()} ms; one call per turn: ` +
        `${toolCalls + 1} model calls, about ${oneByOne} ms`,
    );
  });
}

const FIRST_TURN = [
  call('call_1', 'get_forecast', { city: 'Lisbon' }),
  call('call_2', 'get_forecast', { city: 'Porto' }),
  call('call_3', 'get_forecast', { city: 'Faro' }),
  call('call_4', 'search_hotels', { city: 'Lisbon', max_price: 120 }),
  call('call_5', 'search_hotels', { city: 'Porto', max_price: 120 }),
];
const ANSWER =
  'Faro has the best weekend (26 and 25 °C, sun). The cheapest hotel under 120 EUR is in Porto: Ribeira Rooms at 89 EUR, though Porto expects rain on Saturday.';

export async function example(log: Log) {
  log(`question  ${QUESTION}`);
  const delays = {
    'Lisbon forecast': [300],
    'Porto forecast': [350],
    'Faro forecast': [400],
    'Lisbon hotels': [900],
    'Porto hotels': [1200],
    'Faro hotels': [800],
  };
  // The model forgets Faro's hotels in its first batch and asks for them in a second turn.
  await run(
    [
      asks(...FIRST_TURN),
      asks(call('call_6', 'search_hotels', { city: 'Faro', max_price: 120 })),
      says(ANSWER),
    ],
    delays,
    log,
  );
}

export async function failure(log: Log) {
  log(`question  ${QUESTION}`);
  // Porto's hotel search hangs past the 2 s timeout, and one forecast call names the wrong argument.
  const first = FIRST_TURN.map((c) =>
    c.id === 'call_3' ? call('call_3', 'get_forecast', { town: 'Faro' }) : c,
  );
  const retry = asks(
    call('call_6', 'get_forecast', { city: 'Faro' }),
    call('call_7', 'search_hotels', { city: 'Porto', max_price: 120 }),
    call('call_8', 'search_hotels', { city: 'Faro', max_price: 120 }),
  );
  const delays = {
    'Lisbon forecast': [300],
    'Porto forecast': [350],
    'Faro forecast': [400],
    'Lisbon hotels': [900],
    'Porto hotels': [5000, 700],
    'Faro hotels': [800],
  };
  await run([asks(...first), retry, says(ANSWER)], delays, log);
}
