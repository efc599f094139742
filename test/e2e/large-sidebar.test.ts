// Generated sites with large sidebars: a page carries only the part of the sidebar around it, and the
// rest loads when the reader opens a category, or asks for the top-level items a flat site's long
// top level left out.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's corpus generator is plain JavaScript.
import { writeCorpus, writeFlatCorpus } from '../../bench/corpus.js';
import { launchBrowser } from '../support/browser.ts';
import { runCli, startServe, TMP, zeroConfigSite } from '../support/cli.ts';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

describe('a large, nested sidebar', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const site = path.join(TMP, 'corpus-300');

  beforeAll(async () => {
    writeCorpus(site, 300);
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("keeps the phone's menu open while a category left out of it loads its items", async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    await page.goto(`${server.url}/docs/s01/c013/page-05`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', { name: 'Section 0' }).click();
    await menu.getByRole('button', { name: 'Category 2', exact: true }).click();
    await menu.getByRole('link', { name: /^Page 30 / }).waitFor();
    expect(await menu.isVisible()).toBe(true);
    await page.close();
  });

  it('puts only the expanded part of the sidebar in the page', async () => {
    const html = await readFile(path.join(site, 'build/docs/s01/c013/page-05/index.html'), 'utf8');
    expect(html).toContain('href="/docs/s01/c013/page-00"');
    expect(html).not.toContain('href="/docs/s01/c014/page-01"');
    expect(html).not.toContain('href="/docs/s00/c000/page-01"');
    expect(html).toContain('>Section 0<');
  });

  it('loads only the items of a left-out category when it is opened, and navigates into it', async () => {
    const page = await browser.newPage();
    const sidebarRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/_dc/sidebars/') && sidebarRequests.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/docs/s01/c013/page-05`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(300);
    expect(sidebarRequests).toEqual([]);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.getByRole('button', { name: 'Section 0' }).click();
    await sidebar.getByRole('button', { name: 'Category 2', exact: true }).click();
    await sidebar.getByRole('link', { name: /^Page 30 / }).waitFor();
    // Section 0's items (its categories, each left out in turn), then Category 2's pages: never the
    // whole sidebar of 300 pages.
    expect(sidebarRequests).toEqual(['/_dc/sidebars/docs/1.json', '/_dc/sidebars/docs/4.json']);
    const part = JSON.parse(await readFile(path.join(site, 'build/_dc/sidebars/docs/1.json'), 'utf8')) as { items: { label: string; items: unknown[]; lazy?: boolean }[] };
    expect(part.items.map((item) => [item.label, item.items.length, item.lazy])).toEqual(Array.from({ length: 12 }, (_, i) => [`Category ${i}`, 0, true]));
    await sidebar.getByRole('link', { name: /^Page 30 / }).click();
    await page.waitForURL('**/docs/s00/c002/page-06');
    // The address changes at the click; the sidebar follows once the page's data has arrived, which
    // carries the page's part of the sidebar: nothing more is loaded.
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toMatch(/^Page 30 /);
    expect(sidebarRequests).toHaveLength(2);
    // The categories of the page the reader came from stay loaded: opened again, they need no request.
    await sidebar.getByRole('button', { name: 'Section 1' }).click();
    await sidebar.getByRole('button', { name: 'Category 13', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Page 156 decision' }).waitFor();
    expect(sidebarRequests).toHaveLength(2);
    await page.close();
  });
});

describe('a flat zero-config site of many top-level folders', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  // 40 folders of 12 pages, each with a _category_.json: 40 top-level categories.
  const site = path.join(TMP, 'flat-480');
  const html = (route: string) => readFile(path.join(site, 'build', route, 'index.html'), 'utf8');
  const topLevel = (text: string) => [...text.matchAll(/aria-expanded="(?:true|false)"[^>]*>(Topic \d+)/g)].map((m) => m[1]);

  beforeAll(async () => {
    writeFlatCorpus(site, 480);
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('puts 8 top-level categories around the page\'s own in the page, and counts the others', async () => {
    const middle = await html('docs/topic-020/page-03');
    expect(topLevel(middle)).toEqual(Array.from({ length: 8 }, (_, i) => `Topic ${16 + i}`));
    expect(middle).toContain('>Show 16 more<');
    // The window slides to the ends rather than shrinking there.
    expect(topLevel(await html('docs/topic-000/page-00'))).toEqual(Array.from({ length: 8 }, (_, i) => `Topic ${i}`));
    expect(topLevel(await html('docs/topic-039/page-11'))).toEqual(Array.from({ length: 8 }, (_, i) => `Topic ${32 + i}`));
  });

  it('loads the whole top level when "Show N more" is pressed, keeping the open category open', async () => {
    const page = await browser.newPage();
    const sidebarRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/_dc/sidebars/') && sidebarRequests.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/docs/topic-020/page-03`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const categories = sidebar.locator('a[aria-expanded]');
    expect(await categories.count()).toBe(8);
    expect(await sidebar.getByRole('button', { name: 'Show 16 more' }).count()).toBe(2);
    await sidebar.getByRole('button', { name: 'Show 16 more' }).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => categories.count()).toBe(40);
    expect(await sidebar.getByRole('button', { name: /^Show \d+ more$/ }).count()).toBe(0);
    expect(await sidebar.getByRole('button', { name: /^Topic 20 / }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toMatch(/^Page 243 /);
    await sidebar.getByRole('button', { name: /^Topic 2 / }).click();
    await sidebar.getByRole('link', { name: /^Page 24 / }).click();
    await page.waitForURL('**/docs/topic-002/page-00');
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toMatch(/^Page 24 /);
    // The top level the reader asked for stays whole on the next page.
    expect(await categories.count()).toBe(40);
    // The top level (its 40 categories, each left out), then Topic 2's pages: never the whole sidebar.
    expect(sidebarRequests).toEqual(['/_dc/sidebars/docs/0.json', '/_dc/sidebars/docs/3.json']);
    await page.close();
  });
});

describe('a folder of many pages', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  // One folder of 60 endpoint pages beside an intro: the folder is a category of 60 links.
  const site = path.join(TMP, 'big-folder');
  const endpoints = (text: string) => [...text.matchAll(/class="menu__link[^"]*"[^>]*>(Endpoint \d+)</g)].map((m) => m[1]);

  beforeAll(async () => {
    await rm(site, { recursive: true, force: true });
    await mkdir(path.join(site, 'content', 'docs', 'api'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', 'intro.md'), '# Intro\n\nWelcome.\n');
    for (let i = 0; i < 60; i++) {
      const n = String(i).padStart(2, '0');
      await writeFile(path.join(site, 'content', 'docs', 'api', `endpoint-${n}.md`), `# Endpoint ${i}\n\nWhat endpoint ${i} does.\n`);
    }
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('puts the 8 pages around the current one in the page, and counts the others', async () => {
    const html = (route: string) => readFile(path.join(site, 'build', route, 'index.html'), 'utf8');
    const middle = await html('docs/api/endpoint-30');
    expect(endpoints(middle)).toEqual(Array.from({ length: 8 }, (_, i) => `Endpoint ${26 + i}`));
    // 26 before the window, 26 after it.
    expect(middle.match(/>Show 26 more</g)).toHaveLength(2);
    expect(endpoints(await html('docs/api/endpoint-00'))).toEqual(Array.from({ length: 8 }, (_, i) => `Endpoint ${i}`));
    // The page does not grow with the folder: every page of it carries 8 of its links.
    expect(endpoints(await html('docs/api/endpoint-59'))).toHaveLength(8);
  });

  it('keeps the sidebar to the window around the page after a client-side navigation', async () => {
    const page = await browser.newPage();
    const sidebarRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/_dc/sidebars/') && sidebarRequests.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/docs/api/endpoint-30`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const links = sidebar.getByRole('link', { name: /^Endpoint \d+$/ });
    expect(await links.count()).toBe(8);
    // The page's "Next" link: the router loads the next page's data, which carries its part of the
    // sidebar, and shows what a full load of that page shows, not all 60 pages of the folder.
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/api/endpoint-31');
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toBe('Endpoint 31');
    expect(await links.count()).toBe(8);
    expect(await sidebar.getByRole('button', { name: /^Show \d+ more$/ }).count()).toBe(2);
    // Pressed, "Show N more" shows the whole folder, and a reader who asked for it keeps it.
    await sidebar.getByRole('button', { name: /^Show \d+ more$/ }).last().click();
    await expect.poll(() => links.count()).toBe(60);
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL('**/docs/api/endpoint-32');
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toBe('Endpoint 32');
    expect(await links.count()).toBe(60);
    // The folder's part (it is the sidebar's first category), once; the navigations loaded none.
    expect(sidebarRequests).toEqual(['/_dc/sidebars/docs/1.json']);
    await page.close();
  });

  it('loads the whole folder when "Show N more" is pressed from the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/api/endpoint-30`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const links = sidebar.getByRole('link', { name: /^Endpoint \d+$/ });
    expect(await links.count()).toBe(8);
    await sidebar.getByRole('button', { name: 'Show 26 more' }).last().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => links.count()).toBe(60);
    expect(await sidebar.getByRole('button', { name: /^Show \d+ more$/ }).count()).toBe(0);
    expect(await sidebar.locator('[aria-current="page"]').textContent()).toBe('Endpoint 30');
    await sidebar.getByRole('link', { name: 'Endpoint 2', exact: true }).click();
    await page.waitForURL('**/docs/api/endpoint-02');
    await page.close();
  });
});

describe('a page open while the site is built again', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const page = (title: string) => `# ${title}\n\nAbout ${title.toLowerCase()}.\n`;
  let site: string;

  beforeAll(async () => {
    // Two folders, each a collapsed category the intro page leaves out: parts 1 and 2.
    site = await zeroConfigSite('sidebar-parts-rebuilt', { 'intro.md': page('Intro'), 'guides/setup.md': page('Setup'), 'reference/options.md': page('Options') });
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the items of the category opened, not those of the part a newer build numbers alike', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/docs/intro`);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    // A new folder sorts first: 'guides' is now part 2, where 'reference' was.
    await mkdir(path.join(site, 'content', 'docs', 'api'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', 'api', 'keys.md'), page('Keys'));
    expect((await runCli(['build', site])).code).toBe(0);
    const sidebar = tab.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.getByRole('button', { name: 'reference' }).click();
    await sidebar.getByRole('link', { name: 'Options' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Setup' }).count()).toBe(0);
    await tab.close();
  });
});
