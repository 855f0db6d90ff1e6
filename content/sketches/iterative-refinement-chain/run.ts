// Scripted run of the refinement sketch: real checks and loop control; prepared model replies and
// a stand-in read-only replica.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { refine, type Check } from './sketch.ts';

const schema = 'orders(id, customer_id, total, created_at); customers(id, name, region)';
const vars = {
  schema,
  request: 'Monthly revenue by customer region for 2026',
  columns: 'month, region, revenue',
};

const checks: Check[] = [
  {
    name: 'select-only',
    run: async (sql) =>
      /^select\b/i.test(sql) && !/;|\b(insert|update|delete|drop|alter|grant)\b/i.test(sql)
        ? null
        : 'not a single SELECT',
  },
  {
    // Stand-in for EXPLAIN on a read-only replica: orders has no region column.
    name: 'explain',
    run: async (sql) =>
      /\bo\.region\b|orders\.region/.test(sql) ? 'column orders.region does not exist' : null,
  },
  {
    // Stand-in for running the query on a 1% sample and reading the column names it returns.
    name: 'columns',
    run: async (sql) => {
      const names = [...sql.matchAll(/\bAS (\w+)/gi)]
        .map((m) => m[1])
        .concat(/\bc\.region\b/.test(sql) ? ['region'] : []);
      const missing = ['month', 'region', 'revenue'].filter((c) => !names.includes(c));
      return missing.length ? `result lacks column(s): ${missing.join(', ')}` : null;
    },
  },
];

const bad = `SELECT date_trunc('month', o.created_at) AS month, o.region, sum(o.total) AS revenue FROM orders o GROUP BY 1, 2`;
const good = `SELECT date_trunc('month', o.created_at) AS month, c.region, sum(o.total) AS revenue FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_at >= '2026-01-01' GROUP BY 1, 2`;

export async function example(log: Log) {
  const model = scriptedModel([bad, good]);
  log(`request     ${vars.request}`);
  const r = await refine(model.complete, checks, vars, { log });
  log(
    `result      accepted=${r.accepted} after ${r.rounds} rounds, ${model.prompts.length} model calls`,
  );
}

export async function failure(log: Log) {
  // The revision fixes the join but drops the revenue alias; the next one brings back the bad column.
  const dropped = good.replace('AS revenue', 'AS total_revenue');
  const model = scriptedModel([bad, dropped, bad]);
  log(`request     ${vars.request}`);
  const r = await refine(model.complete, checks, vars, { log });
  log(
    `result      accepted=${r.accepted}; the analyst gets the best version (${r.best.score}/3) and its failure: ${r.best.reason}`,
  );
}
