// The one policy by which `devcenter serve` and `devcenter dev` answer requests, over a site on disk
// or in memory (runtime/shared/url-policy.ts, which judges the URLs of links, is another matter).
// Spec §2: clean URLs; the .html forms and a trailing slash redirect to them; redirect routes are
// 301s; an unknown path is the not-found page with status 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { isStandaloneDocument, STANDALONE_DOCUMENT_POLICY } from '../render/csp.ts';
import { COMPRESSIBLE, contentType } from './content-types.ts';
import { MAX_CACHED_BYTES } from './disk-source.ts';
import { acceptedEncoding, encodedBody } from './response-encoding.ts';
import { STALLED_ANSWER_MS } from './server-limits.ts';
import { fragmentOf, sameOriginLocation } from './redirect-location.ts';
import { decodeSitePath, requestUrl } from './request-path.ts';
import type { Freshness, SiteFile, SiteSource } from './site-source.ts';

const CACHE_CONTROL: Record<Freshness, string> = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
  never: 'no-store',
};

/** Below this, compression's header and dictionary outweigh what it saves. */
const MIN_GZIP_BYTES = 1024;

/** A path whose last segment has an extension other than .html names a file first (it may still be a route: `/docs/release-1.2`). */
const FILE_PATH = /\.(?!html$)[a-z0-9]+$/i;

/** Only reads are served; the search endpoint, which takes POST, answers before this policy. */
export function isReadRequest(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

/** Answers a request for a page or file of the site. */
export async function answerSiteRequest(req: IncomingMessage, res: ServerResponse, source: SiteSource): Promise<void> {
  // Before the URL is read: a method that is never served needs no more work.
  if (!isReadRequest(req)) {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = requestUrl(req.url);
  const decoded = url ? decodeSitePath(url.pathname) : ({ status: 400 } as const);
  if ('status' in decoded) {
    if (decoded.status === 400) res.writeHead(400).end('Bad request');
    else await sendNotFound(req, res, source);
    return;
  }
  const pathname = decoded.path;
  const clean = normalizeRoutePath(pathname);
  if (!FILE_PATH.test(pathname) && clean !== pathname) return redirect(res, clean, url!.search);
  const redirects = source.redirects();
  if (Object.hasOwn(redirects, clean)) return redirectRoute(res, redirects[clean], url!.search);
  // Both at once (a file wins): one trip through the event loop, which counts when it is busy.
  const [file, page] = await Promise.all([source.file(pathname), source.page(pathname)]);
  const found = file ?? page;
  if (found) await sendFile(req, res, { file: found, siteHeaders: source.responseHeaders() });
  else await sendNotFound(req, res, source);
}

function redirect(res: ServerResponse, to: string, search: string): void {
  res.writeHead(301, { Location: sameOriginLocation(to, search) }).end();
}

/**
 * A redirect route's answer. Its target is a path of the site with its own ?query or #anchor
 * (`/docs/guides/first?from=old#top`, which the whole of it once encoded into the path, a 404), or an
 * http(s) address the config gives (which once became the path `/https:/…` of this origin): the
 * build validated it (unsafe-config-paths.ts redirectTargetProblem), and the redirect page leads there too.
 */
function redirectRoute(res: ServerResponse, to: string, search: string): void {
  const external = httpAddress(to);
  if (external) {
    res.writeHead(301, { Location: external.href }).end();
    return;
  }
  const [, path, query, anchor] = /^([^?#]*)(\?[^#]*)?(#.*)?$/s.exec(to)!;
  // The target's own query is what it leads to; the request's is passed on when the target has none.
  res.writeHead(301, { Location: sameOriginLocation(path, query ?? search) + fragmentOf(anchor) }).end();
}

/** `to` as an absolute http(s) URL with a host, or null. */
function httpAddress(to: string): URL | null {
  if (!/^https?:\/\//i.test(to)) return null;
  try {
    const url = new URL(to);
    return url.host === '' ? null : url;
  } catch {
    return null;
  }
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, source: SiteSource): Promise<void> {
  const page = await source.notFoundPage();
  if (page) await sendFile(req, res, { status: 404, file: page, siteHeaders: source.responseHeaders() });
  else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' }).end('Not found');
}

export interface FileAnswer {
  status?: number;
  file: SiteFile;
  siteHeaders?: [string, string][];
}

/**
 * The largest file sent compressed. A larger one is not kept between requests (disk-source.ts), so its
 * gzip, made on this thread, was made again for every request of it: seconds of a 200 MB
 * search-records.json each, which any visitor could ask for as often as they liked. It goes as it is.
 */
export const MAX_GZIPPED_FILE_BYTES = MAX_CACHED_BYTES;

/** Sends one file: its type, caching, the site's headers, Brotli or gzip when the client takes it, 304 when its ETag matches. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, { status = 200, file, siteHeaders = [] }: FileAnswer): Promise<void> {
  const type = contentType(file.name);
  res.setHeader('Content-Type', type);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', CACHE_CONTROL[file.freshness]);
  if (file.etag) res.setHeader('ETag', file.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  // On every file, as _headers does: an SVG or XML document opened on its own is a page too, and
  // gets a policy of its own that runs nothing (the site's allows scripts of this origin).
  for (const [name, value] of siteHeaders) res.setHeader(name, value);
  if (isStandaloneDocument(file.name)) res.setHeader('Content-Security-Policy', STANDALONE_DOCUMENT_POLICY);
  if (status === 200 && file.etag && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  let body = file.body;
  const encoding = COMPRESSIBLE.test(type) && body.length > MIN_GZIP_BYTES && body.length <= MAX_GZIPPED_FILE_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : null;
  const encoded = encoding ? await encodedBody(file, encoding) : null;
  if (encoded) {
    body = encoded;
    res.setHeader('Content-Encoding', encoding!);
  }
  res.setHeader('Content-Length', body.length);
  res.writeHead(status);
  // A client that stops reading is dropped after a while: each such connection held its file's bytes
  // (a copy of its own for a file read again, one too large to keep) for as long as it stayed open.
  // The socket's idle time: reset by every write the client takes, replaced by keep-alive's once sent.
  res.setTimeout(STALLED_ANSWER_MS, () => res.destroy());
  res.end(req.method === 'HEAD' ? undefined : body);
}
