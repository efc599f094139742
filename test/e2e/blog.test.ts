// Blog pages in Chromium against `devcenter serve`: they hydrate cleanly, navigate client-side, and
// fit a phone screen.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'blog-e2e', {
    'content/blog/2022-05-10-hello.mdx': '---\ntitle: Hello, blog\nauthors: [Ada Writer]\ntags: [news]\n---\n\nThe first post.\n',
    'content/blog/2024-07-04-launch.mdx': '---\ntitle: Launch day\ntags: [news, release]\n---\n\nWe launched, see [the start](/docs/start).\n\n<!-- truncate -->\n\nThe rest.\n',
    // A title with a long word, as OpenFeature's "… Protocol Standardization Discussion".
    'content/blog/2023-10-12-protocol.mdx': '---\ntitle: Evaluation Protocol Standardization Discussion\n---\n\nA post.\n',
    // Enough posts for a second page of the list (10 a page).
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`content/blog/2023-02-${String(i + 1).padStart(2, '0')}-note-${i + 1}.mdx`, `---\ntitle: Note ${i + 1}\n---\n\nA note.\n`])),
  });
  // Every post in the sidebar (Docusaurus's blogSidebarCount 'ALL'; 5 by default), the oldest one included.
  const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
  await writeFile(path.join(site, 'site.config.ts'), config.replace('  footer: {', "  blog: { sidebarCount: 'ALL' },\n  footer: {"));
  expect((await runCli(['build', site])).code).toBe(0);
  [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('blog pages in the browser', () => {
  it('hydrate without errors and follow links client-side, the sidebar marking the current post', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    // The list's second page: the oldest post is there.
    await page.goto(`${server.url}/blog/page/2`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.locator('.blog-sidebar h3').allInnerTexts()).toEqual(['2024', '2023', '2022']);
    await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
    await page.locator('main').getByRole('link', { name: 'Hello, blog' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Hello, blog');
    expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
    expect(await page.locator('.blog-sidebar [aria-current="page"]').textContent()).toBe('Hello, blog');
    await page.getByRole('link', { name: 'news' }).first().click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === '2 posts tagged with "news"');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const)
    it(`shows the list's excerpts, Read more and its pages with no axe violation (${mode})`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(`${server.url}/blog`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.getByRole('link', { name: 'Read more about Launch day' }).getAttribute('href')).toBe('/blog/2024/07/04/launch');
      expect(await page.locator('main').getByText('The rest.').count()).toBe(0);
      const violations = await axeViolations(page, 'main');
      expect(violations).toEqual([]);
      // The older entries, by the keyboard.
      await page.getByRole('navigation', { name: 'Blog list page navigation' }).getByRole('link', { name: 'Older entries' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/blog/page/2');
      await page.getByRole('link', { name: 'Newer entries' }).waitFor();
      await page.context().close();
    });

  it('fits 375 px without sideways scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    for (const route of ['/blog', '/blog/2024/07/04/launch', '/blog/tags', '/blog/tags/news']) {
      await page.goto(server.url + route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), route).toBe(true);
    }
    await page.context().close();
  });

  it("sets a post's title at 390 px as a doc's, so a long word stays whole", async () => {
    // At the desktop size (40 px) "Standardization" did not fit a phone's line and broke in two.
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${server.url}/docs/start`);
    const docTitleSize = await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontSize);
    for (const route of ['/blog/2023/10/12/protocol', '/blog']) {
      await page.goto(server.url + route);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const title = page.locator('main h1').first();
      expect(await title.evaluate((h) => getComputedStyle(h).fontSize), route).toBe(docTitleSize);
    }
    await page.goto(`${server.url}/blog/2023/10/12/protocol`);
    const lines = await page.locator('main h1').evaluate((h) => {
      const text = h.firstChild!;
      const start = text.textContent!.indexOf('Standardization');
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + 'Standardization'.length);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await page.context().close();
  });
});
