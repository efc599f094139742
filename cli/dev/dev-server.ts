// The HTTP side of `devcenter dev`: pages, page data and assets from memory, files of static/, the
// embedded search endpoint, and Server-Sent Events that tell the open pages what changed.
// Requests must name this server in their Host header (DNS rebinding), the event stream only
// answers this server's own origin, and no path ever reaches a file outside static/.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { formatReport, type Diagnostic } from '../diagnostics.ts';
import { COMPRESSIBLE, contentType, typeOf } from '../serve/content-types.ts';
import { realFolder, realPathInside } from '../serve/inside-folder.ts';
import { listen } from '../serve/listen.ts';
import { limitServer, SERVER_OPTIONS } from '../serve/server-limits.ts';
import { isStandaloneDocument, STANDALONE_DOCUMENT_POLICY } from '../render/csp.ts';
import { sameOriginLocation } from '../serve/redirect-location.ts';
import { isForeignRequest } from '../serve/request-origin.ts';
import { decodeSitePath, requestUrl } from '../serve/request-path.ts';
import type { SearchAccess } from '../serve/search-endpoint.ts';
import type { DevEvent, DevSite } from './dev-site.ts';

export interface DevServer {
  url: string;
  server: Server;
  broadcast(event: DevEvent): void;
  close(): Promise<void>;
}


/** What the browser's overlay shows of a problem: where, what, and the code frame. */
export function overlayProblem(d: Diagnostic) {
  return {
    severity: d.severity,
    file: d.file ?? null,
    line: d.line ?? null,
    column: d.column ?? null,
    message: d.message,
    suggestion: d.suggestion ?? null, notes: d.notes ?? [],
    frame: formatReport([d], { color: false, failed: false }),
  };
}

export async function startDevServer(options: { site: DevSite; host: string; port: number; clientScript: string }): Promise<DevServer> {
  const { site } = options;
  const clients = new Set<ServerResponse>();
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  let origin = '';
  // Counts the changes sent to pages (reloads and pages rendered again). A page is served with the
  // count it is up to date with, and the event stream opens with the count now: a page that missed
  // an event while it was not listening sees the two differ.
  let generation = 0;
  const withGeneration = (html: string) => html.replace('<script src="/_dc/dev-client.js">', `<script src="/_dc/dev-client.js" data-generation="${generation}">`);

  const send = (req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Uint8Array, cache = 'no-store') => {
    let payload = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cache);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (payload.length > 1024 && COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      payload = gzipSync(payload, { level: 1 });
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.setHeader('Content-Length', payload.length);
    res.writeHead(status).end(req.method === 'HEAD' ? undefined : payload);
  };

  const notFound = (req: IncomingMessage, res: ServerResponse) => {
    const page = site.render('/404');
    if (page) send(req, res, 404, typeOf('.html'), withGeneration(page.html));
    else send(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
  };

  const events = (req: IncomingMessage, res: ServerResponse) => {
    // A page of another site must not listen in (or keep the dev server busy).
    if (isForeignRequest(req, allowedOrigins)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden origin');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`retry: 500\n\n`);
    // A page that was away (loading, reconnecting) when something changed reloads now.
    res.write(`data: ${JSON.stringify({ type: 'generation', generation })}\n\n`);
    res.write(`data: ${JSON.stringify({ type: 'problems', problems: site.problems().filter((d) => d.severity === 'error').map(overlayProblem) })}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
  };

  const refusedOrigins = new Set<string>();
  const searchAccess: SearchAccess = {
    get ownOrigins() {
      return allowedOrigins;
    },
    onRefused: (req) => {
      const from = req.headers.origin ?? `a ${req.headers['sec-fetch-site']} page`;
      if (refusedOrigins.has(from)) return;
      refusedOrigins.add(from);
      console.warn(`Refused a search request from ${from}: devcenter dev answers its own pages only.`);
    },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!allowedHosts.has(String(req.headers.host ?? '').toLowerCase())) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Invalid Host header');
      return;
    }
    site.noteRequest();
    const url = requestUrl(req.url);
    if (!url) {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (url.pathname === '/_dc/events') return events(req, res);
    if (url.pathname === '/_dc/dev-client.js') return send(req, res, 200, typeOf('.js'), options.clientScript);
    // The dev index is the author's: only pages of this server may read it (issue #14).
    if (site.searchEndpoint && (await site.searchEndpoint.handle(req, res, searchAccess))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const decoded = decodeSitePath(url.pathname);
    if ('status' in decoded) {
      if (decoded.status === 400) res.writeHead(400).end('Bad request');
      else notFound(req, res);
      return;
    }
    const pathname = decoded.path;

    if (pathname.startsWith('/assets/')) {
      const file = site.bundle.files.find((f) => `/${f.path}` === pathname);
      return file ? send(req, res, 200, contentType(pathname), file.contents, 'no-cache') : notFound(req, res);
    }
    const data = /^\/_dc\/data(\/.*)\.json$/.exec(pathname);
    if (data) {
      const routePath = data[1] === '/index' ? '/' : data[1];
      const redirect = site.redirects()[routePath];
      if (redirect) return send(req, res, 200, typeOf('.json'), JSON.stringify({ path: routePath, kind: 'redirect', redirectTo: redirect }));
      const page = site.render(routePath);
      return page ? send(req, res, 200, typeOf('.json'), page.data) : send(req, res, 404, typeOf('.json'), '{"error":"no such page"}');
    }
    const sidebar = /^\/_dc\/sidebars\/(.+)\.json$/.exec(pathname);
    if (sidebar) {
      const json = site.sidebarJson(sidebar[1]);
      return json ? send(req, res, 200, typeOf('.json'), json) : notFound(req, res);
    }
    if (pathname === '/_dc/redirects.json') return send(req, res, 200, typeOf('.json'), JSON.stringify(site.redirects()));
    if (pathname === '/search-records.json') return send(req, res, 200, typeOf('.json'), site.searchRecordsJson());

    // Files of static/ a build publishes (no page, script, SVG with script or hidden file): resolved
    // under it, and checked to stay there once symbolic links are followed.
    const staticDir = path.join(site.root, 'static');
    const candidate = path.resolve(staticDir, `.${pathname}`);
    if (candidate.startsWith(staticDir + path.sep) && site.publishesStaticFile(pathname)) {
      const real = await realPathInside(await realFolder(staticDir), candidate);
      const body = real === null ? null : await readFile(real).catch(() => null);
      if (body) {
        // An SVG or XML file opened on its own is a document of this origin: it gets a policy that runs nothing.
        if (isStandaloneDocument(candidate)) res.setHeader('Content-Security-Policy', STANDALONE_DOCUMENT_POLICY);
        return send(req, res, 200, contentType(candidate), body, 'no-cache');
      }
    }
    if (pathname === '/favicon.svg') return send(req, res, 200, typeOf('.svg'), site.templatesFavicon());

    const clean = normalizeRoutePath(pathname);
    const isFile = /\.[a-z0-9]+$/i.test(pathname) && !/\.html$/i.test(pathname);
    if (isFile) return notFound(req, res);
    if (clean !== pathname) {
      res.writeHead(301, { Location: sameOriginLocation(clean, url.search) }).end();
      return;
    }
    const redirect = site.redirects()[clean];
    if (redirect) {
      res.writeHead(301, { Location: sameOriginLocation(redirect, url.search) }).end();
      return;
    }
    const page = clean === '/404' ? null : site.render(clean);
    return page ? send(req, res, 200, typeOf('.html'), withGeneration(page.html)) : notFound(req, res);
  };

  const server = limitServer(
    createServer(SERVER_OPTIONS, (req, res) => {
      if (process.env.DEVCENTER_DEV_DEBUG) {
        const t = performance.now();
        res.on('finish', () => console.log(`[dev] ${req.method} ${req.url} ${res.statusCode} ${Math.round(performance.now() - t)} ms`));
      }
      handle(req, res).catch((error: unknown) => {
        // A content problem must never stop the server: it is reported, and the request fails alone.
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(String(error));
      });
    }),
  );
  origin = await listen(server, options.host, options.port);
  // Browsers leave the port out of Host on port 80, as URL does.
  const { host: hostAndPort, port } = new URL(origin);
  const withPort = (name: string) => (port ? `${name}:${port}` : name);
  allowedHosts = new Set([hostAndPort, withPort('localhost'), withPort('127.0.0.1'), withPort('[::1]')].map((h) => h.toLowerCase()));
  allowedOrigins = new Set([...allowedHosts].map((h) => `http://${h}`));

  const broadcast = (event: DevEvent) => {
    if (event.type !== 'problems') generation++;
    const message =
      event.type === 'problems'
        ? { type: 'problems', problems: event.diagnostics.filter((d) => d.severity === 'error').map(overlayProblem) }
        : { ...event, generation };
    for (const client of clients) client.write(`data: ${JSON.stringify(message)}\n\n`);
  };
  return {
    url: origin,
    server,
    broadcast,
    close: () =>
      new Promise((resolve) => {
        for (const client of clients) client.end();
        server.close(() => resolve());
      }),
  };
}
