// A token index that answers the substring questions of docs/product.md (Constants and limits) exactly: for a query word (or
// the whole query), which fields of which items contain it.
//
// Tokens are the maximal runs of letters, marks and digits of each lower-cased field. If a word
// consists only of such characters, a field contains it as a substring if and only if one of the
// field's tokens does: an occurrence of the word cannot cross a character outside the class, so it
// lies inside one run, and a token is part of the field. So for such a word ("rag", "of", "x") it
// is enough to find the distinct tokens containing it (one `indexOf` loop over the vocabulary
// joined into a single string) and collect their postings, instead of scanning every item's text.
// Any other text (a word such as "multi-agent" or "e.g.", or a query of several words) is checked
// with `includes()`, but only in the fields that hold all of its runs of token characters where
// they must be: a run followed by another character in the text ends a token of the field ("multi"
// in "multi-agent"), a run preceded by one starts a token ("agent"), a run with both is a whole
// token ("g" in "e.g."). The same vocabulary search finds those tokens.
//
// A posting records, for one token and one item, a bit mask of the fields holding the token: title,
// description, content, then one bit per tag (tags are scored one by one, so the number of tags
// containing a word is a bit count). Items with more tags than fit in the mask are not indexed; the
// engine scores them directly.
//
// Hand-written because search libraries tokenise into words and match whole words or prefixes,
// which would break the substring rule of docs/product.md ("rag" must match "fragment").
import type { PreparedItem } from './scoring';
import { forEachToken, isTokenWord, TOKEN_RUNS } from './tokens';

export const TITLE_BIT = 1;
export const DESCRIPTION_BIT = 2;
export const CONTENT_BIT = 4;
/** Bit of the first tag; tag t has bit 1 << (FIRST_TAG + t). */
export const FIRST_TAG = 3;
/** Tags that fit in a 32-bit mask after title, description and content. */
export const MAX_INDEXED_TAGS = 32 - FIRST_TAG;
/** Masks remembered per index (queries typed a letter at a time share most words). */
const MEMO_SIZE = 64;

/**
 * Surrounds every token in the joined vocabulary. Not a token character, so a run looked up cannot
 * match across tokens, and a run with JOIN before (after) it matches only at a token's start (end).
 */
const JOIN = ' ';

/** The lower-cased text of field `f` (0 title, 1 description, 2 content, 3… tags). */
function fieldText(p: PreparedItem, f: number): string {
  return f === 0 ? p.title : f === 1 ? p.description : f === 2 ? p.content : p.tags[f - FIRST_TAG];
}

/** Bitwise AND of masks, item by item (the mask itself when there is one). */
function intersectMasks(masks: readonly Uint32Array[]): Uint32Array {
  if (masks.length === 1) return masks[0];
  const out = masks[0].slice();
  for (let m = 1; m < masks.length; m++) {
    const mask = masks[m];
    for (let i = 0; i < out.length; i++) out[i] &= mask[i];
  }
  return out;
}

export class TokenIndex {
  /** Items left out of the index (too many tags to fit the mask). */
  readonly unindexed: number[] = [];
  /** Per item, the bits of the fields it has (0 for unindexed items). */
  private readonly fieldBits: Uint32Array;
  /** Distinct tokens in token-id order, each with JOIN before and after (shared between neighbours). */
  private readonly vocabulary: string;
  /** Start of each token in `vocabulary`, plus, as a last entry, where one more token would start. */
  private readonly tokenStarts: Int32Array;
  /** Token t's postings are entries postingStarts[t] to postingStarts[t + 1] - 1. */
  private readonly postingStarts: Int32Array;
  private readonly postingItems: Int32Array;
  private readonly postingMasks: Uint32Array;
  private readonly memo = new Map<string, Uint32Array>();

  constructor(private readonly items: readonly PreparedItem[]) {
    const ids = new Map<string, number>();
    const perToken: number[] = []; // postings per token id
    // Per token id: the last item it was seen in, and its field bits in that item.
    const seenIn: number[] = [];
    const bitsIn: number[] = [];
    // All postings in item order, as parallel lists; grouped by token below.
    const entryTokens: number[] = [];
    const entryItems: number[] = [];
    const entryMasks: number[] = [];
    this.fieldBits = new Uint32Array(items.length);
    items.forEach((p, i) => {
      if (p.tags.length > MAX_INDEXED_TAGS) {
        this.unindexed.push(i);
        return;
      }
      const first = entryTokens.length;
      const texts = [p.title, p.description, p.content, ...p.tags];
      texts.forEach((text, f) =>
        forEachToken(text, (token) => {
          let id = ids.get(token);
          if (id === undefined) {
            id = perToken.length;
            ids.set(token, id);
            perToken.push(0);
          }
          if (seenIn[id] === i) {
            bitsIn[id] |= 1 << f;
          } else {
            seenIn[id] = i;
            bitsIn[id] = 1 << f;
            entryTokens.push(id);
            entryItems.push(i);
            perToken[id]++;
          }
        }),
      );
      for (let e = first; e < entryTokens.length; e++) entryMasks.push(bitsIn[entryTokens[e]]);
      this.fieldBits[i] = 2 ** texts.length - 1;
    });

    const tokens = [...ids.keys()];
    this.vocabulary = JOIN + tokens.join(JOIN) + JOIN;
    this.tokenStarts = new Int32Array(tokens.length + 1);
    this.postingStarts = new Int32Array(tokens.length + 1);
    this.tokenStarts[0] = JOIN.length;
    for (let t = 0; t < tokens.length; t++) {
      this.tokenStarts[t + 1] = this.tokenStarts[t] + tokens[t].length + JOIN.length;
      this.postingStarts[t + 1] = this.postingStarts[t] + perToken[t];
    }
    this.postingItems = new Int32Array(entryItems.length);
    this.postingMasks = new Uint32Array(entryItems.length);
    const next = this.postingStarts.slice(0, tokens.length);
    for (let e = 0; e < entryItems.length; e++) {
      const at = next[entryTokens[e]]++;
      this.postingItems[at] = entryItems[e];
      this.postingMasks[at] = entryMasks[e];
    }
  }

  /**
   * For a lower-cased word, per item, the bits of the fields that contain it as a substring
   * (tags counted one by one). Unindexed items get 0. Callers must not modify the result.
   */
  wordMask(word: string): Uint32Array {
    return this.remember(word, () => (isTokenWord(word) ? this.tokenMask(word) : this.textMask(word)));
  }

  /** Like wordMask for any lower-cased text, such as a whole query of several words; not remembered. */
  textMask(text: string): Uint32Array {
    // A text that starts or ends inside a surrogate pair may match where a field's pair straddles
    // its edge, so its runs say nothing about the field's tokens: check every field.
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    const cutPair = (first >= 0xdc00 && first <= 0xdfff) || (last >= 0xd800 && last <= 0xdbff);
    if (cutPair) return this.containing(text, this.fieldBits);
    const masks: Uint32Array[] = [];
    for (const match of text.matchAll(TOKEN_RUNS)) {
      const run = match[0];
      const pattern = (match.index > 0 ? JOIN : '') + run + (match.index + run.length < text.length ? JOIN : '');
      masks.push(this.remember(pattern, () => this.tokenMask(pattern)));
    }
    return this.containing(text, masks.length ? intersectMasks(masks) : this.fieldBits);
  }

  /** Of the fields marked in `candidates`, those whose text contains `needle`. */
  containing(needle: string, candidates: Uint32Array): Uint32Array {
    const out = new Uint32Array(candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      let bits = candidates[i];
      if (!bits) continue;
      let found = 0;
      while (bits) {
        const bit = bits & -bits;
        if (fieldText(this.items[i], 31 - Math.clz32(bit)).includes(needle)) found |= bit;
        bits ^= bit;
      }
      out[i] = found;
    }
    return out;
  }

  /**
   * Masks by key: a word (never whitespace) or a run pattern (a run, with JOIN on a side when it
   * must start or end a token). A pattern without JOIN is a token word and means the same as it.
   */
  private remember(key: string, compute: () => Uint32Array): Uint32Array {
    let mask = this.memo.get(key);
    if (!mask) {
      mask = compute();
      this.memo.set(key, mask);
      // A Map keeps insertion order, so the first key is the oldest entry.
      if (this.memo.size > MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
    }
    return mask;
  }

  /** The ids of the tokens in which `pattern` (a run, maybe with JOIN before or after it) occurs. */
  private tokensMatching(pattern: string): number[] {
    const found: number[] = [];
    const starts = this.tokenStarts;
    const shift = pattern.startsWith(JOIN) ? JOIN.length : 0;
    let from = 0;
    for (;;) {
      const at = this.vocabulary.indexOf(pattern, from);
      if (at < 0) return found;
      // The token holding the run's first character: the last one starting at or before it.
      const position = at + shift;
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= position) lo = mid;
        else hi = mid - 1;
      }
      found.push(lo);
      from = starts[lo + 1] - JOIN.length; // one hit per token is enough
    }
  }

  /** Per item, the OR of the postings of the tokens matching `pattern`. */
  private tokenMask(pattern: string): Uint32Array {
    const mask = new Uint32Array(this.items.length);
    const { postingStarts, postingItems, postingMasks } = this;
    for (const t of this.tokensMatching(pattern)) {
      for (let e = postingStarts[t]; e < postingStarts[t + 1]; e++) mask[postingItems[e]] |= postingMasks[e];
    }
    return mask;
  }
}
