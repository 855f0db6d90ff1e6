import type { RunState } from '../agent.ts';
import type { ContextEntry, DefenceId, ToolName } from '../types.ts';
import type { Effects } from '../world.ts';

/**
 * Where a case's attack text goes, as the dataset names it: the email the agent reads, the page it
 * summarises, the user's own chat message (a direct injection), a product review, a tool's result,
 * a support ticket, an app's API answer, a repository file; `none` for ordinary tasks.
 */
export const DATASET_SLOTS = ['email', 'page', 'user', 'review', 'tool-result', 'ticket', 'api-response', 'file', 'none'] as const;
export type DatasetSlot = (typeof DATASET_SLOTS)[number];

/**
 * A security lab's app on the demo's engine (docs/labs.md, "Apps"): its own tools and world, the
 * settings it checks before a call, and how its naive agent reacts to what a tool returned. The
 * engine calls these hooks only for a scenario that has an `app`, so the demo never runs them.
 */
export interface AppLogic {
  /** Where the learner's text goes, as the dataset's `slot` names it. */
  slot: DatasetSlot;
  /** The app's own hard stop in moves (model calls), instead of the demo's step budget. */
  maxMoves?: number;
  /** Runs one of the app's tools; null for a tool of the demo's world. `attack` is the learner's text. */
  runTool(
    tool: ToolName,
    args: Readonly<Record<string, string>>,
    attack: string,
    effects: Effects,
  ): { text: string; effects: Effects } | null;
  /** The app's settings on a call about to run: blocked (which setting, and why), or null to go on. */
  checkCall?(
    state: RunState,
    tool: ToolName,
    args: Readonly<Record<string, string>>,
    injected: boolean,
  ): { blocked: { defence: DefenceId; text: string } } | null;
  /** The naive agent's reaction to a result it just read (the entry as the defences left it). */
  afterResult?(state: RunState, tool: ToolName, args: Readonly<Record<string, string>>, entry: ContextEntry): RunState;
}
