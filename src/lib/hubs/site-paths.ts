import { basePaths } from '../site-paths';
import { loadGuides } from '../guides/load';
import { PUBLISHED_SECTIONS, guideUrl } from '../guides/sections';

let cached: Promise<Set<string>> | undefined;

/** Every page a hub entry's body may link to: the base pages and the guides (each hub adds its own entries). */
export function hubLinkTargets(): Promise<Set<string>> {
  cached ??= (async () => {
    const [paths, guides] = await Promise.all([basePaths(), loadGuides()]);
    return new Set([...paths, ...PUBLISHED_SECTIONS.map((s) => `/${s.id}`), ...guides.map(guideUrl)]);
  })();
  return cached;
}
