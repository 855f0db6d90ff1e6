import { SEARCH_CATEGORIES, SEARCH_TYPES } from '../../lib/search/types';
import { toggleSearchFilter } from '../../stores/search-panel';

type Kind = 'categories' | 'types';
type Filters = Record<Kind, string[]>;

export const CATEGORY_LABELS: Record<string, string> = {
  main: 'Site',
  patterns: 'Patterns',
  education: 'Learning',
  security: 'Security',
  training: 'Fine-tuning',
  deployment: 'Inference',
  news: 'News',
  projects: 'Projects',
  prompts: 'Prompts',
};
const TYPE_LABELS: Record<string, string> = { page: 'Pages', technique: 'Techniques' };

/** One group of filter chips: each toggles its value in the panel's filters. */
function Chips({
  kind,
  values,
  chosen,
  labels,
}: {
  kind: Kind;
  values: readonly string[];
  chosen: string[];
  labels: Record<string, string>;
}) {
  return values.map((value) => (
    <button
      key={value}
      type="button"
      className="chip"
      aria-pressed={chosen.includes(value)}
      onClick={() => toggleSearchFilter(kind, value)}
    >
      {labels[value]}
    </button>
  ));
}

/** The search panel's filters: kinds of result, then categories. */
export function SearchFilters({ filters }: { filters: Filters }) {
  return (
    <div className="search-filters" role="group" aria-label="Filters">
      <Chips kind="types" values={SEARCH_TYPES} chosen={filters.types} labels={TYPE_LABELS} />
      <span className="search-filter-divider" aria-hidden="true" />
      <Chips kind="categories" values={SEARCH_CATEGORIES} chosen={filters.categories} labels={CATEGORY_LABELS} />
    </div>
  );
}
