import type { Threat } from './schema.ts';

/** What the threat map's checks need to know about a technique. */
export interface TechniqueThreats {
  id: string;
  threats: ReadonlyArray<{ threat: string; relation: 'mitigates' | 'introduces' }>;
}

/**
 * The threat map's cross-entry rules (the schema checks each entry alone): ids match file names,
 * related entries exist and sit in other lists, every threat a technique, a checklist item or an
 * exercise names exists, no technique names a threat twice, and every threat has at least one
 * technique that mitigates it (a threat page must point to a fix).
 */
export function findThreatMapProblems(input: {
  threats: ReadonlyArray<{ fileId: string; data: Threat }>;
  techniques: ReadonlyArray<TechniqueThreats>;
  /** Other places that name threats: `where` → ids (checklist items, demo scenarios, labs, lessons). */
  references?: ReadonlyArray<{ where: string; threats: ReadonlyArray<string> }>;
}): string[] {
  const problems: string[] = [];
  const byId = new Map(input.threats.map((t) => [t.data.id, t.data]));
  for (const { fileId, data } of input.threats) {
    if (data.id !== fileId) problems.push(`threats/${fileId}: id "${data.id}" does not match the file name`);
    for (const r of data.related) {
      const other = byId.get(r);
      if (!other) problems.push(`threats/${data.id}: related "${r}" is not a threat`);
      else if (other.list === data.list) problems.push(`threats/${data.id}: related "${r}" is in the same list`);
    }
  }
  for (const t of input.techniques) {
    const seen = new Set<string>();
    for (const link of t.threats) {
      if (!byId.has(link.threat)) problems.push(`techniques/${t.id}: unknown threat "${link.threat}"`);
      if (seen.has(link.threat)) problems.push(`techniques/${t.id}: threat "${link.threat}" is listed twice`);
      seen.add(link.threat);
    }
  }
  for (const ref of input.references ?? [])
    for (const id of ref.threats) if (!byId.has(id)) problems.push(`${ref.where}: unknown threat "${id}"`);
  for (const id of byId.keys())
    if (!input.techniques.some((t) => t.threats.some((l) => l.threat === id && l.relation === 'mitigates')))
      problems.push(`threats/${id}: no technique mitigates it (its page must point to a fix)`);
  return problems;
}
