// What one request to the embedded search endpoint may ask for. The application id and search key are
// public in every page, so these limits are all that stands between a stranger and the server's time
// and memory: Algolia's own documented limits first (a client written for the hosted service never
// meets a stricter one there), then budgets of our own on the work and bytes of one request.

/** Algolia: "Too many queries in multi query request" above 50 (algoliasearch-client-javascript#1602; service limits page). */
export const MAX_QUERIES_PER_REQUEST = 50;
/** getObjects: a budget of ours (Algolia documents none): at most as many records as the largest page of hits. */
export const MAX_OBJECTS_PER_REQUEST = 1000;
/** maxValuesPerFacet: at most 1,000 values per facet (Algolia's documented maximum; reference §7). */
export const MAX_VALUES_PER_FACET = 1000;
/** maxFacetHits: at most 100 values a facet search (Algolia's documented maximum; reference §7). */
export const MAX_FACET_HITS = 100;
/** Algolia, `query`: "Query strings can be up to 512 bytes long" (doc/api-reference/api-parameters/query). */
export const MAX_QUERY_BYTES = 512;
/** Algolia's API spec: every search parameter's value is under 512 bytes (SearchParams.yml); applied here to the text ones. */
export const MAX_TEXT_PARAMETER_BYTES = 512;
/** Algolia, `hitsPerPage`: 20 when a query does not say (doc/api-reference/api-parameters/hitsPerPage). */
export const DEFAULT_HITS_PER_PAGE = 20;
/** Algolia, `hitsPerPage` and `length`: at most 1,000 (doc/api-reference/api-parameters/hitsPerPage, …/length). */
export const MAX_HITS_PER_PAGE = 1000;
/** Algolia, `paginationLimitedTo`: hits past the 1,000th cannot be reached (default; IndexSettings.yml). */
export const PAGINATION_LIMIT = 1000;
/** Algolia, `distinct`: 0 to 4 (service limits page). */
export const MAX_DISTINCT = 4;
/** Algolia: at most 1,000 filters per query (service limits page). */
export const MAX_FILTERS_PER_QUERY = 1000;

/** Ours: parameters of one query, in its `params` string and its fields together (Algolia has about 100 search parameters). */
export const MAX_PARAMETERS_PER_QUERY = 200;
/** Ours: characters of a query's `params` string, checked before any of it is decoded (a real client's is a small fraction of it). */
export const MAX_PARAMS_STRING_LENGTH = 64 * 1024;
/** Ours: the hits of all of one request's queries together (two full pages at Algolia's largest page size). */
export const MAX_HITS_PER_REQUEST = 2000;
/** Ours: words in one query. Each word is matched against the whole vocabulary (prefixes, typos) and ranks every candidate. */
export const MAX_QUERY_WORDS = 32;
/** Ours: entries of an attribute list (attributesToRetrieve, …ToHighlight, …ToSnippet); a record has a dozen attributes. */
export const MAX_ATTRIBUTE_LIST_LENGTH = 100;
/** Ours: entries of all lists and objects in one query's values (1,000 facet filters in lists of one take 2,000). */
export const MAX_VALUE_ENTRIES_PER_QUERY = 5000;
/** Ours: how deep lists and objects nest in one parameter's value (facetFilters needs 2). */
export const MAX_PARAMETER_DEPTH = 4;
/** Ours: work (CPU time) of one request: reading its parameters, its searches and encoding their answers; once spent, its remaining queries are refused rather than run. */
export const MAX_SEARCH_WORK_MS = 500;
/** Ours: the JSON answer to one request (the 1,000 DocSearch hits of Algolia's largest page fit several times over). */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/** A request the endpoint refuses: answered with `status` and `{message, status}`, never a 500. */
export class SearchRequestError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    /** For a refusal of the moment (503): when to ask again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** How many hits a query can return at most, known before it runs: its page, cut at the pagination limit. */
export function requestedHits(params: { hitsPerPage?: number; page?: number; offset?: number; length?: number; distinct?: number | boolean }): number {
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  // offset and length replace page and hitsPerPage when offset is given.
  const count = params.offset === undefined ? hitsPerPage : (params.length ?? hitsPerPage);
  const start = params.offset ?? (params.page ?? 0) * hitsPerPage;
  // distinct 2 to 4 counts groups, each up to that many hits (Algolia's hitsPerPage counts groups).
  const perGroup = typeof params.distinct === 'number' && params.distinct > 1 ? params.distinct : 1;
  return Math.max(0, Math.min(count, PAGINATION_LIMIT - start)) * perGroup;
}

/** Refuses a multi-query whose queries together ask for more hits than one request may return. */
export function checkRequestedHits(queries: Parameters<typeof requestedHits>[0][]): void {
  const total = queries.reduce((sum, params) => sum + requestedHits(params), 0);
  if (total > MAX_HITS_PER_REQUEST) {
    throw new SearchRequestError(
      `The queries of this request ask for ${total} hits in all ("hitsPerPage" summed over "requests"); one request returns at most ${MAX_HITS_PER_REQUEST}. Send fewer queries or smaller pages.`,
    );
  }
}

/**
 * What one request has spent: search time and response bytes, charged after each of its queries.
 * A request over either budget is refused before its next query runs.
 */
export class RequestBudget {
  private workMs = 0;
  private bytes = 0;

  /** Throws when `bytes` more of answer (an estimate, while a query runs) would pass the answer budget. */
  checkBytes(bytes: number): void {
    if (this.bytes + bytes > MAX_RESPONSE_BYTES) {
      throw new SearchRequestError(
        `The answer to this request would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB. Ask for fewer hits ("hitsPerPage"), fewer attributes ("attributesToRetrieve", "attributesToHighlight", "attributesToSnippet") or shorter highlight tags.`,
      );
    }
  }

  /** Milliseconds of work the request may still spend. */
  workLeftMs(): number {
    return MAX_SEARCH_WORK_MS - this.workMs;
  }

  charge(workMs: number, bytes: number): void {
    this.checkBytes(bytes);
    this.workMs += workMs;
    this.bytes += bytes;
  }

  /**
   * Called before each query, and by the engine while a query runs (`runningMs`: its work so far): a
   * request past the budget runs no further, even inside one query.
   */
  checkWork(remainingQueries: number, runningMs = 0): void {
    if (runningMs > 0 && this.workMs + runningMs > MAX_SEARCH_WORK_MS) {
      throw new SearchRequestError(
        `This request took more than ${MAX_SEARCH_WORK_MS} ms of work (reading its parameters and searching) and was stopped inside a query. Send shorter queries ("query"), fewer hits ("hitsPerPage") or fewer attributes to highlight and snippet.`,
      );
    }
    if (this.workMs > MAX_SEARCH_WORK_MS) {
      throw new SearchRequestError(
        `This request took more than ${MAX_SEARCH_WORK_MS} ms of work (reading its parameters and searching) with ${remainingQueries} queries still to run. Send fewer queries ("requests"), shorter ones ("query") or fewer parameters.`,
      );
    }
  }
}
