// Stop 58: `devcenter dev` answered its pages and files (static/, the runtime's assets,
// /search-records.json) to whatever a page of another site had the browser fetch: the page cannot
// read the answer, but could keep the author's server rendering pages and reading files. Those
// requests now get a 403; links followed here, the server's own pages, pages of another port of the
// same host, and requests that name no site at all (curl, older browsers) are answered as before.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

const PATHS = ['/img/logo.svg', '/search-records.json', '/docs/start', '/_dc/dev-client.js'];

describe('devcenter dev and pages of another site', () => {
  let dev: RunningDev;

  beforeAll(async () => {
    dev = await startDev(await fixtureCopy('basic', 'security-dev-cross-site-files'));
  });
  afterAll(() => dev?.stop());

  it('refuses what a page of another site has the browser fetch, and says so once', async () => {
    for (const path of PATHS) {
      for (const mode of ['no-cors', 'cors']) {
        const answer = await rawRequest(dev.url, path, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': mode, 'sec-fetch-dest': mode === 'cors' ? 'empty' : 'image' } });
        expect([path, mode, answer.status]).toEqual([path, mode, 403]);
        expect(answer.body).not.toContain('<html');
      }
    }
    // A frame, <object> or <embed> of the page is a navigation too, but not a link followed: as many as it likes.
    for (const dest of ['iframe', 'frame', 'object', 'embed']) {
      const answer = await rawRequest(dev.url, '/docs/start', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': dest } });
      expect([dest, answer.status]).toEqual([dest, 403]);
    }
    await expect.poll(() => dev.output()).toContain('from a page of another site');
    expect(dev.output().match(/from a page of another site/g)).toHaveLength(1);
  });

  it('answers a link followed from another site, its own pages, same-site pages and requests without Sec-Fetch headers', async () => {
    const navigate = await rawRequest(dev.url, '/docs/start', { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } });
    expect(navigate.status).toBe(200);
    for (const path of PATHS) {
      for (const headers of <Record<string, string>[]>[
        {},
        { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors' },
        { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
        { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
      ]) {
        const answer = await rawRequest(dev.url, path, { headers });
        expect([path, JSON.stringify(headers), answer.status]).toEqual([path, JSON.stringify(headers), 200]);
      }
    }
  });

  describe('in Chromium', () => {
    let browser: Browser;
    let elsewhere: Server;

    beforeAll(async () => {
      browser = await launchBrowser();
      // The dev server by its address, the page by the name localhost: two sites, as the browser reads them.
      const devAt = new URL(dev.url);
      const devByAddress = `http://127.0.0.1:${devAt.port}`;
      elsewhere = createServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>elsewhere</title><img id="logo" src="${devByAddress}/img/logo.svg"><iframe src="${devByAddress}/docs/start"></iframe><object data="${devByAddress}/search-records.json"></object>`),
      );
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => (elsewhere ? elsewhere.close(resolve) : resolve(undefined)));
    });

    it("refuses another site's image, frame and object, and still serves the same image to the dev server's own page", async () => {
      const page = await browser.newPage();
      const statuses = new Map<string, number>();
      page.on('response', (response) => statuses.set(`${new URL(page.url()).hostname} ${new URL(response.url()).pathname}`, response.status()));
      await page.goto(`http://localhost:${(elsewhere.address() as AddressInfo).port}/`);
      await expect.poll(() => statuses.get('localhost /img/logo.svg')).toBe(403);
      // Framed, the dev server's page would render, and its own files load, as often as the other site likes.
      await expect.poll(() => statuses.get('localhost /docs/start')).toBe(403);
      await expect.poll(() => statuses.get('localhost /search-records.json')).toBe(403);
      // The dev site's own page, by the same address, loads it.
      await page.goto(`http://127.0.0.1:${new URL(dev.url).port}/`);
      await page.evaluate(() => new Promise((resolve) => {
        const img = new Image();
        img.onload = img.onerror = resolve;
        img.src = '/img/logo.svg?again';
      }));
      await expect.poll(() => statuses.get('127.0.0.1 /img/logo.svg')).toBe(200);
      await page.close();
    });
  });
});
