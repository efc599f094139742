// Issue #18, points 1 and 2: the Developer Center's navbar at every width. The site's title shows
// whole and no two entries overlap from 320 to 1920 px, in both colour modes; below 996 px the
// mobile sidebar's toggle is used, and at exactly 996 px the desktop navbar.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDeveloperCenter, servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

/** What is wrong with the navbar at the page's current width: a title not whole, entries overlapping, a page wider than the window. */
function navbarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const title = document.querySelector<HTMLElement>('.navbar__inner .navbar__title')!;
    const box = title.getBoundingClientRect();
    if (box.width < 2 || title.scrollWidth > title.clientWidth + 1 || getComputedStyle(title).clipPath !== 'none') problems.push('the title is not whole');
    const shown = [...document.querySelectorAll<HTMLElement>('.navbar__inner .navbar__brand, .navbar__inner .navbar__item, .navbar__inner .navbar__toggle, .navbar__inner .DocSearch-Button')]
      .filter((element) => element.getBoundingClientRect().width > 0);
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i].getBoundingClientRect();
        const b = shown[j].getBoundingClientRect();
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
          problems.push(`"${shown[i].textContent?.trim()}" overlaps "${shown[j].textContent?.trim()}"`);
      }
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page is wider than the window');
    // The menu button (below 996 px) keeps its size: it was squeezed to 8 px at 320 px.
    const toggle = document.querySelector<HTMLElement>('.navbar__inner .navbar__toggle')!;
    const toggleWidth = toggle.getBoundingClientRect().width;
    if (toggleWidth > 0 && toggleWidth < 36) problems.push(`the menu button is ${Math.round(toggleWidth)} px wide`);
    return problems;
  });
}

describe('the navbar at every width', () => {
  const site = servedDeveloperCenter('navbar-widths-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  for (const mode of ['light', 'dark'] as const)
    it(`shows the whole title and no overlapping entries from 320 to 1920 px (${mode})`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto(`${site.url}/docs/getstarted`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const found: string[] = [];
      for (let width = 320; width <= 1920; width += 10)
        for (const w of width === 1000 ? [995, 996, 997, 1000] : [width]) {
          await page.setViewportSize({ width: w, height: 800 });
          for (const problem of await navbarProblems(page)) found.push(`${w} px: ${problem}`);
        }
      expect(found).toEqual([]);
      await page.close();
    });

  it('uses the mobile sidebar below 996 px, and the desktop navbar at 996 px', async () => {
    const page = await site.browser.newPage({ viewport: { width: 995, height: 800 } });
    await page.goto(`${site.url}/docs/getstarted`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.locator('.navbar__inner').getByRole('link', { name: 'Marketing Guides' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 996, height: 800 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await page.locator('.navbar__inner').getByRole('link', { name: 'Marketing Guides' }).isVisible()).toBe(true);
    expect(await page.locator('.doc-sidebar__menu').first().isVisible()).toBe(true);
    await page.close();
  });
});

// Saleor's docs: "Saleor Commerce Documentation" made every page 10 px wider than a 390 px phone and
// squeezed the menu button to 8 px. A title too long for the bar ends in an ellipsis instead.
describe('a site title too long for a phone', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  beforeAll(async () => {
    site = await writeSite('navbar-long-title', {
      'site.config.ts': "export default { title: 'A Very Long Commerce Platform Documentation', url: 'https://example.com' };\n",
      'content/docs/intro.md': '# Intro\n\nHello.\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    await served.start();
  });
  afterAll(() => served.stop());

  it('ends in an ellipsis, and the page is no wider than the window, from 320 to 990 px', async () => {
    const page = await served.open('/docs/intro');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const found: string[] = [];
    for (let width = 320; width <= 990; width += 10) {
      await page.setViewportSize({ width, height: 700 });
      for (const problem of await navbarProblems(page)) if (problem !== 'the title is not whole') found.push(`${width} px: ${problem}`);
    }
    expect(found).toEqual([]);
    await page.setViewportSize({ width: 390, height: 700 });
    expect(await page.locator('.navbar__inner .navbar__title').evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(['ellipsis', true]);
  });
});
