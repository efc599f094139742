// Issue #18, point 10: choosing the language keeps the page's query and hash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDeveloperCenter } from '../support/browser.ts';

describe('the language dropdown', () => {
  const site = servedDeveloperCenter('language-dropdown-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  it('leads to the same page with its query and hash', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const anchor = await (async () => {
      await page.goto(`${site.url}/docs/getstarted`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      return page.locator('.markdown h2[id]').first().getAttribute('id');
    })();
    await page.goto(`${site.url}/docs/getstarted?from=mail#${anchor}`);
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
