import { createRoot } from 'react-dom/client';
import SearchPanel from './SearchPanel';
import { openSearchPanel, toggleSearchPanel } from '../../stores/search-panel';
import panelStylesheet from '../../styles/search-panel.css?url';

/**
 * The search panel's entry point, imported by the page's inline loader (components/ThemeAndSearchScript.astro)
 * the first time a visitor asks for search; the loader then calls `open` or `toggle` on every
 * request. It is built as `/search-panel.js` (see astro.config.mjs) rather than as an Astro island,
 * so content pages carry no island runtime until search is used. For the same reason the panel's
 * styles are a stylesheet of their own, linked here: the panel opens once it has loaded (or failed
 * to), so it is never drawn unstyled.
 */
const styled = new Promise<void>((resolve) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = panelStylesheet;
  link.onload = link.onerror = () => resolve();
  document.head.appendChild(link);
});

const host = document.createElement('div');
host.dataset.searchPanelRoot = '';
document.body.appendChild(host);
createRoot(host).render(<SearchPanel />);

export const open = () => void styled.then(openSearchPanel);
export const toggle = () => void styled.then(toggleSearchPanel);
