import { DATASET_SLOTS, type DatasetSlot } from '../demo/apps/app.ts';
import { appScenarioInfo } from '../demo/apps/index.ts';
import { BENIGN_SCENARIOS, SCENARIOS } from '../demo/scenarios.ts';
import { EFFECTS, type Effect } from './effects.ts';
import { LABS } from './labs.ts';
import type { Lab } from './types.ts';

// The open attack suite (/datasets/agent-attacks, docs/labs.md): the labs' attack cases and
// ordinary tasks as JSON Lines, one version at a time. The current version is generated from the
// lab data at build; an earlier version is a frozen static file in public/datasets/agent-attacks/
// that never changes (a unit test pins each file's SHA-256).

/** The version the build publishes from the lab data. */
export const DATASET_VERSION = 2;

/** Every published version, newest first, with what changed. */
export const DATASET_CHANGELOG: readonly { version: number; date: string; changes: string }[] = [
  {
    version: 2,
    date: '2026-11-26',
    changes:
      'The cases of the eight labs added since version 1 (refund-override, review-carrier, ticket-render, ssrf-chain, denial-of-wallet, confused-deputy, memory-poisoning, shell-agent); the slots user, review, tool-result, ticket, api-response and file; the effects refund-over-limit, unwanted-purchase, victim-session-leaked, internal-data-leaked, record-deleted, refund-issued, invoice-emailed-outside, files-deleted-outside and spend-over-limit. Every case of version 1 is kept with its id.',
  },
  { version: 1, date: '2026-11-25', changes: 'First release: the attack cases and ordinary tasks of the first five labs.' },
];

export const DATASET_LICENCE = {
  id: 'CC-BY-4.0',
  name: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

/** One line of the dataset. */
export interface DatasetCase {
  /** Stable across versions: `{lab}.{case}`. */
  id: string;
  version: number;
  lab: string;
  tier: Lab['tier'];
  kind: 'attack' | 'task';
  title: string;
  /** The user's request the case runs under. */
  request: string;
  /** Where the attack text goes (`DATASET_SLOTS` in src/lib/demo/apps/app.ts). */
  slot: DatasetSlot;
  /** The attack text ({secret} and {api_key} stand for a secret the agent can see); empty for tasks. */
  text: string;
  effect: Effect;
  expected: string;
  techniques: string[];
  /** Threat map ids: OWASP Top 10 for LLM Applications (llm…), OWASP Agentic (asi…), MITRE ATLAS (aml…). */
  threats: string[];
}

const demoScenarioOf = (id: string) => [...SCENARIOS, ...BENIGN_SCENARIOS].find((s) => s.id === id);
const slotOf = (scenario: string): DatasetSlot => {
  const app = appScenarioInfo(scenario);
  if (app) return app.slot;
  const s = demoScenarioOf(scenario);
  return s?.inbox ? 'email' : s?.page ? 'page' : 'none';
};

/** The cases of the current version, in lab order. Tasks shared by labs appear once per lab (their ids differ). */
export function datasetCases(): DatasetCase[] {
  return LABS.flatMap((lab) =>
    lab.suite.map((c) => ({
      id: `${lab.slug}.${c.id}`,
      version: DATASET_VERSION,
      lab: lab.slug,
      tier: lab.tier,
      kind: c.kind,
      title: c.title,
      request: demoScenarioOf(c.scenario)?.task ?? appScenarioInfo(c.scenario)?.task ?? '',
      slot: c.kind === 'attack' ? slotOf(c.scenario) : 'none',
      text: c.text,
      effect: c.effect,
      expected: EFFECTS[c.effect],
      techniques: [...lab.techniques],
      threats: [...lab.threats],
    })),
  );
}

/** The JSON Lines file of the current version: one case per line, keys in a fixed order. */
export const datasetJsonLines = () =>
  datasetCases()
    .map((c) => JSON.stringify(c))
    .join('\n') + '\n';

/** The download address of a version. */
export const datasetFileUrl = (version: number) => `/datasets/agent-attacks/v${version}.jsonl`;

const EFFECT_IDS = Object.keys(EFFECTS);

/** The JSON Schema of one line. */
export const DATASET_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Agent Atlas agent attacks: one case',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'version', 'lab', 'tier', 'kind', 'title', 'request', 'slot', 'text', 'effect', 'expected', 'techniques', 'threats'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9-]+\\.[a-z0-9-]+$', description: 'Stable across versions: {lab}.{case}.' },
    version: { type: 'integer', minimum: 1 },
    lab: { type: 'string' },
    tier: { enum: ['apprentice', 'practitioner', 'expert'] },
    kind: { enum: ['attack', 'task'] },
    title: { type: 'string' },
    request: { type: 'string', description: "The user's request the case runs under." },
    slot: { enum: DATASET_SLOTS, description: 'Where the attack text goes.' },
    text: { type: 'string', description: 'The attack text; {secret} and {api_key} stand for a secret the agent can see. Empty for tasks.' },
    effect: { enum: EFFECT_IDS, description: 'Attacks: the observable effect that proves success. Tasks: task-done.' },
    expected: { type: 'string' },
    techniques: { type: 'array', items: { type: 'string' }, description: 'Agent Atlas catalogue technique slugs.' },
    threats: {
      type: 'array',
      items: { type: 'string' },
      description: 'OWASP LLM (llm…), OWASP Agentic (asi…) and MITRE ATLAS (aml…) ids.',
    },
  },
} as const;
