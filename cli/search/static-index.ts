// Writes the static search index: the engine's own data (MemoryData) cut into files a browser loads as
// queries need them, so a site on a plain static host searches with the engine `devcenter serve` runs.
// A query fetches the vocabulary once, the term shards of the terms its words match, and the record
// shards of the hits it shows (cli/search/static-format.ts says what each file holds).
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import { MemoryData } from './engine-data.ts';
import { valueAt } from './record-value.ts';
import { gzipFile } from './gzip-file.ts';
import { FACET_ATTRIBUTES } from './index-settings.ts';
import {
  encodeTerms,
  factsFile,
  recordShardFile,
  RECORDS_PER_SHARD,
  STATIC_INDEX_ENTRY,
  STATIC_INDEX_FORMAT,
  PLACES_IN_HEAD,
  termShardFile,
  termTailFile,
  VarintWriter,
  vocabularyFile,
  type StaticIndexEntry,
  type VocabularyFacts,
} from './static-format.ts';


/** A term shard is closed once it holds this many bytes (before compression): a few KB to download. */
const TERM_SHARD_BYTES = 8 * 1024;

/** A term's postings once written into its shard. */
const NO_POSTINGS = new VarintWriter();

export interface StaticIndexFile {
  /** A site path (`/_dc/search/…`). */
  path: string;
  contents: Uint8Array | string;
}

/** A file of the index before compression: `compressed` ones are served as gzip (all but the entry). */
export interface RawStaticIndexFile {
  path: string;
  raw: Uint8Array | string;
  compressed: boolean;
}

/** The index's files as served (staticIndexFiles' raw files, compressed). */
export function* staticIndexFiles(records: SearchRecord[], recordsHash: string): Generator<StaticIndexFile> {
  for (const file of rawStaticIndexFiles(records, recordsHash)) yield { path: file.path, contents: file.compressed ? gzipFile(file.raw) : file.raw };
}

/**
 * The index's files, uncompressed, each handed over as soon as it is made (a large site's index is hundreds of MB
 * before compression: held whole, it set the build's peak memory). The generation is named by
 * `recordsHash`, the sha256 of the CLI that makes it and the records' JSON as written: the files are
 * a function of exactly those, so the name still changes whenever a byte of them could.
 */
export function* rawStaticIndexFiles(records: SearchRecord[], recordsHash: string): Generator<RawStaticIndexFile> {
  if (!/^[0-9a-f]{64}$/.test(recordsHash)) throw new Error(`the static index is named by a sha256, not "${recordsHash}"`);
  const generation = recordsHash.slice(0, 16);
  const data = new MemoryData(records, { searchable: false });
  const sorted = data.index.sortedTermIds();
  // Term id -> place in the vocabulary's order, which is what a static index numbers terms by.
  const placeOf = new Int32Array(sorted.length);
  sorted.forEach((id, place) => (placeOf[id] = place));
  const postings = termPostings(data, placeOf);

  // Term shards, each written (and its postings let go) as soon as it is full.
  const shardTerms: number[] = [];
  let shard = new VarintWriter();
  let tail = new VarintWriter();
  let inShard = 0;
  for (let place = 0; place < sorted.length; place++) {
    shard.write(postings.counts[place]);
    shard.append(postings.bodies[place]);
    postings.bodies[place] = NO_POSTINGS;
    const tailOfTerm = postings.tails[place];
    if (tailOfTerm) tail.append(tailOfTerm);
    postings.tails[place] = null;
    inShard++;
    if (shard.length >= TERM_SHARD_BYTES || place === sorted.length - 1) {
      const n = shardTerms.length;
      yield { path: termShardFile(generation, n), raw: shard.view(), compressed: true };
      if (tail.length > 0) yield { path: termTailFile(generation, n), raw: tail.view(), compressed: true };
      shardTerms.push(inShard);
      shard = new VarintWriter();
      tail = new VarintWriter();
      inShard = 0;
    }
  }

  const facts: VocabularyFacts = {
    records: data.recordCount,
    distinctKeys: data.distinctKeyCount,
    combinations: data.combinations.map(facetValues),
    shardTerms,
    camelParts: [...sorted].flatMap((id, place): [number, number][] => (data.index.camelPartsOf(id) > 0 ? [[place, data.index.camelPartsOf(id)]] : [])),
  };
  yield { path: vocabularyFile(generation), raw: `${JSON.stringify(facts)}\n${encodeTerms([...sorted].map((id) => data.index.term(id)))}`, compressed: true };
  for (let first = 0, n = 0; first < data.recordCount; first += RECORDS_PER_SHARD, n++) {
    yield { path: recordShardFile(generation, n), raw: JSON.stringify(data.records.slice(first, first + RECORDS_PER_SHARD)), compressed: true };
  }
  const factsWriter = new VarintWriter();
  for (let id = 0; id < data.recordCount; id++) {
    factsWriter.write(data.distinctKeyOf[id]);
    factsWriter.write(data.combinationOf[id]);
  }
  yield { path: factsFile(generation), raw: factsWriter.view(), compressed: true };
  // Last: the entry names a generation whose every file is there.
  const entry: StaticIndexEntry = { format: STATIC_INDEX_FORMAT, generation, records: recordsHash };
  yield { path: STATIC_INDEX_ENTRY, raw: JSON.stringify(entry), compressed: false };
}

/** A combination's facet values, as the filters read them (FACET_ATTRIBUTES, nested paths as objects). */
function facetValues(record: SearchRecord): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const attribute of FACET_ATTRIBUTES) {
    const value = valueAt(record as unknown as Record<string, unknown>, attribute);
    if (value === undefined) continue;
    const path = attribute.split('.');
    let at = values;
    for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[path[path.length - 1]] = value;
  }
  return values;
}

/**
 * Every term's postings, encoded as readTermPostings reads them, by vocabulary place: one pass over the
 * records in order, so each term's records come in increasing order. A record's word occurrences are
 * sorted by one number (place, then attribute, then position) instead of grouped in maps: a large
 * site has millions of them.
 */
function termPostings(data: MemoryData, placeOf: Int32Array): { counts: Int32Array; bodies: VarintWriter[]; tails: (VarintWriter | null)[] } {
  const counts = new Int32Array(placeOf.length);
  const lastRecord = new Int32Array(placeOf.length).fill(-1);
  const bodies = Array.from(placeOf, () => new VarintWriter());
  // A term's places past its first PLACES_IN_HEAD records: made only for the terms that have so many.
  const tails: (VarintWriter | null)[] = Array.from(placeOf, () => null);
  // Room for the longest attribute's places in a sort key (a paragraph of a million words is content
  // too); the keys must stay exact in a double.
  let longest = 0;
  for (let id = 0; id < data.recordCount; id++) for (const terms of data.attributeTerms(id)) longest = Math.max(longest, terms.length);
  const positionSlots = longest + 1;
  if (placeOf.length * ATTRIBUTE_SLOTS * positionSlots > Number.MAX_SAFE_INTEGER) {
    throw new Error(`the search records have ${placeOf.length} distinct words and an attribute of ${longest}: more than the static index can number`);
  }
  let keys = new Float64Array(1024);
  for (let id = 0; id < data.recordCount; id++) {
    const attributes = data.attributeTerms(id);
    let count = 0;
    for (let a = 0; a < attributes.length; a++) {
      const terms = attributes[a];
      if (count + terms.length > keys.length) {
        const larger = new Float64Array(Math.max(keys.length * 2, count + terms.length));
        larger.set(keys.subarray(0, count));
        keys = larger;
      }
      for (let p = 0; p < terms.length; p++) keys[count++] = (placeOf[terms[p]] * ATTRIBUTE_SLOTS + a) * positionSlots + p;
    }
    const sorted = keys.subarray(0, count).sort();
    let i = 0;
    while (i < count) {
      const place = Math.floor(sorted[i] / (ATTRIBUTE_SLOTS * positionSlots));
      const body = bodies[place];
      body.write(id - (lastRecord[place] === -1 ? 0 : lastRecord[place]));
      lastRecord[place] = id;
      counts[place]++;
      body.write(data.distinctKeyOf[id]);
      body.write(data.combinationOf[id]);
      const places = counts[place] <= PLACES_IN_HEAD ? body : (tails[place] ??= new VarintWriter());
      // The attributes holding the term: counted first, as the format wants.
      let end = i;
      let attributeCount = 0;
      let previousAttribute = -1;
      while (end < count && Math.floor(sorted[end] / (ATTRIBUTE_SLOTS * positionSlots)) === place) {
        const a = Math.floor(sorted[end] / positionSlots) % ATTRIBUTE_SLOTS;
        if (a !== previousAttribute) attributeCount++;
        previousAttribute = a;
        end++;
      }
      places.write(attributeCount);
      while (i < end) {
        const a = Math.floor(sorted[i] / positionSlots) % ATTRIBUTE_SLOTS;
        let last = i;
        while (last < end && Math.floor(sorted[last] / positionSlots) % ATTRIBUTE_SLOTS === a) last++;
        places.write(a);
        places.write(attributes[a].length);
        places.write(last - i);
        let previous = 0;
        for (; i < last; i++) {
          const p = sorted[i] % positionSlots;
          places.write(p - previous);
          previous = p;
        }
      }
    }
  }
  return { counts, bodies, tails };
}

/** Sort keys of a word occurrence: ranked attributes are fewer than 16. */
const ATTRIBUTE_SLOTS = 16;
