// Build settings derived from the technique files. astro.config runs before content collections
// exist, so the files are read by readTechniqueFiles, through the collection's own schema.
import { createHash } from 'node:crypto';
import { readTechniqueFiles } from '../src/lib/catalogue/technique-files.ts';
import { techniqueUrl } from '../src/lib/catalogue/catalogue.ts';

/** The style attribute of a technique's icon; pages must render exactly this string. */
export const iconStyle = (/** @type {string} */ color) => `background:${color}`;

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
 * CSP hashes for the icon gradients. Each technique's colour is data, so the icon needs a style
 * attribute; hashing each distinct value lets exactly those attributes through and no others.
 */
export function iconStyleHashes(dir) {
  const colors = new Set(readTechniqueFiles(dir).map((technique) => technique.color));
  return [...colors].map((color) => ({
    hash: /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(iconStyle(color)).digest('base64')}`),
    kind: /** @type {const} */ ('attribute'),
  }));
}
