// Words of a text with their places, and the normal form both the index and queries use.

export interface Token {
  /** Normal form: lower case, without diacritics. */
  word: string;
  start: number;
  end: number;
}

/**
 * Separators indexed as words of their own (the DocSearch template's separatorsToIndex): an error code
 * such as invalid_order is the words invalid, _ and order, so the query invalid_order finds it before
 * the pages that only say "invalid order".
 */
export const SEPARATORS_TO_INDEX = '_';

/** Whether a query word is an indexed separator alone. */
export const isIndexedSeparator = (word: string) => word.length === 1 && SEPARATORS_TO_INDEX.includes(word);
const UNDERSCORE = 95;

/**
 * Chinese and Japanese write words without spaces between them: each ideogram or kana is a word of
 * its own, as Algolia indexes them (a snippet of 5 words of '使用 Docker Compose 部署 Halo' is
 * '… Docker Compose 部署 Halo': 部 and 署 two of them). A query's characters then find the text's in
 * turn, by proximity; as one run, '部署' found nothing in '这是部署指南'.
 */
const CJK = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const WORD = new RegExp(String.raw`[${CJK}]|(?:(?![${CJK}])[\p{L}\p{N}])(?:(?![${CJK}])[\p{L}\p{N}\p{M}])*|_`, 'gu');
const CJK_CHAR = new RegExp(String.raw`^[${CJK}]$`, 'u');

/** Whether a word is one ideogram or kana (a word of its own, CJK above). */
export const isCjkWord = (word: string) => word.length <= 2 && CJK_CHAR.test(word);

const ASCII = /^[\x00-\x7f]*$/;

export const isAscii = (text: string) => ASCII.test(text);

export function normalizeWord(word: string): string {
  // Most words are plain ASCII: skip the Unicode decomposition for them. Compatibility forms fold to
  // the plain ones, as Algolia reduces characters to a smaller set: full-width Ｄｏｃｋｅｒ and ２ are
  // docker and 2, half-width ｲﾝｽﾄｰﾙ is インストール, ﬁ is fi (CJK text writes them; NFD kept them apart).
  return ASCII.test(word) ? word.toLowerCase() : word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isLowerOrDigit = (c: number) => isLower(c) || (c >= 48 && c <= 57);

/**
 * Where a word of text[start, end) written in camel case splits (camelCaseAttributes): the starts of
 * its parts after the first, as "primaryColor" is primary and Color, "HTTPServer" HTTP and Server;
 * null for a word of one part. ASCII letters only decide.
 */
export function camelCaseSplits(text: string, start: number, end: number): number[] | null {
  let splits: number[] | null = null;
  for (let i = start + 1; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!isUpper(c)) continue;
    const before = text.charCodeAt(i - 1);
    // "HTTPServer": the capital before a lower-case letter starts a part.
    const acronymEnds = isUpper(before) && i + 1 < end && isLower(text.charCodeAt(i + 1));
    if (isLowerOrDigit(before) || acronymEnds) (splits ??= []).push(i);
  }
  return splits;
}

/** Letters and digits of plain ASCII: what [\p{L}\p{N}] matches below U+0080. */
const isAsciiLetterOrDigit = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);

/** Whether an ASCII word (letters and digits) or an indexed separator starts with this code. */
export const isAsciiWordCode = (c: number) => isAsciiLetterOrDigit(c) || c === UNDERSCORE;

/** Where the ASCII word starting at `from` ends (text.length when it runs to the end); an indexed separator is one character. */
export function asciiWordEnd(text: string, from: number): number {
  if (text.charCodeAt(from) === UNDERSCORE) return from + 1;
  let end = from;
  while (end < text.length && isAsciiLetterOrDigit(text.charCodeAt(end))) end++;
  return end;
}

// Plain ASCII text (nearly all of it) is scanned by character code: no regular expression match
// objects, which the index of a large site and the highlighting of every hit would otherwise collect.
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  if (!ASCII.test(text)) {
    for (const match of text.matchAll(WORD)) tokens.push({ word: normalizeWord(match[0]), start: match.index, end: match.index + match[0].length });
    return tokens;
  }
  for (let i = 0; i < text.length; i++) {
    if (!isAsciiWordCode(text.charCodeAt(i))) continue;
    const end = asciiWordEnd(text, i);
    tokens.push({ word: text.slice(i, end).toLowerCase(), start: i, end });
    // The next word may start right at `end` (an indexed separator).
    i = end - 1;
  }
  return tokens;
}

// Three rows reused by every call: the typo scan runs over the whole vocabulary for each query word.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Edit distance between `a` and the first `bLength` characters of `b` (default: all of it), up to
 * `max`; anything further returns max + 1 as soon as it is certain. Two neighbouring letters swapped
 * are one edit, as Algolia counts a transposition as one typo ("snadbox" is one from "sandbox").
 */
export function boundedDistance(a: string, b: string, max: number, bLength = b.length): number {
  if (Math.abs(a.length - bLength) > max) return max + 1;
  if (rowA.length <= bLength) {
    rowA = new Int32Array(bLength * 2);
    rowB = new Int32Array(bLength * 2);
    rowC = new Int32Array(bLength * 2);
  }
  let twoBack = rowC;
  let previous = rowA;
  let row = rowB;
  for (let j = 0; j <= bLength; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= bLength; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj && ai !== bj) value = Math.min(value, twoBack[j - 2] + 1);
      row[j] = value;
      if (value < best) best = value;
    }
    // A row whose least value is over max cannot lead back under it, transpositions included (the
    // cell a transposition starts from is at most one less than a cell of this row).
    if (best > max) return max + 1;
    [twoBack, previous, row] = [previous, row, twoBack];
  }
  return previous[bLength];
}

/** Typos a query word may carry: one from `minFor1` letters, two from `minFor2` (Algolia's defaults: 4 and 8). */
export function allowedTypos(word: string, minFor1 = 4, minFor2 = 8): number {
  return word.length >= minFor2 ? 2 : word.length >= minFor1 ? 1 : 0;
}
