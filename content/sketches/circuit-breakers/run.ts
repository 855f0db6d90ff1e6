// Scripted run of the circuit-breaker sketch: real breakers, clock and tools, prepared model replies.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { Breaker, runAgent, type Tool } from './sketch.ts';

// Illustrative settings: open after 3 failures in the last 10 calls, stay open 120 s, 1 probe.
let clock = 0; // milliseconds; every tool call takes 5 s of fake time
let supplierUp = false;
const tools: Record<string, Tool> = {
  get_supplier_price: async (a) => {
    clock += 5000;
    if (!supplierUp) throw new Error('HTTP 500 from api.norda-supply.example');
    return `${String(a.sku)}: 3.95 EUR/unit, live`;
  },
  get_cached_price: async (a) => `${String(a.sku)}: 4.10 EUR/unit, price list of 18 Nov`,
  http_get: async () => {
    throw new Error('HTTP 500 from norda-supply.example/prices');
  },
};
const fallbacks = { get_supplier_price: 'Fallback: get_cached_price (price list of 18 Nov).' };
const task = 'Price 200 units of bearing BX-40 from Norda Supply for a purchase order.';
const call = (tool: string, args: Record<string, unknown>) => JSON.stringify({ tool, args });
const at = () => `t=${clock / 1000}s`.padEnd(8);

export async function example(log: Log) {
  const breakers = { get_supplier_price: new Breaker(10, 3, 120_000, () => clock) };
  log(`request ${task}`);
  const model = scriptedModel([
    call('get_supplier_price', { sku: 'BX-40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX-40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX-40' }),
    call('get_cached_price', { sku: 'BX-40' }),
    '{"final": "200 x BX-40 at 4.10 EUR = 820.00 EUR. Price from the cached list of 18 Nov (live supplier API unavailable): confirm before ordering."}',
  ]);
  const answer = await runAgent(model.complete, tools, breakers, fallbacks, task, 6, (l) =>
    log(`${at()}${l}`),
  );
  log(`answer  ${answer}`);
  clock += 120_000;
  supplierUp = true;
  log(`${at()}120 s later the supplier is back; the next run's call is the half-open probe`);
  const next = scriptedModel([
    call('get_supplier_price', { sku: 'BX-40', qty: 200 }),
    '{"final": "200 x BX-40 at 3.95 EUR = 790.00 EUR (live price)."}',
  ]);
  const second = await runAgent(next.complete, tools, breakers, fallbacks, task, 6, (l) =>
    log(`${at()}${l}`),
  );
  log(`answer  ${second}`);
}

export async function failure(log: Log) {
  // The model ignores UNAVAILABLE and tries to reach the same supplier another way. The tool's
  // breaker cannot see that call; the run's own breaker counts failures across all tools.
  clock = 0;
  supplierUp = false;
  const breakers = { get_supplier_price: new Breaker(10, 3, 120_000, () => clock) };
  log(`request ${task}`);
  const model = scriptedModel([
    call('get_supplier_price', { sku: 'BX-40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX-40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX40', qty: 200 }),
    call('get_supplier_price', { sku: 'BX-40' }),
    call('http_get', { url: 'https://norda-supply.example/prices?sku=BX-40' }),
  ]);
  const answer = await runAgent(model.complete, tools, breakers, fallbacks, task, 5, (l) =>
    log(`${at()}${l}`),
  );
  log(`answer  ${answer}`);
}
