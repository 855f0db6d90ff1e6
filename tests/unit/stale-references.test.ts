import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * Fast-moving sources the catalogue must cite in their current form. Each rule says what is
 * current and when that was checked; when a source moves on, update the rule and the pages.
 */
const CURRENT = [
  {
    source: 'MCP specification',
    checked: '2026-11-24: revision 2026-07-28 is the current stable release (modelcontextprotocol.io/specification)',
    stale: /modelcontextprotocol\.io\/specification\/(?!2026-07-28\b)\d{4}-\d{2}-\d{2}/,
  },
  {
    source: 'A2A specification',
    checked: '2026-11-24: the project publishes at a2a-protocol.org; the old google.github.io/A2A site is superseded',
    stale: /google\.github\.io\/A2A/,
  },
  {
    source: 'OWASP Top 10 for LLM Applications',
    checked: '2026-11-24: the 2025 list is current; 2023 (v1.x) entries and PDFs are superseded',
    stale:
      /owasp\.org\/[^\s"]*(?:2023|v1_1|v1-1)|llmrisk\/llm0\d-(?:insecure-output|training-data-poisoning|model-denial|insecure-plugin|overreliance|model-theft)/i,
  },
];

const dirs = [
  'content/techniques',
  'content/guides/ai-inference',
  'content/guides/fine-tuning',
  'content/guides/ai-red-teaming',
  'content/lessons',
];
const files = dirs.flatMap((dir) => {
  try {
    return readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `${dir}/${f}`);
  } catch {
    return [];
  }
});

describe('fast-moving references are current', () => {
  it('reads the content', () => {
    expect(files.length).toBeGreaterThan(200);
  });
  it.each(CURRENT)('$source ($checked)', ({ stale }) => {
    const offenders = files.filter((f) => stale.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
