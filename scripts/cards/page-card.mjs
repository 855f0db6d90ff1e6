// What goes on a built page's social card: its title (the h1), its kind (from its address) and
// its category (the breadcrumb before the page itself).
import { parse as parseHtml } from 'node-html-parser';

/** Kinds of page by address; the first match wins. */
const KINDS = [
  [/^\/patterns\/(?!complexity\/)[^/]+\/[^/]+$/, 'Technique'],
  [/^\/patterns(\/|$)/, 'Catalogue'],
  [/^\/(ai-inference|fine-tuning|ai-red-teaming)(\/|$)/, 'Guide'],
  [/^\/learning-hub\/[^/]+\/[^/]+$/, 'Lesson'],
  [/^\/learning-hub(\/|$)/, 'Learning Hub'],
  [/^\/news-hub\/(?!page\/|tag\/)[^/]+$/, 'News'],
  [/^\/news-hub(\/|$)/, 'News hub'],
  [/^\/project-hub\/(?!licences\/|languages\/)[^/]+\/[^/]+$/, 'Project'],
  [/^\/project-hub(\/|$)/, 'Project hub'],
  [/^\/prompt-hub\/[^/]+\/[^/]+$/, 'Prompt'],
  [/^\/prompt-hub(\/|$)/, 'Prompt hub'],
  [/^\/threats(\/|$)/, 'Threat map'],
  [/^\/labs(\/|$)/, 'Security lab'],
  [/^\/interactive-demo$/, 'Interactive demo'],
];

/** The address a built file is served at: `patterns/x/y.html` → `/patterns/x/y`, `index.html` → `/`. */
export const pagePath = (file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';

/** The card of one page: {title, kind, category}. */
export function pageCard(path, html) {
  const root = parseHtml(html);
  const h1 = root.querySelector('h1')?.text.replace(/\s+/g, ' ').trim();
  const title = h1 || (root.querySelector('title')?.text.split(' · ')[0] ?? 'Agent Atlas').trim();
  const kind = KINDS.find(([re]) => re.test(path))?.[1] ?? 'Page';
  const crumbs = root.querySelectorAll('nav[aria-label="Breadcrumbs"] li');
  const category = crumbs.length >= 2 ? crumbs[crumbs.length - 2].text.replace(/\s+/g, ' ').trim() : '';
  return { title, kind, category: category === kind ? '' : category };
}
