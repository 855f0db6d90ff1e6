import type { Diagram } from './model.ts';
import { diagramSignature } from './signature.ts';

/**
 * Pairs of diagrams that are the same picture with the names changed (see signature.ts), named
 * by their owners, e.g. `react (diagram 1) and rewoo (diagram 1)`.
 */
export function findDuplicateDiagrams(owners: ReadonlyArray<{ owner: string; diagrams: ReadonlyArray<Diagram> }>): string[] {
  const first = new Map<string, string>();
  const problems: string[] = [];
  for (const { owner, diagrams } of owners)
    diagrams.forEach((d, i) => {
      const name = `${owner} (diagram ${i + 1})`;
      const signature = diagramSignature(d);
      const earlier = first.get(signature);
      if (earlier) problems.push(`${name} has the same structure as ${earlier}, with only the names changed: draw what is specific to it`);
      else first.set(signature, name);
    });
  return problems;
}
