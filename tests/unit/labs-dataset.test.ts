import { createHash } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DATASET_CHANGELOG, DATASET_SCHEMA, DATASET_VERSION, datasetCases, datasetJsonLines } from '../../src/lib/labs/dataset';
import { LABS } from '../../src/lib/labs/labs';

/**
 * The SHA-256 of every published version's file. A published version never changes: editing a lab
 * so that the current version's file would differ fails here until a new version is made
 * (docs/labs.md, Dataset versioning). Never edit a line of this table; add one.
 */
const PUBLISHED: Readonly<Record<number, string>> = {
  1: '0e347c10fcd158c048542003a9cff2adc0b579c16d5006d6194ee8d291a372fa',
};

describe('the open attack suite', () => {
  it('the current version is published and its file is exactly the pinned one', () => {
    expect(DATASET_CHANGELOG[0]?.version).toBe(DATASET_VERSION);
    expect(createHash('sha256').update(datasetJsonLines()).digest('hex')).toBe(PUBLISHED[DATASET_VERSION]);
  });

  it('every version in the changelog is pinned', () => {
    for (const v of DATASET_CHANGELOG) expect(PUBLISHED[v.version], `version ${v.version}`).toMatch(/^[0-9a-f]{64}$/);
  });

  it('every line fits the published JSON Schema, with stable unique ids', () => {
    const validate = new Ajv2020({ strict: false }).compile(DATASET_SCHEMA);
    const lines = datasetJsonLines().trimEnd().split('\n');
    for (const line of lines) expect(validate(JSON.parse(line)), `${line}\n${JSON.stringify(validate.errors)}`).toBe(true);
    const ids = datasetCases().map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines).toHaveLength(LABS.reduce((n, l) => n + l.suite.length, 0));
  });

  it('names OWASP ids for every case', () => {
    for (const c of datasetCases())
      expect(
        c.threats.some((t) => /^(llm|asi)\d\d$/.test(t)),
        c.id,
      ).toBe(true);
  });
});
