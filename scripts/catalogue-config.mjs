// Build settings derived from the technique files. astro.config runs before content collections
// exist, so the files are read by readTechniqueFiles, through the collection's own schema.
import { readTechniqueFiles } from '../src/lib/catalogue/technique-files.ts';
import { techniqueUrl } from '../src/lib/catalogue/catalogue.ts';
import { iconStylesheet } from '../src/lib/catalogue/icon-class.ts';

/**
 * 301s that make /patterns/reasoning-techniques/{slug} answer for every technique
 * (docs/product.md, Routes).
 * @returns {Record<string, { status: 301, destination: string }>}
 */
export function techniqueRedirects(dir) {
  /** @type {Record<string, { status: 301, destination: string }>} */
  const redirects = {};
  for (const technique of readTechniqueFiles(dir)) {
    if (technique.category !== 'reasoning-techniques') {
      redirects[techniqueUrl({ ...technique, category: 'reasoning-techniques' })] = { status: 301, destination: techniqueUrl(technique) };
    }
  }
  return redirects;
}

/**
 * `virtual:technique-icons.css`: the icon colour classes of every technique (iconClass), as a
 * stylesheet Vite bundles with the pages that import it, in development and in the build.
 * @returns {import('vite').Plugin}
 */
export function techniqueIconStyles(dir) {
  const id = 'virtual:technique-icons.css';
  const resolved = `\0${id}`;
  return {
    name: 'atlas-technique-icons',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (source) => (source === resolved ? iconStylesheet(readTechniqueFiles(dir).map((t) => t.color)) : undefined),
  };
}
