// Answers Algolia search requests over DocSearch records, in memory. The word index finds the records
// holding every query word (the last one as a prefix, with typo tolerance); the ranking and the
// response shape are Algolia's: typos, proximity, attribute, exactness, then the custom ranking.
import { randomBytes } from 'node:crypto';
import { HITS_PER_PAGE, SEARCHABLE_ATTRIBUTES, SNIPPET_ELLIPSIS, SNIPPET_WORDS, type FacetFilters, type HighlightResult, type SearchParams, type FacetSearchResponse, type SearchableAttribute, type SearchRecord, type SearchResponse, type SnippetResult } from '../../runtime/shared/search-wire.ts';
import { countFacets, DEFAULT_MAX_VALUES_PER_FACET, facetAttributes, type FacetRequest } from './facet-counts.ts';
import { checkSearchableFacet, DEFAULT_MAX_FACET_HITS, facetHits } from './facet-search.ts';
import { compileFacetFilters, filteredAttributes, valueAt } from './facet-filters.ts';
import { attributesOf, compileFilterString, listFilters, parseFilters, type ParsedFilters } from './filters-string.ts';
import { Highlighter, type QueryWordMatcher, type Tags } from './highlight.ts';
import { FACET_ATTRIBUTES } from './index-settings.ts';
import { DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE, PAGINATION_LIMIT } from './search-limits.ts';
import { allowedTypos, boundedDistance, tokenize } from './tokenize.ts';
import { NO_MATCH, WordIndex } from './word-index.ts';

const PROXIMITY_CAP = 8;
const CONTENT_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('content');
/** How many rounds of four queries warmUp runs. */
const WARM_UP_ROUNDS = 12;

/**
 * How many of the best candidates by typos (then custom ranking) get the costlier criteria: ten times
 * what the requested page reaches, at least 200. The rest cannot plausibly reach that page.
 */
const fullRankingLimit = (page: number, hitsPerPage: number) => Math.min(PAGINATION_LIMIT, Math.max(200, (page + 1) * hitsPerPage * 10));

const HIERARCHY_LEVELS = SEARCHABLE_ATTRIBUTES.slice(0, CONTENT_ATTRIBUTE).map((a) => a.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']);

/** Text of searchable attribute `i` of a record (undefined where a record lacks that level). */
const textAt = (record: SearchRecord, i: number): string | null | undefined => (i === CONTENT_ATTRIBUTE ? record.content : record.hierarchy[HIERARCHY_LEVELS[i]]);

/** The searchable attributes' texts of a record, in rank order. */
const searchableTexts = ({ hierarchy: h, content }: SearchRecord): (string | null)[] => [h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6, content];

const NO_TERMS = new Int32Array(0);

/** What the costlier criteria need to know of a query: which terms each query word matches. */
interface RankingQuery {
  /** Per query word, a mark per term id: 1 where the term matches the word (exactly, as a prefix or with typos). */
  matches: Uint8Array[];
  /** Per query word, the term id of the word itself (-1 when no record holds it). */
  exactTerms: number[];
  /** Scratch space, reused from one candidate to the next: where each query word matches (attribute, position pairs). */
  places: number[][];
  /** Scratch space: 1 where a query word was found exactly. */
  isExact: Uint8Array;
}

// Records are numbered in custom-ranking order (number 0 ranks first): candidates marked by number
// are already in that order, and the postings of a word visit per-record facts in memory order.
// Those facts live in typed arrays: a query visits tens of thousands of candidates, and reading one
// number from each beats reaching into as many objects.
export class SearchEngine {
  /** The records, in custom-ranking order. */
  private readonly records: SearchRecord[];
  /** The words of each record's searchable attributes, as term ids, in order. */
  private readonly attributeTerms: Int32Array[][];
  private readonly index = new WordIndex();
  /** Records sharing a URL and anchor share this number (distinct keeps the first). */
  private readonly distinctKeyOf: Int32Array;
  private readonly distinctKeyCount: number;
  /** Records with the same facet values share this number: filters are tested once per combination. */
  private readonly combinationOf: Int32Array;
  /** One record of each facet combination. */
  private readonly combinations: SearchRecord[];

  constructor(records: SearchRecord[]) {
    const order = records.map((_, i) => i).sort((a, b) => byCustomRanking(records[a], records[b]));
    this.records = order.map((i) => records[i]);
    const keys = groupRecords(records);
    this.distinctKeyOf = Int32Array.from(order, (i) => keys.distinctKeyOf[i]);
    this.distinctKeyCount = keys.distinctKeyCount;
    this.combinationOf = Int32Array.from(order, (i) => keys.combinationOf[i]);
    this.combinations = keys.combinations;
    // Every record repeats its page's hierarchy: each distinct heading is split into words once
    // (content is different in every record, so it is not remembered).
    const headingTerms = new Map<string, Int32Array>();
    this.attributeTerms = this.records.map((record) =>
      searchableTexts(record).map((text, i) => {
        if (!text) return NO_TERMS;
        if (i === CONTENT_ATTRIBUTE) return this.index.termsOf(text);
        let terms = headingTerms.get(text);
        if (!terms) headingTerms.set(text, (terms = this.index.termsOf(text)));
        return terms;
      }),
    );
    this.index.build(this.attributeTerms);
  }

  get size(): number {
    return this.records.length;
  }

  /** Records by objectID, made on the first getObject(s): searches never need it. */
  private byObjectID: Map<string, SearchRecord> | null = null;

  /**
   * One record as Algolia's getObject answers it: its attributes (those of `attributesToRetrieve`,
   * or all), objectID always; null when no record has that objectID.
   */
  getObject(objectID: string, attributesToRetrieve: string[] = ['*']): Record<string, unknown> | null {
    this.byObjectID ??= new Map(this.records.map((record) => [record.objectID, record]));
    const record = this.byObjectID.get(objectID);
    return record ? retrieved(record, attributesToRetrieve) : null;
  }

  /**
   * Runs a few searches for the index's own most common words (whole, begun, with a typo, two words),
   * so the first readers' queries do not pay for compiling the engine: a fresh server answered its
   * first 30 or so queries 3-10 times slower than the rest.
   */
  warmUp(): void {
    const words = this.index.commonWords(WARM_UP_ROUNDS + 1, 5);
    const language = (this.records[0] as SearchRecord | undefined)?.language;
    for (let i = 0; i < words.length - 1; i++) {
      const [word, next] = [words[i], words[i + 1]];
      const typo = word[0] + word[2] + word[1] + word.slice(3);
      for (const query of [word, word.slice(0, 3), typo, `${word} ${next.slice(0, 4)}`]) {
        this.search('warm-up', { query, hitsPerPage: HITS_PER_PAGE, attributesToSnippet: [`content:${SNIPPET_WORDS}`], snippetEllipsisText: SNIPPET_ELLIPSIS, facetFilters: [`language:${language}`] });
      }
    }
  }

  search(indexName: string, params: SearchParams): SearchResponse {
    const started = performance.now();
    const request = readRequest(params);
    const found = this.findCandidates(request, this.compileFilters(request.facetFilters, request.filters), request.distinct);
    const { hitsPerPage, page } = request;
    const end = Math.min(PAGINATION_LIMIT, (page + 1) * hitsPerPage);
    const shown = this.pickHits(request, found, end);
    const highlighter = new Highlighter(request.matchers, request.tags, this.index);
    const hits = shown.slice(page * hitsPerPage, end).map((id) => this.shapeHit(this.records[id], request, highlighter));
    const response: SearchResponse = {
      hits,
      nbHits: found.nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(Math.min(found.nbHits, PAGINATION_LIMIT) / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query: request.query,
      params: encodeParams(params),
      index: indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (request.facets) {
      const { allValuesListed, ...counts } = countFacets(this.combinations, this.matchingPerCombination(found), request.facets);
      Object.assign(response, counts, { exhaustiveFacetsCount: true, exhaustive: { facetsCount: true, facetValues: allValuesListed, nbHits: true } });
    }
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    return response;
  }

  /**
   * Algolia's search for facet values: the values of `facet` among the records matching the rest of
   * the query, filtered by `facetQuery`; throws for a facet that is not searchable.
   */
  searchFacetValues(facet: string, params: SearchParams): FacetSearchResponse {
    const started = performance.now();
    checkSearchableFacet(facet);
    const request = readRequest(params);
    const found = this.findCandidates(request, this.compileFilters(request.facetFilters, request.filters), false);
    const counts = countFacets(this.combinations, this.matchingPerCombination(found), { attributes: [facet], maxValues: Infinity, sortBy: 'count' }).facets[facet] ?? {};
    // facetQuery and maxFacetHits are checked when the request is read (search-params.ts).
    const maxFacetHits = (params.maxFacetHits as number | undefined) ?? DEFAULT_MAX_FACET_HITS;
    return {
      facetHits: facetHits(counts, typeof params.facetQuery === 'string' ? params.facetQuery : '', maxFacetHits, request.tags),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /**
   * Marks every candidate with its typo total: records holding every query word (the last as a
   * prefix) that pass the filters; with an empty query, every record that passes them.
   */
  private findCandidates(request: Request, passes: (id: number) => boolean, distinct: boolean): Candidates {
    const { words, typoTolerance, restrictTo } = request;
    const size = this.records.length;
    const typosOf = new Uint16Array(size);
    const perTypoCount = new Int32Array(2 * words.length + 1);
    const firstOfTypos = new Int32Array(perTypoCount.length).fill(size);
    // nbHits counts URL and anchor pairs (distinct) or records; it does not depend on the order.
    let nbHits = 0;
    const counted = new Uint8Array(distinct ? this.distinctKeyCount : 0);
    const mark = (id: number, typos: number) => {
      typosOf[id] = typos + 1;
      perTypoCount[typos]++;
      if (id < firstOfTypos[typos]) firstOfTypos[typos] = id;
      if (!distinct) nbHits++;
      else if (counted[this.distinctKeyOf[id]] === 0) {
        counted[this.distinctKeyOf[id]] = 1;
        nbHits++;
      }
    };
    const expansions = words.map((word, i) => this.index.expand(word, i === words.length - 1, typoTolerance === false ? 0 : undefined));
    if (words.length === 0) {
      for (let id = 0; id < size; id++) if (passes(id)) mark(id, 0);
    } else {
      // A record's typos are summed over the words; with restrictSearchableAttributes, over the
      // matches in those attributes only.
      const perWord = expansions.map((terms) => this.index.records(terms, size));
      const smallest = perWord.reduce((a, b) => (b.ids.length < a.ids.length ? b : a));
      const others = perWord.filter((word) => word !== smallest).map((word) => word.typos);
      const { ids, typos } = smallest;
      // typoTolerance min keeps only the fewest typos found, strict the two fewest counts: those
      // are known once every candidate is, so the candidates wait in `held` until then.
      const holding = typoTolerance === 'min' || typoTolerance === 'strict';
      const held = holding ? new Int32Array(ids.length) : null;
      const heldTotals = holding ? new Int32Array(ids.length) : null;
      let count = 0;
      for (let i = 0; i < ids.length; i++) {
        const id = ids[i];
        let total = typos[id];
        for (let w = 0; w < others.length && total >= 0; w++) total = others[w][id] === NO_MATCH ? -1 : total + others[w][id];
        if (total >= 0 && restrictTo) total = this.typosWithin(id, expansions, restrictTo);
        if (total < 0 || !passes(id)) continue;
        if (!held || !heldTotals) mark(id, total);
        else {
          held[count] = id;
          heldTotals[count++] = total;
        }
      }
      if (held && heldTotals) {
        const present = [...new Set(heldTotals.subarray(0, count))].sort((a, b) => a - b);
        const cutoff = typoTolerance === 'min' ? present[0] : (present[1] ?? present[0]);
        for (let i = 0; i < count; i++) if (heldTotals[i] <= cutoff) mark(held[i], heldTotals[i]);
      }
    }
    return { typosOf, perTypoCount, firstOfTypos, nbHits, expansions };
  }

  /** How many of the candidates share each facet combination: what facet counts are made from. */
  private matchingPerCombination(found: Candidates): Int32Array {
    const perCombination = new Int32Array(this.combinations.length);
    for (let id = 0; id < found.typosOf.length; id++) if (found.typosOf[id] > 0) perCombination[this.combinationOf[id]]++;
    return perCombination;
  }

  /** A record's typos over its matches in the given attributes only (-1: some word is not there). */
  private typosWithin(id: number, expansions: Map<number, number>[], attributes: number[]): number {
    let total = 0;
    for (const terms of expansions) {
      let best = Infinity;
      for (const a of attributes) {
        const words = this.attributeTerms[id][a];
        for (let i = 0; i < words.length; i++) {
          const cost = terms.get(words[i]);
          if (cost !== undefined && cost < best) best = cost;
        }
      }
      if (best === Infinity) return -1;
      total += best;
    }
    return total;
  }

  /**
   * The hits up to `end`, in order: candidates by typos then custom ranking, the best of them
   * reordered by the costlier criteria (the rest cannot reach the requested page); one per URL and
   * anchor when distinct.
   */
  private pickHits(request: Request, found: Candidates, end: number): number[] {
    const { words, distinct } = request;
    const candidates = orderCandidates(found.typosOf, found.perTypoCount, found.firstOfTypos);
    const shown: number[] = [];
    const seen = new Uint8Array(distinct ? this.distinctKeyCount : 0);
    const take = (id: number) => {
      if (distinct) {
        if (seen[this.distinctKeyOf[id]]) return;
        seen[this.distinctKeyOf[id]] = 1;
      }
      shown.push(id);
    };
    if (words.length > 0 && end > 0) {
      const rankingQuery: RankingQuery = {
        matches: found.expansions.map((terms) => {
          const marks = new Uint8Array(this.index.termCount);
          for (const term of terms.keys()) marks[term] = 1;
          return marks;
        }),
        exactTerms: words.map((word) => this.index.find(word) ?? -1),
        places: words.map(() => []),
        isExact: new Uint8Array(words.length),
      };
      const best: { id: number; key: RankingKey }[] = [];
      for (let i = fullRankingLimit(request.page, request.hitsPerPage); i > 0; i--) {
        const id = candidates.next();
        if (id < 0) break;
        best.push({ id, key: rankingKey(this.attributeTerms[id], candidates.typos(), rankingQuery) });
      }
      best.sort((x, y) => compareKeys(x.key, y.key) || x.id - y.id);
      for (const entry of best) take(entry.id);
    }
    while (shown.length < end) {
      const id = candidates.next();
      if (id < 0) break;
      take(id);
    }
    return shown;
  }

  /** A record test for the filters: one answer per facet combination when they only look at facets. */
  private compileFilters(facetFilters: FacetFilters | undefined, filters: ParsedFilters): (id: number) => boolean {
    const facetTest = compileFacetFilters(facetFilters);
    const stringTest = compileFilterString(filters, FACET_ATTRIBUTES);
    const test = filters.length === 0 ? facetTest : (record: Record<string, unknown>) => facetTest(record) && stringTest(record);
    const attributes = [...filteredAttributes(facetFilters), ...attributesOf(filters)];
    if (!attributes.every((a) => FACET_ATTRIBUTES.includes(a))) return (id) => test(this.records[id] as never);
    const answers = Uint8Array.from(this.combinations, (record) => (test(record as never) ? 1 : 0));
    return (id) => answers[this.combinationOf[id]] === 1;
  }

  private shapeHit(record: SearchRecord, request: Request, highlighter: Highlighter): Record<string, unknown> {
    const hit = retrieved(record, request.attributesToRetrieve);

    const highlightResult: Record<string, unknown> = {};
    const toHighlight = request.attributesToHighlight;
    SEARCHABLE_ATTRIBUTES.forEach((attribute, i) => {
      if (!toHighlight.includes(attribute) && !toHighlight.includes('*')) return;
      const text = textAt(record, i);
      if (text === null) return;
      setPath(highlightResult, attribute, highlighter.highlight(text ?? ''));
    });
    hit._highlightResult = highlightResult;

    if (request.attributesToSnippet?.length) {
      const snippetResult: Record<string, unknown> = {};
      for (const spec of request.attributesToSnippet) {
        const [attribute, count] = spec.split(':');
        const i = SEARCHABLE_ATTRIBUTES.indexOf(attribute as (typeof SEARCHABLE_ATTRIBUTES)[number]);
        const text = i < 0 ? null : textAt(record, i);
        if (text === null) continue;
        setPath(snippetResult, attribute, highlighter.snippet(text ?? '', Number(count) || 10, request.snippetEllipsisText));
      }
      hit._snippetResult = snippetResult;
    }
    return hit;
  }
}

/**
 * What the engine reads of a request, in one shape: requests come in many (whatever fields a client
 * sends), and code that sees one shape stays optimised.
 */
interface Request {
  query: string;
  /** The query's words, normalised. */
  words: string[];
  matchers: QueryWordMatcher[];
  hitsPerPage: number;
  page: number;
  distinct: boolean;
  facetFilters: FacetFilters | undefined;
  /** The `filters` string, parsed (checked already when the request was read). */
  filters: ParsedFilters;
  tags: Tags;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[] | undefined;
  snippetEllipsisText: string;
  /** `facets`: what to count, or null when not asked. */
  facets: FacetRequest | null;
  /** Algolia's typoTolerance: typos allowed (true), none (false), only the fewest (min), the two fewest counts (strict). */
  typoTolerance: boolean | 'min' | 'strict';
  /** restrictSearchableAttributes, as indexes into SEARCHABLE_ATTRIBUTES; null: all. */
  restrictTo: number[] | null;
}

function readRequest(params: SearchParams): Request {
  const query = typeof params.query === 'string' ? params.query : '';
  const tokens = tokenize(query);
  return {
    query,
    words: tokens.map((t) => t.word),
    matchers: tokens.map((t, i) => matcherFor(t.word, i === tokens.length - 1, query.slice(t.start, t.end))),
    hitsPerPage: clamp(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE),
    page: Math.max(0, Math.floor(params.page ?? 0)),
    distinct: params.distinct !== false && params.distinct !== 0,
    facetFilters: params.facetFilters,
    // filters, numericFilters and tagFilters combine with AND (facetFilters too, tested apart).
    filters: [...(typeof params.filters === 'string' ? parseFilters(params.filters) : []), ...listFilters(params.numericFilters, 'numeric'), ...listFilters(params.tagFilters, 'tag')],
    tags: { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' },
    attributesToRetrieve: params.attributesToRetrieve ?? ['*'],
    attributesToHighlight: params.attributesToHighlight ?? [...SEARCHABLE_ATTRIBUTES],
    attributesToSnippet: params.attributesToSnippet,
    snippetEllipsisText: params.snippetEllipsisText ?? SNIPPET_ELLIPSIS,
    typoTolerance: params.typoTolerance === false || params.typoTolerance === 'false' ? false : params.typoTolerance === 'min' || params.typoTolerance === 'strict' ? params.typoTolerance : true,
    restrictTo: Array.isArray(params.restrictSearchableAttributes) ? (params.restrictSearchableAttributes as string[]).map((a) => SEARCHABLE_ATTRIBUTES.indexOf(a as SearchableAttribute)) : null,
    facets: params.facets
      ? { attributes: facetAttributes(params.facets), maxValues: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET, sortBy: params.sortFacetValuesBy ?? 'count' }
      : null,
  };
}

/** The candidates of a query, marked by record number (typo total plus one; 0: not a candidate). */
interface Candidates {
  typosOf: Uint16Array;
  /** How many candidates have each typo total, and the first of them. */
  perTypoCount: Int32Array;
  firstOfTypos: Int32Array;
  nbHits: number;
  /** The terms each query word matches, with their typos. */
  expansions: Map<number, number>[];
}

/**
 * Walks the marked candidates by typo total, then custom ranking (their numbers), one at a time: the
 * counts per total tell when one total is done, so the walk stops as soon as the page is filled.
 */
function orderCandidates(typosOf: Uint16Array, perTypoCount: Int32Array, firstOfTypos: Int32Array): { next: () => number; typos: () => number } {
  let typos = 0;
  let id = firstOfTypos[0];
  let found = 0;
  const next = () => {
    while (typos < perTypoCount.length) {
      if (found < perTypoCount[typos]) {
        while (typosOf[id] !== typos + 1) id++;
        found++;
        return id++;
      }
      typos++;
      id = typos < firstOfTypos.length ? firstOfTypos[typos] : 0;
      found = 0;
    }
    return -1;
  };
  return { next, typos: () => typos };
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
    // Few combinations exist (record types times docs versions): compare with them before building a key.
    let known = 0;
    while (known < Math.min(8, combinations.length) && !hasSameFacets(combinations[known], record)) known++;
    if (known < Math.min(8, combinations.length)) combinationOf[i] = known;
    else {
      const facets = record as unknown as Record<string, unknown>;
      const signature = FACET_ATTRIBUTES.map((a) => String(valueAt(facets, a) ?? '')).join('\u0000');
      if (!combinationIds.has(signature)) {
        combinationIds.set(signature, combinations.length);
        combinations.push(record);
      }
      combinationOf[i] = combinationIds.get(signature)!;
    }
  });
  return { distinctKeyOf, distinctKeyCount: distinctKeys.size, combinationOf, combinations };
}

/** Whether two records have the same values for every facet attribute (as the signature compares them). */
function hasSameFacets(a: SearchRecord, b: SearchRecord): boolean {
  const x = a as unknown as Record<string, unknown>;
  const y = b as unknown as Record<string, unknown>;
  return FACET_ATTRIBUTES.every((attribute) => {
    const [u, v] = [valueAt(x, attribute), valueAt(y, attribute)];
    if (u === v) return true;
    // Lists of strings (version): equal item by item, without joining them.
    if (Array.isArray(u) && Array.isArray(v) && u.length === v.length && u.every((item, i) => typeof item === 'string' && item === v[i])) return true;
    return String(u ?? '') === String(v ?? '');
  });
}

/** A deep copy of JSON-like data (records come from JSON), far cheaper than structuredClone. */
/** A record's attributes named by `retrieve` (`*`: all), copied, with its objectID always. */
function retrieved(record: SearchRecord, retrieve: string[]): Record<string, unknown> {
  const fields = record as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = retrieve.includes('*') ? clonePlain(fields) : {};
  if (!retrieve.includes('*')) for (const attribute of retrieve) copyPath(fields, copy, attribute);
  copy.objectID = record.objectID;
  return copy;
}

function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
  return copy as T;
}

function matcherFor(word: string, isLast: boolean, original: string): QueryWordMatcher {
  const typos = allowedTypos(word);
  const lengthOf = (candidate: string) => {
    if (candidate === word) return candidate.length;
    if (isLast && candidate.startsWith(word)) return word.length;
    if (typos > 0 && boundedDistance(word, candidate, typos) <= typos) return candidate.length;
    // A typo in the word being typed: compare with the same length of the candidate.
    if (isLast && typos > 0 && candidate.length > word.length && boundedDistance(word, candidate.slice(0, word.length), typos) <= typos) return word.length;
    return 0;
  };
  return { original, matchLength: lengthOf };
}

type RankingKey = [typos: number, proximity: number, attribute: number, exact: number];

/** Algolia's tie-breaking criteria, in order (lower is better; exactness is negated). */
function rankingKey(attributes: Int32Array[], typos: number, query: RankingQuery): RankingKey {
  const { matches, exactTerms, places, isExact } = query;
  const count = matches.length;
  isExact.fill(0);
  for (const list of places) list.length = 0;
  let attribute: number = SEARCHABLE_ATTRIBUTES.length;
  let exact = 0;
  for (let a = 0; a < attributes.length; a++) {
    const terms = attributes[a];
    for (let p = 0; p < terms.length; p++) {
      const term = terms[p];
      for (let w = 0; w < count; w++) {
        if (matches[w][term] === 0) continue;
        if (a < attribute) attribute = a;
        if (term === exactTerms[w] && isExact[w] === 0) {
          isExact[w] = 1;
          exact++;
        }
        // Proximity only compares one word with the one before it.
        if (count > 1) places[w].push(a, p);
      }
    }
  }
  let proximity = 0;
  for (let w = 1; w < count; w++) {
    let nearest: number = PROXIMITY_CAP;
    const here = places[w];
    const before = places[w - 1];
    for (let i = 0; i < here.length; i += 2) {
      for (let j = 0; j < before.length; j += 2) if (here[i] === before[j]) nearest = Math.min(nearest, Math.abs(here[i + 1] - before[j + 1]));
    }
    proximity += nearest;
  }
  return [typos, proximity, attribute, -exact];
}

function compareKeys(a: RankingKey, b: RankingKey): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The DocSearch template's customRanking: desc(weight.pageRank), desc(weight.level), asc(weight.position). */
function byCustomRanking(a: SearchRecord, b: SearchRecord): number {
  const x = a.weight;
  const y = b.weight;
  return y.pageRank - x.pageRank || y.level - x.level || x.position - y.position;
}


function clamp(value: unknown, min: number, max: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : min;
}

function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, dotted: string): void {
  const [head, ...rest] = dotted.split('.');
  if (!(head in from)) return;
  if (rest.length === 0) {
    to[head] = from[head];
    return;
  }
  const inner = from[head];
  if (typeof inner !== 'object' || inner === null) return;
  to[head] = (to[head] as Record<string, unknown> | undefined) ?? {};
  copyPath(inner as Record<string, unknown>, to[head] as Record<string, unknown>, rest.join('.'));
}

function setPath(target: Record<string, unknown>, dotted: string, value: HighlightResult | SnippetResult): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] as Record<string, unknown> | undefined) ?? (node[part] = {});
  node[parts[parts.length - 1]] = value;
}

/** The request's parameters as Algolia echoes them: a URL-encoded string. */
function encodeParams(params: SearchParams): string {
  const entries = Object.entries(params).filter(([k, v]) => k !== 'indexName' && v !== undefined);
  return new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string])).toString();
}

