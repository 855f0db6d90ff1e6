// A form with fields and messages, without React (docs/decisions.md, Islands and their first-load
// JavaScript), for the profile and settings pages. It draws the same markup as the React `Field` and
// `FormMessage` (./Field.tsx, which the sign-in pages keep): a label, a hint and a polite error line
// tied to the control with aria-describedby, aria-invalid while an error shows. The values live in
// the controls themselves, so what is typed before the module runs is kept.
import { issuesByField } from '../../lib/api-client';
import { shownError } from '../../lib/forms/shown-error';
import { h } from '../dom';

/** Puts `nodes` where `old` is, and takes `old` out. */
export function swap(old: Node, nodes: Node[]): void {
  const parent = old.parentNode;
  if (!parent) return;
  for (const node of nodes) parent.insertBefore(node, old);
  parent.removeChild(old);
}

export type Status = { kind: 'error' | 'success'; text: string } | null;

/** A form-level message: errors interrupt (role=alert), successes are announced politely. */
export function formMessage(kind: 'error' | 'success', text: string): HTMLElement {
  return kind === 'error'
    ? h('div', { class: 'form-alert form-alert-error', role: 'alert' }, text)
    : h('div', { class: 'form-alert form-alert-success', role: 'status' }, text);
}

/** A place for one form-level message just before (or after) `anchor`; showing null (or no text) removes it. */
export function messageSpot(anchor: HTMLElement, place: 'before' | 'after' = 'before'): (status: Status) => void {
  let shown: HTMLElement | null = null;
  return (status) => {
    shown?.remove();
    shown = status?.text ? formMessage(status.kind, status.text) : null;
    if (shown) anchor.parentNode?.insertBefore(shown, place === 'before' ? anchor : anchor.nextSibling);
  };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface FieldView {
  root: HTMLElement;
  control: Control;
  /** Shows a message under the control (none: clears it) and ties it to the control. */
  showError(message: string | undefined): void;
}

/** Wraps a drawn field (`.form-field` with the control, its optional `-hint` and its `-error` line). */
export function fieldView(control: Control): FieldView {
  const root = control.closest<HTMLElement>('.form-field') ?? control.parentElement!;
  const hintId = root.querySelector(`[id="${control.id}-hint"]`) ? `${control.id}-hint` : '';
  const errorLine = root.querySelector<HTMLElement>('.field-error');
  return {
    root,
    control,
    showError(message) {
      if (errorLine) errorLine.textContent = message ?? '';
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
      const describedBy = [hintId, message ? errorLine?.id : ''].filter(Boolean).join(' ');
      if (describedBy) control.setAttribute('aria-describedby', describedBy);
      else control.removeAttribute('aria-describedby');
    },
  };
}

/** Draws a labelled field; `control` is the input, textarea or select, already with its id. */
export function drawField({ label, hint, control }: { label: string; hint?: string; control: Control }): FieldView {
  const id = control.id;
  const root = h(
    'div',
    { class: 'form-field' },
    h('label', { for: id }, label),
    hint && h('p', { id: `${id}-hint`, class: 'field-hint' }, hint),
    control,
    h('p', { id: `${id}-error`, class: 'field-error', 'aria-live': 'polite' }),
  );
  if (hint) control.setAttribute('aria-describedby', `${id}-hint`);
  return { ...fieldView(control), root };
}

/** An input with its attributes, for drawField. */
export const input = (attrs: Record<string, unknown>) => h('input', attrs) as HTMLInputElement;

/**
 * Form state with validation as you type, over fields keyed by name: a field's message appears once
 * it has been left (or the form submitted) and then follows every keystroke; server issues from a
 * 422 stay on their fields until the field is edited. `validate` reads the current values.
 */
export function plainForm<K extends string>(
  form: HTMLFormElement,
  fields: () => Partial<Record<K, FieldView>>,
  validate: (values: Record<K, string>) => Partial<Record<K, string | undefined>>,
) {
  const touched = new Set<string>();
  let submitted = false;
  let serverErrors: Record<string, string> = {};
  const entries = () => Object.entries(fields()) as [K, FieldView][];

  const values = () => Object.fromEntries(entries().map(([name, f]) => [name, f.control.value])) as Record<K, string>;
  /** Draws each field's message from the current values. */
  const refresh = () => {
    const client = validate(values());
    for (const [name, f] of entries())
      f.showError(shownError({ server: serverErrors[name], client: client[name], touched: touched.has(name), submitted }));
  };
  const nameOf = (target: EventTarget | null) => entries().find(([, f]) => f.control === target)?.[0];

  form.noValidate = true;
  const edited = (event: Event) => {
    const name = nameOf(event.target);
    if (!name) return;
    delete serverErrors[name];
    refresh();
  };
  form.addEventListener('input', edited);
  form.addEventListener('change', edited);
  form.addEventListener('focusout', (event) => {
    const name = nameOf(event.target);
    if (!name) return;
    touched.add(name);
    refresh();
  });

  return {
    values,
    refresh,
    /**
     * Handles a submit event: stops the native submission, checks the rules, then runs `action`;
     * a failure puts the server's field issues on their fields and goes to `onError`. `busy` is
     * told when the request starts and ends.
     */
    async submit(event: Event, action: () => Promise<void>, onError: (error: unknown) => void, busy: (on: boolean) => void): Promise<void> {
      event.preventDefault();
      submitted = true;
      refresh();
      if (Object.values(validate(values())).some(Boolean)) return;
      busy(true);
      try {
        await action();
      } catch (error) {
        serverErrors = issuesByField(error);
        refresh();
        onError(error);
      } finally {
        busy(false);
      }
    },
    /** New values, and the form as if nothing had been visited yet. */
    reset(next: Partial<Record<K, string>>) {
      for (const [name, f] of entries()) if (next[name] !== undefined) f.control.value = next[name];
      touched.clear();
      submitted = false;
      serverErrors = {};
      refresh();
    },
  };
}
