// Typed arrays as long as the index, reused from one query to the next. A query over 100,000 records
// would otherwise allocate, and the collector soon free, a few hundred KB of them, and the pauses land
// on whichever request comes next. The engine is synchronous: a query runs to its end before the
// next one starts, so one set serves every query, and what a query made of them is not kept after it.
export class ScratchArrays {
  /** findCandidates: each record's bucket + 1 (0: not a candidate). */
  readonly candidateMarks: Uint16Array;
  /** Records already looked at (optional words). */
  readonly seenRecords: Uint8Array;
  /** Distinct keys counted in nbHits, and those already shown. */
  readonly countedKeys: Uint8Array;
  readonly shownKeys: Uint8Array;
  /** Per query word: the records holding its terms, and the marks of its terms. */
  private readonly perWord: { typos: Int8Array; ids: Int32Array }[] = [];
  private readonly marks: Uint8Array[] = [];

  constructor(records: number, distinctKeys: number) {
    this.candidateMarks = new Uint16Array(records);
    this.seenRecords = new Uint8Array(records);
    this.countedKeys = new Uint8Array(distinctKeys);
    this.shownKeys = new Uint8Array(distinctKeys);
  }

  /** Query word `w`'s record arrays (WordIndex.records fills them). */
  wordRecords(w: number, records: number): { typos: Int8Array; ids: Int32Array } {
    return (this.perWord[w] ??= { typos: new Int8Array(records), ids: new Int32Array(records) });
  }

  /** Query word `w`'s marks, one per term, cleared. */
  termMarks(w: number, terms: number): Uint8Array {
    const marks = this.marks[w];
    if (marks && marks.length === terms) return marks.fill(0);
    return (this.marks[w] = new Uint8Array(terms));
  }
}
