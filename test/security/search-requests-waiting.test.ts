// A search request waits for its queries' turns after its body has arrived. One client sending large
// bodies faster than their queries run must not have them all read, parsed and held meanwhile: its
// share of the body allowance stays taken until each request is answered, and the rest are refused
// before they are read (503, Retry-After).
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../cli/serve/search-endpoint.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH, rawRequest } from './servers-support.ts';

/** The resident memory of a process, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

let server: Awaited<ReturnType<typeof startServe>>;
beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-search-requests-waiting');
  expect((await runCli(['build', site])).code).toBe(0);
  server = await startServe([site, '--port', '0']);
}, 60_000);
afterAll(() => server?.stop());

it('holds one client\'s requests waiting for their turns to its share: memory held, pages answered', { timeout: 90_000 }, async () => {
  // 50 queries of 790 facet filters each: just under the 1 MB a body may be, every value accepted.
  const filters = Array.from({ length: 790 }, (_, i) => `language:x${String(i).padStart(12, '0')}`);
  const body = JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName: 'fixture', query: 'install', facetFilters: filters })) });
  expect(body.length).toBeLessThan(MAX_BODY_BYTES);
  const { hostname, port } = new URL(server.url);
  const pid = server.child.pid!;
  const before = await residentBytes(pid);
  const requests = new Set<http.ClientRequest>();
  /** Sends bodies one after another, each as soon as the last is sent (not answered). */
  const sendFor = async (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await new Promise<void>((sent) => {
        const req = http.request({ host: hostname, port, path: QUERIES_PATH, method: 'POST', agent: false, headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) } }, (res) => {
          res.resume();
          res.on('end', () => requests.delete(req));
          sent();
        });
        req.on('error', () => sent());
        req.end(body, () => setTimeout(sent, 20));
        requests.add(req);
      });
    }
  };
  let peak = 0;
  const watch = setInterval(() => void residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes))), 100);
  try {
    await Promise.all(Array.from({ length: 4 }, () => sendFor(3_000)));
    const started = performance.now();
    const page = await rawRequest(server.url, '/docs/start');
    const waited = performance.now() - started;
    expect(page.status).toBe(200);
    // Each read as it came, they were parsed on the server's one thread while the page waited 25 s,
    // and held (2 GB after 5 s of them) until their turns came.
    expect(waited).toBeLessThan(2_000);
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  } finally {
    clearInterval(watch);
    for (const req of requests) req.destroy();
  }
  // Once the requests it holds are answered, the same client's search is answered as before.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await rawRequest(server.url, QUERIES_PATH, { method: 'POST', body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }) });
    if (answer.status === 200) break;
    expect(answer.status, answer.body).toBe(503);
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

it('holds one client\'s searches by GET waiting for their turns to its share too', { timeout: 90_000 }, async () => {
  // A query of 30 words and 450 facet filters in the address: 11 KB, within Node's 16 KB.
  const query = encodeURIComponent(Array.from({ length: 30 }, (_, i) => `word${i}`).join(' '));
  const facetFilters = encodeURIComponent(JSON.stringify(Array.from({ length: 450 }, (_, i) => `language:x${i}`)));
  const path = `/1/indexes/fixture?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key&query=${query}&hitsPerPage=1000&facetFilters=${facetFilters}`;
  const { hostname, port, host } = new URL(server.url);
  const pid = server.child.pid!;
  const before = await residentBytes(pid);
  let peak = 0;
  const watch = setInterval(() => void residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes))), 100);
  // 1,500 connections, 16 searches each (the most a connection may send ahead), none of them read.
  const sockets = Array.from({ length: 1_500 }, () => {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.on('error', () => undefined);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(16));
    return socket;
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const started = performance.now();
    const page = await rawRequest(server.url, '/docs/start');
    const waited = performance.now() - started;
    expect(page.status).toBe(200);
    // All waiting for their turns, 2,000 such connections held serve at 1.4 GB and the page over 20 s.
    expect(waited).toBeLessThan(3_000);
    expect(peak - before).toBeLessThan(400 * 1024 * 1024);
  } finally {
    clearInterval(watch);
    for (const socket of sockets) socket.destroy();
  }
});
