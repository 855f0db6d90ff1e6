// How content loaders hand entries to their pure problem checks, and fail the build on what they find.

/** One loaded content entry: its collection id, front matter and Markdown body. */
export interface LoadedEntry<T> {
  fileId: string;
  data: T;
  body: string;
}

/** Collection entries in the shape the problem checks read. */
export const asLoaded = <T>(entries: ReadonlyArray<{ id: string; data: T; body?: string }>): LoadedEntry<T>[] =>
  entries.map((e) => ({ fileId: e.id, data: e.data, body: e.body ?? '' }));

/** Fails the build with every problem listed, or does nothing. */
export function failOnProblems(what: string, problems: readonly string[]) {
  if (problems.length) throw new Error(`Invalid ${what}:\n- ${problems.join('\n- ')}`);
}
