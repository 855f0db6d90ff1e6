// `client:signed-in`: hydrates an island at once for a signed-in reader and never for a visitor, so
// a visitor's page loads no framework for a control only an account can use (docs/decisions.md,
// Islands and their first-load JavaScript). The page's inline script marks <html> `data-signed-in` before
// first paint when the signed-in hint cookie is there (src/components/ThemeAndSearchScript.astro);
// the page draws the visitor's version of the control beside the island, and CSS shows one or the
// other from that mark. A stale hint (the session ended) hydrates the island, which then draws the
// visitor's version itself, as it did under `client:load`.
import type { ClientDirective } from 'astro';

const signedIn: ClientDirective = (load) => {
  if (!document.documentElement.hasAttribute('data-signed-in')) return;
  void load().then((hydrate) => hydrate());
};

export default signedIn;
