import { createRoot } from 'react-dom/client';
import SearchPanel from './SearchPanel';

/**
 * The search panel's entry point, imported by the page's inline loader (components/ThemeAndSearchScript.astro)
 * the first time a visitor asks for search; the loader then calls `open` or `toggle` on every
 * request. It is built as `/search-panel.js` (see astro.config.mjs) rather than as an Astro island,
 * so content pages carry no island runtime until search is used.
 */
const host = document.createElement('div');
host.dataset.searchPanelRoot = '';
document.body.appendChild(host);
createRoot(host).render(<SearchPanel />);

export { openSearchPanel as open, toggleSearchPanel as toggle } from '../../stores/search-panel';
