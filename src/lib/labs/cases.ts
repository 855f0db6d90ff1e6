import type { Effect } from './effects.ts';
import type { SuiteCase } from './types.ts';

// Makers for the cases of a lab's fixed suite, shared by every lab file.

/** An ordinary task: the benign scenario that is the task, done when the app finishes it. */
export const task = (id: string, scenario: string, title: string): SuiteCase => ({
  id,
  kind: 'task',
  title,
  scenario,
  text: '',
  effect: 'task-done',
});

/** A maker of attack cases for a lab whose attacks all run in one scenario and prove one effect. */
export const attacksIn =
  (scenario: string, effect: Effect) =>
  (id: string, title: string, text: string): SuiteCase => ({
    id,
    kind: 'attack',
    title,
    scenario,
    text,
    effect,
  });
