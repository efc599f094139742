// Answers Algolia search requests over DocSearch records, in memory. The word index finds the records
// holding every query word (the last one as a prefix, with typo tolerance); the ranking and the
// response shape are Algolia's: typos, proximity, attribute, exactness, then the custom ranking.
import { randomBytes } from 'node:crypto';
import { compileFacetFilters, filteredAttributes, type FacetFilters } from './facet-filters.ts';
import { highlight, snippet, type HighlightValue, type QueryWordMatcher, type Tags } from './highlight.ts';
import type { SearchRecord } from './records.ts';
import { allowedTypos, boundedDistance, tokenize } from './tokenize.ts';
import { NO_MATCH, WordIndex } from './word-index.ts';

/** Searchable attributes in rank order (the DocSearch template's). */
export const SEARCHABLE_ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'] as const;
const PROXIMITY_CAP = 8;
const CONTENT_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('content');
/** The index's attributesForFaceting: records share few combinations of their values. */
const FACET_ATTRIBUTES = ['type', 'lang', 'language', 'version', 'docusaurus_tag'];
const PAGINATION_LIMIT = 1000;

export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  clickAnalytics?: boolean;
  distinct?: boolean | number;
  [other: string]: unknown;
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
}

interface Indexed {
  record: SearchRecord;
  /** Text of each searchable attribute ('' when null). */
  texts: string[];
  /** The words of each attribute, in order, computed once at indexing. */
  words: string[][];
  /** Place in the custom ranking (0 = first), so candidates sort by integers. */
  rank: number;
  /** Records sharing a URL and anchor share this number (distinct keeps the first). */
  distinctKey: number;
  /** Records with the same facet values share this number: filters are tested once per combination. */
  facetCombination: number;
}

/**
 * How many of the best candidates by typos (then custom ranking) get the costlier criteria: ten times
 * what the requested page reaches, at least 200. The rest cannot plausibly reach that page.
 */
const fullRankingLimit = (page: number, hitsPerPage: number) => Math.min(PAGINATION_LIMIT, Math.max(200, (page + 1) * hitsPerPage * 10));

const textOf = (record: SearchRecord, attribute: string): string | null =>
  attribute === 'content' ? record.content : record.hierarchy[attribute.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']];

export class SearchEngine {
  private readonly docs: Indexed[];
  private readonly index = new WordIndex();
  /** Record ids in custom-ranking order. */
  private byRank: number[] = [];
  /** One record of each facet combination. */
  private readonly combinations: SearchRecord[] = [];
  private distinctKeyCount = 0;

  constructor(records: SearchRecord[]) {
    const distinctKeys = new Map<string, number>();
    const combinationIds = new Map<string, number>();
    // Every record repeats its page's hierarchy: each distinct heading is split into words once
    // (content is different in every record, so it is not remembered).
    const wordsOf = new Map<string, string[]>();
    const split = (text: string, attribute: number) => {
      if (attribute === CONTENT_ATTRIBUTE) return tokenize(text).map((token) => token.word);
      let words = wordsOf.get(text);
      if (!words) wordsOf.set(text, (words = tokenize(text).map((token) => token.word)));
      return words;
    };
    this.docs = records.map((record, id) => {
      const texts = SEARCHABLE_ATTRIBUTES.map((a) => textOf(record, a) ?? '');
      const words = texts.map(split);
      this.index.add(id, words);
      const url = `${record.url_without_anchor}#${record.anchor ?? ''}`;
      if (!distinctKeys.has(url)) distinctKeys.set(url, distinctKeys.size);
      const facets = record as unknown as Record<string, unknown>;
      const signature = FACET_ATTRIBUTES.map((a) => String(facets[a] ?? '')).join('\u0000');
      if (!combinationIds.has(signature)) {
        combinationIds.set(signature, this.combinations.length);
        this.combinations.push(record);
      }
      return { record, texts, words, rank: 0, distinctKey: distinctKeys.get(url)!, facetCombination: combinationIds.get(signature)! };
    });
    this.distinctKeyCount = distinctKeys.size;
    this.byRank = this.docs.map((_, id) => id).sort((a, b) => byCustomRanking(this.docs[a], this.docs[b]));
    this.byRank.forEach((id, rank) => (this.docs[id].rank = rank));
    this.index.finish();
  }

  get size(): number {
    return this.docs.length;
  }

  search(indexName: string, params: SearchParams): SearchResponse {
    const started = performance.now();
    const query = typeof params.query === 'string' ? params.query : '';
    const queryTokens = tokenize(query);
    const words = queryTokens.map((t) => t.word);
    const hitsPerPage = clamp(params.hitsPerPage ?? 20, 0, 1000);
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const matchers = queryTokens.map((t, i) => matcherFor(t.word, i === queryTokens.length - 1, query.slice(t.start, t.end)));

    const passesFilters = this.compileFilters(params.facetFilters);
    const size = this.docs.length;
    // Candidates in order, as record ids: typos first, then the custom ranking (an empty query: all
    // records that pass the filters, in custom-ranking order).
    let order: number[];
    let head: Indexed[] = [];
    if (words.length === 0) {
      order = this.byRank.filter((id) => passesFilters(this.docs[id]));
    } else {
      // Every query word must match (the last as a prefix); a record's typos are summed over the words.
      const expansions = words.map((word, i) => this.index.expand(word, i === words.length - 1));
      const perWord = expansions.map((terms) => this.index.records(terms, size));
      const smallest = perWord.reduce((a, b) => (b.ids.length < a.ids.length ? b : a));
      // Each candidate's typo total, marked at its place in the custom ranking (0: not a candidate).
      const typosAtRank = new Uint8Array(size);
      let maxTypos = 0;
      for (const id of smallest.ids) {
        let total = 0;
        let everyWord = true;
        for (const word of perWord) {
          const t = word.typos[id];
          if (t === NO_MATCH) {
            everyWord = false;
            break;
          }
          total += t;
        }
        if (!everyWord || !passesFilters(this.docs[id])) continue;
        typosAtRank[this.docs[id].rank] = total + 1;
        if (total > maxTypos) maxTypos = total;
      }
      // Typos first, then the custom ranking: one pass over the ranks per typo count, no sort.
      const ids: number[] = [];
      const typosOf: number[] = [];
      for (let typos = 0; typos <= maxTypos; typos++) {
        for (let rank = 0; rank < size; rank++) {
          if (typosAtRank[rank] !== typos + 1) continue;
          ids.push(this.byRank[rank]);
          typosOf.push(typos);
        }
      }
      order = ids;
      // Only the best candidates get the costlier criteria: the rest cannot reach the requested page.
      const termsOfWord = expansions.map((terms) => new Set(terms.keys()));
      const limit = Math.min(order.length, fullRankingLimit(page, hitsPerPage));
      const best: { doc: Indexed; key: RankingKey }[] = [];
      for (let i = 0; i < limit; i++) {
        const doc = this.docs[order[i]];
        best.push({ doc, key: rankingKey(doc, typosOf[i], words, termsOfWord) });
      }
      head = best.sort((x, y) => compareKeys(x.key, y.key) || x.doc.rank - y.doc.rank).map((entry) => entry.doc);
    }
    const distinct = params.distinct !== false && params.distinct !== 0;
    // The hits that can be shown (Algolia pages to 1,000), and how many there are in all: counted
    // with a marker per URL and anchor, without building anything per candidate.
    const shown: Indexed[] = [];
    const seen = new Uint8Array(distinct ? this.distinctKeyCount : 0);
    const take = (doc: Indexed) => {
      if (distinct) {
        if (seen[doc.distinctKey]) return;
        seen[doc.distinctKey] = 1;
      }
      if (shown.length < PAGINATION_LIMIT) shown.push(doc);
    };
    for (const doc of head) take(doc);
    let nbHits = shown.length;
    for (let i = head.length; i < order.length; i++) {
      const doc = this.docs[order[i]];
      if (distinct && seen[doc.distinctKey]) continue;
      nbHits++;
      take(doc);
    }
    const reachable = Math.min(nbHits, PAGINATION_LIMIT);
    const tags: Tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
    const hits = hitsPerPage === 0 ? [] : shown.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((d) => this.shapeHit(d, params, matchers, tags));
    const response: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: encodeParams(params),
      index: indexName,
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (params.clickAnalytics) response.queryID = randomBytes(16).toString('hex');
    return response;
  }

  /** A record test for the filters: one answer per facet combination when they only look at facets. */
  private compileFilters(filters: FacetFilters | undefined): (doc: Indexed) => boolean {
    const test = compileFacetFilters(filters);
    if (![...filteredAttributes(filters)].every((a) => FACET_ATTRIBUTES.includes(a))) return (doc) => test(doc.record as never);
    const answers = this.combinations.map((record) => test(record as never));
    return (doc) => answers[doc.facetCombination];
  }

  private shapeHit(doc: Indexed, params: SearchParams, matchers: QueryWordMatcher[], tags: Tags): Record<string, unknown> {
    const record = doc.record as unknown as Record<string, unknown>;
    const retrieve = params.attributesToRetrieve ?? ['*'];
    const hit: Record<string, unknown> = retrieve.includes('*') ? structuredClone(record) : {};
    if (!retrieve.includes('*')) for (const attribute of retrieve) copyPath(record, hit, attribute);
    hit.objectID = doc.record.objectID;

    const highlightResult: Record<string, unknown> = {};
    const toHighlight = params.attributesToHighlight ?? [...SEARCHABLE_ATTRIBUTES];
    SEARCHABLE_ATTRIBUTES.forEach((attribute, i) => {
      if (!toHighlight.includes(attribute) && !toHighlight.includes('*')) return;
      if (textOf(doc.record, attribute) === null) return;
      setPath(highlightResult, attribute, highlight(doc.texts[i], matchers, tags));
    });
    hit._highlightResult = highlightResult;

    if (params.attributesToSnippet?.length) {
      const snippetResult: Record<string, unknown> = {};
      for (const spec of params.attributesToSnippet) {
        const [attribute, count] = spec.split(':');
        const i = SEARCHABLE_ATTRIBUTES.indexOf(attribute as (typeof SEARCHABLE_ATTRIBUTES)[number]);
        if (i < 0 || textOf(doc.record, attribute) === null) continue;
        setPath(snippetResult, attribute, snippet(doc.texts[i], matchers, Number(count) || 10, tags, params.snippetEllipsisText ?? '…'));
      }
      hit._snippetResult = snippetResult;
    }
    return hit;
  }
}

function matcherFor(word: string, isLast: boolean, original: string): QueryWordMatcher {
  const typos = allowedTypos(word);
  return {
    original,
    matchLength: (candidate) => {
      if (candidate === word) return candidate.length;
      if (isLast && candidate.startsWith(word)) return word.length;
      if (typos > 0 && boundedDistance(word, candidate, typos) <= typos) return candidate.length;
      // A typo in the word being typed: compare with the same length of the candidate.
      if (isLast && typos > 0 && candidate.length > word.length && boundedDistance(word, candidate.slice(0, word.length), typos) <= typos) return word.length;
      return 0;
    },
  };
}

type RankingKey = [typos: number, proximity: number, attribute: number, exact: number];

/** Algolia's tie-breaking criteria, in order (lower is better; exactness is negated). */
function rankingKey(doc: Indexed, typos: number, words: string[], termsOfWord: Set<string>[]): RankingKey {
  let attribute: number = SEARCHABLE_ATTRIBUTES.length;
  const exactWords = new Set<number>();
  const positions: Map<number, number[]>[] = words.map(() => new Map());
  doc.words.forEach((tokens, a) => {
    tokens.forEach((token, p) => {
      termsOfWord.forEach((terms, w) => {
        if (!terms.has(token)) return;
        attribute = Math.min(attribute, a);
        if (token === words[w]) exactWords.add(w);
        const list = positions[w].get(a) ?? [];
        list.push(p);
        positions[w].set(a, list);
      });
    });
  });
  const exact = exactWords.size;
  let proximity = 0;
  for (let w = 1; w < words.length; w++) {
    let nearest: number = PROXIMITY_CAP;
    for (const [a, here] of positions[w]) {
      const before = positions[w - 1].get(a);
      if (!before) continue;
      for (const p of here) for (const q of before) nearest = Math.min(nearest, Math.abs(p - q));
    }
    proximity += nearest;
  }
  return [typos, proximity, attribute, -Math.min(exact, words.length)];
}

function compareKeys(a: RankingKey, b: RankingKey): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The DocSearch template's customRanking: desc(weight.pageRank), desc(weight.level), asc(weight.position). */
function byCustomRanking(a: Indexed, b: Indexed): number {
  const x = a.record.weight;
  const y = b.record.weight;
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

function setPath(target: Record<string, unknown>, dotted: string, value: HighlightValue | Omit<HighlightValue, 'matchedWords'>): void {
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

