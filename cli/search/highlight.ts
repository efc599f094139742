// _highlightResult and _snippetResult values: the record's text escaped, with only the highlight tags
// as markup.
import { escapeHtml } from '../render/document.ts';
import { tokenize } from './tokenize.ts';

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

function markTokens(text: string, matchers: QueryWordMatcher[]): { tokens: ReturnType<typeof tokenize>; marks: (Marked | null)[]; matched: Set<number> } {
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

export function highlight(text: string, matchers: QueryWordMatcher[], tags: Tags): HighlightValue {
  const { marks, matched, tokens } = markTokens(text, matchers);
  const value = render(text, 0, text.length, marks, tags);
  const result: HighlightValue = { value, matchLevel: level(matched, matchers.length), matchedWords: [...matched].map((i) => matchers[i].original) };
  if (result.matchLevel !== 'none') result.fullyHighlighted = tokens.length > 0 && marks.every((m, i) => m !== null && m.markEnd === tokens[i].end);
  return result;
}

/** At most `words` words around the first match, with `ellipsis` where text was cut. */
export function snippet(text: string, matchers: QueryWordMatcher[], words: number, tags: Tags, ellipsis: string): Omit<HighlightValue, 'matchedWords'> {
  const { tokens, marks, matched } = markTokens(text, matchers);
  if (tokens.length <= words) return { value: render(text, 0, text.length, marks, tags), matchLevel: level(matched, matchers.length) };
  const first = Math.max(0, marks.findIndex((m) => m !== null));
  // Keep a little context before the first match.
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 4), tokens.length - words));
  const endToken = Math.min(tokens.length, startToken + words);
  const from = startToken === 0 ? 0 : tokens[startToken].start;
  const to = endToken === tokens.length ? text.length : tokens[endToken - 1].end;
  const inner = render(text, from, to, marks, tags);
  return { value: `${from > 0 ? ellipsis : ''}${inner}${to < text.length ? ellipsis : ''}`, matchLevel: level(matched, matchers.length) };
}
