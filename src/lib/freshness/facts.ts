import { techniqueUrl } from '../catalogue/catalogue.ts';
import type { Technique } from '../catalogue/schema.ts';
import type { GuideData } from '../guides/schema.ts';
import type { ProjectData } from '../projects/schema.ts';
import type { Threat } from '../threats/schema.ts';
import type { Fact } from './rules.ts';

/**
 * The checked facts of each kind of content, with the address that shows them: one list for the
 * pages' stale notes, the freshness report and the changelog. A fact without its own checked date
 * takes its page's review date, which is when it was last confirmed.
 */

export function techniqueFacts(t: Technique): Fact[] {
  const where = techniqueUrl(t);
  return [
    { kind: 'pattern', what: `the ${t.name} page`, where, checked: t.lastReviewed },
    ...t.checkedAgainst.map((c): Fact => ({
      kind: 'protocol',
      what: `${c.name} ${c.version}`,
      where,
      checked: c.checked ?? t.lastReviewed,
    })),
  ];
}

export function guideFacts(g: GuideData & { slug: string }): Fact[] {
  const where = `/${g.section}/${g.slug}`;
  return [
    { kind: 'guide', what: `the guide page "${g.title}"`, where, checked: g.lastReviewed },
    ...g.versions.map((v): Fact => ({ kind: 'version', what: `${v.name} ${v.version}`, where, checked: v.checked ?? g.lastReviewed })),
  ];
}

export function projectFacts(p: ProjectData & { slug: string }): Fact[] {
  const where = `/project-hub/${p.category}/${p.slug}`;
  return [
    { kind: 'project', what: `the ${p.name} page`, where, checked: p.lastReviewed },
    ...(p.latestRelease
      ? [{ kind: 'release' as const, what: `${p.name} release ${p.latestRelease.version}`, where, checked: p.latestRelease.asOf }]
      : []),
  ];
}

export function promptFacts(p: { title: string; provider: string; slug: string; lastReviewed: Date }): Fact[] {
  return [{ kind: 'prompt', what: `the prompt page "${p.title}"`, where: `/prompt-hub/${p.provider}/${p.slug}`, checked: p.lastReviewed }];
}

export function threatFacts(t: Threat): Fact[] {
  return [{ kind: 'threat', what: `${t.code} ${t.name}`, where: `/threats/${t.id}`, checked: t.checked }];
}
