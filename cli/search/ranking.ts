// Algolia's tie-breaking criteria after words and typos, computed from a record's words (as term ids):
// attribute, proximity and exact, in the order the index settings' `ranking` gives them, so the
// embedded engine and the hosted index rank alike. Words and typos come first in that ranking and
// are the candidates' bucket (engine.ts), which this key starts with.
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import { INDEX_SETTINGS, RANKED_ATTRIBUTES } from './index-settings.ts';

const RANKED_ATTRIBUTE_COUNT = RANKED_ATTRIBUTES.length;

/** Words further apart than this (or in different attributes) count as this far (Algolia's cap). */
const PROXIMITY_CAP = 8;
/** The place of a word inside an ordered attribute counts up to here. */
const POSITION_CAP = 999;

/** In RankingQuery.matches: how a term matches a query word. */
export const MATCHES = 1;
export const MATCHES_EXACTLY = 2;

export type ExactOnSingleWordQuery = 'attribute' | 'word' | 'none';

/** The searchable attributes whose word positions count for the attribute criterion: all but unordered(…). */
const ORDERED = INDEX_SETTINGS.searchableAttributes.map((attribute) => !attribute.startsWith('unordered('));

/** attribute, proximity and exact, in the settings' order; words, filters and typo come before them. */
const CRITERIA = INDEX_SETTINGS.ranking.filter((criterion) => criterion === 'attribute' || criterion === 'proximity' || criterion === 'exact');
if (INDEX_SETTINGS.ranking.slice(0, 3).join() !== 'words,filters,typo' || CRITERIA.length !== 3 || INDEX_SETTINGS.ranking.at(-1) !== 'custom') {
  // The candidates are walked by words then typos, and custom ranking is their numbering.
  throw new Error('the embedded engine ranks by words, filters, typo, then attribute, proximity and exact in any order, then custom');
}

export interface RankingQuery {
  /** Per query word, per term id: 0, MATCHES (as a prefix or with typos) or MATCHES_EXACTLY (the word or its plural). */
  matches: Uint8Array[];
  exactOnSingleWordQuery: ExactOnSingleWordQuery;
  /** Scratch space, reused from one record to the next: where each query word matches (attribute, position pairs). */
  places: number[][];
  /** Scratch space: 1 where a query word was found exactly. */
  isExact: Uint8Array;
  /** How many camel-case parts follow a term in the attributes (camelCaseAttributes): they are still one word. */
  camelPartsOf: (term: number) => number;
}

export function rankingQuery(matches: Uint8Array[], exactOnSingleWordQuery: ExactOnSingleWordQuery, camelPartsOf: (term: number) => number = () => 0): RankingQuery {
  return { matches, exactOnSingleWordQuery, places: matches.map(() => []), isExact: new Uint8Array(matches.length), camelPartsOf };
}

/** What getRankingInfo reports besides words and typos. */
export interface RankingDetails {
  /** The best attribute's rank × 1000, plus the first match's position in an ordered attribute. */
  attribute: number;
  proximity: number;
  exact: number;
  /** Attribute rank × 1000 + position of the first matching word (getRankingInfo's firstMatchedWord). */
  firstMatchedWord: number;
}

/** The criteria of one record for a query (lower attribute and proximity are better, higher exact). */
export function rankingDetails(attributes: Int32Array[], query: RankingQuery): RankingDetails {
  const { matches, places, isExact } = query;
  const count = matches.length;
  isExact.fill(0);
  for (const list of places) list.length = 0;
  let attribute = RANKED_ATTRIBUTE_COUNT * 1000;
  let firstMatchedWord = attribute;
  let exact = 0;
  let wholeAttribute = 0;
  for (let a = 0; a < attributes.length; a++) {
    const terms = attributes[a];
    for (let p = 0; p < terms.length; p++) {
      const term = terms[p];
      for (let w = 0; w < count; w++) {
        const match = matches[w][term];
        if (match === 0) continue;
        const at = a * 1000 + Math.min(p, POSITION_CAP);
        if (at < firstMatchedWord) firstMatchedWord = at;
        const rank = ORDERED[a] ? at : a * 1000;
        if (rank < attribute) attribute = rank;
        if (match === MATCHES_EXACTLY) {
          if (isExact[w] === 0) {
            isExact[w] = 1;
            exact++;
          }
          // The attribute is this one word ("primaryColor" followed by its parts is still one word).
          if (p === 0 && (terms.length === 1 || terms.length === 1 + query.camelPartsOf(term))) wholeAttribute = 1;
        }
        // Proximity only compares one word with the one before it.
        if (count > 1) places[w].push(a, p);
      }
    }
  }
  // The best matching attribute is then the one the attribute criterion counts, as getRankingInfo reports it.
  if (count > 1 && INDEX_SETTINGS.attributeCriteriaComputedByMinProximity) attribute = firstMatchedWord = attributeOfMinProximity(places, attributes.length);
  return { attribute, proximity: count > 1 ? proximityOf(places) : 0, exact: count > 1 ? exact : singleWordExact(query, exact, wholeAttribute), firstMatchedWord };
}

/**
 * attributeCriteriaComputedByMinProximity: the attribute criterion counts the attribute holding the
 * query's words closest together (an error code's words side by side in a table cell), not the
 * highest one holding any of them (one of its words in a page title). A word the record holds
 * elsewhere counts as further than the cap; earlier attributes win ties. Returns the rank as
 * `attribute` is: attribute × 1000, plus the first match's position in an ordered attribute.
 */
function attributeOfMinProximity(places: number[][], attributeCount: number): number {
  let best = Infinity;
  let bestRank = attributeCount * 1000;
  // Only the attributes holding a query word are worth a look.
  let holding = 0;
  for (const here of places) for (let i = 0; i < here.length; i += 2) holding |= 1 << here[i];
  for (let a = 0; a < attributeCount; a++) {
    if ((holding & (1 << a)) === 0) continue;
    let distance = 0;
    let first = Infinity;
    let before: number[] | null = null;
    for (const here of places) {
      // A word the record lacks (optional words) is skipped, as in proximityOf.
      if (here.length === 0) continue;
      first = Math.min(first, firstPositionIn(here, a));
      // Two words of which one is outside the attribute are further apart than any two inside it.
      if (before) {
        const nearest = nearestDistance(here, before, a);
        distance += nearest === Infinity ? PROXIMITY_CAP + 1 : Math.min(nearest, PROXIMITY_CAP);
      }
      before = here;
    }
    if (first !== Infinity && distance < best) {
      best = distance;
      bestRank = a * 1000 + (ORDERED[a] ? Math.min(first, POSITION_CAP) : 0);
    }
  }
  return bestRank;
}

/** The first position of a word's places (attribute, position pairs) in attribute `a`; Infinity when it has none there. */
function firstPositionIn(places: number[], a: number): number {
  const [from, to] = rangeIn(places, a);
  return from < to ? places[from + 1] : Infinity;
}

/** The pairs of `places` (attribute, position pairs in attribute then position order) in attribute `a`: [from, to) indexes. */
function rangeIn(places: number[], a: number, from = 0): [number, number] {
  let start = from;
  while (start < places.length && places[start] < a) start += 2;
  let end = start;
  while (end < places.length && places[end] === a) end += 2;
  return [start, end];
}

/** The smallest distance between a position of `a` in [aFrom, aTo) and one of `b` in [bFrom, bTo), both ascending. */
function nearestPositions(a: number[], aFrom: number, aTo: number, b: number[], bFrom: number, bTo: number): number {
  let best = Infinity;
  for (let i = aFrom, j = bFrom; i < aTo && j < bTo && best > 0; ) {
    best = Math.min(best, Math.abs(a[i + 1] - b[j + 1]));
    if (a[i + 1] < b[j + 1]) i += 2;
    else j += 2;
  }
  return best;
}

/**
 * The smallest distance between a place of `a` and one of `b` in the same attribute (in attribute
 * `only`, when given), or Infinity. Both lists are in attribute then position order (rankingDetails
 * walks the record so), so one pass over each finds it: a long record (thousands of places of a word
 * that matches everywhere) costs the sum of the two lists, not their product, which let one query
 * hold the server for 23 s on a record of 8,000 words.
 */
function nearestDistance(a: number[], b: number[], only = -1): number {
  if (only >= 0) {
    const [aFrom, aTo] = rangeIn(a, only);
    const [bFrom, bTo] = rangeIn(b, only);
    return nearestPositions(a, aFrom, aTo, b, bFrom, bTo);
  }
  let best = Infinity;
  for (let i = 0, j = 0; i < a.length && j < b.length && best > 0; ) {
    if (a[i] < b[j]) i = rangeIn(a, b[j], i)[0];
    else if (b[j] < a[i]) j = rangeIn(b, a[i], j)[0];
    else {
      const [aFrom, aTo] = rangeIn(a, a[i], i);
      const [bFrom, bTo] = rangeIn(b, b[j], j);
      best = Math.min(best, nearestPositions(a, aFrom, aTo, b, bFrom, bTo));
      [i, j] = [aTo, bTo];
    }
  }
  return best;
}

/**
 * exactOnSingleWordQuery: `attribute` (Algolia's default) is exact only when a whole attribute is the
 * word ("BigCommerce" above "BigCommerce legacy accounts"); `word` when the word is found whole.
 */
function singleWordExact(query: RankingQuery, wordFound: number, wholeAttribute: number): number {
  if (query.exactOnSingleWordQuery === 'none') return 0;
  return query.exactOnSingleWordQuery === 'attribute' ? wholeAttribute : wordFound;
}

/** The distance from each matched query word to the previous matched one, in one attribute, summed. */
function proximityOf(places: number[][]): number {
  let proximity = 0;
  let before: number[] | null = null;
  for (const here of places) {
    // A word an optional-words query did not find is skipped: the next one is compared with the last found.
    if (here.length === 0) continue;
    if (before) proximity += Math.min(nearestDistance(here, before), PROXIMITY_CAP);
    before = here;
  }
  return proximity;
}

/** A record's ranking key after its bucket (words then typos): the three criteria in the settings' order. */
export type RankingKey = [bucket: number, first: number, second: number, third: number];

export function rankingKey(bucket: number, details: RankingDetails): RankingKey {
  const value = (criterion: (typeof CRITERIA)[number]) => (criterion === 'attribute' ? details.attribute : criterion === 'proximity' ? details.proximity : -details.exact);
  return [bucket, value(CRITERIA[0]), value(CRITERIA[1]), value(CRITERIA[2])];
}

export function compareKeys(a: RankingKey, b: RankingKey): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The settings' customRanking (`desc(weight.pageRank)`…): each an attribute path and a direction. */
const CUSTOM_RANKING = INDEX_SETTINGS.customRanking.map((spec) => {
  const [, direction, path] = /^(asc|desc)\((.+)\)$/.exec(spec) ?? [];
  if (!path) throw new Error(`customRanking entry ${spec} is not asc(…) or desc(…)`);
  return { descending: direction === 'desc', path: path.split('.') };
});

/**
 * The records' numbers (by index) in the index's customRanking order, ties in the order given: each
 * record's numbers read once rather than at every comparison (20,000 records compare 300,000 times).
 */
export function customRankingOrder(records: SearchRecord[]): number[] {
  const columns = CUSTOM_RANKING.map(({ path }) => {
    const column = new Float64Array(records.length);
    for (let i = 0; i < records.length; i++) column[i] = numberAt(records[i], path);
    return column;
  });
  const descending = CUSTOM_RANKING.map((criterion) => criterion.descending);
  const order = new Array<number>(records.length);
  for (let i = 0; i < records.length; i++) order[i] = i;
  // No allocation per comparison: a pair destructured from a new array each time was most of the sort.
  return order.sort((a, b) => {
    for (let c = 0; c < columns.length; c++) {
      const x = columns[c][a];
      const y = columns[c][b];
      if (x === y) continue;
      // NaN (a record without the number) sorts last, whatever the direction.
      const xMissing = x !== x;
      const yMissing = y !== y;
      if (xMissing || yMissing) {
        if (xMissing && yMissing) continue;
        return xMissing ? 1 : -1;
      }
      return descending[c] ? y - x : x - y;
    }
    return 0;
  });
}

/** A record's number at a dotted path; NaN when it has none (such records sort last, as on Algolia). */
function numberAt(record: SearchRecord, path: string[]): number {
  let value: unknown = record;
  for (let i = 0; i < path.length; i++) value = (value as Record<string, unknown> | null | undefined)?.[path[i]];
  return typeof value === 'number' ? value : typeof value === 'boolean' ? Number(value) : Number.NaN;
}

