// The inverted index: which records contain each word, and the sorted vocabulary for prefix and typo
// expansion. Built from words already split and normalised; MiniSearch was 4x slower to build at
// 130,000 records, mostly on the page hierarchy every record repeats. Words are numbered (term ids):
// records keep their words as ids, and queries compare integers.
import { allowedTypos, boundedDistance } from './tokenize.ts';

/** In `records().typos`: the record holds none of the terms. */
export const NO_MATCH = 127;

export class WordIndex {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly postings: number[][] = [];
  /** Term ids in the terms' alphabetical order. */
  private vocabulary = new Int32Array(0);

  get termCount(): number {
    return this.terms.length;
  }

  /** The id of a word, if the index holds it. */
  find(word: string): number | undefined {
    return this.termIds.get(word);
  }

  /** The id of a word, numbered on first sight. */
  termId(word: string): number {
    let id = this.termIds.get(word);
    if (id === undefined) {
      id = this.terms.length;
      this.termIds.set(word, id);
      this.terms.push(word);
      this.postings.push([]);
    }
    return id;
  }

  /** Records must be added in increasing id order: postings stay sorted, and a repeat is its last id. */
  add(id: number, attributes: Int32Array[]): void {
    for (const termIds of attributes) {
      for (let i = 0; i < termIds.length; i++) {
        const list = this.postings[termIds[i]];
        if (list[list.length - 1] !== id) list.push(id);
      }
    }
  }

  finish(): void {
    const ids = this.terms.map((_, id) => id).sort((a, b) => (this.terms[a] < this.terms[b] ? -1 : 1));
    this.vocabulary = Int32Array.from(ids);
  }

  /**
   * The terms a query word matches, each with its typo count: the word itself, words it begins (when
   * it is the last word, typed so far), and words within Algolia's typo tolerance.
   */
  expand(word: string, isPrefix: boolean): Map<number, number> {
    const terms = new Map<number, number>();
    const own = this.find(word);
    if (own !== undefined) terms.set(own, 0);
    if (isPrefix) for (let i = this.lowerBound(word); i < this.vocabulary.length && this.terms[this.vocabulary[i]].startsWith(word); i++) terms.set(this.vocabulary[i], 0);
    const typos = allowedTypos(word);
    if (typos === 0) return terms;
    // The vocabulary is sorted: terms sharing their first word.length letters follow each other, so
    // the distance of that typed part is computed once for each of them.
    let typedPart = '';
    let typedDistance = typos + 1;
    for (let i = 0; i < this.vocabulary.length; i++) {
      const id = this.vocabulary[i];
      if (terms.has(id)) continue;
      const term = this.terms[id];
      const whole = Math.abs(term.length - word.length) <= typos ? boundedDistance(word, term, typos) : typos + 1;
      // While typing, a typo in the typed part still finds the longer word.
      let typed = typos + 1;
      if (isPrefix && term.length > word.length) {
        if (!term.startsWith(typedPart) || typedPart.length !== word.length) {
          typedPart = term.slice(0, word.length);
          typedDistance = boundedDistance(word, typedPart, typos);
        }
        typed = typedDistance;
      }
      const distance = Math.min(whole, typed);
      if (distance <= typos) terms.set(id, distance);
    }
    return terms;
  }

  /**
   * The records containing one of the terms: `typos[id]` is the fewest typos among the terms record
   * `id` contains (NO_MATCH where none), and `ids` lists those records. Typed arrays keep frequent
   * words (tens of thousands of records) cheap.
   */
  records(terms: Map<number, number>, size: number): { typos: Int8Array; ids: number[] } {
    const typos = new Int8Array(size).fill(NO_MATCH);
    const ids: number[] = [];
    for (const [term, cost] of terms) {
      const list = this.postings[term];
      for (let i = 0; i < list.length; i++) {
        const id = list[i];
        if (typos[id] === NO_MATCH) ids.push(id);
        if (cost < typos[id]) typos[id] = cost;
      }
    }
    return { typos, ids };
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
