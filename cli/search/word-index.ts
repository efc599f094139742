// The inverted index: which records contain each word, and the sorted vocabulary for prefix and typo
// expansion. Built from words already split and normalised; MiniSearch was 4x slower to build at
// 130,000 records, mostly on the page hierarchy every record repeats.
import { allowedTypos, boundedDistance } from './tokenize.ts';

/** In `records().typos`: the record holds none of the terms. */
export const NO_MATCH = 127;

export class WordIndex {
  private readonly postings = new Map<string, number[]>();
  private vocabulary: string[] = [];

  /** Records must be added in increasing id order: postings stay sorted, and a repeat is its last id. */
  add(id: number, attributes: string[][]): void {
    for (const words of attributes) {
      for (const word of words) {
        const list = this.postings.get(word);
        if (!list) this.postings.set(word, [id]);
        else if (list[list.length - 1] !== id) list.push(id);
      }
    }
  }

  finish(): void {
    this.vocabulary = [...this.postings.keys()].sort();
  }

  /**
   * The terms a query word matches, each with its typo count: the word itself, words it begins (when
   * it is the last word, typed so far), and words within Algolia's typo tolerance.
   */
  expand(word: string, isPrefix: boolean): Map<string, number> {
    const terms = new Map<string, number>();
    if (this.postings.has(word)) terms.set(word, 0);
    if (isPrefix) for (let i = this.lowerBound(word); i < this.vocabulary.length && this.vocabulary[i].startsWith(word); i++) terms.set(this.vocabulary[i], 0);
    const typos = allowedTypos(word);
    if (typos === 0) return terms;
    for (const term of this.vocabulary) {
      if (terms.has(term)) continue;
      const whole = Math.abs(term.length - word.length) <= typos ? boundedDistance(word, term, typos) : typos + 1;
      // While typing, a typo in the typed part still finds the longer word.
      const typed = isPrefix && term.length > word.length ? boundedDistance(word, term, typos, word.length) : typos + 1;
      const distance = Math.min(whole, typed);
      if (distance <= typos) terms.set(term, distance);
    }
    return terms;
  }

  /**
   * The records containing one of the terms: `typos[id]` is the fewest typos among the terms record
   * `id` contains (NO_MATCH where none), and `ids` lists those records. Typed arrays keep frequent
   * words (tens of thousands of records) cheap.
   */
  records(terms: Map<string, number>, size: number): { typos: Int8Array; ids: number[] } {
    const typos = new Int8Array(size).fill(NO_MATCH);
    const ids: number[] = [];
    for (const [term, cost] of terms) {
      for (const id of this.postings.get(term) ?? []) {
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
      if (this.vocabulary[mid] < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
