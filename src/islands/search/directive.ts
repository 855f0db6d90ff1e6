import type { ClientDirective } from 'astro';

/**
 * `client:search` hydrates the search panel only when the visitor asks for it (the header button,
 * Ctrl/Cmd+K or "/"), so content pages load no framework code until then. The request that woke
 * the panel is remembered on `window` so the panel opens as soon as it mounts.
 */
const searchDirective: ClientDirective = (load) => {
  let started = false;
  const isTyping = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

  async function start() {
    if (started) return;
    started = true;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKey, true);
    (window as unknown as { __atlasSearchRequested?: boolean }).__atlasSearchRequested = true;
    const hydrate = await load();
    await hydrate();
  }
  function onClick(event: MouseEvent) {
    const trigger = event.target instanceof Element && event.target.closest('[data-search-open]');
    if (!trigger || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    void start();
  }
  function onKey(event: KeyboardEvent) {
    const shortcut = (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !isTyping(event.target));
    if (!shortcut) return;
    event.preventDefault();
    void start();
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKey, true);
};

export default searchDirective;
