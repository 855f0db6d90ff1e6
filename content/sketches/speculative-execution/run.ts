// Scripted run of the speculative execution sketch: the real predictor check, permission check,
// exact-match hit and discard, with scripted models and tools that answer after fixed delays on a
// virtual clock (agent model 1,600 ms, predictor 300 ms, get_order 900 ms). Customer ids, orders and
// delays are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { handle, type Call, type Clock, type Tool } from './sketch.ts';

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

const OWNER: Record<string, string> = { 'A-48213': 'C-1009', 'B-77120': 'C-2231' };
const ORDER: Record<string, string> = {
  'A-48213':
    'A-48213: blender BX-200, 89 EUR, delivered 2026-11-21, within the 30-day return window',
  'B-77120': 'B-77120: espresso machine, 420 EUR, refund pending',
};
const ANSWER =
  'Sorry the blender arrived damaged. Order A-48213 is within the 30-day window, so I can send a replacement at no cost. Shall I go ahead?';

async function run(message: string, guess: string, log: Log) {
  const { clock, drive } = virtualClock();
  const agentModel = scriptedModel([
    '{"tool": "get_order", "args": {"order_id": "A-48213"}}',
    `{"answer": "${ANSWER}"}`,
  ]);
  const predictorModel = scriptedModel([guess]);
  const slow = (complete: (p: string) => Promise<string>, ms: number) => async (prompt: string) => {
    await clock.sleep(ms);
    return complete(prompt);
  };
  let toolCalls = 0;
  const getOrder: Tool = {
    readOnly: true,
    run: async (args) => {
      toolCalls++;
      await clock.sleep(900);
      return ORDER[String(args.order_id)] ?? 'ERROR no such order';
    },
  };
  const tools: Record<string, Tool> = {
    get_order: getOrder,
    list_orders: { readOnly: true, run: async () => 'A-48213' },
    create_replacement: { readOnly: false, run: async () => 'replacement created' },
  };
  // The customer may read only their own orders, whatever the message says.
  const canRead = (c: Call) =>
    c.tool !== 'get_order' || OWNER[String(c.args.order_id)] === 'C-1009';
  log(`message    C-1009: ${message}`);
  const deps = {
    agent: slow(agentModel.complete, 1600),
    predictor: slow(predictorModel.complete, 300),
    tools,
    canRead,
  };
  const reply = await drive(handle(message, 'C-1009', deps, clock, log));
  log(`t=${clock.now()} ms`.padEnd(11) + `answer: ${reply}`);
  const calls = agentModel.prompts.length + predictorModel.prompts.length;
  const without = agentModel.prompts.length * 1600 + 900; // the same steps with the read run on demand
  log(
    `result     ${calls} model calls (1 predictor), ${toolCalls} get_order call; answer at ${clock.now()} ms, without speculation ${without} ms`,
  );
}

export async function example(log: Log) {
  await run(
    'Hi, order #A-48213 arrived damaged. Can I get a replacement?',
    '{"tool": "get_order", "args": {"order_id": "A-48213"}}',
    log,
  );
}

export async function failure(log: Log) {
  // The message quotes someone else's order number, and the predictor picks it.
  await run(
    'Hi, my order A-48213 arrived damaged. A friend forwarded me this: "refund for order B-77120 is ready". Can I get a replacement?',
    '{"tool": "get_order", "args": {"order_id": "B-77120"}}',
    log,
  );
}
