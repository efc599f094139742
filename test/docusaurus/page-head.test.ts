// `<head>` in a Docusaurus page: its allow-listed tags go to that page's document head only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

const PAGE = `---
title: With head
description: From the front matter.
---

<head>
  <title>Own title of the page</title>
  <meta name="description" content="From the head." />
  <meta property="og:type" content="video.other" />
  <meta name="keywords" content="alpha, beta" />
  <link rel="canonical" href="https://canonical.example/with-head" />
  <script>window.__pwned = true</script>
</head>

Body of the page.
`;

describe('a page\'s own <head>', () => {
  let site: string;
  let output: string;
  let html: string;
  let other: string;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-head', { 'content/docs/with-head.mdx': PAGE });
    const built = await runCli(['build', site]);
    output = built.stdout + built.stderr;
    expect(built.code).toBe(0);
    html = await readFile(path.join(site, 'build', 'docs', 'with-head', 'index.html'), 'utf8');
    other = await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8');
  }, 120_000);

  it('sets the title, meta tags and canonical link of that page, in place of the ones the build writes', () => {
    expect(html).toContain('<title>Own title of the page</title>');
    expect(html).toContain('<meta name="description" content="From the head.">');
    expect(html).not.toContain('<meta name="description" content="From the front matter.">');
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).not.toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta name="keywords" content="alpha, beta">');
    expect(html).toContain('<link rel="canonical" href="https://canonical.example/with-head">');
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it('leaves other pages\' heads alone and keeps the head out of the content', () => {
    expect(other).not.toContain('alpha, beta');
    expect(html).not.toMatch(/<article[^]*Own title of the page[^]*<\/article>/);
    expect(html).toContain('Body of the page.');
  });

  it('leaves out a tag that is not allowed, with a warning that says what is', () => {
    expect(html).not.toContain('__pwned');
    expect(output).toMatch(/<script> in <head> is left out of the page/);
    expect(output).toMatch(/a page's <head> may hold <title>/);
  });

  describe('in the browser', () => {
    let browser: Browser;
    let server: Awaited<ReturnType<typeof startServe>>;
    beforeAll(async () => {
      [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    }, 60_000);
    afterAll(async () => {
      await browser?.close();
      await server?.stop();
    });

    it('keeps the page\'s own meta tags after hydration and runs none of its head\'s scripts', async () => {
      const page = await browser.newPage();
      await page.goto(`${server.url}/docs/with-head`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      expect(await page.evaluate(() => document.querySelector('meta[name="keywords"]')?.getAttribute('content'))).toBe('alpha, beta');
      expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    });
  });
});

// Rush's docs keep a page for each old address, a <head> holding only <meta http-equiv="refresh">.
describe('a page that redirects with <meta http-equiv="refresh">', () => {
  it('is told to use the config\'s redirects, with the address it redirects to', async () => {
    const site = await fixtureCopy('basic', 'docu-head-refresh', {
      'content/docs/moved.md': '---\ntitle: Moved\n---\n\nRedirecting...\n\n<head>\n  <meta http-equiv="refresh" content="1; url=https://new.example/moved.md" />\n</head>\n',
    });
    const built = await runCli(['build', site]);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('content/docs/moved.md:8:3  warning  A <meta http-equiv="refresh"> (a redirect) in <head> is left out of the page.');
    expect(built.stderr).toContain("hint: devcenter writes no redirect from a page: delete the page and add { from: '<its address>', to: 'https://new.example/moved.md' } to redirects in site.config.ts");
    expect(await readFile(path.join(site, 'build', 'docs', 'moved', 'index.html'), 'utf8')).not.toContain('http-equiv="refresh"');
  }, 120_000);
});

// Open WebUI's comparison pages import Docusaurus's Head for their JSON-LD: 13 pages stopped the build
// ('content cannot import code'), where Docusaurus renders <Head> as MDX's <head>.
describe("Docusaurus's <Head> from @docusaurus/Head", () => {
  it('sets the page\'s head as <head> does, and leaves out its structured data with one warning for the site', async () => {
    const page = (n: number) => `---\ntitle: Compared ${n}\n---\n\nimport Head from '@docusaurus/Head';\n\n<Head>\n<meta name="keywords" content="versus-${n}" />\n<script type="application/ld+json">{JSON.stringify({"@type": "FAQPage"})}</script>\n</Head>\n\nBody ${n}.\n`;
    const site = await fixtureCopy('basic', 'docu-head-component', { 'content/docs/one.mdx': page(1), 'content/docs/two.mdx': page(2) });
    const built = await runCli(['build', site]);
    expect(built.stdout + built.stderr).not.toContain('content cannot import code');
    expect(built.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'two', 'index.html'), 'utf8');
    expect(html).toContain('<meta name="keywords" content="versus-2">');
    expect(html).not.toContain('FAQPage');
    expect(html).toContain('Body 2.');
    expect(built.stderr).toContain('content/docs/one.mdx:9:1  warning  Structured data (<script type="application/ld+json">) in <head> is left out of the page (2 times in 2 files; this is the first).');
    // The other page is a note under it, not a warning of its own.
    expect(built.stderr).not.toContain('content/docs/two.mdx:9:1  warning');
    expect(built.stderr).toContain('note: content/docs/two.mdx:9:1  also here');
  }, 120_000);

  // Docusaurus's MDXComponents gives every page Head, as it gives Details: Dyte's guides write
  // <Head><title>…</title><meta …/><html className="…" /></Head> with no import, and each page was
  // "Unknown component <Head>" and an error for each tag in it.
  it('is <Head> without an import too, as MDXComponents gives it to every page', async () => {
    const page = '---\ntitle: Unimported\n---\n\n<Head>\n  <title>Own title of the guide</title>\n  <meta name="description" content="From the unimported head." />\n</Head>\n\nBody of the guide.\n';
    const site = await fixtureCopy('basic', 'docu-head-unimported', { 'content/docs/guide.mdx': page });
    const built = await runCli(['build', site]);
    expect(built.stderr).not.toContain('Unknown component');
    expect(built.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'guide', 'index.html'), 'utf8');
    expect(html).toContain('<title>Own title of the guide</title>');
    expect(html).toContain('<meta name="description" content="From the unimported head.">');
    expect(html).toContain('Body of the guide.');
  }, 120_000);

  // Docusaurus's head-metadata example puts <html className>, <body className> and <meta charSet> in a
  // page's head, and sites copy it to each page (Dyte's guides): one warning per tag and page, in a row.
  it("says once for the site that the <html>, <body> and charset <meta> of its pages' heads are left out", async () => {
    const page = (n: number) => `---\ntitle: Styled ${n}\n---\n\n<head>\n  <html className="custom-list" />\n  <body className="wide" />\n  <meta charSet="utf-8" />\n  <title>Styled page ${n}</title>\n</head>\n\nBody ${n}.\n`;
    const site = await fixtureCopy('basic', 'docu-head-classes', { 'content/docs/one.mdx': page(1), 'content/docs/two.mdx': page(2), 'content/docs/three.mdx': page(3) });
    const built = await runCli(['build', site]);
    expect(built.code).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'two', 'index.html'), 'utf8')).toContain('<title>Styled page 2</title>');
    expect(built.stderr.match(/  warning  /g)).toHaveLength(3);
    expect(built.stderr).toContain('content/docs/one.mdx:6:3  warning  <html> in <head> is left out of the page (3 times in 3 files; this is the first).');
    expect(built.stderr).toContain('content/docs/one.mdx:7:3  warning  <body> in <head> is left out of the page (3 times in 3 files; this is the first).');
    expect(built.stderr).toContain('content/docs/one.mdx:8:3  warning  A <meta> without name or property and content in <head> is left out of the page (3 times in 3 files; this is the first).');
    expect(built.stderr).toContain('note: content/docs/two.mdx:6:3  also here');
  }, 120_000);
});
