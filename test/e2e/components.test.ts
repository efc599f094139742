// Content components and shell controls in Chromium, on the basic fixture.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

describe('content components and shell controls', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'components');
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/docs/start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('hydrates without a console error or warning', () => {
    expect(problems).toEqual([]);
  });

  it('switches tabs by click and by arrow keys, with only the chosen panel shown', async () => {
    const script = page.getByRole('tab', { name: 'Script tag' });
    const npm = page.getByRole('tab', { name: 'npm' });
    expect(await script.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('npm install fixture-pay').isVisible()).toBe(false);
    await npm.click();
    expect(await npm.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('npm install fixture-pay').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await script.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Script tag');
  });

  it('switches tab sets of the same group together and remembers the choice', async () => {
    const other = await page.context().newPage();
    await other.goto(`${server.url}/docs/guides/first`);
    await other.waitForSelector('html[data-has-hydrated="true"]');
    await other.getByRole('tab', { name: 'PHP' }).first().click();
    expect(await other.getByRole('tab', { name: 'PHP' }).nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await other.getByText('PHP notes.').isVisible()).toBe(true);
    expect(await other.evaluate(() => localStorage.getItem('docusaurus.tab.lang'))).toBe('php');
    await other.reload();
    await other.waitForSelector('html[data-has-hydrated="true"]');
    await expect.poll(() => other.getByText('PHP notes.').isVisible()).toBe(true);
    await other.close();
  });

  it('copies a code block to the clipboard', async () => {
    const block = page.locator('.code-block', { hasText: 'index.html' });
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('<script src="https://cdn.fixture.example/v1.js"></script>');
    expect(await block.getByRole('button', { name: 'Copied' }).count()).toBe(1);
  });

  it('shows admonitions with their title and highlighted code with its title', async () => {
    expect(await page.locator('.admonition--tip .admonition__heading').textContent()).toBe('Before you begin');
    expect(await page.locator('.code-block__title').first().textContent()).toBe('index.html');
    expect(await page.locator('pre.code-block .token').count()).toBeGreaterThan(3);
  });

  it('opens the language dropdown with a click and closes it with Escape', async () => {
    const trigger = page.locator('.navbar__locale [aria-haspopup]');
    await trigger.click();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    const english = page.locator('.navbar__locale .dropdown__link');
    expect(await english.getAttribute('lang')).toBe('en');
    expect(await english.getAttribute('href')).toBe('/docs/start');
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('collapses and expands a sidebar category without navigating', async () => {
    const category = page.locator('nav[aria-label="Docs sidebar"] a[role="button"]', { hasText: 'Guides' });
    expect(await category.getAttribute('aria-expanded')).toBe('true');
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'First guide' }).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/docs/start');
    await category.click();
    expect(await category.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens external links in a new tab and says so', async () => {
    const link = page.getByRole('link', { name: /^Main Website\s*\(opens in new tab\)$/ }).first();
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
