// A generated site with nested, collapsed sidebar categories: a page carries only the part of the
// sidebar around it, and the rest loads when the reader opens a category.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmark's corpus generator is plain JavaScript.
import { writeCorpus } from '../../bench/corpus.js';
import { launchBrowser } from '../support/browser.ts';
import { runCli, startServe, TMP } from '../support/cli.ts';
import { readFile } from 'node:fs/promises';

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

  it('puts only the expanded part of the sidebar in the page', async () => {
    const html = await readFile(path.join(site, 'build/docs/s01/c013/page-05/index.html'), 'utf8');
    expect(html).toContain('href="/docs/s01/c013/page-00"');
    expect(html).not.toContain('href="/docs/s01/c014/page-01"');
    expect(html).not.toContain('href="/docs/s00/c000/page-01"');
    expect(html).toContain('>Section 0<');
  });

  it('loads the rest of the sidebar when a left-out category is opened, and navigates into it', async () => {
    const page = await browser.newPage();
    const sidebarRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/_dc/sidebars/') && sidebarRequests.push(r.url()));
    await page.goto(`${server.url}/docs/s01/c013/page-05`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForTimeout(300);
    expect(sidebarRequests).toEqual([]);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    await sidebar.getByRole('button', { name: 'Section 0' }).click();
    await sidebar.getByRole('button', { name: 'Category 2', exact: true }).click();
    expect(sidebarRequests.map((u) => new URL(u).pathname)).toEqual(['/_dc/sidebars/docs.json']);
    await sidebar.getByRole('link', { name: /^Page 30 / }).click();
    await page.waitForURL('**/docs/s00/c002/page-06');
    // The address changes at the click; the sidebar follows once the page's data has arrived.
    await expect.poll(() => sidebar.locator('[aria-current="page"]').textContent()).toMatch(/^Page 30 /);
    await page.close();
  });
});
