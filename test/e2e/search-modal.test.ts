// The search modal in Chromium against a real `devcenter serve` of the Developer Center, whose
// embedded endpoint answers the algoliasearch client: every state, key and message of spec §2, §4,
// §5, §7, §8 and §9. Faults are made with page.route on the search call.
import { closeContext } from '../support/browser.ts';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInsightsCdn, INSIGHTS_EVENTS, INSIGHTS_SCRIPT_URL } from '../support/insights-cdn.ts';
import { serveThisSite, type ServedSite } from '../support/this-site.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const QUERIES = '**/1/indexes/*/queries*';
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__devcenter';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__devcenter';

let site: ServedSite;
let browser: Browser;
let base: string;

beforeAll(async () => {
  site = await serveThisSite('search-modal-site');
  ({ browser, base } = site);
});
afterAll(() => site?.stop());

async function open(route = '/docs/getstarted', options: { width?: number; setup?: (page: Page) => Promise<unknown> } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  // search-insights comes from jsDelivr and sends click events to Algolia: neither is reachable here.
  await answerInsightsCdn(context);
  await context.route(INSIGHTS_EVENTS, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' }));
  const page = await context.newPage();
  // A step that waits for something that never comes fails with its own stack, not the test's timeout.
  page.setDefaultTimeout(15_000);
  await options.setup?.(page);
  await page.goto(base + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  return page;
}

const input = (page: Page) => page.getByRole('combobox', { name: 'Search' });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const options = (page: Page) => page.locator('.DocSearch-Modal [role="option"]');
/** The stored searches of the start screen: grid rows, each a link cell and named action buttons. */
const storedRows = (page: Page) => modal(page).getByRole('row');
/** What the combobox's aria-activedescendant names: its role, and the name of the button it holds or its text. */
const activeDescendant = (page: Page) =>
  input(page).evaluate((el) => {
    const active = document.getElementById(el.getAttribute('aria-activedescendant') ?? '');
    const button = active?.querySelector('button');
    return active && { role: active.getAttribute('role'), name: button ? button.getAttribute('aria-label') : active.textContent };
  });
const storedCount = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]').length, key);

async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
  await expect.poll(() => input(page).isVisible()).toBe(true);
}

async function searchFor(page: Page, query: string): Promise<void> {
  await input(page).fill(query);
  await page.waitForFunction((q) => document.querySelector('.DocSearch-Modal [role="option"]') && (document.querySelector('.DocSearch-Input') as HTMLInputElement).value === q, query);
  // Wait for the answer to this exact query to be on screen (the previous one stays until it comes).
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('.DocSearch-Modal [role="option"]').length)).toBeGreaterThan(0);
}

function searchBodies(page: Page): { url: URL; body: { requests: Record<string, unknown>[] } }[] {
  const seen: { url: URL; body: { requests: Record<string, unknown>[] } }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/1/indexes/') && request.method() === 'POST') seen.push({ url: new URL(request.url()), body: JSON.parse(request.postData() ?? '{}') });
  });
  return seen;
}

async function axeViolations(page: Page, include: string): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's Content-Security-Policy refuses inline scripts.
  await page.evaluate(await readFile(AXE_PATH, 'utf8'));
  const result = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run({ include: [selector] }, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
  }, include);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('opening and closing', () => {
  it('opens from the navbar button and with Ctrl+K, closes with Escape and Ctrl+K, and gives focus back', async () => {
    const page = await open();
    const button = page.getByRole('button', { name: 'Search (Ctrl+K)' });
    expect(await button.innerText()).toContain('Search');
    await button.click();
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.locator('main h1').click();
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await page.evaluate(() => document.body.classList.contains('DocSearch--active'))).toBe(true);
    await page.keyboard.press('Control+k');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.evaluate(() => document.body.classList.contains('DocSearch--active'))).toBe(false);
    await closeContext(page.context());
  });

  it('opens with / outside text fields only, and never types the slash', async () => {
    const page = await open();
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await input(page).inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/search`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('searchbox', { name: 'Search' }).first().click();
    await page.keyboard.type('a/b');
    expect(await page.getByRole('searchbox', { name: 'Search' }).first().inputValue()).toBe('a/b');
    expect(await modal(page).count()).toBe(0);
    await closeContext(page.context());
  });

  it('closes on a click outside the modal and on Cancel (small screens), and a reopened modal starts empty', async () => {
    const page = await open('/docs/getstarted', { width: 375 });
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await searchFor(page, 'shopify');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openModal(page);
    expect(await input(page).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Cancel' }).isVisible()).toBe(false);
    await page.mouse.click(20, 700);
    await expect.poll(() => modal(page).count()).toBe(0);
    await closeContext(page.context());
  });

  it('keeps focus inside the modal', async () => {
    const page = await open();
    await openModal(page);
    await input(page).fill('plugin');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Modal')))).toBe(true);
    }
    await closeContext(page.context());
  });

  it('loads the modal code as its own chunk, fetched when the button is pointed at', async () => {
    const page = await open();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).hover();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(scripts.every((url) => new URL(url).pathname.startsWith('/assets/chunk-'))).toBe(true);
    await closeContext(page.context());
  });

  it('starts with the text selected on the page, cut to 64 characters, and typing on the button starts a search', async () => {
    const page = await open();
    await page.evaluate(() => {
      const p = document.createElement('p');
      p.id = 'long';
      p.textContent = 'checkout '.repeat(12);
      document.querySelector('main')!.prepend(p);
      window.getSelection()!.selectAllChildren(p);
    });
    await page.keyboard.press('Control+k');
    await expect.poll(() => input(page).inputValue()).toBe('checkout '.repeat(12).slice(0, 64));
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.getSelection()!.removeAllRanges());
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).focus();
    await page.keyboard.press('s');
    await expect.poll(() => input(page).inputValue()).toBe('s');
    await closeContext(page.context());
  });
});

describe('typing right after Ctrl+K', () => {
  it('keeps the keys typed before the modal is there: the query starts with its first letter', async () => {
    const page = await open();
    // No hover before: the modal's chunk is fetched when the modal opens, and the reader types at once.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sandx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(' box');
    await expect.poll(() => input(page).inputValue()).toBe('sand box');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await closeContext(page.context());
  });

  it("keeps every key typed at a reader's pace while the modal appears, the typed start never selected and replaced", async () => {
    const page = await open();
    await page.keyboard.press('Control+k');
    await page.keyboard.type('sandboxmode', { delay: 15 });
    await expect.poll(() => input(page).inputValue()).toBe('sandboxmode');
    await page.keyboard.press('Escape');
    // A letter typed on the focused button starts the query; the next ones follow it.
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).focus();
    await page.keyboard.type('sand', { delay: 15 });
    await expect.poll(() => input(page).inputValue()).toBe('sand');
    await closeContext(page.context());
  });
});

describe('input and request', () => {
  it('has the placeholder, a 64-character limit, a clear button and the footer key hints', async () => {
    const page = await open();
    await openModal(page);
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    expect(await input(page).getAttribute('maxlength')).toBe('64');
    await input(page).fill('x'.repeat(80));
    expect(await input(page).inputValue()).toHaveLength(64);
    const clear = page.getByRole('button', { name: 'Clear the query' });
    expect(await clear.getAttribute('title')).toBe('Clear the query');
    await clear.click();
    expect(await input(page).inputValue()).toBe('');
    expect(await page.getByText('No recent searches').isVisible()).toBe(true);
    const footer = await page.locator('.DocSearch-Footer').innerText();
    for (const text of ['to select', 'to navigate', 'to close']) expect(footer).toContain(text);
    for (const name of ['Enter key', 'Arrow down', 'Arrow up', 'Escape key']) expect(await page.getByRole('img', { name }).count()).toBe(1);
    await closeContext(page.context());
  });

  it('sends the spec request through the algoliasearch client, credentials as query parameters', async () => {
    const page = await open();
    const bodies = searchBodies(page);
    await openModal(page);
    await searchFor(page, 'plugin');
    const last = bodies.at(-1)!;
    expect(last.url.pathname).toBe('/1/indexes/*/queries');
    expect(last.url.origin).toBe(base);
    expect(last.url.searchParams.get('x-algolia-application-id')).toBe('DEVCENTER');
    expect(last.url.searchParams.get('x-algolia-api-key')).toBe('devcenter-search-key');
    expect(last.url.searchParams.get('x-algolia-agent')).toContain('Lite');
    expect(last.body.requests).toHaveLength(1);
    expect(last.body.requests[0]).toEqual({
      query: 'plugin',
      indexName: 'devcenter',
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    // An empty query sends nothing: the start screen shows the stored searches.
    const count = bodies.length;
    await input(page).fill('');
    await page.waitForTimeout(200);
    expect(bodies.length).toBe(count);
    await closeContext(page.context());
  });

  it('asks for 5-word snippets on screens up to 768 px wide', async () => {
    for (const [width, words] of [
      [768, 5],
      [769, 10],
    ]) {
      const page = await open('/docs/getstarted', { width });
      const bodies = searchBodies(page);
      await page.keyboard.press('Control+k');
      await input(page).fill('order');
      await expect.poll(() => bodies.length).toBeGreaterThan(0);
      expect(bodies[0].body.requests[0].attributesToSnippet).toContain(`content:${words}`);
      await closeContext(page.context());
    }
  });
});

describe('states and results', () => {
  it('groups hits by lvl0, at most 5 per group, with titles, page names and a link to all results', async () => {
    const page = await open();
    await openModal(page);
    await searchFor(page, 'shopify');
    const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
      sections.map((s) => ({ title: s.querySelector('.DocSearch-Hit-source')!.textContent, count: s.querySelectorAll('[role="option"]').length })),
    );
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => g.count >= 1 && g.count <= 5)).toBe(true);
    expect(new Set(groups.map((g) => g.title)).size).toBe(groups.length);
    expect(groups[0].title).toBe('Ecommerce');
    const first = options(page).first();
    expect(await first.locator('mark').first().textContent()).toMatch(/^shopify$/i);
    expect(await first.getAttribute('href')).toBe('/docs/ecommerce/shopify');
    // A heading of that page is shown under it, with the page as its second line.
    const child = page.locator('.DocSearch-Hit--Child [role="option"]').first();
    expect(await child.locator('.DocSearch-Hit-path').innerText()).toBe('Shopify');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    expect(await seeAll.getAttribute('href')).toBe('/search?q=shopify');
    await seeAll.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Search results for "shopify"');
    expect(await modal(page).count()).toBe(0);
    await closeContext(page.context());
  });

  it('shows the no-results screen with up to 3 suggestions taken from earlier answers, which search again', async () => {
    const page = await open();
    await openModal(page);
    await searchFor(page, 'refund');
    await input(page).fill('zzqqxxjj');
    await expect.poll(() => page.locator('.DocSearch-NoResults .DocSearch-Title').textContent()).toBe('No results for "zzqqxxjj"');
    expect(await page.locator('.DocSearch-NoResults strong').textContent()).toBe('zzqqxxjj');
    expect(await page.getByText('Try searching for', { exact: true }).isVisible()).toBe(true);
    const suggestions = page.locator('.DocSearch-Prefill');
    const count = await suggestions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    const label = (await suggestions.first().textContent())!;
    await suggestions.first().click();
    expect(await input(page).inputValue()).toBe(`${label.toLowerCase()} `);
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    // No missing-results URL in this site's config: no "Let us know." link.
    await input(page).fill('zzqqxxjj');
    await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
    expect(await page.getByText('Believe this query should return results?').count()).toBe(0);
    await closeContext(page.context());
  });

  it('shows the loading indicator only once a request has taken 300 ms', async () => {
    const page = await open();
    await openModal(page);
    // Held until the indicator has been looked for at 700 ms, and no longer: the client's read
    // timeout is 2 s, and past it the modal shows its error screen instead of results.
    let release!: () => void;
    const measured = new Promise<void>((resolve) => (release = resolve));
    await page.route(QUERIES, async (route) => {
      await measured;
      await route.continue();
    });
    await input(page).fill('sandbox');
    const progress = page.getByRole('progressbar');
    // Measured in the page: the indicator must not be there at 150 ms, and must be there by 700 ms.
    const [early, late, label] = await page.evaluate(
      () =>
        new Promise<[boolean, boolean, string | null]>((resolve) => {
          const indicator = () => document.querySelector('[role="progressbar"]');
          let early = true;
          setTimeout(() => (early = Boolean(indicator())), 150);
          setTimeout(() => resolve([early, Boolean(indicator()), indicator()?.getAttribute('aria-label') ?? null]), 700);
        }),
    );
    release();
    expect(early).toBe(false);
    expect(late).toBe(true);
    expect(label).toBeTruthy();
    await expect.poll(() => progress.count(), { timeout: 5000 }).toBe(0);
    // The modal's text says what it shows instead, should there be no results.
    expect(await options(page).count(), await page.getByRole('dialog').innerText()).toBeGreaterThan(0);
    await closeContext(page.context());
  });

  it('keeps the screen shown while an answer is out: after the box is cleared, the start screen until the new hits, never the hits of the query before', async () => {
    const page = await open();
    await openModal(page);
    await searchFor(page, 'sandbox');
    const sandboxHits = await options(page).allInnerTexts();
    await input(page).fill('');
    await expect.poll(() => page.getByText('No recent searches').isVisible()).toBe(true);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(QUERIES, async (route) => {
      await held;
      await route.continue();
    });
    await input(page).fill('checkout');
    // Sampled in the page while the answer is held: what the dropdown shows, frame after frame.
    const seen = await page.evaluate(
      () =>
        new Promise<{ start: number; options: number; frames: number }>((resolve) => {
          const seen = { start: 0, options: 0, frames: 0 };
          const look = () => {
            seen.frames++;
            if (document.querySelector('.DocSearch-Modal')?.textContent?.includes('No recent searches')) seen.start++;
            seen.options += document.querySelectorAll('.DocSearch-Modal [role="option"]').length;
            if (seen.frames < 15) requestAnimationFrame(look);
            else resolve(seen);
          };
          requestAnimationFrame(look);
        }),
    );
    release();
    expect(seen).toEqual({ start: 15, options: 0, frames: 15 });
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const checkoutHits = await options(page).allInnerTexts();
    expect(checkoutHits).not.toEqual(sandboxHits);
    expect(checkoutHits.join(' ').toLowerCase()).toContain('checkout');
    await closeContext(page.context());
  });

  it('shows the error screen when every host fails (the reader\'s words on screen, the client\'s in the console), and it stays until the next input', async () => {
    const page = await open();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await openModal(page);
    await page.route(QUERIES, (route) => route.abort('connectionrefused'));
    await input(page).fill('checkout');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count()).toBe(1);
    const text = await page.locator('.DocSearch-ErrorScreen').innerText();
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    expect(text).not.toContain('Unreachable hosts');
    await expect.poll(() => consoleErrors.join('\n')).toContain('Unreachable hosts - your application id may be incorrect');
    expect(await page.locator('.DocSearch-Container--Errored').count()).toBe(1);
    // DocSearch 3.9 falls back to "No results" here; the spec keeps the error (reference §4).
    await page.waitForTimeout(400);
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(1);
    expect(await page.locator('.DocSearch-NoResults').count()).toBe(0);
    await closeContext(page.context());
  });

  it('gives up on a host that does not answer after the 1 s connect timeout and one more try (the site\'s own endpoint), and skips it for 2 minutes', async () => {
    const page = await open();
    await openModal(page);
    let calls = 0;
    await page.route(QUERIES, async (route) => {
      calls++;
      await new Promise((r) => setTimeout(r, 6000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await input(page).fill('invoice');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count(), { timeout: 8000 }).toBe(1);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(7000);
    // The client keeps the host's state in localStorage, with the time it went wrong.
    const hosts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('algolia-client-js-') && k.endsWith('-DEVCENTER')));
    expect(hosts).toHaveLength(1);
    const state = await page.evaluate((key) => localStorage.getItem(key), hosts[0]);
    expect(state).toContain('"status":"timed out"');
    expect(calls).toBe(2);
    await closeContext(page.context());
  });

  it('shows the error screen on 500 answers', async () => {
    const page = await open();
    await openModal(page);
    let calls = 0;
    await page.route(QUERIES, (route) => {
      calls++;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom","status":500}' });
    });
    await input(page).fill('invoice');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count()).toBe(1);
    expect(calls).toBeGreaterThan(0);
    await closeContext(page.context());
  });

  it('names the missing search key in the browser too', async () => {
    const page = await open('/docs/getstarted', {
      setup: (p) =>
        p.route('**/docs/getstarted', async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace('"apiKey":"devcenter-search-key"', '"apiKey":""');
          await route.fulfill({ response, body: html });
        }),
    });
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await openModal(page);
    await input(page).fill('plugin');
    await expect.poll(() => page.locator('.DocSearch-ErrorScreen').count()).toBe(1);
    expect(await page.locator('.DocSearch-ErrorScreen').innerText()).toContain('Unable to fetch results');
    await expect.poll(() => consoleErrors.join('\n')).toContain('`apiKey` is missing.');
    await closeContext(page.context());
  });
});

describe('a slow embedded endpoint', () => {
  it('gets a second try before the error: a first answer later than the read timeout still shows results', async () => {
    const page = await open();
    let calls = 0;
    await page.route(QUERIES, async (route) => {
      calls += 1;
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 2600));
      await route.continue().catch(() => undefined);
    });
    await openModal(page);
    await input(page).fill('checkout');
    await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.DocSearch-ErrorScreen').count()).toBe(0);
    expect(calls).toBeGreaterThanOrEqual(2);
    await closeContext(page.context());
  });
});

describe('keyboard and combobox', () => {
  it('makes the first hit active, moves with the arrows across groups and wraps around', async () => {
    const page = await open();
    await openModal(page);
    await searchFor(page, 'shopify');
    const inputBox = input(page);
    expect(await inputBox.getAttribute('aria-expanded')).toBe('true');
    const ids = await options(page).evaluateAll((list) => list.map((o) => o.id));
    expect(await inputBox.getAttribute('aria-activedescendant')).toBe(ids[0]);
    expect(await page.locator('[role="listbox"]').count()).toBeGreaterThan(1);
    for (const id of (await inputBox.getAttribute('aria-controls'))!.split(' ')) expect(await page.locator(`[id="${id}"]`).getAttribute('role')).toBe('listbox');
    await page.keyboard.press('ArrowUp');
    expect(await inputBox.getAttribute('aria-activedescendant')).toBe(ids.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await inputBox.getAttribute('aria-activedescendant')).toBe(ids[0]);
    // Down through every hit, across group borders, and around to the first again.
    for (let i = 1; i < ids.length; i++) {
      await page.keyboard.press('ArrowDown');
      expect(await inputBox.getAttribute('aria-activedescendant')).toBe(ids[i]);
    }
    await page.keyboard.press('ArrowDown');
    expect(await inputBox.getAttribute('aria-activedescendant')).toBe(ids[0]);
    expect(await options(page).first().getAttribute('aria-selected')).toBe('true');
    await closeContext(page.context());
  });

  it('opens the active hit with Enter, client-side, and closes the modal', async () => {
    const page = await open();
    await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));
    await openModal(page);
    await searchFor(page, 'magento');
    await page.keyboard.press('ArrowDown');
    const target = (await page.locator('[role="option"][aria-selected="true"]').getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => location.pathname + location.hash === t, target);
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
    await closeContext(page.context());
  });

  it('opens the active hit in a new tab with Ctrl+Enter and a new window with Shift+Enter, keeping the modal', async () => {
    const page = await open();
    await openModal(page);
    await searchFor(page, 'woocommerce');
    const href = (await page.locator('[role="option"][aria-selected="true"]').getAttribute('href'))!;
    for (const keys of ['Control+Enter', 'Shift+Enter']) {
      const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press(keys)]);
      await popup.waitForLoadState('domcontentloaded');
      expect(new URL(popup.url()).pathname + new URL(popup.url()).hash).toBe(href);
      await popup.close();
      expect(await modal(page).count()).toBe(1);
    }
    await closeContext(page.context());
  });

  it('closes the panel on the first Escape and the modal with it; Enter with no hit does nothing', async () => {
    const page = await open();
    await openModal(page);
    await input(page).fill('zzqqxxjj');
    await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
    await page.keyboard.press('Enter');
    expect(await modal(page).count()).toBe(1);
    expect(page.url()).toBe(`${base}/docs/getstarted`);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
    await page.keyboard.press('Control+k');
    expect(await input(page).inputValue()).toBe('');
    await closeContext(page.context());
  });
});

describe('recent and favorite searches', () => {
  it('saves the page of a selected hit, without highlight data, and promotes, lists and removes searches', async () => {
    const page = await open();
    // With the index's distinct-by-URL setting a paragraph rarely comes back with its page, so this
    // answer is made up: a page and a paragraph of it, in the shape the endpoint gives.
    const hierarchy = { lvl0: 'Plugin', lvl1: 'Checkout plugin', lvl2: 'Events', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const marked = (value: string) => ({ value, matchLevel: 'full', matchedWords: ['events'] });
    const answer = {
      hits: [
        { objectID: 'page-1', type: 'lvl1', url: 'https://developers.finvoya.example/docs/plugin/checkout', content: null, hierarchy: { ...hierarchy, lvl2: null }, _highlightResult: { hierarchy: { lvl1: marked('Checkout plugin') } } },
        { objectID: 'text-1', type: 'content', url: '/docs/plugin/checkout#events', content: 'Listen to events.', hierarchy, _snippetResult: { content: marked('Listen to <mark>events</mark>.') } },
      ],
      nbHits: 2, nbPages: 1, page: 0, hitsPerPage: 20, processingTimeMS: 1, query: 'events', params: '', queryID: 'a'.repeat(32),
    };
    await page.route(QUERIES, (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ results: [answer] }) }));
    await openModal(page);
    await searchFor(page, 'events');
    expect(await page.locator('.DocSearch-Hit--Child [role="option"]').count()).toBe(1);
    expect(await page.locator('[role="option"]').first().getAttribute('href')).toBe('/docs/plugin/checkout');
    await page.locator('.DocSearch-Hit--Child [role="option"]').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_KEY);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ objectID: 'page-1', type: 'lvl1', url: '/docs/plugin/checkout' });
    expect(stored[0]._highlightResult).toBeUndefined();
    expect(stored[0]._snippetResult).toBeUndefined();
    const title = 'Checkout plugin';
    await page.unroute(QUERIES);

    await openModal(page);
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent']);
    expect(await storedRows(page).first().innerText()).toContain(title);
    await modal(page).getByRole('button', { name: 'Save this search' }).click();
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Favorite']);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, FAVORITE_KEY)).toBe(1);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY)).toBe(0);

    // Selecting a favorite again does not add it to the recent searches.
    await storedRows(page).first().getByRole('link').click();
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length, RECENT_KEY)).toBe(0);

    await openModal(page);
    await modal(page).getByRole('button', { name: 'Remove this search from favorites' }).click();
    expect(await page.getByText('No recent searches').isVisible()).toBe(true);
    await closeContext(page.context());
  });

  it('keeps 7 recent searches, 4 when there are favorites, and removes one on request', async () => {
    const hit = (i: number) => ({
      objectID: `p${i}`,
      type: 'lvl1',
      url: `/docs/p${i}`,
      content: null,
      hierarchy: { lvl0: 'Plugin', lvl1: `Page ${i}` },
      __docsearch_parent: null,
    });
    const page = await open('/docs/getstarted', {
      setup: (p) => p.addInitScript(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [RECENT_KEY, Array.from({ length: 9 }, (_, i) => hit(i))] as const),
    });
    await openModal(page);
    expect(await storedRows(page).count()).toBe(7);
    expect(await storedRows(page).first().innerText()).toContain('Page 0');
    await modal(page).getByRole('button', { name: 'Remove this search from history' }).first().click();
    expect(await storedRows(page).count()).toBe(6);
    await modal(page).getByRole('button', { name: 'Save this search' }).first().click();
    await page.keyboard.press('Escape');
    await openModal(page);
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
    expect(await page.getByRole('grid', { name: 'Recent' }).getByRole('row').count()).toBe(4);
    await closeContext(page.context());
  });
});

describe('stored searches another page of the origin wrote', () => {
  it('are read only in the shape the modal stores: a heading that is not text, an unknown type or an address off the site is left out, and the page stays', async () => {
    const good = { objectID: 'good', type: 'lvl1', url: '/docs/getstarted', content: null, hierarchy: { lvl0: 'Plugin', lvl1: 'A kept search' } };
    const hostile = [
      { objectID: 'b', url: '/docs/getstarted' },
      { ...good, objectID: 'c', type: 'lvl2', hierarchy: { lvl1: { x: 1 }, lvl2: { y: 2 } } },
      { ...good, objectID: 'd', type: '__proto__', hierarchy: { lvl1: 'Proto' } },
      { ...good, objectID: 'e', url: '//evil.example/x', hierarchy: { lvl1: 'Off the site' } },
      { ...good, objectID: 'f', url: 'javascript:alert(document.domain)', hierarchy: { lvl1: 'Script' } },
      { ...good, objectID: 'g', url: '/%E0%A4%A', hierarchy: { lvl1: 'Undecodable' } },
      'text',
      null,
    ];
    const page = await open('/docs/getstarted', {
      setup: (p) => p.addInitScript(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [RECENT_KEY, [...hostile, good]] as const),
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openModal(page);
    expect(await storedRows(page).allInnerTexts()).toEqual([expect.stringContaining('A kept search')]);
    expect(await page.locator('#__dc').innerText()).not.toBe('');
    expect(errors).toEqual([]);
    await closeContext(page.context());
  });
});

describe('an answer the modal cannot draw', () => {
  it('closes the modal and leaves the page as it was (a forged answer with a heading that is not text)', async () => {
    const page = await open();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openModal(page);
    const forged = { objectID: 'x', type: 'lvl1', url: '/docs/getstarted', content: null, hierarchy: { lvl0: 'Plugin', lvl1: { not: 'text' } } };
    await page.route(QUERIES, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ results: [{ hits: [forged], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, query: 'forged', params: '' }] }) }));
    await input(page).fill('forged');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(await page.locator('main h1').innerText()).not.toBe('');
    expect(errors).toEqual([]);
    await closeContext(page.context());
  });
});

describe('stored searches from the keyboard', () => {
  it('reaches each search\'s named buttons with the right and left arrows, and saves and removes with Enter and Delete', async () => {
    const hit = (i: number) => ({ objectID: `p${i}`, type: 'lvl1', url: `/docs/p${i}`, content: null, hierarchy: { lvl0: 'Plugin', lvl1: `Page ${i}` } });
    const page = await open('/docs/getstarted', {
      setup: (p) => p.addInitScript(([key, items]) => localStorage.setItem(key as string, JSON.stringify(items)), [RECENT_KEY, [hit(0), hit(1), hit(2)]] as const),
    });
    await openModal(page);
    // Role and name for assistive technology: a grid of rows, each a link and its buttons.
    expect(await input(page).getAttribute('aria-haspopup')).toBe('grid');
    expect(await modal(page).getByRole('grid', { name: 'Recent' }).getByRole('row').count()).toBe(3);
    expect(await storedRows(page).nth(1).getByRole('button', { name: 'Save this search' }).count()).toBe(1);
    expect(await storedRows(page).nth(1).getByRole('button', { name: 'Remove this search from history' }).count()).toBe(1);
    expect(await modal(page).getByText('for actions').isVisible()).toBe(true);

    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Page 0' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Save this search' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Remove this search from history' });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Remove this search from history' });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Save this search' });
    await page.keyboard.press('Enter');
    // Page 0 is a favorite now; its row in the recent searches is taken by Page 1, on its link.
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
    expect(await storedCount(page, FAVORITE_KEY)).toBe(1);
    expect(await storedCount(page, RECENT_KEY)).toBe(2);
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Page 1' });
    expect(await modal(page).count()).toBe(1);

    await page.keyboard.press('Delete');
    expect(await storedCount(page, RECENT_KEY)).toBe(1);
    expect(await storedRows(page).allInnerTexts()).toEqual([expect.stringContaining('Page 2'), expect.stringContaining('Page 0')]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Remove this search from favorites' });
    await page.keyboard.press('Enter');
    expect(await storedCount(page, FAVORITE_KEY)).toBe(0);
    expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent']);

    // Up and down leave the buttons for the next search's link; Enter there opens it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeDescendant(page)).toEqual({ role: 'gridcell', name: 'Page 2' });
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/p2');
    await closeContext(page.context());
  });

  it('keeps the arrows for the caret once there is a query', async () => {
    const page = await open('/docs/getstarted', {
      setup: (p) => p.addInitScript(([key]) => localStorage.setItem(key as string, JSON.stringify([{ objectID: 'p0', type: 'lvl1', url: '/docs/p0', content: null, hierarchy: { lvl0: 'Plugin', lvl1: 'Page 0' } }])), [RECENT_KEY] as const),
    });
    await openModal(page);
    await searchFor(page, 'checkout');
    expect(await input(page).getAttribute('aria-haspopup')).toBe('listbox');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('X');
    expect(await input(page).inputValue()).toBe('checkoXut');
    await expect.poll(() => activeDescendant(page)).toMatchObject({ role: 'option' });
    await closeContext(page.context());
  });
});

describe('insights', () => {
  it('loads the search-insights script with its integrity and sends the click event with the query id', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await answerInsightsCdn(context);
    const events: { url: URL; body: { events: Record<string, unknown>[] } }[] = [];
    await context.route(INSIGHTS_EVENTS, (route) => {
      events.push({ url: new URL(route.request().url()), body: JSON.parse(route.request().postData() ?? '{}') });
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' });
    });
    const page = await context.newPage();
    const bodies = searchBodies(page);
    const scripts: string[] = [];
    page.on('response', (response) => response.url().includes('search-insights') && scripts.push(response.url()));
    await page.goto(`${base}/docs/getstarted`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openModal(page);
    await searchFor(page, 'refund');
    await expect.poll(() => scripts).toEqual([INSIGHTS_SCRIPT_URL]);
    expect(await page.locator(`script[src="${INSIGHTS_SCRIPT_URL}"]`).getAttribute('integrity')).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
    // The real script took over the queue the runtime kept while it loaded.
    await page.waitForFunction(() => typeof (window as unknown as { AlgoliaAnalytics?: unknown }).AlgoliaAnalytics === 'object');
    const objectID = (await options(page).first().getAttribute('id'))!;
    await options(page).first().click();
    await expect.poll(() => modal(page).count()).toBe(0);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0].url.searchParams.get('X-Algolia-Application-Id')).toBe('DEVCENTER');
    expect(events[0].url.searchParams.get('X-Algolia-API-Key')).toBe('devcenter-search-key');
    const click = events[0].body.events[0];
    expect(click).toMatchObject({ eventType: 'click', eventName: 'Item Selected', index: 'devcenter', positions: [1] });
    expect(click.userToken).toMatch(/^anonymous-/);
    expect(click.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(objectID.endsWith(String((click.objectIDs as string[])[0]))).toBe(true);
    expect(bodies.every((b) => b.body.requests[0].clickAnalytics === true)).toBe(true);
    await closeContext(context);
  });

  it('works the same when the script cannot be loaded', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route(INSIGHTS_SCRIPT_URL, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/docs/getstarted`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await openModal(page);
    await searchFor(page, 'refund');
    await page.keyboard.press('Enter');
    await expect.poll(() => modal(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await closeContext(context);
  });
});

describe('accessibility', () => {
  for (const theme of ['light', 'dark']) {
    it(`finds no axe violations in the open modal, with results and on the start screen (${theme})`, async () => {
      const stored = (id: string) => [{ objectID: id, type: 'lvl1', url: '/docs/getstarted', content: null, hierarchy: { lvl0: 'General', lvl1: `Get started ${id}` } }];
      const page = await open('/docs/getstarted', {
        setup: (p) =>
          p.addInitScript(
            ([t, recent, favorite]) => {
              localStorage.setItem('theme', t as string);
              localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__devcenter', JSON.stringify(recent));
              localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__devcenter', JSON.stringify(favorite));
            },
            [theme, stored('r1'), stored('f1')] as const,
          ),
      });
      await openModal(page);
      expect(await page.locator('.DocSearch-Hit-source').allInnerTexts()).toEqual(['Recent', 'Favorite']);
      expect(await axeViolations(page, '.DocSearch-Container')).toEqual([]);
      // A stored search's button is the active cell.
      await page.keyboard.press('ArrowRight');
      expect(await axeViolations(page, '.DocSearch-Container')).toEqual([]);
      await searchFor(page, 'checkout');
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page, '.DocSearch-Container')).toEqual([]);
      await input(page).fill('zzqqxxjj');
      await expect.poll(() => page.locator('.DocSearch-NoResults').count()).toBe(1);
      expect(await axeViolations(page, '.DocSearch-Container')).toEqual([]);
      await closeContext(page.context());
    });
  }
});
