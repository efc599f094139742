// Each check, each fail/warn/strict combination and each MDX error kind, on one tiny fixture site per case.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { FIXTURES, fixtureCopy, runCli, writeSite, zeroConfigSite } from '../support/cli.ts';
import { siteCacheDir } from '../../cli/incremental/cache-folder.ts';

const site = (name: string) => path.join(FIXTURES, 'checks', name);
const check = (name: string, ...args: string[]) => runCli(['check', site(name), ...args]);

describe('devcenter check', () => {
  it('accepts every valid kind of link and anchor without a report, even with --strict', async () => {
    for (const args of [[], ['--strict']]) {
      const result = await check('ok-links', ...args);
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^checked 3 pages in \d+ ms: no problems\n$/);
      expect(result.code).toBe(0);
    }
  });

  it('fails on a broken link, naming file, line and column and the closest route', async () => {
    const result = await check('broken-link');
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      [
        'content/docs/a.mdx:3:5  error  broken link "/docs/bb" — did you mean "/docs/b"?',
        '   3 | See [page b](/docs/bb) for more.',
        '     |     ^^^^^^^^^^^^^^^^^^',
        '',
        'check failed: 1 error, 0 warnings',
        '',
      ].join('\n'),
    );
  });

  it('suggests, for a relative link resolved from the wrong folder, the page whose path ends as the link is spelled, or else one with its anchor', async () => {
    const root = await zeroConfigSite('check-near-route', {
      'dom-testing-library/install.md': '# Install\n',
      'dom-testing-library/config.md': '# Config\n\nSee the [hidden option](queries/byrole#hidden) and [this](./queries/byrol#hidden).\n',
      'queries/byrole.md': '# By role\n\n### `hidden`\n',
    });
    const result = await runCli(['check', root]);
    // By edit distance alone, /docs/dom-testing-library/install is nearer than the page meant.
    expect(result.stderr).toContain('broken link "queries/byrole#hidden" — did you mean "/docs/queries/byrole#hidden"?');
    expect(result.stderr).toContain('broken link "./queries/byrol#hidden" — did you mean "/docs/queries/byrole#hidden"?');
  });

  it('suggests the page a redirect leads to, not the old address the redirect holds', async () => {
    const root = await writeSite('check-near-redirect', {
      'content/docs/intro.md': '# Intro\n\nSee [the old guide](/docs/getting-startd).\n',
      'content/docs/start.md': '# Start\n',
      'static/_redirects': '/docs/getting-started /docs/start\n',
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toContain('broken link "/docs/getting-startd" — did you mean "/docs/start"?');
  });

  // typescript-eslint's redirects lead into docs devcenter does not build: 13 broken links were told
  // "did you mean /getting-started/typed-linting/monorepos?", an old address leading to no page.
  it('never suggests a redirect that leads to no page of the site', async () => {
    const root = await writeSite('check-near-dead-redirect', {
      'content/docs/intro.md': '# Intro\n\nSee [the guide](/docs/getting-started).\n',
      'content/docs/other.md': '# Other\n',
      'static/_redirects': '/docs/getting-started/old /docs/gone\n',
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toMatch(/broken link "\/docs\/getting-started"(?! — did you mean "\/docs\/getting-started\/old")/);
    expect(result.stderr).not.toContain('did you mean "/docs/getting-started/old"');
  });

  it('suggests, after a rename, the page whose title is the link\'s text (case aside) over the nearest path', async () => {
    const root = await zeroConfigSite('check-near-title', {
      'intro.md': '# Intro\n\nSee [configuration](/docs/setup), [Configuration](./setup.md) and [the guide](/docs/setp).\n',
      'settings.md': '# Configuration\n',
      'setups.md': '# Setups\n',
    });
    const result = await runCli(['check', root]);
    // By the path alone, /docs/setups is the nearest; the page titled as the link says is what it meant.
    expect(result.stderr).toContain('broken link "/docs/setup" — did you mean "/docs/settings"?');
    expect(result.stderr).toContain('broken markdown link "./setup.md": content/docs/setup.md does not exist — did you mean "./settings.md"?');
    // A text that is no page's title leaves the nearest path.
    expect(result.stderr).toContain('broken link "/docs/setp" — did you mean "/docs/setups"?');
  });

  it('fails on a Markdown image at an address of the site that static/ does not have, as Docusaurus does', async () => {
    const copy = await fixtureCopy('basic', 'check-broken-image', {
      'content/docs/pictures.md': '# Pictures\n\n![There](/img/there.png) and ![Gone](/img/gone.png)\n',
      'static/img/there.png': 'png',
    });
    const result = await runCli(['check', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/pictures.md:3:30  error  broken image "/img/gone.png": static/img/gone.png does not exist');
    expect(result.stderr.match(/broken image/g)).toHaveLength(1);
  });

  it("says a file of static/ written under a Docusaurus baseUrl (Immer's /immer/img/…) is served at the site's root", async () => {
    const copy = await fixtureCopy('basic', 'check-static-under-base-url', {
      'content/docs/pictures.md': '# Pictures\n\n<img src="/immer/img/logo.svg" />\n\n[The PDF](/immer/files/guide.pdf)\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'static/files/guide.pdf': 'pdf',
    });
    const result = await runCli(['check', copy]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/pictures.md:3:6  error  broken image "/immer/img/logo.svg": static/immer/img/logo.svg does not exist — did you mean "/img/logo.svg"?');
    expect(result.stderr).toContain('hint: static/img/logo.svg is served at /img/logo.svg: devcenter serves static/ at the site\'s root, not under a Docusaurus baseUrl such as "/immer/".');
    expect(result.stderr).toContain('content/docs/pictures.md:5:1  error  broken link "/immer/files/guide.pdf" — did you mean "/files/guide.pdf"?');
  });

  it("says why a link into a docs version a Docusaurus site keeps (versions.json, versioned_docs/) is broken: one version is built", async () => {
    const site = await zeroConfigSite('checks-versioned-link', {
      'intro.md': '# Intro\n\nSee [the old guide](/docs/28.x/guide) and [the next one](/docs/next/guide).\n',
      'guide.md': '# Guide\n',
    });
    await writeFile(path.join(site, 'versions.json'), '["29.7", "28.x"]');
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('hint: devcenter builds one version of the docs, content/docs/: version 28.x (versioned_docs/) is not read.');
    expect(result.stderr).toContain('hint: devcenter builds one version of the docs, content/docs/, at the docs path: what Docusaurus serves under next/ is there, without next/.');
  });

  it("names a kept docs version only for the segment right after the docs' path, not a release elsewhere of that name (EventMesh's /download/v1.12.0)", async () => {
    const site = await writeSite('checks-versioned-link-elsewhere', {
      'content/docs/intro.md': '# Intro\n\n[Download](/download/v1.12.0), [deep](/docs/guide/v1.12.0) and [the old docs](/docs/v1.12.0/intro).\n',
      'static/_redirects': '/get /download/v1.12.0\n/old /docs/v1.12.0/intro\n',
      'versions.json': '["v1.12.0"]\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    const hinted = (link: string) => result.stderr.split(/\n(?=\S)/).find((report) => report.includes(`broken link "${link}"`))!;
    expect(hinted('/download/v1.12.0')).not.toContain('version v1.12.0 (versioned_docs/) is not read');
    expect(hinted('/docs/guide/v1.12.0')).not.toContain('version v1.12.0 (versioned_docs/) is not read');
    expect(hinted('/docs/v1.12.0/intro')).toContain('hint: devcenter builds one version of the docs, content/docs/: version v1.12.0 (versioned_docs/) is not read.');
    // static/_redirects' rules leading nowhere are told the same.
    const redirects = result.stderr.split(/\n(?=\S)/).filter((report) => report.startsWith('static/_redirects'));
    expect(redirects.find((report) => report.includes('leads to /download/v1.12.0'))).not.toContain('(versioned_docs/) is not read');
    expect(redirects.find((report) => report.includes('leads to /docs/v1.12.0/intro'))).toContain('version v1.12.0 (versioned_docs/) is not read');
  });

  it("names a kept version at the path the docs' versions give it when the current docs have one of their own (Socket.IO's 3.x at /docs/v3, its 4.x at /docs/v4)", async () => {
    const site = await writeSite('checks-versioned-current-path', {
      'content/docs/intro.md': '# Intro\n\nSee [the old page](/docs/v3/old) and [this one](/docs/v4/intro).\n',
      'versions.json': '["3.x"]\n',
      'versioned_docs/version-3.x/old.md': '# Old\n',
      'docusaurus.config.js':
        "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: '4.x', path: 'v4' }, '3.x': { label: '3.x', path: 'v3' } } } }]] };\n",
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/docs/v3/old"');
    expect(result.stderr).toContain('hint: devcenter builds one version of the docs, content/docs/: version 3.x (at v3) (versioned_docs/) is not read.');
    expect(result.stderr).not.toContain('"/docs/v4/intro"');
  });

  it("says the same of a link to a Markdown file of versioned_docs/, written from docs/ or from content/docs/ (tRPC's and Sequelize's upgrade guides)", async () => {
    const site = await zeroConfigSite('checks-versioned-file-link', {
      'guides/upgrade.md': '# Upgrade\n\nAs [before](../../versioned_docs/version-9.x/setup.md#init), or [from the root](../../../versioned_docs/version-9.x/setup.md).\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/upgrade.md:3:4  error  broken markdown link "../../versioned_docs/version-9.x/setup.md#init": content/versioned_docs/version-9.x/setup.md does not exist');
    expect(result.stderr).toContain('content/docs/guides/upgrade.md:3:65  error  broken markdown link "../../../versioned_docs/version-9.x/setup.md": it leads out of content/');
    expect(result.stderr.match(/hint: devcenter builds one version of the docs, content\/docs\/: version 9\.x \(versioned_docs\/\) is not read\./g)).toHaveLength(2);
  });

  it('only warns on a broken link when the config says warn, and says nothing when it says ignore', async () => {
    const warned = await check('broken-link-warn');
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain('content/docs/a.mdx:3:5  warning  broken link "/docs/bb" — did you mean "/docs/b"?');
    expect(warned.stdout).toMatch(/checked 2 pages in \d+ ms: 1 warning/);
    expect((await check('broken-link-warn', '--strict')).code).toBe(1);
    const ignored = await check('broken-link-ignore');
    expect([ignored.code, ignored.stderr]).toEqual([0, '']);
  });

  it('fails on a markdown link to a missing file and suggests the file meant', async () => {
    const result = await check('broken-markdown-link');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'content/docs/a.mdx:3:5  error  broken markdown link "./bb.mdx#introduction": content/docs/bb.mdx does not exist — did you mean "./b.mdx#introduction"?',
    );
    expect(result.stderr).toContain('content/docs/a.mdx:3:41  error  broken markdown link "./c.mdx": content/docs/c.mdx does not exist — did you mean "./c.md"?');
    expect(result.stderr).toContain('check failed: 2 errors, 0 warnings');
  });

  it('never suggests the page itself for its own broken markdown link', async () => {
    const site = await zeroConfigSite('checks-no-self-suggestion', { 'intro.md': '# Intro\n\nSee [x](./nope.md).\n' });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('content/docs/intro.md:3:5  error  broken markdown link "./nope.md": content/docs/nope.md does not exist\n');
  });

  it('says a markdown link leads out of content/ instead of naming "content/../x.md"', async () => {
    const site = await zeroConfigSite('checks-link-out-of-content', { 'sub/a.md': '# A\n\nSee [older](../../../x.md).\n' });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('content/docs/sub/a.md:3:5  error  broken markdown link "../../../x.md": it leads out of content/, where the site\'s pages are');
  });

  it('warns on a duplicate route, and fails on it with --strict', async () => {
    const warned = await check('duplicate-route');
    expect(warned.code).toBe(0);
    expect(warned.stderr).toBe(
      ['content/docs/b/index.mdx  warning  duplicate route "/docs/b": another file produces it too, and wins', '  note: content/docs/b.mdx  produces "/docs/b" too, and wins', ''].join('\n'),
    );
    const strict = await check('duplicate-route', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('content/docs/b/index.mdx  error  duplicate route "/docs/b"');
  });

  it('warns on a broken anchor by default, fails with --strict or when configured to throw', async () => {
    const message = 'broken anchor "/docs/b#introductoin": /docs/b has no heading or id "introductoin" — did you mean "/docs/b#introduction"?';
    const warned = await check('broken-anchor');
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain(`content/docs/a.mdx:3:5  warning  ${message}`);
    const strict = await check('broken-anchor', '--strict');
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain(`content/docs/a.mdx:3:5  error  ${message}`);
    const thrown = await check('broken-anchor-throw');
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toContain(`content/docs/a.mdx:3:5  error  ${message}`);
  });

  it('suggests, for a broken anchor that is no typo, the shortest id starting with it: the heading grew words (FormatJS\'s #injectintl for "injectIntl HOC")', async () => {
    const site = await zeroConfigSite('checks-lengthened-anchor', {
      'a.md': '# A\n\nSee [the wrapper](./b.md#wrapwidget), [the pair](./b.md#pairup) and [the odd](./b.md#odd).\n',
      'b.md': '# B\n\n## wrapWidget helper\n\n## wrapWidget helper options\n\n## pairUp/pairDown\n\n## oddity\n',
    });
    const run = await runCli(['check', site]);
    expect(run.stderr).toContain('broken anchor "./b.md#wrapwidget": /docs/b has no heading or id "wrapwidget" — did you mean "./b.md#wrapwidget-helper"?');
    expect(run.stderr).toContain('broken anchor "./b.md#pairup": /docs/b has no heading or id "pairup" — did you mean "./b.md#pairuppairdown"?');
    // Three letters start too many ids to name one.
    expect(run.stderr).toMatch(/broken anchor "\.\/b\.md#odd": \/docs\/b has no heading or id "odd"\n/);
  });

  // Open WebUI links #milvus_uri, whose heading "`MILVUS_URI` **(Required)**" is #milvus_uri-required; #milvus_db is a few letters off.
  it('suggests, for a broken anchor that starts a heading\'s id at a word, that id before one a few letters off', async () => {
    const site = await zeroConfigSite('checks-word-lengthened-anchor', {
      'a.md': '# A\n\nSee [the URI](./b.md#milvus_uri).\n',
      'b.md': '# B\n\n## `MILVUS_URI` **(Required)**\n\n## `MILVUS_DB`\n',
    });
    const run = await runCli(['check', site]);
    expect(run.stderr).toContain('broken anchor "./b.md#milvus_uri": /docs/b has no heading or id "milvus_uri" — did you mean "./b.md#milvus_uri-required"?');
  });

  // CSpell links #ignoreregexplist, its heading id settings-ignoreregexplist; Metro links #dev, its heading "`dev` (boolean)" dev-boolean.
  it("suggests, for a broken anchor, the id that is it after or before words of the heading's own (#ignoreregexplist for settings-ignoreregexplist)", async () => {
    const site = await zeroConfigSite('checks-worded-anchor', {
      'a.md': '# A\n\n[list](./b.md#ignoreregexplist), [dev](./b.md#dev), [min](./b.md#min) and [port](./b.md#port).\n',
      'b.md': '# B\n\n## Settings ignoreRegExpList\n\n## `dev` (boolean)\n\n## min-width\n\n## min-height\n\n## Server port\n\n## Client port\n',
    });
    const run = await runCli(['check', site]);
    expect(run.stderr).toContain('broken anchor "./b.md#ignoreregexplist": /docs/b has no heading or id "ignoreregexplist" — did you mean "./b.md#settings-ignoreregexplist"?');
    expect(run.stderr).toContain('broken anchor "./b.md#dev": /docs/b has no heading or id "dev" — did you mean "./b.md#dev-boolean"?');
    // A word of four letters or more names the shortest such id; a shorter one only the one there is.
    expect(run.stderr).toContain('broken anchor "./b.md#port": /docs/b has no heading or id "port" — did you mean "./b.md#server-port"?');
    expect(run.stderr).toMatch(/broken anchor "\.\/b\.md#min": \/docs\/b has no heading or id "min"\n/);
  });

  it('suggests for thousands of broken anchors into a page of thousands of headings in time linear in them (all headings one word first, a budget of typo comparisons)', async () => {
    // Each distinct broken anchor was compared with each id of its page (a typo's closest) and with each
    // id sharing its first word: 3,000 headings with 9,000 broken anchors took 10 s, 12,000 with 36,000 took 145 s.
    const n = 5000;
    let big = '# Big\n\n';
    let links = '# Links\n\n';
    for (let i = 0; i < n; i++) {
      big += `## section ${i} alpha\n\n`;
      links += `[t](./big.md#section-${i}-alphx) [w](./big.md#section-${i})\n\n`;
    }
    const site = await zeroConfigSite('checks-many-broken-anchors', { 'big.md': big, 'links.md': links });
    const started = Date.now();
    const run = await runCli(['check', site]);
    const seconds = (Date.now() - started) / 1000;
    expect(run.stdout).toContain(`${2 * n} warnings`);
    // An anchor that starts an id at a word is still told it, each of them; typos only up to the budget.
    for (const i of [0, 1234, n - 1]) expect(run.stderr).toContain(`broken anchor "./big.md#section-${i}": /docs/big has no heading or id "section-${i}" — did you mean "./big.md#section-${i}-alpha"?`);
    const typos = run.stderr.match(/#section-\d+-alphx".* — did you mean/g) ?? [];
    expect(typos.length).toBeGreaterThan(0);
    expect(typos.length).toBeLessThan(n);
    expect(seconds).toBeLessThan(20);
  }, 120_000);

  it('reports a page that does not parse once, at its own error, not again as a broken anchor in each page linking into it', async () => {
    const site = await zeroConfigSite('checks-unparsable-target', {
      'a.md': '# A\n\n[theme](/docs/b#theme)\n',
      'b.md': '# B\n\nBroken <div>\n\n## theme\n',
    });
    const run = await runCli(['check', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/docs/b.md:3');
    expect(run.stderr).toContain('Could not parse MDX');
    expect(run.stderr).not.toContain('broken anchor');
  });

  it('checks links written in site.config.ts, at their position there', async () => {
    const result = await check('config-link');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site.config.ts:6:70  error  broken link "/docs/bee" in navbar.items[1] ("B") — did you mean "/docs/b"?');
    expect(result.stderr).toContain('site.config.ts:7:69  error  broken link "/docs/gone" in footer.columns[0].items[0] ("Gone")');
  });

  it('prints GitHub Actions annotations with --reporter github', async () => {
    const result = await check('broken-link', '--reporter', 'github');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('::error file=content/docs/a.mdx,line=3,col=5,title=broken-link::broken link "/docs/bb" (did you mean "/docs/b"?)\n');
    const warned = await check('broken-anchor', '--reporter', 'github');
    expect(warned.stdout).toMatch(/^::warning file=content\/docs\/a\.mdx,line=3,col=5,title=broken-anchor::/);
  });

  it('prints a broken config as GitHub annotations too under --reporter github, exit 2', async () => {
    const site = await fixtureCopy('basic', 'checks-github-config-error');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(path.join(site, 'site.config.ts'), config.replace("tagline: 'A tiny site the tests build.',", "tagline: 'A tiny site the tests build.',\n  taglien: 'typo',"));
    const result = await runCli(['check', site, '--reporter', 'github']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('::error file=site.config.ts,line=6,col=3,title=config::taglien is not a known setting. (did you mean "tagline"?)\n');
  });

  it('prints a GitHub annotation with the note of a related place on a line of its own', async () => {
    const result = await check('duplicate-route', '--reporter', 'github');
    expect(result.stdout).toBe(
      '::warning file=content/docs/b/index.mdx,title=duplicate-route::duplicate route "/docs/b": another file produces it too, and wins%0Anote: content/docs/b.mdx  produces "/docs/b" too, and wins\n',
    );
  });

  it('refuses an unknown reporter as a usage error', async () => {
    const result = await check('broken-link', '--reporter', 'xml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("option '--reporter <name>' argument 'xml' is invalid. must be one of pretty, github, json.");
  });

  it('re-checks a changed file instead of trusting the cache of the last run', async () => {
    const copy = await fixtureCopy('checks/ok-links', 'check-cache');
    await writeFile(path.join(copy, '..', 'base.ts'), await import('node:fs/promises').then((fs) => fs.readFile(path.join(FIXTURES, 'checks', 'base.ts'), 'utf8')));
    expect((await runCli(['check', copy])).code).toBe(0);
    expect(existsSync(siteCacheDir(copy))).toBe(true);
    expect(existsSync(path.join(copy, '.devcenter-cache'))).toBe(false);
    await writeFile(path.join(copy, 'content/docs/b.md'), '# Page B\n\nNow linking to [nowhere](/docs/nowhere).\n');
    const after = await runCli(['check', copy]);
    expect(after.code).toBe(1);
    expect(after.stderr).toMatch(/content\/docs\/b\.md:3:\d+ {2}error {2}broken link "\/docs\/nowhere"/);
    expect(after.stderr).toMatch(/content\/docs\/a\.mdx:5:\d+ {2}warning {2}broken anchor "\/docs\/b#custom-id"/);
  });

  it('colours only on a terminal: piped output has no escape codes even without NO_COLOR', async () => {
    const result = await runCli(['check', site('broken-link')], { env: { NO_COLOR: '' } });
    expect(result.stderr).not.toContain('\x1b[');
  });
});

describe('--reporter json', () => {
  const jsonOf = (stdout: string) => JSON.parse(stdout) as { failed: boolean; errors: number; warnings: number; diagnostics: Record<string, unknown>[] };

  it('gives a misspelt frontmatter key as a diagnostic whose suggestion is the key meant', async () => {
    const site = await fixtureCopy('checks/ok-links', 'json-frontmatter-typo', { 'content/docs/typo.mdx': '---\ntitel: Typo\n---\n\n# Typo\n' });
    const result = await runCli(['check', site, '--reporter', 'json']);
    expect(result.code).toBe(0);
    const report = jsonOf(result.stdout);
    expect(report).toMatchObject({ failed: false, errors: 0, warnings: 1 });
    expect(report.diagnostics).toEqual([
      { severity: 'warning', code: 'frontmatter', message: 'Unknown frontmatter key "titel" is ignored.', file: 'content/docs/typo.mdx', line: 2, column: 1, lineText: 'titel: Typo', length: 5, suggestion: 'title' },
    ]);
  });

  it("says so when a page takes the search page's address or a redirect's, as a duplicate route", async () => {
    const site = await fixtureCopy('basic', 'page-takeover', {
      'content/pages/search.md': '# My own search\n\nText.\n',
      'content/pages/old.md': '---\nslug: /old-home\n---\n\n# Old\n\nText.\n',
      'site.config.ts': "export default { title: 'T', url: 'https://example.com', redirects: [{ from: '/old-home', to: '/docs/start' }] };\n",
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('content/pages/search.md  warning  duplicate route "/search": it is the search page (search.searchPagePath), and this file takes its place');
    expect(run.stderr).toContain('content/pages/old.md:2:1  warning  duplicate route "/old-home": it is a redirect of the config (to /docs/start), and this file takes its place');
  });

  it('gives the other file of a duplicate route as a note with its own location', async () => {
    const result = await check('duplicate-route', '--reporter', 'json');
    const [d] = jsonOf(result.stdout).diagnostics;
    expect(d).toMatchObject({ code: 'duplicate-route', file: 'content/docs/b/index.mdx', message: 'duplicate route "/docs/b": another file produces it too, and wins' });
    expect(d.notes).toEqual([{ message: 'produces "/docs/b" too, and wins', file: 'content/docs/b.mdx' }]);
  });

  it('keeps stdout to the JSON alone on a build, a failed check and a config error; progress and summary go to stderr', async () => {
    const site = await fixtureCopy('basic', 'json-reporter-build');
    const built = await runCli(['build', site, '--reporter', 'json'], { env: { CI: '1' } });
    expect(built.code).toBe(0);
    expect(jsonOf(built.stdout)).toEqual({ failed: false, errors: 0, warnings: 0, diagnostics: [] });
    expect(built.stderr).toMatch(/built \d+ pages/);
    const failed = await check('broken-link', '--reporter', 'json');
    expect(failed.code).toBe(1);
    expect(jsonOf(failed.stdout).diagnostics).toMatchObject([{ code: 'broken-link', message: 'broken link "/docs/bb"', suggestion: '/docs/b' }]);
    const config = (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace("tagline: 'A tiny site the tests build.',", "tagline: 'A tiny site the tests build.',\n  taglien: 'typo',");
    await writeFile(path.join(site, 'site.config.ts'), config);
    const misconfigured = await runCli(['build', site, '--reporter', 'json']);
    expect(misconfigured.code).toBe(2);
    expect(jsonOf(misconfigured.stdout)).toMatchObject({ failed: true, errors: 1, diagnostics: [{ code: 'config', message: 'taglien is not a known setting.', line: 6, column: 3, suggestion: 'tagline' }] });
  });
});

describe('MDX and frontmatter errors', () => {
  const cases: [string, string[]][] = [
    ['mdx-unclosed', ['content/docs/a.mdx:3:1  error  Could not parse MDX: Expected a closing tag for `<Tabs>` (3:1-3:7)', '   3 | <Tabs>', '     | ^^^^^^', '  hint: close the JSX element (<Tag>…</Tag> or <Tag />).']],
    ['mdx-unknown-component', ['content/docs/a.mdx:3:1  error  Unknown component <Tabz> — did you mean <Tabs>?', '   3 | <Tabz>', '     | ^^^^^']],
    ['mdx-invalid-yaml', ['content/docs/a.mdx:3:14  error  Invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]', '   3 | description: [not closed', '     |              ^', '  hint: a value that starts with "[" is read as a list and needs its "]": for text, quote it: description: "[not closed".']],
    ['mdx-expression', ['content/docs/a.mdx:3:14  error  JavaScript expressions are not allowed in content: {price * 2}.', '   3 | The total is {price * 2} dollars.', '     |              ^^^^^^^^^^^']],
    ['mdx-import', ['content/docs/a.mdx:1:1  error  Import of "./chart.js": content cannot import code.', "   1 | import Chart from './chart.js'"]],
  ];
  for (const [name, lines] of cases) {
    it(`reports ${name.replace('mdx-', '').replace('-', ' ')} with file:line:col and a code frame`, async () => {
      const result = await check(name);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(lines.join('\n'));
      expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
    });
  }

  it('reports every error of the site together, grouped by file', async () => {
    const result = await check('many-errors');
    expect(result.code).toBe(1);
    const heads = result.stderr.split('\n').filter((l) => /^\S+\.mdx:\d+:\d+ {2}error/.test(l)).map((l) => l.split('  error  ')[0]);
    expect(heads).toEqual(['content/docs/a.mdx:3:14', 'content/docs/a.mdx:5:5', 'content/docs/b.mdx:2:8', 'content/docs/c.mdx:3:1']);
    expect(result.stderr).toContain('check failed: 4 errors, 0 warnings');
  });
});
