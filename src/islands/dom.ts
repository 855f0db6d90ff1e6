// Drawing elements without a framework, for the islands that have none (docs/decisions.md, Islands
// and their first-load JavaScript): the notifications centre, billing, profile and settings.

/** What an element's children may be: nodes, text, and nothing (for `cond && node`). */
export type Child = Node | string | false | null | undefined;

/** An element with attributes (`on*` functions become listeners) and children; text is never parsed as HTML. */
export function h(tag: string, attrs: Record<string, unknown> = {}, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'function') node.addEventListener(name.slice(2), value as EventListener);
    else if (name === 'checked' || name === 'disabled') (node as HTMLInputElement)[name] = Boolean(value);
    else if (value !== undefined && value !== false) node.setAttribute(name, String(value));
  }
  for (const child of children) if (child) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/**
 * Draws part of the page again with `draw`, then gives focus back to the element under `root` with
 * the `data-key` of the one that had it, so acting on a list from the keyboard keeps the reader's place.
 */
export function redrawKeepingFocus(root: HTMLElement, draw: () => void): void {
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.key;
  draw();
  if (focused) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus();
}
