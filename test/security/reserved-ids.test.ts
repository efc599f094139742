// Issue #14, points 1b and 7: ids and names the runtime owns are refused in content; ids used twice on a page are reported.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { RUNTIME_ELEMENT_IDS, RUNTIME_GLOBALS } from '../../runtime/shared/reserved-names.ts';
import { launchBrowser } from '../support/browser.ts';
import { REPO_ROOT, fixtureCopy, runCli } from '../support/cli.ts';

const PAGE = [
  '# Ids', // 1
  '',
  '<span id="__dc_data" hidden>x</span>', // 3
  '',
  '<img id="aa" src="/img/logo.svg" alt="" />', // 5
  '',
  '<a name="AlgoliaAnalyticsObject">x</a>', // 7
  '',
  '## aa', // 9
  '',
  '## Setup {#__dc}', // 11
  '',
  '<div id="_R_0_">t</div>', // 13
  '',
  '## Install', // 15
  '',
  '<span id="install">a</span>', // 17
  '',
  '<span id="twice">a</span> <span id="twice">b</span>', // 19
  '',
].join('\n');

describe('reserved and colliding ids', () => {
  it('refuses ids and names the runtime reserves, and warns about an id used twice, naming both places', async () => {
    const site = await fixtureCopy('basic', 'security-reserved-ids', { 'content/docs/ids.mdx': PAGE });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    const error = (where: string, text: string) => expect(result.stderr).toContain(`content/docs/ids.mdx:${where}  error  ${text}`);
    error('3:7', 'The id "__dc_data" is reserved by the site\'s runtime.');
    error('5:6', 'The id "aa" is reserved by the site\'s runtime.');
    error('7:4', 'The name "AlgoliaAnalyticsObject" of <a> is reserved by the site\'s runtime.');
    error('11:1', 'Heading "Setup" gets the id "__dc", which the site\'s runtime reserves.');
    error('13:6', 'The id "_R_0_" is reserved by the site\'s runtime.');
    expect(result.stderr).toContain('content/docs/ids.mdx:17:7  warning  The id "install" is also the id of the heading "Install"; a link to "#install" reaches only the first.');
    expect(result.stderr).toContain('  note: content/docs/ids.mdx:15:1  the heading with the id "install"');
    expect(result.stderr).toContain('content/docs/ids.mdx:19:33  warning  The id "twice" is also the id of an element; a link to "#twice" reaches only the first.');
    expect(result.stderr).toContain('  note: content/docs/ids.mdx:19:7  the element with the id "twice"');
    // A heading whose words slug to a reserved name takes another id instead ("## aa" is #Section-aa).
    expect(result.stderr).not.toContain('Heading "aa" gets the id');
    expect(result.stderr).toMatch(/check failed: 5 errors, 2 warnings/);
    expect(result.stderr).not.toContain('internal error');
  });

  it('gives a heading whose words slug to a reserved name ("## Process", "## Navigation") another id, and builds', async () => {
    const page = '# Steps\n\n## Process\n\n## Navigation\n\n## Process section\n\n## Process\n\nSee [the section](#process-section) and [the second](#process-1).\n';
    const site = await fixtureCopy('basic', 'security-reserved-heading', { 'content/docs/steps.mdx': page });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'steps', 'index.html'), 'utf8');
    expect(html).toContain('<h2 id="Section-process" class="anchor">Process');
    expect(html).toContain('<h2 id="Section-navigation" class="anchor">Navigation');
    // The heading whose words slug to "process-section" keeps that id, as in Docusaurus, and a link
    // to it leads to it, not to "## Process"; a second "## Process" is #process-1, as in Docusaurus.
    expect(html).toContain('<h2 id="process-section" class="anchor">Process section');
    expect(html).toContain('<h2 id="process-1" class="anchor">Process');
    expect(html).toContain('<a href="#process-section">the section</a>');
    expect(html).not.toMatch(/\sid="(process|navigation)"/);
  });

  it('leads a link to "#process" (the id Docusaurus gives "## Process") to the heading\'s own id, without a broken-anchor warning', async () => {
    // Electron's glossary has "### process" and links to it as "#process" from its other entries.
    const page = '# Terms\n\n## Process\n\nSee [the process](#process).\n\n<a href="#navigation">go</a>\n\n## Navigation\n';
    const other = '# Other\n\n[a](/docs/terms#process) [b](./terms.mdx#process) [c](https://example.com/api#process)\n';
    const site = await fixtureCopy('basic', 'security-reserved-heading-link', { 'content/docs/terms.mdx': page, 'content/docs/other.mdx': other });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const terms = await readFile(path.join(site, 'build', 'docs', 'terms', 'index.html'), 'utf8');
    expect(terms).toContain('<a href="#Section-process">the process</a>');
    expect(terms).toContain('<a href="#Section-navigation">go</a>');
    const html = await readFile(path.join(site, 'build', 'docs', 'other', 'index.html'), 'utf8');
    expect(html).toContain('href="/docs/terms#Section-process"');
    expect(html).not.toContain('href="/docs/terms#process"');
    // Another site's "#process" is its own.
    expect(html).toContain('href="https://example.com/api#process"');
  });

  it('checks ID= and Id= like id=, and NAME= like name=, since the page renders them as the same prop', async () => {
    const page = ['# Cases', '', '## Install', '', '<a ID="aa">x</a>', '', '<span Id="__dc_data">y</span>', '', '<span iD="install">z</span>', '', '<a NAME="AlgoliaAnalyticsObject">w</a>', '', '[to the span](#install) [nowhere](#missing)', ''].join('\n');
    const site = await fixtureCopy('basic', 'security-reserved-case', { 'content/docs/cases.mdx': page });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/cases.mdx:5:4  error  The id "aa" is reserved by the site\'s runtime.');
    expect(result.stderr).toContain('content/docs/cases.mdx:7:7  error  The id "__dc_data" is reserved by the site\'s runtime.');
    expect(result.stderr).toContain('content/docs/cases.mdx:9:7  warning  The id "install" is also the id of the heading "Install"');
    expect(result.stderr).toContain('content/docs/cases.mdx:11:4  error  The name "AlgoliaAnalyticsObject" of <a> is reserved by the site\'s runtime.');
    expect(result.stderr).not.toContain('internal error');
  });

  it('counts an element written with ID= as an anchor a link on the page can reach', async () => {
    const page = ['# Anchors', '', '<span ID="target">x</span>', '', '[to it](#target)', ''].join('\n');
    const site = await fixtureCopy('basic', 'security-anchor-case', { 'content/docs/anchors.mdx': page });
    const result = await runCli(['check', site]);
    expect(result.stderr).not.toContain('#target');
    expect(result.code).toBe(0);
  });

  it('fails a build on a reserved id with file, line and column, and not with an internal error', async () => {
    const site = await fixtureCopy('basic', 'security-reserved-build', { 'content/docs/ids.mdx': '# Ids\n\n<div id="__dc">x</div>\n' });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/ids.mdx:3:6  error  The id "__dc" is reserved');
    expect(result.stderr).not.toContain('internal error');
  });

  it('gives a heading "Main" its id without a second element of that id: the skip link leads to the page\'s own <main>', async () => {
    const site = await fixtureCopy('basic', 'security-main-heading', { 'content/docs/main.mdx': '# Page\n\n## Main\n\nText.\n' });
    expect((await runCli(['build', site])).code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'main', 'index.html'), 'utf8');
    expect([...html.matchAll(/\sid="main"/g)]).toHaveLength(1);
    expect(html).toContain('<h2 id="main" class="anchor">Main');
    const skip = /<a class="skip-link" href="#([^"]+)"/.exec(html)?.[1];
    expect(skip).toBeDefined();
    expect([...html.matchAll(new RegExp(`\\sid="${skip}"`, 'g'))]).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<main id="${skip}"`));
  });
});

describe('the list of reserved names', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('holds every element id the runtime looks up and every global it reads that a browser does not define', async () => {
    const site = await fixtureCopy('basic', 'security-reserved-list');
    const built = await runCli(['build', site]);
    expect(built.code).toBe(0);
    const sources = await fg(['runtime/**/*.{ts,tsx}', 'templates/dev-client.js'], { cwd: REPO_ROOT });
    const bundle = await fg('**/*.js', { cwd: path.join(site, 'build', 'assets'), absolute: true });
    const ids = new Set<string>();
    const globals = new Set<string>();
    for (const file of sources) {
      const text = await readFile(path.join(REPO_ROOT, file), 'utf8');
      for (const m of text.matchAll(/getElementById\(\s*['"]([^'"]+)['"]|querySelector(?:All)?\(\s*['"][^'"]*#([\w-]+)|_ID = ['"]([^'"]+)['"]/g)) ids.add(m[1] ?? m[2] ?? m[3]);
      for (const m of text.matchAll(/\bwindow\.([A-Za-z_$][\w$]*)/g)) globals.add(m[1]);
    }
    // The built bundle (React and the scheduler included): minified locals are at most three letters.
    for (const file of bundle) {
      const text = await readFile(file, 'utf8');
      for (const m of text.matchAll(/\btypeof ([A-Za-z_$][\w$]{3,})\b|\b(?:window|globalThis|self)\.([A-Za-z_$][\w$]*)/g)) globals.add(m[1] ?? m[2]);
    }
    const page = await browser.newPage();
    await page.goto('about:blank');
    const undefinedInChromium = await page.evaluate((names) => names.filter((name) => !(name in window)), [...globals]);
    await page.close();
    expect(undefinedInChromium.filter((name) => !(RUNTIME_GLOBALS as readonly string[]).includes(name))).toEqual([]);
    expect([...ids].filter((id) => !(RUNTIME_ELEMENT_IDS as readonly string[]).includes(id))).toEqual([]);
  });
});
