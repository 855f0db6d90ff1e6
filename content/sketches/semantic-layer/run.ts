// Scripted run of the semantic-layer sketch: real validation and compilation, a prepared model and warehouse.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { askMetrics, type Catalogue, type RunSql } from './sketch.ts';

const catalogue: Catalogue = {
  version: 'finance-metrics v14',
  table: 'fct_orders',
  metrics: {
    gross_revenue: {
      description: 'order value before refunds and discounts, EUR',
      expr: 'SUM(amount_eur)',
    },
    net_revenue: {
      description: 'order value after refunds and discounts, EUR (finance definition)',
      expr: 'SUM(amount_eur - refund_eur - discount_eur)',
    },
    refund_amount: { description: 'refunds issued, EUR', expr: 'SUM(refund_eur)' },
  },
  dimensions: {
    region: { description: 'sales region of the customer', column: 'region' },
    product_line: { description: 'product line of the order', column: 'product_line' },
  },
  periods: {
    last_quarter: "order_date >= '2026-07-01' AND order_date < '2026-10-01'",
    this_quarter: "order_date >= '2026-10-01'",
  },
};

// Stand-in warehouse: the net revenue rows it would return, filtered by the bound region parameters.
const warehouse: RunSql = async (_sql, regions) =>
  [
    { region: 'EMEA', net_revenue: 4_210_000 },
    { region: 'NA', net_revenue: 3_880_000 },
    { region: 'APAC', net_revenue: 1_950_000 },
  ].filter((r) => regions.includes(r.region));

export async function example(log: Log) {
  const question = 'What was net revenue by region last quarter, excluding refunds?';
  const model = scriptedModel([
    '{"metrics": ["net_revenue"], "group_by": ["region"], "period": "last_quarter"}',
  ]);
  log(`question ${question}`);
  log('user     cleared for regions EMEA, NA');
  const result = await askMetrics(
    model.complete,
    catalogue,
    question,
    ['EMEA', 'NA'],
    warehouse,
    log,
  );
  for (const row of result.rows ?? [])
    log(`row      ${row.region}  ${row.net_revenue.toLocaleString('en-US')} EUR`);
  log(
    `result   ${model.prompts.length} model call, ${result.rows?.length} rows, APAC withheld by row access`,
  );
}

export async function failure(log: Log) {
  // The catalogue has no lifetime value: the model guesses a name, is told so, and declines.
  const question = 'What is customer lifetime value by region?';
  const model = scriptedModel([
    '{"metrics": ["customer_ltv"], "group_by": ["region"], "period": "this_quarter"}',
    '{"unavailable": "customer lifetime value is not a governed metric"}',
  ]);
  log(`question ${question}`);
  const result = await askMetrics(
    model.complete,
    catalogue,
    question,
    ['EMEA', 'NA'],
    warehouse,
    log,
  );
  log(`answer   Not available: ${result.unavailable}. Ask the data team to define it.`);
  log(`result   ${model.prompts.length} model calls, no SQL run`);
}
