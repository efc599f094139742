// Issue #18, point 8: a key that opens search (Ctrl+K, "/") pressed while the page is still
// hydrating is not lost: the search modal opens once the page is interactive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDeveloperCenter } from '../support/browser.ts';

describe('keys pressed before the page is interactive', () => {
  const site = servedDeveloperCenter('early-keys-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  for (const [name, key] of [['Ctrl+K', 'Control+k'], ['/', '/']] as const)
    it(`open the search modal once hydrated (${name})`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
      // The app's code arrives late: the page is on screen, not yet interactive.
      await page.route('**/assets/main-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`${site.url}/docs/getstarted`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('body > #__dc') !== null);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-has-hydrated'))).toBe('false');
      await page.keyboard.press(key);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.getByRole('dialog').waitFor({ timeout: 5000 });
      expect(await page.getByPlaceholder('Search docs').isVisible()).toBe(true);
      await page.close();
    });
});
