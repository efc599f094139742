// Issue #18, point 10: choosing the language keeps the page's query and hash.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT, runCli, startServe, TMP } from '../support/cli.ts';

describe('the language dropdown', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const out = path.join(TMP, 'language-dropdown-build');

  beforeAll(async () => {
    expect((await runCli(['build', REPO_ROOT, '--out', out])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([REPO_ROOT, '--out', out, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('leads to the same page with its query and hash', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const anchor = await (async () => {
      await page.goto(`${server.url}/docs/getstarted`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      return page.locator('.markdown h2[id]').first().getAttribute('id');
    })();
    await page.goto(`${server.url}/docs/getstarted?from=mail#${anchor}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const dropdown = page.locator('.navbar__inner .navbar__locale');
    await dropdown.getByRole('button').click();
    const english = dropdown.getByRole('link', { name: 'English' });
    expect(await english.getAttribute('href')).toBe(`/docs/getstarted?from=mail#${anchor}`);
    await english.click();
    await page.waitForFunction((hash) => location.hash === `#${hash}` && location.search === '?from=mail', anchor);
    expect(new URL(page.url()).pathname).toBe('/docs/getstarted');
    await page.close();
  });
});
