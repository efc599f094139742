// Issue #18, point 9: contrast and focus. The home page passes axe in both colour modes (its prose
// links are underlined), its cards line up with the text around them, the search page's field has
// one focus ring, and the dev overlay hides the page under it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { servedDeveloperCenter } from '../support/browser.ts';
import { REPO_ROOT } from '../support/cli.ts';

describe('contrast and focus', () => {
  const site = servedDeveloperCenter('contrast-focus-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  const open = async (route: string, mode: 'light' | 'dark', width = 1280) => {
    const page = await site.browser.newPage({ viewport: { width, height: 900 } });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto(`${site.url}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    return page;
  };

  for (const mode of ['light', 'dark'] as const)
    it(`finds no axe violation on the home page, its prose links told apart by more than colour (${mode})`, async () => {
      const page = await open('/', mode);
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
      await page.close();
    });

  it('lines the home page\'s cards up with the heading and text below them', async () => {
    for (const width of [1000, 1280, 1440]) {
      const page = await open('/', 'light', width);
      const [grid, heading] = await page.evaluate(() => [document.querySelector('.card-grid > *')!, document.querySelector('.home-page h2')!].map((el) => Math.round(el.getBoundingClientRect().left)));
      expect(Math.abs(grid - heading), `at ${width} px`).toBeLessThanOrEqual(1);
      await page.close();
    }
  });

  it('draws one focus ring around the search page\'s field', async () => {
    const page = await open('/search', 'light');
    await page.locator('.search-page__input').focus();
    await page.keyboard.press('a');
    const ring = await page.locator('.search-page__input').evaluate((el) => {
      const style = getComputedStyle(el);
      return { outline: style.outlineStyle, shadow: style.boxShadow, border: style.borderTopColor };
    });
    expect(ring.outline).toBe('none');
    expect(ring.shadow).not.toBe('none');
    await page.close();
  });

  it('gives the dev overlay an opaque background, so the navbar does not show through it', async () => {
    const client = await readFile(path.join(REPO_ROOT, 'templates', 'dev-client.js'), 'utf8');
    const overlayStyle = /overlay\.style\.cssText =\s*'([^']+)'/.exec(client)![1];
    expect(overlayStyle).toMatch(/background:#[0-9a-f]{6};/);
  });
});
