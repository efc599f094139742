// Search on a plain static host, in Chromium: the Developer Center's build served by a few lines of
// node:http (no search endpoint, POST answered 405). The page finds that out on its first search and
// answers it, and every search after it, from the static index: the modal's grouped hits, going to a
// hit, the "See all results" page, and searching again with the network gone.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContext, launchBrowser } from '../support/browser.ts';
import { REPO_ROOT, runCli, TMP } from '../support/cli.ts';
import { answerInsightsCdn, INSIGHTS_EVENTS } from '../support/insights-cdn.ts';
import { startPlainStaticServer } from '../../bench/plain-static-server.js';

let host: Awaited<ReturnType<typeof startPlainStaticServer>>;
let browser: Browser;

beforeAll(async () => {
  const out = path.join(TMP, 'static-host-search');
  expect((await runCli(['build', REPO_ROOT, '--out', out])).code).toBe(0);
  [host, browser] = await Promise.all([startPlainStaticServer(out), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

async function open(route: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await answerInsightsCdn(context);
  await context.route(INSIGHTS_EVENTS, (r) => r.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' }));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(host.url + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const input = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const options = (page: Page) => page.locator('.DocSearch-Modal [role="option"]');

async function search(page: Page, query: string): Promise<void> {
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await input(page).fill(query);
  // The first query fetches the engine and the index: on a busy CI machine that takes more than poll's default second.
  await expect.poll(() => options(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
}

describe('search on a plain static host', () => {
  it('loads none of the static index before the reader searches', async () => {
    const before = host.requests.length;
    const page = await open('/docs/getstarted');
    expect(host.requests.slice(before).filter((p) => p.startsWith('/_dc/search/'))).toEqual([]);
    await closeContext(page.context());
  });

  it('answers the modal from the static index: grouped hits, and Enter goes to the first', async () => {
    const page = await open('/docs/getstarted');
    const before = host.requests.length;
    await search(page, 'refund an order');
    const fetched = host.requests.slice(before);
    // One try of the site's own endpoint (405), then the index's entry, vocabulary and shards.
    expect(fetched).toContain('/1/indexes/*/queries');
    expect(fetched).toContain('/_dc/search/index.json');
    expect(fetched.some((p) => /^\/_dc\/search\/[0-9a-f]{16}\/t\d+\.bin$/.test(p))).toBe(true);
    // Hits come grouped under their section's heading, as from the endpoint.
    await expect.poll(() => page.locator('.DocSearch-Hit-source').allTextContents()).toContain('API');
    const first = await options(page).first().getAttribute('href');
    expect(first).toMatch(/^\/docs\//);
    await input(page).press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === first);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    // The next search skips the endpoint: it is known to be missing.
    const later = host.requests.length;
    await search(page, 'webhook');
    expect(host.requests.slice(later)).not.toContain('/1/indexes/*/queries');
    await closeContext(page.context());
  });

  it('shows "See all results" on the search page, answered in the page too', async () => {
    const page = await open('/docs/getstarted');
    await search(page, 'prequalification');
    await page.getByRole('link', { name: /See all/ }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await expect.poll(() => page.locator('main a[href*="/docs/plugin/prequalification"]').count()).toBeGreaterThan(0);
    await closeContext(page.context());
  });

  it('searches again with the network gone, from what it loaded', async () => {
    const page = await open('/docs/getstarted');
    await search(page, 'sandbox');
    const online = await options(page).allTextContents();
    await page.keyboard.press('Escape');
    await page.context().setOffline(true);
    await search(page, 'sandbox');
    expect(await options(page).allTextContents()).toEqual(online);
    await page.context().setOffline(false);
    await closeContext(page.context());
  });
});
