// Issue #14, point 1: content cannot stand in for the page data (DOM clobbering), and whatever page data
// says, the renderer passes on no event handler, no raw HTML, no unsafe URL. Built and served for real, in Chromium.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

const PAYLOAD = (marker: string) => `<img src="x" onerror="window.__pwned='${marker}'">`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's real embedded data, with a title and content of the attacker's choosing. */
function spoofedData(html: string, marker: string): string {
  const real = /<script id="__dc_data" type="application\/json">([^]*?)<\/script>/.exec(html)![1];
  const boot = JSON.parse(real);
  boot.page.title = 'Spoofed';
  boot.page.content = [['h1', null, 'Spoofed'], ['div', { dangerouslySetInnerHTML: { __html: PAYLOAD(marker) } }]];
  return JSON.stringify(boot);
}

/** Ways content (had it got past the build) could put a second `__dc_data` before the real one. */
const VARIANTS: Record<string, (json: string) => string> = {
  'a hidden span': (json) => `<span id="__dc_data" hidden>${escapeHtml(json)}</span>`,
  'a JSON script inside the app root': (json) => `<script id="__dc_data" type="application/json">${json.replace(/</g, '\\u003c')}</script>`,
  'a textarea': (json) => `<textarea id="__dc_data" hidden>${escapeHtml(json)}</textarea>`,
};

/** The page each variant is put in, and a navbar link that leads elsewhere (to show the app works). */
const ROUTES: Record<string, { file: string; title: string; next: [link: string, title: string] }> = {
  'a hidden span': { file: 'docs/start/index.html', title: 'Start here', next: ['Guides', 'First guide'] },
  'a JSON script inside the app root': { file: 'docs/other/index.html', title: 'Other page', next: ['Guides', 'First guide'] },
  'a textarea': { file: 'docs/guides/first/index.html', title: 'First guide', next: ['Start', 'Start here'] },
};

let browser: Browser;
let server: Awaited<ReturnType<typeof startServe>>;
let out: string;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-clobbering');
  const built = await runCli(['build', site]);
  expect(built.code).toBe(0);
  out = path.join(site, 'build');
  for (const [name, inject] of Object.entries(VARIANTS)) {
    const file = path.join(out, ROUTES[name].file);
    const html = await readFile(file, 'utf8');
    await writeFile(file, html.replace('<div id="__dc">', `<div id="__dc">${inject(spoofedData(html, name))}`));
  }
  server = await startServe([site, '--port', '0']);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a route, recording dialogs; resolves once React has hydrated and an image error had time to fire. */
async function open(route: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(server.url + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return { page, dialogs };
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned ?? null);

describe('an element of content with the id of the page data', () => {
  for (const name of Object.keys(VARIANTS)) {
    it(`is not read as the page data when it is ${name}: no script runs and the page hydrates with its real data`, async () => {
      const route = '/' + ROUTES[name].file.replace(/\/index\.html$/, '');
      const { page, dialogs } = await open(route);
      await page.waitForTimeout(300);
      expect(await pwned(page)).toBeNull();
      expect(dialogs).toEqual([]);
      expect(await page.locator('main h1').first().textContent()).toBe(ROUTES[name].title);
      expect(await page.title()).toBe(`${ROUTES[name].title} | Fixture Docs`);
      // Hydrated for real: client navigation works.
      const [link, title] = ROUTES[name].next;
      await page.locator('.navbar').getByRole('link', { name: link, exact: true }).first().click();
      await page.waitForFunction((expected) => document.querySelector('main h1')?.textContent === expected, title);
      expect(await pwned(page)).toBeNull();
      await page.close();
    });
  }
});

describe('tampered page data', () => {
  it('renders without raw HTML, event handlers, unknown elements or unsafe URLs', async () => {
    const dataFile = path.join(out, '_dc', 'data', 'docs', 'guides', 'second.json');
    const data = JSON.parse(await readFile(dataFile, 'utf8'));
    data.content = [
      ['h1', null, 'Tampered'],
      ['div', { id: 'raw', dangerouslySetInnerHTML: { __html: PAYLOAD('innerHTML') } }],
      ['img', { id: 'handler', src: '/img/logo.svg', alt: '', onError: 'window.__pwned="onError"', onLoad: 'window.__pwned="onLoad"' }],
      ['a', { id: 'js-link', href: 'java\tscript:window.__pwned="href"' }, 'script link'],
      ['a', { id: 'data-link', href: 'data:text/html,<script>alert(1)</script>' }, 'data link'],
      ['img', { id: 'svg-image', src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', alt: '' }],
      ['iframe', { id: 'frame', srcDoc: "<script>parent.__pwned='srcdoc'</script>" }],
      ['script', null, "window.__pwned='script'"],
      ['object', { data: 'javascript:window.__pwned="object"' }],
      ['div', { id: 'kept', className: 'note', style: { color: 'red' }, is: 'x-evil', ref: 'r', suppressHydrationWarning: true, 'data-kind': 'k' }, 'Kept text'],
      ['Card', { title: 'Card', to: 'javascript:window.__pwned="card"' }],
      ['a', { id: 'fine-link', href: '/docs/start' }, 'fine link'],
      ['span', { id: 'aa' }, 'clobbers window.aa'],
      ['a', { name: 'AlgoliaAnalyticsObject' }, 'clobbers by name'],
    ];
    await writeFile(dataFile, JSON.stringify(data));

    const { page, dialogs } = await open('/docs/start');
    await page.getByRole('link', { name: 'Second guide' }).first().click();
    // A renderer that hands such props to React may crash the page instead ('ref' as a string): stop waiting then too.
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Tampered' || document.body.textContent?.includes('This page crashed.'));
    await page.waitForTimeout(300);
    expect(await pwned(page)).toBeNull();
    expect(dialogs).toEqual([]);
    expect(await page.locator('main h1').first().textContent()).toBe('Tampered');
    const found = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const attributes = (id: string) => {
        const el = document.getElementById(id);
        return el ? el.getAttributeNames().sort() : null;
      };
      return {
        raw: document.getElementById('raw')?.innerHTML,
        handler: attributes('handler'),
        jsLink: attributes('js-link'),
        dataLink: attributes('data-link'),
        svgImage: attributes('svg-image'),
        kept: attributes('kept'),
        keptStyle: (document.getElementById('kept') as HTMLElement | null)?.style.color,
        dangerous: main.querySelectorAll('iframe, script, object').length,
        fineLink: document.getElementById('fine-link')?.getAttribute('href'),
        reserved: document.querySelectorAll('#aa, [name="AlgoliaAnalyticsObject"]').length,
      };
    });
    expect(found).toEqual({
      raw: '',
      handler: ['alt', 'id', 'src'],
      jsLink: ['id'],
      dataLink: ['id'],
      svgImage: ['alt', 'id'],
      kept: ['class', 'data-kind', 'id', 'style'],
      keptStyle: 'red',
      dangerous: 0,
      fineLink: '/docs/start',
      reserved: 0,
    });
    await page.close();
  });
});
