// How the algoliasearch client's requests leave the page, by search mode (config search.mode): over
// the network (hosted search, the site's own endpoint), answered in the page from the static index
// (a static host), or (auto) over the network until the site's origin shows it has no endpoint, then
// in the page for the rest of the visit. The static index's code is its own chunk, loaded only then.
import { createXhrRequester } from '@algolia/requester-browser-xhr';
import { STATIC_INDEX_ENTRY } from '../../cli/search/static-format.ts';
import type { ClientResponse } from './static/static-requester.ts';
import type { StaticSearch } from './static/static-search.ts';

export type SearchRequester = ReturnType<typeof createXhrRequester>;

/**
 * Requests over the network: the client's own browser requester (the lite client's default, already
 * in the page), so the timeouts are the client's: connect until the answer's headers come, then read.
 */
const overNetwork = createXhrRequester();

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

/**
 * Forgets the opened index when the site has been published again since (its entry names another
 * generation). Asked once per client, so each time the reader opens search; offline, the index
 * already loaded stays.
 */
async function forgetIfRepublished(origin: string): Promise<void> {
  const current = opened;
  if (!current) return;
  try {
    const [index, response] = await Promise.all([current, fetch(`${origin}${STATIC_INDEX_ENTRY}`, { cache: 'no-cache' })]);
    const entry = (await response.json()) as { generation?: unknown };
    if (response.ok && entry.generation !== index.generation && opened === current) opened = null;
  } catch {
    // Offline, or the index never opened: what is there serves.
  }
}

/** Answers every request in the page, from the static index the site serves under /_dc/search/. */
export function staticRequester(indexName: string, origin: string): SearchRequester {
  let checked = false;
  return {
    async send(request) {
      if (!checked) {
        checked = true;
        await forgetIfRepublished(origin);
      }
      const [{ answerStatically }, { StaleIndexError }] = await Promise.all([import('./static/static-requester.ts'), import('./static/static-search.ts')]);
      try {
        return await answerStatically(() => openStaticIndex(origin), indexName, request);
      } catch (error) {
        if (!(error instanceof StaleIndexError)) throw error;
        // Published again while the page was open: the new generation is opened, and the search asked again.
        opened = null;
        return answerStatically(() => openStaticIndex(origin), indexName, request);
      }
    },
  };
}

/**
 * Whether an answer says nothing at the site's origin answers search requests: a static host answers
 * 405 or 501 to a POST (an endpoint never does), 404 with anything but an Algolia error (an endpoint's
 * 404 is `{"message": …, "status": 404}`, an index it does not have), an HTML page (a single-page
 * fallback) or an XML error. The embedded endpoint always answers JSON, its errors included.
 */
export function isNoEndpoint(response: ClientResponse): boolean {
  if (response.isTimedOut || response.status === 0 || response.status === 429 || (response.status >= 500 && response.status !== 501)) return false;
  if (response.status === 405 || response.status === 501) return true;
  let body: unknown;
  try {
    body = JSON.parse(response.content);
  } catch {
    return true;
  }
  if (typeof body !== 'object' || body === null) return true;
  return response.status === 404 && !isAlgoliaError(body, 404);
}

/** An error as Algolia (and the embedded endpoint) answers one: `{"message": "…", "status": N}`. */
const isAlgoliaError = (body: object, status: number) => typeof (body as { message?: unknown }).message === 'string' && (body as { status?: unknown }).status === status;

/** The site's own origin first; once it shows it has no search endpoint, the static index. */
/** Whether the site's origin answers search requests, once an answer has shown it (for the rest of the visit). */
let hasEndpoint: boolean | null = null;

export function endpointOrStaticRequester(indexName: string, origin: string): SearchRequester {
  const inPage = staticRequester(indexName, origin);
  return {
    async send(request) {
      if (hasEndpoint === false) return inPage.send(request);
      const response = await overNetwork.send(request);
      if (hasEndpoint === null && isNoEndpoint(response)) {
        hasEndpoint = false;
        return inPage.send(request);
      }
      if (response.status >= 200 && response.status < 300) hasEndpoint = true;
      return response;
    },
  };
}
