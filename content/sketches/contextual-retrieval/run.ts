// Scripted run of the contextual retrieval sketch: real indexing, grounding check and keyword
// ranking; prepared model replies. Companies, quarters and figures are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import { contextualize, type Document, type IndexEntry } from './sketch.ts';

const NORTHWIND: Document = {
  id: 'nw',
  title: 'Northwind Traders quarterly report Q2 2024',
  text: 'Northwind Traders. Quarterly report, Q2 2024. Section 3, results by segment: Revenue grew 3% over the previous quarter, driven by the services segment. Section 4, people: Headcount rose to 1,240 employees.',
  chunks: [
    'Revenue grew 3% over the previous quarter, driven by the services segment.',
    'Headcount rose to 1,240 employees.',
  ],
};
const CONTOSO: Document = {
  id: 'cs',
  title: 'Contoso quarterly report Q2 2024',
  text: 'Contoso Ltd. Quarterly report, Q2 2024. Section 2, results: Revenue fell 1% over the previous quarter in the hardware segment.',
  chunks: ['Revenue fell 1% over the previous quarter in the hardware segment.'],
};
const query = 'Northwind revenue Q2 2024';

// A keyword ranking in the spirit of BM25: count query terms present in the indexed text.
const terms = (t: string) => new Set(t.toLowerCase().match(/[a-z0-9]+/g) ?? []);
const rank = (entries: IndexEntry[], field: 'chunk' | 'indexed') =>
  entries
    .map((e) => ({
      id: e.id,
      score: [...terms(query)].filter((w) => terms(e[field]).has(w)).length,
    }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id))
    .map((r) => `${r.id}=${r.score}`)
    .join(' ');

async function run(log: Log, replies: string[]) {
  const model = scriptedModel(replies);
  const index = [
    ...(await contextualize(NORTHWIND, model.complete, log)),
    ...(await contextualize(CONTOSO, model.complete, log)),
  ];
  log(`query       ${query}`);
  log(`raw chunks  ${rank(index, 'chunk')}`);
  log(`contextual  ${rank(index, 'indexed')}`);
  log(
    `result      ${index.length} chunks indexed, ${model.prompts.length} model calls at indexing, 0 at query time`,
  );
}

export async function example(log: Log) {
  await run(log, [
    "From Northwind Traders' quarterly report for Q2 2024, section 3 on results by segment.",
    "From Northwind Traders' quarterly report for Q2 2024, section 4 on people.",
    "From Contoso's quarterly report for Q2 2024, section 2 on results.",
  ]);
}

export async function failure(log: Log) {
  // The model attributes the first chunk to the wrong quarter; the grounding check rejects it.
  await run(log, [
    "From Northwind Traders' annual report for Q4 2023, results by segment.",
    "From Northwind Traders' quarterly report for Q2 2024, section 4 on people.",
    "From Contoso's quarterly report for Q2 2024, section 2 on results.",
  ]);
}
