import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DATASET_CHANGELOG, DATASET_SCHEMA, DATASET_VERSION, datasetCases, datasetJsonLines } from '../../src/lib/labs/dataset';
import { DATASET_SLOTS } from '../../src/lib/demo/apps/app';
import { EFFECTS } from '../../src/lib/labs/effects';
import { LABS } from '../../src/lib/labs/labs';

/**
 * The SHA-256 of every published version's file. A published version never changes: editing a lab
 * so that the current version's file would differ fails here until a new version is made
 * (docs/labs.md, Dataset versioning). Never edit a line of this table; add one. The current version
 * is pinned here too: the build's file must be exactly the pinned one.
 */
const PUBLISHED: Readonly<Record<number, string>> = {
  1: '0e347c10fcd158c048542003a9cff2adc0b579c16d5006d6194ee8d291a372fa',
  2: 'd9558d77632df1f178b8f05b6d672419d91df88366be0268a08714aa23813079',
};

describe('the open attack suite', () => {
  const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
  const frozen = (version: number) => readFileSync(`public/datasets/agent-attacks/v${version}.jsonl`);

  it('the current version heads the changelog, is pinned, and its file is exactly the pinned one', () => {
    expect(DATASET_CHANGELOG[0]?.version).toBe(DATASET_VERSION);
    expect(PUBLISHED[DATASET_VERSION], `version ${DATASET_VERSION}`).toMatch(/^[0-9a-f]{64}$/);
    expect(sha(datasetJsonLines())).toBe(PUBLISHED[DATASET_VERSION]);
  });

  it('every earlier version is pinned and served from its frozen file, byte for byte', () => {
    for (const v of DATASET_CHANGELOG.slice(1)) {
      expect(PUBLISHED[v.version], `version ${v.version}`).toMatch(/^[0-9a-f]{64}$/);
      expect(sha(frozen(v.version)), `version ${v.version}`).toBe(PUBLISHED[v.version]);
    }
  });

  it('keeps every case of version 1 with its id, now under the current version', () => {
    const current = new Map(datasetCases().map((c) => [c.id, c]));
    for (const line of frozen(1).toString('utf8').trimEnd().split('\n')) {
      const old = JSON.parse(line) as { id: string; version: number };
      expect(current.get(old.id), old.id).toEqual({ ...old, version: DATASET_VERSION });
    }
  });

  it('every line fits the published JSON Schema, with stable unique ids', () => {
    const validate = new Ajv2020({ strict: false }).compile(DATASET_SCHEMA);
    const lines = datasetJsonLines().trimEnd().split('\n');
    for (const line of lines) expect(validate(JSON.parse(line)), `${line}\n${JSON.stringify(validate.errors)}`).toBe(true);
    const ids = datasetCases().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines).toHaveLength(LABS.reduce((n, l) => n + l.suite.length, 0));
  });

  it('lists in its schema exactly the slots and effects the code knows, and every slot and effect is used', () => {
    expect(DATASET_SCHEMA.properties.slot.enum).toEqual(DATASET_SLOTS);
    expect(DATASET_SCHEMA.properties.effect.enum).toEqual(Object.keys(EFFECTS));
    const cases = datasetCases();
    for (const effect of Object.keys(EFFECTS))
      expect(
        cases.some((c) => c.effect === effect),
        effect,
      ).toBe(true);
    for (const slot of DATASET_SLOTS)
      expect(
        cases.some((c) => c.slot === slot),
        slot,
      ).toBe(true);
    // A case states where its text goes: an attack never has slot none, a task always has.
    for (const c of cases) expect(c.slot === 'none', c.id).toBe(c.kind === 'task');
  });

  it('names OWASP ids for every case', () => {
    for (const c of datasetCases())
      expect(
        c.threats.some((t) => /^(llm|asi)\d\d$/.test(t)),
        c.id,
      ).toBe(true);
  });
});
