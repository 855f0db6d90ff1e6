/**
 * A token index that answers the substring questions of docs/product.md (Constants and limits) exactly: for a query word (or
 * the whole query), which fields of which items contain it.
 *
 * Tokens are the maximal runs of letters, marks and digits of each lower-cased field. If a word
 * consists only of such characters, a field contains it as a substring if and only if one of the
 * field's tokens does: an occurrence of the word cannot cross a character outside the class, so it
 * lies inside one run, and a token is part of the field. So for such a word ("rag", "of", "x") it
 * is enough to find the distinct tokens containing it and collect their postings, instead of
 * scanning every item's text. Any other text (a word such as "multi-agent" or "e.g.", or a query
 * of several words) is checked with `includes()`, but only in the fields that hold all of its runs
 * of token characters where they must be: a run followed by another character in the text ends a
 * token of the field ("multi" in "multi-agent"), a run preceded by one starts a token ("agent"), a
 * run with both is a whole token ("g" in "e.g."). The same token search finds those tokens.
 *
 * The distinct tokens are found through a gram table rather than by scanning the vocabulary: every
 * token is listed under each of its grams of one, two and three UTF-16 code units (hashed into
 * buckets). A run of up to three code units is looked up under itself; a longer one under the gram
 * of it with the shortest list, since a token containing the run contains each of its grams. The
 * tokens listed are then checked with `includes()` (or `startsWith`, `endsWith`, equality for a run
 * that must start, end or fill a token), which also discards tokens that only share a bucket. So a
 * lookup costs about the number of tokens holding its rarest gram, not the size of the vocabulary.
 *
 * A posting records, for one token and one item, a bit mask of the fields holding the token: title,
 * description, content, then one bit per tag (tags are scored one by one, so the number of tags
 * containing a word is a bit count). Items with more tags than fit in the mask are not indexed; the
 * engine scores them directly.
 *
 * Hand-written because search libraries tokenise into words and match whole words or prefixes,
 * which would break the substring rule of docs/product.md ("rag" must match "fragment").
 */
import type { PreparedItem } from './scoring';

export const TITLE_BIT = 1;
export const DESCRIPTION_BIT = 2;
export const CONTENT_BIT = 4;
/** Bit of the first tag; tag t has bit 1 << (FIRST_TAG + t). */
export const FIRST_TAG = 3;
/** Tags that fit in a 32-bit mask after title, description and content. */
export const MAX_INDEXED_TAGS = 32 - FIRST_TAG;
/** Masks remembered per index (queries typed a letter at a time share most words). */
const MEMO_SIZE = 64;

const TOKEN_CHARS = '\\p{L}\\p{M}\\p{N}';
const TOKEN_CHAR = new RegExp(`^[${TOKEN_CHARS}]$`, 'u');
const TOKEN_RUNS = new RegExp(`[${TOKEN_CHARS}]+`, 'gu');
const TOKEN_ONLY = new RegExp(`^[${TOKEN_CHARS}]+$`, 'u');
/**
 * Marks, in a remembered run pattern, a run that must start (JOIN before it) or end (JOIN after it)
 * a token. Not a token character, so a pattern never equals a word of token characters.
 */
const JOIN = ' ';
/**
 * When a text's further run is worth reading to narrow its candidate items: while its postings plus
 * one pass over the items cost less than this many postings per candidate item. Checking a
 * candidate's text with includes() costs about a microsecond, reading a posting a few nanoseconds.
 */
const INTERSECT_WORTH = 256;
/** Longest gram in the gram table, in UTF-16 code units. */
const GRAM = 3;

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

const TOKEN_SEED = 0x811c9dc5;
/** One step of a token's hash: the state after one more code unit. */
const tokenStep = (state: number, code: number) => Math.imul(state ^ code, 0x01000193);

/**
 * Calls `visit` with the start, end and hash of each token of `text`: the same runs as TOKEN_RUNS
 * finds, without a regular expression per run, and hashed as they are read (see Vocabulary).
 */
export function forEachToken(text: string, visit: (start: number, end: number, hash: number) => void): void {
  let start = -1;
  let hash = 0;
  for (let k = 0; k < text.length;) {
    const code = text.codePointAt(k) as number;
    if (isTokenChar(code)) {
      if (start < 0) {
        start = k;
        hash = TOKEN_SEED;
      }
      hash = tokenStep(hash, text.charCodeAt(k));
      if (code > 0xffff) hash = tokenStep(hash, text.charCodeAt(k + 1));
    } else if (start >= 0) {
      visit(start, k, hash);
      start = -1;
    }
    k += code > 0xffff ? 2 : 1;
  }
  if (start >= 0) visit(start, text.length, hash);
}

/** The lower-cased text of field `f` (0 title, 1 description, 2 content, 3… tags). */
function fieldText(p: PreparedItem, f: number): string {
  return f === 0 ? p.title : f === 1 ? p.description : f === 2 ? p.content : p.tags[f - FIRST_TAG];
}

/** One step of a gram's hash: the state after one more code unit. */
const gramStep = (state: number, code: number) => Math.imul(state ^ code, 0x85ebca6b);
/** A gram's hash from its state and length (mixed in, so grams of different lengths fall apart). */
function gramFinish(state: number, length: number): number {
  let h = state ^ Math.imul(length, 0x9e3779b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
const GRAM_SEED = 0x2545f491;

/** Hash of the gram of `length` code units of `text` at `at`. */
function gramHash(text: string, at: number, length: number): number {
  let state = GRAM_SEED;
  for (let k = at; k < at + length; k++) state = gramStep(state, text.charCodeAt(k));
  return gramFinish(state, length);
}

/** Number of grams (1 to GRAM code units, repeats included) of a token of `length` code units. */
function gramCount(length: number): number {
  let n = 0;
  for (let g = 1; g <= GRAM; g++) n += Math.max(0, length - g + 1);
  return n;
}

/** Whether the gram of `length` code units of `a` at `at` equals the one of `b` at `bt`. */
function sameGram(a: string, at: number, b: string, bt: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (a.charCodeAt(at + k) !== b.charCodeAt(bt + k)) return false;
  return true;
}

/**
 * The distinct tokens, each with an id (the order of first sight). A token is looked up by its
 * place in a text and its hash, computed while the text is scanned, so no string is made for a
 * token seen before (most of them).
 */
class Vocabulary {
  readonly tokens: string[] = [];
  private readonly hashes: number[] = [];
  /** Open addressing: token id + 1 per slot, 0 for an empty one. */
  private slots = new Int32Array(1 << 12);

  /** The id of the token `text.slice(start, end)` whose hash is `hash`; added if new. */
  add(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s] - 1;
      if (id < 0) break;
      if (this.hashes[id] === hash && this.equals(id, text, start, end)) return id;
    }
    const id = this.tokens.length;
    this.tokens.push(text.slice(start, end));
    this.hashes.push(hash);
    if (2 * this.tokens.length > this.slots.length) this.grow();
    else this.place(id);
    return id;
  }

  /** The id of a token, or -1. */
  find(token: string): number {
    let hash = TOKEN_SEED;
    for (let k = 0; k < token.length; k++) hash = tokenStep(hash, token.charCodeAt(k));
    const mask = this.slots.length - 1;
    for (let s = hash & mask; ; s = (s + 1) & mask) {
      const id = this.slots[s] - 1;
      if (id < 0) return -1;
      if (this.hashes[id] === hash && this.tokens[id] === token) return id;
    }
  }

  private equals(id: number, text: string, start: number, end: number): boolean {
    const token = this.tokens[id];
    if (token.length !== end - start) return false;
    for (let k = 0; k < token.length; k++) if (token.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
    return true;
  }

  private place(id: number) {
    const mask = this.slots.length - 1;
    let s = this.hashes[id] & mask;
    while (this.slots[s]) s = (s + 1) & mask;
    this.slots[s] = id + 1;
  }

  private grow() {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let id = 0; id < this.tokens.length; id++) this.place(id);
  }
}

export class TokenIndex {
  /** Items left out of the index (too many tags to fit the mask). */
  readonly unindexed: number[] = [];
  /** Per item, the bits of the fields it has (0 for unindexed items). */
  private readonly fieldBits: Uint32Array;
  /** Distinct tokens by id, and the id of each. */
  private readonly tokens: string[];
  private readonly vocabulary: Vocabulary;
  /** Token t's postings are entries postingStarts[t] to postingStarts[t + 1] - 1. */
  private readonly postingStarts: Int32Array;
  private readonly postingItems: Int32Array;
  private readonly postingMasks: Uint32Array;
  /** Gram table: bucket b lists token ids gramTokens[gramStarts[b]] to gramTokens[gramStarts[b + 1] - 1], each once, ascending. */
  private readonly bucketMask: number;
  private readonly gramStarts: Int32Array;
  private readonly gramTokens: Int32Array;
  /** Per bucket, its first gram (a token id, offset and length), and 1 if every gram in the bucket is that one. */
  private readonly bucketGram: Int32Array;
  private readonly bucketGramAt: Int32Array;
  private readonly bucketGramLength: Uint8Array;
  private readonly pureBucket: Uint8Array;
  private readonly memo = new Map<string, Uint32Array>();

  constructor(private readonly items: readonly PreparedItem[]) {
    const vocabulary = new Vocabulary();
    const perToken: number[] = []; // postings per token id
    // Per token id: the last item it was seen in, and its field bits in that item.
    const seenIn: number[] = [];
    const bitsIn: number[] = [];
    // All postings in item order, as parallel lists; grouped by token below.
    const entryTokens: number[] = [];
    const entryItems: number[] = [];
    const entryMasks: number[] = [];
    this.fieldBits = new Uint32Array(items.length);
    for (let i = 0; i < items.length; i++) {
      const p = items[i];
      if (p.tags.length > MAX_INDEXED_TAGS) {
        this.unindexed.push(i);
        continue;
      }
      const first = entryTokens.length;
      const fields = FIRST_TAG + p.tags.length;
      for (let f = 0; f < fields; f++) {
        const text = fieldText(p, f);
        forEachToken(text, (start, end, hash) => {
          const id = vocabulary.add(text, start, end, hash);
          if (id === perToken.length) perToken.push(0);
          if (seenIn[id] === i) {
            bitsIn[id] |= 1 << f;
          } else {
            seenIn[id] = i;
            bitsIn[id] = 1 << f;
            entryTokens.push(id);
            entryItems.push(i);
            perToken[id]++;
          }
        });
      }
      for (let e = first; e < entryTokens.length; e++) entryMasks.push(bitsIn[entryTokens[e]]);
      this.fieldBits[i] = 2 ** fields - 1;
    }

    const tokens = vocabulary.tokens;
    this.tokens = tokens;
    this.vocabulary = vocabulary;
    this.postingStarts = new Int32Array(tokens.length + 1);
    for (let t = 0; t < tokens.length; t++) this.postingStarts[t + 1] = this.postingStarts[t] + perToken[t];
    this.postingItems = new Int32Array(entryItems.length);
    this.postingMasks = new Uint32Array(entryItems.length);
    const next = this.postingStarts.slice(0, tokens.length);
    for (let e = 0; e < entryItems.length; e++) {
      const at = next[entryTokens[e]]++;
      this.postingItems[at] = entryItems[e];
      this.postingMasks[at] = entryMasks[e];
    }

    // The gram table, in two passes over the tokens: count each bucket's distinct tokens (noting
    // whether all its grams are one and the same), then fill. About two buckets per token keeps the
    // lists of rare grams short. The first pass notes each gram's bucket for the second.
    const buckets = 2 ** Math.max(10, Math.ceil(Math.log2(2 * tokens.length + 1)));
    const bucketMask = buckets - 1;
    let grams = 0;
    for (const token of tokens) grams += gramCount(token.length);
    const gramBuckets = new Int32Array(grams);
    const gramStarts = new Int32Array(buckets + 1);
    const lastToken = new Int32Array(buckets).fill(-1);
    // Per bucket: where its first gram was seen (token, offset, length), and whether every gram since was the same.
    const firstToken = new Int32Array(buckets).fill(-1);
    const firstAt = new Int32Array(buckets);
    const firstLength = new Uint8Array(buckets);
    const pure = new Uint8Array(buckets);
    let g = 0;
    for (let t = 0; t < tokens.length; t++) {
      const token = tokens[t];
      for (let at = 0; at < token.length; at++) {
        let state = GRAM_SEED;
        for (let length = 1; length <= GRAM && at + length <= token.length; length++) {
          state = gramStep(state, token.charCodeAt(at + length - 1));
          const b = gramFinish(state, length) & bucketMask;
          gramBuckets[g++] = b;
          if (firstToken[b] < 0) {
            firstToken[b] = t;
            firstAt[b] = at;
            firstLength[b] = length;
            pure[b] = 1;
          } else if (pure[b] && (firstLength[b] !== length || !sameGram(tokens[firstToken[b]], firstAt[b], token, at, length))) {
            pure[b] = 0;
          }
          if (lastToken[b] !== t) {
            lastToken[b] = t;
            gramStarts[b + 1]++;
          }
        }
      }
    }
    for (let b = 0; b < buckets; b++) gramStarts[b + 1] += gramStarts[b];
    const gramTokens = new Int32Array(gramStarts[buckets]);
    const fill = gramStarts.slice(0, buckets);
    lastToken.fill(-1);
    g = 0;
    for (let t = 0; t < tokens.length; t++) {
      const end = g + gramCount(tokens[t].length);
      for (; g < end; g++) {
        const b = gramBuckets[g];
        if (lastToken[b] !== t) {
          lastToken[b] = t;
          gramTokens[fill[b]++] = t;
        }
      }
    }
    this.bucketMask = bucketMask;
    this.gramStarts = gramStarts;
    this.gramTokens = gramTokens;
    this.bucketGram = firstToken;
    this.bucketGramAt = firstAt;
    this.bucketGramLength = firstLength;
    this.pureBucket = pure;
  }

  /**
   * For a lower-cased word, per item, the bits of the fields that contain it as a substring
   * (tags counted one by one). Unindexed items get 0. Callers must not modify the result.
   */
  wordMask(word: string): Uint32Array {
    return this.remember(word, () => (isTokenWord(word) ? this.tokenMask(word, false, false) : this.textMask(word)));
  }

  /** Like wordMask for any lower-cased text, such as a whole query of several words; not remembered. */
  textMask(text: string): Uint32Array {
    // A text that starts or ends inside a surrogate pair may match where a field's pair straddles
    // its edge, so its runs say nothing about the field's tokens: check every field.
    const first = text.charCodeAt(0);
    const last = text.charCodeAt(text.length - 1);
    const cutPair = (first >= 0xdc00 && first <= 0xdfff) || (last >= 0xd800 && last <= 0xdbff);
    if (cutPair) return this.containing(text, this.fieldBits);
    // Every field holding the text holds each of its runs where the text has it, so the fields
    // holding all of them are candidates; the text itself is then checked in each. Runs are taken
    // from the fewest postings up, and one more narrows the candidates only while reading its
    // postings costs less than the checks it may save (see INTERSECT_WORTH).
    const runs: Array<{ run: string; starts: boolean; ends: boolean; cost: number }> = [];
    for (const match of text.matchAll(TOKEN_RUNS)) {
      const run = match[0];
      const starts = match.index > 0;
      const ends = match.index + run.length < text.length;
      runs.push({ run, starts, ends, cost: this.postingCount(run, starts, ends) });
    }
    if (!runs.length) return this.containing(text, this.fieldBits);
    runs.sort((a, b) => a.cost - b.cost);
    let candidates = this.runMask(runs[0]);
    let count = 0;
    for (let i = 0; i < candidates.length; i++) if (candidates[i]) count++;
    for (let r = 1; r < runs.length && runs[r].cost + candidates.length <= INTERSECT_WORTH * count; r++) {
      const mask = this.runMask(runs[r]);
      const narrowed = new Uint32Array(candidates.length);
      count = 0;
      for (let i = 0; i < candidates.length; i++) if ((narrowed[i] = candidates[i] & mask[i])) count++;
      candidates = narrowed;
    }
    return this.containing(text, candidates);
  }

  /** tokenMask of a run, remembered under its pattern. */
  private runMask({ run, starts, ends }: { run: string; starts: boolean; ends: boolean }): Uint32Array {
    const pattern = (starts ? JOIN : '') + run + (ends ? JOIN : '');
    return this.remember(pattern, () => this.tokenMask(run, starts, ends));
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

  /**
   * Where the tokens that may contain `run` are listed: the bucket of the run itself or of its gram
   * listing the fewest tokens (entries `from` to `to` - 1 of gramTokens), and whether every token
   * listed there contains the run (the bucket holds only that gram).
   */
  private candidates(run: string): { from: number; to: number; all: boolean } {
    const { gramStarts, gramTokens } = this;
    const length = Math.min(run.length, GRAM);
    let bucket = -1;
    let from = 0;
    let to = gramTokens.length + 1;
    for (let at = 0; at + length <= run.length && to > from; at++) {
      const b = gramHash(run, at, length) & this.bucketMask;
      if (gramStarts[b + 1] - gramStarts[b] < to - from) {
        bucket = b;
        from = gramStarts[b];
        to = gramStarts[b + 1];
      }
    }
    const all =
      run.length <= GRAM &&
      to > from &&
      this.pureBucket[bucket] === 1 &&
      this.bucketGramLength[bucket] === run.length &&
      sameGram(this.tokens[this.bucketGram[bucket]], this.bucketGramAt[bucket], run, 0, run.length);
    return { from, to, all };
  }

  /** At least the number of postings tokenMask(run, starts, ends) reads: exact for a whole token. */
  private postingCount(run: string, starts: boolean, ends: boolean): number {
    const { postingStarts, gramTokens } = this;
    if (starts && ends) {
      const t = this.vocabulary.find(run);
      return t < 0 ? 0 : postingStarts[t + 1] - postingStarts[t];
    }
    const { from, to } = this.candidates(run);
    let count = 0;
    for (let g = from; g < to; g++) count += postingStarts[gramTokens[g] + 1] - postingStarts[gramTokens[g]];
    return count;
  }

  /**
   * Per item, the OR of the postings of the tokens that contain `run` (a non-empty run of token
   * characters); with `starts`, only of tokens that begin with it, with `ends`, only of tokens that
   * end with it.
   */
  private tokenMask(run: string, starts: boolean, ends: boolean): Uint32Array {
    const mask = new Uint32Array(this.items.length);
    const { postingStarts, postingItems, postingMasks, gramTokens, tokens } = this;
    if (starts && ends) {
      const t = this.vocabulary.find(run);
      if (t >= 0) for (let e = postingStarts[t]; e < postingStarts[t + 1]; e++) mask[postingItems[e]] |= postingMasks[e];
      return mask;
    }
    const { from, to, all } = this.candidates(run);
    // A run that is its bucket's only gram is in every token listed there: no need to check them.
    const unchecked = all && !starts && !ends;
    for (let g = from; g < to; g++) {
      const t = gramTokens[g];
      if (!unchecked) {
        const token = tokens[t];
        if (!(starts ? token.startsWith(run) : ends ? token.endsWith(run) : token.includes(run))) continue;
      }
      for (let e = postingStarts[t]; e < postingStarts[t + 1]; e++) mask[postingItems[e]] |= postingMasks[e];
    }
    return mask;
  }
}
