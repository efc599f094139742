// _highlightResult and _snippetResult values: the record's text escaped, with only the highlight tags
// as markup.
import { escapeHtml } from '../render/document.ts';
import { tokenize, type Token } from './tokenize.ts';

export interface QueryWordMatcher {
  /** The query word as typed. */
  original: string;
  /** How many leading characters of this document word match it (0: no match). */
  matchLength: (word: string) => number;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface Tags {
  pre: string;
  post: string;
}

interface Marked {
  start: number;
  end: number;
  /** Where the highlighted part of this token ends. */
  markEnd: number;
}

interface MarkedText {
  tokens: Token[];
  marks: (Marked | null)[];
  /** Which query words (their indices) match somewhere in the text. */
  matched: Set<number>;
}

function markTokens(text: string, matchers: QueryWordMatcher[]): MarkedText {
  const tokens = tokenize(text);
  const matched = new Set<number>();
  const marks = tokens.map((token) => {
    let best = 0;
    matchers.forEach((m, i) => {
      const length = m.matchLength(token.word);
      if (length > 0) {
        matched.add(i);
        best = Math.max(best, length);
      }
    });
    if (best === 0) return null;
    // A prefix match marks only the typed part; a whole or typo match marks the whole word.
    return { start: token.start, end: token.end, markEnd: best >= token.word.length ? token.end : token.start + best };
  });
  return { tokens, marks, matched };
}

function render(text: string, from: number, to: number, marks: (Marked | null)[], tags: Tags): string {
  let out = '';
  let cursor = from;
  for (const mark of marks) {
    if (!mark || mark.start < from || mark.end > to) continue;
    out += escapeHtml(text.slice(cursor, mark.start)) + tags.pre + escapeHtml(text.slice(mark.start, mark.markEnd)) + tags.post;
    cursor = mark.markEnd;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

function level(matched: Set<number>, total: number): HighlightValue['matchLevel'] {
  return matched.size === 0 ? 'none' : matched.size === total ? 'full' : 'partial';
}

/**
 * The highlighting of one query's hits. A text's words are found and matched once: hits of one page
 * repeat its headings, and a paragraph is both highlighted and snippeted.
 */
export class Highlighter {
  private readonly marked = new Map<string, MarkedText>();

  constructor(
    private readonly matchers: QueryWordMatcher[],
    private readonly tags: Tags,
  ) {}

  highlight(text: string): HighlightValue {
    const { marks, matched, tokens } = this.mark(text);
    const value = render(text, 0, text.length, marks, this.tags);
    const result: HighlightValue = { value, matchLevel: level(matched, this.matchers.length), matchedWords: [...matched].map((i) => this.matchers[i].original) };
    if (result.matchLevel !== 'none') result.fullyHighlighted = tokens.length > 0 && marks.every((m, i) => m !== null && m.markEnd === tokens[i].end);
    return result;
  }

  /** At most `words` words around the first match, with `ellipsis` where text was cut. */
  snippet(text: string, words: number, ellipsis: string): Omit<HighlightValue, 'matchedWords'> {
    const { tokens, marks, matched } = this.mark(text);
    const matchLevel = level(matched, this.matchers.length);
    if (tokens.length <= words) return { value: render(text, 0, text.length, marks, this.tags), matchLevel };
    const first = Math.max(0, marks.findIndex((m) => m !== null));
    // Keep a little context before the first match.
    const startToken = Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
    const endToken = Math.min(tokens.length, startToken + words);
    const from = startToken === 0 ? 0 : tokens[startToken].start;
    const to = endToken === tokens.length ? text.length : tokens[endToken - 1].end;
    const inner = render(text, from, to, marks, this.tags);
    return { value: `${from > 0 ? ellipsis : ''}${inner}${to < text.length ? ellipsis : ''}`, matchLevel };
  }

  private mark(text: string): MarkedText {
    let marked = this.marked.get(text);
    if (!marked) this.marked.set(text, (marked = markTokens(text, this.matchers)));
    return marked;
  }
}
