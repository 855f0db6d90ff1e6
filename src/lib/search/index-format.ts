/**
 * The search index as shipped in /search-index.json, and its expansion into the items of
 * docs/product.md (Records). The file leaves out what the loader can work out again: a page's id and
 * category follow from its address; a technique's id, address, category, subcategory, type, tags and
 * content follow from its record; a description that a page's content repeats is stored once.
 * Expanding gives exactly the items the build made (the build checks this before it writes the
 * file), so what a query finds and how it ranks do not depend on the format. docs/decisions.md,
 * Search, says why.
 */
import type { SearchIndexItem } from './types.ts';

/** Format version, raised when the rows change meaning. */
export const INDEX_FORMAT = 1;

/** A page: its address, title and description, and its content, as [before, after] when the description sits between them. */
type PageRow = [url: string, title: string, description: string, content: string | [before: string, after: string]];
/** A technique: its category (a position in `categories`), slug, name, abbreviation ('' for none), complexity, description and features. */
type TechniqueRow = [
  category: number,
  slug: string,
  name: string,
  abbr: string,
  complexity: string,
  description: string,
  features: string[],
];
/** A technique category: its id, title and label (the technique's first tag). */
type CategoryRow = [id: string, title: string, label: string];

export interface CompactSearchIndex {
  format: typeof INDEX_FORMAT;
  categories: CategoryRow[];
  /** In index order (the order ties keep): pages and techniques as they come. */
  items: Array<PageRow | TechniqueRow>;
}

/** The index category of a page, from its address (the categories in docs/product.md, Records). */
export function categoryForUrl(url: string): SearchIndexItem['category'] {
  const rules: Array<[string, SearchIndexItem['category']]> = [
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

/** The id of a page item, from its address. */
export const pageId = (url: string) => `page-${url === '/' ? 'home' : url.slice(1).replace(/\//g, '-')}`;

/** A technique's readable text, the `content` of its item: name, category, complexity, description and features. */
export function techniqueContent(t: {
  name: string;
  abbr: string;
  categoryTitle: string;
  complexity: string;
  description: string;
  features: readonly string[];
}): string {
  return [
    `${t.name}${t.abbr ? ` (${t.abbr})` : ''}.`,
    `Category: ${t.categoryTitle}. Complexity: ${t.complexity}.`,
    t.description,
    `Features: ${t.features.join('; ')}.`,
  ].join(' ');
}

function expandPage([url, title, description, content]: PageRow): SearchIndexItem {
  return {
    id: pageId(url),
    title,
    description,
    content: typeof content === 'string' ? content : content[0] + description + content[1],
    url,
    category: categoryForUrl(url),
    type: 'page',
  };
}

function expandTechnique(row: TechniqueRow, categories: readonly CategoryRow[]): SearchIndexItem {
  const [category, slug, name, abbr, complexity, description, features] = row;
  const [categoryId, categoryTitle, label] = categories[category];
  return {
    id: `technique-${slug}`,
    title: name,
    description,
    content: techniqueContent({ name, abbr, categoryTitle, complexity, description, features }),
    url: `/patterns/${categoryId}/${slug}`,
    category: 'patterns',
    type: 'technique',
    subcategory: 'reasoning',
    tags: [label, 'technique', 'pattern'],
  };
}

/** The items of a shipped index, in its order. A plain list of items (the earlier format) is taken as it is. */
export function expandSearchIndex(data: CompactSearchIndex | SearchIndexItem[]): SearchIndexItem[] {
  if (Array.isArray(data)) return data;
  if (data.format !== INDEX_FORMAT) throw new Error(`Search index: unknown format ${String(data.format)}`);
  return data.items.map((row) =>
    typeof row[0] === 'number' ? expandTechnique(row as TechniqueRow, data.categories) : expandPage(row as PageRow),
  );
}
