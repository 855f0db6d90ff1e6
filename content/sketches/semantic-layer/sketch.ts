// Semantic layer: the model requests governed metrics by name; the layer validates, compiles SQL and applies row access.
export type Complete = (prompt: string) => Promise<string>;
export type RunSql = (sql: string, params: string[]) => Promise<Record<string, string | number>[]>;
export interface Catalogue {
  version: string;
  table: string;
  metrics: Record<string, { description: string; expr: string }>;
  dimensions: Record<string, { description: string; column: string }>;
  periods: Record<string, string>; // name -> SQL condition written by the data team
}
type Request = { metrics: string[]; group_by: string[]; period: string } | { unavailable: string };

export const PLANNER_PROMPT = `You answer business questions by requesting governed metrics. You never write SQL.
Metrics:
{metrics}
Dimensions:
{dimensions}
Periods: {periods}
Reply with one JSON object and nothing else, either
{"metrics": ["<metric>"], "group_by": ["<dimension>"], "period": "<period>"}
or, if no listed metric matches the question's definition,
{"unavailable": "<what is missing>"}
Choose by the descriptions, not by the names: they say what is included and excluded.
Question: {question}
{feedback}`;

function check(req: Request, cat: Catalogue): string | null {
  if ('unavailable' in req) return null;
  const unknown = [
    ...req.metrics.filter((m) => !(m in cat.metrics)),
    ...req.group_by.filter((d) => !(d in cat.dimensions)),
    ...(req.period in cat.periods ? [] : [req.period]),
  ];
  return unknown.length ? `not in catalogue: ${unknown.join(', ')}` : null;
}

export async function askMetrics(
  complete: Complete,
  cat: Catalogue,
  question: string,
  allowedRegions: string[], // from the signed-in user's entitlements, never from the model
  runSql: RunSql,
  log: (line: string) => void = () => {},
): Promise<{ rows?: Record<string, string | number>[]; unavailable?: string; error?: string }> {
  const list = (o: Record<string, { description: string }>) =>
    Object.entries(o)
      .map(([k, v]) => `- ${k}: ${v.description}`)
      .join('\n');
  let feedback = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    const prompt = PLANNER_PROMPT.replace('{metrics}', list(cat.metrics))
      .replace('{dimensions}', list(cat.dimensions))
      .replace('{periods}', Object.keys(cat.periods).join(', '))
      .replace('{question}', question)
      .replace('{feedback}', feedback);
    const req = JSON.parse(await complete(prompt)) as Request;
    log(`request  ${JSON.stringify(req)}`);
    if ('unavailable' in req) return { unavailable: req.unavailable };
    const error = check(req, cat);
    if (error) {
      log(`rejected ${error}`);
      feedback = `Your last request was rejected: ${error}. Use only listed names, or reply unavailable.`;
      continue;
    }
    const dims = req.group_by.map((d) => `${cat.dimensions[d].column} AS ${d}`);
    const measures = req.metrics.map((m) => `${cat.metrics[m].expr} AS ${m}`);
    const sql =
      `SELECT ${[...dims, ...measures].join(', ')} FROM ${cat.table} ` +
      `WHERE ${cat.periods[req.period]} AND region IN (${allowedRegions.map(() => '?').join(', ')}) ` +
      `GROUP BY ${req.group_by.join(', ')} LIMIT 500`;
    log(`compiled ${sql}  [catalogue ${cat.version}]`);
    return { rows: await runSql(sql, allowedRegions) };
  }
  return { error: 'no valid request after 2 attempts' };
}
