// Writes dist/client/search-index.json after `astro build`: one item per built page and one per
// technique, with exactly the fields in docs/product.md (Records). Pages come from the built HTML (so nothing is
// missed or stale); techniques come from their content files (already validated by the build).
// The file holds the items in the compact form of src/lib/search/index-format.ts, checked to expand
// to exactly these items before it is written.
import { isDeepStrictEqual } from 'node:util';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseHtml } from 'node-html-parser';
import { parse as parseYaml } from 'yaml';
// The catalogue's own schema and URL rule, so the index reads techniques exactly as the site does.
import { readTechniqueFiles } from '../src/lib/catalogue/technique-files.ts';
import { techniqueUrl } from '../src/lib/catalogue/catalogue.ts';
// The rules the loader expands the file with, so the two cannot drift apart.
import { categoryForUrl, expandSearchIndex, INDEX_FORMAT, pageId, techniqueContent } from '../src/lib/search/index-format.ts';

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
 * The index must stay within 120 KB gzip as guides and hubs join it, so each item carries only the
 * words people search for by name: a page's first 500 characters and a technique's record without
 * its worked example (docs/decisions.md, Search). Whole pages, examples included, are searched
 * word for word by Pagefind's full-text index.
 */
const PAGE_CONTENT_CHARS = 500;
/**
 * Hub entries (a prompt, a news item, a project), threat pages and lab pages are many and short:
 * their title and summary carry the words people search for, so their content keeps only the
 * first 120 characters after the lead
 * (the facts: dates and tags, provider and role, licence and language). About 140 bytes gzip an
 * entry, so the hubs can keep growing within the budget (docs/hubs.md).
 */
const HUB_ENTRY = /^\/(?:(?:prompt-hub|project-hub)\/[^/]+\/[^/]+|news-hub\/[^/]+|threats\/[^/]+|labs\/[^/]+)$/;
const HUB_CONTENT_CHARS = 120;
const HUB_CATEGORIES = ['prompts', 'news', 'projects'];

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
  // structuredText puts a break between block elements, so a heading and the paragraph after it stay two words apart.
  const content = squash(main?.structuredText ?? '').slice(0, hubEntry ? HUB_CONTENT_CHARS : PAGE_CONTENT_CHARS);
  return {
    id: pageId(url),
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
  return {
    id: `technique-${t.id}`,
    title: t.name,
    description: t.description,
    content: techniqueContent({ ...t, categoryTitle: category.title }),
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

/** A page's row in the shipped file: its content stores the description once when it repeats it. */
function pageRow(item) {
  const at = item.description ? item.content.indexOf(item.description) : -1;
  const content = at < 0 ? item.content : [item.content.slice(0, at), item.content.slice(at + item.description.length)];
  return [item.url, item.title, item.description, content];
}

/**
 * The shipped index for items in index order, each with the technique record it came from (none
 * for a page). Throws unless it expands to exactly the items.
 */
export function compactSearchIndex(entries, categoryList) {
  const categoryIds = categoryList.map((c) => c.id);
  const index = {
    format: INDEX_FORMAT,
    categories: categoryList.map((c) => [c.id, c.title, c.label]),
    items: entries.map(({ item, technique: t }) =>
      t ? [categoryIds.indexOf(t.category), t.id, t.name, t.abbr, t.complexity, t.description, t.features] : pageRow(item),
    ),
  };
  const items = entries.map((e) => e.item);
  const expanded = expandSearchIndex(index);
  const differs = expanded.findIndex((item, i) => !isDeepStrictEqual(item, items[i]));
  if (differs >= 0 || expanded.length !== items.length) {
    throw new Error(`search index: the compact form does not give back ${items[differs]?.id ?? 'every item'}`);
  }
  return index;
}

/** Builds every item from the content folder and the built site, and the file that ships them. */
export function buildSearchIndex({ contentDir = 'content', siteDir = 'dist/client' } = {}) {
  const categoryList = parseYaml(readFileSync(join(contentDir, 'categories.yaml'), 'utf8'));
  const categories = new Map(categoryList.map((c) => [c.id, c]));
  const techniques = readTechniqueFiles(join(contentDir, 'techniques'));
  const techniqueUrls = new Set(techniques.map(techniqueUrl));
  const pages = htmlFiles(siteDir)
    .map((file) => ({ file, url: file.replace(/\.html$/, '').replace(/\/index$/, '') || '/' }))
    .filter(({ url }) => !techniqueUrls.has(url))
    .map(({ file, url }) => pageItemFromHtml(readFileSync(join(siteDir, file), 'utf8'), url))
    .filter(Boolean)
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((item) => ({ item }));
  const techniqueEntries = techniques
    .map((technique) => ({ item: techniqueItem(technique, categories.get(technique.category)), technique }))
    .sort((a, b) => a.item.title.localeCompare(b.item.title));
  // Equal scores keep index order, so the hubs' dated entries come last: a search for "self rag"
  // that ties Self-RAG with a news item about a self-replicating worm shows the technique first.
  const isHub = ({ item }) => HUB_CATEGORIES.includes(item.category);
  const entries = [...pages.filter((p) => !isHub(p)), ...techniqueEntries, ...pages.filter(isHub)];
  return { items: entries.map((e) => e.item), index: compactSearchIndex(entries, categoryList) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { items, index } = buildSearchIndex();
  writeFileSync('dist/client/search-index.json', JSON.stringify(index));
  console.log(`search-index.json: ${items.length} items`);
}
