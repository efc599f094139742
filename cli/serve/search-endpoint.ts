// The embedded search endpoint: answers Algolia's POST /1/indexes/*/queries (and /1/indexes/NAME/query)
// over the built site's records, so search works with no account anywhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SearchEngine, type SearchParams } from '../search/engine.ts';
import type { SearchRecord } from '../search/records.ts';

export const MAX_BODY_BYTES = 1024 * 1024;

export interface SearchEndpointOptions {
  records: SearchRecord[];
  appId: string;
  apiKey: string;
  indexName: string;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent',
  'Access-Control-Max-Age': '86400',
};

function send(res: ServerResponse, status: number, body: unknown): void {
  // Encoded once: the length comes from the bytes that are sent.
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
  res.end(bytes);
}

const fail = (res: ServerResponse, status: number, message: string) => send(res, status, { message, status });

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
        return;
      }
      // Too large: answer now; the rest is read and dropped (not kept) until the connection closes.
      req.off('data', onData);
      req.resume();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A request's parameters: its own fields, plus a v3/v4-style `params` query string. */
function requestParams(request: Record<string, unknown>): SearchParams {
  const { params, ...fields } = request;
  const fromString: Record<string, unknown> = {};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) {
      try {
        fromString[key] = JSON.parse(value);
      } catch {
        fromString[key] = value;
      }
    }
  }
  return { ...fromString, ...fields } as SearchParams;
}

export interface SearchEndpoint {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  engine: SearchEngine;
}

export function createSearchEndpoint(options: SearchEndpointOptions): SearchEndpoint {
  const engine = new SearchEngine(options.records);
  engine.warmUp();
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith('/1/')) return false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS).end();
      return true;
    }
    const multi = /^\/1\/indexes\/\*\/queries$/.exec(url.pathname);
    const single = /^\/1\/indexes\/([^/]+)\/query$/.exec(url.pathname);
    if (!multi && !single) {
      fail(res, 404, 'Not found');
      return true;
    }
    if (req.method !== 'POST') {
      fail(res, 405, 'Method not allowed');
      return true;
    }
    const appId = url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
    const apiKey = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
    if (appId !== options.appId || apiKey !== options.apiKey) {
      fail(res, 403, 'Invalid Application-ID or API key');
      return true;
    }
    const body = await readBody(req);
    if (body === null) {
      res.setHeader('Connection', 'close');
      fail(res, 400, `Request body is larger than ${MAX_BODY_BYTES} bytes`);
      return true;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (error) {
      fail(res, 400, `Invalid JSON body: ${(error as Error).message}`);
      return true;
    }
    const requests = multi
      ? (parsed as { requests?: unknown })?.requests
      : [{ ...(parsed as Record<string, unknown>), indexName: decodeURIComponent(single![1]) }];
    if (!Array.isArray(requests) || requests.some((r) => typeof r !== 'object' || r === null)) {
      fail(res, 400, 'The body must be {"requests": [{"indexName": ..., "query": ...}, ...]}');
      return true;
    }
    const unknown = (requests as { indexName?: unknown }[]).find((r) => r.indexName !== options.indexName);
    if (unknown) {
      fail(res, 404, `Index ${JSON.stringify(unknown.indexName ?? null)} does not exist`);
      return true;
    }
    const results = (requests as Record<string, unknown>[]).map((r) => engine.search(options.indexName, requestParams(r)));
    send(res, 200, multi ? { results } : results[0]);
    return true;
  };
  return { handle, engine };
}
