// Issue #18, point 4: the progress bar of a slow route change is visible in both colour modes, over
// the announcement bar (which has the primary colour) as over the navbar.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDeveloperCenter } from '../support/browser.ts';

/** WCAG contrast ratio of two CSS colours (rgb/rgba strings as getComputedStyle gives them). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the progress bar', () => {
  const site = servedDeveloperCenter('progress-bar-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  /** The colours of the bar, its track and what lies under it, while a slow change is under way. */
  async function colours(page: Page, under: string): Promise<{ bar: string; track: string; under: string }> {
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForSelector('.progress-bar');
    return page.evaluate((selector) => ({
      bar: getComputedStyle(document.querySelector('.progress-bar__bar')!).backgroundColor,
      track: getComputedStyle(document.querySelector('.progress-bar')!).backgroundColor,
      under: getComputedStyle(document.querySelector(selector)!).backgroundColor,
    }), under);
  }

  for (const mode of ['light', 'dark'] as const)
    for (const announcement of [true, false])
      it(`stands out ${announcement ? 'over the announcement bar' : 'over the navbar'} (${mode})`, async () => {
        const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        // The next page's data comes slowly (prefetch included): the change takes over 200 ms.
        await page.route('**/_dc/data/docs/testing-sandboxmode.json', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue().catch(() => undefined);
        });
        await page.goto(`${site.url}/docs/integration-overview`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        if (!announcement) await page.getByRole('button', { name: 'Close' }).click();
        expect(await page.locator('.announcement-bar').count()).toBe(announcement ? 1 : 0);
        const found = await colours(page, announcement ? '.announcement-bar' : '.navbar');
        // A track with no colour of its own shows what is under it.
        if (/rgba\(.*,\s*0\)$/.test(found.track)) found.track = found.under;
        // The bar against its track, and the track against what it covers: each a visible edge.
        expect(contrast(found.bar, found.track)).toBeGreaterThanOrEqual(3);
        expect(Math.max(contrast(found.track, found.under), contrast(found.bar, found.under))).toBeGreaterThanOrEqual(3);
        await page.close();
      });
});
