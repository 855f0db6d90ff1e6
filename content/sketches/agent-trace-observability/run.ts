// Scripted run of the trace-observability sketch: real spans, context propagation, checks and review
// gate; the agent's steps, the remote pricing agent and the reviewer's reply are prepared.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { extract, findings, inject, review, Tracer, type Timed } from './sketch.ts';

function setup() {
  let clock = 0;
  let n = 0;
  const traces = ['4bf92f3577b34da6a3ce929d0e0e4736', '0af7651916cd43dd8448eb211c80319c'];
  const newId = (bytes: 8 | 16) =>
    bytes === 16 ? traces.shift()! : `b7ad6b71692033${(++n).toString(16).padStart(2, '0')}`;
  const redact = (text: string) => text.replace(/[\w.]+@[\w.]+/g, '[email]');
  const now = () => clock;
  const wait = (ms: number) => async () => void (clock += ms);
  const tracer = () => new Tracer({ newId, now, redact });
  return { booking: tracer(), pricing: tracer(), wait };
}

type Wait = (ms: number) => () => Promise<void>;

// The remote pricing agent continues the caller's trace only if a valid traceparent arrives.
async function pricingAgent(tracer: Tracer, headers: { traceparent?: string }, wait: Wait) {
  const rules = { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'fare_rules' };
  const fail = async () => {
    await wait(1100)();
    throw new Error('429');
  };
  await tracer.span(
    'invoke_agent pricing-agent',
    { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'pricing-agent' },
    (ctx) => tracer.span('execute_tool fare_rules', rules, fail, ctx),
    extract(headers.traceparent),
  );
}

async function bookingRun(dropHeader: boolean): Promise<Timed[]> {
  const { booking, pricing, wait } = setup();
  const args = '{"from":"OSL","to":"LIS","date":"2026-06-12","contact":"k.berg@example.com"}';
  const search = {
    'gen_ai.operation.name': 'execute_tool',
    'gen_ai.tool.name': 'search_flights',
    'gen_ai.tool.call.arguments': args,
  };
  const chat = {
    'gen_ai.operation.name': 'chat',
    'gen_ai.request.model': 'planner-model',
    'gen_ai.usage.input_tokens': 2310,
    'gen_ai.usage.output_tokens': 180,
  };
  const remote = {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.name': 'pricing-agent',
    'server.address': 'pricing.internal',
  };
  const agent = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'booking-agent' };
  await booking.span('invoke_agent booking-agent', agent, async (root) => {
    await booking.span('chat planner-model', chat, wait(1900), root);
    await booking.span('execute_tool search_flights', search, wait(3200), root);
    const call = (ctx: { traceId: string; spanId: string }) =>
      pricingAgent(pricing, dropHeader ? {} : { traceparent: inject(ctx) }, wait);
    // The agent carries on without a price when the pricing agent fails, and searches again.
    await booking.span('invoke_agent pricing-agent', remote, call, root).catch(() => undefined);
    await booking.span('execute_tool search_flights', search, wait(3100), root);
    await booking.span('execute_tool search_flights', search, wait(3300), root);
    const final = { ...chat, 'gen_ai.usage.input_tokens': 4020 };
    await booking.span('chat planner-model', final, wait(2000), root);
  });
  const spans = [...booking.spans, ...pricing.spans];
  return spans.sort((a, b) => a.start - b.start || depth(spans, a) - depth(spans, b));
}

function depth(spans: Timed[], s: Timed): number {
  const parent = spans.find((p) => p.spanId === s.parentId);
  return parent ? depth(spans, parent) + 1 : 0;
}

function printTree(log: Log, spans: Timed[]) {
  for (const s of spans) {
    const name = ('  '.repeat(depth(spans, s)) + s.name).padEnd(32);
    const error = s.attrs['error.type'];
    const detail = error ? `error ${error}` : (s.attrs['gen_ai.tool.call.arguments'] ?? '');
    log(`span        ${s.traceId.slice(0, 6)}… ${name} ${String(s.ms).padStart(5)} ms  ${detail}`);
  }
}

export async function example(log: Log) {
  const model = scriptedModel([
    '{"verdict": "degraded", "span": "execute_tool fare_rules", "reason": "After fare_rules returned 429 the agent searched flights twice more with the same arguments instead of retrying the price with backoff."}',
  ]);
  log('request     booking-agent: Oslo to Lisbon on 12 June, under 300 EUR');
  const spans = await bookingRun(false);
  printTree(log, spans);
  for (const f of findings(spans)) log(`finding     ${f}`);
  const result = await review(spans, model.complete);
  log(
    `score       trace_review=${result.score} on ${spans[0].traceId.slice(0, 6)}…; ${result.note}`,
  );
  log(`result      ${spans.length} spans in 1 trace, ${model.prompts.length} review call`);
}

export async function failure(log: Log) {
  // An HTTP client that drops custom headers: the pricing agent starts a trace of its own.
  const model = scriptedModel([]);
  const spans = await bookingRun(true);
  const mine = spans.filter((s) => s.traceId === spans[0].traceId);
  printTree(log, mine);
  const orphans = spans.filter((s) => s.traceId !== spans[0].traceId);
  log(
    `trace       ${orphans[0].traceId.slice(0, 6)}… started by the pricing agent: no traceparent`,
  );
  printTree(log, orphans);
  for (const f of findings(mine)) log(`finding     ${f}`);
  const { note } = await review(mine, model.complete);
  log(`review      ${note} (${model.prompts.length} model calls)`);
}
