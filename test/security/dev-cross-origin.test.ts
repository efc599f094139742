// Issue #14, point 10: `devcenter dev` answers its search endpoint to its own pages only. Algolia's
// browser client sends "simple" POSTs (no preflight), so any page a developer visits could otherwise
// read the dev index; the site's own search must keep working. `devcenter serve`, a public site,
// keeps answering every origin.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH, rawRequest, searchReady, startDev, type RunningDev } from './servers-support.ts';

const SEARCH_BODY = JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] });

/** A page of another origin that tries to read the dev index the way Algolia's browser client asks. */
function foreignPage(devUrl: string): string {
  return `<!doctype html><title>elsewhere</title><script>
    window.result = fetch(${JSON.stringify(devUrl + QUERIES_PATH)}, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ${JSON.stringify(SEARCH_BODY)},
    }).then((r) => r.text()).then((text) => 'read: ' + text, (error) => 'refused: ' + error.message);
  </script>`;
}

let site: string;

beforeAll(async () => {
  site = await fixtureCopy('basic', 'security-dev-cross-origin');
});

describe('devcenter dev', () => {
  let dev: RunningDev;
  let browser: Browser;
  let elsewhere: Server;
  let elsewhereUrl: string;

  beforeAll(async () => {
    [dev, browser] = await Promise.all([startDev(site), launchBrowser()]);
    elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(foreignPage(dev.url)));
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    await searchReady(dev.url);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (elsewhere ? elsewhere.close(resolve) : resolve(undefined)));
    await dev?.stop();
  });

  it('still answers the search of its own pages in Chromium', async () => {
    const context = await browser.newContext();
    // The insights script comes from a CDN this closed network cannot reach: answer it locally.
    await context.route('https://cdn.jsdelivr.net/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    const page = await context.newPage();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/1/indexes/')) statuses.push(response.status());
    });
    await page.goto(`${dev.url}/docs/start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('install');
    await expect.poll(() => page.locator('.DocSearch-Modal [role="option"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.locator('.DocSearch-Modal [role="option"]').first().innerText()).toContain('Install');
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200)).toBe(true);
    await context.close();
  });

  it('refuses a page of another origin: its fetch cannot read the index, and the server answers 403 and says so', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(elsewhereUrl);
    const result = await page.evaluate(() => (window as unknown as { result: Promise<string> }).result);
    expect(result).toMatch(/^refused: /);
    expect(result).not.toContain('Install');
    expect(failed.some((url) => url.includes('/1/indexes/'))).toBe(true);
    // The answer Chromium hid from the page was the 403 (the server tells the developer in the terminal).
    await expect.poll(() => dev.output()).toContain(`Refused a search request from ${elsewhereUrl}`);
    await page.close();
  });

  it('answers 403, with no CORS header, to a foreign Origin or a cross-site fetch, before any search', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'http://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      { origin: elsewhereUrl },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      const answer = await rawRequest(dev.url, QUERIES_PATH, { method: 'POST', headers, body: SEARCH_BODY });
      expect([JSON.stringify(headers), answer.status]).toEqual([JSON.stringify(headers), 403]);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).not.toContain('hits');
    }
    const preflight = await rawRequest(dev.url, QUERIES_PATH, { method: 'OPTIONS', headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names its own origin, never *, to its own pages', async () => {
    const own = await rawRequest(dev.url, QUERIES_PATH, { method: 'POST', headers: { origin: dev.url, 'sec-fetch-site': 'same-origin' }, body: SEARCH_BODY });
    expect(own.status).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(dev.url);
    const direct = await rawRequest(dev.url, QUERIES_PATH, { method: 'POST', body: SEARCH_BODY });
    expect(direct.status).toBe(200);
    expect(direct.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    expect((await runCli(['build', site])).code).toBe(0);
    server = await startServe([site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('keeps answering every origin: a public site', async () => {
    const answer = await rawRequest(server.url, QUERIES_PATH, { method: 'POST', headers: { origin: 'http://elsewhere.example', 'sec-fetch-site': 'cross-site' }, body: SEARCH_BODY });
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
  });
});
