/**
 * Technique icons on cards get their colour from a class, not a style attribute: the classes live
 * in a stylesheet generated at build (`virtual:technique-icons.css`, scripts/catalogue-config.mjs),
 * so the Content-Security-Policy needs no per-colour hashes. The class name is derived from the
 * colour itself, so pages and the stylesheet agree without sharing a list. A technique's own page
 * shows one icon and draws its gradient with an SVG instead (gradientStops).
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

/** The one shape a technique's colour has: a diagonal gradient between two hex colours. */
export const GRADIENT = /^linear-gradient\(135deg, (#[0-9a-f]{6}) 0%, (#[0-9a-f]{6}) 100%\)$/;

/**
 * A technique colour's two stops, for its page's icon. The page draws that icon's gradient as a
 * small SVG instead of a class from the icon stylesheet, so a technique page does not carry all
 * sixteen colours' rules for the one it shows (docs/performance.md).
 */
export function gradientStops(color: string): [from: string, to: string] {
  const match = GRADIENT.exec(color);
  if (!match) throw new Error(`Not a technique colour: ${color}`);
  return [match[1]!, match[2]!];
}

/**
 * The stylesheet: one rule per distinct colour, its gradient written without the 0 % and 100 %
 * stops CSS puts there anyway (the sheet is inlined in every catalogue page).
 */
export function iconStylesheet(colors: Iterable<string>): string {
  return [...new Set(colors)]
    .sort()
    .map((color) => `.${iconClass(color)}{background:linear-gradient(135deg, ${gradientStops(color).join(', ')})}`)
    .join('\n');
}
