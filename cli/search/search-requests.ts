// The queries of a search request's body, read the same way by the embedded endpoint and by the
// static index's requester in the browser: their shape, their count and their index, before any is run.
import { MAX_QUERIES_PER_REQUEST, SearchRequestError } from './search-limits.ts';
import { valuePreview } from './value-preview.ts';

/**
 * The entries of a body's `requests` (or the one query of a single-index path, `pathIndex`), checked
 * for their shape, their count and their index before any of them is read.
 */
export function readRequests(body: unknown, pathIndex: string | null, indexName: string): Record<string, unknown>[] {
  const requests = pathIndex === null ? (body as { requests?: unknown })?.requests : [{ ...(body as Record<string, unknown>), indexName: pathIndex }];
  if (!Array.isArray(requests) || requests.some((r) => typeof r !== 'object' || r === null || Array.isArray(r))) {
    throw new SearchRequestError('The body must be {"requests": [{"indexName": ..., "query": ...}, ...]}');
  }
  // Algolia's multi-query strategy: the queries here always all run (stopIfEnoughMatches is a way of
  // saving work the answer does not show), but a value it does not know is a 400, as there.
  const strategy = pathIndex === null ? (body as { strategy?: unknown }).strategy : undefined;
  if (strategy !== undefined && strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
    throw new SearchRequestError(`Invalid value for "strategy" parameter: expected "none" or "stopIfEnoughMatches", got ${valuePreview(strategy)}.`);
  }
  if (requests.length > MAX_QUERIES_PER_REQUEST) {
    throw new SearchRequestError(`Too many queries in multi query request: ${requests.length} in "requests", at most ${MAX_QUERIES_PER_REQUEST}`);
  }
  const unknown = (requests as { indexName?: unknown }[]).find((r) => r.indexName !== indexName);
  if (unknown) throw new SearchRequestError(unknownIndex(unknown.indexName), 404);
  return requests;
}

/** The facet a multi-query entry of type facet searches the values of. */
export function facetOf(query: Record<string, unknown>): string {
  if (typeof query.facet !== 'string') throw new SearchRequestError('Invalid value for "facet" parameter: a query of type facet names its facet (a string).');
  return query.facet;
}

export function checkIndex(index: string, indexName: string): void {
  if (index !== indexName) throw new SearchRequestError(unknownIndex(index), 404);
}

/** Algolia's words for an index it does not have, the name as sent (quoted only when it is not a string). */
const unknownIndex = (name: unknown) => `Index ${typeof name === 'string' ? name : valuePreview(name ?? null)} does not exist`;
