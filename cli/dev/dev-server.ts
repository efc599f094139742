// The HTTP side of `devcenter dev`: the embedded search endpoint, Server-Sent Events that tell the
// open pages what changed, and the site from memory (dev-source.ts) under the URL policy `serve`
// shares (cli/serve/site-requests.ts). Requests must name this server in their Host header (DNS
// rebinding), and the event stream and search endpoint only answer this server's own origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { DEV_CLIENT_PATH, DEV_EVENTS_PATH, devClientScriptTag } from '../../runtime/shared/site-urls.ts';
import { detailLines, printableDiagnostic, saidOf, type Diagnostic, printable } from '../diagnostics.ts';
import { listen } from '../serve/listen.ts';
import { clientOf } from '../serve/query-turns.ts';
import { isCrossSiteFetch, isForeignRequest } from '../serve/request-origin.ts';
import { requestUrl } from '../serve/request-path.ts';
import type { SearchAccess } from '../serve/search-endpoint.ts';
import { admitRequest, limitServer, SERVER_OPTIONS } from '../serve/server-limits.ts';
import { answerSiteRequest, isReadRequest, sendFile } from '../serve/site-requests.ts';
import type { SiteFile } from '../serve/site-source.ts';
import { createDevSource } from './dev-source.ts';
import type { DevEvent, DevSite } from './dev-site.ts';

export interface DevServer {
  url: string;
  server: Server;
  broadcast(event: DevEvent): void;
  close(): Promise<void>;
}


/**
 * What the browser's overlay shows of a problem: where, what (with its suggestion), and below them
 * the code frame, notes and hint, as the terminal prints them after the problem's first line. The
 * frame used to hold that first line too, so each message showed twice.
 */
export function overlayProblem(d: Diagnostic) {
  const printed = printableDiagnostic(d);
  return {
    severity: d.severity,
    file: d.file ?? null,
    line: d.line ?? null,
    column: d.column ?? null,
    message: d.message,
    suggestion: d.suggestion ?? null, notes: d.notes ?? [],
    // What the overlay says under the place: the message, printable, with its suggestion.
    said: saidOf(printed),
    frame: detailLines(printed, { color: false }).join('\n'),
  };
}

/**
 * Listening on every address (`--host 0.0.0.0`, to read the site from a phone), the machine's own
 * addresses name this server too: an address, unlike a name, cannot be rebound to another server.
 */
function wildcardAddresses(host: string): { address: string; internal: boolean }[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  let interfaces: ReturnType<typeof networkInterfaces>;
  try {
    interfaces = networkInterfaces();
  } catch {
    // Some sandboxes refuse to list them: the loopback names still work.
    return [];
  }
  return Object.values(interfaces)
    .flat()
    .flatMap((a) => (!a || a.address.includes('%') ? [] : [{ address: a.family === 'IPv6' ? `[${a.address}]` : a.address, internal: a.internal }]));
}

/** What tells one problem from another across reports. */
function problemKey(d: Diagnostic): string {
  return JSON.stringify([d.severity, d.code, d.file, d.line, d.column, d.message]);
}

/** Pages listening for changes at once (an author's open tabs are a few dozen at most). */
export const MAX_EVENT_STREAMS = 200;

/**
 * Of those, what one client (an address, an IPv6 /64) may hold: with only the overall cap, one client
 * of a server listening on the network (--host) opening 200 streams left every other page a 503. Half
 * is still far more than an author's own tabs on this machine.
 */
export const MAX_EVENT_STREAMS_PER_CLIENT = 100;

/**
 * What a page may leave unread of its stream before the stream is closed. A page reads its events
 * as they come; one that does not (a client that opened streams and never reads them) was kept a copy
 * of every message for as long as the author saved. Closing loses nothing: a page's EventSource
 * reconnects, and a stream opens with the state it missed (the generation, the problems).
 */
export const MAX_UNREAD_BYTES = 1 << 20;

export async function startDevServer(options: { site: DevSite; host: string; port: number; clientScript: string }): Promise<DevServer> {
  const { site } = options;
  const clients = new Set<ServerResponse>();
  /** Open streams per client (clientOf), for MAX_EVENT_STREAMS_PER_CLIENT. */
  const streamsOf = new Map<string, number>();
  // The overlay lists first the problems the last change brought, then the others as it showed them
  // before: on a site being moved over with 80 errors left, the one just made sat six screens down.
  let shown: string[] = [];
  const overlayOrder = (diagnostics: Diagnostic[]) => {
    const place = new Map(shown.map((key, i) => [key, i]));
    const keyed = diagnostics.map((d) => ({ d, key: problemKey(d) }));
    const fresh = keyed.filter(({ key }) => !place.has(key));
    const seen = keyed.filter(({ key }) => place.has(key)).sort((a, b) => place.get(a.key)! - place.get(b.key)!);
    const ordered = [...fresh, ...seen];
    shown = ordered.map(({ key }) => key);
    return ordered.map(({ d }) => overlayProblem(d));
  };
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  let origin = '';
  // Counts the changes sent to pages (reloads and pages rendered again). A page is served with the
  // count it is up to date with, and the event stream opens with the count now: a page that missed
  // an event while it was not listening sees the two differ.
  let generation = 0;
  const withGeneration = (html: string) => html.replace(devClientScriptTag(), devClientScriptTag(generation));

  const source = createDevSource(site, { decoratePage: withGeneration });
  const clientScript = { name: DEV_CLIENT_PATH, body: Buffer.from(options.clientScript), freshness: 'never' } satisfies SiteFile;

  const events = (req: IncomingMessage, res: ServerResponse) => {
    // A page of another site must not listen in (or keep the dev server busy).
    if (isForeignRequest(req, allowedOrigins)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden origin');
      return;
    }
    // Each stream holds a connection for as long as its page is open: a client opening them without
    // end (the server listens on the network with --host) would hold every socket the process has.
    if (clients.size >= MAX_EVENT_STREAMS) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' }).end(`More than ${MAX_EVENT_STREAMS} pages are listening for changes: close some tabs.`);
      return;
    }
    const client = clientOf(req.socket.remoteAddress);
    const held = streamsOf.get(client) ?? 0;
    if (held >= MAX_EVENT_STREAMS_PER_CLIENT) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5' }).end(`More than ${MAX_EVENT_STREAMS_PER_CLIENT} pages at your address are listening for changes: close some tabs.`);
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`retry: 500\n\n`);
    // A page that was away (loading, reconnecting) when something changed reloads now.
    res.write(`data: ${JSON.stringify({ type: 'generation', generation })}\n\n`);
    res.write(`data: ${JSON.stringify({ type: 'problems', problems: overlayOrder(site.problems()) })}\n\n`);
    clients.add(res);
    streamsOf.set(client, held + 1);
    // Once per stream, however it ends (the page leaves, or broadcast closes a stream left unread).
    res.once('close', () => {
      clients.delete(res);
      const left = (streamsOf.get(client) ?? 1) - 1;
      if (left > 0) streamsOf.set(client, left);
      else streamsOf.delete(client);
    });
  };

  const refusedOrigins = new Set<string>();
  const searchAccess: SearchAccess = {
    get ownOrigins() {
      return allowedOrigins;
    },
    onRefused: (req) => {
      // A visitor's header, printed: its control characters escaped, and a few hundred said once each at most.
      const from = printable(String(req.headers.origin ?? `a ${req.headers['sec-fetch-site']} page`).slice(0, 200));
      if (refusedOrigins.has(from) || refusedOrigins.size >= 100) return;
      refusedOrigins.add(from);
      console.warn(`Refused a search request from ${from}: devcenter dev answers its own pages only.`);
    },
  };

  const refusedHosts = new Set<string>();
  /** Said once: a hostile page may ask for many files. */
  let refusedCrossSite = false;
  /** Where the refused visitor is told to go (set once the server listens). */
  let openAt = '';
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const host = String(req.headers.host ?? '').toLowerCase();
    if (!allowedHosts.has(host)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Invalid Host header');
      // The reader's browser shows only the 403: the terminal says why, once per name (a hundred at most),
      // the visitor's header with its control characters escaped.
      const named = printable(host.slice(0, 200));
      if (!refusedHosts.has(named) && refusedHosts.size < 100) {
        refusedHosts.add(named);
        console.warn(`Refused a request for host "${named}": devcenter dev answers only requests naming it by its own address (DNS rebinding); open ${openAt}`);
      }
      return;
    }
    site.noteRequest();
    // The dev index is the author's: only pages of this server may read it (issue #14).
    if (site.searchEndpoint && (await site.searchEndpoint.handle(req, res, searchAccess))) return;
    // Pages and files go to this server's pages and to links followed here, never to what a page of
    // another site has the browser fetch (the event stream, below, refuses any other origin too).
    if (isCrossSiteFetch(req)) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden: a page of another site');
      if (!refusedCrossSite) {
        refusedCrossSite = true;
        console.warn(`Refused a request for ${printable(String(req.url).slice(0, 200))} from a page of another site: devcenter dev serves its pages and files to its own pages, and to links followed to it.`);
      }
      return;
    }
    const devPath = isReadRequest(req) ? requestUrl(req.url)?.pathname : undefined;
    if (devPath === DEV_EVENTS_PATH) return events(req, res);
    if (devPath === DEV_CLIENT_PATH) return sendFile(req, res, { file: clientScript });
    await answerSiteRequest(req, res, source);
  };

  const server = limitServer(
    createServer(SERVER_OPTIONS, (req, res) => {
      if (!admitRequest(req, res)) return;
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
  const ownAddresses = wildcardAddresses(options.host);
  allowedHosts = new Set([hostAndPort, ...['localhost', '127.0.0.1', '[::1]', ...ownAddresses.map((a) => a.address)].map(withPort)].map((h) => h.toLowerCase()));
  // Listening on every address, the origin is http://0.0.0.0:port, which names no server to open.
  const reachable = ownAddresses.find((a) => !a.internal && !a.address.startsWith('['));
  openAt = ownAddresses.length > 0 ? `http://${withPort('localhost')}/ on this machine${reachable ? `, http://${withPort(reachable.address)}/ from another` : ''}.` : `${origin}/, or start it with --host 0.0.0.0 to be reached by this machine's IP address.`;
  allowedOrigins = new Set([...allowedHosts].map((h) => `http://${h}`));

  const broadcast = (event: DevEvent) => {
    if (event.type !== 'problems') generation++;
    const message =
      event.type === 'problems'
        ? { type: 'problems', problems: overlayOrder(event.diagnostics) }
        : { ...event, generation };
    const data = `data: ${JSON.stringify(message)}\n\n`;
    for (const client of clients) {
      if (client.writableLength > MAX_UNREAD_BYTES) {
        clients.delete(client);
        client.destroy();
      } else client.write(data);
    }
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
