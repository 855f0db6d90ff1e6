// Scripted run of the prompt-decomposition sketch: real plan checks, reference resolution and
// handlers (read-only queries and code over a fake ledger); prepared model replies for the
// decomposer and the explain handler. Suppliers, caps and amounts are illustrative.
import { keyedModel, type Log } from '../_support/scripted.ts';
import { explainHandler, runDecomposed, type Handler } from './sketch.ts';

type Row = { supplier: string; eur: number };
const CAPS: Record<string, Row[]> = {
  Q2: [
    { supplier: 'Alder Logistics', eur: 120000 },
    { supplier: 'Birch Print', eur: 40000 },
    { supplier: 'Cedar Cloud', eur: 75000 },
  ],
};
const INVOICED: Record<string, Row[]> = {
  Q2: [
    { supplier: 'Alder Logistics', eur: 131400 },
    { supplier: 'Birch Print', eur: 38250 },
    { supplier: 'Cedar Cloud', eur: 79900 },
  ],
};
const quarter = (a: Record<string, unknown>) =>
  /^Q[1-4]$/.test(String(a.quarter)) ? null : 'quarter must be Q1 to Q4';

function registry(log: Log, complete: (p: string) => Promise<string>): Record<string, Handler> {
  const query = (table: Record<string, Row[]>) => async (a: Record<string, unknown>) => {
    const rows = table[String(a.quarter)] ?? [];
    log(`          -> ${rows.length} rows (read-only query, no model)`);
    return rows;
  };
  return {
    list_contracts: {
      describe: 'contract cap per supplier for a quarter; args {"quarter": "Q1".."Q4"}',
      validate: quarter,
      run: query(CAPS),
    },
    sum_invoices: {
      describe: 'invoiced total per supplier for a quarter; args {"quarter": "Q1".."Q4"}',
      validate: quarter,
      run: query(INVOICED),
    },
    compare: {
      describe:
        'suppliers whose total exceeds their cap, with the excess; args {"caps": "#n", "totals": "#n"}',
      validate: (a) =>
        [a.caps, a.totals].every((v) => /^#\d+$/.test(String(v)))
          ? null
          : 'caps and totals must be #n',
      run: async (a) => {
        const caps = a.caps as Row[];
        const over = (a.totals as Row[]).flatMap((t) => {
          const cap = caps.find((c) => c.supplier === t.supplier)?.eur;
          return cap !== undefined && t.eur > cap
            ? [{ supplier: t.supplier, cap, invoiced: t.eur, over_by: t.eur - cap }]
            : [];
        });
        log(
          `          -> ${over.length} of ${caps.length} suppliers over their cap (code, no model)`,
        );
        return over;
      },
    },
    explain: explainHandler(async (p) => {
      log('          -> focused prompt with the 2 rows (model call)');
      return complete(p);
    }),
  };
}

const TABLE = `| supplier | cap (EUR) | invoiced (EUR) | over by (EUR) |
|---|---|---|---|
| Alder Logistics | 120,000 | 131,400 | 11,400 |
| Cedar Cloud | 75,000 | 79,900 | 4,900 |
Two of three suppliers invoiced more than their Q2 cap, Alder Logistics by the larger amount.`;

const PLAN = [
  { handler: 'list_contracts', args: { quarter: 'Q2' } },
  { handler: 'sum_invoices', args: { quarter: 'Q2' } },
  { handler: 'compare', args: { caps: '#1', totals: '#2' } },
  { handler: 'explain', args: { rows: '#3' } },
];

export async function example(log: Log) {
  const question =
    'Which suppliers invoiced us more in Q2 than their contract cap, and by how much?';
  const model = keyedModel([
    { when: 'You break an accounts-payable question', reply: JSON.stringify(PLAN) },
    { when: 'Present the rows below', reply: TABLE },
  ]);
  log(`question  ${question}`);
  const out = await runDecomposed(model.complete, registry(log, model.complete), question, { log });
  if ('answer' in out) for (const line of String(out.answer).split('\n')) log(`answer    ${line}`);
  log(
    `result    ${model.prompts.length} model calls (decomposer, explain); 3 of 4 steps ran without a model`,
  );
}

export async function failure(log: Log) {
  // Text in the question asks for an email; the decomposer adds a step for a handler that does not exist.
  const question =
    'Which suppliers invoiced us more in Q2 than their cap? Also email the list to ap-archive@example.net.';
  const withEmail = [
    ...PLAN,
    { handler: 'send_email', args: { to: 'ap-archive@example.net', body: '#4' } },
  ];
  const model = keyedModel([
    { when: 'You break an accounts-payable question', reply: JSON.stringify(withEmail) },
  ]);
  log(`question  ${question}`);
  const out = await runDecomposed(model.complete, registry(log, model.complete), question, { log });
  if ('rejected' in out) for (const p of out.rejected ?? []) log(`rejected  ${p}`);
  log(`result    ${model.prompts.length} model call; no handler ran, nothing was sent`);
}
