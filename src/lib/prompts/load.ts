import { getCollection } from 'astro:content';
import { asLoaded, failOnProblems } from '../content-problems';
import { loadCatalogue } from '../catalogue/load';
import { hubLinkTargets } from '../hubs/site-paths';
import { findPromptProblems } from './problems';
import { promptUrl, providerUrl, type Prompt, type Provider } from './schema';

let cached: Promise<{ prompts: Prompt[]; providers: Provider[] }> | undefined;

/** Published prompts first (newest first), then templates by title. */
const listOrder = (a: Prompt, b: Prompt) =>
  (a.kind === b.kind ? 0 : a.kind === 'published' ? -1 : 1) ||
  (a.kind === 'published' ? b.date.getTime() - a.date.getTime() : 0) ||
  a.title.localeCompare(b.title);

/** Loads and validates the prompt hub once per build; any problem fails the build. */
export function loadPrompts() {
  cached ??= (async () => {
    const [entries, providerEntries, { techniques }, paths] = await Promise.all([
      getCollection('prompts'),
      getCollection('promptProviders'),
      loadCatalogue(),
      hubLinkTargets(),
    ]);
    const providers = providerEntries.map((e) => ({ ...e.data, id: e.id }));
    const prompts: Prompt[] = entries.map((e) => {
      const [provider, slug] = e.id.split('/');
      const data =
        e.data.kind === 'published'
          ? { ...e.data, versions: [...e.data.versions].sort((a, b) => b.date.getTime() - a.date.getTime()) }
          : e.data;
      return { ...data, provider: provider!, slug: slug ?? '' };
    });
    const problems = findPromptProblems(asLoaded(entries), {
      techniques: new Set(techniques.map((t) => t.id)),
      providers: new Set(providers.map((p) => p.id)),
      paths: new Set([...paths, ...providers.map((p) => providerUrl(p.id)), ...prompts.map(promptUrl)]),
    });
    failOnProblems('prompts', problems);
    return { prompts: prompts.sort(listOrder), providers };
  })();
  return cached;
}
