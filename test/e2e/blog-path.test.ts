// A blog served where its Docusaurus config's routeBasePath says (/posts), in Chromium against
// `devcenter serve`: the list, a post, a tag and back again, all client-side, and nothing asked of /blog.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { runCli, startServe, writeSite } from '../support/cli.ts';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await writeSite('blog-path-e2e', {
    'content/docs/a.md': '# A\n\nThe docs.\n',
    'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\n\nThe first post.\n',
    'content/blog/2024-02-03-launch.md': '---\ntitle: Launch\ntags: [news, release]\n---\n\nWe launched.\n',
    'docusaurus.config.js': "module.exports = {\n  title: 'Posts',\n  url: 'https://posts.example',\n  presets: [['classic', { blog: { routeBasePath: 'posts' } }]],\n};\n",
  });
  expect((await runCli(['build', site, '--strict'])).code).toBe(0);
  [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a blog at routeBasePath "posts" in the browser', () => {
  it('goes from the list to a post, to a tag and back client-side, and asks nothing of /blog', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    const requested: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/posts`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
    await page.locator('main').getByRole('link', { name: 'Launch' }).first().click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Launch');
    expect(new URL(page.url()).pathname).toBe('/posts/2024/02/03/launch');
    await page.locator('main').getByRole('link', { name: 'release' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === '1 post tagged with "release"');
    expect(new URL(page.url()).pathname).toBe('/posts/tags/release');
    await page.getByRole('link', { name: 'View All Tags' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Tags');
    expect(new URL(page.url()).pathname).toBe('/posts/tags');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === '1 post tagged with "release"');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Launch');
    await page.goBack();
    await page.waitForFunction(() => location.pathname === '/posts' && document.querySelector('main h1')?.textContent === 'Blog');
    // Every step was the router's: the page was never loaded again.
    expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
    expect(requested.filter((p) => p === '/blog' || p.startsWith('/blog/') || p.startsWith('/_dc/data/blog'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
