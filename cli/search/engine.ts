// Answers Algolia search requests over DocSearch records, in memory. The word index finds the records
// holding every query word (the last one as a prefix, with typo tolerance); the ranking and the
// response shape are Algolia's: typos, proximity, attribute, exactness, then the custom ranking.
import { HITS_PER_PAGE, SEARCHABLE_ATTRIBUTES, SNIPPET_ELLIPSIS, SNIPPET_WORDS, type FacetFilters, type HighlightResult, type SearchParams, type FacetSearchResponse, type SearchRecord, type SearchResponse, type SnippetResult } from '../../runtime/shared/search-wire.ts';
import { countFacets, DEFAULT_MAX_VALUES_PER_FACET, facetAttributes, type FacetRequest } from './facet-counts.ts';
import { checkSearchableFacet, DEFAULT_MAX_FACET_HITS, facetHits } from './facet-search.ts';
import { compileFacetFilters, takeObjectIdFilters } from './facet-filters.ts';
import { valueAt } from './record-value.ts';
import { attributesOf, COMPARE, compileFilterString, compileSingle, listFilters, parseFilters, rounded, type ParsedFilters, type SingleFilter } from './filters-string.ts';
import { escapeHtml } from '../../runtime/shared/escape-html.ts';
import { MemoryData, SPLITS_CAMEL_CASE, type EngineData } from './engine-data.ts';
import { Highlighter, type QueryWordMatcher, type Tags } from './highlight.ts';
import { highlightOtherAttributes, isAsked } from './highlight-attributes.ts';
import { FACET_ATTRIBUTES, INDEX_SETTINGS, RANKED_ATTRIBUTES, SEARCHABLE_FACETS, type RankedAttribute } from './index-settings.ts';
import { pluralAlternatives } from './plurals.ts';
import { parseQuery, withoutWords, type ParsedQuery } from './query-syntax.ts';
import { Remembered, RememberedTerms } from './remembered-terms.ts';
import { ScratchArrays } from './scratch-arrays.ts';
import { isStopWord } from './stop-words.ts';
import { compareKeys, MATCHES, MATCHES_EXACTLY, rankingDetails, rankingKey, rankingQuery, type ExactOnSingleWordQuery, type RankingKey, type RankingQuery } from './ranking.ts';
import { DEFAULT_HITS_PER_PAGE, MAX_HITS_PER_PAGE, PAGINATION_LIMIT } from './search-limits.ts';
import { allowedTypos, boundedDistance, isIndexedSeparator, tokenize } from './tokenize.ts';
import { MAX_TYPO_COUNT, NO_MATCH, WordIndex } from './word-index.ts';
import { queryConcatenations, type JoinedWords } from './concatenation.ts';

const CONTENT_ATTRIBUTE = SEARCHABLE_ATTRIBUTES.indexOf('content');
/** How many rounds of four queries warmUp runs. */
const WARM_UP_ROUNDS = 12;

/**
 * The costlier criteria rank the candidates, taken by typos (then custom ranking), this many at a
 * time, each group after the one before, as far as the requested page reaches. The groups are the
 * same whatever the page and hitsPerPage, so the pages of a query are slices of one order: a group
 * sized to the page had a hit of page 0 move to page 1 when page 1 ranked more records together.
 */
const RANKED_TOGETHER = 200;

const HIERARCHY_LEVELS = SEARCHABLE_ATTRIBUTES.slice(0, CONTENT_ATTRIBUTE).map((a) => a.slice('hierarchy.'.length) as keyof SearchRecord['hierarchy']);

/** Text of searchable attribute `i` of a record (undefined where a record lacks that level). */
const textAt = (record: SearchRecord, i: number): string | null | undefined => (i === CONTENT_ATTRIBUTE ? record.content : record.hierarchy[HIERARCHY_LEVELS[i]]);

const NO_TERMS = new Int32Array(0);

// Records are numbered in custom-ranking order (number 0 ranks first): candidates marked by number
// are already in that order, and the postings of a word visit per-record facts in memory order.
// Those facts live in typed arrays: a query visits tens of thousands of candidates, and reading one
// number from each beats reaching into as many objects.
export class SearchEngine {
  /** The records, their words and the word index: all in memory, or loaded as queries need them. */
  private readonly data: EngineData;
  private readonly index: WordIndex;
  /** The terms of recent query words (matchWords). */
  private readonly remembered = new RememberedTerms();
  /** Query words split in two (splitting): the parts, and the records holding them side by side. */
  private readonly rememberedSplits = new Remembered<SplitMatch>((split) => split.holding.length + 1);
  /** Typed arrays the size of the index, reused by every query (cli/search/scratch-arrays.ts). */
  private readonly scratch: ScratchArrays;
  /** Records sharing a URL and anchor share this number (distinct keeps the first). */
  private readonly distinctKeyOf: Int32Array;
  /** Records with the same facet values share this number: filters are tested once per combination. */
  private readonly combinationOf: Int32Array;
  /** One record of each facet combination. */
  private readonly combinations: SearchRecord[];

  /** Records (indexed here, in memory), or an index's data as it is loaded (a static host's, in the browser). */
  constructor(source: SearchRecord[] | EngineData) {
    this.data = Array.isArray(source) ? new MemoryData(source) : source;
    this.index = this.data.index;
    this.distinctKeyOf = this.data.distinctKeyOf;
    this.combinationOf = this.data.combinationOf;
    this.combinations = this.data.combinations;
    this.scratch = new ScratchArrays(this.data.recordCount, this.data.distinctKeyCount);
  }

  get size(): number {
    return this.data.recordCount;
  }

  /** Records by objectID, made on the first getObject(s): searches never need it. */
  private byObjectID: Map<string, SearchRecord> | null = null;

  /**
   * One record as Algolia's getObject answers it: its attributes (those of `attributesToRetrieve`,
   * or all), objectID always; null when no record has that objectID.
   */
  getObject(objectID: string, attributesToRetrieve: string[] = ['*']): Record<string, unknown> | null {
    this.byObjectID ??= new Map(Array.from({ length: this.data.recordCount }, (_, id) => this.data.record(id)).map((record) => [record.objectID, record]));
    const record = this.byObjectID.get(objectID);
    return record ? retrieved(record, attributesToRetrieve) : null;
  }

  /**
   * Runs a few searches for the index's own most common words (whole, begun, with a typo, two words, a
   * question with a word no record has), each round in another of the shapes front ends send (the
   * DocSearch modal's, with facet counts, a filters string, numeric filters, a facet-value search),
   * so the first readers' queries do not pay for compiling the engine: a fresh server answered its
   * first 30 or so queries 3-10 times slower than the rest, and a first numeric filter took 60 ms.
   */
  warmUp(): void {
    const words = this.index.commonWords(WARM_UP_ROUNDS + 1, 5);
    const language = this.data.recordCount > 0 ? this.data.record(0).language : undefined;
    const modal: SearchParams = { hitsPerPage: HITS_PER_PAGE, attributesToSnippet: [`content:${SNIPPET_WORDS}`], snippetEllipsisText: SNIPPET_ELLIPSIS, facetFilters: [`language:${language}`] };
    const shapes: SearchParams[] = [
      modal,
      { ...modal, facets: ['*'], maxValuesPerFacet: 20 },
      { ...modal, filters: 'NOT type:lvl1 AND (type:content OR type:lvl2)' },
      { ...modal, numericFilters: ['weight.level>=50'] },
    ];
    for (let i = 0; i < words.length - 1; i++) {
      const [word, next] = [words[i], words[i + 1]];
      const typo = word[0] + word[2] + word[1] + word.slice(3);
      const shape = shapes[i % shapes.length];
      for (const query of [word, word.slice(0, 3), typo, `${word} ${next.slice(0, 4)}`, `how do I ${word} without zqxjvk`]) {
        this.search('warm-up', { ...shape, query });
      }
      for (const facet of SEARCHABLE_FACETS) this.searchFacetValues(facet, { facetQuery: word.slice(0, 2), query: next });
    }
  }

  search(indexName: string, params: SearchParams, guard: SearchGuard = UNGUARDED): SearchResponse {
    const started = performance.now();
    const request = readRequest(params);
    const { found, optional } = this.findWithWordRemoval(request, request.distinct > 0, guard);
    const { hitsPerPage, page, start, count } = request;
    const end = Math.min(PAGINATION_LIMIT, start + count);
    // Facets counted after distinct need every group's kept records: the whole ranking, not a page's.
    const afterDistinct = request.facets !== null && request.facetingAfterDistinct && request.distinct > 0;
    // With distinct above 1, a page is of groups (one URL and anchor each), every group its best records.
    const { leaders, members } = this.pickHits(request, found, afterDistinct ? Infinity : end, guard);
    const pageIds = leaders.slice(start, end).flatMap((id) => [id, ...(members?.get(id) ?? [])]);
    this.data.require({ records: pageIds, places: request.getRankingInfo ? pageIds : [] });
    const matchers = request.matchers.map((matcher, w) => withSplitParts(matcher, found.match.parts[w]));
    const highlighter = new Highlighter(matchers, request.tags, this.index, SPLITS_CAMEL_CASE.includes(true), found.match.expansions, request.phrases);
    // What one character of highlighted text may become in JSON: a tag of control characters is 6 times longer.
    const expansion = Math.max(1, ...[request.tags.pre, request.tags.post, request.snippetEllipsisText].map((text) => (text ? (JSON.stringify(text).length - 2) / text.length : 1)));
    const hits = pageIds.map((id, n) => {
      if (n % HITS_PER_CHECKPOINT === 0) guard.checkpoint();
      const before = highlighter.producedChars;
      const hit = this.shapeHit(id, request, highlighter, found);
      guard.answerBytes((highlighter.producedChars - before) * expansion);
      return hit;
    });
    const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(Math.min(found.nbHits, PAGINATION_LIMIT) / hitsPerPage);
    const response = searchResponse(hits, { nbHits: found.nbHits, page, nbPages, hitsPerPage }, { query: request.query, params, indexName, started, typoTolerance: request.typoTolerance });
    if (request.offset !== null) Object.assign(response, { offset: start, length: count });
    if (optional && request.removeWords !== 'allOptional') response.queryAfterRemoval = markRemovedWords(request, optional);
    if (request.facets) {
      const perCombination = afterDistinct ? this.keptPerCombination(leaders, members) : this.matchingPerCombination(found);
      const { allValuesListed, ...counts } = countFacets(this.combinations, perCombination, request.facets);
      Object.assign(response, counts, { exhaustiveFacetsCount: true, exhaustive: { ...response.exhaustive, facetsCount: true, facetValues: allValuesListed } });
    }
    if (params.clickAnalytics) response.queryID = queryId();
    return keepResponseFields(response, request.responseFields);
  }

  /**
   * Algolia's search for facet values: the values of `facet` among the records matching the rest of
   * the query, filtered by `facetQuery`; throws for a facet that is not searchable.
   */
  searchFacetValues(facet: string, params: SearchParams, guard: SearchGuard = UNGUARDED): FacetSearchResponse {
    const started = performance.now();
    checkSearchableFacet(facet);
    const request = readRequest(params);
    const { found } = this.findWithWordRemoval(request, false, guard);
    const counts = countFacets(this.combinations, this.matchingPerCombination(found), { attributes: [facet], maxValues: Infinity, sortBy: 'count' }).facets[facet] ?? {};
    // facetQuery and maxFacetHits are checked when the request is read (search-params.ts).
    const maxFacetHits = (params.maxFacetHits as number | undefined) ?? DEFAULT_MAX_FACET_HITS;
    return {
      facetHits: facetHits(counts, typeof params.facetQuery === 'string' ? params.facetQuery : '', maxFacetHits, request.tags, params.sortFacetValuesBy === 'alpha' ? 'alpha' : 'count'),
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }

  /**
   * The candidates of a query; when every word together finds nothing, again with words made optional
   * as removeWordsIfNoResults says (`optional`: 1 for each word a record may lack), ranked by how many
   * of the words they hold.
   */
  private findWithWordRemoval(request: Request, distinct: boolean, guard: SearchGuard = UNGUARDED): { found: Candidates; optional: Uint8Array | null } {
    const match = this.matchWords(request, guard);
    guard.checkpoint();
    if (this.data.partial) this.requireForCandidates(request, match);
    const accept = this.acceptTest(request, match, guard);
    const { optionalWords } = request;
    let found = this.findCandidates(request, match, accept, distinct, optionalWords, guard);
    if (found.nbHits > 0) return { found, optional: null };
    // Once words are removed, a sequence's words are plain words ("unknown_order" finds the pages about orders).
    const acceptOnceRemoved = request.sequences.length === 0 ? accept : this.acceptTest({ ...request, sequences: [] }, match, guard);
    for (const removal of wordRemovals(request)) {
      // Words optionalWords lists stay optional while others are removed.
      const optional = optionalWords ? removal.map((bit, i) => bit | optionalWords[i]) : removal;
      guard.checkpoint();
      found = this.findCandidates(request, match, acceptOnceRemoved, distinct, optional, guard);
      if (found.nbHits > 0) return { found, optional };
    }
    return { found, optional: null };
  }

  /**
   * A partly loaded index: what finding the candidates reads beyond the query words' postings. With no
   * word, every record is a candidate; a filter on an attribute that is not a facet reads the records.
   */
  private requireForCandidates(request: Request, match: WordMatches): void {
    const noWord = request.words.length === 0;
    if (noWord) this.data.require({ allFacts: true });
    const readsRecords = request.filters.some((group) => ![...attributesOf([group])].every((a) => FACET_ATTRIBUTES.includes(a)));
    // Phrases, sequences and restrictSearchableAttributes read every candidate's words.
    const readsWords = request.phrases.length > 0 || request.sequences.length > 0 || request.restrictTo !== null;
    if (!readsRecords && !readsWords) return;
    const ids = new Set<number>();
    if (noWord) for (let id = 0; id < this.data.recordCount; id++) ids.add(id);
    for (const { ids: holding } of match.perWord) for (const id of holding) ids.add(id);
    this.data.require({ ...(readsRecords ? { records: ids } : {}), ...(readsWords ? { places: ids } : {}) });
  }

  /** The terms each query word matches (typos, prefixes, plurals), and the records holding them. */
  private matchWords(request: Request, guard: SearchGuard = UNGUARDED): WordMatches {
    const expansions = request.words.map((word, i) => {
      // A word's typos are a walk over the whole vocabulary: up to 32 of them in one query.
      if (i > 0) guard.checkpoint();
      // A reader typing repeats the words before the one being typed: their terms are remembered.
      const key = `${word}\u0000${request.isPrefix[i]}\u0000${request.maxTypos[i]}\u0000${request.plurals[i].join(' ')}\u0000${request.ignorePlurals}`;
      const remembered = this.remembered.get(key);
      if (remembered) return remembered;
      const terms = this.expandWord(request, i);
      this.remembered.remember(key, terms);
      return terms;
    });
    const exact = request.words.map((word, i) => [word, ...request.plurals[i]].map((form) => this.index.find(form)).filter((id) => id !== undefined));
    this.addJoinedWords(request, expansions, exact);
    // A reader typing repeats the words before the one being typed: their splits are remembered too.
    const known = request.words.map((word, i) => (maySplit(request, i) ? this.rememberedSplits.get(word) : undefined));
    const splits = request.words.map((_, i) => (known[i] ? [] : this.possibleSplits(request, i)));
    // A partly loaded index loads the postings of every term the query reads, excluded words' too, at once.
    if (this.data.partial) {
      const excluded = request.excluded.map((word) => this.index.find(word)).filter((id) => id !== undefined);
      this.data.require({ terms: [...expansions.flatMap((terms) => [...terms.keys()]), ...excluded, ...splits.flat(2), ...known.flatMap((split) => split?.parts ?? [])] });
    }
    // Each word's records are the union of its terms' postings (the whole index for a word that
    // matches every term): a checkpoint between words, and every few thousand terms inside one.
    const perWord = expansions.map((terms, w) => {
      guard.checkpoint();
      return this.index.records(terms, this.scratch.wordRecords(w, this.data.recordCount), () => guard.checkpoint());
    });
    const parts = splits.map((possible, w) => {
      let split = known[w];
      if (!split && possible.length > 0) this.rememberedSplits.remember(request.words[w], (split = this.splitMatch(mostFrequentSplit(possible, this.index), guard)));
      return split ? this.addSplit(w, split, { expansions, exact, perWord }) : null;
    });
    return { expansions, exact, perWord, parts };
  }

  /**
   * Splitting, as Algolia applies it with typo tolerance on: a query word that is two words run
   * together ("sandboxmode") is also searched as the two, in that order and side by side. Each way
   * of cutting it whose two parts the index holds (the first at most 12 letters, as Algolia cuts);
   * none for a word the index holds as it is, for a phrase's word, or a word too short to carry a
   * typo (maxTypos 0: also numbers and typoTolerance false).
   */
  private possibleSplits(request: Request, i: number): [number, number][] {
    const word = request.words[i];
    if (!maySplit(request, i) || this.index.find(word) !== undefined) return [];
    const splits: [number, number][] = [];
    for (let cut = 1; cut <= Math.min(MAX_SPLIT_HEAD, word.length - 1); cut++) {
      const head = this.index.find(word.slice(0, cut));
      const tail = head === undefined ? undefined : this.index.find(word.slice(cut));
      if (head !== undefined && tail !== undefined) splits.push([head, tail]);
    }
    return splits;
  }

  /** The records holding the two parts of a split side by side, in that order. */
  private splitMatch(parts: [number, number], guard: SearchGuard): SplitMatch {
    const both = intersect(this.index.postingsOf(parts[0]), this.index.postingsOf(parts[1]), () => guard.checkpoint());
    this.data.require({ places: both });
    const holding: number[] = [];
    for (let k = 0; k < both.length; k++) {
      if ((k & CHECKPOINT_MASK) === CHECKPOINT_MASK) guard.checkpoint();
      if (this.data.attributeTerms(both[k]).some((terms) => holdsRun(terms, parts))) holding.push(both[k]);
    }
    return { parts, holding: Int32Array.from(holding) };
  }

  /**
   * Query word `w` matched by its two parts side by side: the records holding them so (with no
   * typo) join its records, and the parts its terms, for the ranking and the highlight. The
   * expansions are copied before they change (they are remembered for later queries).
   */
  private addSplit(w: number, split: SplitMatch, match: Omit<WordMatches, 'parts'>): [string, string] {
    const own = match.perWord[w];
    const added: number[] = [];
    for (const id of split.holding) {
      if (own.typos[id] === NO_MATCH) added.push(id);
      own.typos[id] = 0;
    }
    if (added.length > 0) match.perWord[w] = { typos: own.typos, ids: Int32Array.from([...own.ids, ...added]) };
    const terms = new Map(match.expansions[w]);
    for (const id of split.parts) if (!(terms.get(id)! <= 0)) terms.set(id, 0);
    match.expansions[w] = terms;
    match.exact[w].push(...split.parts);
    return [this.index.term(split.parts[0]), this.index.term(split.parts[1])];
  }

  /**
   * Concatenation: a term that is two neighbouring query words joined (or the whole query) matches
   * each of them, with no typo, exactly when it is the joined word itself (Algolia does not count a
   * space as a typo). The remembered expansions are copied before they change.
   */
  private addJoinedWords(request: Request, expansions: ReadonlyMap<number, number>[], exact: number[][]): void {
    const copies = new Map<number, Map<number, number>>();
    for (const joined of request.joined) {
      const terms = this.index.expand(joined.word, joined.isPrefix, 0);
      if (terms.size === 0) continue;
      const own = this.index.find(joined.word);
      for (const w of joined.words) {
        let into = copies.get(w);
        if (!into) copies.set(w, (into = new Map(expansions[w])));
        expansions[w] = into;
        for (const id of terms.keys()) if (!into.has(id) || into.get(id)! > 0) into.set(id, 0);
        if (own !== undefined) exact[w].push(own);
      }
    }
  }

  /** The terms query word `i` matches, each with its typos (never changed once made: they are remembered). */
  private expandWord(request: Request, i: number): Map<number, number> {
    const word = request.words[i];
    const terms = this.index.expand(word, request.isPrefix[i], request.maxTypos[i]);
    const found = terms.size;
    // The word's other number matches as the word does, typos included (not as a prefix): "webhok"
    // is one typo from "webhook", so it finds "webhooks" too; where the index has no word within
    // the typos, the other number's own ("webhoks": one from "webhooks") are looked for.
    const addForm = (id: number, typos: number) => {
      if (!(terms.get(id)! <= typos)) terms.set(id, typos);
    };
    for (const form of request.plurals[i]) {
      if (found > 0 || request.maxTypos[i] === 0) {
        const id = this.index.find(form);
        if (id !== undefined) addForm(id, 0);
      } else for (const [id, typos] of this.index.expand(form, false, request.maxTypos[i])) addForm(id, typos);
    }
    // (A word typed as a prefix already finds the longer number of what it begins.)
    if (request.ignorePlurals && found > 0 && !request.isPrefix[i]) {
      for (const [id, typos] of [...terms]) {
        if (typos === 0) continue;
        for (const form of pluralAlternatives(this.index.term(id))) {
          const other = this.index.find(form);
          if (other !== undefined) addForm(other, typos);
        }
      }
    }
    return terms;
  }

  /**
   * Whether a record may be a hit at all: it passes the filters, holds no excluded word, and holds
   * each phrase. A query with no word asks it of every record, and a thousand filters make each
   * answer long: the guard is asked every RECORDS_PER_CHECKPOINT records, so the budget holds here too.
   */
  private acceptTest(request: Request, match: WordMatches, guard: SearchGuard): RecordTest | null {
    const test = this.recordTest(request, match);
    // Filters every record passes (the contextual facetFilters of a site of one language and
    // version): nothing to ask of each candidate, which for a short prefix is most of the index.
    if (test === null) return null;
    let asked = 0;
    return (id) => {
      if (++asked % RECORDS_PER_CHECKPOINT === 0) guard.checkpoint();
      return test(id);
    };
  }

  /** Null when every record passes. */
  private recordTest(request: Request, match: WordMatches): RecordTest | null {
    const passes = this.compileFilters(request.facetFilters, request.filters);
    let excluded: Uint8Array | null = null;
    for (const word of request.excluded) {
      const id = this.index.find(word);
      if (id === undefined) continue;
      excluded ??= new Uint8Array(this.data.recordCount);
      for (const record of this.index.postingsOf(id)) excluded[record] = 1;
    }
    const phrases = request.phrases.map((phrase) => phrase.map((w) => this.index.find(request.words[w]) ?? -1));
    if (phrases.some((phrase) => phrase.includes(-1))) return () => false;
    // A sequence's words side by side, each by any of the terms it matches (typos and prefix included).
    const sequences = request.sequences.map((sequence) => sequence.map((w) => match.expansions[w]));
    if (!excluded && phrases.length === 0 && sequences.length === 0) return passes;
    const holdsAll = (id: number) => {
      const attributes = this.data.attributeTerms(id);
      return phrases.every((phrase) => attributes.some((terms) => holdsRun(terms, phrase))) && sequences.every((sequence) => attributes.some((terms) => holdsSequence(terms, sequence)));
    };
    return (id) => (excluded === null || excluded[id] === 0) && (passes === null || passes(id)) && holdsAll(id);
  }

  /**
   * Marks every candidate with its bucket: query words it lacks, then typos (`(missing) × stride +
   * typos`). With every word required (`optional` null), records holding all of them (the last as a
   * prefix); else records holding the required ones and at least one word. With no query word, every
   * record accepted.
   */
  private findCandidates(request: Request, match: WordMatches, accept: RecordTest | null, distinct: boolean, optional: Uint8Array | null, guard: SearchGuard = UNGUARDED): Candidates {
    const { words, typoTolerance, restrictTo } = request;
    // Looking inside a record's attributes (restrictSearchableAttributes) is work the filters' test
    // does not see: it is counted here, or a record turned away there would never reach a checkpoint.
    let lookedInside = 0;
    const within = (id: number, optionalWords: Uint8Array | null) => {
      if (++lookedInside % RECORDS_PER_CHECKPOINT === 0) guard.checkpoint();
      return this.bucketWithin(id, match.expansions, restrictTo!, optionalWords);
    };
    const size = this.data.recordCount;
    const stride = bucketStride(words.length);
    const typosOf = this.scratch.candidateMarks.fill(0);
    const perBucket = new Int32Array((words.length + 1) * stride);
    const firstOfBucket = new Int32Array(perBucket.length).fill(size);
    // nbHits counts URL and anchor pairs (distinct) or records; it does not depend on the order.
    let nbHits = 0;
    const counted = distinct ? this.scratch.countedKeys.fill(0) : this.scratch.countedKeys.subarray(0, 0);
    const mark = (id: number, bucket: number) => {
      typosOf[id] = bucket + 1;
      perBucket[bucket]++;
      if (id < firstOfBucket[bucket]) firstOfBucket[bucket] = id;
      if (!distinct) nbHits++;
      else if (counted[this.distinctKeyOf[id]] === 0) {
        counted[this.distinctKeyOf[id]] = 1;
        nbHits++;
      }
    };
    const { expansions, perWord } = match;
    const found = () => ({ typosOf, perBucket, firstOfBucket, nbHits, match, stride });
    // With no test to ask (accept null), the guard is asked here, as often as the test would ask it.
    if (words.length === 0) {
      for (let id = 0; id < size; id++) {
        if (accept === null) {
          if ((id & CHECKPOINT_MASK) === CHECKPOINT_MASK) guard.checkpoint();
        } else if (!accept(id)) continue;
        mark(id, 0);
      }
      return found();
    }
    if (optional) {
      // Any record holding one of the words is looked at once. An indexed separator ("_") is a word
      // too, but not one that makes a record worth showing alone: "unknown_code" must not list every
      // record holding an underscore.
      const seen = this.scratch.seenRecords.fill(0);
      const seeds = perWord.filter((_, w) => !isIndexedSeparator(words[w]));
      for (const { ids } of seeds.length > 0 ? seeds : perWord) {
        for (let i = 0; i < ids.length; i++) {
          if (accept === null && (i & CHECKPOINT_MASK) === CHECKPOINT_MASK) guard.checkpoint();
          const id = ids[i];
          if (seen[id] === 1) continue;
          seen[id] = 1;
          const bucket = restrictTo ? within(id, optional) : bucketOf(perWord, id, optional, stride);
          if (bucket >= 0 && (accept === null || accept(id))) mark(id, bucket);
        }
      }
      return found();
    }
    // A record's typos are summed over the words; with restrictSearchableAttributes, over the
    // matches in those attributes only.
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
      if (accept === null && (i & CHECKPOINT_MASK) === CHECKPOINT_MASK) guard.checkpoint();
      const id = ids[i];
      let total = typos[id];
      for (let w = 0; w < others.length && total >= 0; w++) total = others[w][id] === NO_MATCH ? -1 : total + others[w][id];
      if (total >= 0 && restrictTo) total = within(id, null);
      if (total < 0 || (accept !== null && !accept(id))) continue;
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
    return found();
  }

  /** How many of the candidates share each facet combination: what facet counts are made from. */
  /**
   * How many of the records distinct keeps (each group's best, and the members shown with it) have
   * each facet combination: facetingAfterDistinct's counts. As Algolia says of its own, they equal
   * what a click on a value then finds when a group's records share their facet values.
   */
  private keptPerCombination(leaders: readonly number[], members: ReadonlyMap<number, number[]> | null): Int32Array {
    const perCombination = new Int32Array(this.combinations.length);
    for (const id of leaders) {
      perCombination[this.combinationOf[id]]++;
      for (const member of members?.get(id) ?? []) perCombination[this.combinationOf[member]]++;
    }
    return perCombination;
  }

  private matchingPerCombination(found: Candidates): Int32Array {
    const perCombination = new Int32Array(this.combinations.length);
    for (let id = 0; id < found.typosOf.length; id++) if (found.typosOf[id] > 0) perCombination[this.combinationOf[id]]++;
    return perCombination;
  }

  /**
   * A record's bucket counting its matches in the given attributes only: -1 when a required word
   * (every word, without `optional`) is not there, or no word is.
   */
  private bucketWithin(id: number, expansions: ReadonlyMap<number, number>[], attributes: number[], optional: Uint8Array | null): number {
    let typos = 0;
    let missing = 0;
    for (let w = 0; w < expansions.length; w++) {
      const terms = expansions[w];
      let best = Infinity;
      for (const a of attributes) {
        const words = this.data.attributeTerms(id)[a];
        for (let i = 0; i < words.length; i++) {
          const cost = terms.get(words[i]);
          if (cost !== undefined && cost < best) best = cost;
        }
      }
      if (best !== Infinity) typos += best;
      else if (optional?.[w] === 1) missing++;
      else return -1;
    }
    return missing === expansions.length ? -1 : missing * bucketStride(expansions.length) + typos;
  }

  /**
   * The hits up to `end`, in order: candidates by bucket (words, typos) then custom ranking, the best
   * of them reordered by the costlier criteria (the rest cannot reach the requested page); one per URL
   * and anchor when distinct.
   */
  private pickHits(request: Request, found: Candidates, end: number, guard: SearchGuard = UNGUARDED): { leaders: number[]; members: Map<number, number[]> | null } {
    const { words, distinct } = request;
    const candidates = orderCandidates(found.typosOf, found.perBucket, found.firstOfBucket);
    const shown: number[] = [];
    // distinct above 1: the records after a group's best, up to distinct - 1 of them, by the group's best.
    const members = distinct > 1 ? new Map<number, number[]>() : null;
    const leaderOf = new Map<number, number>();
    const seen = distinct > 0 ? this.scratch.shownKeys.fill(0) : this.scratch.shownKeys.subarray(0, 0);
    const take = (id: number) => {
      if (distinct > 0) {
        const key = this.distinctKeyOf[id];
        if (seen[key] >= distinct) return;
        seen[key]++;
        if (seen[key] > 1) {
          const leader = leaderOf.get(key);
          if (leader !== undefined) members!.get(leader)!.push(id);
          return;
        }
        if (members) {
          leaderOf.set(key, id);
          members.set(id, []);
        }
      }
      shown.push(id);
    };
    if (words.length > 0 && end > 0) {
      const query = (found.ranking ??= this.rankingQuery(request, found.match));
      for (let last = false; !last && shown.length < end; ) {
        // The candidates the costlier criteria rank, and their buckets: a partly loaded index loads their words first.
        const ranked: number[] = [];
        const buckets: number[] = [];
        for (let i = RANKED_TOGETHER; i > 0; i--) {
          const id = candidates.next();
          if (id < 0) {
            last = true;
            break;
          }
          ranked.push(id);
          buckets.push(candidates.bucket());
        }
        guard.checkpoint();
        this.data.require({ places: ranked });
        const best = ranked.map((id, i) => ({ id, key: rankingKey(buckets[i], rankingDetails(this.termsRanked(id, request), query)) }));
        best.sort((x, y) => compareKeys(x.key, y.key) || x.id - y.id);
        for (const entry of best) take(entry.id);
      }
    }
    // With groups of several records, the later records of the groups shown may come anywhere after.
    for (let scanned = 0; members ? true : shown.length < end; scanned++) {
      if ((scanned & 4095) === 4095) guard.checkpoint();
      const id = candidates.next();
      if (id < 0) break;
      take(id);
    }
    return { leaders: shown, members };
  }

  /** Marks of the terms each query word matches, exact ones apart: what the criteria after typos read. */
  /** Reused by termsRanked: a record's attributes with those restrictSearchableAttributes leaves out emptied. */
  private readonly restrictedTerms: Int32Array[] = RANKED_ATTRIBUTES.map(() => NO_TERMS);

  /**
   * The words of a record the ranking criteria count: with restrictSearchableAttributes, those of the
   * named attributes only (a word elsewhere neither matches nor decides the attribute criterion).
   */
  private termsRanked(id: number, request: Request): Int32Array[] {
    const { restrictTo } = request;
    if (restrictTo === null) return this.data.attributeTerms(id);
    this.restrictedTerms.fill(NO_TERMS);
    const terms = this.data.attributeTerms(id);
    for (const a of restrictTo) this.restrictedTerms[a] = terms[a];
    return this.restrictedTerms;
  }

  private rankingQuery(request: Request, match: WordMatches): RankingQuery {
    const matches = match.expansions.map((terms, w) => {
      const marks = this.scratch.termMarks(w, this.index.termCount);
      for (const term of terms.keys()) marks[term] = MATCHES;
      for (const term of match.exact[w]) marks[term] = MATCHES_EXACTLY;
      return marks;
    });
    return rankingQuery(matches, request.exactOnSingleWordQuery, (term) => this.index.camelPartsOf(term));
  }

  /** getRankingInfo's `_rankingInfo` of one hit. */
  private rankingInfo(id: number, request: Request, found: Candidates): Record<string, unknown> {
    const bucket = found.typosOf[id] - 1;
    found.ranking ??= this.rankingQuery(request, found.match);
    const details = request.words.length > 0 ? rankingDetails(this.termsRanked(id, request), found.ranking) : { firstMatchedWord: 0, proximity: 0, exact: 0 };
    return {
      nbTypos: bucket % found.stride,
      firstMatchedWord: details.firstMatchedWord,
      proximityDistance: details.proximity,
      userScore: this.data.recordCount - id,
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: details.exact,
      words: request.words.length - Math.floor(bucket / found.stride),
      filters: 0,
    };
  }

  /**
   * Algolia's browse: every record matching the query and filters, `hitsPerPage` (1,000 by default)
   * at a time from `position`, ranked by attribute then custom ranking only, with no highlighting,
   * no distinct and no pagination limit (browse's forced settings, reference §1.3).
   */
  browse(indexName: string, params: SearchParams, position: number, guard: SearchGuard = UNGUARDED): { response: SearchResponse; next: number | null } {
    const started = performance.now();
    const forced: SearchParams = { ...params, advancedSyntax: false, ignorePlurals: false, distinct: false, facets: undefined, getRankingInfo: false, attributesToHighlight: [], attributesToSnippet: [] };
    if (forced.typoTolerance === 'min' || forced.typoTolerance === 'strict') forced.typoTolerance = true;
    const request = readRequest(forced);
    const match = this.matchWords(request, guard);
    const found = this.findCandidates(request, match, this.acceptTest(request, match, guard), false, request.optionalWords, guard);
    const ids: number[] = [];
    for (let id = 0; id < found.typosOf.length; id++) if (found.typosOf[id] > 0) ids.push(id);
    if (request.words.length > 0) {
      const query = this.rankingQuery(request, found.match);
      const attribute = new Map(
        ids.map((id, i) => {
          if ((i & 1023) === 0) guard.checkpoint();
          return [id, rankingDetails(this.termsRanked(id, request), query).attribute];
        }),
      );
      ids.sort((a, b) => attribute.get(a)! - attribute.get(b)! || a - b);
    }
    const hitsPerPage = params.hitsPerPage === undefined ? MAX_HITS_PER_PAGE : request.hitsPerPage;
    const shown = ids.slice(position, position + hitsPerPage);
    const next = position + shown.length < ids.length && shown.length > 0 ? position + shown.length : null;
    this.data.require({ records: shown });
    const hits = shown.map((id) => retrieved(this.data.record(id), request.attributesToRetrieve));
    const pages = { nbHits: ids.length, page: hitsPerPage === 0 ? 0 : Math.floor(position / hitsPerPage), nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ids.length / hitsPerPage), hitsPerPage };
    const response = searchResponse(hits, pages, { query: request.query, params, indexName, started, typoTolerance: request.typoTolerance });
    // responseFields holds for browse too (Algolia: "search and browse requests"); the cursor is always kept.
    return { response: keepResponseFields(response, request.responseFields), next };
  }

  /**
   * A record test for the filters. facetFilters and the filter groups on faceted attributes are
   * answered once per facet combination; only groups on other attributes (numbers, tags) test records,
   * each record once per query (word removal looks at the same records again).
   */
  /** Null when every record passes. */
  private compileFilters(facetFilters: FacetFilters | undefined, filters: ParsedFilters): RecordTest | null {
    const onFacets = filters.filter((group) => [...attributesOf([group])].every((a) => FACET_ATTRIBUTES.includes(a)));
    const elsewhere = filters.filter((group) => !onFacets.includes(group));
    // A facet filter on an attribute that is not faceted matches nothing, whatever the record: it too is one answer per combination.
    const facetTest = compileFacetFilters(facetFilters);
    const groupTest = compileFilterString(onFacets, FACET_ATTRIBUTES);
    const byCombination = Uint8Array.from(this.combinations, (record) => (facetTest(record as never) && groupTest(record as never) ? 1 : 0));
    if (elsewhere.length === 0) return byCombination.every((passes) => passes === 1) ? null : (id) => byCombination[this.combinationOf[id]] === 1;
    const groups = elsewhere.map((group) => this.groupTests(group));
    // 0 untested, 1 passes, 2 fails.
    const answers = new Uint8Array(this.data.recordCount);
    return (id) => {
      if (byCombination[this.combinationOf[id]] === 0) return false;
      if (answers[id] === 0) answers[id] = groups.every((group) => group.some((test) => test(id))) ? 1 : 2;
      return answers[id] === 1;
    };
  }

  /** Numbers at a path, by record number (NaN: none), for numeric filters; null where some record holds a list there. */
  private readonly numberColumns = new Map<string, Float64Array | null>();
  /** The paths where some record holds a number (or a list of them), found once: the only ones a numeric filter can match. */
  private numberPaths: Set<string> | null = null;

  private numberColumn(path: string): Float64Array | null {
    // A path no record holds a number at matches no record: no column is made for it. Paths come
    // from requests, and a column costs a pass over every record (a thousand made-up names took a
    // query 80 s and 1.5 GB).
    if (!this.data.partial && !this.holdsNumbers(path)) return NO_NUMBERS;
    // A partly loaded index has more records each query: its columns are made again.
    let column = this.data.partial ? undefined : this.numberColumns.get(path);
    if (column === undefined) {
      if (this.numberColumns.size >= 16) this.numberColumns.clear();
      const values = Array.from({ length: this.data.recordCount }, (_, id) => { const record = this.data.loadedRecord(id); return record ? valueAt(record as never, path) : undefined; });
      column = values.some(Array.isArray) ? null : Float64Array.from(values, (v) => (typeof v === 'number' ? v : Number.NaN));
      this.numberColumns.set(path, column);
    }
    return column;
  }

  private holdsNumbers(path: string): boolean {
    if (this.numberPaths === null) {
      const paths = new Set<string>();
      for (let id = 0; id < this.data.recordCount; id++) collectNumberPaths(this.data.record(id), '', paths);
      this.numberPaths = paths;
    }
    return this.numberPaths.has(path);
  }

  /** One filter on a record by number: a comparison reads a column of numbers, the rest the record itself. */
  /**
   * The tests of one OR group. Its plain tags are one test, a look-up of the record's tags in a set:
   * a thousand ORed tags (the most a query may send) cost a record one look-up per tag it has, not a
   * thousand comparisons.
   */
  private groupTests(group: SingleFilter[]): ((id: number) => boolean)[] {
    const tags = new Set(group.flatMap((filter) => (filter.kind === 'tag' && !filter.negated ? [filter.value] : [])));
    const tests = group.filter((filter) => filter.kind !== 'tag' || filter.negated).map((filter) => this.recordFilter(filter));
    if (tags.size === 0) return tests;
    const hasTag = (id: number) => {
      const value = (this.data.record(id) as unknown as { _tags?: unknown })._tags;
      return Array.isArray(value) ? value.some((tag) => tags.has(tag as string)) : tags.has(value as string);
    };
    return [hasTag, ...tests];
  }

  private recordFilter(filter: SingleFilter): (id: number) => boolean {
    const column = filter.kind === 'numeric' || filter.kind === 'range' ? this.numberColumn(filter.attribute) : null;
    if (!column || (filter.kind !== 'numeric' && filter.kind !== 'range')) {
      const test = compileSingle(filter, FACET_ATTRIBUTES);
      return (id) => test(this.data.record(id) as never);
    }
    let test: (id: number) => boolean;
    if (column === NO_NUMBERS) test = () => false;
    else if (filter.kind === 'numeric') {
      const [compare, limit] = [COMPARE[filter.op], rounded(filter.number)];
      test = (id) => !Number.isNaN(column[id]) && compare(rounded(column[id]), limit);
    } else {
      const { low, high } = filter;
      test = (id) => column[id] >= low && column[id] <= high;
    }
    return filter.negated ? (id) => !test(id) : test;
  }

  private shapeHit(id: number, request: Request, highlighter: Highlighter, found: Candidates): Record<string, unknown> {
    const record = this.data.record(id);
    const hit = retrieved(record, request.attributesToRetrieve);
    if (request.getRankingInfo) hit._rankingInfo = this.rankingInfo(id, request, found);

    const highlightResult: Record<string, unknown> = {};
    const toHighlight = request.attributesToHighlight;
    SEARCHABLE_ATTRIBUTES.forEach((attribute, i) => {
      if (!isAsked(toHighlight, attribute)) return;
      const text = textAt(record, i);
      if (text === null) return;
      setPath(highlightResult, attribute, highlighter.highlight(text ?? ''));
    });
    if (toHighlight.length > 0) highlightOtherAttributes(record as unknown as Record<string, unknown>, toHighlight, (text) => highlighter.highlight(text), highlightResult);
    // Asked for none, or none of those asked holds text (a heading's null content), there is none:
    // Algolia adds the object "provided that at least one of its attributes is highlighted".
    if (Object.keys(highlightResult).length > 0) hit._highlightResult = highlightResult;

    if (request.attributesToSnippet.length > 0) {
      const snippetResult: Record<string, unknown> = {};
      for (const spec of request.attributesToSnippet) {
        const [attribute, count] = spec.split(':');
        // "*" snippets every attribute, and an object ("hierarchy") every attribute in it.
        const snippet = (text: string) => highlighter.snippet(text, Number(count) || 10, request.snippetEllipsisText);
        SEARCHABLE_ATTRIBUTES.forEach((searchable, i) => {
          if (attribute !== '*' && searchable !== attribute && !searchable.startsWith(`${attribute}.`)) return;
          const text = textAt(record, i);
          if (text === null) return;
          setPath(snippetResult, searchable, snippet(text ?? ''));
        });
        // Any other attribute is snippeted from the record, as it is highlighted: Algolia snippets
        // whatever attribute is named (InstantSearch's Snippet on `url`), and `*` is every one.
        highlightOtherAttributes(record as unknown as Record<string, unknown>, [attribute], snippet, snippetResult);
      }
      // As for highlighting: none when no attribute asked for holds text (content:10 on a heading).
      if (Object.keys(snippetResult).length > 0) hit._snippetResult = snippetResult;
    }
    return hit;
  }
}

/**
 * What bounds one query while it runs (the endpoint's request budget): the engine calls `checkpoint`
 * now and then, and tells `answerBytes` what each hit adds to the answer, so a query that would work
 * too long or answer too much is stopped in the middle, not measured once it is over.
 */
export interface SearchGuard {
  checkpoint(): void;
  answerBytes(bytes: number): void;
}

const UNGUARDED: SearchGuard = { checkpoint: () => {}, answerBytes: () => {} };
/** The column of a path where no record holds a number. */
const NO_NUMBERS = new Float64Array(0);

/** Adds to `paths` every path of `value` holding a number or a list with one ("weight.pageRank"). */
function collectNumberPaths(value: unknown, prefix: string, paths: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof inner === 'number' || (Array.isArray(inner) && inner.some((item) => typeof item === 'number'))) paths.add(path);
    else if (!Array.isArray(inner)) collectNumberPaths(inner, path, paths);
  }
}
/** Records the filters are asked about between two checkpoints. */
const RECORDS_PER_CHECKPOINT = 256;
/** `i & CHECKPOINT_MASK` is CHECKPOINT_MASK once every RECORDS_PER_CHECKPOINT records. */
const CHECKPOINT_MASK = RECORDS_PER_CHECKPOINT - 1;

/** Whether a record may be a hit (the filters, excluded words, phrases). */
type RecordTest = (id: number) => boolean;
/** Hits shaped between two checkpoints. */
const HITS_PER_CHECKPOINT = 8;

/** removeWordsIfNoResults: which words become optional when all of them together find nothing. */
type RemoveWords = 'none' | 'lastWords' | 'firstWords' | 'allOptional';

/**
 * What the engine reads of a request, in one shape: requests come in many (whatever fields a client
 * sends), and code that sees one shape stays optimised. Index settings fill what the request leaves out.
 */
interface Request {
  query: string;
  /** The query's words a record is searched for, normalised (excluded words apart). */
  words: string[];
  /** Per word: matched as a prefix too (the last word, by queryType). */
  isPrefix: boolean[];
  /** Per word: the typos it may carry. */
  maxTypos: number[];
  /** Per word: its singular or plural forms (ignorePlurals), matched as exactly as the word. */
  plurals: string[][];
  /** ignorePlurals for English: the highlighter marks a word whose other number is within the typos too. */
  ignorePlurals: boolean;
  /** Per word, 1 when optionalWords makes it optional from the start (null: none is). */
  optionalWords: Uint8Array | null;
  /** Per word: inside a phrase (never optional). */
  inPhrase: boolean[];
  /** Phrases of two words or more, as indexes into `words`. */
  phrases: number[][];
  /** Words joined by an indexed separator (approved_amount), found side by side: indexes into `words`. */
  sequences: number[][];
  /** The query words also searched joined (concatenation): neighbours, and the whole query. */
  joined: JoinedWords[];
  excluded: string[];
  matchers: QueryWordMatcher[];
  hitsPerPage: number;
  page: number;
  /** The hits asked for: from `start`, `count` of them (page and hitsPerPage, or offset and length). */
  start: number;
  count: number;
  /** offset, when given (the response then names offset and length). */
  offset: number | null;
  /** How many records of one URL and anchor a page shows (0: all of them, as distinct: false). */
  distinct: number;
  /** Facets counted over the records distinct keeps rather than every match (facetingAfterDistinct). */
  facetingAfterDistinct: boolean;
  facetFilters: FacetFilters | undefined;
  /** The `filters` string, parsed (checked already when the request was read). */
  filters: ParsedFilters;
  tags: Tags;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  snippetEllipsisText: string;
  /** `facets`: what to count, or null when not asked. */
  facets: FacetRequest | null;
  /** Algolia's typoTolerance: typos allowed (true), none (false), only the fewest (min), the two fewest counts (strict). */
  typoTolerance: boolean | 'min' | 'strict';
  /** restrictSearchableAttributes, as indexes into RANKED_ATTRIBUTES; null: all. */
  restrictTo: number[] | null;
  removeWords: RemoveWords;
  exactOnSingleWordQuery: ExactOnSingleWordQuery;
  getRankingInfo: boolean;
  responseFields: string[] | null;
}

/** A setting from the query, else from the index settings. */
const setting = <T>(value: unknown, fallback: T): T => (value === undefined ? fallback : (value as T));

function readRequest(params: SearchParams): Request {
  const query = typeof params.query === 'string' ? params.query : '';
  const advanced = setting(params.advancedSyntax, INDEX_SETTINGS.advancedSyntax as boolean) === true;
  const features = setting<string[]>(params.advancedSyntaxFeatures, ['exactPhrase', 'excludeWords']);
  const asTyped: ParsedQuery = parseQuery(query, advanced ? { exactPhrase: features.includes('exactPhrase'), excludeWords: features.includes('excludeWords') } : null);
  const queryType = setting<string>(params.queryType, 'prefixLast');
  // As on Algolia, a word read as a prefix keeps its place: "order it" may be "order items" being
  // typed, and with prefixAll no stop word is removed.
  const lastTyped = asTyped.words.length - 1;
  const removable = (word: string, i: number) => isStopWord(word) && queryType !== 'prefixAll' && !(queryType === 'prefixLast' && i === lastTyped);
  const parsed = readLanguageList(params.removeStopWords, INDEX_SETTINGS.removeStopWords) ? withoutWords(asTyped, removable) : asTyped;
  const words = parsed.words.map((w) => w.word);
  const typoTolerance = params.typoTolerance === false || params.typoTolerance === 'false' ? false : params.typoTolerance === 'min' || params.typoTolerance === 'strict' ? params.typoTolerance : true;
  const minFor1 = setting<number>(params.minWordSizefor1Typo, INDEX_SETTINGS.minWordSizefor1Typo);
  const minFor2 = setting<number>(params.minWordSizefor2Typos, INDEX_SETTINGS.minWordSizefor2Typos);
  const typosOnNumbers = setting<boolean>(params.allowTyposOnNumericTokens, INDEX_SETTINGS.allowTyposOnNumericTokens);
  const ignorePlurals = readLanguageList(params.ignorePlurals, INDEX_SETTINGS.ignorePlurals);
  const isPrefix = parsed.words.map((w, i) => !w.inPhrase && (queryType === 'prefixAll' || (queryType === 'prefixLast' && i === words.length - 1)));
  const maxTypos = parsed.words.map((w) => (typoTolerance === false || w.inPhrase || (!typosOnNumbers && /^\d+$/.test(w.word)) ? 0 : allowedTypos(w.word, minFor1, minFor2)));
  const plurals = parsed.words.map((w) => (ignorePlurals && !w.inPhrase ? pluralAlternatives(w.word) : []));
  // Another word typed between two kept ones: a stop word left out, or an excluded word (-foo).
  const typedApart = parsed.words.slice(1).map((next, i) => tokenize(query.slice(parsed.words[i].end, next.start)).length > 0);
  const joined = queryConcatenations(words, { inPhrase: parsed.words.map((w) => w.inPhrase), isPrefix, typedApart, typoTolerance });
  const hitsPerPage = clamp(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE, 0, MAX_HITS_PER_PAGE);
  const page = Math.max(0, Math.floor(params.page ?? 0));
  const offset = typeof params.offset === 'number' ? params.offset : null;
  // Algolia: length is read only with offset; it defaults to hitsPerPage.
  const count = offset === null ? hitsPerPage : clamp(params.length ?? hitsPerPage, 0, MAX_HITS_PER_PAGE);
  const facetFilters = takeObjectIdFilters(params.facetFilters);
  return {
    query,
    words,
    isPrefix,
    maxTypos,
    plurals,
    ignorePlurals,
    optionalWords: optionalWordsMask(parsed.words, params.optionalWords),
    inPhrase: parsed.words.map((w) => w.inPhrase),
    phrases: parsed.phrases,
    sequences: parsed.sequences,
    joined,
    excluded: parsed.excluded,
    matchers: parsed.words.map((w, i) =>
      matcherFor(w.word, { isPrefix: isPrefix[i], typos: maxTypos[i], plurals: plurals[i], ignorePlurals, joined: joined.filter((j) => j.words.includes(i)) }, query.slice(w.start, w.end).toLowerCase()),
    ),
    hitsPerPage: offset === null ? hitsPerPage : count,
    page: offset === null ? page : count === 0 ? 0 : Math.floor(offset / count),
    start: offset ?? page * hitsPerPage,
    count,
    offset,
    distinct: params.distinct === undefined || params.distinct === true ? 1 : params.distinct === false ? 0 : params.distinct,
    facetingAfterDistinct: params.facetingAfterDistinct === true,
    facetFilters: facetFilters.rest,
    // filters, numericFilters and tagFilters combine with AND (facetFilters too, tested apart but
    // for those on objectID, which are tested record by record as the filters are).
    filters: [...(typeof params.filters === 'string' ? parseFilters(params.filters) : []), ...facetFilters.groups, ...listFilters(params.numericFilters, 'numeric'), ...listFilters(params.tagFilters, 'tag')],
    tags: { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' },
    attributesToRetrieve: params.attributesToRetrieve ?? ['*'],
    attributesToHighlight: [...new Set(params.attributesToHighlight ?? SEARCHABLE_ATTRIBUTES)],
    // Left out, the index's setting (content:10), as Algolia applies it: a front end that sends none
    // (Docusaurus's search page) reads _snippetResult.content from it.
    attributesToSnippet: lastSpecPerAttribute(params.attributesToSnippet ?? [...INDEX_SETTINGS.attributesToSnippet]),
    snippetEllipsisText: params.snippetEllipsisText ?? SNIPPET_ELLIPSIS,
    typoTolerance,
    restrictTo: Array.isArray(params.restrictSearchableAttributes) ? (params.restrictSearchableAttributes as string[]).map((a) => RANKED_ATTRIBUTES.indexOf(a as RankedAttribute)) : null,
    facets: params.facets
      ? { attributes: facetAttributes(params.facets), maxValues: params.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET, sortBy: params.sortFacetValuesBy ?? 'count' }
      : null,
    removeWords: setting<RemoveWords>(params.removeWordsIfNoResults, INDEX_SETTINGS.removeWordsIfNoResults),
    exactOnSingleWordQuery: setting<ExactOnSingleWordQuery>(params.exactOnSingleWordQuery, 'attribute'),
    getRankingInfo: params.getRankingInfo === true,
    responseFields: Array.isArray(params.responseFields) && !params.responseFields.includes('*') ? (params.responseFields as string[]) : null,
  };
}

/**
 * optionalWords: the query words a record may lack (ranked lower by the words criterion), as one
 * mask over the query's words; a phrase's words stay required. Null when no query word is listed.
 */
function optionalWordsMask(words: ParsedQuery['words'], listed: unknown): Uint8Array | null {
  const entries = typeof listed === 'string' ? [listed] : listed;
  if (!Array.isArray(entries) || words.length === 0) return null;
  const optional = new Set((entries as string[]).flatMap((entry) => tokenize(entry).map((token) => token.word)));
  const mask = Uint8Array.from(words, (w) => (optional.has(w.word) && !w.inPhrase && !w.inSequence ? 1 : 0));
  return mask.includes(1) ? mask : null;
}

/** attributesToSnippet with one spec per attribute, the last given (each would overwrite the one before). */
function lastSpecPerAttribute(specs: string[]): string[] {
  return [...new Map(specs.map((spec) => [spec.split(':')[0], spec])).values()];
}

/** ignorePlurals and removeStopWords: true, false, or a list of languages (English is the one this engine knows). */
function readLanguageList(value: unknown, fallback: boolean | readonly string[]): boolean {
  const given = value === undefined ? fallback : value;
  if (Array.isArray(given)) return given.includes('en');
  return given === true || given === 'true';
}

/**
 * The word-removal steps of removeWordsIfNoResults, each marking the optional words: lastWords makes
 * the last one optional, then the last two… (five at most), firstWords the same from the start,
 * allOptional all at once. Words of a phrase stay required.
 */
function wordRemovals(request: Request): Uint8Array[] {
  const n = request.words.length;
  if (n < 2 || request.removeWords === 'none') return [];
  const step = (isOptional: (i: number) => boolean) => Uint8Array.from(request.words, (_, i) => (isOptional(i) && !request.inPhrase[i] ? 1 : 0));
  if (request.removeWords === 'allOptional') return [step(() => true)];
  const steps: Uint8Array[] = [];
  for (let k = 1; k <= Math.min(5, n - 1); k++) steps.push(step((i) => (request.removeWords === 'lastWords' ? i >= n - k : i < k)));
  return steps;
}

/**
 * queryAfterRemoval: the query with the words made optional in `<em>` (Algolia's markup), the
 * query's own text escaped as highlighted text is, so the only markup is the tags.
 */
function markRemovedWords(request: Request, optional: Uint8Array): string {
  const { query } = request;
  const tokens = parseQuery(query, null).words;
  let out = '';
  let cursor = 0;
  let w = 0;
  for (const token of tokens) {
    // The excluded words and phrases' quotes are not query words: match tokens to words in order.
    if (w >= request.words.length || token.word !== request.words[w]) continue;
    if (optional[w] === 1) {
      out += `${escapeHtml(query.slice(cursor, token.start))}<em>${escapeHtml(query.slice(token.start, token.end))}</em>`;
      cursor = token.end;
    }
    w++;
  }
  return out + escapeHtml(query.slice(cursor));
}

/** responseFields: only the top-level fields named (a few are always kept, as on Algolia). */
function keepResponseFields(response: SearchResponse, fields: string[] | null): SearchResponse {
  if (!fields) return response;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(response)) if (fields.includes(key) || ALWAYS_RETURNED.has(key)) kept[key] = value;
  return kept as unknown as SearchResponse;
}

/** Algolia: responseFields can never remove these. */
const ALWAYS_RETURNED = new Set(['message', 'warning', 'cursor', 'abTestVariantID']);

/** The terms each query word matches and the records holding them, computed once per query. */
interface WordMatches {
  /** Per word, the terms it matches with their typos (kept for later queries: never changed). */
  expansions: ReadonlyMap<number, number>[];
  /** Per word, the two words it was split into (splitting), or null. */
  parts: ([string, string] | null)[];
  /** Per word, the terms that match it exactly: the word itself and its plural forms. */
  exact: number[][];
  /** Per word, its records and their fewest typos (index.records). */
  perWord: { typos: Int8Array; ids: Int32Array }[];
}

/** The candidates of a query, marked by record number (bucket plus one; 0: not a candidate). */
interface Candidates {
  typosOf: Uint16Array;
  /** How many candidates fall in each bucket, and the first of them. */
  perBucket: Int32Array;
  firstOfBucket: Int32Array;
  nbHits: number;
  match: WordMatches;
  /** Buckets per missing word: the most typos a query's words can add up to, plus one. */
  stride: number;
  /** The criteria's view of the query, made when first needed. */
  ranking?: RankingQuery;
}

/** A query word carries at most two typos: buckets of one missing-word count span 2n + 1 typo totals. */
const bucketStride = (words: number) => MAX_TYPO_COUNT * words + 1;

/** A record's bucket over every query word: -1 when it lacks a required word, or every word. */
function bucketOf(perWord: WordMatches['perWord'], id: number, optional: Uint8Array, stride: number): number {
  let typos = 0;
  let missing = 0;
  for (let w = 0; w < perWord.length; w++) {
    const cost = perWord[w].typos[id];
    if (cost !== NO_MATCH) typos += cost;
    else if (optional[w] === 1) missing++;
    else return -1;
  }
  return missing === perWord.length ? -1 : missing * stride + typos;
}

/** Whether `terms` holds `run` (term ids) one after the other. */
/** Whether query word `i` may be split: one that may carry a typo (so not a number, nor typoTolerance false), outside a phrase. */
const maySplit = (request: Request, i: number) => request.maxTypos[i] > 0 && !request.inPhrase[i];

/** A query word split in two: its parts (term ids) and the records holding them side by side. */
interface SplitMatch {
  parts: [number, number];
  holding: Int32Array;
}

/** The first part of a split query word is at most this long (Algolia's). */
const MAX_SPLIT_HEAD = 12;

/** Of the ways to split a word, the one whose rarer part the most records hold (Algolia keeps the split whose parts are the more frequent). */
function mostFrequentSplit(splits: [number, number][], index: WordIndex): [number, number] {
  const frequency = ([head, tail]: [number, number]) => Math.min(index.postingsOf(head).length, index.postingsOf(tail).length);
  return splits.reduce((best, split) => (frequency(split) > frequency(best) ? split : best));
}

/** The records in both ascending lists. */
function intersect(a: Int32Array, b: Int32Array, tick: () => void): number[] {
  const both: number[] = [];
  for (let i = 0, j = 0, steps = 0; i < a.length && j < b.length; steps++) {
    if ((steps & CHECKPOINT_MASK) === CHECKPOINT_MASK) tick();
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      both.push(a[i]);
      i++;
      j++;
    }
  }
  return both;
}

/** A query word split in two (splitting) highlights either part where the hit writes it. */
function withSplitParts(matcher: QueryWordMatcher, parts: [string, string] | null): QueryWordMatcher {
  if (!parts) return matcher;
  return { original: matcher.original, matchLength: (word) => (word === parts[0] || word === parts[1] ? word.length : matcher.matchLength(word)) };
}

/** Whether the words hold, side by side, a term each of the sets matches, in their order. */
function holdsSequence(terms: Int32Array, sequence: readonly ReadonlyMap<number, number>[]): boolean {
  for (let i = 0; i + sequence.length <= terms.length; i++) {
    let k = 0;
    while (k < sequence.length && sequence[k].has(terms[i + k])) k++;
    if (k === sequence.length) return true;
  }
  return false;
}

function holdsRun(terms: Int32Array, run: number[]): boolean {
  for (let i = 0; i + run.length <= terms.length; i++) {
    let k = 0;
    while (k < run.length && terms[i + k] === run[k]) k++;
    if (k === run.length) return true;
  }
  return false;
}

/**
 * Walks the marked candidates by bucket, then custom ranking (their numbers), one at a time: the
 * counts per bucket tell when one is done, so the walk stops as soon as the page is filled.
 */
function orderCandidates(typosOf: Uint16Array, perBucket: Int32Array, firstOfBucket: Int32Array): { next: () => number; bucket: () => number } {
  let bucket = 0;
  let id = firstOfBucket[0];
  let found = 0;
  const next = () => {
    while (bucket < perBucket.length) {
      if (found < perBucket[bucket]) {
        while (typosOf[id] !== bucket + 1) id++;
        found++;
        return id++;
      }
      bucket++;
      id = bucket < firstOfBucket.length ? firstOfBucket[bucket] : 0;
      found = 0;
    }
    return -1;
  };
  return { next, bucket: () => bucket };
}

/** A deep copy of JSON-like data (records come from JSON), far cheaper than structuredClone. */
/** A record's attributes named by `retrieve` (`*`: all), copied, with its objectID always. */
function retrieved(record: SearchRecord, retrieve: string[]): Record<string, unknown> {
  const fields = record as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = retrieve.includes('*') ? clonePlain(fields) : {};
  if (!retrieve.includes('*')) for (const attribute of retrieve) copyPath(fields, copy, attribute);
  // With "*", "-name" leaves an attribute (or a nested one, "-hierarchy.lvl0") out, as Algolia does.
  else for (const attribute of retrieve) if (attribute.startsWith('-') && attribute.length > 1) deletePath(copy, attribute.slice(1));
  copy.objectID = record.objectID;
  return copy;
}

function deletePath(target: Record<string, unknown>, dotted: string): void {
  const keys = dotted.split('.');
  let at: unknown = target;
  for (const key of keys.slice(0, -1)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return;
    at = (at as Record<string, unknown>)[key];
  }
  if (typeof at === 'object' && at !== null) delete (at as Record<string, unknown>)[keys[keys.length - 1]];
}

function clonePlain<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clonePlain) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = clonePlain((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** How a query word highlights a record's word: whole when equal, a plural or within its typos; its start as a prefix. */
function matcherFor(word: string, how: { isPrefix: boolean; typos: number; plurals: string[]; ignorePlurals: boolean; joined: JoinedWords[] }, original: string): QueryWordMatcher {
  const { isPrefix, typos, plurals, ignorePlurals, joined } = how;
  const lengthOf = (candidate: string) => {
    if (candidate === word || plurals.includes(candidate)) return candidate.length;
    // The word joined with its neighbours ("web hook" finds and highlights "webhook").
    for (const j of joined) {
      if (candidate === j.word) return candidate.length;
      if (j.isPrefix && candidate.startsWith(j.word)) return j.word.length;
    }
    if (isPrefix && candidate.startsWith(word)) return word.length;
    if (typos > 0 && boundedDistance(word, candidate, typos) <= typos) return candidate.length;
    // The other number of a word is at most three letters longer or shorter ("ies" for "y").
    if (typos > 0 && ignorePlurals && Math.abs(candidate.length - word.length) <= typos + 3 && pluralAlternatives(candidate).some((form) => boundedDistance(word, form, typos) <= typos)) return candidate.length;
    // A typo in the word being typed: compare with the same length of the candidate.
    if (isPrefix && typos > 0 && candidate.length > word.length && boundedDistance(word, candidate.slice(0, word.length), typos) <= typos) return word.length;
    return 0;
  };
  return { original, matchLength: lengthOf };
}

function clamp(value: unknown, min: number, max: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.floor(n))) : min;
}

/**
 * Copies the record's attribute at a dotted path (from `attributesToRetrieve`, a stranger's) into the
 * hit. Own attributes only, into objects of the hit's own: `in` also found what a list inherits, so
 * `version.__proto__.length` read Array.prototype and wrote its `length` (or `constructor`, `join`…)
 * onto Object.prototype, for every later request of the server's life.
 */
function copyPath(from: Record<string, unknown>, to: Record<string, unknown>, dotted: string): void {
  const [head, ...rest] = dotted.split('.');
  if (head === '__proto__' || !Object.hasOwn(from, head)) return;
  if (rest.length === 0) {
    to[head] = from[head];
    return;
  }
  const inner = from[head];
  if (typeof inner !== 'object' || inner === null) return;
  const into = Object.hasOwn(to, head) ? to[head] : (to[head] = {});
  copyPath(inner as Record<string, unknown>, into as Record<string, unknown>, rest.join('.'));
}

function setPath(target: Record<string, unknown>, dotted: string, value: HighlightResult | SnippetResult): void {
  const parts = dotted.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] as Record<string, unknown> | undefined) ?? (node[part] = {});
  node[parts[parts.length - 1]] = value;
}

/** The fields every answer of search and browse has: the hits, where they stand, and what was asked. */
function searchResponse(
  hits: Record<string, unknown>[],
  pages: Pick<SearchResponse, 'nbHits' | 'page' | 'nbPages' | 'hitsPerPage'>,
  asked: { query: string; params: SearchParams; indexName: string; started: number; typoTolerance: boolean | 'min' | 'strict' },
): SearchResponse {
  // Every count here is exact: the whole index is searched, typos included (Algolia's `exhaustive`).
  // With typo tolerance off there is no typo search, and Algolia leaves its flags out.
  const typoSearched = asked.typoTolerance !== false;
  return {
    hits,
    ...pages,
    exhaustiveNbHits: true,
    ...(typoSearched ? { exhaustiveTypo: true } : {}),
    exhaustive: typoSearched ? { nbHits: true, typo: true } : { nbHits: true },
    query: asked.query,
    params: encodeParams(asked.params),
    index: asked.indexName,
    // Algolia's answers carry the index's renderingContent (facet ordering, redirects, widgets), {}
    // for an index that sets none, as this one: seen in every hosted answer, DocSearch's included.
    renderingContent: {},
    processingTimeMS: Math.round(performance.now() - asked.started),
  };
}

/** The request's parameters as Algolia echoes them: a URL-encoded string. */
function encodeParams(params: SearchParams): string {
  const entries = Object.entries(params).filter(([k, v]) => k !== 'indexName' && v !== undefined);
  return new URLSearchParams(entries.map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)] as [string, string])).toString();
}


/**
 * A queryID: 32 hex digits, as Algolia's. randomUUID draws from a buffered pool (randomBytes was a
 * system call a query); a page served over plain HTTP has no randomUUID, only getRandomValues.
 */
function queryId(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
