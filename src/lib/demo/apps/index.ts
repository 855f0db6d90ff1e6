import type { RunConfig, RunState } from '../agent.ts';
import type { Scenario } from '../scenarios.ts';
import type { DatasetSlot } from './app.ts';
import { DEPUTY_SCENARIOS } from './deputy.ts';
import { MEMORY_SCENARIOS } from './memory.ts';
import { REFUND_SCENARIOS, runRefundDesk } from './refund-desk.ts';
import { RESEARCH_SCENARIOS, runResearch } from './research.ts';
import { SHELL_SCENARIOS } from './shell.ts';
import { runShop, SHOP_SCENARIOS } from './shop.ts';
import { runTicketView, TICKET_SCENARIOS } from './ticket-view.ts';
import type { AppScenario } from './trace.ts';
import { WALLET_SCENARIOS } from './wallet.ts';

// The security labs' apps (docs/labs.md, "Apps"): the one list of every app and its scenarios.
// Only the labs import this file: the demo's page never loads the apps.

/**
 * A lab's app, by how it runs. A `script` app writes its whole run itself with the helpers of
 * trace.ts; a `hooks` app runs in the demo's agent loop, each scenario carrying its `AppLogic`.
 */
type LabApp =
  | { kind: 'script'; scenarios: readonly AppScenario[]; run: (config: RunConfig, scenario: AppScenario) => RunState }
  | { kind: 'hooks'; scenarios: readonly Scenario[] };

const APPS: readonly LabApp[] = [
  { kind: 'script', scenarios: REFUND_SCENARIOS, run: runRefundDesk },
  { kind: 'script', scenarios: SHOP_SCENARIOS, run: runShop },
  { kind: 'script', scenarios: TICKET_SCENARIOS, run: runTicketView },
  { kind: 'script', scenarios: RESEARCH_SCENARIOS, run: runResearch },
  { kind: 'hooks', scenarios: WALLET_SCENARIOS },
  { kind: 'hooks', scenarios: DEPUTY_SCENARIOS },
  { kind: 'hooks', scenarios: MEMORY_SCENARIOS },
  { kind: 'hooks', scenarios: SHELL_SCENARIOS },
];

/** An app's scenario, found by id, with what runs it. */
export type FoundAppScenario =
  | { kind: 'script'; scenario: AppScenario; run: (config: RunConfig, scenario: AppScenario) => RunState }
  | { kind: 'hooks'; scenario: Scenario };

/** The app scenario with this id, or undefined for a scenario of the demo. */
export function findAppScenario(id: string): FoundAppScenario | undefined {
  for (const app of APPS) {
    if (app.kind === 'script') {
      const scenario = app.scenarios.find((s) => s.id === id);
      if (scenario) return { kind: 'script', scenario, run: app.run };
    } else {
      const scenario = app.scenarios.find((s) => s.id === id);
      if (scenario) return { kind: 'hooks', scenario };
    }
  }
  return undefined;
}

/** The user's request and the dataset slot of an app scenario, whichever kind its app is. */
export function appScenarioInfo(id: string): { task: string; slot: DatasetSlot } | undefined {
  const found = findAppScenario(id);
  if (!found) return undefined;
  return found.kind === 'script'
    ? { task: found.scenario.task, slot: found.scenario.slot }
    : { task: found.scenario.task, slot: found.scenario.app?.slot ?? 'none' };
}
