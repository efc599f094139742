// Concatenation, as Algolia applies it with typo tolerance on: a space a reader put inside a word
// ("web hook", "sand box") is no typo, so each two neighbouring query words are also searched as
// one word, and so is the whole query (Algolia's example: "a wonderful day in the neighborhood" is
// also "awonderful", "wonderfulday"… and "awonderfuldayintheneighborhood"). A record holding the
// joined word holds both words, as typed apart. Words are neighbours as the reader typed them: a stop
// word removed or an excluded word between two ("sand the box", "bar -foo baz") keeps them apart.
import { isIndexedSeparator } from './tokenize.ts';

export interface JoinedWords {
  /** The query words joined, normalised as they are. */
  word: string;
  /** Which query words it stands for (indexes into the request's words, consecutive). */
  words: number[];
  /** The last query word is among them and is typed as a prefix: the joined word is one too. */
  isPrefix: boolean;
}

/** The longest query whose words are also searched joined whole: beyond it only neighbours join. */
const MAX_WHOLE_QUERY_WORDS = 8;

/**
 * The joined words of a query: each pair of neighbours, then the whole query when it has three words
 * or more. A phrase's words are matched as typed, and an indexed separator ("_") is a word that never
 * joins; with `typoTolerance: false` Algolia joins nothing either. `typedApart[i]`: the query as typed
 * holds another word between words i and i + 1 (one removeStopWords left out, one excluded).
 */
export function queryConcatenations(
  words: readonly string[],
  options: { inPhrase: readonly boolean[]; isPrefix: readonly boolean[]; typedApart: readonly boolean[]; typoTolerance: boolean | 'min' | 'strict' },
): JoinedWords[] {
  if (options.typoTolerance === false || words.length < 2) return [];
  const joinable = (i: number) => !options.inPhrase[i] && !isIndexedSeparator(words[i]);
  const join = (from: number, to: number): JoinedWords => {
    const indexes = Array.from({ length: to - from }, (_, k) => from + k);
    return { word: indexes.map((i) => words[i]).join(''), words: indexes, isPrefix: options.isPrefix[to - 1] };
  };
  const joined: JoinedWords[] = [];
  const neighbours = (i: number) => joinable(i) && joinable(i + 1) && !options.typedApart[i];
  for (let i = 0; i + 1 < words.length; i++) if (neighbours(i)) joined.push(join(i, i + 2));
  const whole = words.length >= 3 && words.length <= MAX_WHOLE_QUERY_WORDS && words.every((_, i) => i + 1 === words.length || neighbours(i));
  if (whole) joined.push(join(0, words.length));
  return joined;
}
