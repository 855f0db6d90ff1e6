import { DEFENCES } from './defences.ts';
import { SCENARIOS } from './scenarios.ts';
import { DEFENCE_IDS } from './types.ts';
import { DEFAULT_VIEW, serializeView } from './url-state.ts';

/**
 * The demo address that shows a catalogue technique: its scenario, or the injection scenario with
 * its defence switched on. Null for techniques the demo does not show. Technique pages link here.
 */
export function demoLinkFor(slug: string): string | null {
  const defence = DEFENCE_IDS.find((id) => DEFENCES[id].technique === slug);
  const scenario = defence ? SCENARIOS.find((s) => s.id === 'email-summary') : SCENARIOS.find((s) => s.techniques.includes(slug));
  if (!scenario) return null;
  const view = {
    ...DEFAULT_VIEW,
    scenarioId: scenario.id,
    defences: { ...DEFAULT_VIEW.defences, ...(defence ? { [defence]: true } : {}) },
  };
  const query = serializeView(view);
  return `/interactive-demo${query ? `?${query}` : ''}`;
}

/** Every catalogue technique the demo shows (scenarios and defences), for the page's links. */
export const DEMO_TECHNIQUES: readonly string[] = [
  ...new Set([...SCENARIOS.flatMap((s) => s.techniques), ...DEFENCE_IDS.map((id) => DEFENCES[id].technique)]),
];
