import { getCollection, type CollectionEntry } from 'astro:content';
import { asLoaded, failOnProblems } from '../content-problems';
import { loadCatalogue } from '../catalogue/load';
import { byName } from '../catalogue/catalogue';
import type { Technique } from '../catalogue/schema';
import { SCENARIOS } from '../demo/scenarios';
import { DEFAULT_VIEW, serializeView } from '../demo/url-state';
import { lessonUrl } from '../learning/course';
import { THREATS as CHECKLIST } from '../guides/redteam-checklist';
import { DEMO_SCENARIO_THREATS } from './exercises';
import { LABS, labUrl } from '../labs/labs';
import { findThreatMapProblems } from './problems';
import { THREAT_LISTS, type Threat, type ThreatList } from './schema';

/** A technique's link to a threat, as a threat page lists it. */
interface ThreatTechnique {
  technique: Technique;
  strength?: 'primary' | 'partial';
  how: string;
}

export interface ThreatMap {
  lists: ThreatList[];
  /** Every threat, by list and then by code. */
  threats: Threat[];
  entries: Map<string, CollectionEntry<'threats'>>;
  /** Techniques that mitigate a threat, primary controls first, then by name. */
  mitigations: (id: string) => ThreatTechnique[];
  /** Techniques that introduce or widen a threat, by name. */
  introductions: (id: string) => ThreatTechnique[];
  /** Red-team checklist items (/ai-red-teaming/threat-model) that test a threat. */
  checklist: (id: string) => { id: string; label: string }[];
  /** Interactive demo scenarios that exercise a threat, with the demo address that opens each. */
  demo: (id: string) => { id: string; title: string; href: string }[];
  /** Security labs that exercise a threat (each lab names its threats in src/lib/labs/). */
  labs: (id: string) => { title: string; href: string }[];
  /** Lessons that teach a primary mitigation of a threat. */
  lessons: (id: string) => { title: string; href: string }[];
}

let cached: Promise<ThreatMap> | undefined;

/** Loads and checks the threat map once per build; a broken map fails the build (src/lib/threats/problems.ts). */
export function loadThreatMap(): Promise<ThreatMap> {
  cached ??= (async () => {
    const [entries, lists, { techniques }, lessonEntries] = await Promise.all([
      getCollection('threats'),
      getCollection('threatLists'),
      loadCatalogue(),
      getCollection('lessons'),
    ]);
    failOnProblems('threat map', [
      ...findThreatMapProblems({
        threats: asLoaded(entries),
        techniques,
        references: [
          ...CHECKLIST.map((c) => ({ where: `red-team checklist item ${c.id}`, threats: c.threats })),
          ...Object.entries(DEMO_SCENARIO_THREATS).map(([id, threats]) => ({ where: `demo scenario ${id}`, threats })),
          ...LABS.map((lab) => ({ where: `security lab ${lab.slug}`, threats: lab.threats })),
        ],
      }),
      ...Object.keys(DEMO_SCENARIO_THREATS)
        .filter((id) => !SCENARIOS.some((s) => s.id === id))
        .map((id) => `demo scenario "${id}" does not exist`),
    ]);
    const listOrder = (t: Threat) => THREAT_LISTS.indexOf(t.list);
    const threats = entries
      .map((e) => e.data)
      .sort((a, b) => listOrder(a) - listOrder(b) || a.code.localeCompare(b.code, 'en', { numeric: true }));
    const linked = (id: string, relation: 'mitigates' | 'introduces') =>
      techniques.flatMap((technique) =>
        technique.threats
          .filter((l) => l.threat === id && l.relation === relation)
          .map((l) => ({ technique, strength: l.strength, how: l.how })),
      );
    return {
      lists: THREAT_LISTS.map((id) => lists.find((l) => l.data.id === id)!.data),
      threats,
      entries: new Map(entries.map((e) => [e.data.id, e])),
      mitigations: (id) =>
        linked(id, 'mitigates').sort(
          (a, b) => Number(b.strength === 'primary') - Number(a.strength === 'primary') || byName(a.technique, b.technique),
        ),
      introductions: (id) => linked(id, 'introduces').sort((a, b) => byName(a.technique, b.technique)),
      checklist: (id) => CHECKLIST.filter((c) => c.threats.includes(id)).map((c) => ({ id: c.id, label: c.label })),
      demo: (id) =>
        SCENARIOS.filter((s) => DEMO_SCENARIO_THREATS[s.id]?.includes(id)).map((s) => ({
          id: s.id,
          title: s.title,
          href: `/interactive-demo?${serializeView({ ...DEFAULT_VIEW, scenarioId: s.id })}`,
        })),
      labs: (id) => LABS.filter((l) => l.threats.includes(id)).map((l) => ({ title: l.title, href: labUrl(l.slug) })),
      lessons: (id) => {
        const primary = new Set(
          linked(id, 'mitigates')
            .filter((l) => l.strength === 'primary')
            .map((l) => l.technique.id),
        );
        return lessonEntries
          .filter((l) => l.data.patterns.some((p) => primary.has(p)))
          .map((l) => ({ title: l.data.title, href: lessonUrl(l.data.journey, l.data.id) }));
      },
    };
  })();
  return cached;
}
