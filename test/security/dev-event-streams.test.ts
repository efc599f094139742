// The attacker round of stop 40: each page of `devcenter dev` keeps a stream of change events open
// for as long as it is open, and nothing bounded how many a client could open (dev listens on the
// network with --host): every socket the process may hold. Past MAX_EVENT_STREAMS a stream is a 503,
// and one closed makes room again. Stop 58: one client (one address) may hold
// MAX_EVENT_STREAMS_PER_CLIENT of them, so that it cannot leave every other page a 503.
import { writeFile } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENT_STREAMS, MAX_EVENT_STREAMS_PER_CLIENT } from '../../cli/dev/dev-server.ts';
import { fixtureCopy, writeSite } from '../support/cli.ts';
import { startDev, type RunningDev } from './servers-support.ts';

/**
 * Opens the event stream from the loopback address `from` (every 127.x.y.z is this machine, each a
 * client of its own); resolves with its status once the answer's head arrives (the stream stays
 * open), and with the body of a refusal.
 */
function openStream(base: string, from = '127.0.0.1'): Promise<{ status: number; body: string; req: ClientRequest }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: '/_dc/events', agent: false, localAddress: from }, (res) => {
      if (res.statusCode === 200) {
        res.resume();
        resolve({ status: 200, body: '', req });
        return;
      }
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, req }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dev: RunningDev;
const open: ClientRequest[] = [];

beforeAll(async () => {
  dev = await startDev(await fixtureCopy('basic', 'security-dev-event-streams'));
});

afterAll(async () => {
  for (const req of open) req.destroy();
  await dev?.stop();
});

describe('devcenter dev event streams', () => {
  it(`answers ${MAX_EVENT_STREAMS} at once, then 503 until one closes`, async () => {
    // From four addresses, each under its own cap.
    for (let i = 0; i < MAX_EVENT_STREAMS; i++) {
      const stream = await openStream(dev.url, `127.0.0.${1 + (i % 4)}`);
      open.push(stream.req);
      expect(stream.status).toBe(200);
    }
    const refused = await openStream(dev.url, '127.0.0.9');
    expect(refused.status).toBe(503);
    expect(refused.body).toContain(`More than ${MAX_EVENT_STREAMS} pages`);
    refused.req.destroy();
    open.pop()!.destroy();
    // The server sees the close a moment later.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      await new Promise((r) => setTimeout(r, 50));
      const again = await openStream(dev.url, '127.0.0.4');
      status = again.status;
      if (status === 200) open.push(again.req);
      else again.req.destroy();
    }
    expect(status).toBe(200);
    // Pages and the search keep answering meanwhile.
    expect((await fetch(`${dev.url}/`)).status).toBe(200);
  }, 60_000);

  it(`answers one address ${MAX_EVENT_STREAMS_PER_CLIENT} streams, and the other addresses still`, async () => {
    // The streams of the test before, closed: the server sees it a moment later.
    for (const req of open.splice(0)) req.destroy();
    await new Promise((r) => setTimeout(r, 500));
    const greedy: ClientRequest[] = [];
    try {
      for (let i = 0; i < MAX_EVENT_STREAMS_PER_CLIENT; i++) {
        const stream = await openStream(dev.url, '127.0.0.5');
        greedy.push(stream.req);
        expect(stream.status).toBe(200);
      }
      const refused = await openStream(dev.url, '127.0.0.5');
      refused.req.destroy();
      expect(refused.status).toBe(503);
      expect(refused.body).toContain(`More than ${MAX_EVENT_STREAMS_PER_CLIENT} pages at your address`);
      // Another client's page (the author's own tab) still listens.
      const other = await openStream(dev.url, '127.0.0.6');
      greedy.push(other.req);
      expect(other.status).toBe(200);
      // And one stream closed gives the first client its room back.
      greedy.shift()!.destroy();
      let status = 0;
      for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
        await new Promise((r) => setTimeout(r, 50));
        const again = await openStream(dev.url, '127.0.0.5');
        status = again.status;
        if (status === 200) greedy.push(again.req);
        else again.req.destroy();
      }
      expect(status).toBe(200);
    } finally {
      for (const req of greedy) req.destroy();
    }
  }, 60_000);

  it('closes a stream its page leaves unread, and keeps one that reads', async () => {
    // A page of 3,000 broken links: each problems message is about a megabyte, and the page changes
    // between two sets of links so that every save brings new problems.
    const links = (from: number) => Array.from({ length: 3000 }, (_, i) => `- [x](/docs/missing-${from + i}-a-long-name-that-makes-the-message-larger)`).join('\n');
    const site = await writeSite('security-dev-unread-stream', { 'content/docs/intro.md': '# Intro\n', 'content/docs/many.md': `# Many\n\n${links(0)}\n` });
    const many = await startDev(site);
    try {
      const url = new URL(many.url);
      // A client that asks for the stream and never reads it.
      const stuck = connect({ host: url.hostname, port: Number(url.port) });
      stuck.pause();
      let closed = false;
      stuck.on('close', () => (closed = true));
      stuck.on('error', () => {});
      stuck.write(`GET /_dc/events HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
      const reading = await openStream(many.url);
      let readingClosed = false;
      reading.req.on('close', () => (readingClosed = true));
      // Twenty saves, twenty messages of a megabyte: more than the kernel's buffers hold.
      for (let save = 1; save <= 20; save++) {
        await writeFile(path.join(site, 'content', 'docs', 'many.md'), `# Many\n\n${links(save * 3000)}\n`);
        await new Promise((r) => setTimeout(r, 700));
      }
      stuck.resume();
      for (let wait = 0; wait < 100 && !closed; wait++) await new Promise((r) => setTimeout(r, 100));
      expect(closed).toBe(true);
      expect(readingClosed).toBe(false);
      reading.req.destroy();
    } finally {
      await many.stop();
    }
  }, 90_000);
});
