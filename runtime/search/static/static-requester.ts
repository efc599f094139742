// Answers the algoliasearch client's requests in the page, from the static index: the requester the
// client sends through on a static host. Requests are read as the embedded endpoint reads them
// (cli/serve/search-endpoint.ts) and answered by the same engine, so the same client and UI work on
// both. What needs every record at once (getObject(s), browse) is the endpoint's alone.
import { SETTINGS_ANSWER } from '../../../cli/search/index-settings.ts';
import { checkRequestedHits, SearchRequestError } from '../../../cli/search/search-limits.ts';
import { readSearchParams } from '../../../cli/search/search-params.ts';
import { checkIndex, facetOf, readRequests } from '../../../cli/search/search-requests.ts';
import { NOT_WITH_THIS_KEY, searchRoute } from '../../../cli/serve/search-routes.ts';
import type { StaticSearch } from './static-search.ts';

/** The parts of algoliasearch's EndRequest and Response a requester reads and writes. */
export interface ClientRequest {
  method: string;
  url: string;
  data?: string | Uint8Array;
}

export interface ClientResponse {
  status: number;
  content: string;
  isTimedOut: boolean;
}

const answer = (status: number, body: unknown): ClientResponse => ({ status, content: JSON.stringify(body), isTimedOut: false });
const failure = (status: number, message: string) => answer(status, { message, status });

export async function answerStatically(search: () => Promise<StaticSearch>, indexName: string, request: ClientRequest): Promise<ClientResponse> {
  const url = new URL(request.url);
  try {
    const route = searchRoute(request.method, url.pathname);
    if (route === null) return failure(404, 'Not found');
    if (route === 'wrong method') return failure(405, 'Method not allowed');
    if (route === 'not with this key') return failure(403, NOT_WITH_THIS_KEY);
    if (route.kind === 'objects' || route.kind === 'object' || route.kind === 'browse') {
      // Another index is none, as the endpoint answers (404), before what this one cannot do.
      if (route.kind !== 'objects') checkIndex(route.index, indexName);
      return failure(400, `${route.kind === 'browse' ? 'browse' : 'getObject(s)'} is not answered by a static site's search index; devcenter serve or a hosted index answers it.`);
    }
    if (route.kind === 'settings') {
      checkIndex(route.index, indexName);
      return answer(200, SETTINGS_ANSWER);
    }
    let body: unknown;
    if (route.kind === 'get-search') {
      const params = new URLSearchParams([...url.searchParams].filter(([key]) => !key.toLowerCase().startsWith('x-algolia-')));
      body = { params: params.toString() };
    } else {
      const text = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data ?? new Uint8Array());
      try {
        body = JSON.parse(text);
      } catch (error) {
        return failure(400, `Invalid JSON body: ${(error as Error).message}`);
      }
    }
    if (route.kind === 'facet-search') body = { ...(body as Record<string, unknown>), type: 'facet', facet: route.facet };
    const queries = readRequests(body, route.kind === 'queries' ? null : route.index, indexName).map(readSearchParams);
    checkRequestedHits(queries);
    const index = await search();
    const results: unknown[] = [];
    for (const query of queries) {
      results.push(await index.run((engine) => (query.type === 'facet' ? engine.searchFacetValues(facetOf(query), query) : engine.search(indexName, query))));
    }
    return answer(200, route.kind === 'queries' ? { results } : results[0]);
  } catch (error) {
    if (error instanceof SearchRequestError) return failure(error.status, error.message);
    throw error;
  }
}
