// Rules for saved searches shared by the browser and the API (docs/product.md, Validation and Constants and limits).

/** A search is saved only when the trimmed query has at least this many characters. */
export const MIN_SAVED_QUERY_LENGTH = 2;
/** Longest query stored. */
export const MAX_SAVED_QUERY_LENGTH = 200;
/** Recent searches kept in the browser. */
export const LOCAL_RECENT_LIMIT = 5;
/** Recent searches fetched from the server. */
export const SERVER_RECENT_LIMIT = 10;
/** Rows kept per user on the server; older ones are dropped. */
export const SERVER_HISTORY_CAP = 200;

export const SEARCH_TYPES_SAVED = ['manual', 'suggestion', 'recent'] as const;

/** Whether a query is long enough to be saved. */
export const isSavableQuery = (query: string) => query.trim().length >= MIN_SAVED_QUERY_LENGTH;
