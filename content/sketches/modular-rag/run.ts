// Scripted run of the Modular RAG sketch: a real orchestrator, flow validation, access filter and
// citation check; a fixed search index and a model whose grades and answer are prepared.
// Team names, flows, article ids and product codes are illustrative.
import { scriptedModel, type Log } from '../_support/scripted.ts';
import {
  ANSWER_PROMPT,
  GRADE_PROMPT,
  runFlow,
  type Complete,
  type Doc,
  type Flow,
  type Module,
} from './sketch.ts';

const INDEX: Record<string, Doc[]> = {
  'partial refunds product codes P-series': [
    {
      id: 'KB-11',
      text: 'Partial refunds are allowed for hardware within 30 days.',
      groups: ['all'],
    },
    { id: 'KB-40', text: 'Refund reasons and how to record them.', groups: ['all'] },
  ],
  'P-series refundable product code list': [
    { id: 'KB-72', text: 'Refundable P-series codes: P-100, P-120, P-140.', groups: ['all'] },
    { id: 'FIN-9', text: 'Internal: refund margin per P-series code.', groups: ['finance'] },
  ],
};
const QUERY = 'Which product codes in the P-series allow partial refunds?';
const fill = (template: string, s: { query: string; docs: Doc[] }) =>
  template
    .replace('{query}', s.query)
    .replace('{docs}', s.docs.map((d) => `<passage id="${d.id}">${d.text}</passage>`).join('\n'));

function modules(complete: Complete): Record<string, Module> {
  return {
    retrieve: async (s, log) => {
      const hits = INDEX[s.search] ?? [];
      log(`retrieve  "${s.search}" -> ${hits.map((d) => d.id).join(', ')}`);
      return { ...s, docs: [...s.docs, ...hits] };
    },
    acl: async (s, log) => {
      const docs = s.docs.filter((d) =>
        d.groups.some((g) => g === 'all' || s.userGroups.includes(g)),
      );
      const dropped = s.docs.filter((d) => !docs.includes(d)).map((d) => d.id);
      log(
        `acl       ${docs.length} kept${dropped.length ? `, dropped ${dropped.join(', ')}` : ''}`,
      );
      return { ...s, docs };
    },
    grade: async (s, log) => {
      const reply = JSON.parse(await complete(fill(GRADE_PROMPT, s))) as {
        enough: boolean;
        search?: string;
      };
      log(
        `grade     enough=${reply.enough}${reply.search ? `, next search "${reply.search}"` : ''}`,
      );
      return { ...s, needMore: !reply.enough, search: reply.search ?? s.search };
    },
    generate: async (s, log) => {
      const answer = await complete(fill(ANSWER_PROMPT, s));
      log(`generate  ${answer}`);
      return { ...s, answer };
    },
    check: async (s, log) => {
      const cited = [...(s.answer ?? '').matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]);
      const ok = cited.length > 0 && cited.every((id) => s.docs.some((d) => d.id === id));
      log(`check     citations ${cited.join(', ')}: ${ok ? 'all in context' : 'rejected'}`);
      return ok ? s : { ...s, answer: 'I could not find this in the documentation.' };
    },
  };
}

async function run(flow: Flow, log: Log) {
  const model = scriptedModel([
    '{"enough": false, "search": "P-series refundable product code list"}',
    '{"enough": true}',
    'Partial refunds are allowed within 30 days [KB-11] for P-100, P-120 and P-140 [KB-72].',
  ]);
  const describe = flow.steps.map((s) =>
    typeof s === 'string' ? s : `loop(${s.loop.join(', ')}) max ${s.max}`,
  );
  log(`flow      ${flow.name}: ${describe.join(' -> ')}`);
  log(`query     ${QUERY} (user groups: support)`);
  try {
    const state = {
      query: QUERY,
      search: 'partial refunds product codes P-series',
      userGroups: ['support'],
      docs: [],
      needMore: false,
    };
    const out = await runFlow(flow, modules(model.complete), state, log);
    log(`result    ${model.prompts.length} model calls; answer: ${out.answer}`);
  } catch (error) {
    log(`refused   ${(error as Error).message}; ${model.prompts.length} model calls made`);
  }
}

export async function example(log: Log) {
  await run(
    {
      name: 'support',
      steps: [{ loop: ['retrieve', 'acl', 'grade'], max: 2 }, 'generate', 'check'],
    },
    log,
  );
}

export async function failure(log: Log) {
  // A "fast" variant copied from the support flow with the access and citation modules left out.
  await run({ name: 'support-fast', steps: ['retrieve', 'generate'] }, log);
}
