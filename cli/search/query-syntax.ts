// A query read the way Algolia reads it with advancedSyntax: words in double quotes are a phrase (those
// words, exactly and in that order), a word right after a minus at a word's start is excluded (records
// holding it are left out). Without advancedSyntax every word is a plain query word. Either way,
// words joined by an indexed separator ("approved_amount") are a sequence: found side by side, in
// that order (Algolia's sequence expressions for separatorsToIndex).
import { isIndexedSeparator, tokenize, type Token } from './tokenize.ts';

export interface QueryWord extends Token {
  /** Inside a phrase: matched exactly, never as a prefix or with a typo. */
  inPhrase: boolean;
  /** Inside a sequence: not made optional by optionalWords (its typos and prefix are a plain word's). */
  inSequence: boolean;
}

export interface ParsedQuery {
  /** The words a record is searched for, in query order. */
  words: QueryWord[];
  /** Each phrase of two words or more, as indexes into `words` (consecutive). */
  phrases: number[][];
  /**
   * Each sequence, as indexes into `words` (consecutive): words typed with nothing between them, one
   * of them an indexed separator ("approved_amount"), which a record must hold side by side.
   */
  sequences: number[][];
  /** Words a matching record must not hold. */
  excluded: string[];
}

export interface AdvancedSyntaxFeatures {
  exactPhrase: boolean;
  excludeWords: boolean;
}

export function parseQuery(query: string, features: AdvancedSyntaxFeatures | null): ParsedQuery {
  const parsed: ParsedQuery = { words: [], phrases: [], sequences: [], excluded: [] };
  if (!features) {
    parsed.words = tokenize(query).map((token) => ({ ...token, inPhrase: false, inSequence: false }));
    return withSequences(parsed);
  }
  // Quotes pair up from the left; a last quote without its partner is plain text, as a reader meant it.
  const quotes = [...query.matchAll(/"/g)].map((m) => m.index);
  if (quotes.length % 2 === 1) quotes.pop();
  let from = 0;
  const addPlain = (start: number, end: number) => {
    for (const token of tokenize(query.slice(start, end))) {
      const at = start + token.start;
      const word = { ...token, start: at, end: start + token.end, inPhrase: false, inSequence: false };
      if (features.excludeWords && query[at - 1] === '-' && (at === 1 || /\s/.test(query[at - 2]))) parsed.excluded.push(word.word);
      else parsed.words.push(word);
    }
  };
  for (let i = 0; i < quotes.length && features.exactPhrase; i += 2) {
    addPlain(from, quotes[i]);
    const inside = tokenize(query.slice(quotes[i] + 1, quotes[i + 1])).map((token) => ({ ...token, start: quotes[i] + 1 + token.start, end: quotes[i] + 1 + token.end, inPhrase: true, inSequence: false }));
    if (inside.length > 1) parsed.phrases.push(inside.map((_, k) => parsed.words.length + k));
    parsed.words.push(...inside);
    from = quotes[i + 1] + 1;
  }
  addPlain(from, query.length);
  return withSequences(parsed);
}

/**
 * Marks the sequences: runs of plain words with nothing between them in the query (an excluded word
 * or a quote breaks a run) that hold an indexed separator. A phrase is already found side by side.
 */
function withSequences(parsed: ParsedQuery): ParsedQuery {
  const { words } = parsed;
  let run: number[] = [];
  const close = () => {
    if (run.length > 1 && run.some((i) => isIndexedSeparator(words[i].word))) {
      parsed.sequences.push(run);
      for (const i of run) words[i].inSequence = true;
    }
    run = [];
  };
  words.forEach((word, i) => {
    const joinsPrevious = run.length > 0 && words[i - 1].end === word.start && !word.inPhrase;
    if (!joinsPrevious) close();
    if (!word.inPhrase) run.push(i);
  });
  close();
  return parsed;
}

/**
 * The query without the words `drop` picks outside phrases (removeStopWords), unless that would
 * leave no word: a query of stop words alone is searched as typed.
 */
export function withoutWords(parsed: ParsedQuery, drop: (word: string, index: number) => boolean): ParsedQuery {
  const kept = parsed.words.map((w, i) => w.inPhrase || w.inSequence || !drop(w.word, i));
  if (!kept.includes(true)) return parsed;
  const newIndex = parsed.words.map((_, i) => kept.slice(0, i).filter(Boolean).length);
  const renumber = (groups: number[][]) => groups.map((group) => group.map((i) => newIndex[i]));
  return { words: parsed.words.filter((_, i) => kept[i]), phrases: renumber(parsed.phrases), sequences: renumber(parsed.sequences), excluded: parsed.excluded };
}
