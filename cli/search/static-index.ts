// Writes the static search index: the engine's own data (MemoryData) cut into files a browser loads as
// queries need them, so a site on a plain static host searches with the engine `devcenter serve` runs.
// A query fetches the vocabulary once, the term shards of the terms its words match, and the record
// shards of the hits it shows (cli/search/static-format.ts says what each file holds).
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import { MemoryData } from './engine-data.ts';
import { valueAt } from './facet-filters.ts';
import { FACET_ATTRIBUTES } from './index-settings.ts';
import {
  encodeTerms,
  factsFile,
  recordShardFile,
  RECORDS_PER_SHARD,
  STATIC_INDEX_ENTRY,
  STATIC_INDEX_FORMAT,
  termShardFile,
  VarintWriter,
  vocabularyFile,
  type StaticIndexEntry,
  type VocabularyFacts,
} from './static-format.ts';

/** A term shard is closed once it holds this many bytes (before compression): a few KB to download. */
const TERM_SHARD_BYTES = 24 * 1024;

export interface StaticIndexFile {
  /** A site path (`/_dc/search/…`). */
  path: string;
  contents: Uint8Array | string;
}

export function staticIndexFiles(records: SearchRecord[]): StaticIndexFile[] {
  const data = new MemoryData(records);
  const sorted = data.index.sortedTermIds();
  // Term id -> place in the vocabulary's order, which is what a static index numbers terms by.
  const placeOf = new Int32Array(sorted.length);
  sorted.forEach((id, place) => (placeOf[id] = place));
  const postings = termPostings(data, placeOf);

  const shardTerms: number[] = [];
  const termShards: Uint8Array[] = [];
  let shard = new VarintWriter();
  let inShard = 0;
  for (let place = 0; place < sorted.length; place++) {
    shard.append(postings[place]);
    inShard++;
    if (shard.length >= TERM_SHARD_BYTES || place === sorted.length - 1) {
      termShards.push(gzipSync(shard.view()));
      shardTerms.push(inShard);
      shard = new VarintWriter();
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
  const vocabulary = gzipSync(`${JSON.stringify(facts)}\n${encodeTerms([...sorted].map((id) => data.index.term(id)))}`);
  const recordShards: Uint8Array[] = [];
  for (let first = 0; first < data.recordCount; first += RECORDS_PER_SHARD) recordShards.push(gzipSync(JSON.stringify(data.records.slice(first, first + RECORDS_PER_SHARD))));
  const factsWriter = new VarintWriter();
  for (let id = 0; id < data.recordCount; id++) {
    factsWriter.write(data.distinctKeyOf[id]);
    factsWriter.write(data.combinationOf[id]);
  }
  const factsBytes = gzipSync(factsWriter.view());

  const hash = createHash('sha256');
  for (const bytes of [vocabulary, ...termShards, ...recordShards, factsBytes]) hash.update(bytes);
  const generation = hash.digest('hex').slice(0, 16);
  const entry: StaticIndexEntry = { format: STATIC_INDEX_FORMAT, generation };
  return [
    { path: STATIC_INDEX_ENTRY, contents: JSON.stringify(entry) },
    { path: vocabularyFile(generation), contents: vocabulary },
    { path: factsFile(generation), contents: factsBytes },
    ...termShards.map((contents, n) => ({ path: termShardFile(generation, n), contents })),
    ...recordShards.map((contents, n) => ({ path: recordShardFile(generation, n), contents })),
  ];
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
 * records in order, so each term's records come in increasing order.
 */
function termPostings(data: MemoryData, placeOf: Int32Array): VarintWriter[] {
  const writers = Array.from(placeOf, () => new VarintWriter());
  const counts = new Int32Array(placeOf.length);
  const lastRecord = new Int32Array(placeOf.length).fill(-1);
  // Per record: each term's places, by attribute (reused).
  const places = new Map<number, Map<number, number[]>>();
  const bodies = Array.from(placeOf, () => new VarintWriter());
  for (let id = 0; id < data.recordCount; id++) {
    places.clear();
    const attributes = data.attributeTerms(id);
    attributes.forEach((terms, a) => {
      for (let p = 0; p < terms.length; p++) {
        const place = placeOf[terms[p]];
        let byAttribute = places.get(place);
        if (!byAttribute) places.set(place, (byAttribute = new Map()));
        let list = byAttribute.get(a);
        if (!list) byAttribute.set(a, (list = []));
        list.push(p);
      }
    });
    for (const [place, byAttribute] of places) {
      const body = bodies[place];
      body.write(id - (lastRecord[place] === -1 ? 0 : lastRecord[place]));
      lastRecord[place] = id;
      counts[place]++;
      body.write(data.distinctKeyOf[id]);
      body.write(data.combinationOf[id]);
      body.write(byAttribute.size);
      for (const [a, list] of byAttribute) {
        body.write(a);
        body.write(attributes[a].length);
        body.write(list.length);
        let previous = 0;
        for (const p of list) {
          body.write(p - previous);
          previous = p;
        }
      }
    }
  }
  writers.forEach((writer, place) => {
    writer.write(counts[place]);
    writer.append(bodies[place]);
  });
  return writers;
}
