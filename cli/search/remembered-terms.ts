// The terms recent query words matched, kept for the next queries: a reader typing repeats the
// words before the one being typed, and each is a walk over the vocabulary. Least recently used go
// first, and the terms kept are bounded in all: a stranger's one-letter queries with typos, each
// matching much of the vocabulary, must not fill the memory.

/** How many query words are kept, and how many terms in all. */
const REMEMBERED_WORDS = 500;
const REMEMBERED_TERMS = 200_000;

export class RememberedTerms {
  private readonly byKey = new Map<string, ReadonlyMap<number, number>>();
  private terms = 0;

  /** The terms kept under `key` (which says all that made them), now the most recently used. */
  get(key: string): ReadonlyMap<number, number> | undefined {
    const terms = this.byKey.get(key);
    if (terms) {
      this.byKey.delete(key);
      this.byKey.set(key, terms);
    }
    return terms;
  }

  /** Keeps `terms` (never changed afterwards), unless they alone are a tenth of what may be kept. */
  remember(key: string, terms: ReadonlyMap<number, number>): void {
    if (terms.size > REMEMBERED_TERMS / 10) return;
    this.byKey.set(key, terms);
    this.terms += terms.size;
    while (this.byKey.size > REMEMBERED_WORDS || this.terms > REMEMBERED_TERMS) {
      const [oldest, dropped] = this.byKey.entries().next().value!;
      this.byKey.delete(oldest);
      this.terms -= dropped.size;
    }
  }
}
