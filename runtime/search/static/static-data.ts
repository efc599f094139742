// The search engine's data on a static host: the vocabulary at once, each term's postings and each
// record as a query needs them. The engine says what it is about to read (`require`); what is not
// here yet is thrown back as NeedsData, loaded (static-search.ts), and the query is run again.
import { NeedsData, type DataNeed, type EngineData } from '../../../cli/search/engine-data.ts';
import { RANKED_ATTRIBUTES } from '../../../cli/search/index-settings.ts';
import { PLACES_IN_HEAD, RECORDS_PER_SHARD, VarintReader, type VocabularyFacts } from '../../../cli/search/static-format.ts';
import { FILLER_WORD, WordIndex } from '../../../cli/search/word-index.ts';
import type { SearchRecord } from '../../shared/search-wire.ts';

const NO_TERMS = new Int32Array(0);

/** The files a need asks for that are not loaded yet. */
export interface MissingFiles {
  termShards: number[];
  /** Term shards whose tail holds places a query ranks by. */
  termTails: number[];
  recordShards: number[];
  facts: boolean;
}

/** In a place list: an entry whose places are in its shard's tail, not loaded yet. */
const IN_TAIL = -1;

export class StaticData implements EngineData {
  readonly partial = true;
  readonly index: WordIndex;
  readonly recordCount: number;
  readonly distinctKeyCount: number;
  readonly distinctKeyOf: Int32Array;
  readonly combinationOf: Int32Array;
  readonly combinations: SearchRecord[];
  /** The first term of each term shard, and one past the last. */
  private readonly shardStarts: number[];
  private readonly filler: number;
  private readonly termShards = new Set<number>();
  private readonly termTails = new Set<number>();
  private readonly recordShards = new Set<number>();
  private factsLoaded = false;
  private readonly records = new Map<number, SearchRecord>();
  /** The term shards (n) and tails (-1 - n) loaded, decompressed: a record's places are read from them when it is ranked. */
  private readonly shardBytes = new Map<number, Uint8Array>();
  /** Per record: where each loaded term it holds has its places (a list in typed arrays: a shard adds tens of thousands). */
  private readonly placesAt: PlaceLists;
  /** Records' words as the engine reads them, made from `places`; cleared when more terms load or the query changes. */
  private readonly made = new Map<number, Int32Array[]>();
  /**
   * The terms of the query being answered (its last `require` of terms): the only words of a record
   * the ranking reads, so a word loaded for an earlier query never asks for its places again.
   */
  private readonly wanted: Uint8Array;

  constructor(facts: VocabularyFacts, terms: string[]) {
    this.index = WordIndex.fromVocabulary(terms, facts.camelParts);
    this.filler = this.index.find(FILLER_WORD)!;
    this.index.setPostings(this.filler, NO_TERMS);
    this.recordCount = facts.records;
    this.distinctKeyCount = facts.distinctKeys;
    this.distinctKeyOf = new Int32Array(facts.records);
    this.combinationOf = new Int32Array(facts.records);
    this.combinations = facts.combinations as unknown as SearchRecord[];
    this.placesAt = new PlaceLists(facts.records);
    this.wanted = new Uint8Array(this.index.termCount);
    this.shardStarts = [0];
    for (const count of facts.shardTerms) this.shardStarts.push(this.shardStarts[this.shardStarts.length - 1] + count);
  }

  /** The term shard holding a term (term ids are places in the vocabulary). */
  shardOfTerm(term: number): number {
    let low = 0;
    let high = this.shardStarts.length - 2;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.shardStarts[mid] <= term) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  missing(need: DataNeed): MissingFiles {
    const termShards = new Set<number>();
    for (const term of need.terms ?? []) if (!this.index.hasPostings(term)) termShards.add(this.shardOfTerm(term));
    const recordShards = new Set<number>();
    for (const id of need.records ?? []) if (!this.records.has(id)) recordShards.add(Math.floor(id / RECORDS_PER_SHARD));
    const termTails = new Set<number>();
    for (const id of need.places ?? []) {
      for (let entry = this.placesAt.first(id); entry >= 0; entry = this.placesAt.next(entry)) {
        if (this.placesAt.offset(entry) === IN_TAIL && this.wanted[this.placesAt.term(entry)] === 1) termTails.add(this.placesAt.shard(entry));
      }
    }
    return { termShards: [...termShards], termTails: [...termTails], recordShards: [...recordShards], facts: need.allFacts === true && !this.factsLoaded };
  }

  require(need: DataNeed): void {
    if (need.terms) {
      this.wanted.fill(0);
      for (const term of need.terms) this.wanted[term] = 1;
      this.made.clear();
    }
    const missing = this.missing(need);
    if (missing.termShards.length > 0 || missing.termTails.length > 0 || missing.recordShards.length > 0 || missing.facts) throw new NeedsData(need);
  }

  /**
   * Term shard n, decompressed: each of its terms' records (with their distinct keys and facet
   * combinations) now; where their places are, to be read for the few records a query ranks.
   */
  addTermShard(n: number, bytes: Uint8Array): void {
    if (this.termShards.has(n)) return;
    this.shardBytes.set(n, bytes);
    const reader = new VarintReader(bytes);
    for (let term = this.shardStarts[n]; term < this.shardStarts[n + 1]; term++) {
      const holding = new Int32Array(reader.read());
      let record = 0;
      for (let i = 0; i < holding.length; i++) {
        record += reader.read();
        holding[i] = record;
        this.distinctKeyOf[record] = reader.read();
        this.combinationOf[record] = reader.read();
        if (i >= PLACES_IN_HEAD) {
          this.placesAt.add(record, term, n, IN_TAIL);
          continue;
        }
        this.placesAt.add(record, term, n, reader.at);
        skipPlaces(reader);
      }
      this.index.setPostings(term, holding);
    }
    this.termShards.add(n);
    this.made.clear();
  }

  /** Term shard n's tail: where the places of its terms' records past the first PLACES_IN_HEAD are. */
  addTermTail(n: number, bytes: Uint8Array): void {
    if (this.termTails.has(n)) return;
    this.shardBytes.set(-1 - n, bytes);
    const reader = new VarintReader(bytes);
    for (let term = this.shardStarts[n]; term < this.shardStarts[n + 1]; term++) {
      const holding = this.index.postingsOf(term);
      for (let i = PLACES_IN_HEAD; i < holding.length; i++) {
        this.placesAt.placeInTail(holding[i], term, -1 - n, reader.at);
        skipPlaces(reader);
      }
    }
    this.termTails.add(n);
    this.made.clear();
  }

  addRecordShard(n: number, records: SearchRecord[]): void {
    records.forEach((record, i) => this.records.set(n * RECORDS_PER_SHARD + i, record));
    this.recordShards.add(n);
  }

  addFacts(bytes: Uint8Array): void {
    const reader = new VarintReader(bytes);
    for (let id = 0; id < this.recordCount; id++) {
      this.distinctKeyOf[id] = reader.read();
      this.combinationOf[id] = reader.read();
    }
    this.factsLoaded = true;
  }

  record(id: number): SearchRecord {
    const record = this.records.get(id);
    if (!record) throw new NeedsData({ records: [id] });
    return record;
  }

  loadedRecord(id: number): SearchRecord | undefined {
    return this.records.get(id);
  }

  /**
   * A record's words per ranked attribute, as the engine reads them: each attribute as long as it is,
   * the loaded terms at their places and the filler term elsewhere. The ranking only counts the
   * query's words, and every word a query matches is loaded before it is ranked.
   */
  attributeTerms(id: number): Int32Array[] {
    let terms = this.made.get(id);
    if (terms) return terms;
    terms = RANKED_ATTRIBUTES.map(() => NO_TERMS);
    for (let entry = this.placesAt.first(id); entry >= 0; entry = this.placesAt.next(entry)) {
      const term = this.placesAt.term(entry);
      if (this.wanted[term] === 0) continue;
      // Asked for before the ranking reads it (require's places): never read half loaded.
      if (this.placesAt.offset(entry) === IN_TAIL) throw new NeedsData({ places: [id] });
      const reader = new VarintReader(this.shardBytes.get(this.placesAt.shard(entry))!, this.placesAt.offset(entry));
      for (let attributes = reader.read(); attributes > 0; attributes--) {
        const attribute = reader.read();
        const length = reader.read();
        if (terms[attribute] === NO_TERMS) terms[attribute] = new Int32Array(length).fill(this.filler);
        let place = 0;
        for (let places = reader.read(); places > 0; places--) terms[attribute][(place += reader.read())] = term;
      }
    }
    this.made.set(id, terms);
    return terms;
  }
}

/** Skips one term's places in one record: per attribute, its number, its length, then a count of numbers. */
function skipPlaces(reader: VarintReader): void {
  for (let attributes = reader.read(); attributes > 0; attributes--) {
    reader.read();
    reader.read();
    for (let places = reader.read(); places > 0; places--) reader.read();
  }
}

/** Per record, a list of (term, shard, byte offset) entries, newest first, in growable typed arrays. */
class PlaceLists {
  private readonly heads: Int32Array;
  private fields = new Int32Array(4 * 1024);
  private count = 0;

  constructor(records: number) {
    this.heads = new Int32Array(records).fill(-1);
  }

  add(record: number, term: number, shard: number, offset: number): void {
    if (4 * (this.count + 1) > this.fields.length) {
      const larger = new Int32Array(this.fields.length * 2);
      larger.set(this.fields);
      this.fields = larger;
    }
    const at = 4 * this.count;
    this.fields[at] = this.heads[record];
    this.fields[at + 1] = term;
    this.fields[at + 2] = shard;
    this.fields[at + 3] = offset;
    this.heads[record] = this.count++;
  }

  /** The entry of a record's term whose places were in the tail: now found at `offset` of file `shard`. */
  placeInTail(record: number, term: number, shard: number, offset: number): void {
    for (let entry = this.heads[record]; entry >= 0; entry = this.fields[4 * entry]) {
      if (this.fields[4 * entry + 1] !== term) continue;
      this.fields[4 * entry + 2] = shard;
      this.fields[4 * entry + 3] = offset;
      return;
    }
  }

  first(record: number): number {
    return this.heads[record];
  }

  next(entry: number): number {
    return this.fields[4 * entry];
  }

  term(entry: number): number {
    return this.fields[4 * entry + 1];
  }

  shard(entry: number): number {
    return this.fields[4 * entry + 2];
  }

  offset(entry: number): number {
    return this.fields[4 * entry + 3];
  }
}
