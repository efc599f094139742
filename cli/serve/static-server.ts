// Serves a built site: clean URLs, 301s for .html forms and redirect routes, 404 page, gzip,
// cache headers for hashed assets, and never a file outside the output folder.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { COMPRESSIBLE, contentType } from './content-types.ts';
import { isInside } from '../is-inside.ts';
import { realFolder, realPathInside } from './inside-folder.ts';
import { listen } from './listen.ts';
import { sameOriginLocation } from './redirect-location.ts';
import { decodeSitePath, requestUrl } from './request-path.ts';
import { responseHeadersOf } from './response-headers.ts';
import { limitServer, SERVER_OPTIONS } from './server-limits.ts';
import { isStandaloneDocument, STANDALONE_DOCUMENT_POLICY } from '../render/csp.ts';

export interface StaticServerOptions {
  outDir: string;
  host: string;
  port: number;
  /** Tried first; returns true when it answered the request (the search endpoint). */
  handle?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

export interface RunningServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}


interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  gzipped?: Buffer;
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const outDir = path.resolve(options.outDir);
  const cache = new Map<string, CachedFile>();
  let redirects: Record<string, string> = {};
  try {
    redirects = JSON.parse(await readFile(path.join(outDir, '_dc', 'redirects.json'), 'utf8'));
  } catch {
    // A site without redirect routes.
  }
  const siteHeaders = responseHeadersOf(outDir);

  // Symbolic links are followed only while they stay inside the output folder.
  const realOutDir = await realFolder(outDir);
  const load = async (file: string): Promise<CachedFile | null> => {
    // Both at once: one trip through the event loop, which counts when it is busy.
    const [real, info] = await Promise.all([realPathInside(realOutDir, file), stat(file).catch(() => null)]);
    if (real === null || !info?.isFile()) return null;
    const cached = cache.get(real);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const entry = { mtimeMs: info.mtimeMs, body: await readFile(real) };
    cache.set(real, entry);
    return entry;
  };

  /** The file for a site path, or null. Paths are joined under outDir and checked to stay there. */
  const locate = async (sitePath: string): Promise<{ file: string; entry: CachedFile } | null> => {
    const files = [sitePath, `${sitePath.replace(/\/$/, '')}/index.html`].map((candidate) => path.resolve(outDir, `.${candidate}`));
    if (!files.every((file) => isInside(file, outDir))) return null;
    // Both candidates at once (the first that exists wins): one trip through the event loop, not two.
    const entries = await Promise.all(files.map(load));
    const found = entries.findIndex((entry) => entry !== null);
    return found < 0 ? null : { file: files[found], entry: entries[found]! };
  };

  const send = (req: IncomingMessage, res: ServerResponse, status: number, file: string, entry: CachedFile) => {
    const type = contentType(file);
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const etag = `W/"${entry.body.length.toString(16)}-${Math.floor(entry.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    // On every file, as _headers does: an SVG or XML document opened on its own is a page too, and
    // gets a policy of its own that runs nothing (the site's allows scripts of this origin).
    for (const [name, value] of siteHeaders()) res.setHeader(name, value);
    if (isStandaloneDocument(file)) res.setHeader('Content-Security-Policy', STANDALONE_DOCUMENT_POLICY);
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    let body = entry.body;
    if (COMPRESSIBLE.test(type) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      entry.gzipped ??= gzipSync(body);
      body = entry.gzipped;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const notFound = async (req: IncomingMessage, res: ServerResponse) => {
    const page = await load(path.join(outDir, '404.html'));
    if (page) send(req, res, 404, path.join(outDir, '404.html'), page);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (options.handle && (await options.handle(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = requestUrl(req.url);
    if (!url) {
      res.writeHead(400).end('Bad request');
      return;
    }
    const decoded = decodeSitePath(url.pathname);
    if ('status' in decoded) {
      if (decoded.status === 400) res.writeHead(400).end('Bad request');
      else await notFound(req, res);
      return;
    }
    const pathname = decoded.path;
    // Spec §2: an old-style .html or /index.html suffix (and a trailing slash) is stripped from the address.
    const clean = normalizeRoutePath(pathname);
    const isAsset = /\.[a-z0-9]+$/i.test(pathname) && !/\.html$/i.test(pathname);
    if (!isAsset && clean !== pathname) {
      res.writeHead(301, { Location: sameOriginLocation(clean, url.search) }).end();
      return;
    }
    const redirect = redirects[clean];
    if (redirect) {
      res.writeHead(301, { Location: sameOriginLocation(redirect, url.search) }).end();
      return;
    }
    const found = await locate(isAsset ? pathname : clean === '/' ? '/index.html' : clean);
    if (found) send(req, res, 200, found.file, found.entry);
    else await notFound(req, res);
  };

  const server = limitServer(
    createServer(SERVER_OPTIONS, (req, res) => {
      handle(req, res).catch((error) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    }),
  );
  const url = await listen(server, options.host, options.port);
  return {
    url,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
