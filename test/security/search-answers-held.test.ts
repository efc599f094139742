// Search answers the server holds in memory (cli/serve/answer-allowance.ts). A connection that sends a
// search and never reads its answer costs the sender nothing and held the answer, up to 10 MB, for as
// long as it stayed open: a hundred such connections took `serve` to 800 MB. Now one client (address)
// holds at most 32 MB of answers, all clients 128 MB; past it a search is a 503 with Retry-After, and
// an answer its reader leaves untouched for 15 s is dropped with its connection. Real sockets on
// 127.0.0.1 (the stalled client) and 127.0.0.2 (another visitor) against a real `devcenter serve`.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH } from './servers-support.ts';
import { STALLED_ANSWER_MS } from '../../cli/serve/search-endpoint.ts';

/** 400 paragraphs matching "alpha" thirty times each: answers of several megabytes with long highlight tags. */
const BULK_PAGE = `---\ntitle: Bulk\n---\n\n## Bulk\n\n${Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: ${'alpha '.repeat(30).trim()}.`).join('\n\n')}\n`;
/** About 9 MB of answer: four of them are more than one client's 32 MB. */
const LARGE = JSON.stringify({ requests: [{ indexName: 'fixture', query: 'alpha', hitsPerPage: 300, distinct: false, attributesToSnippet: [], highlightPreTag: `<${'b'.repeat(500)}>`, highlightPostTag: `</${'b'.repeat(500)}>` }] });
const SMALL = JSON.stringify({ requests: [{ indexName: 'fixture', query: 'alpha', hitsPerPage: 1 }] });
/**
 * The time an untouched answer is held (15 s for readers: STALLED_ANSWER_MS), shortened through its
 * variable (cli/time-limit.ts) for the server the drop is tested on, so that test waits 3 s of it.
 */
const SHORT_STALL_MS = 3_000;

let site: string;
let server: Awaited<ReturnType<typeof startServe>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  site = await fixtureCopy('basic', 'security-search-answers-held', { 'content/docs/bulk.mdx': BULK_PAGE });
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe([site, '--port', '0']);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server?.stop();
});

const port = () => Number(new URL(server.url).port);
const request = (body: string) => `POST ${QUERIES_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** Sends a large search from `from` and never reads the answer; resolves with its status once the server has started sending it. */
function stalledSearch(from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: port(), host: '127.0.0.1', localAddress: from }, () => socket.write(request(LARGE)));
    sockets.push(socket);
    socket.on('error', reject);
    // The first bytes say the answer is on its way; after them the socket is paused and never read again.
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(Number(/^HTTP\/1.1 (\d+)/.exec(chunk.toString('latin1'))?.[1]));
    });
  });
}

/** Stalled searches from `from` until one is refused (at most `most`): how many were answered. */
async function stallUntilRefused(from: string, most: number): Promise<number> {
  for (let answered = 0; answered < most; answered++) {
    const status = await stalledSearch(from);
    if (status !== 200) {
      expect(status).toBe(503);
      // The refusal's connection is not one of the stalled answers.
      sockets.pop()!.destroy();
      return answered;
    }
  }
  return most;
}

/** A small search from `from`, read whole: its status and Retry-After. */
function search(from: string): Promise<{ status: number; retryAfter: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port: port(), host: '127.0.0.1', localAddress: from }, () => socket.write(request(SMALL).replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n')));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1.1 (\d+)/.exec(head)?.[1]), retryAfter: /\r\nretry-after: (\S+)/i.exec(head)?.[1], body });
    });
  });
}

it('refuses a client holding 32 MB of unread answers with a 503, serves others meanwhile, and again once its answers go', { timeout: 60_000 }, async () => {
  expect((await search('127.0.0.1')).status).toBe(200);
  // 32 MB is three or four of these answers (some of one may sit in the kernel's buffers, no longer ours).
  const answered = await stallUntilRefused('127.0.0.1', 12);
  expect(answered).toBeGreaterThanOrEqual(3);
  expect(answered).toBeLessThanOrEqual(6);

  const refused = await search('127.0.0.1');
  expect(refused.status, refused.body).toBe(503);
  expect(JSON.parse(refused.body)).toEqual({ message: expect.stringContaining('search answers not yet read'), status: 503 });
  expect(refused.retryAfter).toBe('5');
  // Another visitor is not held back by it.
  expect((await search('127.0.0.2')).status).toBe(200);

  // Closing the connections gives their answers back.
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await search('127.0.0.1')).status).toBe(200);
});

it('drops answers their reader leaves untouched, so a client that never closes its connections is served again', { timeout: 90_000 }, async () => {
  expect(STALLED_ANSWER_MS).toBe(15_000);
  const readers = server;
  server = await startServe([site, '--port', '0'], { DEVCENTER_STALLED_ANSWER_MS: String(SHORT_STALL_MS) });
  try {
    expect(await stallUntilRefused('127.0.0.1', 12)).toBeLessThan(12);
    const stalled = [...sockets];
    // The connections stay open on this side; the server drops the answers after its time without progress.
    const started = performance.now();
    while ((await search('127.0.0.1')).status === 503) {
      expect(performance.now() - started).toBeLessThan(SHORT_STALL_MS + 25_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Without the drop, these answers stayed held for as long as the connections were open (the loop above
    // timed out): the kernel's buffers take a few megabytes of an answer nobody reads, not all of it.
    for (const socket of stalled) socket.destroy();
  } finally {
    await server.stop();
    server = readers;
  }
});
