// A root without site.config.ts: any folder of Markdown under content/docs/ builds with defaults.
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe, writeSite } from '../support/cli.ts';
import { siteCacheDir } from '../../cli/incremental/cache-folder.ts';

const FILES: Record<string, string> = {
  'content/docs/first.md': '# First\n\nHello. See [the second page](./second.md).\n',
  'content/docs/second.md': '---\nsidebar_position: 2\n---\n# Second\n\nText.\n',
  'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nWelcome.\n',
  'content/docs/guides/index.md': '# Guides\n\nOverview.\n',
  'content/docs/guides/setup.md': '# Setup\n\nSteps to install.\n',
  'content/docs/guides/advanced/deep.mdx': '# Deep\n\nMore.\n',
};

describe('zero-config roots', () => {
  let root: string;
  let server: Awaited<ReturnType<typeof startServe>> | undefined;
  const read = (file: string) => readFile(path.join(root, 'build', file), 'utf8');

  beforeAll(async () => {
    root = await writeSite('zero-config-docs', FILES);
  });
  afterAll(() => server?.stop());

  it('builds with the folder name as title and every file under content/docs/ as a docs page', async () => {
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/built \d+ pages/);
    const html = await read('docs/guides/setup/index.html');
    expect(html).toContain('<title>Setup | zero-config-docs</title>');
    for (const route of ['docs/first', 'docs/second', 'docs/intro', 'docs/guides', 'docs/guides/setup', 'docs/guides/advanced/deep']) expect(await read(`${route}/index.html`)).toContain('<h1');
  });

  it('generates one sidebar from the folder tree: a category per folder (named by its index doc), sidebar_position then name', async () => {
    const sidebar = JSON.parse(await read('_dc/sidebars/docs.json')) as { items: { type: string; label: string; items?: { label: string }[] }[] };
    expect(sidebar.items.map((i) => i.label)).toEqual(['Intro', 'Second', 'First', 'Guides']);
    // The folder's index doc is the category's own page (its link), not one of its items, as in Docusaurus.
    expect(sidebar.items[3]).toMatchObject({ type: 'category', label: 'Guides', href: '/docs/guides' });
    expect(sidebar.items[3].items!.map((i) => i.label)).toEqual(['advanced', 'Setup']);
  });

  it('sends / to the first page and answers search with the embedded endpoint', async () => {
    expect(await read('index.html')).toContain('http-equiv="refresh" content="0; url=/docs/intro"');
    server = await startServe([root, '--port', '0']);
    const response = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=DEVCENTER&x-algolia-api-key=devcenter-search-key`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName: 'zero-config-docs', query: 'install' }] }),
    });
    const { results } = (await response.json()) as { results: { hits: { hierarchy: { lvl1: string } }[] }[] };
    expect(results[0].hits[0].hierarchy.lvl1).toBe('Setup');
  });

  it('parses .md as MDX, with a clear error where Markdown text is not valid MDX', async () => {
    const broken = await writeSite('zero-config-broken', { ...FILES, 'content/docs/first.md': '# First\n\nIf a < b then {a} wins.\n' });
    const result = await runCli(['build', broken]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/first\.md:3:\d+/);
    expect(result.stderr).toMatch(/write \\< or &lt;|write \\\{/);
  });

  it('follows a doc\'s front matter from one build to the next (the sidebar\'s reading of each doc is cached by size and time)', async () => {
    const site = await writeSite('zero-config-rebuild', FILES);
    const labels = async () => (JSON.parse(await readFile(path.join(site, 'build', '_dc/sidebars/docs.json'), 'utf8')) as { items: { label: string }[] }).items.map((i) => i.label);
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await labels()).toEqual(['Intro', 'Second', 'First', 'Guides']);
    // The same size, another text: only the modification time tells.
    await writeFile(path.join(site, 'content/docs/first.md'), '---\nsidebar_position: 5\n---\n# First\n\nHello. See [the second page](./second.md).\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await labels()).toEqual(['Intro', 'Second', 'First', 'Guides']);
    await writeFile(path.join(site, 'content/docs/first.md'), '---\nsidebar_position: 0\n---\n# First\n\nHello. See [the second page](./second.md).\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await labels()).toEqual(['First', 'Intro', 'Second', 'Guides']);
    // A cache that cannot be read is read around.
    await writeFile(path.join(siteCacheDir(site), 'doc-entries.json'), '{ not json');
    await writeFile(path.join(site, 'content/docs/second.md'), '---\nsidebar_position: -1\n---\n# Second\n\nText.\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await labels()).toEqual(['Second', 'First', 'Intro', 'Guides']);
  });

  it('reads a folder\'s _category_ file, and stops at one it cannot use with its file, line and column', async () => {
    const site = await writeSite('zero-config-categories', {
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
      'content/docs/guides/setup.md': '# Setup\n\nSteps.\n',
      'content/docs/guides/_category_.yml': 'label: All the guides\nposition: 0\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    // position 0 puts the folder before the doc without one; its label is the file's.
    expect([...html.matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]).slice(0, 2)).toEqual(['All the guides', 'Intro']);

    const broken = async (name: string, text: string) => {
      await rm(path.join(site, 'content', 'docs', 'guides', '_category_.yml'), { force: true });
      await rm(path.join(site, 'content', 'docs', 'guides', '_category_.json'), { force: true });
      await writeFile(path.join(site, 'content', 'docs', 'guides', name), text);
      return runCli(['build', site]);
    };
    // Not JSON (nor YAML): where it stops parsing. A category file is content: a failed build (1), not a config error (2).
    let result = await broken('_category_.json', '{"label": "Guides",, "position": 2}');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/_category_.json:1:20');
    expect(result.stderr).toContain('Invalid category file');
    // A misspelt key and a value of the wrong kind, each at its line, the key named.
    result = await broken('_category_.json', '{\n  "label": "Guides",\n  "postion": 2,\n  "collapsed": "yes"\n}\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/_category_\.json:3:4 +error +Unknown key "postion" in a category file — did you mean "position"\?/);
    expect(result.stderr).toMatch(/_category_\.json:4:4 +error +"collapsed" must be true or false; it is "yes"\./);
    // A link that names no doc.
    result = await broken('_category_.yml', 'label: Guides\nlink:\n  type: doc\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/_category_.yml:2:1');
    // A doc link to a doc that is not there stops the build, as in Docusaurus (it was dropped without a word).
    result = await broken('_category_.json', '{\n  "label": "Guides",\n  "link": {"type": "doc", "id": "intr"}\n}\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/_category_.json:3:34  error  The category\'s link names the doc "intr", and there is no such doc — did you mean "intro"?');
    // A generated index's slug climbing out of its place would write its page over another page (intro's).
    result = await broken('_category_.json', '{\n  "label": "G",\n  "link": {"type": "generated-index", "slug": "../docs/intro", "title": "Hijacked"}\n}\n');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/_category_\.json:3:48 +error +The generated index's slug "\.\.\/docs\/intro" makes an address that has a "\.\." segment/);
    // Aliases that expand without bound are the file's problem, not an internal error.
    const aliases = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...'bcdefghi'.split('').map((name, i) => `${name}: &${name} [${Array(10).fill(`*${'abcdefghi'[i]}`).join(', ')}]`), 'label: *i'];
    result = await broken('_category_.yml', `${aliases.join('\n')}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/guides/_category_.yml:1:1');
    expect(result.stderr).toContain('Invalid category file: Excessive alias count');
    expect(result.stderr).not.toContain('internal error');
    expect(await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).not.toContain('Hijacked');
  });

  it("takes a generated index's image and keywords in a _category_ file, as Docusaurus does; an unknown key of its link is the category file's error at its line, never site.config.ts's", async () => {
    const files = {
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
      'content/docs/parts/wheel.md': '# Wheel\n\nRound.\n',
      'content/docs/parts/_category_.json':
        '{\n  "label": "Parts",\n  "link": {\n    "type": "generated-index",\n    "title": "All parts",\n    "image": "/img/parts.png",\n    "keywords": ["parts", "spares"]\n  }\n}\n',
    };
    const site = await writeSite('zero-config-category-index-image', files);
    let result = await runCli(['build', site]);
    expect(result.stderr).not.toContain('site.config.ts');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'build', 'docs', 'category', 'parts', 'index.html'), 'utf8')).toContain('All parts');
    // A misspelt key of the link: Docusaurus's schema refuses it too; it is told in the file that has it.
    await writeFile(path.join(site, 'content/docs/parts/_category_.json'), '{\n  "label": "Parts",\n  "link": {\n    "type": "generated-index",\n    "titel": "All parts"\n  }\n}\n');
    result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('site.config.ts');
    expect(result.stderr).toMatch(/content\/docs\/parts\/_category_\.json:5:6 +error +Unknown key "titel" in the category's link — did you mean "title"\?/);
  });

  it('serves the docs where a config adding to the defaults says (docs.version.path), the root included', async () => {
    for (const [docsPath, first] of [['/guide', '/guide/intro'], ['/', '/intro']]) {
      const site = await writeSite(`zero-config-docs-path${docsPath.replace('/', '-')}`, {
        'site.config.ts': `export default { docs: { version: { path: '${docsPath}' } } };\n`,
        'content/docs/intro.md': '# Intro\n\nHello.\n',
      });
      const checked = await runCli(['check', site]);
      expect(checked.stdout + checked.stderr).toContain('no problems');
      expect(checked.code).toBe(0);
      expect((await runCli(['build', site])).code).toBe(0);
      // The home page and the navbar lead to the first doc where it is (never "//intro": another host).
      expect(await readFile(path.join(site, 'build', 'index.html'), 'utf8')).toContain(`url=${first}"`);
      expect(await readFile(path.join(site, 'build', first.slice(1), 'index.html'), 'utf8')).toContain(`href="${first}"`);
    }
  });

  it('sends / to the doc at the docs\' address (slug: /) when there is one, not to the first sidebar\'s first doc', async () => {
    const site = await writeSite('zero-config-docs-home', {
      'sidebars.js': "module.exports = { recipes: ['recipes'], docs: ['introduction'] };\n",
      'content/docs/recipes.md': '# About the Examples\n\nRecipes.\n',
      'content/docs/introduction.md': '---\nslug: /\n---\n# Introduction\n\nHello.\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await readFile(path.join(site, 'build', 'index.html'), 'utf8')).toContain('http-equiv="refresh" content="0; url=/docs"');
  });

  it('finds a zero-config root from its content/ or a docs folder when no root is given, never a site.config.ts further up', async () => {
    const site = await writeSite('zero-config-root-from-subfolder', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'content/docs/guides/setup.md': '# Setup\n\nSee [the intro](../intro.md).\n',
    });
    for (const folder of ['content', 'content/docs/guides']) {
      const result = await runCli(['check'], { cwd: path.join(site, folder) });
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^checked 2 pages in \d+ ms: no problems\n$/);
      expect(result.code).toBe(0);
    }
  });

  it('walks past a file named content on the way up, never an internal error (ENOTDIR), to the root above', async () => {
    const site = await writeSite('zero-config-content-file', { 'content/docs/intro.md': '# Intro\n\nHello.\n', 'notes/content': 'a file\n', 'notes/today/.keep': '' });
    const result = await runCli(['check'], { cwd: path.join(site, 'notes', 'today') });
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^checked 1 page in \d+ ms: no problems\n$/);
    expect(result.code).toBe(0);
  });

  // A config is code the build runs: one another user left in a shared folder up the way (/tmp)
  // must not run for whoever starts devcenter below it. Ownership needs root to set up.
  it.skipIf(typeof process.getuid !== 'function' || process.getuid() !== 0)("on the way up, passes a root that another user owns (its folder or its site.config.ts), and builds it when named", async () => {
    // Outside this repository, whose own site.config.ts would be found further up.
    const shared = await mkdtemp(path.join(tmpdir(), 'devcenter-foreign-root-'));
    await mkdir(path.join(shared, 'content', 'docs'), { recursive: true });
    await mkdir(path.join(shared, 'mine'));
    await writeFile(path.join(shared, 'site.config.ts'), "export default { title: 'Planted', url: 'https://planted.example' };\n");
    await writeFile(path.join(shared, 'content', 'docs', 'intro.md'), '# Intro\n\nHello.\n');
    const below = path.join(shared, 'mine');
    const ours = await runCli(['check'], { cwd: below });
    expect(ours.code).toBe(0);
    await chown(path.join(shared, 'site.config.ts'), 12345, 12345);
    const planted = await runCli(['check'], { cwd: below });
    expect(planted.code).toBe(2);
    expect(planted.stderr).toContain(`No site.config.ts in ${below}`);
    expect(planted.stderr).toContain(`hint: ${shared} holds a site, but it belongs to another user, so it is not used unasked`);
    await chown(path.join(shared, 'site.config.ts'), 0, 0);
    await chown(shared, 12345, 12345);
    expect((await runCli(['check'], { cwd: below })).code).toBe(2);
    // Named, it is the user's choice: built.
    expect((await runCli(['check', shared])).code).toBe(0);
    await rm(shared, { recursive: true, force: true });
  });

  it('says a docs or docs.version of a config adding to the defaults that is no object must be one, never that its letters are unknown settings', async () => {
    const cases: [string, string][] = [
      ["export default { docs: 'x' };\n", 'site.config.ts:1:18  error  docs must be an object, got string "x".'],
      ["export default { title: 'T', url: 'https://t.example', docs: 'x' };\n", 'site.config.ts:1:56  error  docs must be an object, got string "x".'],
      ["export default { docs: { version: 'x' } };\n", 'site.config.ts:1:26  error  docs.version must be an object, got string "x".'],
    ];
    for (const [config, error] of cases) {
      const site = await writeSite('zero-config-docs-not-object', { 'site.config.ts': config, 'content/docs/intro.md': '# Intro\n\nHello.\n' });
      const result = await runCli(['check', site]);
      expect(result.code).toBe(2);
      expect(result.stderr).not.toContain('is not a known setting');
      expect(result.stderr).toContain(error);
    }
  });

  it('still refuses a folder with neither site.config.ts nor content/docs/', async () => {
    const empty = await writeSite('zero-config-empty', { 'README.md': '# Nothing\n' });
    const result = await runCli(['build', empty]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no Markdown under content/docs/');
  });

  it('tells a folder of Markdown written outside content/docs/ to move its pages there, naming them and the address one gets', async () => {
    const loose = await writeSite('zero-config-loose-markdown', { 'README.md': '# Repo\n', 'intro.md': '# Intro\n', 'guides/setup.mdx': '# Setup\n' });
    const result = await runCli(['build', loose]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('This folder holds Markdown (intro.md, guides/setup.mdx) outside content/docs/.');
    expect(result.stderr).toContain('hint: move the pages into content/docs/ (content/docs/intro.md is served at /docs/intro), or run devcenter');
    // The hint is right: moved so, the folder builds and the page is where it said.
    await mkdir(path.join(loose, 'content', 'docs'), { recursive: true });
    await writeFile(path.join(loose, 'content', 'docs', 'intro.md'), '# Intro\n');
    expect((await runCli(['build', loose])).code).toBe(0);
    expect(await readFile(path.join(loose, 'build', 'docs', 'intro', 'index.html'), 'utf8')).toContain('<h1');
  });

  it('names a loose Markdown file whose name holds a line break on one line, so no line of the report is one the name wrote', async () => {
    const loose = await writeSite('zero-config-loose-markdown-newline', { 'a\n::warning::pwned.md': '# A\n', 'b\u001b[2Jc.md': '# B\n' });
    const result = await runCli(['build', loose]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('This folder holds Markdown (a\\u000a::warning::pwned.md, b\\u001b[2Jc.md) outside content/docs/.');
    expect(result.stderr.split('\n').some((line) => line.startsWith('::'))).toBe(false);
  });

  it('reports a page whose file name holds a line break on its lines, so no line of the report is one the name wrote', async () => {
    const site = await writeSite('zero-config-page-newline-name', { 'content/docs/a.md': '# A\n', 'content/docs/b\n::warning::pwned.md': '# B <b>\n' });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/b\\u000a::warning::pwned.md:1:5  error  Could not parse MDX');
    expect(result.stderr.split('\n').some((line) => line.startsWith('::'))).toBe(false);
  });

  it('tells a Docusaurus site as it is laid out (docs/ and blog/ beside docusaurus.config.js) what to move where', async () => {
    const docusaurus = await writeSite('zero-config-docusaurus-layout', { 'docusaurus.config.js': 'module.exports = {};\n', 'docs/intro.md': '# Intro\n', 'blog/2024-01-01-hi.md': '# Hi\n' });
    const result = await runCli(['build', docusaurus]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('This is a Docusaurus site (docusaurus.config.js): devcenter reads the docs from content/docs/ and the blog from content/blog/.');
    expect(result.stderr).toContain('hint: move docs/ to content/docs/ and blog/ to content/blog/; static/ and sidebars.js stay beside content/');
    // The TypeScript starter's sidebars file is named as it is.
    await writeFile(path.join(docusaurus, 'sidebars.ts'), 'export default {};\n');
    expect((await runCli(['build', docusaurus])).stderr).toContain('static/ and sidebars.ts stay beside content/');
  });

  it("names the docs folder a Docusaurus config gives its docs plugin (a const, or a folder above the site) and the line that gives it", async () => {
    // Dagger's './current_docs' through a const; its docs/ folder holds no docs.
    const named = await writeSite('zero-config-docusaurus-docs-path', {
      'docusaurus.config.ts': "const docsPath = './current_docs';\nexport default {\n  presets: [['classic', {\n    docs: {\n      path: docsPath,\n    },\n  }]],\n};\n",
      'current_docs/intro.md': '# Intro\n',
      'docs/design.md': '# Notes\n',
    });
    const result = await runCli(['build', named]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('hint: docusaurus.config.ts:5 names the docs folder "./current_docs": move current_docs/ to content/docs/; static/');
    // Flipper's website/, whose docs are ../docs.
    const above = await writeSite('zero-config-docusaurus-docs-above', { 'docusaurus.config.js': "module.exports = {\n  presets: [['classic', { docs: { path: '../docs' } }]],\n};\n" });
    expect((await runCli(['build', above])).stderr).toContain('hint: docusaurus.config.js:2 names the docs folder "../docs": move ../docs/ to content/docs/; static/');
  });

  it("names the newest kept version's folder and sidebars when a Docusaurus site keeps no current docs (includeCurrentVersion: false, no docs/)", async () => {
    const kept = await writeSite('zero-config-docusaurus-no-current-docs', {
      'docusaurus.config.js': "module.exports = {\n  presets: [['classic', { docs: { includeCurrentVersion: false } }]],\n};\n",
      'sidebars.js': 'module.exports = {};\n',
      'versions.json': '["2.0", "1.0"]\n',
      'versioned_docs/version-2.0/intro.md': '# Intro\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n',
      'versioned_sidebars/version-2.0-sidebars.json': '{}\n',
    });
    const result = await runCli(['build', kept]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('This is a Docusaurus site (docusaurus.config.js) without current docs (no docs/), whose published docs are version 2.0, the first of versions.json');
    expect(result.stderr).toContain(
      'hint: move versioned_docs/version-2.0/ to content/docs/, and make versioned_sidebars/version-2.0-sidebars.json the sidebars file (sidebars.json beside content/, in place of sidebars.js); static/ stays beside content/',
    );
  });

  // react-native-paper's lastVersion: '5.x', beside versions.json's first, its unreleased 6.x: it was told to move 6.x.
  it("names the version the docs' lastVersion serves, not the first of versions.json, when the config names one", async () => {
    const kept = await writeSite('zero-config-docusaurus-no-current-docs-last', {
      'docusaurus.config.js': "module.exports = {\n  presets: [['classic', { docs: { includeCurrentVersion: false, lastVersion: '1.0' } }]],\n};\n",
      'sidebars.js': 'module.exports = {};\n',
      'versions.json': '["2.0", "1.0"]\n',
      'versioned_docs/version-2.0/intro.md': '# Intro\n',
      'versioned_docs/version-1.0/intro.md': '# Intro\n',
      'versioned_sidebars/version-1.0-sidebars.json': '{}\n',
      'versioned_sidebars/version-2.0-sidebars.json': '{}\n',
    });
    const result = await runCli(['build', kept]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("without current docs (no docs/), whose published docs are version 1.0, the docs' lastVersion: devcenter reads the docs from content/docs/.");
    expect(result.stderr).toContain('hint: move versioned_docs/version-1.0/ to content/docs/, and make versioned_sidebars/version-1.0-sidebars.json the sidebars file');
  });

  it('tells `serve` pointed at the folder a build wrote (its docs/ holds pages) to pass the root and that folder as --out, not to move docs/', async () => {
    const root = await writeSite('zero-config-serve-output', { 'content/docs/intro.md': '# Intro\n' });
    expect((await runCli(['build', root])).code).toBe(0);
    const built = path.join(root, 'build');
    const result = await runCli(['serve', built, '--port', '0']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`It is a site devcenter built (it has .devcenter-build.json), not a site's root.`);
    expect(result.stderr).toContain(`hint: pass the site's root (the folder holding site.config.ts or content/), and this folder as --out: devcenter serve <root> --out ${built}.`);
    expect(result.stderr).not.toContain('move docs/');
  });

  it("takes a site.config.ts that names the site (title and url, as a Docusaurus config must) and fills what it leaves out from the folders; without url it says url is missing, and only that", async () => {
    const named = await writeSite('zero-config-named', { 'content/docs/intro.md': '# Intro\n', 'site.config.ts': "export default { title: 'My Site', url: 'https://my-site.example' };\n" });
    expect((await runCli(['build', named])).stderr).toBe('');
    const html = await readFile(path.join(named, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://my-site.example/docs/intro">');
    expect(html).toContain('<title>Intro | My Site</title>');
    expect(html).toContain(`Copyright © ${new Date().getFullYear()} My Site.`);
    const unnamed = await writeSite('zero-config-no-url', { 'content/docs/intro.md': '# Intro\n', 'site.config.ts': "export default { title: 'My Site' };\n" });
    const result = await runCli(['build', unnamed]);
    expect(result.code).toBe(2);
    expect(result.stderr.match(/  error  /g)).toHaveLength(1);
    expect(result.stderr).toContain('site.config.ts  error  url is missing.');
  });

  it("puts the blog in the navbar when it has posts, and fetches no insights script (no account to send events to), as Docusaurus's starter has neither", async () => {
    const withBlog = await writeSite('zero-config-blog-navbar', { 'content/docs/a.md': '# A\n', 'content/blog/2021-01-01-p.md': '---\ntitle: P\n---\nHello.\n' });
    expect((await runCli(['build', withBlog])).stderr).toBe('');
    const html = await readFile(path.join(withBlog, 'build/docs/a/index.html'), 'utf8');
    expect(html).toContain('<a href="/blog" class="navbar__item navbar__link">Blog</a>');
    expect(html).toContain('"insights":false');
    // An empty blog folder is no blog: no link to a page that is not there.
    const noPosts = await writeSite('zero-config-blog-empty', { 'content/docs/a.md': '# A\n', 'content/blog/authors.yml': 'x:\n  name: X\n' });
    expect((await runCli(['build', noPosts])).stderr).toBe('');
    expect(await readFile(path.join(noPosts, 'build/docs/a/index.html'), 'utf8')).not.toContain('>Blog</a>');
  });

  it("says every problem of a post left out for its date, and nothing of the navbar's Blog link devcenter made to it", async () => {
    const site = await writeSite('zero-config-blog-refused', {
      'content/docs/a.md': '# A\n',
      'content/blog/authors.yml': 'jane:\n  name: Jane\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\ndate: 2024-13-45\ntags: 5\nauthors: [nobody]\n---\n\nHello.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/blog/2024-01-01-post.md:3:1  error  Blog post date "2024-13-45" is not a day of the calendar.');
    expect(result.stderr).toContain('content/blog/2024-01-01-post.md:4:1  error  Frontmatter "tags" must be a list of tags (strings), got 5.');
    expect(result.stderr).toContain('content/blog/2024-01-01-post.md:5:1  error  Blog author "nobody" is not in content/blog/authors.yml.');
    expect(result.stderr).not.toContain('navbar');
    expect(result.stderr).toContain('check failed: 3 errors, 0 warnings');
  });

  it('shows no version or language dropdown, one version and one language having nothing to choose; a config asks for them', async () => {
    const bare = await writeSite('zero-config-no-dropdowns', { 'content/docs/a.md': '# A\n' });
    expect((await runCli(['build', bare])).stderr).toBe('');
    const html = await readFile(path.join(bare, 'build/docs/a/index.html'), 'utf8');
    expect(html).toContain('class="navbar__items navbar__items--right"');
    expect(html).not.toContain('navbar__version');
    expect(html).not.toContain('navbar__locale');
    const asked = await writeSite('zero-config-dropdowns', {
      'content/docs/a.md': '# A\n',
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', navbar: { items: [{ label: 'A', to: '/docs/a' }], versionDropdown: true, localeDropdown: true } };\n",
    });
    expect((await runCli(['build', asked])).stderr).toBe('');
    const withDropdowns = await readFile(path.join(asked, 'build/docs/a/index.html'), 'utf8');
    expect(withDropdowns).toContain('navbar__version');
    expect(withDropdowns).toContain('navbar__locale');
  });
});

describe('sidebars nested past any reader\'s use', () => {
  it('is an error naming the file, from a sidebars.json or from folders, never a stack overflow', async () => {
    const deepJson = `{"docs":${'[{"type":"category","label":"c","items":'.repeat(1500)}["a"]${'}]'.repeat(1500)}}`;
    const json = await writeSite('zero-config-deep-json', { 'content/docs/a.md': '# A\n\nA.\n', 'sidebars.json': deepJson });
    let result = await runCli(['check', json]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('sidebars.json  error  sidebars.json nests its sidebar items more than 100 levels deep.');
    expect(result.stderr).toContain('check failed: 1 error');
    expect(result.stderr).not.toContain('internal error');

    const folders = await writeSite('zero-config-deep-folders', { [`content/docs/${'d/'.repeat(150)}x.md`]: '# X\n\nX.\n' });
    result = await runCli(['build', folders]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/content\/docs\/(d\/){150}x\.md  error  content\/docs\/(d\/){150}x\.md is 150 folders deep/);
    expect(result.stderr).toContain('build failed: 1 error');
  });
});
