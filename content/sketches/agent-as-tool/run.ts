// Scripted run of the agent-as-tool sketch: a real wrapper (argument check, fresh context, step
// budget, source check) and caller loop, models whose replies are prepared. Company facts, names,
// URLs and sizes are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { assist, researchCompany, type Tool } from './sketch.ts';

const ARTICLE = `https://news.example.com/contoso-series-c Contoso raised 40 million EUR in a series C
led by Northwind Capital in October 2026 to expand its logistics software in Europe. ${'(article text) '.repeat(90)}`;

const tools: Record<string, Tool> = {
  web_search: async () => ARTICLE,
  crm_lookup: async () =>
    'CRM-4471 Contoso Ltd: customer since 2023; procurement owner Dana Whitfield (since March 2026); ' +
    'open opportunity OP-118 for 240 seats; last meeting notes: price sensitivity, asked about SSO.',
};

const REQUEST = 'Prep me for the Contoso call: recent funding and who owns procurement.';
const CALL =
  '{"tool": "research_company", "args": {"company": "Contoso", "questions": ["recent funding", "procurement owner"]}}';

export async function example(log: Log) {
  const caller = scriptedModel([
    CALL,
    '{"answer": "Contoso raised a 40M EUR series C in October 2026 (led by Northwind Capital) to grow in Europe. Procurement is owned by Dana Whitfield since March. Ask about the expansion timeline, SSO, and seat count for OP-118."}',
  ]);
  const specialist = scriptedModel([
    '{"tool": "web_search", "args": {"query": "Contoso funding 2026"}}',
    '{"tool": "crm_lookup", "args": {"company": "Contoso"}}',
    '{"done": {"summary": "Funding: 40M EUR series C in October 2026, led by Northwind Capital, for European expansion. Procurement owner: Dana Whitfield since March 2026; open opportunity OP-118 for 240 seats.", "sources": ["https://news.example.com/contoso-series-c", "CRM-4471", "https://contoso.example.com/leadership"], "gaps": "none"}}',
  ]);
  log(`request     ${REQUEST}`);
  const research = researchCompany(specialist.complete, tools, log);
  const result = await assist(caller.complete, REQUEST, research, log);
  log(`answer      ${result.answer}`);
  log(
    `result      ${caller.prompts.length + specialist.prompts.length} model calls (${caller.prompts.length} caller, ` +
      `${specialist.prompts.length} specialist); the caller's context grew by ${result.contextChars} chars`,
  );
}

export async function failure(log: Log) {
  // The specialist keeps searching without converging: the wrapper stops it at its step budget and
  // returns a structured error, so the caller can say what is missing instead of waiting or guessing.
  const caller = scriptedModel([
    CALL,
    '{"answer": "I could not finish the research on Contoso this time: the research step ran out of budget. Want me to try a narrower question, such as funding only?"}',
  ]);
  const specialist = scriptedModel(
    ['Contoso funding', 'Contoso series C', 'Contoso investors 2026', 'Contoso Northwind'].map(
      (q) => `{"tool": "web_search", "args": {"query": "${q}"}}`,
    ),
  );
  log(`request     ${REQUEST}`);
  const result = await assist(
    caller.complete,
    REQUEST,
    researchCompany(specialist.complete, tools, log),
    log,
  );
  log(`answer      ${result.answer}`);
  log(
    `result      ${caller.prompts.length + specialist.prompts.length} model calls; budget capped the specialist at 4`,
  );
}
