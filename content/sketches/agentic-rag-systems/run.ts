// Scripted run of the agentic RAG sketch: a real loop, budget, duplicate and citation checks,
// fake read-only tools and prepared model replies. Figures, dates and documents are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { agenticRag, type Tool } from './sketch.ts';

const DOCS = [
  {
    id: 'memo-7',
    text: 'Pricing memo: from 1 March 2026 the Pro plan costs 12% more in all regions.',
  },
  {
    id: 'inc-12',
    text: 'Incident report: EU region outage of the Pro dashboard, 8-11 April 2026.',
  },
];
const tools: Record<string, Tool> = {
  search_docs: {
    about: 'search internal documents; args {"query"}',
    run: async ({ query = '' }) => {
      const q = query.toLowerCase().split(/\W+/);
      return DOCS.filter(
        (d) => q.filter((w) => w.length > 3 && d.text.toLowerCase().includes(w)).length >= 2,
      );
    },
  },
  churn_by_month: {
    about: 'read-only churn rates; args {"region", "plan", "from", "to"} with months as YYYY-MM',
    run: async ({ region, plan, from, to }) =>
      /^\d{4}-\d\d$/.test(from ?? '') && /^\d{4}-\d\d$/.test(to ?? '')
        ? [
            {
              id: 'sql-1',
              text: `${region} ${plan} churn % Jan 2.1, Feb 2.0, Mar 2.2, Apr 3.4, May 2.9, Jun 2.4`,
            },
          ]
        : 'ERROR from and to must be YYYY-MM',
  },
};
const question = 'Did the March pricing change affect churn among EU customers on the Pro plan?';
const steps = [
  '{"thought": "First find what changed in March.", "tool": "search_docs", "args": {"query": "March pricing change Pro plan"}}',
  '{"thought": "Now churn for EU Pro around the change.", "tool": "churn_by_month", "args": {"region": "EU", "plan": "Pro", "from": "2026-01", "to": "2026-06"}}',
  '{"thought": "Churn peaked in April; check for another cause that month.", "tool": "search_docs", "args": {"query": "EU Pro outage April"}}',
];

async function run(log: Log, replies: string[]) {
  const model = scriptedModel(replies);
  log(`question   ${question}`);
  const result = await agenticRag(question, model.complete, tools, log);
  log(
    `result     ${result.modelCalls} model calls${result.stopped ? `, stopped: ${result.stopped}` : ''}`,
  );
}

export async function example(log: Log) {
  await run(log, [
    ...steps,
    '{"thought": "Price, churn and a confounder are covered.", "answer": "EU Pro churn rose from 2.2% in March to 3.4% in April after the 12% price rise, but an EU outage on 8-11 April overlaps, so the data cannot separate the two causes.", "citations": ["memo-7", "sql-1", "inc-12"]}',
  ]);
}

export async function failure(log: Log) {
  // The model cites a customer survey it never retrieved; the loop refuses the answer.
  await run(log, [
    ...steps,
    '{"thought": "Enough to answer.", "answer": "Yes: churn rose and customers blamed the price.", "citations": ["sql-1", "survey-3"]}',
    '{"thought": "Only the retrieved results can be cited.", "answer": "Churn rose from 2.2% to 3.4% after the price rise, but an April outage overlaps; no result shows why customers left.", "citations": ["memo-7", "sql-1", "inc-12"]}',
  ]);
}
