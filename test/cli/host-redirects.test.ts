// static/_redirects, the host's redirects file a Docusaurus site keeps in static/ (Home Assistant's 98
// rules for moved docs, Dyte's 51): a static file refused by name, it stopped the build. It is read
// now: each rule from a path of the site to another becomes a redirect as site.config.ts's do, each
// other rule is a warning at its line, and the file itself is not published.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startDev, type RunningDev } from '../security/servers-support.ts';
import { servedInBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe, writeSite } from '../support/cli.ts';

const RULES = [
  '# Moved in the reorganisation',
  '/docs/getting-started     /docs/start          301',
  '/docs/old/second/         /docs/guides/second',
  '/docs/first.html          /docs/guides/first?from=old#top 302!',
  '/docs/other               /docs/start',
  '/docs/renamed             /docs/gone-too',
  '/blog/*                   /docs/:splat         301',
  '/docs/q  id=:id           /docs/start',
  '/docs/getting-started     /docs/other',
  '/docs/proxied             https://analytics.example/x 200',
  '/docs/getting-started.html /docs/start',
].join('\n');

describe('static/_redirects of a Docusaurus site', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'host-redirects', { 'static/_redirects': `${RULES}\n` });
    build = await runCli(['build', site]);
  });

  it('makes a redirect of each rule between paths of the site, as the config makes them, and does not publish the file', async () => {
    expect(build.code).toBe(0);
    const redirects = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect(redirects).toEqual({
      '/docs': '/docs/start',
      '/docs/old-start': '/docs/start',
      '/docs/getting-started': '/docs/start',
      '/docs/old/second': '/docs/guides/second',
      '/docs/first': '/docs/guides/first?from=old#top',
      '/docs/renamed': '/docs/gone-too',
    });
    const page = await readFile(path.join(site, 'build', 'docs', 'getting-started', 'index.html'), 'utf8');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/docs/start">');
    expect(existsSync(path.join(site, 'build', '_redirects'))).toBe(false);
  });

  it('says at its line each rule it does not carry over, and each that leads to no page', () => {
    const warnings = build.stderr.split('\n').filter((line) => line.startsWith('static/_redirects'));
    expect(warnings).toEqual([
      'static/_redirects:6:1  warning  This redirect leads to /docs/gone-too, which is no page of the site.',
      'static/_redirects:7:1  warning  This redirect is not carried over: a pattern (`*`, `:splat`, `:name`) redirects many addresses, and devcenter writes a page for each one it redirects.',
      'static/_redirects:8:1  warning  This redirect is not carried over: it applies only when id=:id (a query, a country, a language or a role), which a page cannot tell.',
      'static/_redirects:9:1  warning  This redirect is not carried over: line 2 redirects /docs/getting-started already, and the first rule for an address is the one hosts apply.',
      'static/_redirects:10:1  warning  This redirect is not carried over: status 200 shows another address at this one (a rewrite, or a proxy to another site), which a page cannot do.',
    ]);
    // /docs/other is a page: as on Netlify, the page is served and the rule (not forced) is not applied,
    // without a word; /docs/getting-started.html is the first rule's address spelt as a file, to the same page.
  });

  it('answers a carried rule with a 301 under serve', async () => {
    const server = await startServe([site, '--port', '0']);
    try {
      const answer = await rawRequest(server.url, '/docs/getting-started');
      expect([answer.status, answer.headers.location]).toEqual([301, '/docs/start']);
      // A target with its own query and anchor keeps them as such: once '/docs/guides/first%3Ffrom=old%23top', a 404.
      const withQuery = await rawRequest(server.url, '/docs/first?utm=x');
      expect([withQuery.status, withQuery.headers.location]).toEqual([301, '/docs/guides/first?from=old#top']);
    } finally {
      await server.stop();
    }
  });

  it('rebuilds when only the file changed', async () => {
    await writeFile(path.join(site, 'static', '_redirects'), '/docs/welcome /docs/start\n');
    const again = await runCli(['build', site]);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('unchanged since the last build');
    const redirects = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect(redirects['/docs/welcome']).toBe('/docs/start');
    expect(redirects['/docs/getting-started']).toBeUndefined();
  });
});

describe('static/_redirects under devcenter dev', () => {
  let dev: RunningDev;
  let site = '';
  beforeAll(async () => {
    site = await fixtureCopy('basic', 'host-redirects-dev', { 'static/_redirects': '/docs/getting-started /docs/start\n' });
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('redirects by it, follows its changes, and never serves the file', async () => {
    expect((await rawRequest(dev.url, '/docs/getting-started')).headers.location).toBe('/docs/start');
    expect((await rawRequest(dev.url, '/_redirects')).status).toBe(404);
    await writeFile(path.join(site, 'static', '_redirects'), '/docs/welcome /docs/start\n');
    const deadline = Date.now() + 10_000;
    while ((await rawRequest(dev.url, '/docs/welcome')).status !== 301 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await rawRequest(dev.url, '/docs/welcome')).headers.location).toBe('/docs/start');
  });
});

describe('static/_redirects may not take the pages the build makes, nor its files', () => {
  const rules = [
    '/404             /docs/start', // 1: the not-found page
    '/blog            /docs/start 301!', // 2: the blog's list of posts
    '/blog/archive    /docs/start', // 3: the blog's archive
    '/docs/start.md   /docs/other', // 4: a page's Markdown copy
    '/_dc/anything    /docs/start', // 5: the build's own folder
    '/docs/round      /docs/about', // 6
    '/docs/about      /docs/round', // 7: back to line 6
  ].join('\n');
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'host-redirects-taken', {
      'static/_redirects': `${rules}\n`,
      'content/blog/2024-01-02-news.md': '---\ntitle: News\n---\n\nSome news.\n',
    });
    build = await runCli(['build', site]);
  });

  it("keeps the not-found page and the blog's pages, and says a forced rule for one at its line", async () => {
    expect(build.code).toBe(0);
    const redirects = JSON.parse(await readFile(path.join(site, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect(Object.keys(redirects)).not.toContain('/404');
    expect(Object.keys(redirects)).not.toContain('/blog');
    expect(Object.keys(redirects)).not.toContain('/blog/archive');
    expect(existsSync(path.join(site, 'build', '404.html'))).toBe(true);
    expect(await readFile(path.join(site, 'build', 'blog', 'index.html'), 'utf8')).toContain('News');
    expect(build.stderr).toContain('static/_redirects:2:1  warning  The redirect from "/blog" to /docs/start is left out: "/blog" is the blog\'s list of posts.');
  });

  it("leaves out, with a warning at its line, a rule from a file the build writes (once an error without a place that failed the build)", async () => {
    expect(build.stderr).toContain('static/_redirects:4:1  warning  The redirect from "/docs/start.md" to /docs/other is left out: "/docs/start.md" is the address of the Markdown copy of the page /docs/start.');
    expect(build.stderr).toContain('static/_redirects:5:1  warning  The redirect from "/_dc/anything" to /docs/start is left out');
    expect(build.stderr).not.toContain('The page the build makes');
    expect(await readFile(path.join(site, 'build', 'docs', 'start.md'), 'utf8')).toContain('Start here');
  });

  it('says at their lines rules that lead round to their own address', () => {
    expect(build.stderr).toContain('static/_redirects:6:1  warning  This redirect leads back to /docs/round through /docs/about, and a browser sent there goes round without end.');
    expect(build.stderr).toContain('static/_redirects:7:1  warning  This redirect leads back to /docs/about through /docs/round');
  });

  it('answers the not-found page under serve, not a redirect', async () => {
    const server = await startServe([site, '--port', '0']);
    try {
      const missing = await rawRequest(server.url, '/no-such-page');
      expect(missing.status).toBe(404);
      expect(missing.body).toContain('<html');
      expect((await rawRequest(server.url, '/404')).status).not.toBe(301);
      expect((await rawRequest(server.url, '/blog')).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a redirect to an address with its own query and anchor, followed by the router', () => {
  let site = '';
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'host-redirects-router', {
      'static/_redirects': '/docs/moved /docs/guides/second?from=old#usage\n',
      'content/docs/other.mdx': '# Other page\n\nRead the [moved guide](/docs/moved).\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    await served.start();
  }, 120_000);
  afterAll(() => served.stop());

  it('shows the target in place, at its anchor: its data was looked for with the query and anchor in its path, missing, and the page loaded in full', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/other', problems);
    const dataRequests: string[] = [];
    tab.on('request', (request) => request.url().includes('/_dc/data/') && dataRequests.push(new URL(request.url()).pathname + new URL(request.url()).search));
    // A full load would start a new window, without this mark.
    await tab.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await tab.getByRole('link', { name: 'moved guide' }).click();
    await tab.waitForURL('**/docs/guides/second?from=old#usage');
    await tab.getByRole('heading', { name: 'Second guide' }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(dataRequests).toContain('/_dc/data/docs/guides/second.json');
    expect(dataRequests.filter((request) => request.includes('from=old'))).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe('static/_redirects rules left out for one reason that names nothing of the rule', () => {
  it('are one warning at the first, each other rule a note at its line', async () => {
    const rules = [
      '/de/*          /:splat', // 1
      '/docs/old      /docs/start', // 2: carried over
      '/docs/de/*     /de/docs/:splat', // 3
      '/de/*          /de/404.html    404', // 4: a pattern too
      '/gone          /docs/start     410', // 5
      '/went          /docs/start     410', // 6
      '/proxy         /docs/start     200', // 7: its own reason, once
    ].join('\n');
    const site = await fixtureCopy('basic', 'host-redirects-folded', { 'static/_redirects': `${rules}\n` });
    const check = await runCli(['check', site]);
    const report = check.stderr.split('\n').filter((line) => /^(static\/_redirects|  note: static\/_redirects)/.test(line));
    expect(report).toEqual([
      'static/_redirects:1:1  warning  This redirect is not carried over: a pattern (`*`, `:splat`, `:name`) redirects many addresses, and devcenter writes a page for each one it redirects (3 rules; this is the first).',
      '  note: static/_redirects:3:1  also: /docs/de/* /de/docs/:splat',
      '  note: static/_redirects:4:1  also: /de/* /de/404.html 404',
      'static/_redirects:5:1  warning  This redirect is not carried over: status 410 answers with an error page, not a redirect (2 rules; this is the first).',
      '  note: static/_redirects:6:1  also: /went /docs/start 410',
      'static/_redirects:7:1  warning  This redirect is not carried over: status 200 shows another address at this one (a rewrite, or a proxy to another site), which a page cannot do.',
    ]);
    expect(check.stdout).toContain(': 3 warnings');
  });
});

describe('static/_redirects rules leading to no page', () => {
  it('are one warning for each reason, each other rule a note at its line; one into a docs version not built says so', async () => {
    const rules = [
      '/docs/v6-intro    /docs/v6/intro', // 1: into version 6, not built
      '/docs/old         /docs/start', // 2: carried over
      '/docs/v6-models   /docs/v6/core-concepts/models', // 3: into version 6 too
      '/docs/moved       /docs/gone', // 4: no page
      '/docs/moved-again /docs/gone-again', // 5: no page
      '/docs/v6-gone     /docs/v6/other#top', // 6: into version 6 too
    ].join('\n');
    const site = await writeSite('host-redirects-nowhere', { 'content/docs/start.md': '# Start\n', 'static/_redirects': `${rules}\n`, 'versions.json': '["v6"]\n' });
    const check = await runCli(['check', site]);
    const report = check.stderr.split('\n').filter((line) => /^(static\/_redirects|  note: static\/_redirects|  hint: devcenter builds one version)/.test(line));
    expect(report).toEqual([
      "static/_redirects:1:1  warning  This redirect leads to /docs/v6/intro, which is no page of the site (as do 2 more of this file's redirects, listed below).",
      '  note: static/_redirects:3:1  leads to /docs/v6/core-concepts/models',
      '  note: static/_redirects:6:1  leads to /docs/v6/other#top',
      '  hint: devcenter builds one version of the docs, content/docs/: version v6 (versioned_docs/) is not read. Link to the page of the current docs, or to the old version\'s published address (https://…).',
      "static/_redirects:4:1  warning  This redirect leads to /docs/gone, which is no page of the site (as do 1 more of this file's redirects, listed below).",
      '  note: static/_redirects:5:1  leads to /docs/gone-again',
    ]);
  });
});
