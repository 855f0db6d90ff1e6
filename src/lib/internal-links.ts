/** Internal links in Markdown bodies, `](/path)` or `](/path#fragment)`, as paths without a trailing slash. */
export function internalLinks(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map(([, path]) => path!.replace(/\/$/, '') || '/');
}
