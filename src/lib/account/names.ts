/**
 * Names are shown to other people (the leaderboard), so they must be plain visible text.
 * Refused: control (Cc), format (Cf: zero-width and bidirectional overrides), private-use (Co),
 * unassigned (Cn) and surrogate (Cs) code points, and line/paragraph separators. Text is NFC so
 * look-alike compositions compare equal.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u;
const INVISIBLE_ALL = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/gu;
/** A letter, digit, punctuation mark or symbol: something a reader can see. */
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
