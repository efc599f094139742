// Numbers the index's words (term ids) and finds a word inside a text without cutting it out: the
// index meets millions of word occurrences but only thousands of distinct words, so the common case
// allocates nothing. An open-addressing hash table over typed arrays.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** ASCII upper-case letters as their lower case; every other code as it is. */
const lowerCode = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

export class TermTable {
  /** The words, by term id. */
  readonly terms: string[] = [];
  private readonly hashes: number[] = [];
  /** Term id + 1 in each slot (0: empty); always at most half full. */
  private slots = new Int32Array(1024);

  get size(): number {
    return this.terms.length;
  }

  /** The id of a normalised word, or -1. */
  find(word: string): number {
    return this.lookup(word, 0, word.length, hashOf(word, 0, word.length));
  }

  /** The id of text[start, end) with ASCII letters in lower case, or -1. */
  findAt(text: string, start: number, end: number): number {
    return this.lookup(text, start, end, hashOf(text, start, end));
  }

  /** The id of a normalised word, numbered on first sight. */
  id(word: string): number {
    return this.idAt(word, 0, word.length);
  }

  /** The id of text[start, end) with ASCII letters in lower case, numbered on first sight. */
  idAt(text: string, start: number, end: number): number {
    const hash = hashOf(text, start, end);
    const found = this.lookup(text, start, end, hash);
    if (found >= 0) return found;
    const id = this.terms.length;
    this.terms.push(text.slice(start, end).toLowerCase());
    this.hashes.push(hash);
    if (2 * this.terms.length > this.slots.length) this.grow();
    else this.place(id);
    return id;
  }

  private lookup(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      const id = this.slots[slot] - 1;
      if (this.hashes[id] === hash && isSameWord(this.terms[id], text, start, end)) return id;
    }
    return -1;
  }

  private place(id: number): void {
    const mask = this.slots.length - 1;
    let slot = this.hashes[id] & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = id + 1;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let id = 0; id < this.terms.length; id++) this.place(id);
  }
}

function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ lowerCode(text.charCodeAt(i)), FNV_PRIME);
  return hash >>> 0;
}

function isSameWord(term: string, text: string, start: number, end: number): boolean {
  if (term.length !== end - start) return false;
  for (let i = 0; i < term.length; i++) if (term.charCodeAt(i) !== lowerCode(text.charCodeAt(start + i))) return false;
  return true;
}
