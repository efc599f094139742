// Which of Algolia's read endpoints a request asks for (reference: algolia-search-api.md §1.1). The
// paths' segments are percent-encoded by the clients.
import { SearchRequestError } from '../search/search-limits.ts';

export type SearchRoute =
  | { kind: 'queries' }
  | { kind: 'objects' }
  | { kind: 'query'; index: string }
  | { kind: 'facet-search'; index: string; facet: string }
  | { kind: 'get-search'; index: string }
  | { kind: 'object'; index: string; objectID: string }
  | { kind: 'browse'; index: string }
  | { kind: 'settings'; index: string };

/** The route of `pathname` for `method`; 'wrong method' for a path of ours asked with another; null for no path of ours. */
export function searchRoute(method: string | undefined, pathname: string): SearchRoute | 'wrong method' | null {
  const facetSearch = /^\/1\/indexes\/([^/]+)\/facets\/([^/]+)\/query$/.exec(pathname);
  if (facetSearch) {
    const [, index, facet] = facetSearch;
    return method === 'POST' ? { kind: 'facet-search', index: decodeSegment(index, 'index name'), facet: decodeSegment(facet, 'facet name') } : 'wrong method';
  }
  const parts = /^\/1\/indexes\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (!parts) return null;
  const [, first, second] = parts;
  const allowed = (methods: string[], route: () => SearchRoute) => (methods.includes(method ?? '') ? route() : 'wrong method');
  if (first === '*') {
    if (second === 'queries') return allowed(['POST'], () => ({ kind: 'queries' }));
    if (second === 'objects') return allowed(['POST'], () => ({ kind: 'objects' }));
    return null;
  }
  const index = decodeSegment(first, 'index name');
  if (second === undefined) return allowed(['GET'], () => ({ kind: 'get-search', index }));
  if (second === 'query') return allowed(['POST'], () => ({ kind: 'query', index }));
  if (second === 'browse') return allowed(['GET', 'POST'], () => ({ kind: 'browse', index }));
  if (second === 'settings') return allowed(['GET'], () => ({ kind: 'settings', index }));
  return allowed(['GET'], () => ({ kind: 'object', index, objectID: decodeSegment(second, 'objectID') }));
}

function decodeSegment(segment: string, what: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new SearchRequestError(`Invalid ${what} in the path: "${segment}" is not valid percent-encoding.`);
  }
}
