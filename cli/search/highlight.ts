// _highlightResult and _snippetResult values: the record's text with the highlight tags in it (the
// text escaped when the tags are HTML: highlightText).
import type { HighlightResult, SnippetResult } from '../../runtime/shared/search-wire.ts';
import { escapeHtml } from '../../runtime/shared/escape-html.ts';
import { asciiWordEnd, camelCaseSplits, isAscii, isAsciiWordCode, isCjkWord, tokenize } from './tokenize.ts';

export interface QueryWordMatcher {
  /**
   * The query word as typed, in lower case: matchedWords, as Algolia gives them (its answer to the
   * query "click Issue #53" says ["click", "issue", "53"]).
   */
  original: string;
  /** How many leading characters of this document word match it (0: no match). */
  matchLength: (word: string) => number;
}

export interface Tags {
  pre: string;
  post: string;
}

/** The index's words: a word of a record's text is found there without being cut out of it. */
export interface Vocabulary {
  /** The term id of text[start, end) (ASCII, any case), or -1. */
  findAt(text: string, start: number, end: number): number;
  term(id: number): string;
  /** How many camel-case parts a term was indexed with (0: none). */
  camelPartsOf(id: number): number;
}

/** A text's words, and where the highlighted part of each ends (-1: the word does not match). */
interface MarkedText {
  starts: number[];
  ends: number[];
  markEnds: number[];
  /** Which query words (their indices) match somewhere in the text. */
  matched: Set<number>;
  /** Per word, the query words it matches. */
  matchedBy: (readonly number[])[];
  /** Per word, whether its highlight goes on over the next word's: the two match a phrase's words in turn. */
  joinsNext: boolean[];
}

/** How one word matches the query: its longest match, and the query words it matches. */
interface WordMatch {
  length: number;
  matched: number[];
}

const EVERY_QUERY_WORD = () => true;

/** Most words of a hit match no query word: they share this answer. */
const NO_MATCH: WordMatch = { length: 0, matched: [] };

const emptyMarks = (): MarkedText => ({ starts: [], ends: [], markEnds: [], matched: new Set(), matchedBy: [], joinsNext: [] });

/**
 * How the record's text goes into a highlighted value. Algolia inserts the tags into the raw text and
 * leaves escaping to the front end: InstantSearch and Autocomplete ask for placeholder tags
 * (`__ais-highlight__`) and escape the value themselves, so escaping here showed "customer&#39;s".
 * With HTML tags (`<em>`, DocSearch's and the modal's `<mark>`) the value is meant to be markup, and
 * a page's text must not become markup in it: the text is escaped, only the tags are markup.
 */
export function highlightText(tags: Tags): (text: string) => string {
  return tags.pre.trimStart().startsWith('<') || tags.post.trimStart().startsWith('<') ? escapeHtml : (text) => text;
}

function render(text: string, from: number, to: number, marked: MarkedText, tags: Tags): string {
  const { starts, ends, markEnds, joinsNext } = marked;
  const escapeHtml = highlightText(tags);
  let out = '';
  let cursor = from;
  for (let i = 0; i < starts.length; i++) {
    if (markEnds[i] < 0 || starts[i] < from || ends[i] > to) continue;
    // A phrase's words found in turn are one highlight, the text between them in it, as Algolia
    // answers a quoted query ("click Issue #53" came back as one <em>…</em>); ideograms side by side too.
    let last = i;
    while (joinsNext[last] && ends[last + 1] <= to) last++;
    out += escapeHtml(text.slice(cursor, starts[i])) + tags.pre + escapeHtml(text.slice(starts[i], markEnds[last])) + tags.post;
    cursor = markEnds[last];
    i = last;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: Set<number>, total: number): HighlightResult['matchLevel'] {
  return matched.size === 0 ? 'none' : matched.size === total ? 'full' : 'partial';
}

/**
 * The highlighting of one query's hits. A text's words are found and matched once: hits of one page
 * repeat its headings, and a paragraph is both highlighted and snippeted. Each distinct word is
 * matched against the query once, found in the vocabulary without cutting it out of the text.
 */
export class Highlighter {
  private readonly marked = new Map<string, MarkedText>();
  private readonly byTerm = new Map<number, WordMatch>();
  /** Words found outside the vocabulary's ASCII lookup (a word with an accent), each matched once: a record repeats its words. */
  private readonly byWord = new Map<string, WordMatch>();

  constructor(
    private readonly matchers: QueryWordMatcher[],
    private readonly tags: Tags,
    private readonly vocabulary?: Vocabulary,
    /** camelCaseAttributes: a part of a word in camel case is highlighted as the word it is indexed as. */
    private readonly splitCamelCase = false,
    /**
     * Per query word, the terms the search matched it with (a term id the vocabulary gave): a word of
     * a hit outside them is no match, known without comparing it with the query word.
     */
    private readonly matchedTerms: readonly ReadonlyMap<number, number>[] | null = null,
    /** The query's phrases, as indices into `matchers` (consecutive): their words found in turn are highlighted as one. */
    phrases: readonly (readonly number[])[] = [],
  ) {
    for (const phrase of phrases) for (let k = 0; k + 1 < phrase.length; k++) this.nextInPhrase.set(phrase[k], phrase[k + 1]);
  }

  /** A phrase word's index → the index of the word after it in its phrase. */
  private readonly nextInPhrase = new Map<number, number>();

  /** Characters of highlighted and snippeted text made so far: what the answer's size grows by. */
  producedChars = 0;

  private rendered(text: string, from: number, to: number, marked: MarkedText): string {
    const value = render(text, from, to, marked, this.tags);
    this.producedChars += value.length;
    return value;
  }

  highlight(text: string): HighlightResult {
    const marked = this.mark(text);
    const { starts, ends, markEnds, matched } = marked;
    const result: HighlightResult = { value: this.rendered(text, 0, text.length, marked), matchLevel: level(matched, this.matchers.length), matchedWords: [...matched].map((i) => this.matchers[i].original) };
    if (result.matchLevel !== 'none') result.fullyHighlighted = starts.length > 0 && markEnds.every((end, i) => end === ends[i]);
    return result;
  }

  /** At most `words` words around the first match, with `ellipsis` where text was cut. */
  snippet(text: string, words: number, ellipsis: string): SnippetResult {
    const marked = this.mark(text);
    const { starts, ends, markEnds, matched } = marked;
    const matchLevel = level(matched, this.matchers.length);
    if (starts.length <= words) return { value: this.rendered(text, 0, text.length, marked), matchLevel };
    const first = Math.max(0, markEnds.findIndex((end) => end >= 0));
    // Keep a little context before the first match.
    const startToken = Math.max(0, Math.min(first - Math.floor(words / 4), starts.length - words));
    const endToken = Math.min(starts.length, startToken + words);
    const from = startToken === 0 ? 0 : starts[startToken];
    const to = endToken === starts.length ? text.length : ends[endToken - 1];
    const inner = this.rendered(text, from, to, marked);
    const [before, after] = [from > 0 ? ellipsis : '', to < text.length ? ellipsis : ''];
    this.producedChars += before.length + after.length;
    return { value: `${before}${inner}${after}`, matchLevel };
  }

  private mark(text: string): MarkedText {
    let marked = this.marked.get(text);
    if (!marked) this.marked.set(text, (marked = this.markJoins(text, this.markWords(text))));
    return marked;
  }

  /**
   * Marks the words whose highlight goes on over the next, both wholly matched: a phrase's words in
   * turn, or ideograms (each a word of its own, tokenize.ts) with nothing between them, so '部署' is one.
   */
  private markJoins(text: string, marked: MarkedText): MarkedText {
    if (this.nextInPhrase.size === 0 && isAscii(text)) return marked;
    const { starts, ends, markEnds, matchedBy } = marked;
    marked.joinsNext = markEnds.map((end, i) => {
      if (end < 0 || end !== ends[i] || i + 1 >= markEnds.length || markEnds[i + 1] < 0) return false;
      const inPhrase = matchedBy[i].some((q) => {
        const next = this.nextInPhrase.get(q);
        return next !== undefined && matchedBy[i + 1].includes(next);
      });
      const ideograms = markEnds[i + 1] === ends[i + 1] && starts[i + 1] === end && isCjkWord(text.slice(starts[i], end)) && isCjkWord(text.slice(starts[i + 1], ends[i + 1]));
      return inPhrase || ideograms;
    });
    return marked;
  }

  private markWords(text: string): MarkedText {
    const marked = emptyMarks();
    if (!this.vocabulary) {
      for (const token of tokenize(text)) this.markWord(marked, token.start, token.end, token.word.length, this.matchRepeated(token.word));
      return marked;
    }
    if (!isAscii(text)) {
      // An ASCII word among others is found in the vocabulary as in ASCII text (camel-case parts too).
      for (const token of tokenize(text)) {
        if (isAscii(text.slice(token.start, token.end))) this.markAsciiWord(marked, text, token.start, token.end);
        else this.markWord(marked, token.start, token.end, token.word.length, this.matchRepeated(token.word));
      }
      return marked;
    }
    for (let i = 0; i < text.length; i++) {
      if (!isAsciiWordCode(text.charCodeAt(i))) continue;
      const end = asciiWordEnd(text, i);
      this.markAsciiWord(marked, text, i, end);
      i = end - 1;
    }
    return marked;
  }

  /** An ASCII word of the text, found in the vocabulary without cutting it out. */
  private markAsciiWord(marked: MarkedText, text: string, start: number, end: number): void {
    const vocabulary = this.vocabulary!;
    const id = vocabulary.findAt(text, start, end);
    const match = id >= 0 ? this.matchTerm(id) : this.matchWord(text.slice(start, end).toLowerCase());
    // Only a word the index split (camelCaseAttributes) may have a part that matches.
    const splitHere = this.splitCamelCase && match.length === 0 && id >= 0 && vocabulary.camelPartsOf(id) > 0;
    if (!splitHere || !this.markCamelCaseParts(marked, text, start, end)) this.markWord(marked, start, end, end - start, match);
  }

  /** A word in camel case none of whose whole matches: its parts as words, when one of them matches ("primary<em>Color</em>"). */
  private markCamelCaseParts(marked: MarkedText, text: string, start: number, end: number): boolean {
    const splits = camelCaseSplits(text, start, end);
    if (!splits) return false;
    const bounds = [start, ...splits, end];
    const matches = bounds.slice(1).map((to, k) => this.matchAt(text, bounds[k], to));
    if (!matches.some((match) => match.length > 0)) return false;
    matches.forEach((match, k) => this.markWord(marked, bounds[k], bounds[k + 1], bounds[k + 1] - bounds[k], match));
    return true;
  }

  /** How text[start, end) (ASCII) matches the query, found in the vocabulary without cutting it out when it is there. */
  private matchAt(text: string, start: number, end: number): WordMatch {
    const id = this.vocabulary!.findAt(text, start, end);
    return id >= 0 ? this.matchTerm(id) : this.matchWord(text.slice(start, end).toLowerCase());
  }

  private markWord(marked: MarkedText, start: number, end: number, wordLength: number, match: WordMatch): void {
    marked.starts.push(start);
    marked.ends.push(end);
    // A prefix match marks only the typed part; a whole or typo match marks the whole word.
    marked.markEnds.push(match.length === 0 ? -1 : match.length >= wordLength ? end : start + match.length);
    for (let i = 0; i < match.matched.length; i++) marked.matched.add(match.matched[i]);
    marked.matchedBy.push(match.matched);
  }

  private matchTerm(id: number): WordMatch {
    let match = this.byTerm.get(id);
    if (!match) this.byTerm.set(id, (match = this.matchedTerms ? this.matchSearched(id) : this.matchWord(this.vocabulary!.term(id))));
    return match;
  }

  /** matchWord, remembered per word. */
  private matchRepeated(word: string): WordMatch {
    let match = this.byWord.get(word);
    if (!match) this.byWord.set(word, (match = this.matchWord(word)));
    return match;
  }

  /** matchWord, asking only the query words the search matched this term with. */
  private matchSearched(id: number): WordMatch {
    return this.matchWord(this.vocabulary!.term(id), (i) => this.matchedTerms![i]?.has(id) === true);
  }

  /** How the word matches the query words (those `asked` says may match it). */
  private matchWord(word: string, asked: (i: number) => boolean = EVERY_QUERY_WORD): WordMatch {
    let longest = 0;
    let matched: number[] | null = null;
    for (let i = 0; i < this.matchers.length; i++) {
      if (!asked(i)) continue;
      const length = this.matchers[i].matchLength(word);
      if (length === 0) continue;
      longest = Math.max(longest, length);
      (matched ??= []).push(i);
    }
    return matched ? { length: longest, matched } : NO_MATCH;
  }
}
