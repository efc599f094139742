// How the algoliasearch client's requests leave the page, by search mode (config search.mode): over
// the network (hosted search, the site's own endpoint), answered in the page from the static index
// (a static host), or (auto) over the network until the site's origin shows it has no endpoint, then
// in the page for the rest of the visit. The static index's code is its own chunk, loaded only then.
import type { ClientRequest, ClientResponse } from './static/static-requester.ts';
import type { StaticSearch } from './static/static-search.ts';

export interface SearchRequester {
  send(request: ClientRequest & { headers?: Record<string, string>; connectTimeout: number; responseTimeout: number }): Promise<ClientResponse>;
}

/** A request over the network, with the client's timeouts (a timeout answers isTimedOut, as the client's own requesters do). */
async function overNetwork(request: Parameters<SearchRequester['send']>[0]): Promise<ClientResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.connectTimeout + request.responseTimeout);
  try {
    const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.data as BodyInit | undefined, signal: controller.signal });
    return { status: response.status, content: await response.text(), isTimedOut: false };
  } catch (error) {
    return controller.signal.aborted ? { status: 0, content: 'timed out', isTimedOut: true } : { status: 0, content: (error as Error).message, isTimedOut: false };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The static index, opened once a visit: every client (the modal makes one each time it opens, the
 * search page its own) shares what was loaded, which is also what lets a reader search offline.
 */
let opened: Promise<StaticSearch> | null = null;
function openStaticIndex(origin: string): Promise<StaticSearch> {
  return (opened ??= import('./static/static-search.ts')
    .then(({ StaticSearch }) => StaticSearch.open(origin))
    .catch((error: unknown) => {
      // A failed load (the network, a deploy in between) is tried again by the next search.
      opened = null;
      throw error;
    }));
}

/** Answers every request in the page, from the static index the site serves under /_dc/search/. */
export function staticRequester(indexName: string, origin: string): SearchRequester {
  return {
    async send(request) {
      const { answerStatically } = await import('./static/static-requester.ts');
      return answerStatically(() => openStaticIndex(origin), indexName, request);
    },
  };
}

/**
 * Whether an answer says nothing at the site's origin answers search requests: a static host answers
 * 404, 405 or 501, an HTML page (a single-page fallback), or an XML error. The embedded endpoint
 * always answers JSON, its errors included.
 */
export function isNoEndpoint(response: ClientResponse): boolean {
  if (response.isTimedOut || response.status === 0 || response.status === 429 || (response.status >= 500 && response.status !== 501)) return false;
  if (response.status === 501) return true;
  try {
    const body: unknown = JSON.parse(response.content);
    return typeof body !== 'object' || body === null;
  } catch {
    return true;
  }
}

/** The site's own origin first; once it shows it has no search endpoint, the static index. */
/** Whether the site's origin answers search requests, once an answer has shown it (for the rest of the visit). */
let hasEndpoint: boolean | null = null;

export function endpointOrStaticRequester(indexName: string, origin: string): SearchRequester {
  const inPage = staticRequester(indexName, origin);
  return {
    async send(request) {
      if (hasEndpoint === false) return inPage.send(request);
      const response = await overNetwork(request);
      if (hasEndpoint === null && isNoEndpoint(response)) {
        hasEndpoint = false;
        return inPage.send(request);
      }
      if (response.status >= 200 && response.status < 300) hasEndpoint = true;
      return response;
    },
  };
}
