// A docs page on a phone (375 px), where no pointer hovers: the always-shown Copy button covers no
// code, and the previous/next cards keep their words whole.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'phone-layout', {
    // A long word in the next card's label, as a real site's "Configuration".
    'content/docs/guides/second.mdx': '---\ntitle: Configuration Standardization\n---\n\nThe second guide.\n',
    'content/docs/guides/first.mdx':
      '---\ntitle: First guide\n---\n\n```js title="with-a-title.js"\nconst first = "a line long enough to run under the button";\n```\n\n```js\nconst untitled = "a line long enough to run under the button";\n```\n',
  });
  expect((await runCli(['build', site])).code).toBe(0);
  [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(route: string, theme: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
  await page.goto(`${server.url}${route}?docusaurus-theme=${theme}`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

describe('a docs page at 375 px', () => {
  for (const theme of ['light', 'dark']) {
    it(`shows each code block's Copy button above its code, in ${theme} mode`, async () => {
      const page = await phonePage('/docs/guides/first', theme);
      const blocks = page.locator('div.code-block');
      expect(await blocks.count()).toBe(2);
      for (let i = 0; i < 2; i++) {
        const button = await blocks.nth(i).locator('.code-block__copy').boundingBox();
        const code = await blocks.nth(i).locator('pre code').boundingBox();
        const block = await blocks.nth(i).boundingBox();
        expect(await blocks.nth(i).locator('.code-block__copy').evaluate((b) => getComputedStyle(b).opacity)).toBe('1');
        // Entirely above the first line of code, and inside the block's frame.
        expect(button!.y + button!.height, `block ${i}`).toBeLessThanOrEqual(code!.y + 1);
        expect(button!.y, `block ${i}`).toBeGreaterThanOrEqual(block!.y);
      }
      await page.context().close();
    });
  }

  it('keeps the words of the previous and next labels whole', async () => {
    const page = await phonePage('/docs/guides/first', 'light');
    const splitWords = await page.locator('.pagination-nav__label').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const text = label.firstChild!;
        const words = [...text.textContent!.matchAll(/\S+/g)];
        return words.filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        }).map((word) => word[0]);
      }),
    );
    expect(splitWords).toEqual([]);
    await page.context().close();
  });
});
