// micromark's EditMap (the `micromark-util-edit-map` package), with the same API and results, but
// applying its edits in time proportional to what follows the first edit rather than to the whole
// list. micromark 4.0.3 batches its edits through this class, and when a container (a list, a block
// quote) is closed by the line after it, the document's tokenizer applies one: the package copies
// every event of the document each time, so a page made of many short lists under headings (a
// changelog: "## 1.2.3", "- Fixed …") parsed in time growing with the square of its length. An
// 865 KB changelog of 4,000 versions took 36 s to parse; with this, 6 s, to the same tree.
//
// cli/compile.js resolves the package to this module in the compiled CLI (tests that parse in their own
// process get the package, whose results are the same). It can go when the package's consume no
// longer copies the events before its first edit.
import type { Event } from 'micromark-util-types';

/** An edit: at an index of the events, remove some and insert others. */
type Edit = [at: number, remove: number, add: Event[]];

export class EditMap {
  /** The edits by index, so a second edit at the same place joins the first. */
  readonly index = new Map<number, Edit>();
  readonly map: Edit[] = [];

  /** Removes `remove` events at `at` and inserts `add` there, after what earlier edits inserted at `at`. */
  add(at: number, remove: number, add: Event[]): void {
    this.record(at, remove, add, false);
  }

  /** The same, inserting `add` before what earlier edits inserted at `at`. */
  addBefore(at: number, remove: number, add: Event[]): void {
    this.record(at, remove, add, true);
  }

  /**
   * Applies every edit to `events`, in place, and forgets them. The events before the first edit stay
   * where they are; only those after it are moved.
   */
  consume(events: Event[]): void {
    if (this.map.length === 0) return;
    this.map.sort((a, b) => a[0] - b[0]);
    const first = this.map[0][0];
    const tail: Event[] = [];
    this.map.forEach(([at, remove, add], i) => {
      for (const event of add) tail.push(event);
      // What stands between this edit and the next one (an edit reaching past the next one's index
      // leaves nothing between them, as in the package).
      const end = i + 1 < this.map.length ? this.map[i + 1][0] : events.length;
      for (let kept = at + remove; kept < end; kept++) tail.push(events[kept]);
    });
    events.length = first;
    for (const event of tail) events.push(event);
    this.map.length = 0;
    this.index.clear();
  }

  private record(at: number, remove: number, add: Event[], before: boolean): void {
    if (remove === 0 && add.length === 0) return;
    const existing = this.index.get(at);
    if (!existing) {
      const edit: Edit = [at, remove, add];
      this.map.push(edit);
      this.index.set(at, edit);
      return;
    }
    existing[1] += remove;
    existing[2] = before ? [...add, ...existing[2]] : [...existing[2], ...add];
  }
}
