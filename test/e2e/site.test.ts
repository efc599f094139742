// Real Chromium against a real `devcenter serve` of this repository's Developer Center.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT, runCli, startServe, TMP } from '../support/cli.ts';

const DOCS = [
  'getstarted', 'integration-overview', 'testing-sandboxmode',
  'api/v2/application', 'api/v2/introduction', 'api/v2/reference', 'api/v2/responsesanderrors',
  'ecommerce/ammoready', 'ecommerce/bigcommerce', 'ecommerce/bigcommerce-legacy-accounts', 'ecommerce/cds', 'ecommerce/celerant',
  'ecommerce/coreware', 'ecommerce/introduction', 'ecommerce/magento2', 'ecommerce/shopify', 'ecommerce/woocommerce',
  'plugin/changelog', 'plugin/checkout', 'plugin/customization', 'plugin/introduction', 'plugin/ordergeneration',
  'plugin/prequalification', 'plugin/reference',
  'marketing/compliance', 'marketing/email', 'marketing/introduction', 'marketing/online', 'marketing/support',
].map((id) => `/docs/${id}`);

/** Console errors and warnings, uncaught exceptions and failed requests of one page. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // Prefetches still in flight when the test moves on are aborted by the browser: not a failure.
  page.on('requestfailed', (r) => r.failure()?.errorText !== 'net::ERR_ABORTED' && problems.push(`requestfailed: ${r.url()}`));
  return problems;
}

describe('the Developer Center in Chromium', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const out = path.join(TMP, 'site-build');

  beforeAll(async () => {
    const built = await runCli(['build', REPO_ROOT, '--out', out]);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    [server, browser] = await Promise.all([startServe([REPO_ROOT, '--out', out, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('has 29 docs pages in the spec, each with an h1, the right title and a hydrated shell', async () => {
    expect(DOCS).toHaveLength(29);
    const page = await browser.newPage();
    const problems = watch(page);
    for (const route of DOCS) {
      const response = await page.goto(server.url + route);
      expect([route, response?.status()]).toEqual([route, 200]);
      const h1 = (await page.locator('article h1').first().textContent())?.trim();
      expect(h1, route).toBeTruthy();
      expect(await page.title()).toBe(`${h1} | Developer Center`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.locator('nav[aria-label="Docs sidebar"] [aria-current="page"]').count(), route).toBe(1);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('renders the home, thank-you, search and not-found pages', async () => {
    const page = await browser.newPage();
    const problems = watch(page);
    const cases: [string, number, string, string][] = [
      ['/', 200, 'Developer Center', 'Developer Center'],
      ['/thankyou', 200, '', ''],
      ['/search', 200, 'Search the documentation | Developer Center', 'Search the documentation'],
      ['/no/such/page', 404, 'Page Not Found | Developer Center', 'Page Not Found'],
    ];
    for (const [route, status, title, h1] of cases) {
      const response = await page.goto(server.url + route);
      expect([route, response?.status()]).toEqual([route, status]);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      if (h1) expect(heading).toBe(h1);
      else expect(heading.length).toBeGreaterThan(0);
      expect(await page.title()).toBe(title || `${heading} | Developer Center`);
    }
    await page.goto(server.url + '/');
    expect(await page.locator('.hero__subtitle').textContent()).toBe('Offer your customers a better way to pay.');
    expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
    await page.close();
  });

  it('sends old addresses and aliases to the clean URL', async () => {
    const page = await browser.newPage();
    for (const [from, to] of [
      ['/docs/getstarted.html', '/docs/getstarted'],
      ['/docs/plugin/checkout/index.html', '/docs/plugin/checkout'],
      ['/docs', '/docs/getstarted'],
      ['/docs/ecommerce/celerant-eda', '/docs/ecommerce/celerant'],
    ]) {
      await page.goto(server.url + from);
      expect([from, new URL(page.url()).pathname]).toEqual([from, to]);
    }
    await page.close();
  });

  it('keeps the colour mode across a reload, stored under "theme"', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/docs/plugin/checkout');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    const toggle = page.getByRole('button', { name: 'Switch between dark and light mode (currently light mode)' });
    await toggle.click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).click();
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await context.close();
  });

  it('ignores the system colour scheme', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
    await context.close();
  });

  it('remembers a dismissed announcement until its id changes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/');
    const bar = page.getByRole('banner');
    await expect.poll(() => bar.isVisible()).toBe(true);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    expect(await bar.count()).toBe(0);
    await page.reload();
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect.poll(() => page.locator('.announcement-bar').isVisible()).toBe(true);
    await context.close();
  });

  it('stores the chosen docs version', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url + '/docs/plugin/checkout');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.locator('.navbar__version [aria-haspopup]').click();
    await page.locator('.navbar__version .dropdown__link', { hasText: 'Next' }).click();
    await page.waitForURL('**/docs/plugin/checkout');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
    await context.close();
  });

  it('is usable at 375 px: no sideways scroll, and the mobile sidebar opens and closes', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    for (const route of ['/', '/thankyou', '/search', '/no/such/page', ...DOCS]) {
      await page.goto(server.url + route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect([route, width]).toEqual([route, 375]);
    }
    await page.goto(server.url + '/docs/plugin/checkout');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close navigation bar' });
    await expect.poll(() => close.isVisible()).toBe(true);
    expect(await page.locator('.navbar-sidebar a[aria-current="page"]').textContent()).toBeTruthy();
    await page.keyboard.press('Escape');
    expect(await close.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Toggle navigation bar');
    await toggle.click();
    await page.getByRole('button', { name: '← Back to main menu' }).click();
    await expect.poll(() => page.locator('.navbar-sidebar').getByRole('link', { name: 'Marketing Guides' }).isVisible()).toBe(true);
    await close.click();
    expect(await close.count()).toBe(0);
    await page.close();
  });
});
