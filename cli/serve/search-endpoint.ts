// The embedded search endpoint: answers Algolia's read API for the public search key over the built
// site's records (multi-query, single-index query by POST and GET, facet search, getObject,
// getObjects, browse, getSettings), so search works with no account anywhere. Routes: search-routes.ts.
// browse and getSettings need other ACLs than search on Algolia; here every record and setting is
// already public through search, so the site's key may read them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SearchEngine, type SearchGuard } from '../search/engine.ts';
import { checkRequestedHits, MAX_OBJECTS_PER_REQUEST, MAX_RESPONSE_BYTES, RequestBudget, SearchRequestError } from '../search/search-limits.ts';
import { attributeList, readSearchParams } from '../search/search-params.ts';
import { checkIndex, facetOf, readRequests } from '../search/search-requests.ts';
import { decodeCursor, encodeCursor } from '../search/browse-cursor.ts';
import { SETTINGS_ANSWER } from '../search/index-settings.ts';
import type { SearchRecord } from '../search/records.ts';
import { createAnswerAllowance, type AnswerHold } from './answer-allowance.ts';
import { clientOf, createQueryTurns } from './query-turns.ts';
import { createBodyReader } from './request-body.ts';
import { isForeignRequest } from './request-origin.ts';
import { requestUrl } from './request-path.ts';
import { NOT_WITH_THIS_KEY, searchRoute, type SearchRoute } from './search-routes.ts';
import { WorkClock } from './work-clock.ts';
import { timeLimitMs } from '../time-limit.ts';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Bodies of all requests being read at once: sixteen of the largest, or thousands of real searches (a few hundred bytes each). */
export const MAX_BODY_BYTES_IN_FLIGHT = 16 * 1024 * 1024;
/** One client's share of them: sixteen connections of one address holding 1 MB each made every other visitor's search a 503. */
export const MAX_BODY_BYTES_IN_FLIGHT_PER_CLIENT = 4 * 1024 * 1024;
import { BODY_TIMEOUT_MS, STALLED_ANSWER_MS } from './server-limits.ts';
/** Answers held in memory, being built or waiting for a client to read them: a dozen of the largest (10 MB), or thousands of real ones (20 to 40 KB). */
export const MAX_ANSWER_BYTES_HELD = 128 * 1024 * 1024;
/** One client's share: three of the largest answers at once. */
export const MAX_ANSWER_BYTES_HELD_PER_CLIENT = 32 * 1024 * 1024;
export { STALLED_ANSWER_MS };
/** What a request answered from its address alone counts in its client's share of the body allowance, at least: Node's 16 KB of request line and headers. */
const GET_REQUEST_BYTES = 16 * 1024;
/** How long a client refused for the answers it holds is asked to wait. */
const ANSWERS_RETRY_AFTER_SECONDS = 5;

export interface SearchEndpointOptions {
  records: SearchRecord[];
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * Who may read the answers. A public site (`devcenter serve`) answers every origin, like the hosted
 * service; `devcenter dev` answers only pages of its own origins, and refuses any other before any work.
 */
export interface SearchAccess {
  ownOrigins?: ReadonlySet<string>;
  /** Told of each refused request (the dev server says so in the terminal). */
  onRefused?: (req: IncomingMessage) => void;
}

const CORS_RULES = {
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  // Every header Algolia's clients send or let a page add (a user token for analytics, the reader's
  // address from a back end, a request id): a preflight that left one out would block the search.
  'Access-Control-Allow-Headers': 'accept, content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent, x-algolia-usertoken, x-forwarded-for, x-algolia-request-id',
  'Access-Control-Max-Age': '86400',
};

function corsHeaders(req: IncomingMessage, access: SearchAccess): Record<string, string> {
  if (!access.ownOrigins) return { 'Access-Control-Allow-Origin': '*', ...CORS_RULES };
  // Only an origin of our own gets this far: name it, never `*`.
  const origin = req.headers.origin;
  return origin === undefined ? { Vary: 'Origin' } : { 'Access-Control-Allow-Origin': origin, Vary: 'Origin', ...CORS_RULES };
}

function sendJson(res: ServerResponse, status: number, json: string, headers: Record<string, string>): void {
  // Encoded once: the length comes from the bytes that are sent.
  const bytes = Buffer.from(json);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
  res.end(bytes);
}

export interface SearchEndpoint {
  handle: (req: IncomingMessage, res: ServerResponse, access?: SearchAccess) => Promise<boolean>;
  engine: SearchEngine;
}

/** getObjects' `requests`: each an index and an objectID, perhaps the attributes to retrieve. */
function readObjectRequests(body: unknown): { indexName: string; objectID: string; attributesToRetrieve?: string[] }[] {
  const requests = (body as { requests?: unknown } | null)?.requests;
  if (!Array.isArray(requests)) throw new SearchRequestError('The body must be {"requests": [{"indexName": ..., "objectID": ...}, ...]}');
  if (requests.length > MAX_OBJECTS_PER_REQUEST) throw new SearchRequestError(`Too many objects in one request: ${requests.length}; at most ${MAX_OBJECTS_PER_REQUEST}.`);
  return requests.map((entry: unknown) => {
    const { indexName, objectID, attributesToRetrieve } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof indexName !== 'string' || typeof objectID !== 'string') throw new SearchRequestError('Each request needs "indexName" and "objectID", both strings.');
    return { indexName, objectID, ...(attributesToRetrieve === undefined ? {} : { attributesToRetrieve: attributeList('attributesToRetrieve', attributesToRetrieve) }) };
  });
}

/**
 * What holds one query to its request's budget while it runs: the work so far (CPU time, not wall
 * time: a machine busy with other work must not turn readers' searches away) and the answer it builds.
 */
function queryGuard(budget: RequestBudget, remainingQueries: number): { guard: SearchGuard; clock: WorkClock } {
  const clock = new WorkClock();
  let answerSoFar = 0;
  const guard: SearchGuard = {
    checkpoint: () => budget.checkWork(remainingQueries, clock.spentMs(budget.workLeftMs())),
    answerBytes: (bytes) => budget.checkBytes((answerSoFar += bytes)),
  };
  return { guard, clock };
}

export function createSearchEndpoint(options: SearchEndpointOptions): SearchEndpoint {
  const engine = new SearchEngine(options.records);
  engine.warmUp();

  const waitForTurn = createQueryTurns();
  const holdAnswers = createAnswerAllowance(
    { maxBytes: MAX_ANSWER_BYTES_HELD, maxBytesPerClient: MAX_ANSWER_BYTES_HELD_PER_CLIENT, stalledAfterMs: STALLED_ANSWER_MS },
    () => new SearchRequestError('The server holds too many search answers not yet read (this client\'s, or everyone\'s); read them, or try again shortly.', 503, ANSWERS_RETRY_AFTER_SECONDS),
  );
  const readBody = createBodyReader({ maxBytes: MAX_BODY_BYTES, maxInFlightBytes: MAX_BODY_BYTES_IN_FLIGHT, maxInFlightBytesPerClient: MAX_BODY_BYTES_IN_FLIGHT_PER_CLIENT, timeoutMs: BODY_TIMEOUT_MS });

  /**
   * Runs the queries one at a time, letting other requests in between, and stops at the request's
   * budget, which already holds the work of reading the request. Each result is encoded as it comes:
   * its size is what the budget counts, and the time to encode it (the echoed `params` included) is work.
   */
  const answer = async (queries: ReturnType<typeof readSearchParams>[], budget: RequestBudget, client: string, hold: AnswerHold): Promise<string[]> => {
    const encoded: string[] = [];
    for (let i = 0; i < queries.length; i++) {
      budget.checkWork(queries.length - i);
      // Every query takes its turn, each client's in turn (query-turns.ts): however many queries one
      // client sends, another's waits for one query of it at most.
      await waitForTurn(client);
      // Checked when the query would run: what the client holds by then counts, earlier queries of this request too.
      hold.check();
      const { guard, clock } = queryGuard(budget, queries.length - i);
      const json = JSON.stringify(queries[i].type === 'facet' ? engine.searchFacetValues(facetOf(queries[i]), queries[i], guard) : engine.search(options.indexName, queries[i], guard));
      const bytes = Buffer.byteLength(json);
      budget.charge(clock.spentMs(), bytes);
      hold.add(bytes);
      encoded.push(json);
    }
    return encoded;
  };

  /**
   * getObjects, held to a request's budget as a search is: many objects take turns with other
   * requests, and the answer stops at its size limit (a thousand copies of one long record made a
   * 96 MB answer of a 69 KB request).
   */
  const objects = async (requests: ReturnType<typeof readObjectRequests>, budget: RequestBudget, client: string, hold: AnswerHold): Promise<string> => {
    await waitForTurn(client);
    hold.check();
    const clock = new WorkClock();
    const encoded: string[] = [];
    let bytes = 0;
    // As Algolia answers it: null for an object of an index it does not have, and a message naming the index.
    let unknownIndex: string | undefined;
    for (const r of requests) {
      if (r.indexName !== options.indexName) unknownIndex ??= r.indexName;
      const json = JSON.stringify(r.indexName === options.indexName ? engine.getObject(r.objectID, r.attributesToRetrieve) : null);
      bytes += Buffer.byteLength(json);
      if (bytes > MAX_RESPONSE_BYTES)
        throw new SearchRequestError(`The answer to this request would be larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB. Ask for fewer objects, or fewer attributes ("attributesToRetrieve").`);
      encoded.push(json);
    }
    budget.charge(clock.spentMs(), bytes);
    hold.add(bytes);
    const message = unknownIndex === undefined ? '' : `,"message":${JSON.stringify(`Index ${unknownIndex} does not exist.`)}`;
    return `{"results":[${encoded.join(',')}]${message}}`;
  };

  /**
   * browse: the first call's parameters (fields, a `params` string, or the address), or a cursor that
   * carries them with the place to go on from; the answer names the next cursor until the last page.
   */
  const browse = async (fields: Record<string, unknown>, client: string, hold: AnswerHold): Promise<string> => {
    const { cursor, ...rest } = fields;
    const { params, position } = cursor === undefined ? { params: rest, position: 0 } : decodeCursor(cursor);
    const checked = readSearchParams(params);
    await waitForTurn(client);
    hold.check();
    // A browse is held to a request's budget as a search is, inside the engine too.
    const { response, next } = engine.browse(options.indexName, checked, position, queryGuard(new RequestBudget(), 1).guard);
    if (next !== null) response.cursor = encodeCursor({ params, position: next });
    const json = JSON.stringify(response);
    hold.add(Buffer.byteLength(json));
    return json;
  };

  /** Search parameters in an address: everything but the credentials and the client's agent. */
  const addressParams = (url: URL) => new URLSearchParams([...url.searchParams].filter(([key]) => !key.toLowerCase().startsWith('x-algolia-')));

  /** The answer to a request whose address says it all: getObject, getSettings, a search or browse by GET. */
  const answerWithoutBody = async (route: Extract<SearchRoute, { kind: 'settings' | 'browse' | 'object' | 'get-search' }>, url: URL, client: string, hold: AnswerHold): Promise<string> => {
    checkIndex(route.index, options.indexName);
    if (route.kind === 'settings') return JSON.stringify(SETTINGS_ANSWER);
    if (route.kind === 'browse') {
      const params = addressParams(url);
      const cursor = params.get('cursor');
      params.delete('cursor');
      return browse({ params: params.toString(), ...(cursor === null ? {} : { cursor }) }, client, hold);
    }
    if (route.kind === 'object') {
      const retrieve = url.searchParams.get('attributesToRetrieve');
      const record = engine.getObject(route.objectID, retrieve === null ? undefined : attributeList('attributesToRetrieve', retrieve));
      if (!record) throw new SearchRequestError('ObjectID does not exist', 404);
      return JSON.stringify(record);
    }
    const queries = readRequests({ params: addressParams(url).toString() }, route.index, options.indexName).map(readSearchParams);
    checkRequestedHits(queries);
    return (await answer(queries, new RequestBudget(), client, hold))[0];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, access: SearchAccess = {}): Promise<boolean> => {
    const url = requestUrl(req.url);
    // Who asks: turns are shared out between clients, not between requests.
    const client = clientOf(req.socket.remoteAddress);
    if (!url?.pathname.startsWith('/1/')) return false;
    if (access.ownOrigins && isForeignRequest(req, access.ownOrigins)) {
      access.onRefused?.(req);
      sendJson(res, 403, JSON.stringify({ message: 'devcenter dev answers search requests from its own pages only', status: 403 }), {});
      return true;
    }
    const cors = corsHeaders(req, access);
    const fail = (status: number, message: string) => sendJson(res, status, JSON.stringify({ message, status }), cors);
    /** Answers a refusal of ours; anything else is a bug, for the server's own handler. */
    const refused = (error: unknown) => {
      if (!(error instanceof SearchRequestError)) throw error;
      if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      fail(error.status, error.message);
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return true;
    }
    let route: ReturnType<typeof searchRoute>;
    try {
      route = searchRoute(req.method, url.pathname);
    } catch (error) {
      refused(error);
      return true;
    }
    if (route === null) {
      fail(404, 'Not found');
      return true;
    }
    if (route === 'wrong method') {
      fail(405, 'Method not allowed');
      return true;
    }
    const appId = url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
    const apiKey = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
    if (appId !== options.appId || apiKey !== options.apiKey) {
      fail(403, 'Invalid Application-ID or API key');
      return true;
    }
    if (route === 'not with this key') {
      // Algolia's answer to a write (or synonyms, rules, listIndices) with a search key such as this one.
      fail(403, NOT_WITH_THIS_KEY);
      return true;
    }
    if (route.kind === 'settings' || route.kind === 'object' || route.kind === 'get-search' || (route.kind === 'browse' && req.method === 'GET')) {
      // Counted in its client's share of the body allowance until answered, as a body is: 2,000
      // connections sending 16 searches by GET each, their queries waiting for turns, held serve at
      // 1.4 GB and a reader's page for more than 20 s. At least the most a request line may be, which
      // is about what a waiting request holds (the request, its answer object, its parameters).
      const released = readBody.holdForClient(req, Math.max(url.href.length, GET_REQUEST_BYTES));
      if (!released) {
        res.setHeader('Retry-After', String(ANSWERS_RETRY_AFTER_SECONDS));
        fail(503, 'This client has too many search requests waiting for their answers; read them, or try again shortly.');
        return true;
      }
      const hold = holdAnswers(client);
      try {
        sendJson(res, 200, await answerWithoutBody(route, url, client, hold), cors);
      } catch (error) {
        refused(error);
      } finally {
        hold.releaseWhenSent(res);
        released();
      }
      return true;
    }
    /** A request with a body, read: parsed, checked and answered. */
    const answerBody = async (text: string): Promise<void> => {
      // Reading the request is work of the request too: parsing, and decoding its parameters.
      const budget = new RequestBudget();
      const clock = new WorkClock();
      const spentReading = () => budget.charge(clock.spentMs(), 0);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        fail(400, `Invalid JSON body: ${(error as Error).message}`);
        return;
      }
      const hold = holdAnswers(client);
      try {
        if (route.kind === 'objects') {
          const requests = readObjectRequests(parsed);
          spentReading();
          sendJson(res, 200, await objects(requests, budget, client, hold), cors);
          return;
        }
        if (route.kind === 'browse') {
          checkIndex(route.index, options.indexName);
          if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new SearchRequestError('The body must be an object of search parameters, or {"cursor": ...}');
          spentReading();
          sendJson(res, 200, await browse(parsed as Record<string, unknown>, client, hold), cors);
          return;
        }
        const multi = route.kind === 'queries';
        // A facet search by its own path is a one-query request of type facet.
        const body = route.kind === 'facet-search' ? { ...(parsed as Record<string, unknown>), type: 'facet', facet: route.facet } : parsed;
        const requests = readRequests(body, route.kind === 'queries' ? null : route.index, options.indexName);
        const queries = requests.map(readSearchParams);
        checkRequestedHits(queries);
        spentReading();
        const results = await answer(queries, budget, client, hold);
        sendJson(res, 200, multi ? `{"results":[${results.join(',')}]}` : results[0], cors);
      } catch (error) {
        refused(error);
      } finally {
        hold.releaseWhenSent(res);
      }
    };
    const body = await readBody(req);
    if (!body.ok) {
      if (body.close) res.setHeader('Connection', 'close');
      if (body.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(body.retryAfterSeconds));
      fail(body.status, body.message);
      return true;
    }
    // The body stays counted against the allowance (request-body.ts) until its request is answered.
    try {
      await answerBody(body.text);
    } finally {
      body.release();
    }
    return true;
  };
  return { handle, engine };
}
