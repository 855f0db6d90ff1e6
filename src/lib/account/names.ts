/**
 * Names are shown to other people (the leaderboard, certificates), so they must be plain visible text.
 * Refused anywhere in a name:
 * - control (Cc), format (Cf: zero-width and bidirectional overrides), private-use (Co), unassigned
 *   (Cn) and surrogate (Cs) code points, and line/paragraph separators;
 * - Unicode's default-ignorable code points, which fonts draw as nothing: among them the Hangul
 *   fillers (U+115F, U+1160, U+3164, U+FFA0), which are letters by category, the combining grapheme
 *   joiner and variation selectors. The emoji and text presentation selectors (U+FE0F, U+FE0E) are
 *   kept directly after a symbol or digit, where they choose how an emoji looks;
 * - symbols drawn blank: the braille pattern blank (U+2800) and the musical null notehead (U+1D159).
 * Text is NFC so look-alike compositions compare equal.
 */
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u2800\u{1D159}]|(?![\uFE0E\uFE0F])\p{Default_Ignorable_Code_Point}|(?<![\p{S}\p{N}])[\uFE0E\uFE0F]/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');
/**
 * A letter, digit, punctuation mark or symbol: something a reader can see (once the characters
 * above are refused or removed). Combining marks alone and spaces do not count.
 */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export const NAME_MAX_LENGTH = 50;

/** True when the text holds a character that has no place in a name. */
export const hasInvisibleCharacters = (value: string) => INVISIBLE.test(value);

/** True when the text has at least one visible character. */
export const hasVisibleText = (value: string) => VISIBLE.test(value);

/**
 * Makes a name from elsewhere (a sign-in provider's profile, an older row) safe to show: NFC,
 * invisible characters removed, spaces collapsed, at most 50 characters; '' when nothing visible is left.
 */
export function cleanName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const cleaned = value.normalize('NFC').replace(INVISIBLE_ALL, '').replace(/\s+/gu, ' ').trim();
  return hasVisibleText(cleaned) ? [...cleaned].slice(0, NAME_MAX_LENGTH).join('').trim() : '';
}
