// A plain static file server, as object storage or a Git host's pages are: files by path (a folder's
// index.html, a clean URL's .html), 404 for anything else and 405 for any method but GET and HEAD. No
// search endpoint: what a site published to a static host meets. Used by the static search bench and
// by the tests of search on a static host, and to try a build as a static host serves it:
// `node bench/plain-static-server.js build` (Ctrl+C to stop).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/**
 * Serves `root` on a free port. `requests` lists the site paths asked for, in order, and `bytes` what
 * was sent for each (a bench reads what a page downloaded).
 * @param {string} root
 * @returns {Promise<{ url: string, requests: string[], bytes: Map<string, number>, close(): Promise<void> }>}
 */
export async function startPlainStaticServer(root) {
  /** @type {string[]} */
  const requests = [];
  /** @type {Map<string, number>} */
  const bytes = new Map();
  const server = createServer(async (req, res) => {
    const pathname = decodedPath(req.url ?? '/');
    // A malformed %-escape (/%zz) names no file: it threw out of the handler and stopped the server.
    if (pathname === null) return void res.writeHead(400).end();
    requests.push(pathname);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    const file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return void res.writeHead(404).end();
    for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
      const info = await stat(candidate).catch(() => null);
      if (!info?.isFile()) continue;
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(candidate)] ?? 'application/octet-stream', 'Content-Length': info.size });
      if (req.method === 'HEAD') return void res.end();
      bytes.set(pathname, (bytes.get(pathname) ?? 0) + info.size);
      return void createReadStream(candidate).pipe(res);
    }
    res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, requests, bytes, close: () => new Promise((resolve) => server.close(() => resolve(undefined))) };
}

/** @param {string} url @returns {string | null} */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url, 'http://x').pathname);
  } catch {
    return null;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node bench/plain-static-server.js <built site folder>');
    process.exit(2);
  }
  const { url } = await startPlainStaticServer(path.resolve(root));
  console.log(`Serving ${root} as a plain static host (no search endpoint) at ${url}/ (Ctrl+C to stop)`);
}
