// The inverted index: which records contain each word, and the sorted vocabulary for prefix and typo
// expansion. MiniSearch was several times slower to build on a large site's records, mostly on the
// page hierarchy every record repeats. Words are numbered (term ids, by TermTable): records keep their words as ids, and
// queries compare integers.
import { TermTable } from './term-table.ts';
import { asciiWordEnd, camelCaseSplits, isAscii, isAsciiWordCode, tokenize } from './tokenize.ts';

/** In `records().typos`: the record holds none of the terms. */
export const NO_MATCH = 127;

/** The filler term of an index made from a vocabulary: no query word matches it (see fromVocabulary). */
export const FILLER_WORD = '\u0000';

/**
 * The typos a match counts for ranking: its edits, and one more when the first letter is one of them
 * (Algolia: "michael" typed "tichael" is 2 typos, "tickael" 3, since a reader rarely mistypes a word's
 * first letter). Which words match still depends on the edits alone: the first letter raises the
 * count a match ranks by, not the typos a word may carry. A match whose first letter differs from
 * the word's has edited it (substituted, inserted before or deleted, or swapped with the second).
 */
export function typoCount(edits: number, word: string, term: string): number {
  return edits > 0 && word.charCodeAt(0) !== term.charCodeAt(0) ? edits + 1 : edits;
}

/** The most typos a word's match counts: two edits, and the first letter (typoCount). */
export const MAX_TYPO_COUNT = 3;

export class WordIndex {
  private readonly table = new TermTable();
  private readonly terms = this.table.terms;
  /** The records holding each term, in increasing order. */
  private postings: Int32Array[] = [];
  /** Term ids in the terms' alphabetical order. */
  private vocabulary = new Int32Array(0);
  /** How many first letters each term of the vocabulary shares with the next one. */
  private sharedWithNext = new Uint16Array(0);
  /** Reused by termsOf: a text's term ids before they are copied out. */
  private scratch = new Int32Array(256);
  /** Term id -> how many parts it was indexed with after it, for a word written in camel case (while indexing). */
  private readonly camelParts = new Map<number, number>();
  /** The same by term id, once built: the highlighter asks it of nearly every word of a hit. */
  private camelPartCounts = new Uint8Array(0);

  get termCount(): number {
    return this.terms.length;
  }

  /** The id of a word, if the index holds it. */
  find(word: string): number | undefined {
    const id = this.table.find(word);
    return id < 0 ? undefined : id;
  }

  /** The id of text[start, end) in lower case (ASCII letters and digits), or -1. */
  findAt(text: string, start: number, end: number): number {
    return this.table.findAt(text, start, end);
  }

  term(id: number): string {
    return this.terms[id];
  }

  /** The records holding a term, in increasing order. */
  postingsOf(id: number): Int32Array {
    return this.postings[id];
  }

  /**
   * The term ids of a text's words, in order; new words are numbered. With `splitCamelCase`
   * (camelCaseAttributes), a word in camel case is followed by its parts: "primaryColor" is found by
   * primarycolor, by primary and by color, the parts next to each other.
   */
  termsOf(text: string, splitCamelCase = false): Int32Array {
    let count = 0;
    const push = (id: number) => {
      if (count === this.scratch.length) {
        const larger = new Int32Array(count * 2);
        larger.set(this.scratch);
        this.scratch = larger;
      }
      this.scratch[count++] = id;
    };
    const addWord = (start: number, end: number) => {
      const id = this.table.idAt(text, start, end);
      push(id);
      const splits = splitCamelCase ? camelCaseSplits(text, start, end) : null;
      if (!splits) return;
      this.camelParts.set(id, splits.length + 1);
      let from = start;
      for (const at of [...splits, end]) {
        push(this.table.idAt(text, from, at));
        from = at;
      }
    };
    if (!isAscii(text)) {
      // A word with letters beyond ASCII is numbered by its normal form (no diacritics, lower case).
      for (const token of tokenize(text)) {
        if (isAscii(text.slice(token.start, token.end))) addWord(token.start, token.end);
        else push(this.table.id(token.word));
      }
      return this.scratch.slice(0, count);
    }
    for (let i = 0; i < text.length; i++) {
      if (!isAsciiWordCode(text.charCodeAt(i))) continue;
      const end = asciiWordEnd(text, i);
      addWord(i, end);
      i = end - 1;
    }
    return this.scratch.slice(0, count);
  }

  /**
   * An index of a vocabulary already sorted (a static host's, in the browser): term ids are places in
   * it, and each term's postings arrive when a query needs them (setPostings). One more term, never
   * in the vocabulary, stands for the words of a record no loaded term is: FILLER_WORD.
   */
  static fromVocabulary(sortedTerms: string[], camelParts: [number, number][]): WordIndex {
    const index = new WordIndex();
    for (const term of sortedTerms) index.table.id(term);
    index.finish();
    index.table.id(FILLER_WORD);
    index.postings = new Array<Int32Array>(index.terms.length);
    index.camelPartCounts = new Uint8Array(index.terms.length);
    for (const [id, parts] of camelParts) index.camelPartCounts[id] = parts;
    return index;
  }

  /** The term ids in the terms' alphabetical order (what a static index is written in). */
  sortedTermIds(): Int32Array {
    return this.vocabulary;
  }

  setPostings(id: number, records: Int32Array): void {
    this.postings[id] = records;
  }

  hasPostings(id: number): boolean {
    return this.postings[id] !== undefined;
  }

  /** How many parts a term was indexed with after it (0: not a word in camel case). */
  camelPartsOf(id: number): number {
    return id < this.camelPartCounts.length ? this.camelPartCounts[id] : 0;
  }

  /** The words held by the most records, most frequent first, among those of at least `minLength` letters. */
  commonWords(count: number, minLength: number): string[] {
    const ids = this.terms.map((_, id) => id).filter((id) => this.terms[id].length >= minLength);
    return ids
      .sort((a, b) => this.postings[b].length - this.postings[a].length || a - b)
      .slice(0, count)
      .map((id) => this.terms[id]);
  }

  /**
   * Builds the postings from every record's words (record id = place in the list), counted first so
   * each list is allocated once at its size; then the sorted vocabulary.
   */
  build(records: Int32Array[][], withPostings = true): void {
    this.camelPartCounts = new Uint8Array(this.terms.length);
    for (const [id, parts] of this.camelParts) this.camelPartCounts[id] = Math.min(parts, 255);
    this.camelParts.clear();
    if (!withPostings) {
      this.finish();
      return;
    }
    const counts = new Int32Array(this.terms.length);
    const last = new Int32Array(this.terms.length).fill(-1);
    const visit = (onTerm: (term: number, id: number) => void) => {
      last.fill(-1);
      records.forEach((attributes, id) => {
        for (const terms of attributes) {
          for (let i = 0; i < terms.length; i++) {
            if (last[terms[i]] === id) continue;
            last[terms[i]] = id;
            onTerm(terms[i], id);
          }
        }
      });
    };
    visit((term) => counts[term]++);
    this.postings = Array.from(counts, (count) => new Int32Array(count));
    const filled = new Int32Array(this.terms.length);
    visit((term, id) => (this.postings[term][filled[term]++] = id));
    this.finish();
  }

  private finish(): void {
    const ids = this.terms.map((_, id) => id).sort((a, b) => (this.terms[a] < this.terms[b] ? -1 : 1));
    this.vocabulary = Int32Array.from(ids);
    this.sharedWithNext = new Uint16Array(ids.length);
    for (let i = 0; i + 1 < ids.length; i++) {
      const [a, b] = [this.terms[ids[i]], this.terms[ids[i + 1]]];
      let shared = 0;
      while (shared < a.length && shared < 0xffff && a.charCodeAt(shared) === b.charCodeAt(shared)) shared++;
      this.sharedWithNext[i] = shared;
    }
  }

  /**
   * The terms a query word matches, each with its typo count: the word itself, words it begins (when
   * it is the last word, typed so far), and words within `typos` edits (Algolia's tolerance by default).
   */
  expand(word: string, isPrefix: boolean, typos: number): Map<number, number> {
    const terms = new Map<number, number>();
    const own = this.find(word);
    if (own !== undefined) terms.set(own, 0);
    if (isPrefix) for (let i = this.lowerBound(word); i < this.vocabulary.length && this.terms[this.vocabulary[i]].startsWith(word); i++) terms.set(this.vocabulary[i], 0);
    if (typos > 0) this.addTypoMatches(word, isPrefix, typos, terms);
    return terms;
  }

  /**
   * Adds the terms within `typos` edits of the word, or (while typing) whose first word.length letters
   * are. One walk over the sorted vocabulary: a term reuses the edit-distance rows of the prefix it
   * shares with the previous one, and once a prefix is too far from the word, every term under it is
   * skipped at once. Distances are exact up to `typos`, as with boundedDistance on every term (a
   * transposition counts one).
   *
   * Only the band of each row within `typos` of its diagonal is computed and kept: a cell further off
   * is more than `typos` edits whatever the letters (it takes one per letter of the difference in
   * length). Whole rows cost the word's length per letter of the vocabulary walked and (length)²
   * of memory: a query word of 3,060 letters (170 ligatures U+FDFA, which NFKD makes 18 letters each,
   * in a 512-byte query) took 190 ms and 37 MB on a vocabulary of 190,000 terms, in one step the
   * request's work budget cannot stop; the band makes it as cheap as a word of a few letters.
   */
  private addTypoMatches(word: string, isPrefix: boolean, typos: number, terms: Map<number, number>): void {
    const length = word.length;
    // A row holds columns depth - typos - 1 to depth + typos + 1: the band and a cell each side of it,
    // which the next row reads and which hold FAR (more than `typos`).
    const band = 2 * typos + 3;
    const FAR = typos + 1;
    const at = (depth: number, column: number) => depth * band + column - depth + typos + 1;
    // Below this depth every distance exceeds `typos`: a row is never needed deeper.
    const deepest = length + typos + 1;
    const rows = new Int32Array((deepest + 1) * band);
    for (let j = 0; j <= Math.min(length, typos + 1); j++) rows[at(0, j)] = j;
    // The distance of the whole word to a prefix `depth` letters long, once its row is made.
    const distanceAt = (depth: number) => (Math.abs(depth - length) <= typos ? rows[at(depth, length)] : FAR);
    let previous = '';
    let valid = 0;
    let i = 0;
    while (i < this.vocabulary.length) {
      const id = this.vocabulary[i];
      const term = this.terms[id];
      let depth = 0;
      const shared = Math.min(valid, term.length, previous.length);
      while (depth < shared && term.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
      let tooFar = false;
      while (depth < term.length) {
        depth++;
        const code = term.charCodeAt(depth - 1);
        const before = depth > 1 ? term.charCodeAt(depth - 2) : -1;
        // Column 0 is in reach of the band while depth <= typos + 1; past it the band's left neighbour is FAR.
        if (depth <= typos + 1) rows[at(depth, 0)] = depth;
        else rows[at(depth, depth - typos - 1)] = FAR;
        if (depth + typos + 1 <= length) rows[at(depth, depth + typos + 1)] = FAR;
        let least = depth;
        const last = Math.min(length, depth + typos);
        for (let j = Math.max(1, depth - typos); j <= last; j++) {
          const wordCode = word.charCodeAt(j - 1);
          let value = Math.min(rows[at(depth - 1, j)] + 1, rows[at(depth, j - 1)] + 1, rows[at(depth - 1, j - 1)] + (wordCode === code ? 0 : 1));
          // Two neighbouring letters swapped: one typo, as Algolia counts it.
          if (j > 1 && depth > 1 && code === word.charCodeAt(j - 2) && before === wordCode && code !== wordCode) value = Math.min(value, rows[at(depth - 2, j - 2)] + 1);
          rows[at(depth, j)] = value;
          if (value < least) least = value;
        }
        if (least > typos) {
          tooFar = true;
          break;
        }
      }
      previous = term;
      valid = depth;
      // While typing, a typo in the typed part still finds the longer word.
      const typed = isPrefix && depth > length ? rows[at(length, length)] : typos + 1;
      if (!tooFar) {
        const distance = Math.min(distanceAt(depth), typed);
        if (distance <= typos && !terms.has(id)) terms.set(id, typoCount(distance, word, term));
        i++;
        continue;
      }
      // No term under this prefix is within `typos` as a whole; they all are by their typed part, or none.
      let end = i + 1;
      while (end < this.vocabulary.length && this.sharedWithNext[end - 1] >= depth) end++;
      if (typed <= typos) for (let k = i; k < end; k++) if (!terms.has(this.vocabulary[k])) terms.set(this.vocabulary[k], typoCount(typed, word, this.terms[this.vocabulary[k]]));
      i = end;
    }
  }

  /**
   * The records containing one of the terms: `typos[id]` is the fewest typos among the terms record
   * `id` contains (NO_MATCH where none), and `ids` lists those records. Typed arrays keep frequent
   * words (tens of thousands of records) cheap.
   */
  /** `tick` is called every few thousand terms: the caller's budget checkpoint. */
  records(terms: ReadonlyMap<number, number>, into: { typos: Int8Array; ids: Int32Array }, tick: () => void = () => {}): { typos: Int8Array; ids: Int32Array } {
    // `into` is as long as the records are many: a record is listed once.
    const typos = into.typos.fill(NO_MATCH);
    const ids = into.ids;
    let count = 0;
    let seen = 0;
    for (const [term, cost] of terms) {
      if ((++seen & 4095) === 0) tick();
      const list = this.postings[term];
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (typos[id] === NO_MATCH) ids[count++] = id;
        if (cost < typos[id]) typos[id] = cost;
      }
    }
    return { typos, ids: ids.subarray(0, count) };
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.vocabulary.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.terms[this.vocabulary[mid]] < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
