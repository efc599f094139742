// What the search engine reads: the records in custom-ranking order, each record's words as term ids
// per ranked attribute, the word index, and the numbers distinct and the facet filters group records
// by. `devcenter serve` holds all of it in memory (MemoryData); a page on a static host loads the part
// a query needs (runtime/search/static/static-data.ts). The engine asks for that part before it reads
// it (`require`), so one engine answers both, with the same hits in the same order.
import { LEVELS, type SearchRecord } from '../../runtime/shared/search-wire.ts';
import { FACET_ATTRIBUTES, INDEX_SETTINGS, RANKED_ATTRIBUTES } from './index-settings.ts';
import { customRankingOrder } from './ranking.ts';
import { WordIndex } from './word-index.ts';

/** What a query needs and a partly loaded index does not have yet: load it, then ask again. */
export class NeedsData extends Error {
  constructor(readonly need: DataNeed) {
    super('the search index part this query needs is not loaded');
  }
}

export interface DataNeed {
  /** Terms whose postings are needed. */
  terms?: Iterable<number>;
  /** Records needed whole (hits shown, filters on attributes that are not facets). */
  records?: Iterable<number>;
  /** Records whose words (attributeTerms) the ranking reads. */
  places?: Iterable<number>;
  /** Every record's distinct key and facet combination (a query with no word lists every record). */
  allFacts?: boolean;
}

export interface EngineData {
  readonly recordCount: number;
  readonly index: WordIndex;
  /** Records sharing a URL and anchor share this number (distinct keeps the first). */
  readonly distinctKeyOf: Int32Array;
  readonly distinctKeyCount: number;
  /** Records with the same facet values share this number: filters are tested once per combination. */
  readonly combinationOf: Int32Array;
  /** The facet values of each combination (a record, or an object with the facet attributes only). */
  readonly combinations: SearchRecord[];
  /** Whether parts load on demand: the engine then asks for what it reads before reading it. */
  readonly partial: boolean;
  /** Throws NeedsData naming what is not loaded yet; returns when all of it is. */
  require(need: DataNeed): void;
  record(id: number): SearchRecord;
  /** The record when loaded, else undefined (numeric filter columns skip the rest). */
  loadedRecord(id: number): SearchRecord | undefined;
  /** The words of each ranked attribute of a record, as term ids in order. */
  attributeTerms(id: number): Int32Array[];
}

const NO_TERMS = new Int32Array(0);
/** Per ranked attribute (RANKED_ATTRIBUTES): whether camelCaseAttributes (a listed attribute or one under it) splits its words. */
export const SPLITS_CAMEL_CASE = RANKED_ATTRIBUTES.map((attribute) => INDEX_SETTINGS.camelCaseAttributes.some((listed) => attribute === listed || attribute.startsWith(`${listed}.`)));
const RANKED_CONTENT = RANKED_ATTRIBUTES.indexOf('content');

/** The ranked attributes' texts of a record, in rank order (RANKED_ATTRIBUTES): hierarchy_radio (hierarchy-radio.ts), the hierarchy, content. */
function rankedTexts(record: SearchRecord): (string | null)[] {
  const { hierarchy: h, content } = record;
  // hierarchyRadio(record) read in place: an object per record cost 30 ms of the 450 ms a 1,000-page index takes to make.
  const own = record.type === 'content' ? -1 : LEVELS.indexOf(record.type);
  const texts: (string | null)[] = [null, null, null, null, null, null, null, h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, content];
  if (own >= 0) texts[own] = h[LEVELS[own]] ?? null;
  return texts;
}

/** Every record in memory: what `devcenter serve`, `dev` and the build (which writes the static index from it) use. */
export class MemoryData implements EngineData {
  /** The records, in custom-ranking order (number 0 ranks first). */
  readonly records: SearchRecord[];
  readonly index = new WordIndex();
  readonly distinctKeyOf: Int32Array;
  readonly distinctKeyCount: number;
  readonly combinationOf: Int32Array;
  readonly combinations: SearchRecord[];
  readonly partial = false;
  private readonly terms: Int32Array[][];

  /** `searchable: false`: the words and vocabulary only, no postings (the build writes the static index's own). */
  constructor(records: SearchRecord[], { searchable = true } = {}) {
    const order = customRankingOrder(records);
    this.records = order.map((i) => records[i]);
    const keys = groupRecords(records);
    this.distinctKeyOf = Int32Array.from(order, (i) => keys.distinctKeyOf[i]);
    this.distinctKeyCount = keys.distinctKeyCount;
    this.combinationOf = Int32Array.from(order, (i) => keys.combinationOf[i]);
    this.combinations = keys.combinations;
    // Every record repeats its page's hierarchy: each distinct heading is split into words once
    // (content is different in every record, so it is not remembered).
    const headingTerms = new Map<string, Int32Array>();
    this.terms = this.records.map((record) =>
      rankedTexts(record).map((text, i) => {
        if (!text) return NO_TERMS;
        if (i === RANKED_CONTENT) return this.index.termsOf(text, SPLITS_CAMEL_CASE[i]);
        let terms = headingTerms.get(text);
        if (!terms) headingTerms.set(text, (terms = this.index.termsOf(text, SPLITS_CAMEL_CASE[i])));
        return terms;
      }),
    );
    this.index.build(this.terms, searchable);
  }

  get recordCount(): number {
    return this.records.length;
  }

  require(): void {}

  record(id: number): SearchRecord {
    return this.records[id];
  }

  loadedRecord(id: number): SearchRecord {
    return this.records[id];
  }

  attributeTerms(id: number): Int32Array[] {
    return this.terms[id];
  }
}

/**
 * Numbers the records' URL and anchor pairs (distinct) and their facet combinations, in source order:
 * a page's records follow each other, so most share the previous record's pair.
 */
function groupRecords(records: SearchRecord[]): { distinctKeyOf: Int32Array; distinctKeyCount: number; combinationOf: Int32Array; combinations: SearchRecord[] } {
  const distinctKeyOf = new Int32Array(records.length);
  const combinationOf = new Int32Array(records.length);
  const distinctKeys = new Map<string, number>();
  const combinationIds = new Map<string, number>();
  const combinations: SearchRecord[] = [];
  records.forEach((record, i) => {
    const previous = records[i - 1];
    if (previous && previous.url_without_anchor === record.url_without_anchor && previous.anchor === record.anchor) distinctKeyOf[i] = distinctKeyOf[i - 1];
    else {
      const url = `${record.url_without_anchor}#${record.anchor ?? ''}`;
      if (!distinctKeys.has(url)) distinctKeys.set(url, distinctKeys.size);
      distinctKeyOf[i] = distinctKeys.get(url)!;
    }
    const signature = facetSignature(record);
    let id = combinationIds.get(signature);
    if (id === undefined) {
      combinationIds.set(signature, (id = combinations.length));
      combinations.push(record);
    }
    combinationOf[i] = id;
  });
  return { distinctKeyOf, distinctKeyCount: distinctKeys.size, combinationOf, combinations };
}

/** The facet attributes' paths, split once. */
const FACET_PATHS = FACET_ATTRIBUTES.map((attribute) => attribute.split('.'));

/**
 * A record's facet values as one string: records with the same one filter alike. Each value as
 * String() writes it (a list of versions joined by commas), as the filters compare them.
 */
function facetSignature(record: SearchRecord): string {
  let signature = '';
  for (const path of FACET_PATHS) {
    let value: unknown = record;
    for (const key of path) value = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
    signature += `${String(value ?? '')}\u0000`;
  }
  return signature;
}
