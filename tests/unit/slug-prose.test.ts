import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { slugsInProse } from '../../src/lib/catalogue/slug-prose';

const owners = [
  { id: 'episodic-memory', name: 'Episodic Memory', abbr: '' },
  { id: 'self-rag', name: 'Self-RAG', abbr: 'Self-RAG' },
  { id: 'cot', name: 'Chain-of-Thought', abbr: 'CoT' },
  { id: 'self-consistency', name: 'Self-Consistency', abbr: '' },
  { id: 'react', name: 'ReAct (Reason + Act)', abbr: 'ReAct' },
];

describe('slugs used as words', () => {
  it('flags a slug standing in for a name in prose', () => {
    expect(slugsInProse('It differs from episodic-memory, and from cot, whose trace…', owners).map((f) => f.slug)).toEqual([
      'episodic-memory',
      'cot',
    ]);
    expect(slugsInProse('Unlike self-rag, it grades documents.', owners).map((f) => f.slug)).toEqual(['self-rag']);
    expect(slugsInProse('Episodic-memory keeps events. Self-rag grades.', owners).map((f) => f.slug)).toEqual([
      'episodic-memory',
      'self-rag',
    ]);
  });

  it('accepts names, links, code and slugs that are the natural spelling or an ordinary word', () => {
    const body = [
      'See [Episodic Memory](/patterns/memory-management/episodic-memory) and Self-RAG.',
      'Use `episodic-memory` as the key, or https://example.org/cot.',
      '```\nroute("self-rag")\n```',
      'Self-consistency voting helps; agents react to events; CoT helps.',
    ].join('\n');
    expect(slugsInProse(body, owners)).toEqual([]);
  });

  it('finds none in the shipped technique pages', () => {
    const dir = 'content/techniques';
    const entries = readdirSync(dir).map((f) => {
      const [, front, ...rest] = readFileSync(`${dir}/${f}`, 'utf8').split(/^---$/m);
      return { data: parseYaml(front!) as { id: string; name: string; abbr: string }, body: rest.join('---') };
    });
    const found = entries.flatMap((e) =>
      slugsInProse(
        e.body,
        entries.map((x) => x.data),
      ).map((f) => `${e.data.id}: ${f.slug} in "${f.context}"`),
    );
    expect(found).toEqual([]);
  });
});
