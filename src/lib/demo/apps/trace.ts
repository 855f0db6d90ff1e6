import type { RunConfig, RunState } from '../agent.ts';
import type { DatasetSlot } from './app.ts';
import type { ContextEntry, DefenceId, Defences, Step, ToolName } from '../types.ts';
import { NO_EFFECTS, type Effects } from '../world.ts';

// The security labs' apps run on small scripts of their own, written with these helpers: one run
// is one plain function from the learner's text and the defences to the steps and what the world
// recorded, as deterministic as the demo's scripted agent and shown by the same timeline.

/** One of an app's scenarios: the user's request, where the attack text goes, the tools it needs. */
export interface AppScenario {
  id: string;
  /** The user's request; for a direct injection, the attack text is the user's message. */
  task: string;
  /** Where the attack text goes (the dataset's slot); none for a task alone. */
  slot: DatasetSlot;
  /** The tools the task needs: what a least-privilege allowlist lets through. */
  tools: readonly ToolName[];
}

/** A run in progress. Helpers append to it; `finish` turns it into the engine's `RunState`. */
export interface Trace {
  readonly config: RunConfig;
  readonly defences: Defences;
  readonly scenario: AppScenario;
  steps: Step[];
  context: ContextEntry[];
  effects: Effects;
  /** Image and link addresses the answer carries (rendered by the chat window). */
  embeds: string[];
}

export function startTrace(config: RunConfig, scenario: AppScenario, system: string, user: string): Trace {
  return {
    config,
    defences: config.defences,
    scenario,
    steps: [],
    context: [
      { origin: 'system', label: 'System prompt', text: system, trusted: true },
      { origin: 'user', label: 'User', text: user, trusted: true },
    ],
    effects: NO_EFFECTS,
    embeds: [],
  };
}

export const think = (t: Trace, text: string) => void t.steps.push({ kind: 'thought', text });
export const block = (t: Trace, defence: DefenceId, text: string) => void t.steps.push({ kind: 'blocked', defence, text });

/**
 * Calls a tool through the defences that watch calls: the tool allowlist, and approval of the
 * `sensitive` calls (the simulated person approves what the user asked for, never what a text
 * asked for). Returns the tool's text, or null when the call was blocked.
 */
export function callTool(
  t: Trace,
  tool: ToolName,
  args: Record<string, string>,
  opts: { injected: boolean; sensitive?: boolean },
  run: (effects: Effects) => { text: string; effects?: Effects } | { blocked: { defence: DefenceId; text: string } },
): string | null {
  t.steps.push({ kind: 'call', tool, args, injected: opts.injected });
  if (t.defences.toolAllowlist && !t.scenario.tools.includes(tool)) {
    block(t, 'toolAllowlist', `${tool} is not among this task's tools (${t.scenario.tools.join(', ') || 'none'}).`);
    return null;
  }
  if (t.defences.humanApproval && opts.sensitive) {
    if (opts.injected) {
      block(t, 'humanApproval', `The user was asked to approve ${tool} and said no: they never asked for it.`);
      return null;
    }
    think(t, `The user approved ${tool}, which they asked for.`);
  }
  const result = run(t.effects);
  if ('blocked' in result) {
    block(t, result.blocked.defence, result.blocked.text);
    return null;
  }
  if (result.effects) t.effects = result.effects;
  t.steps.push({ kind: 'result', tool, text: result.text });
  return result.text;
}

/**
 * The finished run, in the engine's shape, so the labs' checks and the page's timeline read it as
 * any other. `after` are the steps that follow the answer (a simulated person who opens it).
 */
export function finish(t: Trace, answer: string, refused: boolean, after: readonly Step[] = []): RunState {
  const full = [answer, ...t.embeds.map((url) => `![image](${url})`)].join('\n');
  return {
    config: t.config,
    steps: [...t.steps, { kind: 'answer', text: full }, ...after],
    context: t.context,
    effects: t.effects,
    seen: {},
    queue: [],
    moves: t.steps.length + 1,
    embeds: t.embeds,
    answer: full,
    refused,
    done: true,
  };
}
