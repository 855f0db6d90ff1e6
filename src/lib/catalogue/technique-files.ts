import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { techniqueSchema, type Technique } from './schema.ts';

/**
 * The technique files read outside Astro: astro.config and the build scripts run before (or
 * without) content collections, so they parse the front matter here, through the same schema the
 * collection uses. A file the site would reject fails these readers the same way.
 */
export function readTechniqueFiles(dir = 'content/techniques'): Technique[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const frontMatter = readFileSync(join(dir, file), 'utf8').split(/^---$/m)[1] ?? '';
      const parsed = techniqueSchema.safeParse(parseYaml(frontMatter));
      if (!parsed.success)
        throw new Error(`${join(dir, file)}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      return parsed.data;
    });
}
