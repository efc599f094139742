// Issue #14, point 8: every Location header `devcenter serve` and `devcenter dev` send is a path on
// their own origin, however the request spells its path. Raw HTTP: fetch would normalise the paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

/** Paths a browser (or a crafted link) may send, each trying to make a redirect leave the site. */
const SPELLINGS = [
  '//x',
  '//x/',
  '///x/index.html',
  '/%2f%2fx',
  '/%2f%2fx/',
  '/%2F%2Fx/',
  '/%2f%2fevil.example/index.html',
  '/%2Fevil.example/',
  '/%2Fevil.example/index.html',
  '/%5c%5cx/',
  '/%5C%5Cx/index.html',
  '/\\x/',
  '/\\\\x/',
  '/%5c/x/',
  '/%2f%5cx/',
  '/%09/x/',
  '/%09%2f/x/',
  '/%0d%0a/x/',
  '/%20/x/',
  '/%2f%2f%2fx.html',
  '/x%2f%2f/',
  '/%E2%80%A8/x/',
  '/%2f%2fx/?next=//evil.example',
  '/%2f%2fx.html?a=%0d%0aSet-Cookie:x',
  // Targets URL would read as a host, or not at all: never a 500.
  '//a:b@evil.example/',
  '//evil.example:99999/',
  '//%zz/',
  '//[',
  'http://evil.example/docs/start/',
];

/** Sends every spelling; returns what each redirect answered. */
async function redirectsOf(base: string): Promise<{ path: string; status: number; location: string | undefined }[]> {
  const answers = [];
  for (const path of SPELLINGS) {
    const answer = await rawRequest(base, path);
    answers.push({ path, status: answer.status, location: answer.headers.location as string | undefined });
  }
  return answers;
}

function expectSameOrigin(base: string, answers: Awaited<ReturnType<typeof redirectsOf>>): void {
  const origin = new URL(base).origin;
  for (const { path, status, location } of answers) {
    expect(status, path).toBeLessThan(500);
    if (status < 300 || status >= 400) continue;
    expect(location, path).toBeDefined();
    // One slash, then something that is neither a slash nor a backslash: a path, never a host.
    expect(location, path).toMatch(/^\/(?![/\\])/);
    expect(location, path).not.toMatch(/[\s\x00-\x1f\x7f]/);
    expect(new URL(location!, base).origin, `${path} -> ${location}`).toBe(origin);
    // Chromium's reading of a Location on a page at /docs/start (a relative one resolves against the page).
    expect(new URL(location!, `${base}/docs/start`).origin, `${path} -> ${location}`).toBe(origin);
  }
  // The spellings did reach the clean-URL redirect: the test is not passing on 404s alone.
  const redirected = answers.filter((a) => a.status === 301);
  expect(redirected.length).toBeGreaterThanOrEqual(SPELLINGS.length / 2);
  expect(answers.find((a) => a.path === '/%2f%2fevil.example/index.html')).toMatchObject({ status: 301, location: '/evil.example' });
  expect(answers.find((a) => a.path === '/%2Fevil.example/')).toMatchObject({ status: 301, location: '/evil.example' });
}

let site: string;

beforeAll(async () => {
  site = await fixtureCopy('basic', 'security-open-redirect');
  expect((await runCli(['build', site])).code).toBe(0);
});

describe('devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  beforeAll(async () => {
    server = await startServe([site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('sends only same-origin paths in Location, however the request path is spelt', async () => {
    expectSameOrigin(server.url, await redirectsOf(server.url));
  });

  it('still redirects clean-URL forms and redirect routes to the same addresses', async () => {
    expect((await rawRequest(server.url, '/docs/start.html?x=1')).headers.location).toBe('/docs/start?x=1');
    expect((await rawRequest(server.url, '/docs/old-start?from=%2F%2Fevil')).headers.location).toBe('/docs/start?from=%2F%2Fevil');
    expect((await rawRequest(server.url, '/docs/caf%C3%A9%3F/')).headers.location).toBe('/docs/caf%C3%A9%3F');
  });
});

describe('devcenter dev', () => {
  let dev: RunningDev;
  beforeAll(async () => {
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('sends only same-origin paths in Location, however the request path is spelt', async () => {
    expectSameOrigin(dev.url, await redirectsOf(dev.url));
  });
});
