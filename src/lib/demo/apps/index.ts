import type { Scenario } from '../scenarios.ts';
import { DEPUTY_SCENARIOS } from './deputy.ts';
import { MEMORY_SCENARIOS } from './memory.ts';
import { SHELL_SCENARIOS } from './shell.ts';
import { WALLET_SCENARIOS } from './wallet.ts';

// The security labs' apps, looked up by scenario id. Only the labs import this file: the demo's
// page never loads the apps' logic.

const APP_SCENARIOS: readonly Scenario[] = [...WALLET_SCENARIOS, ...DEPUTY_SCENARIOS, ...MEMORY_SCENARIOS, ...SHELL_SCENARIOS];

/** The app scenario with this id, or undefined for a scenario of the demo. */
export const appScenario = (id: string): Scenario | undefined => APP_SCENARIOS.find((s) => s.id === id);
