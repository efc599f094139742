// Drives the real CLI on fixture sites on disk.
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, REPO_ROOT, runCli, TMP, writeSite, type CliResult } from '../support/cli.ts';

describe('devcenter build on the basic fixture', () => {
  let site: string;
  let out: string;
  let result: CliResult;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'build-basic');
    out = path.join(site, 'build');
    result = await runCli(['build', site]);
  });

  it('exits 0 and prints a summary', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^built 10 pages \(\d+ search records\) in \d+ ms -> /m);
  });

  it('writes one HTML file per route, 404.html, hashed assets and page data', async () => {
    for (const file of ['index.html', 'docs/start/index.html', 'docs/guides/first/index.html', 'docs/other/index.html', 'thanks/index.html', 'search/index.html', '404.html', '_dc/data/docs/start.json', '_dc/sidebars/main.json', 'img/logo.svg', 'favicon.svg'])
      expect(existsSync(path.join(out, file)), file).toBe(true);
    const assets = await readdir(path.join(out, 'assets'));
    expect(assets.some((a) => /^main-[A-Z0-9]{8}\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /^main-[A-Z0-9]{8}\.css$/.test(a))).toBe(true);
  });

  it('renders a docs page with its title, meta tags, sidebar, breadcrumbs, TOC and prev/next', async () => {
    const html = await read('docs/start/index.html');
    expect(html).toContain('<title>Start here | Fixture Docs</title>');
    expect(html).toContain('<meta name="description" content="The first page of the fixture.">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/docs/start">');
    expect(html).toContain('<meta name="docsearch:language" content="en">');
    expect(html).toContain('<meta name="docsearch:docusaurus_tag" content="docs-default-current">');
    expect(html).toContain('<nav aria-label="Docs sidebar"');
    expect(html).toMatch(/<a[^>]*class="menu__link menu__link--active"[^>]*aria-current="page"[^>]*>Start<\/a>/);
    expect(html).toContain('<h1>Start here</h1>');
    expect(html).toMatch(/<nav class="toc" aria-label="On this page">.*href="#install-it".*href="#configure".*<\/nav>/s);
    expect(html).not.toMatch(/class="toc__link"[^>]*>Deep detail/);
    expect(html).toMatch(/pagination-nav__link--next" href="\/docs\/guides\/first"/);
    expect(html).toContain('Welcome to Fixture Pay.');
  });

  it('draws each heading\'s direct link, which the page data does not carry', async () => {
    const html = await read('docs/start/index.html');
    expect(html).toContain('<h2 id="install-it" class="anchor">Install<a href="#install-it" class="hash-link" aria-label="Direct link to Install">\u200b</a></h2>');
    expect(html).toContain('<h3 id="configure" class="anchor">Configure<a href="#configure" class="hash-link" aria-label="Direct link to Configure">\u200b</a></h3>');
    // The runtime draws it from the heading (runtime/page/heading-link.ts): one per heading was
    // 40% of a changelog's content data, in the page and in the data a navigation fetches.
    const data = await read('_dc/data/docs/start.json');
    expect(data).toContain('"id":"install-it","className":"anchor"');
    expect(data).not.toContain('hash-link');
    expect(html.match(/<script id="__dc_data"[^>]*>[^<]*/)![0]).not.toContain('hash-link');
  });

  it('draws a highlighted code block\'s tokens from the compact form the page data carries them in', async () => {
    const html = await read('docs/start/index.html');
    expect(html).toContain('<code><span class="token tag"><span class="token tag"><span class="token punctuation">&lt;</span>script</span> <span class="token attr-name">src</span>');
    // Each token class once per block, each token as [index, text]: a span each was half of a docs page's data.
    const data = JSON.parse(await read('_dc/data/docs/start.json')) as unknown;
    const codes: unknown[][] = [];
    const find = (node: unknown): void => {
      if (!Array.isArray(node)) return;
      if (node[0] === 'code' && node[1] && typeof node[1] === 'object' && 'tokenClasses' in node[1]) codes.push(node);
      node.forEach(find);
    };
    find((data as { content: unknown }).content);
    expect(codes.length).toBeGreaterThan(0);
    const [, props, ...tokens] = codes[0] as [string, { tokenClasses: string[] }, ...unknown[]];
    expect(props.tokenClasses).toContain('token punctuation');
    const at = (name: string) => props.tokenClasses.indexOf(name);
    expect((tokens[0] as unknown[]).slice(0, 4)).toEqual([at('token tag'), [at('token tag'), [at('token punctuation'), '<'], 'script'], ' ', [at('token attr-name'), 'src']]);
    expect(JSON.stringify(data)).not.toContain('"className":"token ');
    // The prop is page data only: it never reaches the page.
    expect(html.replace(/<script id="__dc_data"[^>]*>[^<]*<\/script>/, '')).not.toMatch(/tokenclasses/i);
  });

  it('rewrites markdown file links to routes', async () => {
    expect(await read('docs/start/index.html')).toContain('href="/docs/guides/first#install"');
    expect(await read('docs/guides/first/index.html')).toContain('href="/docs/start#install-it"');
  });

  it('marks the navbar entry of the current sidebar as active: of two into one sidebar, the one the page is under', async () => {
    // Start (/docs/start) and Guides (/docs/guides/first) both lead into the sidebar "main": Guides is the section of /docs/guides/second.
    const html = await read('docs/guides/second/index.html');
    expect(html).toMatch(/href="\/docs\/guides\/first" class="navbar__item navbar__link navbar__link--active"/);
    expect(html).toMatch(/href="\/docs\/start" class="navbar__item navbar__link"/);
    expect(html).toMatch(/href="\/docs\/other" class="navbar__item navbar__link"/);
    expect(await read('docs/start/index.html')).toMatch(/href="\/docs\/start" class="navbar__item navbar__link navbar__link--active"/);
  });

  it('writes redirect pages for the docs root and configured redirects', async () => {
    const docsRoot = await read('docs/index.html');
    expect(docsRoot).toContain('<meta http-equiv="refresh" content="0; url=/docs/start">');
    expect(docsRoot).toContain('<link rel="canonical" href="https://fixture.example/docs/start">');
    expect(JSON.parse(await read('_dc/redirects.json'))).toEqual({ '/docs': '/docs/start', '/docs/old-start': '/docs/start' });
  });

  it('writes the not-found page with the reference texts', async () => {
    const html = await read('404.html');
    expect(html).toContain('<title>Page Not Found | Fixture Docs</title>');
    expect(html).toContain('<h1>Page Not Found</h1>');
    expect(html).toContain('We could not find what you were looking for.');
  });

  it('embeds page data that escapes </script>', async () => {
    const html = await read('index.html');
    const data = /<script id="__dc_data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('</');
    expect(JSON.parse(data).page.kind).toBe('home');
  });

  it('emits DocSearch-shaped search records', async () => {
    const records = JSON.parse(await read('search-records.json'));
    const install = records.find((r: { anchor: string }) => r.anchor === 'install-it');
    expect(install).toMatchObject({
      type: 'lvl2',
      url: 'https://fixture.example/docs/start#install-it',
      url_without_anchor: 'https://fixture.example/docs/start',
      hierarchy: { lvl0: 'Basics', lvl1: 'Start here', lvl2: 'Install', lvl3: null },
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      // pageRank: the pages linking to it (the first guide, and the home page's card).
      weight: { pageRank: 2, level: 90 },
    });
    expect(new Set(records.map((r: { objectID: string }) => r.objectID)).size).toBe(records.length);
  });

  it('a failed build exits 1 and leaves the previous output exactly as it was', async () => {
    const before = await read('docs/start/index.html');
    await writeFile(path.join(site, 'content/docs/guides/second.mdx'), '# Broken\n\nSee [nowhere](/docs/nowhere).\n');
    const failed = await runCli(['build', site]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/docs/guides/second.mdx:3:5  error  broken link "/docs/nowhere"');
    expect(failed.stderr).toContain('build failed: 1 error, 0 warnings');
    expect(await read('docs/start/index.html')).toBe(before);
    expect(existsSync(path.join(out, 'docs/guides/second/index.html'))).toBe(true);
    const siblings = await readdir(path.dirname(out));
    expect(siblings.filter((s) => s.includes('.tmp-') || s.includes('.old-'))).toEqual([]);
  });
});

describe('devcenter build reports bad input', () => {
  it('an unknown config key exits 2 naming the key, file, line and column', async () => {
    const site = await fixtureCopy('basic', 'config-unknown-key');
    const config = (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace("tagline: 'A tiny site the tests build.',", "tagline: 'A tiny site the tests build.',\n  taglien: 'typo',");
    await writeFile(path.join(site, 'site.config.ts'), config);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('site.config.ts:6:3  error  taglien is not a known setting — did you mean "tagline"?');
  });

  it('a wrong type exits 2 naming the key path', async () => {
    const site = await fixtureCopy('basic', 'config-wrong-type');
    const config = (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace("{ label: 'Other', to: '/docs/other' }", "{ label: 42, to: '/docs/other' }");
    await writeFile(path.join(site, 'site.config.ts'), config);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+  error  navbar\.items\[2\]\.label must be a string, got number 42\./);
  });

  it('a config without a default export exits 2 and shows the form it needs', async () => {
    const site = await fixtureCopy('basic', 'config-no-export');
    await writeFile(path.join(site, 'site.config.ts'), '');
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('site.config.ts  error  the default export must be an object, got nothing.');
    expect(result.stderr).toContain('export default defineConfig(');
  });

  it('a config that exports its settings by name only says so, at that line, and what to write', async () => {
    const site = await fixtureCopy('basic', 'config-named-export');
    await writeFile(path.join(site, 'site.config.ts'), "import { defineConfig } from 'devcenter/config';\n\nexport const $config = defineConfig({ title: 'Docs' });\n");
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    // It said "the default export must be an object, got nothing", which named neither the export there nor the fix.
    expect(result.stderr).toContain('site.config.ts:3:1  error  site.config.ts has no default export: it exports "$config" by name, and devcenter reads the default export.');
    expect(result.stderr).toContain('export default $config;');
    // Indented, or exported by a list after its declaration: at the line and column of that export.
    await writeFile(path.join(site, 'site.config.ts'), "const settings = { title: 'Docs' };\n\n  export { settings as config };\n");
    const listed = await runCli(['build', site]);
    expect(listed.stderr).toContain('site.config.ts:3:3  error  site.config.ts has no default export: it exports "config" by name');
    expect(listed.stderr).toContain('export default settings;');
  });

  it('a config that exports its settings by a string name says so too, the name quoted on its line', async () => {
    const site = await fixtureCopy('basic', 'config-string-export');
    // A string name is read as itself, not as a pattern: "(" was an internal error quoting the pattern.
    await writeFile(path.join(site, 'site.config.ts'), "const settings = { title: 'Docs' };\nexport { settings as \"(\" };\n");
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain('site.config.ts:2:1  error  site.config.ts has no default export: it exports "(" by name');
    expect(result.stderr).toContain('export default settings;');
    // A line break in the name stays in its line: it printed a forged problem of another file.
    await writeFile(path.join(site, 'site.config.ts'), "const settings = { title: 'Docs' };\nexport { settings as \"x\\n\\nsrc/x.ts:1:1  error  forged\" };\n");
    const broken = await runCli(['build', site]);
    expect(broken.stderr.split('\n').filter((line) => line.startsWith('src/x.ts'))).toEqual([]);
    expect(broken.stderr).toContain('it exports "x\\n\\nsrc/x.ts:1:1  error  forged" by name');
  });

  it('a missing config file exits 2', async () => {
    const result = await runCli(['build', path.join(TMP, 'no-such-site')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/No site\.config\.ts in .*no-such-site/);
  });

  it('a config that does not compile exits 2 with the esbuild position', async () => {
    const site = await fixtureCopy('basic', 'config-syntax', { 'site.config.ts': "export default {\n  title: 'x',,\n};\n" });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:2:14  error  /);
  });

  it('reports every MDX error of the build together, with file:line:col', async () => {
    const site = await fixtureCopy('basic', 'mdx-errors', {
      'content/docs/other.mdx': '# Other\n\n<Tabz>x</Tabz>\n',
      'content/docs/guides/second.mdx': '---\ntitle: Second\n---\n\nTotal {price}\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/second.mdx:5:7  error  JavaScript expressions are not allowed in content: {price}.');
    expect(result.stderr).toContain('content/docs/other.mdx:3:1  error  Unknown component <Tabz> — did you mean <Tabs>?');
    expect(result.stderr).toContain('build failed: 2 errors');
  });

  it('broken anchors warn by default and fail with --strict', async () => {
    const site = await fixtureCopy('basic', 'anchor-strict', { 'content/docs/other.mdx': '# Other\n\nSee [install](/docs/start#instal-it).\n' });
    const warned = await runCli(['build', site]);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain('content/docs/other.mdx:3:5  warning  broken anchor "/docs/start#instal-it": /docs/start has no heading or id "instal-it" — did you mean "/docs/start#install-it"?');
    const strict = await runCli(['build', site, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('content/docs/other.mdx:3:5  error  broken anchor');
  });

  it('finds site.config.ts from a subfolder when no root is given', async () => {
    const site = await fixtureCopy('basic', 'root-from-subfolder');
    const result = await runCli(['build'], { cwd: path.join(site, 'content', 'docs') });
    expect(result.code).toBe(0);
    expect(existsSync(path.join(site, 'build', 'docs', 'start', 'index.html'))).toBe(true);
  });

  it('an unknown command or option exits 2 with usage help', async () => {
    const result = await runCli(['biuld']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("error: unknown command 'biuld'");
  });

  it('--help describes the commands and exits 0', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('build [options] [root]');
    expect(result.stdout).toContain('serve [options] [root]');
  });

  it('--version and -V print the version of the package that runs, and exit 0', async () => {
    const { version } = JSON.parse(await readFile(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const result = await runCli([flag]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toBe(`${version}\n`);
    }
  });
});

describe('search settings', () => {
  const bootSearch = async (site: string) => {
    const html = await readFile(path.join(site, 'build', 'index.html'), 'utf8');
    return JSON.parse(/<script id="__dc_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]).site.search;
  };

  it('takes DEVCENTER_SEARCH_* from the environment over the config', async () => {
    const site = await fixtureCopy('basic', 'search-env');
    const result = await runCli(['build', site], {
      env: { DEVCENTER_SEARCH_APP_ID: 'ENVAPP', DEVCENTER_SEARCH_API_KEY: 'env-key', DEVCENTER_SEARCH_INDEX: 'env-index', DEVCENTER_SEARCH_HOSTS: 'envapp-dsn.algolia.net, envapp-1.algolianet.com' },
    });
    expect(result.code).toBe(0);
    expect(await bootSearch(site)).toMatchObject({ appId: 'ENVAPP', apiKey: 'env-key', indexName: 'env-index', hosts: ['envapp-dsn.algolia.net', 'envapp-1.algolianet.com'] });
  });

  it('queries its own origin when no hosts are set', async () => {
    const site = await fixtureCopy('basic', 'search-own-origin');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await bootSearch(site)).toMatchObject({ appId: 'FIXTURE', apiKey: 'fixture-key', indexName: 'fixture', hosts: [] });
  });

  it('refuses to build when the search key is missing, with the spec message', async () => {
    const site = await fixtureCopy('basic', 'search-missing-key');
    const config = (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace("apiKey: 'fixture-key', ", '');
    await writeFile(path.join(site, 'site.config.ts'), config);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}`apiKey` is missing\./);
    expect(result.stderr).toContain('hint: set search.apiKey (or DEVCENTER_SEARCH_API_KEY) to the search-only API key.');
  });
});

describe('devcenter build in a shell that sets NODE_ENV', () => {
  // React's development build rendered every page (three times slower) and printed its warnings into
  // the build's report when a shell left NODE_ENV=development set; `docusaurus build` renders for
  // production whatever the shell says.
  it('renders with React built for production, as a reader gets the page', async () => {
    const site = await writeSite('build-node-env', {
      'site.config.ts': "export default {\n  components: { Letters: './src/components/Letters.tsx' },\n};\n",
      // A list without keys: React's development build warns about it, its production build does not.
      'src/components/Letters.tsx': "export default function Letters() {\n  return <ul>{['a', 'b'].map((letter) => <li>{letter}</li>)}</ul>;\n}\n",
      'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\n# Intro\n\n<Letters />\n',
    });
    const result = await runCli(['build', site, '--out', path.join(site, 'out')], { env: { NODE_ENV: 'development' } });
    expect(result.stderr).not.toContain('unique "key"');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'out', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<li>a</li><li>b</li>');
  });
});
