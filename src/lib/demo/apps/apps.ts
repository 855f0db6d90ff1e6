import type { RunConfig, RunState } from '../agent.ts';
import { REFUND_SCENARIOS, runRefundDesk } from './refund-desk.ts';
import { RESEARCH_SCENARIOS, runResearch } from './research.ts';
import { runShop, SHOP_SCENARIOS } from './shop.ts';
import { runTicketView, TICKET_SCENARIOS } from './ticket-view.ts';
import type { AppScenario } from './trace.ts';

// The security labs' apps: each scenario id with the function that runs it.

const APPS: readonly { scenarios: readonly AppScenario[]; run: (config: RunConfig, scenario: AppScenario) => RunState }[] = [
  { scenarios: REFUND_SCENARIOS, run: runRefundDesk },
  { scenarios: SHOP_SCENARIOS, run: runShop },
  { scenarios: TICKET_SCENARIOS, run: runTicketView },
  { scenarios: RESEARCH_SCENARIOS, run: runResearch },
];

/** Every app scenario, for the dataset's request and slot. */
export const APP_SCENARIOS: readonly AppScenario[] = APPS.flatMap((a) => a.scenarios);

/** The runner of an app scenario, or null for the demo's own scenarios. */
export function appRunner(scenarioId: string): ((config: RunConfig) => RunState) | null {
  for (const app of APPS) {
    const scenario = app.scenarios.find((s) => s.id === scenarioId);
    if (scenario) return (config) => app.run(config, scenario);
  }
  return null;
}
