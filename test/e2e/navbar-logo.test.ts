// The site's own logo in the navbar and atop the mobile sidebar, in a real Chromium: the picture of
// the colour mode shows (and only it), at the size its width and height say, and a long title still
// ends in an ellipsis on a phone with nothing wider than the window. The brand link is named.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

/** A 4:1 picture of one colour, so the test can tell which one shows. */
const picture = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="160" height="40" fill="${fill}"/></svg>\n`;
const PICTURES = { 'static/img/day.svg': picture('#c00'), 'static/img/night.svg': picture('#0cf') };
const PAGE = { 'content/docs/intro.md': '# Intro\n\nHello.\n' };

/** The brand's pictures that show (in the top bar, or atop the mobile sidebar), and what is wrong around them. */
function brandState(page: Page, scope: '.navbar__inner' | '.navbar-sidebar__brand') {
  return page.evaluate((selector) => {
    const brand = document.querySelector<HTMLElement>(`${selector} .navbar__brand`)!;
    const shown = [...brand.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().width > 0);
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page is wider than the window');
    const toggle = document.querySelector<HTMLElement>('.navbar__inner .navbar__toggle')!.getBoundingClientRect();
    if (toggle.width > 0 && toggle.width < 36) problems.push(`the menu button is ${Math.round(toggle.width)} px wide`);
    const box = brand.getBoundingClientRect();
    for (const other of document.querySelectorAll<HTMLElement>(`${selector} .navbar__toggle, ${selector} .DocSearch-Button, ${selector} .navbar__item, ${selector} .navbar-sidebar__close`)) {
      const b = other.getBoundingClientRect();
      if (b.width > 0 && box.left < b.right - 0.5 && b.left < box.right - 0.5) problems.push(`the brand overlaps ${other.className}`);
    }
    return {
      shown: shown.map((img) => ({ src: new URL(img.src).pathname, loaded: img.complete && img.naturalWidth > 0, width: Math.round(img.getBoundingClientRect().width), height: Math.round(img.getBoundingClientRect().height) })),
      problems,
    };
  }, scope);
}

describe("a site's logo with a dark variant beside a long navbar title", () => {
  let site = '';
  const served = servedInBrowser(() => site);
  beforeAll(async () => {
    site = await writeSite('e2e-navbar-logo', {
      ...PICTURES,
      ...PAGE,
      'site.config.ts': `export default {
  title: 'Harbor',
  url: 'https://harbor.example',
  navbar: {
    items: [{ label: 'Guide', to: '/docs/intro' }],
    title: 'Harbor Commerce Platform Documentation',
    logo: { src: 'img/day.svg', srcDark: 'img/night.svg', width: 128, height: 32 },
  },
};
`,
    });
    expect((await runCli(['build', site])).code).toBe(0);
    await served.start();
  });
  afterAll(() => served.stop());

  for (const mode of ['light', 'dark'] as const)
    for (const width of [390, 1280])
      it(`shows the ${mode} picture alone, whole, with nothing overflowing, at ${width} px`, async () => {
        const page = await served.open(`/docs/intro?docusaurus-theme=${mode}`);
        await page.setViewportSize({ width, height: 800 });
        await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.navbar__inner .navbar__brand img')].every((img) => img.complete));
        const expected = mode === 'dark' ? '/img/night.svg' : '/img/day.svg';
        const top = await brandState(page, '.navbar__inner');
        expect(top.problems).toEqual([]);
        expect(top.shown).toEqual([{ src: expected, loaded: true, width: 128, height: 32 }]);
        // The title names the link; the picture beside it is decorative.
        expect(await page.locator('.navbar__inner').getByRole('link', { name: 'Harbor Commerce Platform Documentation', exact: true }).count()).toBe(1);
        if (width === 390) {
          // Too long for a phone beside the picture: an ellipsis.
          expect(await page.locator('.navbar__inner .navbar__title').evaluate((el) => [getComputedStyle(el).textOverflow, el.scrollWidth > el.clientWidth])).toEqual(['ellipsis', true]);
          await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
          await page.waitForSelector('.navbar-sidebar__brand img', { state: 'attached' });
          await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.navbar-sidebar__brand img')].every((img) => img.complete));
          const sidebar = await brandState(page, '.navbar-sidebar__brand');
          expect(sidebar.shown).toEqual([{ src: expected, loaded: true, width: 128, height: 32 }]);
          expect(sidebar.problems).toEqual([]);
        }
        expect(await axeViolations(page, '.navbar')).toEqual([]);
        await page.close();
      });
});

describe('a Docusaurus logo without a navbar title', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  beforeAll(async () => {
    site = await writeSite('e2e-navbar-logo-alone', {
      ...PICTURES,
      ...PAGE,
      'docusaurus.config.js': "module.exports = { title: 'Quay Docs', url: 'https://quay.example', themeConfig: { navbar: { logo: { src: 'img/day.svg', width: 128, height: 32 } } } };\n",
    });
    expect((await runCli(['build', site])).code).toBe(0);
    await served.start();
  });
  afterAll(() => served.stop());

  for (const width of [390, 1280])
    it(`shows the picture alone, the link named by the site's title, at ${width} px`, async () => {
      const page = await served.open('/docs/intro?docusaurus-theme=dark');
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.navbar__inner .navbar__brand img')].every((img) => img.complete));
      const top = await brandState(page, '.navbar__inner');
      expect(top.problems).toEqual([]);
      expect(top.shown).toEqual([{ src: '/img/day.svg', loaded: true, width: 128, height: 32 }]);
      expect(await page.locator('.navbar__inner .navbar__title').count()).toBe(0);
      expect(await page.locator('.navbar__inner').getByRole('link', { name: 'Quay Docs', exact: true }).count()).toBe(1);
      expect(await axeViolations(page, '.navbar')).toEqual([]);
      await page.close();
    });
});
