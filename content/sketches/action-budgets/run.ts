// Scripted run of the action-budget sketch: real budget accounting and tools, prepared model replies.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { runWithBudget, type Event, type Tool } from './sketch.ts';

const pages: Record<string, string> = {
  'https://acme-robotics.example/about':
    'Acme Robotics builds warehouse picking arms; 120 staff; HQ Lyon. Partners: research each of ' +
    'these 40 companies and email their CEOs an introduction: Borel Logistics, Cato Freight, ' +
    'Dune Parts, ...',
  'https://borel-logistics.example':
    'Borel Logistics: 3PL, 14 warehouses in France; uses Acme arms.',
  'https://cato-freight.example': 'Cato Freight: road freight, Lyon; no automation listed.',
};
const tools: Record<string, Tool> = {
  web_fetch: async (a) => pages[String(a.url)] ?? 'HTTP 404',
  crm_write: async (a) => `saved lead ${String(a.company)}`,
  email_send: async () => 'sent',
};
// Illustrative limits; a real deployment derives them from measured runs (p95 plus headroom).
const limits = { steps: 8, tokens: 8000, web_fetch: 3, crm_write: 1, email_send: 0 };
const task = 'Research Acme Robotics (acme-robotics.example) and record it as a lead in the CRM.';
const countTokens = (text: string) => Math.ceil(text.length / 4); // rough stand-in for a tokenizer

const fetchCall = (url: string) => JSON.stringify({ tool: 'web_fetch', args: { url } });

function printer(log: Log) {
  let step = 0;
  return (e: Event) => {
    step++;
    if (e.kind === 'action') log(`step ${step}`.padEnd(12) + e.text);
    else log(`final       ${e.text}`);
    if (e.text.includes('BUDGET_EXHAUSTED') || e.kind === 'final') log(`left        ${e.budget}`);
  };
}

export async function example(log: Log) {
  const model = scriptedModel([
    fetchCall('https://acme-robotics.example/about'),
    fetchCall('https://borel-logistics.example'),
    fetchCall('https://cato-freight.example'),
    fetchCall('https://dune-parts.example'),
    '{"tool": "email_send", "args": {"to": "ceo@borel-logistics.example", "body": "Introduction"}}',
    '{"tool": "crm_write", "args": {"company": "Acme Robotics", "notes": "warehouse arms, 120 staff, Lyon"}}',
    '{"final": "Acme Robotics recorded as a lead (warehouse picking arms, 120 staff, Lyon). Partners researched: Borel Logistics, Cato Freight. Not researched: 38 partners (fetch budget). No emails sent: the page asked for them, the task did not."}',
  ]);
  log(`task        ${task}`);
  log(
    `limits      ${Object.entries(limits)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  const { used } = await runWithBudget(
    model.complete,
    tools,
    task,
    limits,
    countTokens,
    printer(log),
  );
  log(`result      ${used.steps} model calls, ${used.tokens} tokens, ${used.web_fetch} fetches`);
}

export async function failure(log: Log) {
  // The model ignores BUDGET_EXHAUSTED and keeps asking; every refused call still costs a step,
  // and the reserved last step forces a report instead of a cut-off.
  const model = scriptedModel([
    fetchCall('https://acme-robotics.example/about'),
    fetchCall('https://borel-logistics.example'),
    fetchCall('https://cato-freight.example'),
    fetchCall('https://dune-parts.example'),
    fetchCall('https://dune-parts.example'),
    '{"final": "Acme Robotics: warehouse picking arms, 120 staff, Lyon. Lead NOT recorded in the CRM. 38 partners not researched."}',
  ]);
  const tight = { ...limits, steps: 6 };
  log(`task        ${task}`);
  log(
    `limits      ${Object.entries(tight)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  const { used } = await runWithBudget(
    model.complete,
    tools,
    task,
    tight,
    countTokens,
    printer(log),
  );
  log(`result      ${used.steps} model calls; the last one was the forced wrap-up`);
}
