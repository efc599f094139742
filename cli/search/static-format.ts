// The static search index's files (written by cli/search/static-index.ts, read in the browser by
// runtime/search/static/static-data.ts): where they are and how their numbers are encoded. Each
// file but the entry is gzip-compressed by the build, so what a reader downloads is the same on any
// host, and lives under a folder named for what it is made from (the records and the CLI that wrote
// it, which decide every byte): its address never changes, so a browser may keep it for good.

/** The entry: a small JSON file naming the current generation ({format, generation}). */
/** Where every file of the static index lives. */
export const STATIC_INDEX_FOLDER = '/_dc/search/';
export const STATIC_INDEX_ENTRY = `${STATIC_INDEX_FOLDER}index.json`;
export const STATIC_INDEX_FORMAT = 2;
/** Records per record shard: a hit shown fetches its shard. */
export const RECORDS_PER_SHARD = 8;

export const staticIndexFolder = (generation: string) => `/_dc/search/${generation}/`;
/** Whether a site path is a file of a generation: named by what made it, so kept by clients for good. */
export const isStaticIndexGenerationFile = (sitePath: string) => /^\/_dc\/search\/[0-9a-f]{16}\/[a-z]\d*\.bin$/.test(sitePath);
/** The vocabulary: the index's facts, then every term (a JSON line, then the terms, front-coded). */
export const vocabularyFile = (generation: string) => `${staticIndexFolder(generation)}v.bin`;
/** Term shard n: the postings, with places, of a run of terms in the vocabulary's order. */
export const termShardFile = (generation: string, n: number) => `${staticIndexFolder(generation)}t${n}.bin`;
/** The places of term shard n's terms past their first PLACES_IN_HEAD records (a query ranks few records, mostly the first). */
export const termTailFile = (generation: string, n: number) => `${staticIndexFolder(generation)}x${n}.bin`;
/** How many of a term's records have their places in the term shard itself. */
export const PLACES_IN_HEAD = 256;
/** Record shard n: records n × RECORDS_PER_SHARD onwards, as a JSON array. */
export const recordShardFile = (generation: string, n: number) => `${staticIndexFolder(generation)}r${n}.bin`;
/** Every record's distinct key and facet combination: only a query with no word reads it. */
export const factsFile = (generation: string) => `${staticIndexFolder(generation)}f.bin`;

export interface StaticIndexEntry {
  format: number;
  generation: string;
  /** The sha256 of the CLI that made it and the search records it was made from: a build of the same CLI from the same records takes it over. */
  records: string;
}

/** The vocabulary file's first line. */
export interface VocabularyFacts {
  records: number;
  distinctKeys: number;
  /** The facet values of each combination (FACET_ATTRIBUTES only). */
  combinations: Record<string, unknown>[];
  /** How many terms each term shard holds, in order. */
  shardTerms: number[];
  /** [term, parts] for each term written in camel case: how many parts follow it. */
  camelParts: [number, number][];
}

/** Unsigned integers, 7 bits a byte, low bits first. */
export class VarintWriter {
  bytes = new Uint8Array(64);
  length = 0;

  write(value: number): void {
    this.reserve(10);
    // Past 2^31 the bit operators would cut the number: divided instead.
    while (value >= 0x80000000) {
      this.bytes[this.length++] = (value % 0x80) | 0x80;
      value = Math.floor(value / 0x80);
    }
    while (value >= 0x80) {
      this.bytes[this.length++] = (value & 0x7f) | 0x80;
      value >>>= 7;
    }
    this.bytes[this.length++] = value;
  }

  append(other: VarintWriter): void {
    this.reserve(other.length);
    this.bytes.set(other.bytes.subarray(0, other.length), this.length);
    this.length += other.length;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const larger = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    larger.set(this.bytes.subarray(0, this.length));
    this.bytes = larger;
  }

  view(): Uint8Array {
    return this.bytes.subarray(0, this.length);
  }
}

export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public at = 0,
  ) {}

  get done(): boolean {
    return this.at >= this.bytes.length;
  }

  /** One number: unrolled for the first four bytes (values under 2^28, nearly all of them), a loop past that. */
  read(): number {
    const bytes = this.bytes;
    let at = this.at;
    let byte = bytes[at++];
    let value = byte & 0x7f;
    if (byte >= 0x80) {
      byte = bytes[at++];
      value |= (byte & 0x7f) << 7;
      if (byte >= 0x80) {
        byte = bytes[at++];
        value |= (byte & 0x7f) << 14;
        if (byte >= 0x80) {
          byte = bytes[at++];
          value |= (byte & 0x7f) << 21;
          for (let shift = 28; byte >= 0x80; shift += 7) {
            byte = bytes[at++];
            value += (byte & 0x7f) * 2 ** shift;
          }
        }
      }
    }
    if (at > bytes.length) throw new Error('the search index file ends in the middle of a number');
    this.at = at;
    return value;
  }
}

/*
 * One term's postings in a term shard: how many records hold it, then per record (increasing): the
 * gap from the previous record, its distinct key, its facet combination and, for its first
 * PLACES_IN_HEAD records, the term's places in the record. Places are: how many ranked attributes
 * hold the term, and per attribute its number, its length in words, how many times the term is there
 * and the gaps between those places (the first from 0). The shard's tail file holds the places of
 * the other records, term after term in the shard's order. Written by static-index.ts
 * (termPostings), read by StaticData (addTermShard, addTermTail, attributeTerms).
 */

/** The vocabulary's terms, front-coded: per term, how many first letters it shares with the one before (one char code), its other letters, a newline. */
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

export function encodeTerms(terms: string[]): string {
  let previous = '';
  let out = '';
  for (const term of terms) {
    let shared = 0;
    while (shared < 255 && shared < term.length && shared < previous.length && term.charCodeAt(shared) === previous.charCodeAt(shared)) shared++;
    // Never half of a letter outside the BMP (a surrogate pair): written as UTF-8, the half left in
    // the suffix would come back as U+FFFD, another word ("𝐢𝐬" and "𝐢𝐭" share their first half-letter).
    if (shared > 0 && isHighSurrogate(term.charCodeAt(shared - 1))) shared--;
    out += String.fromCharCode(shared) + term.slice(shared) + '\n';
    previous = term;
  }
  return out;
}

export function decodeTerms(text: string, from: number): string[] {
  const terms: string[] = [];
  let previous = '';
  let at = from;
  while (at < text.length) {
    // The count may itself be a newline's code: the term's letters start after it.
    const end = text.indexOf('\n', at + 1);
    // A vocabulary cut short (a damaged file): an error, not a loop that starts over from the top.
    if (end === -1) throw new Error('the static search index vocabulary is cut short: its last term has no end');
    const term = previous.slice(0, text.charCodeAt(at)) + text.slice(at + 1, end);
    terms.push(term);
    previous = term;
    at = end + 1;
  }
  return terms;
}
