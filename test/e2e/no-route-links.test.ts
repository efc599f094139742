// A link to an address of the site where no page is (a migrated site's broken link, kept as a warning
// by checks.brokenLinks) is left to the browser: the prefetcher never asks for its page data, so a
// page showing it logs no 404 (Lighthouse counts console errors against best practices), and a click
// loads the address in full, reaching the site's 404 page. Links to pages stay the router's.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { FIXTURES, fixtureCopy, runCli, startServe } from '../support/cli.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServe>>;
let site: string;

const page = [
  '# Links',
  '',
  'To [a missing page](/docs/gone), [another](../nowhere/else), [by reference][missing] and <a href="/docs/also-gone">in JSX</a>.',
  '',
  'To [a page](/docs/start), [the old address](/docs/old-start), [this page](#links), [the image](/img/logo.svg) and [a site](https://example.com/docs/gone).',
  '',
  'To [the café](./café.mdx) and [the questions](./q&a.mdx).',
  '',
  '[missing]: /docs/gone-too',
  '',
].join('\n');

beforeAll(async () => {
  // The navbar, footer and announcement link to docs the build does not make too (a Docusaurus docs
  // instance left behind, Data Client's /rest): the check warns, and no page may prefetch them.
  const config = (await readFile(path.join(FIXTURES, 'basic', 'site.config.ts'), 'utf8'))
    .replace('  redirects:', "  checks: { brokenLinks: 'warn' },\n  redirects:")
    .replace("{ label: 'Other', to: '/docs/other' },", "{ label: 'Other', to: '/docs/other' },\n      { label: 'REST', to: '/rest' },")
    .replace("footer: { copyright:", "footer: { columns: [{ title: 'More', items: [{ label: 'GraphQL', to: '/graphql/intro' }, { label: 'Guides home', to: '/docs/guides/first' }] }], copyright:")
    .replace("text: 'Fixture announcement.' }", "text: 'Fixture announcement.', link: { label: 'Release notes', to: '/release-notes' } }")
    // A sidebar's link item into such docs too (CrowdSec's /u/…), beside one to a page.
    .replace("items: ['guides/first', 'guides/second'] },", "items: ['guides/first', 'guides/second'] },\n      { type: 'link', label: 'Setup elsewhere', href: '/setup/intro' },\n      { type: 'link', label: 'Second guide', href: '/docs/guides/second' },");
  site = await fixtureCopy('basic', 'no-route-links', {
    'site.config.ts': config,
    'content/docs/other.mdx': page,
    'content/docs/café.mdx': '# Café\n\nTo [the questions](./q&a.mdx).\n',
    'content/docs/q&a.mdx': '# Questions\n\nBack to [the café](./café.mdx).\n',
  });
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  // The check still reports each one.
  expect(built.stderr).toContain('broken link "/docs/gone"');
  [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('links to addresses with no page', () => {
  it('are written for the browser to load (rel="external"), links to pages and redirects are not', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'other', 'index.html'), 'utf8');
    for (const href of ['/docs/gone', '/nowhere/else', '/docs/gone-too', '/docs/also-gone']) expect(html).toContain(`<a href="${href}" rel="external">`);
    for (const href of ['/docs/start', '/docs/old-start', '#links', '/img/logo.svg', '/docs/caf%C3%A9', '/docs/q&amp;a']) expect(html).toMatch(new RegExp(`<a href="${href}"(?! rel="external")[^>]*>`));
  });

  it('in the navbar, the footer, the announcement and the sidebar are left to the browser too; their links to pages stay the router\'s', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8');
    for (const href of ['/rest', '/graphql/intro', '/release-notes', '/setup/intro']) expect(html).toContain(`<a href="${href}" rel="external"`);
    expect(html).toMatch(/<a href="\/docs\/guides\/first"(?! rel="external")[^>]*class="footer__link-item"/);
    expect(html).toMatch(/<a href="\/docs\/guides\/second"(?! rel="external")[^>]*class="menu__link"/);
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    tab.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${new URL(r.url()).pathname}`));
    await tab.goto(`${server.url}/docs/start`);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    for (const name of ['REST', 'GraphQL', 'Release notes', 'Setup elsewhere', 'Guides home']) await tab.getByRole('link', { name, exact: true }).hover();
    await tab.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_dc/data/docs/guides/first.json')));
    await tab.waitForTimeout(300);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it('are never prefetched: no 404 and no console error on the page, and a click loads the 404 page in full', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const data: string[] = [];
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    tab.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${new URL(r.url()).pathname}`));
    tab.on('request', (r) => r.url().includes('/_dc/data/') && data.push(new URL(r.url()).pathname));
    await tab.goto(`${server.url}/docs/other`);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    // Every link is in view: hovering each is what a reader about to follow it does.
    for (const name of ['a missing page', 'by reference', 'in JSX', 'a page']) await tab.getByRole('link', { name, exact: true }).hover();
    await tab.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/_dc/data/docs/start.json')));
    await tab.waitForTimeout(300);
    expect(problems).toEqual([]);
    expect(data).toContain('/_dc/data/docs/start.json');
    expect(data.filter((p) => p.includes('gone') || p.includes('nowhere'))).toEqual([]);
    await tab.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
    await tab.getByRole('link', { name: 'a missing page', exact: true }).click();
    await tab.waitForURL('**/docs/gone');
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    expect(await tab.locator('main h1').first().textContent()).toBe('Page Not Found');
    expect(await tab.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBeUndefined();
    await tab.close();
  });

  it('takes a page whose name is escaped in its address (q&a) client-side, by a link and from a search hit, and back with Back', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tab.goto(`${server.url}/docs/other`);
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    await tab.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
    const h1 = () => tab.locator('main h1').first().textContent();
    await tab.getByRole('link', { name: 'the café', exact: true }).click();
    await expect.poll(h1).toBe('Café');
    await tab.goBack();
    await expect.poll(h1).toBe('Links');
    // A search hit's address is written escaped (/docs/q%26a): the modal opens it client-side too.
    await tab.keyboard.press('Control+k');
    await tab.getByRole('combobox', { name: 'Search' }).fill('Questions');
    await expect.poll(() => tab.locator('[role="option"]').count()).toBeGreaterThan(0);
    await tab.keyboard.press('Enter');
    await expect.poll(h1).toBe('Questions');
    expect(await tab.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
    await tab.close();
  });
});
