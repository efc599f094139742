// The search modal's screens with a fake search client handed in through its seam
// (runtime/search/search-client-context.tsx): the modal alone, bundled with esbuild and rendered in
// Chromium, no server and no index behind it.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import type { FakeClientName } from './search-modal-harness.ts';

const HARNESS = fileURLToPath(new URL('./search-modal-harness.ts', import.meta.url));

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  const [built, launched] = await Promise.all([
    build({
      entryPoints: [HARNESS],
      absWorkingDir: path.dirname(HARNESS),
      bundle: true,
      write: false,
      format: 'iife',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    }),
    launchBrowser(),
  ]);
  bundle = built.outputFiles[0].text;
  browser = launched;
});
afterAll(() => browser?.close());

async function openModal(client: FakeClientName, query: string, consoleErrors: string[] = []): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.setContent('<!doctype html><html lang="en"><body><div id="root"></div></body></html>');
  await page.addScriptTag({ content: bundle });
  await page.evaluate(([name, q]) => window.openSearchModal(name as FakeClientName, q), [client, query]);
  return page;
}

describe('the search modal with a fake search client', () => {
  it('shows the error screen when the client rejects, its message in the console and not on screen', async () => {
    const consoleErrors: string[] = [];
    const page = await openModal('rejecting', 'checkout', consoleErrors);
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count()).toBe(1);
    const text = await page.locator('.DocSearch-ErrorScreen').innerText();
    expect(text).toContain('Unable to fetch results');
    expect(text).not.toContain('The fake client refused.');
    await expect.poll(() => consoleErrors.join('\n')).toContain('The fake client refused.');
    expect(await page.locator('.DocSearch-Container--Errored').count()).toBe(1);
    expect(await page.evaluate(() => window.searches.map((params) => params.query))).toEqual(['checkout']);
    await page.close();
  });

  it('shows the no-results screen when the client answers zero hits', async () => {
    const page = await openModal('no-hits', 'zzqqxxjj');
    await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
    expect(await page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()).toBe('No results for "zzqqxxjj"');
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Search' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => window.searches.map((params) => params.query))).toEqual(['zzqqxxjj']);
    await page.close();
  });
});
