// A connection that sends nothing is no request yet, so none of the request limits held it: Node's
// headers timeout starts with a request's first byte. One client opening connections and sending
// nothing kept them open for ever, and with enough of them (1,100 under the usual limit of 1,024 open
// files) no other reader's connection was accepted. Both servers now let a client hold a few such
// connections, each for the headers' time.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

/** The server's limit on connections one client holds without a request (server-limits.ts). */
const WAITING_PER_CLIENT = 64;
/** The headers' time, shortened so that the test waits for it in a second. */
const HEADERS_TIMEOUT_MS = 1_000;

/** Opens `count` connections from 127.0.0.2 (another client than the reader's 127.0.0.1), sending nothing. */
function idleConnections(base: string, count: number): { sockets: net.Socket[]; closed: () => number; allClosedBut: (left: number) => Promise<void> } {
  const { hostname, port } = new URL(base);
  let closed = 0;
  const waiters: { left: number; resolve: () => void }[] = [];
  const sockets = Array.from({ length: count }, () => {
    const socket = net.connect({ port: Number(port), host: hostname, localAddress: '127.0.0.2' });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed++;
      for (const waiter of waiters) if (count - closed <= waiter.left) waiter.resolve();
    });
    return socket;
  });
  return {
    sockets,
    closed: () => closed,
    allClosedBut: (left) => new Promise((resolve) => (count - closed <= left ? resolve() : waiters.push({ left, resolve }))),
  };
}

/** How long the test waits for the server to close connections before it says none were (not a measure of speed). */
const giveUpAfter = () => new Promise<void>((resolve) => setTimeout(resolve, 10 * HEADERS_TIMEOUT_MS));

let site: string;

beforeAll(async () => {
  site = await fixtureCopy('basic', 'security-idle-connections');
  expect((await runCli(['build', site])).code).toBe(0);
});

async function holdsFewIdleConnections(base: string): Promise<void> {
  const idle = idleConnections(base, 200);
  try {
    // Past the few a client may hold, the server closes them at once; without the limit none was closed.
    await Promise.race([idle.allClosedBut(WAITING_PER_CLIENT), giveUpAfter()]);
    expect(idle.closed()).toBe(200 - WAITING_PER_CLIENT);
    // Another reader is answered meanwhile.
    expect((await rawRequest(base, '/docs/start')).status).toBe(200);
    // Those left are closed once the headers' time has passed with nothing sent.
    await Promise.race([idle.allClosedBut(0), giveUpAfter()]);
    expect(idle.closed()).toBe(200);
  } finally {
    for (const socket of idle.sockets) socket.destroy();
  }
}

describe('connections that send nothing', () => {
  describe('devcenter serve', () => {
    let server: Awaited<ReturnType<typeof startServe>>;
    beforeAll(async () => {
      server = await startServe([site, '--port', '0'], { DEVCENTER_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
    });
    afterAll(() => server?.stop());

    it('holds a few of one client, each for the time headers get, and answers another reader', () => holdsFewIdleConnections(server.url));

    it('keeps a connection that has sent a request open as before (keep-alive)', async () => {
      const { hostname, port, host } = new URL(server.url);
      const socket = net.connect(Number(port), hostname);
      try {
        const answers: string[] = [];
        socket.on('data', (chunk: Buffer) => answers.push(...(chunk.toString('latin1').match(/^HTTP\/1\.1 \d+/gm) ?? [])));
        const answered = (n: number) => new Promise<void>((resolve) => { const check = () => (answers.length >= n ? resolve() : setTimeout(check, 20)); check(); });
        socket.write(`GET /docs/start HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
        await answered(1);
        socket.write(`GET /docs/other HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
        await answered(2);
        expect(answers).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
      } finally {
        socket.destroy();
      }
    });
  });

  describe('devcenter dev', () => {
    let dev: RunningDev;
    beforeAll(async () => {
      dev = await startDev(site, { DEVCENTER_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS) });
    });
    afterAll(() => dev?.stop());

    it('holds a few of one client, each for the time headers get, and answers another reader', () => holdsFewIdleConnections(dev.url));
  });
});
