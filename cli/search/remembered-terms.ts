// The terms recent query words matched, kept for the next queries: a reader typing repeats the
// words before the one being typed, and each is a walk over the vocabulary. Least recently used go
// first, and the terms kept are bounded in all: a stranger's one-letter queries with typos, each
// matching much of the vocabulary, must not fill the memory.

/** How many query words are kept, and how many terms in all. */
const REMEMBERED_WORDS = 500;
const REMEMBERED_TERMS = 200_000;

/** What a query word's work found, kept with its size (the terms, or the records, it holds). */
export class Remembered<T> {
  private readonly byKey = new Map<string, T>();
  private kept = 0;

  constructor(private readonly sizeOf: (value: T) => number) {}

  /** The value kept under `key` (which says all that made it), now the most recently used. */
  get(key: string): T | undefined {
    const value = this.byKey.get(key);
    if (value !== undefined) {
      this.byKey.delete(key);
      this.byKey.set(key, value);
    }
    return value;
  }

  /** Keeps `value` (never changed afterwards), unless it alone is a tenth of what may be kept. */
  remember(key: string, value: T): void {
    const size = this.sizeOf(value);
    if (size > REMEMBERED_TERMS / 10) return;
    this.byKey.set(key, value);
    this.kept += size;
    while (this.byKey.size > REMEMBERED_WORDS || this.kept > REMEMBERED_TERMS) {
      const [oldest, dropped] = this.byKey.entries().next().value!;
      this.byKey.delete(oldest);
      this.kept -= this.sizeOf(dropped);
    }
  }
}

/** The terms recent query words matched. */
export class RememberedTerms extends Remembered<ReadonlyMap<number, number>> {
  constructor() {
    super((terms) => terms.size);
  }
}
