// HTTP/1.1 lets a client send requests ahead of the answers (pipelining). A connection that sends
// thousands at once and reads none must not have them all answered into the server's memory, nor
// keep every other reader waiting while they are: both servers answer a few at a time per connection.
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

/** The resident memory of a process, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/** Opens `connections` connections, each sending `requests` requests for `path` at once and reading nothing. */
function pipeline(base: string, path: string, connections: number, requests: number): net.Socket[] {
  const { hostname, port, host } = new URL(base);
  const request = `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: gzip\r\n\r\n`;
  return Array.from({ length: connections }, () => {
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.on('error', () => undefined);
    socket.write(request.repeat(requests));
    return socket;
  });
}

/** Sends `count` requests at once on one connection and reads every answer; resolves with their status lines. */
function pipelinedAnswers(base: string, path: string, count: number): Promise<string[]> {
  const { hostname, port, host } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const statuses = text.match(/^HTTP\/1\.1 \d+/gm) ?? [];
      if (statuses.length === count) {
        socket.destroy();
        resolve(statuses);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed after ${(text.match(/^HTTP\/1\.1 \d+/gm) ?? []).length} answers`)));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n\r\n`.repeat(count));
  });
}

async function expectHeld(url: string, pid: number): Promise<void> {
  const before = await residentBytes(pid);
  const sockets = pipeline(url, '/search-records.json', 20, 20_000);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const started = performance.now();
    const page = await rawRequest(url, '/docs/start');
    const waited = performance.now() - started;
    expect(page.status).toBe(200);
    // Answered all, 20 connections of 20,000 took `serve` from 69 MB to 2.2 GB, and the page 12 s.
    expect(waited).toBeLessThan(2_000);
    expect((await residentBytes(pid)) - before).toBeLessThan(200 * 1024 * 1024);
  } finally {
    for (const socket of sockets) socket.destroy();
  }
  // A client that sends a few ahead and reads them is answered, each in turn.
  expect(await pipelinedAnswers(url, '/docs/start', 10)).toEqual(Array(10).fill('HTTP/1.1 200'));
}

let site: string;
beforeAll(async () => {
  site = await fixtureCopy('basic', 'security-pipelined-requests');
  expect((await runCli(['build', site])).code).toBe(0);
}, 60_000);

describe('devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  beforeAll(async () => {
    server = await startServe([site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('answers a page at once, its memory held, while connections send 20,000 requests each and read none', { timeout: 60_000 }, async () => {
    await expectHeld(server.url, server.child.pid!);
  });
});

describe('devcenter dev', () => {
  let dev: RunningDev;
  beforeAll(async () => {
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('answers a page at once, its memory held, while connections send 20,000 requests each and read none', { timeout: 60_000 }, async () => {
    await expectHeld(dev.url, dev.child.pid!);
  });
});
