// Issue #18, point 3: on a slow route change the old page stays (dimmed) until the next is ready; the
// spinner shows over where the content will be, after the spec's delay; nothing else on the page moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedDeveloperCenter } from '../support/browser.ts';

describe('a slow route change', () => {
  const site = servedDeveloperCenter('slow-navigation-build');
  beforeAll(() => site.start());
  afterAll(() => site.stop());

  it('keeps the old page, dimmed, under a spinner, with the footer and the navbar as they were', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_dc/data/docs/testing-sandboxmode.json', async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${site.url}/docs/integration-overview`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    const before = await page.evaluate(() => ({
      footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY),
      active: document.querySelectorAll('.navbar__inner .navbar__link--active').length,
    }));
    await page.locator('.pagination-nav__link--next').click();
    await page.waitForSelector('.page-loading');
    const during = await page.evaluate(() => ({
      h1: document.querySelector('main h1')?.textContent,
      footer: Math.round(document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY),
      active: document.querySelectorAll('.navbar__inner .navbar__link--active').length,
      busy: document.querySelector('.main-wrapper')!.getAttribute('aria-busy'),
    }));
    expect(during.h1).toBe('Integration overview');
    // Dimmed (it fades, so the value is read until the fade has begun).
    const opacity = () => page.evaluate(() => Number(getComputedStyle(document.querySelector('.main-wrapper > main, .main-wrapper > .doc-page')!).opacity));
    await expect.poll(opacity).toBeLessThan(1);
    expect(await opacity()).toBeGreaterThan(0);
    expect(during.footer).toBe(before.footer);
    expect(during.active).toBe(before.active);
    expect(during.busy).toBe('true');
    release();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Testing in sandbox mode');
    expect(await page.locator('.page-loading').count()).toBe(0);
    expect(await page.locator('.main-wrapper--pending').count()).toBe(0);
    await page.close();
  });
});
