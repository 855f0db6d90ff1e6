// Build settings derived from the technique files. Read from the files directly because
// astro.config runs before content collections exist; the schema still validates every entry.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The style attribute of a technique's icon; pages must render exactly this string. */
export const iconStyle = (/** @type {string} */ color) => `background:${color}`;

function readField(/** @type {string} */ text, /** @type {string} */ name) {
  const match = new RegExp(`^${name}:\\s*["']?(.+?)["']?\\s*$`, 'm').exec(text);
  return match?.[1];
}

function techniqueFiles(dir = 'content/techniques') {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => ({ slug: f.slice(0, -3), text: readFileSync(join(dir, f), 'utf8') }));
}

/**
 * 301s that make /patterns/reasoning-techniques/{slug} answer for every technique
 * (docs/product.md, Routes).
 * @returns {Record<string, { status: 301, destination: string }>}
 */
export function techniqueRedirects(dir) {
  /** @type {Record<string, { status: 301, destination: string }>} */
  const redirects = {};
  for (const { slug, text } of techniqueFiles(dir)) {
    const category = readField(text, 'category');
    if (category && category !== 'reasoning-techniques') {
      redirects[`/patterns/reasoning-techniques/${slug}`] = { status: 301, destination: `/patterns/${category}/${slug}` };
    }
  }
  return redirects;
}

/**
 * CSP hashes for the icon gradients. Each technique's colour is data, so the icon needs a style
 * attribute; hashing each distinct value lets exactly those attributes through and no others.
 */
export function iconStyleHashes(dir) {
  const colors = new Set(
    techniqueFiles(dir)
      .map(({ text }) => readField(text, 'color'))
      .filter(Boolean),
  );
  return [...colors].map((color) => ({
    hash: /** @type {`sha256-${string}`} */ (
      `sha256-${createHash('sha256')
        .update(iconStyle(/** @type {string} */ (color)))
        .digest('base64')}`
    ),
    kind: /** @type {const} */ ('attribute'),
  }));
}
