// The design review's rules (src/lib/design-review/): every rule fires on a case made for it and
// stays quiet on a near miss, names real threats, techniques and checklist items, the worked
// examples give the risks a reviewer expects, and a review survives a link and an export.
import { readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readTechniqueFiles } from '../../src/lib/catalogue/technique-files';
import { THREATS as CHECKLIST } from '../../src/lib/guides/redteam-checklist';
import { findLab, LABS } from '../../src/lib/labs/labs';
import { EXAMPLES } from '../../src/lib/design-review/examples';
import { reviewMarkdown, type ReviewNames } from '../../src/lib/design-review/markdown';
import { RULES, reviewSystem } from '../../src/lib/design-review/rules';
import { EMPTY_SYSTEM, type System, type Tool } from '../../src/lib/design-review/system';
import { BAD_LINK, NEWER_LINK, decodeSystem, encodeSystem, readSystemFromSearch } from '../../src/lib/design-review/url-state';

const tool = (name: string, can: Tool['can'], broad = false): Tool => ({ name, can, broad });
const sys = (over: Partial<System>): System => ({ ...EMPTY_SYSTEM, ...over });
const reader = tool('Search', ['read']);
const writer = tool('Notes', ['write']);

/** For each rule: a system it must flag, and a near miss (one answer changed) it must not. */
const CASES: Record<string, [System, System]> = {
  'exfiltration-trifecta': [
    sys({ data: ['personal'], untrusted: ['web'], outbound: ['http'] }),
    sys({ data: ['personal'], untrusted: ['web'], outbound: [] }),
  ],
  'render-exfiltration': [
    sys({ data: ['internal'], untrusted: ['email'], outbound: ['render'] }),
    sys({ data: ['public'], untrusted: ['email'], outbound: ['render'] }),
  ],
  'indirect-injection': [sys({ untrusted: ['web'], tools: [writer] }), sys({ untrusted: ['web'], tools: [reader] })],
  'direct-injection': [sys({ untrusted: ['users'], tools: [writer] }), sys({ untrusted: ['users'], tools: [reader], data: ['public'] })],
  'public-jailbreak': [sys({ multiUser: true, untrusted: ['users'] }), sys({ multiUser: false, untrusted: ['users'] })],
  'secrets-exposed': [sys({ data: ['secrets'], untrusted: ['documents'] }), sys({ data: ['secrets'], untrusted: [] })],
  'personal-data-disclosure': [sys({ data: ['personal'], multiUser: true }), sys({ data: ['personal'], multiUser: false })],
  'unsafe-rendering': [sys({ outbound: ['render'], untrusted: ['users'] }), sys({ outbound: ['render'], untrusted: [] })],
  'rag-poisoning': [sys({ untrusted: ['documents'] }), sys({ untrusted: ['web'] })],
  'high-stakes-answers': [sys({ highStakes: true }), sys({ highStakes: false })],
  'broad-tool': [sys({ tools: [tool('Shell', ['execute'], true)] }), sys({ tools: [tool('Shell', ['execute'], false)] })],
  'unapproved-actions': [sys({ tools: [writer], approval: 'none' }), sys({ tools: [writer], approval: 'risky' })],
  'unapproved-spend': [
    sys({ tools: [tool('Pay', ['spend'])], approval: 'risky' }),
    sys({ tools: [tool('Pay', ['spend'])], approval: 'all' }),
  ],
  'unbounded-loops': [sys({ tools: [reader], bounded: false }), sys({ tools: [reader], bounded: true })],
  'public-cost': [sys({ multiUser: true, untrusted: ['users'] }), sys({ multiUser: true, untrusted: ['users'], bounded: true })],
  'unsandboxed-code': [sys({ tools: [tool('Run', ['execute'])] }), sys({ tools: [tool('Run', ['execute'])], sandboxed: true })],
  'untrusted-code': [
    sys({ tools: [tool('Run', ['execute'])], sandboxed: true, untrusted: ['web'] }),
    sys({ tools: [tool('Run', ['execute'])], sandboxed: true, untrusted: ['users'] }),
  ],
  'shared-identity': [
    sys({ multiUser: true, identity: 'service', tools: [reader], data: ['personal'] }),
    sys({ multiUser: true, identity: 'user', tools: [reader], data: ['personal'] }),
  ],
  'third-party-tools': [sys({ thirdPartyTools: true }), sys({ thirdPartyTools: false })],
  'approval-fatigue': [
    sys({ approval: 'risky', untrusted: ['email'], tools: [writer] }),
    sys({ approval: 'risky', untrusted: ['users'], tools: [writer] }),
  ],
  'no-audit-trail': [sys({ tools: [writer], auditLog: false }), sys({ tools: [writer], auditLog: true })],
  'autonomous-rogue': [sys({ tools: [writer] }), sys({ tools: [writer], bounded: true })],
  'memory-poisoning': [sys({ memory: 'persistent', memoryFromUntrusted: true }), sys({ memory: 'session', memoryFromUntrusted: true })],
  'shared-memory-poisoning': [
    sys({ memory: 'session', memoryShared: true, memoryFromUntrusted: true }),
    sys({ memory: 'session', memoryShared: true, memoryFromUntrusted: false }),
  ],
  'cross-user-memory': [
    sys({ memory: 'persistent', memoryShared: true, multiUser: true, data: ['personal'] }),
    sys({ memory: 'persistent', memoryShared: false, multiUser: true, data: ['personal'] }),
  ],
  'unauthenticated-agents': [sys({ agents: 'unauthenticated' }), sys({ agents: 'authenticated' })],
  'agent-output-trusted': [
    sys({ agents: 'authenticated', untrusted: ['agents'], tools: [writer] }),
    sys({ agents: 'authenticated', untrusted: ['agents'], tools: [reader] }),
  ],
  'cascading-failures': [sys({ agents: 'authenticated', approval: 'none' }), sys({ agents: 'authenticated', approval: 'risky' })],
};

describe('risk rules', () => {
  test('there are at least 25 rules, with unique ids, and a case for each', () => {
    expect(RULES.length).toBeGreaterThanOrEqual(25);
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    expect(Object.keys(CASES).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  test.each(RULES.map((r) => [r.id, r] as const))('%s fires on its case and not on its near miss', (id, rule) => {
    const [hit, miss] = CASES[id]!;
    expect(rule.when(hit)).toBe(true);
    expect(rule.when(miss)).toBe(false);
    expect(reviewSystem(hit).map((r) => r.id)).toContain(id);
    expect(reviewSystem(miss).map((r) => r.id)).not.toContain(id);
  });

  test('an empty form flags nothing', () => {
    expect(reviewSystem(EMPTY_SYSTEM)).toEqual([]);
  });

  const threatIds = new Set(readdirSync('content/threats').flatMap((f) => (f.endsWith('.md') ? [f.slice(0, -3)] : [])));
  const techniques = readTechniqueFiles();
  const techniqueIds = new Set(techniques.map((t) => t.id));
  const checklistIds = new Set(CHECKLIST.map((c) => c.id));

  test.each(RULES.map((r) => [r.id, r] as const))('%s names real threats, techniques and checklist items', (_id, rule) => {
    expect(rule.threats.length).toBeGreaterThan(0);
    expect(rule.techniques.length).toBeGreaterThanOrEqual(3);
    expect(rule.checklist.length).toBeGreaterThan(0);
    for (const id of rule.threats) expect(threatIds, `threat ${id}`).toContain(id);
    for (const id of rule.techniques) expect(techniqueIds, `technique ${id}`).toContain(id);
    for (const id of rule.checklist) expect(checklistIds, `checklist item ${id}`).toContain(id);
    expect(new Set(rule.techniques).size).toBe(rule.techniques.length);
  });

  test.each(RULES.map((r) => [r.id, r] as const))('%s names real labs that share one of its threats', (_id, rule) => {
    for (const slug of rule.labs) {
      const lab = findLab(slug);
      expect(lab, `lab ${slug}`).toBeDefined();
      expect(
        lab!.threats.some((t) => rule.threats.includes(t)),
        `lab ${slug} shares no threat with ${rule.id}`,
      ).toBe(true);
    }
    expect(new Set(rule.labs).size).toBe(rule.labs.length);
  });

  test('every lab shows at least one rule’s risk', () => {
    for (const lab of LABS)
      expect(
        RULES.some((r) => r.labs.includes(lab.slug)),
        lab.slug,
      ).toBe(true);
  });

  test('the first technique of every rule mitigates one of its threats (the control to apply first)', () => {
    for (const rule of RULES) {
      const first = techniques.find((t) => t.id === rule.techniques[0])!;
      const mitigated = first.threats.filter((l) => l.relation === 'mitigates').map((l) => l.threat);
      expect(
        rule.threats.some((id) => mitigated.includes(id)),
        `${rule.id}: ${first.id} mitigates none of ${rule.threats.join(', ')}`,
      ).toBe(true);
    }
  });
});

describe('worked examples', () => {
  const risks = (id: string) => reviewSystem(EXAMPLES.find((e) => e.id === id)!.system).map((r) => r.id);

  test('there are the five systems the page offers', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(['support-bot', 'coding-agent', 'research-agent', 'email-assistant', 'multi-agent-pipeline']);
  });

  test.each([
    [
      'support-bot',
      [
        'exfiltration-trifecta',
        'render-exfiltration',
        'personal-data-disclosure',
        'unapproved-spend',
        'shared-identity',
        'direct-injection',
        'public-jailbreak',
        'unsafe-rendering',
      ],
    ],
    [
      'coding-agent',
      [
        'exfiltration-trifecta',
        'indirect-injection',
        'secrets-exposed',
        'broad-tool',
        'rag-poisoning',
        'untrusted-code',
        'third-party-tools',
        'approval-fatigue',
        'no-audit-trail',
      ],
    ],
    [
      'research-agent',
      [
        'exfiltration-trifecta',
        'render-exfiltration',
        'indirect-injection',
        'unapproved-actions',
        'autonomous-rogue',
        'memory-poisoning',
        'unsafe-rendering',
        'rag-poisoning',
        'unbounded-loops',
        'no-audit-trail',
      ],
    ],
    [
      'email-assistant',
      [
        'exfiltration-trifecta',
        'render-exfiltration',
        'indirect-injection',
        'memory-poisoning',
        'unsafe-rendering',
        'rag-poisoning',
        'approval-fatigue',
        'no-audit-trail',
      ],
    ],
    [
      'multi-agent-pipeline',
      [
        'exfiltration-trifecta',
        'indirect-injection',
        'unapproved-actions',
        'autonomous-rogue',
        'memory-poisoning',
        'shared-memory-poisoning',
        'unauthenticated-agents',
        'agent-output-trusted',
        'unbounded-loops',
        'no-audit-trail',
        'cascading-failures',
      ],
    ],
  ])('%s: its review lists exactly the expected risks, high first', (id, expected) => {
    expect(risks(id)).toEqual(expected);
  });
});

describe('review links', () => {
  test('every example round-trips through the link, names in any script included', () => {
    for (const e of EXAMPLES) expect(decodeSystem(encodeSystem(e.system))).toEqual({ system: e.system, problem: null });
    const odd = sys({ name: 'Agent «ü» 🚀 & co', tools: [tool('Shell / sh', ['read', 'execute'], true)], agents: 'authenticated' });
    expect(readSystemFromSearch(`?r=${encodeSystem(odd)}`)).toEqual({ system: odd, problem: null });
  });

  test('a plain address opens the empty form without a message', () => {
    expect(readSystemFromSearch('')).toEqual({ system: EMPTY_SYSTEM, problem: null });
  });

  test('a link from the support-bot example is short enough to share', () => {
    expect(encodeSystem(EXAMPLES[0]!.system).length).toBeLessThan(200);
  });

  test.each([
    ['cut short', (s: string) => s.slice(0, -6)],
    ['edited', (s: string) => s.replace(/^1\./, '1.x')],
    ['no version', (s: string) => s.slice(2)],
    ['not base64', () => '1.%%%'],
    ['a valid payload of the wrong shape', () => `1.${btoa(JSON.stringify({ name: 'x' }))}`],
    ['a choice out of range', () => `1.${btoa(JSON.stringify(['x', [], 0, 0, '9000']))}`],
    ['a mask out of range', () => `1.${btoa(JSON.stringify(['x', [], 2 ** 20, 0, '0000']))}`],
    ['too many tools', () => `1.${btoa(JSON.stringify(['x', Array.from({ length: 13 }, () => ['t', 1]), 0, 0, '0000']))}`],
  ])('a link %s falls back to the empty form with a message', (_name, tamper) => {
    expect(decodeSystem(tamper(encodeSystem(EXAMPLES[1]!.system)))).toEqual({ system: EMPTY_SYSTEM, problem: BAD_LINK });
  });

  test('whatever the link holds, it opens a review that links back to itself or the empty form with a message, never an error', () => {
    const valid = EXAMPLES.map((e) => encodeSystem(e.system));
    const links = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ maxLength: 200 }).map((s) => `1.${s}`),
      fc
        .tuple(fc.constantFrom(...valid), fc.nat(), fc.string({ minLength: 1, maxLength: 1 }))
        .map(([v, i, c]) => v.slice(0, i % v.length) + c + v.slice((i % v.length) + 1)),
    );
    fc.assert(
      fc.property(links, (link) => {
        const { system, problem } = decodeSystem(link);
        if (problem === null) expect(decodeSystem(encodeSystem(system))).toEqual({ system, problem: null });
        else expect(system).toEqual(EMPTY_SYSTEM);
      }),
      { seed: 20261125, numRuns: 2000 },
    );
  });

  test('a link from a newer version says so', () => {
    expect(decodeSystem('2.abc')).toEqual({ system: EMPTY_SYSTEM, problem: NEWER_LINK });
  });
});

describe('Markdown export', () => {
  const names: ReviewNames = {
    threats: { llm02: { code: 'LLM02:2025', name: 'Sensitive Information Disclosure' } },
    techniques: { 'dual-llm-pattern': { name: 'Dual LLM Pattern', url: '/patterns/safety/dual-llm-pattern' } },
    checklist: { 'tool-exfiltration': 'Exfiltration through outbound tool calls' },
    labs: {},
  };
  test('writes the system, each risk with its threats, ordered techniques and checklist items', () => {
    const system = EXAMPLES[0]!.system;
    const md = reviewMarkdown(system, reviewSystem(system), names, {
      date: '2026-11-25',
      origin: 'https://agent-atlas.dev',
      link: 'https://agent-atlas.dev/design-review?r=1.x',
    });
    expect(md).toContain('# Threat model: Shop support bot');
    expect(md).toContain('  - Refund: spend money');
    expect(md).toContain('### 1. Private data, untrusted content and a way out (high)');
    expect(md).toContain('- [LLM02:2025 Sensitive Information Disclosure](https://agent-atlas.dev/threats/llm02)');
    expect(md).toContain('1. [Dual LLM Pattern](https://agent-atlas.dev/patterns/safety/dual-llm-pattern)');
    expect(md).toContain('- [ ] Exfiltration through outbound tool calls');
    expect(md.indexOf('Dual LLM Pattern')).toBeLessThan(md.indexOf('least-privilege-tools'));
  });
  test('says so when nothing applies', () => {
    expect(reviewMarkdown(EMPTY_SYSTEM, [], names, { date: 'd', origin: 'https://a.test', link: 'l' })).toContain('No rule applies');
  });
});
