// The threat map (src/lib/threats/): its cross-entry rules, the shipped map, and the static data
// files (/catalogue.json, /threats.json) against the JSON Schemas the site publishes for them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { describe, expect, test } from 'vitest';
import { readTechniqueFiles } from '../../src/lib/catalogue/technique-files';
import type { Technique } from '../../src/lib/catalogue/schema';
import { catalogueJson, catalogueJsonSchema, jsonSchemaDocument, threatsJson, threatsJsonSchema } from '../../src/lib/threats/json';
import { findThreatMapProblems } from '../../src/lib/threats/problems';
import { threatListSchema, threatSchema, type Threat } from '../../src/lib/threats/schema';
import { THREATS as CHECKLIST } from '../../src/lib/guides/redteam-checklist';

const threat = (id: string, list: Threat['list'], related: string[] = []): { fileId: string; data: Threat } => ({
  fileId: id,
  data: {
    id,
    list,
    code: id.toUpperCase(),
    name: id,
    summary: 's'.repeat(40),
    source: { title: 't', url: 'https://x.test/' },
    checked: new Date(),
    related,
  },
});
const fix = (id: string) => ({ id: `fix-${id}`, threats: [{ threat: id, relation: 'mitigates' as const }] });

describe('threat map rules', () => {
  test('a consistent map passes', () => {
    expect(
      findThreatMapProblems({
        threats: [threat('llm01', 'owasp-llm-2025', ['asi01']), threat('asi01', 'owasp-agentic-2026')],
        techniques: [fix('llm01'), fix('asi01')],
      }),
    ).toEqual([]);
  });
  test.each([
    [
      'an unknown threat on a technique',
      { techniques: [fix('llm01'), { id: 'x', threats: [{ threat: 'llm99', relation: 'introduces' as const }] }] },
      'techniques/x: unknown threat "llm99"',
    ],
    ['a threat nothing mitigates', { techniques: [] }, 'threats/llm01: no technique mitigates it'],
    [
      'an unknown threat in a checklist item',
      { techniques: [fix('llm01')], references: [{ where: 'red-team checklist item a', threats: ['nope'] }] },
      'red-team checklist item a: unknown threat "nope"',
    ],
    [
      'a threat listed twice by one technique',
      {
        techniques: [
          {
            id: 'x',
            threats: [
              { threat: 'llm01', relation: 'mitigates' as const },
              { threat: 'llm01', relation: 'introduces' as const },
            ],
          },
        ],
      },
      'threat "llm01" is listed twice',
    ],
  ])('refuses %s', (_name, over, message) => {
    expect(findThreatMapProblems({ threats: [threat('llm01', 'owasp-llm-2025')], ...over }).join('\n')).toContain(message);
  });
  test('refuses a related entry in the same list or missing', () => {
    const problems = findThreatMapProblems({
      threats: [threat('llm01', 'owasp-llm-2025', ['llm02', 'asi09']), threat('llm02', 'owasp-llm-2025')],
      techniques: [fix('llm01'), fix('llm02')],
    });
    expect(problems).toEqual(['threats/llm01: related "llm02" is in the same list', 'threats/llm01: related "asi09" is not a threat']);
  });
});

const threatFiles = readdirSync('content/threats').filter((f) => f.endsWith('.md'));
const threats = threatFiles.map((f) => {
  const front = readFileSync(join('content/threats', f), 'utf8').split(/^---$/m)[1]!;
  return { fileId: f.replace(/\.md$/, ''), data: threatSchema.parse(parseYaml(front)) };
});
const lists = (parseYaml(readFileSync('content/threats/lists.yaml', 'utf8')) as unknown[]).map((l) => threatListSchema.parse(l));
const techniques: Technique[] = readTechniqueFiles();

describe('the shipped threat map', () => {
  test('passes every rule, covers both OWASP lists and gives every threat a source', () => {
    expect(findThreatMapProblems({ threats, techniques, references: CHECKLIST.map((c) => ({ where: c.id, threats: c.threats })) })).toEqual(
      [],
    );
    const ids = threats.map((t) => t.data.id);
    for (let i = 1; i <= 10; i++) expect(ids).toContain(`llm${String(i).padStart(2, '0')}`);
    for (let i = 1; i <= 10; i++) expect(ids).toContain(`asi${String(i).padStart(2, '0')}`);
    for (const t of threats) expect(t.data.source.url).toMatch(/^https:\/\//);
  });
});

describe('static data files', () => {
  const site = new URL('https://agent-atlas.dev/');
  const compile = (schema: object) => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    return ajv.compile(schema);
  };
  const links = (relation: 'mitigates' | 'introduces') => (id: string) =>
    techniques.flatMap((technique) =>
      technique.threats
        .filter((l) => l.threat === id && l.relation === relation)
        .map((l) => ({ technique, strength: l.strength, how: l.how })),
    );

  test('/catalogue.json is valid against /catalogue.schema.json and lists every technique', () => {
    const data = catalogueJson(techniques, site);
    const validate = compile(jsonSchemaDocument(catalogueJsonSchema, 'catalogue', site, 'Catalogue'));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.techniques).toHaveLength(techniques.length);
    const react = data.techniques.find((t) => t.id === 'react')!;
    expect(react.url).toBe('https://agent-atlas.dev/patterns/reasoning-techniques/react');
    expect(react.threats.some((t) => t.id === 'llm01' && t.relation === 'introduces')).toBe(true);
  });

  test('/threats.json is valid against /threats.schema.json, mitigations strongest first', () => {
    const data = threatsJson(
      lists,
      threats.map((t) => t.data),
      { mitigations: links('mitigates'), introductions: links('introduces') },
      site,
    );
    const validate = compile(jsonSchemaDocument(threatsJsonSchema, 'threats', site, 'Threats'));
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.threats.every((t) => t.mitigatedBy.length > 0)).toBe(true);
  });

  test('a file that breaks its schema is refused', () => {
    const validate = compile(jsonSchemaDocument(catalogueJsonSchema, 'catalogue', site, 'Catalogue'));
    expect(validate({ version: '1.0.0', site: site.href, techniques: [{ id: 'x' }] })).toBe(false);
  });
});
