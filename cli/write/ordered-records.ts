// search-records.json, written while the pages render: each page's records (as JSON text) arrive in
// whatever order the threads rendering them finish, and go out in the order asked (the reading order,
// cli/search/reading-order.ts) as soon as each is next. Most of a large site's records, among the largest things a build makes, are then on disk,
// and out of memory, before the last page renders.
export class OrderedRecords {
  /** Parts that arrived before the ones ahead of them, by route index. */
  private readonly early = new Map<number, string>();
  /** How many routes of `order` have gone out. */
  private next = 0;
  private empty = true;
  /** Bytes out so far. */
  private position = 0;
  /** Where each route's records went in the file: [start, end) in bytes. */
  readonly ranges: [number, number][] = [];
  /** How many records each route has. */
  readonly counts: number[] = [];
  /** Records put so far. */
  count = 0;

  /** `order`: every route index once, in the order their records go out; `out` takes the file's text, piece by piece. */
  constructor(
    private readonly order: readonly number[],
    private readonly out: (text: string) => void,
  ) {
    this.emit('[');
  }

  private emit(text: string): void {
    this.position += Buffer.byteLength(text);
    this.out(text);
  }

  /** Route `index`'s records: array items without the brackets ('' when it has none). */
  put(index: number, json: string, count: number): void {
    this.count += count;
    this.counts[index] = count;
    this.early.set(index, json);
    for (let part = this.early.get(this.order[this.next]); part !== undefined; part = this.early.get(this.order[this.next])) {
      const at = this.order[this.next++];
      this.early.delete(at);
      if (!part) {
        this.ranges[at] = [this.position, this.position];
        continue;
      }
      if (!this.empty) this.emit(',');
      const start = this.position;
      this.emit(part);
      this.ranges[at] = [start, this.position];
      this.empty = false;
    }
  }

  /** Closes the array, once every route has been put. */
  end(): void {
    if (this.next !== this.order.length) throw new Error(`search records: ${this.order.length - this.next} of ${this.order.length} routes never arrived.`);
    this.emit(']');
  }
}
