// A path of thousands of slashes is a few kilobytes of request: reading the route it names must take
// time growing with it, not with its square, or a stranger holds `devcenter serve`'s thread with a
// trickle of such requests while every reader's page waits.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest } from './servers-support.ts';

let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-slash-runs');
  expect((await runCli(['build', site])).code).toBe(0);
  server = await startServe([site, '--port', '0']);
}, 60_000);
afterAll(() => server?.stop());

it('answers a page at once while requests of 16,000 slashes arrive', { timeout: 60_000 }, async () => {
  // Within Node's 16 KB of request line and headers; each slash run ends before a letter, so none is trailing.
  const slashes = `/docs${'/'.repeat(16_000)}x`;
  const floods = Array.from({ length: 20 }, () => rawRequest(server.url, slashes));
  const started = performance.now();
  const page = await rawRequest(server.url, '/docs/start');
  const waited = performance.now() - started;
  const answers = await Promise.all(floods);
  expect(page.status).toBe(200);
  for (const answer of answers) expect(answer.status).toBe(404);
  // Cut by a regex trying every run of slashes, each took 200 ms of the server's one thread (4 s for 20).
  expect(waited).toBeLessThan(1_500);
});

it('still redirects a trailing slash, however many, to the clean route', async () => {
  const answer = await rawRequest(server.url, `/docs/start${'/'.repeat(5_000)}`);
  expect(answer.status).toBe(301);
  expect(answer.headers.location).toBe('/docs/start');
});
