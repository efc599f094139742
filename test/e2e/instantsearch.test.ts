// instantsearch.js in Chromium against a real `devcenter serve`: a page of ours (test/support/pages/
// instantsearch.ts) with a search box, stats, a searchable refinementList on hierarchy.lvl0, a
// numericMenu on weight.level, hits and pagination, served from another origin than the endpoint. The
// same page runs on algoliasearch v5's liteClient and on v4's lite client; the assertions are what
// Algolia would show over the basic fixture's records.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.ts';
import { bundleTestPage, servePage } from '../support/test-page.ts';

/**
 * The record's headings below the section, as the page's hit template joins them. The two "Install"
 * headings come first (each its record's own heading: hierarchy_radio), tied up to the custom
 * ranking: Start here, which more pages link to (pageRank), first. Then the sections under one.
 */
const INSTALL_HITS = ['Start here › Install', 'First guide › Install', 'Start here › Install › Configure'];

describe('instantsearch.js against devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let pageServer: Awaited<ReturnType<typeof servePage>>;
  let browser: Browser;
  const proxies: Record<string, RecordingProxy> = {};

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'instantsearch');
    const [built, dir] = await Promise.all([runCli(['build', site]), bundleTestPage('instantsearch')]);
    expect(built.code).toBe(0);
    [server, pageServer, browser] = await Promise.all([startServe([site, '--port', '0']), servePage(dir), launchBrowser()]);
    // One proxy per client, so each client's parameter names are recorded apart.
    for (const client of ['v5', 'v4']) proxies[client] = await startRecordingProxy(server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(proxies).map((proxy) => proxy.stop()));
    await pageServer?.stop();
    await server?.stop();
  });

  const titles = (page: Page) => page.locator('.ais-Hits-item .hit-title').allTextContents();
  const nbHits = async (page: Page) => Number(await page.locator('#stats .nb-hits').textContent());
  /** The refinementList's values and counts, as shown. */
  const sections = (page: Page) =>
    page.locator('.ais-RefinementList-item').evaluateAll((items) =>
      items.map((item) => [item.querySelector('.ais-RefinementList-labelText')?.textContent, Number(item.querySelector('.ais-RefinementList-count')?.textContent)]),
    );
  /** Waits until the DOM shows `expected` (the widgets render after each answer). */
  const shows = async <T>(read: () => Promise<T>, expected: T) => {
    await expect.poll(read, { timeout: 10_000 }).toEqual(expected);
  };

  async function open(client: 'v5' | 'v4'): Promise<{ page: Page; problems: string[] }> {
    const problems: string[] = [];
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${pageServer.url}/?client=${client}&host=${proxies[client].host}`);
    await page.waitForSelector('body[data-rendered]');
    return { page, problems };
  }

  for (const client of ['v5', 'v4'] as const) {
    it(`${client}: searches as the reader types, pages, refines by section and by level`, async () => {
      const { page, problems } = await open(client);
      // The empty query: every URL once (distinct), 3 a page, in custom ranking order: the page most
      // pages link to (pageRank) first, its own record (level 100) before its sections (90).
      await shows(() => nbHits(page), 13);
      await shows(() => titles(page), ['Start here', 'Start here › Install', 'Start here › Next steps']);
      // Facet counts count records (before distinct), most frequent first.
      await shows(() => sections(page), [['Basics', 10], ['Guides', 8], ['Other', 4], ['Documentation', 3]]);

      // Typing changes the hits: the Install headings, then the sections under one by level.
      await page.locator('#searchbox .ais-SearchBox-input').fill('install');
      await shows(() => titles(page), INSTALL_HITS);
      expect(await nbHits(page)).toBe(4);
      // Counted among the records matching "install" only.
      await shows(() => sections(page), [['Basics', 6], ['Guides', 4]]);

      // Page 2: the fourth hit alone.
      await page.locator('.ais-Pagination-item--page a', { hasText: /^2$/ }).click();
      await shows(() => titles(page), ['Start here › Install › Configure › Deep detail']);
      await page.locator('.ais-Pagination-item--page a', { hasText: /^1$/ }).click();
      await shows(() => titles(page), INSTALL_HITS);

      // A section refined: only its hits; the other sections keep their counts (a disjunctive facet).
      await page.locator('.ais-RefinementList-item', { hasText: 'Guides' }).locator('input').check();
      await shows(() => titles(page), ['First guide › Install']);
      expect(await nbHits(page)).toBe(1);
      await shows(() => sections(page), [['Guides', 4], ['Basics', 6]]);
      await page.locator('.ais-RefinementList-item', { hasText: 'Guides' }).locator('input').uncheck();
      await shows(() => titles(page), INSTALL_HITS);

      // weight.level >= 90: the page and h2 records; the h3 and h4 under Install drop out.
      await page.locator('.ais-NumericMenu-item', { hasText: 'Pages and h2' }).locator('input').check();
      await shows(() => titles(page), ['Start here › Install', 'First guide › Install']);
      expect(await nbHits(page)).toBe(2);
      await page.locator('.ais-NumericMenu-item', { hasText: 'Any level' }).locator('input').check();
      await shows(() => nbHits(page), 4);

      // The refinementList's own search box searches the section names (searchForFacetValues).
      await page.locator('#searchbox .ais-SearchBox-input').fill('');
      await shows(() => nbHits(page), 13);
      await page.locator('#sections .ais-SearchBox-input').fill('oth');
      await shows(() => sections(page), [['Other', 4]]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('sends only these parameter names (recorded by the proxies)', () => {
    // The lists the endpoint must keep accepting for instantsearch.js; printed for whoever tightens the checks.
    const queries = /^\/1\/indexes\/\*\/queries$/;
    const facets = /\/facets\//;
    for (const client of ['v5', 'v4']) {
      console.log(`instantsearch.js on ${client} lite:`, JSON.stringify({ queries: proxies[client].namesSent(queries), facets: proxies[client].namesSent(facets) }));
    }
    const searchNames = ['analytics', 'clickAnalytics', 'facetFilters', 'facets', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'indexName', 'maxValuesPerFacet', 'numericFilters', 'page', 'query'];
    const facetNames = ['facetQuery', 'maxFacetHits'];
    // On v5 a facet-value search is a multi-query entry of type facet; v4 sends it to the facet's own path.
    expect(proxies.v5.namesSent(queries)).toEqual([...searchNames, ...facetNames, 'facet', 'type'].sort());
    expect(proxies.v5.namesSent(facets)).toEqual([]);
    expect(proxies.v4.namesSent(queries)).toEqual(searchNames);
    // The facet search (under the empty query, nothing refined) carries the search's parameters too.
    expect(proxies.v4.namesSent(facets)).toEqual(['facetQuery', 'facets', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'maxFacetHits', 'maxValuesPerFacet', 'page', 'query']);
  });
});
