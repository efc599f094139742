// The search wire contract, the one both sides read: the DocSearch record the build emits, the
// request the runtime sends, the answer the embedded endpoint (or a hosted index) gives back, and
// the few constants both sides must agree on. Types plus constants only: no code of either side.

/** DocSearch's hierarchy levels, outermost first: lvl0 is the section, lvl1 the page title. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** A record is a page (lvl1), a heading under it (lvl2..lvl6) or a block of text (content). */
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

/** Searchable attributes in rank order: the DocSearch crawler template's, so hosted search ranks like ours. */
export const SEARCHABLE_ATTRIBUTES = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'] as const;
export type SearchableAttribute = (typeof SEARCHABLE_ATTRIBUTES)[number];

/** Spec §9: hits per request. */
export const HITS_PER_PAGE = 20;
/** Spec §9: words of a snippet (the index settings' default and the modal's on wide screens). */
export const SNIPPET_WORDS = 10;
/** What marks text cut from a snippet: DocSearch's request, and Algolia's default. */
export const SNIPPET_ELLIPSIS = '…';

/** One record of `search-records.json`, in the DocSearch shape. */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  type: RecordType;
  hierarchy: Record<Level, string | null>;
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
  weight: { pageRank: number; level: number; position: number };
  language: string;
  docusaurus_tag: string;
  version?: string[];
}

/** Algolia facetFilters: a list ANDed together; a nested list is ORed; "attr:-value" negates. */
export type FacetFilters = string | (string | string[])[];

/** The parameters of one query, as a client sends them (the ones the engine reads are named). */
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
  /** In facetFilters' list form: comparisons (`price>=10`), ranges (`price:5 TO 10`); tags (`-tag` excludes). */
  numericFilters?: FacetFilters;
  tagFilters?: FacetFilters;
  /** Faceted attributes to count the values of (`*`: all). */
  facets?: string[];
  maxValuesPerFacet?: number;
  sortFacetValuesBy?: 'count' | 'alpha';
  clickAnalytics?: boolean;
  /** Facets counted over the records distinct keeps (one a URL and anchor), not every matching record. */
  facetingAfterDistinct?: boolean;
  distinct?: boolean | number;
  [other: string]: unknown;
}

/** An attribute's `_highlightResult`: its text escaped, with only the highlight tags as markup. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** An attribute's `_snippetResult`: a highlighted excerpt of at most the asked number of words. */
export type SnippetResult = Omit<HighlightResult, 'matchedWords'>;

/** `_highlightResult` and `_snippetResult` follow the record's own nesting. */
export interface HitMatches<Result> {
  hierarchy?: Partial<Record<Level, Result>>;
  content?: Result;
}

/** A hit as the runtime asks for it: the attributes it retrieves, with their highlights and snippets. */
export interface SearchHit {
  objectID: string;
  type: RecordType;
  url: string;
  content: string | null;
  hierarchy: Partial<Record<Level, string | null>>;
  _highlightResult?: HitMatches<HighlightResult>;
  _snippetResult?: HitMatches<SnippetResult>;
}

/** One query's answer. A hit holds what `attributesToRetrieve` asked for, so its shape is the asker's. */
export interface SearchResponse<Hit = Record<string, unknown>> {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  index: string;
  /** The index's renderingContent setting: none here, so {} as Algolia answers for such an index. */
  renderingContent: Record<string, never>;
  processingTimeMS: number;
  /** With clickAnalytics: the id insights events refer to. */
  queryID?: string;
  /** With `facets`: each attribute's values and how many matching records hold each. */
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveFacetsCount?: boolean;
  exhaustive?: { facetsCount?: boolean; facetValues?: boolean; nbHits: boolean; typo?: boolean };
  exhaustiveTypo?: boolean;
  /** When removeWordsIfNoResults made words optional: the query with those words in `<em>`. */
  queryAfterRemoval?: string;
  /** With offset: the hits' place and count, as asked. */
  offset?: number;
  length?: number;
  /** browse: where the next call goes on from; absent on the last page. */
  cursor?: string;
}

/** An answer to a search for facet values. */
export interface FacetSearchResponse {
  facetHits: { value: string; highlighted: string; count: number }[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

/** What the runtime reads of an answer. */
export type SearchAnswer = Pick<SearchResponse<SearchHit>, 'hits' | 'nbHits' | 'nbPages' | 'page' | 'queryID'>;
