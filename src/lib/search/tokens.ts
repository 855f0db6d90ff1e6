// Tokens of the search index: the maximal runs of letters, marks and digits of a lower-cased field
// (token-index.ts explains why that answers the substring rule exactly).

const TOKEN_CHARS = '\\p{L}\\p{M}\\p{N}';
const TOKEN_CHAR = new RegExp(`^[${TOKEN_CHARS}]$`, 'u');
export const TOKEN_RUNS = new RegExp(`[${TOKEN_CHARS}]+`, 'gu');
const TOKEN_ONLY = new RegExp(`^[${TOKEN_CHARS}]+$`, 'u');

/** Whether a word is a run of token characters, and so can be answered from the tokens alone. */
export const isTokenWord = (word: string) => TOKEN_ONLY.test(word);

// Token characters by code point: a table for ASCII, the regular expression (remembered) beyond.
const ASCII_TOKEN = Uint8Array.from({ length: 128 }, (_, code) => Number(TOKEN_CHAR.test(String.fromCharCode(code))));
const otherTokenChars = new Map<number, boolean>();
function isTokenChar(code: number): boolean {
  if (code < 128) return ASCII_TOKEN[code] === 1;
  let yes = otherTokenChars.get(code);
  if (yes === undefined) otherTokenChars.set(code, (yes = TOKEN_CHAR.test(String.fromCodePoint(code))));
  return yes;
}

/** Calls `visit` with each token of `text`, the same runs as TOKEN_RUNS finds, without a regular expression per run. */
export function forEachToken(text: string, visit: (token: string) => void): void {
  let start = -1;
  for (let k = 0; k < text.length;) {
    const code = text.codePointAt(k) as number;
    if (isTokenChar(code)) {
      if (start < 0) start = k;
    } else if (start >= 0) {
      visit(text.slice(start, k));
      start = -1;
    }
    k += code > 0xffff ? 2 : 1;
  }
  if (start >= 0) visit(text.slice(start));
}
