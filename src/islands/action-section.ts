// A card of a framework-free page whose content is drawn again on each change and whose buttons
// run one action at a time (profile certificates, settings sessions).
import { errorMessage } from '../lib/api-client';
import type { Status } from './forms/plain-form';
import { redrawKeepingFocus } from './dom';

/** Whether an action is running (the card's buttons wait) and the last outcome to show. */
export interface ActionState {
  busy: boolean;
  status: Status;
}

/**
 * Draws `content` into `section` (after its heading) and again on every `render`, keeping focus on
 * the button that had it (redrawKeepingFocus). `run` performs one action: the card is busy while
 * it runs, then shows its success message or the API's error. `state.status` may also be set by
 * the caller (a failed load is said where the actions' messages go).
 */
export function actionSection(section: HTMLElement, content: (state: ActionState) => Node[]) {
  const state: ActionState = { busy: false, status: null };
  let shown: Node[] = [];
  const render = () =>
    redrawKeepingFocus(section, () => {
      for (const node of shown) section.removeChild(node);
      shown = content(state);
      for (const node of shown) section.appendChild(node);
    });
  const run = async (work: () => Promise<unknown>, done: string) => {
    state.busy = true;
    state.status = null;
    render();
    try {
      await work();
      state.status = { kind: 'success', text: done };
    } catch (err) {
      state.status = { kind: 'error', text: errorMessage(err) };
    } finally {
      state.busy = false;
    }
    render();
  };
  return { state, render, run };
}
