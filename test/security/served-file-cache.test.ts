// `devcenter serve` keeps the files it serves in memory. It kept every one it was ever asked for:
// each rebuild's hashed assets stayed for the life of the server, and a visitor asking for every
// file of a large output folder grew its memory by the folder's size. The kept files are now the
// most recently used MAX_CACHED_BYTES.
import { link, readFile, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MAX_CACHED_BYTES } from '../../cli/serve/disk-source.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest } from './servers-support.ts';

/** The resident memory of a process, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

it('keeps at most MAX_CACHED_BYTES of files: 400 MB of distinct files asked for leave memory well under that', { timeout: 120_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-served-file-cache');
  expect((await runCli(['build', site])).code).toBe(0);
  const size = 2 * 1024 * 1024;
  const count = 200;
  // One file on disk under 200 names (hard links): 200 files to the server, 2 MB to the disk.
  const out = path.join(site, 'build');
  await writeFile(path.join(out, 'old-0.bin'), Buffer.alloc(size, 7));
  for (let i = 1; i < count; i++) await link(path.join(out, 'old-0.bin'), path.join(out, `old-${i}.bin`));
  const server = await startServe([site, '--port', '0']);
  try {
    expect((await rawRequest(server.url, '/docs/start')).status).toBe(200);
    const before = await residentBytes(server.child.pid!);
    for (let i = 0; i < count; i++) {
      const answer = await rawRequest(server.url, `/old-${i}.bin`);
      expect(answer.status).toBe(200);
      expect(answer.body.length).toBe(size);
    }
    // Every one kept was 400 MB more; bounded, at most MAX_CACHED_BYTES and what the collector has yet to free.
    expect(count * size).toBeGreaterThan(3 * MAX_CACHED_BYTES);
    expect((await residentBytes(server.child.pid!)) - before).toBeLessThan(2 * MAX_CACHED_BYTES);
    // The files kept still answer, and the others are read again.
    expect((await rawRequest(server.url, `/old-${count - 1}.bin`)).body.length).toBe(size);
    expect((await rawRequest(server.url, '/old-0.bin')).body.length).toBe(size);
  } finally {
    await server.stop();
  }
});

it('reads a file once for the requests that ask for it at once: 12 connections reading nothing hold one copy, not 12', { timeout: 120_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-served-file-cache-at-once');
  expect((await runCli(['build', site])).code).toBe(0);
  const size = 40 * 1024 * 1024;
  const count = 12;
  await writeFile(path.join(site, 'build', 'large.bin'), Buffer.alloc(size, 7));
  const server = await startServe([site, '--port', '0']);
  const { port } = new URL(server.url);
  const sockets: Socket[] = [];
  try {
    expect((await rawRequest(server.url, '/docs/start')).status).toBe(200);
    const before = await residentBytes(server.child.pid!);
    for (let i = 0; i < count; i++) {
      const socket = connect(Number(port), '127.0.0.1');
      socket.on('error', () => {});
      // The request is sent; the answer is never read, so the server holds what it sends.
      socket.write(`GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      socket.pause();
      sockets.push(socket);
    }
    // Each request its own copy was 12 x 40 MB held (480 MB); one shared read is 40 MB.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await residentBytes(server.child.pid!)) - before).toBeLessThan(4 * size);
  } finally {
    for (const socket of sockets) socket.destroy();
    await server.stop();
  }
});

it('sends a file too large to keep as it is, not gzipped again on its thread at every request of it', { timeout: 120_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-served-file-too-large-to-gzip');
  expect((await runCli(['build', site])).code).toBe(0);
  // JSON: a type that is compressed when kept (search-records.json of a large site).
  const size = MAX_CACHED_BYTES + 1024 * 1024;
  await writeFile(path.join(site, 'build', 'huge.json'), `[${'"x",'.repeat(size / 4 - 1)}"x"]`);
  await writeFile(path.join(site, 'build', 'small.json'), `[${'"x",'.repeat(4_000)}"x"]`);
  const server = await startServe([site, '--port', '0']);
  try {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    expect((await rawRequest(server.url, '/small.json', gzip)).headers['content-encoding']).toBe('gzip');
    for (let i = 0; i < 2; i++) {
      const answer = await rawRequest(server.url, '/huge.json', gzip);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBeGreaterThan(MAX_CACHED_BYTES);
    }
  } finally {
    await server.stop();
  }
});

it('drops a file answer its client stops reading, as it drops a search answer (DEVCENTER_STALLED_ANSWER_MS)', { timeout: 120_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-served-file-stalled');
  expect((await runCli(['build', site])).code).toBe(0);
  // Far more than the socket buffers take: the answer waits on the client.
  const size = 32 * 1024 * 1024;
  await writeFile(path.join(site, 'build', 'large.bin'), Buffer.alloc(size, 7));
  const server = await startServe([site, '--port', '0'], { DEVCENTER_STALLED_ANSWER_MS: '1000' });
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  try {
    socket.on('error', () => {});
    socket.write(`GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    socket.pause();
    // The client reads nothing for 3 s, then all it can: the server, which held the answer for as long
    // as the connection stayed open, has dropped it a second after the client stopped reading.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    let received = 0;
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    expect(received).toBeLessThan(size);
  } finally {
    socket.destroy();
    await server.stop();
  }
});
