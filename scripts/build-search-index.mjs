// Writes dist/client/search-index.json after `astro build`: one item per built page and one per
// technique, with exactly the fields in docs/product.md (Records). Pages come from the built HTML (so nothing is
// missed or stale); techniques come from their content files (already validated by the build).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
// The catalogue's own schema and URL rule, so the index reads techniques exactly as the site does.
import { readTechniqueFiles } from '../src/lib/catalogue/technique-files.ts';
import { techniqueUrl } from '../src/lib/catalogue/catalogue.ts';

/** Pages that are not worth finding (the browser test that checks the index reads this list too). */
export const EXCLUDED = [
  /^\/404$/,
  /^\/500$/,
  /^\/search$/,
  /^\/dev(\/|$)/,
  /^\/auth\/callback$/,
  /^\/certificates\//,
  /^\/notifications\/unsubscribe$/,
  // Later pages and filters of the hubs only repeat their entries' titles; the entries are indexed.
  /^\/news-hub\/(page|tag)\//,
  /^\/project-hub\/(licences|languages)\//,
  // The catalogue filtered by a threat repeats technique titles; the threat's own page is indexed.
  /^\/patterns\/threat\//,
];
/**
 * The index must stay within 120 KB gzip as guides and hubs join it (about 400 items), so each item
 * carries only the words people search for by name: a page's first 500 characters and a technique's
 * record with the first 100 characters of its example (about 270 bytes gzip per item). Whole pages
 * are searched word for word by Pagefind's full-text index.
 */
const PAGE_CONTENT_CHARS = 500;
/**
 * Hub entries (a prompt, a news item, a project) and threat pages are many and short: their title and summary carry
 * the words people search for, so their content keeps only the first 120 characters after the lead
 * (the facts: dates and tags, provider and role, licence and language). About 140 bytes gzip an
 * entry, so the hubs can keep growing within the budget (docs/hubs.md).
 */
const HUB_ENTRY = /^\/(?:(?:prompt-hub|project-hub)\/[^/]+\/[^/]+|news-hub\/[^/]+|threats\/[^/]+)$/;
const HUB_CONTENT_CHARS = 120;
const HUB_CATEGORIES = ['prompts', 'news', 'projects'];
const EXAMPLE_CHARS = 100;
const truncate = (text, n) => (text.length > n ? `${text.slice(0, n).replace(/\s+\S*$/, '')}…` : text);

/** The index category of a page, from its address (the categories in docs/product.md (Records)). */
export function categoryForUrl(url) {
  const rules = [
    ['/patterns', 'patterns'],
    ['/learning-hub', 'education'],
    ['/ai-red-teaming', 'security'],
    ['/threats', 'security'],
    ['/fine-tuning', 'training'],
    ['/ai-inference', 'deployment'],
    ['/news-hub', 'news'],
    ['/project-hub', 'projects'],
    ['/prompt-hub', 'prompts'],
  ];
  const hit = rules.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`));
  return hit ? hit[1] : 'main';
}

const squash = (text) => text.replace(/\s+/g, ' ').trim();

/** A page item from built HTML; null for excluded pages. */
export function pageItemFromHtml(html, url) {
  if (EXCLUDED.some((re) => re.test(url))) return null;
  const root = parseHtml(html);
  const main = root.querySelector('main');
  const h1 = main?.querySelector('h1');
  const title = squash(h1?.text ?? root.querySelector('title')?.text.replace(/ · Agent Atlas$/, '') ?? url);
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  const hubEntry = HUB_ENTRY.test(url);
  // A hub entry's lead paragraph is its description already: keep the content for other words.
  const drop = `nav, script, style, [aria-hidden="true"], h1${hubEntry ? ', .lead' : ''}`;
  if (main) for (const el of main.querySelectorAll(drop)) el.remove();
  const content = squash(main?.text ?? '').slice(0, hubEntry ? HUB_CONTENT_CHARS : PAGE_CONTENT_CHARS);
  return {
    id: `page-${url === '/' ? 'home' : url.slice(1).replace(/\//g, '-')}`,
    title,
    description,
    content,
    url,
    category: categoryForUrl(url),
    type: 'page',
  };
}

/** A technique item: the fixed category, subcategory, type and tags of docs/product.md (Records); content is the record as text. */
export function techniqueItem(t, category) {
  const content = [
    `${t.name}${t.abbr ? ` (${t.abbr})` : ''}.`,
    `Category: ${category.title}. Complexity: ${t.complexity}.`,
    t.description,
    `Features: ${t.features.join('; ')}.`,
    `Example: ${truncate(squash(t.example), EXAMPLE_CHARS)}`,
  ].join(' ');
  return {
    id: `technique-${t.id}`,
    title: t.name,
    description: t.description,
    content,
    url: techniqueUrl(t),
    category: 'patterns',
    type: 'technique',
    subcategory: 'reasoning',
    tags: [category.label, 'technique', 'pattern'],
  };
}

function htmlFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'pagefind' || name === '_astro' ? [] : htmlFiles(path, base);
    return name.endsWith('.html') ? [path.slice(base.length)] : [];
  });
}

/** Builds every item from the content folder and the built site. */
export function buildSearchIndex({ contentDir = 'content', siteDir = 'dist/client' } = {}) {
  const categories = new Map(parseYaml(readFileSync(join(contentDir, 'categories.yaml'), 'utf8')).map((c) => [c.id, c]));
  const techniques = readTechniqueFiles(join(contentDir, 'techniques'));
  const techniqueUrls = new Set(techniques.map(techniqueUrl));
  const pages = htmlFiles(siteDir)
    .map((file) => ({ file, url: file.replace(/\.html$/, '').replace(/\/index$/, '') || '/' }))
    .filter(({ url }) => !techniqueUrls.has(url))
    .map(({ file, url }) => pageItemFromHtml(readFileSync(join(siteDir, file), 'utf8'), url))
    .filter(Boolean)
    .sort((a, b) => a.url.localeCompare(b.url));
  const techniqueItems = techniques.map((t) => techniqueItem(t, categories.get(t.category))).sort((a, b) => a.title.localeCompare(b.title));
  // Equal scores keep index order, so the hubs' dated entries come last: a search for "self rag"
  // that ties Self-RAG with a news item about a self-replicating worm shows the technique first.
  const isHub = (item) => HUB_CATEGORIES.includes(item.category);
  return [...pages.filter((p) => !isHub(p)), ...techniqueItems, ...pages.filter(isHub)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const items = buildSearchIndex();
  writeFileSync('dist/client/search-index.json', JSON.stringify(items));
  console.log(`search-index.json: ${items.length} items`);
}
