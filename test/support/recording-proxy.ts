// A pass-through HTTP proxy in front of `devcenter serve` that writes down what a client library
// sends: the endpoint is about to refuse unknown parameter names, so the tests record, per library,
// every search parameter name it puts in a request.
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** The path without its query string, e.g. /1/indexes/*\/queries. */
  path: string;
  /** The request's parameter names (see paramNames). */
  names: string[];
  /** The body as sent. */
  body: string;
}

/** The body's text, for the proxy to forward as read. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** One query's parameter names: its own keys, and those inside a `params` string (as v4 sends them) or object. */
function namesOfQuery(query: Record<string, unknown>): string[] {
  const names: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'params') names.push(key);
    else if (typeof value === 'string') names.push(...new URLSearchParams(value).keys());
    else if (value && typeof value === 'object') names.push(...Object.keys(value));
  }
  return names;
}

/**
 * The names a request sends: a multi-query's entries (`requests`), a single-index body, and query
 * string parameters other than the credentials and agent (x-algolia-*), which every client adds.
 */
export function paramNames(url: URL, body: string): string[] {
  const names = [...url.searchParams.keys()].filter((name) => !name.startsWith('x-algolia-'));
  if (body.trim() === '') return names;
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const entries = Array.isArray(parsed.requests) ? (parsed.requests as Record<string, unknown>[]) : [parsed];
  for (const entry of entries) names.push(...namesOfQuery(entry));
  return names;
}

export interface RecordingProxy {
  /** host:port, for a client's `hosts`. */
  host: string;
  requests: RecordedRequest[];
  /** Every parameter name sent to paths matching `path` (all when omitted), sorted, each once. */
  namesSent: (path?: RegExp) => string[];
  stop: () => Promise<void>;
}

/** Starts a proxy on 127.0.0.1 (a free port) forwarding every request to `target` (http://host:port). */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const to = new URL(target);
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', target);
    // Preflights carry no parameters; recording them would only add empty rows.
    if (req.method !== 'OPTIONS') {
      let names: string[];
      try {
        names = paramNames(url, body.toString('utf8'));
      } catch {
        names = ['<body that is not JSON>'];
      }
      requests.push({ method: req.method ?? '', path: url.pathname, names, body: body.toString('utf8') });
    }
    const forward = request(
      { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    forward.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    requests,
    namesSent: (path) => [...new Set(requests.filter((r) => !path || path.test(r.path)).flatMap((r) => r.names))].sort(),
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
