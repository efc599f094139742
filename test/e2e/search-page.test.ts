// The /search page, and what search shows from hostile record text, in Chromium against real
// `devcenter serve` instances: the Developer Center, and the basic fixture with a missing-results URL.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { closeContext, launchBrowser } from '../support/browser.ts';
import { fixtureCopy, REPO_ROOT, runCli, startServe, TMP } from '../support/cli.ts';
import { answerInsightsCdn, INSIGHTS_EVENTS } from '../support/insights-cdn.ts';

let browser: Browser;
let site: Awaited<ReturnType<typeof startServe>>;
let fixture: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const out = path.join(TMP, 'search-page-site');
  const fixtureRoot = await fixtureCopy('basic', 'search-page-fixture');
  const config = path.join(fixtureRoot, 'site.config.ts');
  const source = await readFile(config, 'utf8');
  await writeFile(config, source.replace("indexName: 'fixture' }", "indexName: 'fixture', missingResultsUrl: 'https://issues.fixture.example/new?title={query}' }"));
  const [built, builtFixture] = await Promise.all([runCli(['build', REPO_ROOT, '--out', out]), runCli(['build', fixtureRoot])]);
  expect(built.code).toBe(0);
  expect(builtFixture.code).toBe(0);
  [site, fixture, browser] = await Promise.all([startServe([REPO_ROOT, '--out', out, '--port', '0']), startServe([fixtureRoot, '--port', '0']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([site?.stop(), fixture?.stop()]);
});

async function open(url: string, theme = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // search-insights comes from jsDelivr and sends click events to Algolia: neither is reachable here.
  await answerInsightsCdn(context);
  await context.route(INSIGHTS_EVENTS, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' }));
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const results = (page: Page) => page.locator('.search-result');

describe('the search page', () => {
  it('does not move what the reader sees when its results arrive: the footer waits below the fold', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await answerInsightsCdn(context);
    await context.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    try {
      await page.goto(`${site.url}/search?q=refund`);
      await page.waitForSelector('.search-result');
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
    } finally {
      await closeContext(context);
    }
  });

  it('shows the results of ?q= with their count, title, breadcrumb and snippet, filtered like the modal', async () => {
    const page = await open(`${site.url}/`);
    const bodies: Record<string, unknown>[] = [];
    page.on('request', (r) => r.url().includes('/1/indexes/') && bodies.push(JSON.parse(r.postData() ?? '{}').requests[0]));
    await page.goto(`${site.url}/search?q=refund`);
    await page.waitForSelector('.search-result');
    expect(await page.locator('main h1').textContent()).toBe('Search results for "refund"');
    expect(await page.title()).toBe('Search results for "refund" | Developer Center');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('refund');
    const count = (await page.locator('.search-page__count').textContent())!;
    expect(count).toMatch(/^\d+ documents found$/);
    expect(await results(page).count()).toBe(Math.min(20, Number(count.split(' ')[0])));
    const first = results(page).first();
    expect(await first.locator('h2 a').getAttribute('href')).toMatch(/^\/docs\//);
    expect(await first.locator('.search-result__crumbs li').count()).toBeGreaterThan(0);
    expect((await page.locator('.search-result mark').first().textContent())!.toLowerCase()).toContain('refund');
    expect(bodies[0]).toMatchObject({
      query: 'refund',
      indexName: 'devcenter',
      page: 0,
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    await closeContext(page.context());
  });

  it('cuts a ?q= longer than the input takes to the input\'s 64 characters, and searches for that (not "Unable to fetch results")', async () => {
    const long = `refund ${'word '.repeat(120)}`;
    const page = await open(`${site.url}/search?q=${encodeURIComponent(long)}`);
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(long.slice(0, 64));
    await expect.poll(() => page.locator('.search-page__count, [role="alert"]').first().textContent()).toMatch(/documents? found|No results/);
    expect(await page.getByText('Unable to fetch results').count()).toBe(0);
    await closeContext(page.context());
  });

  it('loads 20 more results as the reader scrolls to the end', async () => {
    const page = await open(`${site.url}/search?q=order`);
    await page.waitForSelector('.search-result');
    const total = Number((await page.locator('.search-page__count').textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThan(40);
    expect(await results(page).count()).toBe(20);
    expect(await page.locator('.search-page__loader').textContent()).toBe('Fetching new results...');
    await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
    await expect.poll(() => results(page).count()).toBe(40);
    await page.locator('.search-page__loader').scrollIntoViewIfNeeded();
    await expect.poll(() => results(page).count()).toBe(Math.min(60, total));
    await closeContext(page.context());
  });

  it('keeps the query in the address as the reader types, and says when nothing is found', async () => {
    const page = await open(`${site.url}/search`);
    expect(await page.locator('main h1').textContent()).toBe('Search the documentation');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzqqxxjj');
    await expect.poll(() => page.locator('.search-page__count').textContent()).toBe('No results were found');
    expect(new URL(page.url()).searchParams.get('q')).toBe('zzqqxxjj');
    expect(await page.locator('main h1').textContent()).toBe('Search results for "zzqqxxjj"');
    await page.getByRole('searchbox', { name: 'Search' }).fill('magento');
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('magento');
    await closeContext(page.context());
  });

  for (const theme of ['light', 'dark']) {
    it(`finds no axe violations on the search page with results (${theme})`, async () => {
      const page = await open(`${site.url}/search?q=checkout`, theme);
      await page.waitForSelector('.search-result');
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await closeContext(page.context());
    });
  }
});

describe('record text in search results', () => {
  it('shows markup from a page as text, in the modal and on the search page', async () => {
    const page = await open(`${fixture.url}/docs/start`);
    let alerted = false;
    page.on('dialog', (dialog) => {
      alerted = true;
      void dialog.dismiss();
    });
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('paste');
    const option = page.locator('[role="option"]').filter({ hasText: '<script>alert(1)</script>' });
    await expect.poll(() => option.count()).toBeGreaterThan(0);
    expect(await page.locator('.DocSearch-Modal script').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto(`${fixture.url}/search?q=paste`);
    await page.waitForSelector('.search-result');
    expect(await page.locator('.search-result__snippet').first().innerText()).toContain('<script>alert(1)</script>');
    expect(await page.locator('main script').count()).toBe(0);
    expect(alerted).toBe(false);
    await closeContext(page.context());
  });

  it('offers "Let us know." on the no-results screen when a missing-results URL is configured', async () => {
    const page = await open(`${fixture.url}/docs/start`);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('zz qq');
    await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
    expect(await page.locator('.DocSearch-NoResults').innerText()).toContain('Believe this query should return results?');
    const link = page.getByRole('link', { name: 'Let us know.' });
    expect(await link.getAttribute('href')).toBe('https://issues.fixture.example/new?title=zz%20qq');
    expect(await link.getAttribute('target')).toBe('_blank');
    await closeContext(page.context());
  });
});
