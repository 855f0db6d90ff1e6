// `client:intent`: hydrates an island when the reader shows they are about to use it (the pointer
// comes over it, a touch, focus or a key inside it), not on page load, so a page whose island is a
// form loads no framework until someone starts filling it in (docs/decisions.md, Islands and their
// first-load JavaScript). The server-drawn form is usable before that: typing and a password
// manager's autofill go into the real inputs, and the form adopts those values when it hydrates
// (src/islands/account/use-form.ts). Its submit button stays disabled until then, so nothing is
// submitted natively.
//
// `client:intent="signed-in"` also hydrates at once for a signed-in reader (the page's inline
// script marks <html> `data-signed-in` before first paint), for islands that show such a reader
// something of their own, like the sign-in form's "You are signed in as …".
//
// Astro's own directives hydrate on load, idle, visibility or a media query; none waits for use.
import type { ClientDirective } from 'astro';

/** The first signs of use; `pointerover` gives a mouse user's page a head start before the click. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const intent: ClientDirective = (load, options, el) => {
  // The listeners sit on the island's parent too: the island's element has no box of its own
  // (`display: contents`), and the card around a form is where a pointer first arrives.
  const targets = [el, el.parentElement].filter((t): t is HTMLElement => t !== null);
  let started = false;
  const hydrate = (event?: Event) => {
    if (started) return;
    started = true;
    for (const target of targets) for (const type of INTENT_EVENTS) target.removeEventListener(type, hydrate, true);
    catchEarlyPress(el, event);
    void load().then((run) => run());
  };
  if (options.value === 'signed-in' && document.documentElement.hasAttribute('data-signed-in')) return hydrate();
  for (const target of targets) for (const type of INTENT_EVENTS) target.addEventListener(type, hydrate, { capture: true, passive: true });
  // Focus may already be inside (an autofocus, or focus moved before this ran).
  if (el.contains(document.activeElement)) hydrate();
};

/**
 * Until the form runs, its submit button is disabled and a press on it does nothing. A press made
 * then (a first tap on "Sign in", or one while the code arrives) is remembered and made again when
 * the form enables the button, unless the reader typed after it. The watch ends as the button is
 * first enabled: from then on the form's own handlers see every press.
 */
function catchEarlyPress(island: HTMLElement, first: Event | undefined) {
  const submit = island.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!submit?.disabled) return;
  let pressed = false;
  const onPress = (event: Event) => {
    if (event.type === 'pointerdown' && event.target instanceof Node && submit.contains(event.target)) pressed = true;
  };
  const onKey = () => (pressed = false);
  island.addEventListener('pointerdown', onPress, true);
  island.addEventListener('keydown', onKey, true);
  if (first) onPress(first);
  const observer = new MutationObserver(() => {
    if (submit.disabled) return;
    observer.disconnect();
    island.removeEventListener('pointerdown', onPress, true);
    island.removeEventListener('keydown', onKey, true);
    if (pressed && submit.isConnected) submit.click();
  });
  observer.observe(submit, { attributes: true, attributeFilter: ['disabled'] });
}

export default intent;
