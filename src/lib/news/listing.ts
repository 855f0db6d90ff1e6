import { NEWS_PAGE_SIZE, type NewsItem } from './schema';

/** Page numbers after the first for a list of `count` items (the first page is the hub or tag address itself). */
export const laterPages = (count: number) => Array.from({ length: Math.max(0, Math.ceil(count / NEWS_PAGE_SIZE) - 1) }, (_, i) => i + 2);

/** How many items carry each tag. */
export function tagCounts(items: readonly NewsItem[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const i of items) for (const t of i.tags) counts[t] = (counts[t] ?? 0) + 1;
  return counts;
}
