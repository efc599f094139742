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

/** Algolia's message for an operation the key's ACLs do not allow (its API spec's MethodNotAllowed). */
export const NOT_WITH_THIS_KEY = 'Method not allowed with this API key';

/**
 * Algolia's operations under /1/indexes that a key with the search, browse and settings ACLs (the one
 * this endpoint answers) may not run: writes (saveObject, addOrUpdateObject, partialUpdateObject,
 * deleteObject, batch, clearObjects, deleteBy, operationIndex, setSettings, deleteIndex), synonyms
 * and rules, and listIndices. Algolia answers them 403, whatever the index.
 */
/** An index's path, /1/indexes/{indexName}, then `rest`: an index name is any segment but the `*` of the multi-index paths. */
const indexPath = (rest: string) => new RegExp(`^/1/indexes/(?!\\*/|\\*$)[^/]+${rest}$`);

const OTHER_KEYS_OPERATIONS: [methods: string[], path: RegExp][] = [
  [['GET'], /^\/1\/indexes\/?$/],
  [['POST'], /^\/1\/indexes\/\*\/batch$/],
  [['POST', 'DELETE'], indexPath('')],
  [['PUT'], indexPath('/settings')],
  [['POST'], indexPath('/(?:batch|clear|deleteByQuery|operation)')],
  [['PUT', 'DELETE'], indexPath('/[^/]+')],
  [['POST'], indexPath('/[^/]+/partial')],
  [['GET', 'POST', 'PUT', 'DELETE'], indexPath('/(?:synonyms|rules)(?:/.*)?')],
];

/**
 * The route of `pathname` for `method`; 'wrong method' for a path of ours asked with another;
 * 'not with this key' for an Algolia operation the endpoint's key may not run; null for no path of ours.
 */
export function searchRoute(method: string | undefined, pathname: string): SearchRoute | 'wrong method' | 'not with this key' | null {
  if (OTHER_KEYS_OPERATIONS.some(([methods, path]) => methods.includes(method ?? '') && path.test(pathname))) return 'not with this key';
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
