// Issue #14, point 14: a strict Content-Security-Policy. The build hashes its inline scripts and writes
// one policy (a <meta> in every page, `_headers`), `devcenter serve` sends it as a header, the
// search-insights script loads from jsDelivr (spec §7) with Subresource Integrity, and the whole site
// works under it in Chromium with no violation: theme before paint, hydration, navigation, search,
// redirect pages.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, REPO_ROOT, runCli, startServe } from '../support/cli.ts';
import { startDev } from './servers-support.ts';
import { answerInsightsCdn, INSIGHTS_EVENTS, INSIGHTS_SCRIPT_BYTES, INSIGHTS_SCRIPT_URL, INSIGHTS_VERSION } from '../support/insights-cdn.ts';

const ALIGNED_TABLE = `

## Limits

| Name | Count | Price |
| :--- | :---: | ----: |
| refunds | 3 | 10 |
`;

/** Every `<script>` without src and not a data block, as the browser would hash it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=|type="application\/json"/.test(attributes)).map(([, , body]) => body);
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
/** What an SVG or XML file opened on its own gets instead of the site's policy: it runs nothing. */
const DOCUMENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";
/** A picture that is a document too, when opened on its own, and runs a script of the site's origin then. */
const SCRIPTED_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script href="/img/run.js"/><script>document.documentElement.setAttribute("data-inline", "ran")</script><rect width="40" height="20" fill="#c00" style="fill:#c00"/></svg>';
/** The `/*` rule of a `_headers` file: the site's policy, without the SVG and XML rules after it. */
const siteRuleOf = (headers: string) => headers.split('\n/*.')[0];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INSIGHTS_INTEGRITY = `sha384-${createHash('sha384').update(INSIGHTS_SCRIPT_BYTES).digest('base64')}`;

describe('the policy the build writes', () => {
  let out: string;
  let header: string;
  let pages: string[];

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'security-csp-build', { 'content/docs/other.mdx': `---\ntitle: Other\n---\n\nSome text.${ALIGNED_TABLE}` });
    expect((await runCli(['build', site])).code).toBe(0);
    out = path.join(site, 'build');
    header = JSON.parse(await readFile(path.join(out, '_dc', 'headers.json'), 'utf8'))['Content-Security-Policy'];
    pages = await fg('**/*.html', { cwd: out });
  });

  it('allows exactly the inline scripts the pages carry, by hash, and the insights script, and never unsafe-inline', async () => {
    const hashes = new Set<string>();
    for (const file of pages) for (const script of inlineScripts(await readFile(path.join(out, file), 'utf8'))) hashes.add(sha256(script));
    // The colour-mode boot script and the redirect pages' script: the same text in every page.
    expect(hashes.size).toBe(2);
    expect(directive(header, 'script-src').split(' ').slice(1).sort()).toEqual(["'self'", ...hashes, INSIGHTS_SCRIPT_URL].sort());
    expect(header).not.toContain('unsafe-inline');
    expect(header).not.toContain('unsafe-eval');
  });

  it('puts the same policy in every page, without frame-ancestors, and in _headers with it and nosniff (a host would otherwise run a static/ .txt as a script)', async () => {
    const meta = header.replace(/; frame-ancestors [^;]*$/, '');
    expect(directive(header, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    for (const file of pages) {
      const html = await readFile(path.join(out, file), 'utf8');
      const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
      expect([file, tag?.[1]]).toEqual([file, meta]);
      // Before any script, so it governs all of them.
      expect(html.indexOf('<meta http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    }
    expect(await readFile(path.join(out, '_headers'), 'utf8')).toBe(
      `/*\n  Content-Security-Policy: ${header}\n  X-Content-Type-Options: nosniff\n/*.svg\n  Content-Security-Policy: ${DOCUMENT_POLICY}\n/*.xml\n  Content-Security-Policy: ${DOCUMENT_POLICY}\n`,
    );
  });

  it('lists the directives of a strict policy', () => {
    expect(header.split('; ')).toEqual([
      "default-src 'self'",
      expect.stringMatching(new RegExp(`^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2} ${escapeRegExp(INSIGHTS_SCRIPT_URL)}$`)),
      "img-src 'self' data: https:",
      "connect-src 'self' https://insights.algolia.io",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ]);
  });

  it("adds the origins site.config.ts names for the site's components, https: (wss: to connect) only, and never to its scripts", async () => {
    const config = (policy: string) => async (site: string) => {
      const file = path.join(site, 'site.config.ts');
      await writeFile(file, (await readFile(file, 'utf8')).replace("  redirects:", `  contentSecurityPolicy: ${policy},\n  redirects:`));
    };
    const site = await fixtureCopy('basic', 'security-csp-sources');
    await config("{ 'connect-src': ['https://api.example.com', 'wss://chat.example.com'], 'font-src': ['https://fonts.gstatic.com'], 'style-src': ['https://fonts.googleapis.com'] }")(site);
    expect((await runCli(['build', site])).code).toBe(0);
    const policy = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'headers.json'), 'utf8'))['Content-Security-Policy'] as string;
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://insights.algolia.io https://api.example.com wss://chat.example.com");
    expect(directive(policy, 'font-src')).toBe("font-src 'self' https://fonts.gstatic.com");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' https://fonts.googleapis.com");
    expect(directive(policy, 'script-src')).not.toContain('example.com');
    expect(await readFile(path.join(site, 'build', 'docs/start/index.html'), 'utf8')).toContain("connect-src 'self' https://insights.algolia.io https://api.example.com wss://chat.example.com;");
    // What would open the policy up is refused at its place.
    for (const [policy, said] of [
      ["{ 'connect-src': ['*'] }", "contentSecurityPolicy.connect-src[0] must be an https: or wss: origin"],
      ["{ 'frame-src': ['wss://chat.example.com'] }", "contentSecurityPolicy.frame-src[0] must be an https: origin"],
      ["{ 'style-src': [\"'unsafe-inline'\"] }", 'contentSecurityPolicy.style-src[0] must be an https: origin'],
      ["{ 'connect-src': ['https://api.example.com/v1'] }", 'contentSecurityPolicy.connect-src[0] must be an https: or wss: origin'],
      ["{ 'script-src': ['https://cdn.example.com'] }", 'contentSecurityPolicy sets script-src, which the build keeps to'],
    ]) {
      const refused = await fixtureCopy('basic', 'security-csp-sources-refused');
      await config(policy)(refused);
      const result = await runCli(['build', refused]);
      expect(result.code, policy).toBe(2);
      expect(result.stderr, policy).toContain(said);
      expect(result.stderr, policy).toMatch(/site\.config\.ts:\d+:\d+/);
    }
  });

  it('writes no style attribute: table cell alignment is a class', async () => {
    const html = await readFile(path.join(out, 'docs/other/index.html'), 'utf8');
    expect(html).toContain('<th class="text--center">Count</th>');
    expect(html).toContain('<td class="text--right">10</td>');
    for (const file of pages) expect([file, (await readFile(path.join(out, file), 'utf8')).match(/\sstyle=/g)]).toEqual([file, null]);
  });

  it('loads search-insights from jsDelivr at the pinned version, with the sha384 of the npm file, and serves no copy', async () => {
    expect(INSIGHTS_SCRIPT_URL).toBe('https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js');
    for (const file of pages) {
      const html = await readFile(path.join(out, file), 'utf8');
      // Redirect pages carry no site data.
      if (html.includes('http-equiv="refresh"')) continue;
      expect([file, html.includes(`"insightsScriptUrl":"${INSIGHTS_SCRIPT_URL}","insightsScriptIntegrity":"${INSIGHTS_INTEGRITY}"`)]).toEqual([file, true]);
    }
    expect(await fg('assets/*insights*', { cwd: out })).toEqual([]);
  });

  it('pins search-insights to one exact version: package.json, the lock file and the installed package agree', async () => {
    const manifest = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8'));
    const lock = JSON.parse(await readFile(path.join(REPO_ROOT, 'package-lock.json'), 'utf8'));
    expect(manifest.dependencies['search-insights']).toMatch(/^\d+\.\d+\.\d+$/);
    expect([manifest.dependencies['search-insights'], lock.packages['node_modules/search-insights'].version]).toEqual([INSIGHTS_VERSION, INSIGHTS_VERSION]);
  });
});

describe('a policy that follows the config and the content', () => {
  it('allows style attributes, and only them, when content writes one', async () => {
    const site = await fixtureCopy('basic', 'security-csp-style', {
      'content/docs/other.mdx': '---\ntitle: Other\n---\n\n<span style="color: red">Red</span> text.\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const policy = siteRuleOf(await readFile(path.join(site, 'build', '_headers'), 'utf8'));
    expect(policy).toContain("; style-src-attr 'unsafe-inline'; ");
    expect(policy.match(/unsafe-inline/g)).toHaveLength(1);
  });

  it('keeps style attributes refused when content only shows one in code', async () => {
    const site = await fixtureCopy('basic', 'security-csp-style-code', {
      'content/docs/other.mdx': '---\ntitle: Other\n---\n\nWrite `<span style="color: red">`, or:\n\n```html\n<div style="color: red"></div>\n```\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    expect(siteRuleOf(await readFile(path.join(site, 'build', '_headers'), 'utf8'))).not.toContain('unsafe-inline');
  });

  it('lets the search client reach the configured hosts and a configured insights script, by its exact address', async () => {
    const url = 'https://cdn.scripts.example/npm/search-insights@2.15.0/dist/search-insights.min.js';
    const site = await fixtureCopy('basic', 'security-csp-hosted', {});
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    const search = `search: { appId: 'FIXTURE', apiKey: 'fixture-key', indexName: 'fixture', hosts: ['FIXTURE-dsn.algolia.net', 'http://127.0.0.1:7700'], insightsScriptUrl: '${url}', insightsScriptIntegrity: 'sha384-${'A'.repeat(64)}' },`;
    await writeFile(path.join(site, 'site.config.ts'), config.replace(/search: \{[^}]*\},/, search));
    expect((await runCli(['build', site])).code).toBe(0);
    const policy = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'headers.json'), 'utf8'))['Content-Security-Policy'];
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://fixture-dsn.algolia.net http://127.0.0.1:7700 https://insights.algolia.io");
    expect(directive(policy, 'script-src')).toMatch(new RegExp(`^script-src 'self'( 'sha256-[^']+'){2} ${escapeRegExp(url)}$`));
  });

  it('refuses a configured insights script without its integrity, naming the config file and the fix', async () => {
    const site = await fixtureCopy('basic', 'security-csp-no-integrity', {});
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    const search = "search: { appId: 'FIXTURE', apiKey: 'fixture-key', indexName: 'fixture', insightsScriptUrl: 'https://cdn.scripts.example/insights.js' },";
    await writeFile(path.join(site, 'site.config.ts'), config.replace(/search: \{[^}]*\},/, search));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(/site\.config\.ts:\d+:\d+/);
    expect(output).toContain('search.insightsScriptUrl needs search.insightsScriptIntegrity');
    expect(output).toContain('openssl dgst -sha384 -binary');
    expect(output).not.toContain('internal error');
  });
});

describe('the site in Chromium, under the header of devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let browser: Browser;
  let out: string;
  let header: string;

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'security-csp-serve', {
      'content/docs/guides/second.mdx': `---\ntitle: Second guide\n---\n\nRefunds take three days.${ALIGNED_TABLE}\n\n![Badge](/img/badge.svg)\n`,
      'static/img/badge.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c00"/></svg>',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    out = path.join(site, 'build');
    // The scripted SVG goes into the output as the server finds it: the build refuses one in static/,
    // and this is what `serve` must hold even for an output it did not check (an older build, a copy).
    await writeFile(path.join(out, 'img', 'badge.svg'), SCRIPTED_SVG);
    await writeFile(path.join(out, 'img', 'run.js'), 'document.documentElement.setAttribute("data-ran", "yes");');
    header = JSON.parse(await readFile(path.join(out, '_dc', 'headers.json'), 'utf8'))['Content-Security-Policy'];
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A context that records every CSP violation and console error, with a dark theme stored. */
  async function watchedContext(): Promise<{ context: BrowserContext; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    await context.exposeBinding('__cspViolation', (_, text: string) => problems.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
      if (location.protocol === 'http:') localStorage.setItem('theme', 'dark');
      // The theme as it is when the page's body starts, before any module script has run.
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { __themeAtBody: string | null }).__themeAtBody = document.documentElement.getAttribute('data-theme');
      }).observe(document, { childList: true, subtree: true });
    });
    context.on('page', (page) => {
      page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    });
    return { context, problems };
  }

  const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { __themeAtBody: string | null }).__themeAtBody);

  it('sends the policy as a header with pages, the not-found page and every other file, and SVG and XML files one that runs nothing', async () => {
    for (const route of ['/', '/docs/start', '/no/such/page', '/_dc/data/docs/start.json', '/img/run.js']) {
      const answer = await fetch(server.url + route);
      expect([route, answer.headers.get('content-security-policy')]).toEqual([route, header]);
    }
    await writeFile(path.join(out, 'feed.xml'), '<?xml version="1.0"?><feed/>');
    for (const route of ['/img/badge.svg', '/feed.xml']) {
      const answer = await fetch(server.url + route);
      expect([route, answer.headers.get('content-security-policy')]).toEqual([route, DOCUMENT_POLICY]);
    }
  });

  it('runs no script, not even one of the site\'s own files, in an SVG opened on its own, and still shows it as an <img>', async () => {
    const { context } = await watchedContext();
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${server.url}/img/badge.svg`);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => [document.documentElement.getAttribute('data-ran'), document.documentElement.getAttribute('data-inline')])).toEqual([null, null]);
    expect(requested).not.toContain('/img/run.js');

    await page.goto(`${server.url}/docs/guides/second`);
    const badge = page.locator('img[src="/img/badge.svg"]');
    await expect.poll(() => badge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
    await context.close();
  });

  it('applies a stored dark theme before paint, hydrates, navigates, searches and redirects with no violation', async () => {
    const { context, problems } = await watchedContext();
    const events: string[] = [];
    await answerInsightsCdn(context);
    await context.route(INSIGHTS_EVENTS, (route) => {
      events.push(route.request().postData() ?? '');
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}' });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await themeAtBody(page)).toBe('dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.evaluate(() => ((window as unknown as { __spa: number }).__spa = 1));

    // Client navigation to another page.
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Second guide' }).click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Second guide');
    expect(await page.evaluate(() => (window as unknown as { __spa?: number }).__spa)).toBe(1);
    expect(await page.locator('main th.text--center').textContent()).toBe('Count');
    expect(await page.locator('main th.text--center').evaluate((th) => getComputedStyle(th).textAlign)).toBe('center');

    // The search modal, answered by the embedded endpoint; a hit sends its click event through
    // search-insights, loaded from jsDelivr with its integrity.
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('refunds');
    const hit = page.locator('.DocSearch-Modal [role="option"]').first();
    await hit.waitFor();
    const insights = page.locator(`script[src="${INSIGHTS_SCRIPT_URL}"]`);
    expect(await insights.getAttribute('integrity')).toBe(INSIGHTS_INTEGRITY);
    await page.waitForFunction(() => typeof (window as unknown as { AlgoliaAnalytics?: unknown }).AlgoliaAnalytics === 'object');
    await hit.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Second guide' && !document.querySelector('.DocSearch-Modal'));
    await expect.poll(() => events.length).toBe(1);
    expect(JSON.parse(events[0]).events[0]).toMatchObject({ eventType: 'click', eventName: 'Item Selected', index: 'fixture' });

    // A redirect route.
    await page.goto(`${server.url}/docs/old-start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(new URL(page.url()).pathname).toBe('/docs/start');

    expect(problems).toEqual([]);
    await context.close();
  });

  it('runs a redirect page as a static host serves it, under the header: its script keeps the query and the hash', async () => {
    const { context, problems } = await watchedContext();
    const html = await readFile(path.join(out, 'docs/old-start/index.html'), 'utf8');
    await context.route(`${server.url}/moved**`, (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': header }, body: html }),
    );
    const page = await context.newPage();
    await page.goto(`${server.url}/moved?from=old#install-it`);
    await page.waitForURL('**/docs/start?from=old#install-it');
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('catches the violation, and a light page, when the boot script is left out of the policy', async () => {
    const { context, problems } = await watchedContext();
    const bootHash = sha256(inlineScripts(await readFile(path.join(out, 'docs/start/index.html'), 'utf8'))[0]);
    // The page and its header as serve sends them, as if the build had forgotten the boot script's hash.
    await context.route(`${server.url}/docs/start`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(` ${bootHash}`, '');
      const headers = { ...response.headers() };
      if (headers['content-security-policy']) headers['content-security-policy'] = headers['content-security-policy'].replace(` ${bootHash}`, '');
      return route.fulfill({ response, body, headers });
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs/start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    expect(await themeAtBody(page)).toBe('light');
    await expect.poll(() => problems.some((p) => p.startsWith('script-src'))).toBe(true);
    await context.close();
  });
});

describe('search-insights from jsDelivr in Chromium, under the header', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let browser: Browser;

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'security-csp-insights-cdn', { 'content/docs/guides/second.mdx': '---\ntitle: Second guide\n---\n\nRefunds take three days.\n' });
    expect((await runCli(['build', site])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Searches and opens the first hit, the CDN answering `body`: the problems seen and the events sent. */
  async function searchAndClick(body: Buffer): Promise<{ problems: string[]; scripts: string[]; events: number }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    await context.exposeBinding('__cspViolation', (_, text: string) => problems.push(text));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`)),
    );
    await answerInsightsCdn(context, body);
    let events = 0;
    await context.route(INSIGHTS_EVENTS, (route) => {
      events++;
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' });
    });
    const page = await context.newPage();
    page.on('console', (message) => message.type() === 'error' && problems.push(`console: ${message.text()}`));
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    // Served by the CDN (the route above), not by the site.
    const scripts: string[] = [];
    page.on('requestfinished', (request) => request.resourceType() === 'script' && !request.url().startsWith(server.url) && scripts.push(request.url()));
    await page.goto(`${server.url}/docs/start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('refunds');
    const hit = page.locator('.DocSearch-Modal [role="option"]').first();
    await hit.waitFor();
    const script = page.locator('script[src^="https://"]');
    expect([await script.getAttribute('src'), await script.getAttribute('integrity'), await script.getAttribute('crossorigin')]).toEqual([INSIGHTS_SCRIPT_URL, INSIGHTS_INTEGRITY, 'anonymous']);
    // Loaded and run, or refused for its integrity: either way the script element has settled.
    await page.waitForFunction(
      () => typeof (window as unknown as { AlgoliaAnalytics?: unknown }).AlgoliaAnalytics === 'object' || performance.getEntriesByName(document.querySelector<HTMLScriptElement>('script[src^="https://"]')!.src).length > 0,
    );
    await hit.click();
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Second guide');
    await page.waitForTimeout(300);
    await context.close();
    return { problems, scripts, events };
  }

  it('loads it from its exact address with its integrity and no violation, and it sends the click event', async () => {
    expect(await searchAndClick(INSIGHTS_SCRIPT_BYTES)).toEqual({ problems: [], scripts: [INSIGHTS_SCRIPT_URL], events: 1 });
  });

  it('refuses it when the CDN answers other bytes than the ones the integrity names', async () => {
    const result = await searchAndClick(Buffer.concat([INSIGHTS_SCRIPT_BYTES, Buffer.from('\n// changed on the CDN\n')]));
    expect(result.events).toBe(0);
    expect(result.problems).toEqual([expect.stringMatching(/^console: .*integrity/i)]);
  });
});

describe('SVG files under devcenter dev', () => {
  it('sends an SVG of static/ the policy that runs nothing, and pages none of it', async () => {
    const site = await fixtureCopy('basic', 'security-csp-dev-svg', {
      'static/img/plain.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    });
    const dev = await startDev(site);
    try {
      const svg = await fetch(`${dev.url}/img/plain.svg`);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-security-policy')).toBe(DOCUMENT_POLICY);
      expect((await fetch(`${dev.url}/docs/start`)).headers.get('content-security-policy')).not.toBe(DOCUMENT_POLICY);
    } finally {
      await dev.stop();
    }
  });
});
