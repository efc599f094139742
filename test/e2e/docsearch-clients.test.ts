// @docsearch/js v3, v4 and v5 in Chromium against a real `devcenter serve`: each mounted on a page of
// ours (test/support/pages/docsearch-v3.ts, -v4.ts, -v5.ts) served from another origin, its own search client
// pointed at the endpoint through transformSearchClient. The test opens the modal, types, and reads
// the hits DocSearch shows: what it would show over the same records on Algolia.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.ts';
import { bundleTestPage, servePage } from '../support/test-page.ts';

const VERSIONS = ['v3', 'v4', 'v5'] as const;
type Version = (typeof VERSIONS)[number];

describe('@docsearch/js against devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let browser: Browser;
  const pages = {} as Record<Version, Awaited<ReturnType<typeof servePage>>>;
  const proxies = {} as Record<Version, RecordingProxy>;
  let facetsPage: Awaited<ReturnType<typeof servePage>>;

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'docsearch-clients');
    const [built, facetsDir, ...dirs] = await Promise.all([runCli(['build', site]), bundleTestPage('docsearch-v5-facets'), ...VERSIONS.map((version) => bundleTestPage(`docsearch-${version}`))]);
    expect(built.code).toBe(0);
    facetsPage = await servePage(facetsDir);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    for (const [i, version] of VERSIONS.entries()) {
      pages[version] = await servePage(dirs[i]);
      // One proxy per version, so each one's parameter names are recorded apart.
      proxies[version] = await startRecordingProxy(server.url);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([...Object.values(proxies), ...Object.values(pages), facetsPage].filter(Boolean).map((s) => s.stop()));
    await server?.stop();
  });

  /**
   * The modal's hits in order: each group's source (lvl0) and its hits' titles and paths. v3 and v4
   * show a hit's page title (lvl1) as its path; v5 the whole way to it ("Basics > Start here >
   * Install"), read here as the page title it holds, so the three are held to the same answer.
   */
  const modalHits = (page: Page) =>
    page.locator('.DocSearch-Dropdown .DocSearch-Hits').evaluateAll((groups) =>
      groups.map((group) => ({
        source: group.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
        hits: [...group.querySelectorAll('.DocSearch-Hit')].map((hit) => {
          const path = hit.querySelector('.DocSearch-Hit-path')?.textContent ?? '';
          return [hit.querySelector('.DocSearch-Hit-title')?.textContent ?? '', path.includes(' > ') ? path.split(' > ')[1] : path];
        }),
      })),
    );

  async function openModal(version: Version): Promise<{ page: Page; problems: string[] }> {
    const problems: string[] = [];
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${pages[version].url}/?host=${proxies[version].host}`);
    await page.waitForSelector('body[data-mounted]');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    return { page, problems };
  }

  /** The first hit's title as markup; v5 wraps it in a <span> of its own. */
  const firstTitleHtml = async (page: Page) => (await page.locator('.DocSearch-Hit-title').first().innerHTML()).replace(/^<span>([\s\S]*)<\/span>$/, '$1');

  /** Waits until the modal shows `expected` (DocSearch renders each answer as it comes). */
  const shows = async (page: Page, expected: Awaited<ReturnType<typeof modalHits>>) => {
    await expect.poll(() => modalHits(page), { timeout: 10_000 }).toEqual(expected);
  };

  for (const version of VERSIONS) {
    it(`${version}: shows the hits of the query typed in the modal, grouped by section, highlighted`, async () => {
      const { page, problems } = await openModal(version);
      const input = page.locator('.DocSearch-Input');
      // The Install headings: sections in the order of their best hit (Start here, which more pages link
      // to, ranks first), headings by level then position.
      await input.fill('install');
      await shows(page, [
        { source: 'Basics', hits: [['Install', 'Start here'], ['Configure', 'Start here'], ['Deep detail', 'Start here']] },
        { source: 'Guides', hits: [['Install', 'First guide']] },
      ]);
      // Typed key by key, with a typo: the Configure heading, linked to its anchor, its title highlighted.
      await input.fill('');
      await input.pressSequentially('confgure', { delay: 20 });
      await shows(page, [{ source: 'Basics', hits: [['Configure', 'Start here'], ['Deep detail', 'Start here']] }]);
      expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe('https://fixture.example/docs/start#configure');
      // The hits of an earlier keystroke ('confg') are the same: the highlight is the whole word's once the last answer is in.
      await expect.poll(() => firstTitleHtml(page), { timeout: 10_000 }).toBe('<mark>Configure</mark>');
      // A text hit: its snippet is the title; the record's markup is text, only the highlight is markup.
      await input.fill('promotional');
      await shows(page, [{ source: 'Other', hits: [['Never paste <script>alert(1)</script> into a promotional message.', 'Other page']] }]);
      expect(await firstTitleHtml(page)).toBe('Never paste &lt;script&gt;alert(1)&lt;/script&gt; into a <mark>promotional</mark> message.');
      // No record: DocSearch's no-results screen.
      await input.fill('qqqq');
      await expect.poll(() => page.locator('.DocSearch-NoResults').textContent(), { timeout: 10_000 }).toContain('"qqqq"');
      expect(await modalHits(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('v5: its Section filter lists the sections the index holds and narrows the hits to the one chosen', async () => {
    const problems: string[] = [];
    const page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await page.goto(`${facetsPage.url}/?host=${new URL(server.url).host}`);
    await page.waitForSelector('body[data-mounted]');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('install');
    await shows(page, [
      { source: 'Basics', hits: [['Install', 'Start here'], ['Configure', 'Start here'], ['Deep detail', 'Start here']] },
      { source: 'Guides', hits: [['Install', 'First guide']] },
    ]);
    // The values are the index's own (a `facets` query); pages outside any sidebar category are DocSearch's "Documentation".
    await page.getByRole('button', { name: 'Section' }).click();
    await expect.poll(() => page.getByRole('menuitemcheckbox').allInnerTexts()).toEqual(['Basics', 'Documentation', 'Guides', 'Other']);
    await page.getByRole('menuitemcheckbox', { name: 'Guides' }).click();
    await shows(page, [{ source: 'Guides', hits: [['Install', 'First guide']] }]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('sends only these parameter names (recorded by the proxies)', () => {
    // The list the endpoint must keep accepting for DocSearch; printed for whoever tightens the checks.
    const names = ['attributesToRetrieve', 'attributesToSnippet', 'clickAnalytics', 'highlightPostTag', 'highlightPreTag', 'hitsPerPage', 'indexName', 'query', 'snippetEllipsisText'];
    for (const version of VERSIONS) {
      console.log(`@docsearch/js ${version}:`, JSON.stringify([...new Set(proxies[version].requests.map((r) => `${r.method} ${r.path}`))]), JSON.stringify(proxies[version].namesSent()));
      expect([...new Set(proxies[version].requests.map((r) => r.path))]).toEqual(['/1/indexes/*/queries']);
      expect(proxies[version].namesSent()).toEqual(names);
    }
  });
});
