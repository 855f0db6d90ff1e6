/**
 * Technique icons get their colour from a class, not a style attribute: the classes live in a
 * stylesheet generated at build (`virtual:technique-icons.css`, astro.config), served like any
 * other CSS, so the Content-Security-Policy needs no per-colour hashes. The class name is derived
 * from the colour itself, so pages and the stylesheet agree without sharing a list.
 */
export function iconClass(color: string): string {
  // FNV-1a: a short, stable name; colours are a handful of hand-written gradients.
  let hash = 0x811c9dc5;
  for (let i = 0; i < color.length; i += 1) {
    hash ^= color.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `icon-${hash.toString(36)}`;
}

/** The stylesheet: one rule per distinct colour. */
export function iconStylesheet(colors: Iterable<string>): string {
  return [...new Set(colors)]
    .sort()
    .map((color) => `.${iconClass(color)}{background:${color}}`)
    .join('\n');
}
