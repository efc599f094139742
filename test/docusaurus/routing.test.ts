// Docusaurus's routing and front matter (issue #16, point 4), on a zero-config root written here: doc
// ids, number prefixes, slugs, index docs, `_category_` files, unlisted and draft docs, pagination,
// TOC levels, head tags, Markdown file links, and what a reader sees of them in Chromium.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docRouteOfFile, docusaurusDocId, splitNumberPrefix } from '../../cli/content/doc-path.ts';
import { resolveLinkTarget } from '../../cli/content/resolve-link.ts';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, servedInBrowser } from '../support/browser.ts';
import { runCli, startServe, writeSite } from '../support/cli.ts';

const SITE: Record<string, string> = {
  'content/docs/intro.md':
    '---\nid: welcome\ntitle: Welcome\nsidebar_position: 5\nkeywords: [alpha, beta]\nimage: /img/card.png\n---\n\nRead [the setup](01-guides/01-setup.md#install) first.\n',
  'content/docs/01-guides/index.md': '# Guides home\n\nAll the guides: [set up](./setup), [intro](intro), [the welcome](../welcome), [on a Mac](./01-setup.md?os=mac#install).\n',
  'content/docs/01-guides/01-setup.md': '---\nsidebar_label: Set up\nsidebar_class_name: special\n---\n# Setup\n\n## Install\n\nSteps.\n',
  'content/docs/01-guides/02-intro.md': '---\ntags: [beginner, {label: setup, permalink: /setup}]\n---\n# Intro to guides\n\nText.\n',
  'content/docs/02-reference/_category_.yml': 'label: API reference\nposition: 10\ncollapsed: true\nlink:\n  type: generated-index\n  description: Every API there is.\n',
  'content/docs/02-reference/client.md':
    '---\ntitle: Client\nslug: /client-api\nhide_title: true\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n\nText.\n\n## Top level\n\n### Middle level\n\n#### Low level\n\n#### Lower level\n\n### Second middle\n',
  'content/docs/02-reference/server.md':
    '---\npagination_prev: welcome\npagination_next: null\ncustom_edit_url: https://edit.example/server\n---\n# Server\n\nSee [the guides intro](01-guides/02-intro.md).\n',
  'content/docs/secret.md': '---\nunlisted: true\n---\n# Secret\n\nHidden away.\n',
  'content/docs/wip.md': '---\ndraft: true\n---\n# Work in progress\n',
  'content/docs/_partial.md': '# A partial\n',
  'content/docs/_drafts/notes.md': '# Notes\n',
  'content/docs/zeta.md': '---\nowner: someone\n---\n# Zeta\n',
  'content/docs/omega.md': '---\nowner: someone\n---\n# Omega\n',
  'content/docs/solo.md': '---\ndisplayed_sidebar: null\n---\n# Solo\n\nNo sidebar here.\n',
  'content/docs/excerpt.md': "# Excerpt\n\n![A chart](/img/card.png)\n\nThe **first** words with [a link](solo.md),\n`code` and {'an expression'}.\n\nThe second paragraph.\n",
  'content/docs/quiet.md': "---\ndescription: ''\n---\n# Quiet\n\nNot a description.\n",
  // The image excerpt.md shows (a Markdown image at an address of the site must exist, as in Docusaurus).
  'static/img/card.png': 'png',
};

describe('Docusaurus ids and addresses, by its rules', () => {
  it('strips number prefixes from file and folder names, but not from dates or versions', () => {
    expect(splitNumberPrefix('01-intro')).toEqual({ name: 'intro', position: 1 });
    expect(splitNumberPrefix('003 - My doc')).toEqual({ name: 'My doc', position: 3 });
    expect(splitNumberPrefix('2021-11-notes')).toEqual({ name: '2021-11-notes' });
    expect(splitNumberPrefix('7.0-release')).toEqual({ name: '7.0-release' });
    expect(docRouteOfFile('01-guides/02-intro.md', {})).toBe('guides/intro');
  });

  it('takes the last segment of the id from `id` and keeps the folders; `slug` changes only the address', () => {
    expect(docusaurusDocId('01-guides/02-setup.md', { id: 'install' })).toBe('guides/install');
    expect(docRouteOfFile('01-guides/02-setup.md', { id: 'install' })).toBe('guides/install');
    expect(docRouteOfFile('guides/setup.md', { slug: '/start' })).toBe('start');
    expect(docRouteOfFile('guides/setup.md', { slug: '../top' })).toBe('top');
    expect(docRouteOfFile('guides/README.md', {})).toBe('guides');
    expect(docRouteOfFile('guides/Guides.md', {})).toBe('guides');
  });

  it('looks for a bare Markdown file link beside the file, then from the docs folder; ./ links only beside it', () => {
    expect(resolveLinkTarget('guides/a.mdx#x', 'docs/api/b.mdx', '/docs/api/b')).toEqual({ kind: 'file', contentPaths: ['docs/api/guides/a.mdx', 'docs/guides/a.mdx', 'guides/a.mdx'], hash: 'x' });
    expect(resolveLinkTarget('/guides/a.mdx', 'docs/api/b.mdx', '/docs/api/b')).toEqual({ kind: 'file', contentPaths: ['docs/guides/a.mdx', 'guides/a.mdx'], hash: '' });
    expect(resolveLinkTarget('./a.mdx', 'docs/api/b.mdx', '/docs/api/b')).toEqual({ kind: 'file', contentPaths: ['docs/api/a.mdx'], hash: '' });
  });
});

describe('a zero-config root written for Docusaurus', () => {
  let root: string;
  let build: { code: number; stdout: string; stderr: string };
  const read = (file: string) => readFile(path.join(root, 'build', file), 'utf8');
  const data = async (route: string) => JSON.parse(await read(`_dc/data${route}.json`));

  beforeAll(async () => {
    root = await writeSite('docu-routing', SITE);
    build = await runCli(['build', root]);
  });

  it('builds, with one warning for a frontmatter key the site does not know, naming how many files have it', () => {
    expect(build.code).toBe(0);
    const warnings = build.stderr.split('\n').filter((l) => l.includes('Unknown frontmatter key'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/content\/docs\/(omega|zeta)\.md:2:1 +warning +Unknown frontmatter key "owner" is ignored \(in 2 files; this is the first\)/);
  });

  it('gives each doc the address Docusaurus gives it, and leaves drafts and _ files out', async () => {
    for (const route of ['docs/welcome', 'docs/guides', 'docs/guides/setup', 'docs/guides/intro', 'docs/client-api', 'docs/reference/server', 'docs/secret', 'docs/category/api-reference'])
      expect(await read(`${route}/index.html`)).toContain('<html');
    for (const gone of ['docs/wip', 'docs/intro', 'docs/01-guides/01-setup', 'docs/_partial', 'docs/_drafts/notes'])
      await expect(read(`${gone}/index.html`)).rejects.toThrow(/ENOENT/);
  });

  it('orders the sidebar by position then file name, with categories from folders, _category_ files and index docs', async () => {
    const sidebar = JSON.parse(await read('_dc/sidebars/docs.json')) as { items: Item[] };
    expect(sidebar.items.map((i) => i.label)).toEqual(['Guides home', 'Welcome', 'API reference', 'Excerpt', 'Omega', 'Quiet', 'Solo', 'Zeta']);
    const [guides, , reference] = sidebar.items;
    // Docusaurus's default: collapsed, unless the category says otherwise (the reader's page opens its own).
    expect(guides).toMatchObject({ type: 'category', href: '/docs/guides', collapsed: true });
    // The index doc is the category's own page (its label's link), not one of its items, as in Docusaurus.
    expect(guides.items!.map((i) => [i.label, i.href])).toEqual([
      ['Set up', '/docs/guides/setup'],
      ['Intro to guides', '/docs/guides/intro'],
    ]);
    expect(guides.items![0].className).toBe('special');
    // On its own page the category is open, its label marked as the reader's page.
    const html = await read('docs/guides/index.html');
    expect(html).toContain('<a href="/docs/guides" class="menu__link menu__link--sublist menu__link--active" aria-current="page">Guides home</a>');
    expect(html).toContain('href="/docs/guides/setup"');
    expect(reference).toMatchObject({ type: 'category', collapsed: true, href: '/docs/category/api-reference' });
    expect(JSON.stringify(sidebar)).not.toContain('Secret');
  });

  it('renders a generated index page listing the category', async () => {
    const page = await data('/docs/category/api-reference');
    expect(page.title).toBe('API reference');
    expect(JSON.stringify(page.content)).toContain('Every API there is.');
    // A card for each item, as Docusaurus's DocCardList: the title, and what the page says of itself.
    expect(JSON.stringify(page.content)).toContain('["Card",{"title":"Client","to":"/docs/client-api"},"Text."]');
    expect(JSON.stringify(page.content)).toContain('["Card",{"title":"Server","to":"/docs/reference/server"},"See the guides intro."]');
    // In previous/next the index leads its category, as in Docusaurus: it comes before the category's first page.
    expect(page.next).toEqual({ label: 'Client', href: '/docs/client-api' });
    expect((await data('/docs/client-api')).prev).toEqual({ label: 'API reference', href: '/docs/category/api-reference' });
    // A category's page ends its breadcrumbs at the category, not at the category and then itself.
    expect(page.breadcrumbs).toEqual([{ label: 'API reference' }]);
    expect((await data('/docs/guides')).breadcrumbs).toEqual([{ label: 'Guides home' }]);
    expect((await data('/docs/guides/setup')).breadcrumbs).toEqual([{ label: 'Guides home' }, { label: 'Set up' }]);
  });

  it('follows hide_title, the TOC levels, pagination overrides and custom_edit_url', async () => {
    const client = await data('/docs/client-api');
    expect(JSON.stringify(client.content)).not.toContain('"h1"');
    expect(client.toc.map((t: { id: string }) => t.id)).toEqual(['middle-level', 'low-level', 'lower-level', 'second-middle']);
    const server = await data('/docs/reference/server');
    expect(server.prev).toEqual({ label: 'Welcome', href: '/docs/welcome' });
    expect(server.next).toBeNull();
    expect(server.editUrl).toBe('https://edit.example/server');
    expect((await data('/docs/solo')).sidebarId).toBeNull();
    expect((await data('/docs/zeta')).sidebarId).toBe('docs');
  });

  it('resolves Markdown file links from the file, then from the docs folder', async () => {
    expect(await read('docs/welcome/index.html')).toContain('href="/docs/guides/setup#install"');
    expect(await read('docs/reference/server/index.html')).toContain('href="/docs/guides/intro"');
  });

  it('resolves an index doc\'s relative links from its folder, as its Docusaurus address ends in "/", and keeps a link\'s query', async () => {
    // Docusaurus serves guides/index.md at /docs/guides/: ./setup is /docs/guides/setup there.
    const home = await read('docs/guides/index.html');
    expect(home).toContain('href="/docs/guides/setup">set up<');
    expect(home).toContain('href="/docs/guides/intro">intro<');
    expect(home).toContain('href="/docs/welcome">the welcome<');
    expect(home).toContain('href="/docs/guides/setup?os=mac#install">on a Mac<');
    // And check found none of them broken (the build's only warning is the unknown front matter key).
    expect(build.stderr).not.toContain('broken link');
  });

  it('links a doc\'s tags under its content to their pages (test/cli/doc-tags.test.ts has the rest)', async () => {
    expect(JSON.stringify((await data('/docs/guides/intro')).content)).toContain(
      '["div",{"className":"doc-tags"},["b",null,"Tags:"],["ul",{"className":"doc-tags__list"},["li",null,["a",{"className":"doc-tag","href":"/docs/tags/beginner"},"beginner"]],["li",null,["a",{"className":"doc-tag","href":"/docs/tags/setup"},"setup"]]]]',
    );
    expect(JSON.stringify((await data('/docs/guides/setup')).content)).not.toContain('doc-tags');
  });

  it('puts keywords and the page image in the head', async () => {
    const html = await read('docs/welcome/index.html');
    expect(html).toContain('<meta name="keywords" content="alpha, beta">');
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:3000/img/card.png">');
  });

  it('describes a doc without a description by its first paragraph with text, as Docusaurus does; an empty one stays empty', async () => {
    const html = await read('docs/excerpt/index.html');
    expect(html).toContain('<meta name="description" content="The first words with a link, code and an expression.">');
    expect(html).toContain('<meta property="og:description" content="The first words with a link, code and an expression.">');
    expect(await read('docs/quiet/index.html')).not.toContain('name="description"');
    expect(await read('docs/welcome/index.html')).toContain('<meta name="description" content="Read the setup first.">');
  });

  it('builds an unlisted doc, but keeps it out of the sitemap and search, and asks crawlers not to index it', async () => {
    expect(await read('docs/secret/index.html')).toContain('<meta name="robots" content="noindex, follow">');
    expect(await read('sitemap.xml')).not.toContain('/docs/secret');
    expect(await read('sitemap.xml')).toContain('/docs/welcome');
    expect(await read('search-records.json')).not.toContain('/docs/secret');
  });
});

describe('a page whose h1 is not its first block', () => {
  it('renders that h1 once (no title of its own on top), and takes its title from the file as Docusaurus does', async () => {
    const root = await writeSite('docu-routing-late-h1', {
      'content/docs/late.md': 'Intro paragraph.\n\n# Late title\n\nBody.\n',
      'content/docs/ruled.md': 'Intro.\n\n---\n\n# After a rule\n\nBody.\n',
    });
    expect((await runCli(['build', root])).code).toBe(0);
    const late = await readFile(path.join(root, 'build', 'docs', 'late', 'index.html'), 'utf8');
    expect(late.match(/<h1[ >]/g)).toHaveLength(1);
    expect(late).toContain('<title>late |');
    // A thematic break before the h1: Docusaurus renders a title of its own above the content.
    const ruled = await readFile(path.join(root, 'build', 'docs', 'ruled', 'index.html'), 'utf8');
    expect(ruled.match(/<h1[ >]/g)).toHaveLength(2);
  });
});

describe("a doc's relative links", () => {
  it('are written out whole, Markdown and JSX, as the check resolved them: a host that serves /docs/cli/a as /docs/cli/a/ does not move them a folder down', async () => {
    const root = await writeSite('docu-routing-relative-links', {
      'content/docs/cli/a.md': '# A\n\n[up](../b), [beside](./c?x=1#c), [bare](c), <a href="../b#b">jsx</a>, [mail](mailto:a@b.example), [here](#a), [root](/docs/b), [caf\u00e9](../caf\u00e9).\n',
      'content/docs/b.md': '# B\n',
      'content/docs/café.md': '# Café\n',
      'content/docs/cli/c.md': '# C\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(root, 'build/docs/cli/a/index.html'), 'utf8');
    const content = html.slice(html.indexOf('<h1'));
    for (const [href, text] of [['/docs/b', 'up'], ['/docs/cli/c?x=1#c', 'beside'], ['/docs/cli/c', 'bare'], ['/docs/b#b', 'jsx'], ['#a', 'here'], ['/docs/b', 'root'], ['/docs/caf%C3%A9', 'café']])
      expect(content).toContain(`href="${href}">${text}<`);
    expect(content).toContain('href="mailto:a@b.example"');
  });

  // Uniswap's docs link to /…/types/beforeswapdelta and pair-erc-20#permit, pages whose addresses are
  // BeforeSwapDelta and Pair-ERC-20: Docusaurus's router and check match paths whatever their case.
  it("lead to the page whose address differs from theirs in case alone, as in Docusaurus, written with the page's", async () => {
    const root = await writeSite('docu-routing-link-case', {
      'content/docs/guide.md': '# Guide\n\nSee [the type](/docs/types/deltavalue), [its method](./types/DELTAVALUE#apply) and <a href="types/deltaValue">this</a>; [not one](/docs/types/nowhere), [either](/docs/pair/TOKEN).\n',
      'content/docs/types/DeltaValue.md': '# DeltaValue\n\n## Apply\n',
      // Two pages one case apart: the link names one of them exactly, or neither.
      'content/docs/pair/Token.md': '# Token\n',
      'content/docs/pair/token.md': '---\nid: token-lower\nslug: /pair/token\n---\n# token\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr.match(/broken link "[^"]*"/g)).toEqual(['broken link "/docs/types/nowhere"', 'broken link "/docs/pair/TOKEN"']);
    expect(result.stderr).not.toContain('broken anchor');
    await writeFile(path.join(root, 'content/docs/guide.md'), '# Guide\n\nSee [the type](/docs/types/deltavalue), [its method](./types/DELTAVALUE#apply) and <a href="types/deltaValue">this</a>.\n');
    const built = await runCli(['build', root]);
    expect(built.code).toBe(0);
    const html = await readFile(path.join(root, 'build/docs/guide/index.html'), 'utf8');
    for (const [href, text] of [['/docs/types/DeltaValue', 'the type'], ['/docs/types/DeltaValue#apply', 'its method'], ['/docs/types/DeltaValue', 'this']]) expect(html).toContain(`href="${href}">${text}<`);
  });

  // Detox's baseUrl is /Detox/ and its pages link /docs/x: a link from the root in another case leads under the baseUrl too.
  it('lead under a Docusaurus baseUrl to the page whose address differs from theirs in case alone', async () => {
    const root = await writeSite('docu-routing-link-case-base-url', {
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/proj/', presets: [['classic', { docs: {}, blog: false }]] };\n",
      'content/docs/guide.md': '# Guide\n\nSee [the type](/docs/types/deltavalue#apply) and [the type again](/docs/Types/DeltaValue).\n',
      'content/docs/types/DeltaValue.md': '# DeltaValue\n\n## Apply\n',
    });
    const built = await runCli(['build', root]);
    expect(built.stderr).not.toContain('broken');
    expect(built.code).toBe(0);
    const html = await readFile(path.join(root, 'build/proj/docs/guide/index.html'), 'utf8');
    for (const [href, text] of [['/proj/docs/types/DeltaValue#apply', 'the type'], ['/proj/docs/types/DeltaValue', 'the type again']]) expect(html).toContain(`href="${href}">${text}<`);
  });

  // Jitsi's handbook: baseUrl '/handbook/', a React home page; https://jitsi.github.io/handbook/ was the not-found page.
  it("lead from the baseUrl itself, Docusaurus's home there, to the home page's place here", async () => {
    const config = "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/handbook/', presets: [['classic', { docs: {}, blog: false }]] };\n";
    const reactHome = await writeSite('docu-routing-base-url-home-react', { 'docusaurus.config.js': config, 'src/pages/index.js': 'export default function Home() { return null; }\n', 'content/docs/intro.md': '# Intro\n' });
    expect((await runCli(['build', reactHome])).code).toBe(0);
    expect(await readFile(path.join(reactHome, 'build/handbook/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/handbook/docs/intro">');
    // A home page of its own is served at '/': the baseUrl leads there.
    const mdHome = await writeSite('docu-routing-base-url-home-md', { 'docusaurus.config.js': config, 'content/pages/index.md': '# Home\n', 'content/docs/intro.md': '# Intro\n' });
    expect((await runCli(['build', mdHome])).code).toBe(0);
    expect(await readFile(path.join(mdHome, 'build/handbook/index.html'), 'utf8')).toContain('<meta http-equiv="refresh" content="0; url=/">');
  });

  it("resolve from an address ending in '/' with the config's trailingSlash, as a Docusaurus site with trailingSlash: true writes them, and a broken one says so when that would find the page", async () => {
    const files = {
      'content/docs/intro/migration/guide.md': '# Guide\n\n[multi](../multiple) and [tacos](../../tacos/).\n',
      'content/docs/intro/migration/multiple.md': '# Multiple\n',
      'content/docs/intro/tacos/index.md': '# Tacos\n',
    };
    const plain = await writeSite('docu-routing-no-trailing-slash', files);
    const broken = await runCli(['build', plain]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('content/docs/intro/migration/guide.md:3:1  error  broken link "../multiple"');
    expect(broken.stderr).toContain('hint: from /docs/intro/migration/guide/ it leads to /docs/intro/migration/multiple: a site whose Docusaurus config sets trailingSlash: true writes its relative links so; set trailingSlash: true in site.config.ts too.');
    // A site.config.ts that says only this builds on the zero-config defaults.
    const slashed = await writeSite('docu-routing-trailing-slash', { ...files, 'site.config.ts': 'export default { trailingSlash: true };\n' });
    const built = await runCli(['build', slashed]);
    expect(built.stderr).toBe('');
    const html = await readFile(path.join(slashed, 'build/docs/intro/migration/guide/index.html'), 'utf8');
    expect(html).toContain('href="/docs/intro/migration/multiple">multi<');
    expect(html).toContain('href="/docs/intro/tacos">tacos<');
  });

  // CSpell's docs/dictionaries/index.md (trailingSlash: false) links `./dictionaries/searching-dictionaries`:
  // Docusaurus serves the category index at /docs/dictionaries, so the link leads to a page.
  it("resolve from a category index's address without its '/' when the Docusaurus config sets trailingSlash: false", async () => {
    const files = {
      'content/docs/dictionaries/index.md': '# Dictionaries\n\nSee [searching](./dictionaries/searching) and [the intro](../docs/intro).\n',
      'content/docs/dictionaries/searching.md': '# Searching\n',
      'content/docs/intro.md': '# Intro\n',
    };
    const off = await writeSite('docu-routing-trailing-slash-false', { ...files, 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', trailingSlash: false };\n" });
    const built = await runCli(['build', off]);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const html = await readFile(path.join(off, 'build/docs/dictionaries/index.html'), 'utf8');
    expect(html).toContain('href="/docs/dictionaries/searching">searching<');
    expect(html).toContain('href="/docs/intro">the intro<');
    // Unset, Docusaurus serves it at /docs/dictionaries/, where the same links lead elsewhere.
    const unset = await writeSite('docu-routing-trailing-slash-unset', { ...files, 'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example' };\n" });
    const broken = await runCli(['check', unset]);
    expect(broken.stderr).toContain('content/docs/dictionaries/index.md:3:5  error  broken link "./dictionaries/searching"');
  });
});

describe('front matter Docusaurus would refuse', () => {
  it('names the file, line and fix for an unknown pagination target and a value of the wrong type', async () => {
    const root = await writeSite('docu-routing-bad', {
      'content/docs/a.md': '---\ntitle: A\npagination_next: nowhere\n---\n# A\n',
      'content/docs/b.md': '---\nhide_title: sometimes\n---\n# B\n',
      'content/docs/c.md': '---\ndisplayed_sidebar: guide\n---\n# C\n',
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:1  error  pagination_next names doc "nowhere", which is not a page of the docs.');
    expect(result.stderr).toContain('content/docs/b.md:2:1  error  Frontmatter "hide_title" must be true or false, got "sometimes".');
    expect(result.stderr).toContain('write hide_title as true or false, or remove it.');
    expect(result.stderr).toContain('content/docs/c.md:2:1  error  displayed_sidebar names sidebar "guide", which the site does not have.');
    expect(result.stderr).toContain('write one of: docs, or null to show none.');
  });
});

describe('a zero-config root with a sidebars.js', () => {
  it("puts a doc listed in several sidebars in the last of them, as Docusaurus does, and warns only of a doc listed twice in one sidebar", async () => {
    const root = await writeSite('docu-routing-shared-doc', {
      'content/docs/a.md': '# A\n',
      'content/docs/b.md': '# B\n',
      'content/docs/c.md': '# C\n',
      'content/docs/d.md': '# D\n',
      'sidebars.js': "module.exports = {\n  first: ['a', 'b'],\n  second: ['c', 'b', 'd', 'b'],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('sidebars.js:3:27  warning  sidebars.second[3]: doc "b" is already in this sidebar; its first place is used.');
    expect(result.stderr.match(/  warning  /g)).toHaveLength(1);
    const page = (await readFile(path.join(root, 'build/docs/b/index.html'), 'utf8')).match(/"page":\{"path":"\/docs\/b".*?"next":\{[^}]*\}/)?.[0] ?? '';
    expect(page).toContain('"sidebarId":"second"');
    expect(page).toContain('"prev":{"label":"C","href":"/docs/c"}');
    expect(page).toContain('"next":{"label":"D","href":"/docs/d"}');
    // The first sidebar still lists it, and its neighbours there still lead to it.
    expect(await readFile(path.join(root, 'build/docs/a/index.html'), 'utf8')).toMatch(/"sidebarId":"first".*"next":\{"label":"B","href":"\/docs\/b"\}/);
  });

  // Jitsi's handbook lists seven SDK docs under "SDKs" and again under "Web" and "Mobile": seven warnings of one sidebar.
  it('says the docs listed twice in one sidebar in one warning per sidebar, each other place a note', async () => {
    const root = await writeSite('docu-routing-listed-twice-folded', {
      'content/docs/a.md': '# A\n',
      'content/docs/b.md': '# B\n',
      'content/docs/c.md': '# C\n',
      'sidebars.js': "module.exports = {\n  main: [\n    'a',\n    'b',\n    'c',\n    { type: 'category', label: 'Again', items: ['a', 'b', 'c'] },\n  ],\n  other: ['a', 'a'],\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/  warning  .*/g)).toEqual([
      '  warning  sidebars.main[3].items[0]: doc "a" is already in this sidebar; its first place is used (3 docs listed twice in this sidebar; this is the first).',
      '  warning  sidebars.other[1]: doc "a" is already in this sidebar; its first place is used.',
    ]);
    expect(result.stderr).toContain('note: sidebars.js:6:54  also listed twice: sidebars.main[3].items[1]: doc "b"');
    expect(result.stderr).toContain('note: sidebars.js:6:59  also listed twice: sidebars.main[3].items[2]: doc "c"');
    expect(result.stdout + result.stderr).toMatch(/checked 3 pages in \d+ ms: 2 warnings/);
  });

  // Uniswap's six top categories link a doc of the folder their autogenerated items list: six warnings
  // of a doc "already in this sidebar", at the link's line, for a sidebar Docusaurus builds without a word.
  it("says nothing of a category's linked doc listed again among its items (an autogenerated folder), as Docusaurus lists it there too", async () => {
    const root = await writeSite('docu-routing-linked-doc-in-items', {
      'content/docs/guides/overview.md': '# Overview\n',
      'content/docs/guides/setup.md': '# Setup\n',
      'content/docs/other.md': '# Other\n',
      'sidebars.js': [
        'module.exports = {',
        '  main: [',
        "    { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/overview' }, items: [{ type: 'autogenerated', dirName: 'guides' }] },",
        "    'other',",
        "    'guides/setup',",
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    // A doc written twice outside that is still said.
    expect(result.stderr.match(/  warning  .*/g)).toEqual(['  warning  sidebars.main[2]: doc "guides/setup" is already in this sidebar; its first place is used.']);
  });

  it('reads its sidebars, shorthand and autogenerated items included', async () => {
    const root = await writeSite('docu-routing-sidebars', {
      ...SITE,
      'sidebars.js':
        "module.exports = {\n  main: ['welcome', { type: 'category', label: 'Guides', items: [{ type: 'autogenerated', dirName: '01-guides' }] }],\n  extra: { 'Reference': [{ type: 'doc', id: 'reference/client', label: 'The client' }, 'reference/server'] },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const main = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/main.json'), 'utf8')) as { items: Item[] };
    expect(main.items.map((i) => i.label)).toEqual(['Welcome', 'Guides']);
    // The slice is the folder's own docs: its index doc is one of them, sorted by name like any other.
    expect(main.items[1].items!.map((i) => i.label)).toEqual(['Set up', 'Intro to guides', 'Guides home']);
    const extra = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/extra.json'), 'utf8')) as { items: Item[] };
    expect(extra.items[0].items!.map((i) => [i.label, i.href])).toEqual([
      ['The client', '/docs/client-api'],
      ['Server', '/docs/reference/server'],
    ]);
  });

  it('spreads a list written among the items in place, as Docusaurus reads a slice of items (a sidebar of `[back, ...[[a, b]]]`)', async () => {
    const root = await writeSite('docu-routing-sidebar-slice', {
      'content/docs/home.md': '# Home\n\nH.\n',
      'content/docs/first.md': '# First\n\nF.\n',
      'content/docs/second.md': '# Second\n\nS.\n',
      'content/docs/third.md': '# Third\n\nT.\n',
      'sidebars.js':
        "const part = [[{ type: 'doc', id: 'first', label: 'Start' }, ['second']], 'third'];\nmodule.exports = {\n  main: [{ type: 'ref', id: 'home' }, ...part],\n  nested: [{ type: 'category', label: 'Group', items: [['first', 'second']] }],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const main = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/main.json'), 'utf8')) as { items: Item[] };
    expect(main.items.map((i) => [i.label, i.href])).toEqual([
      ['Home', '/docs/home'],
      ['Start', '/docs/first'],
      ['Second', '/docs/second'],
      ['Third', '/docs/third'],
    ]);
    const nested = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/nested.json'), 'utf8')) as { items: Item[] };
    expect(nested.items[0].items!.map((i) => i.label)).toEqual(['First', 'Second']);
  });

  it('reads a sidebars.json as Jest and Metro keep theirs, and names the file as it is at a mistake in it', async () => {
    const root = await writeSite('docu-routing-sidebars-json', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/zed.md': '# Zed\n\nZ.\n',
      'sidebars.json': '{\n  "docs": { "Start here": ["zed", "intro"] }\n}\n',
    });
    expect((await runCli(['build', root])).code).toBe(0);
    const docs = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
    expect(docs.items.map((i) => [i.label, i.items?.map((c) => c.label)])).toEqual([['Start here', ['Zed', 'Intro']]]);
    await writeFile(path.join(root, 'sidebars.json'), '{\n  "docs": ["zed", "intro",]\n}\n');
    const broken = await runCli(['build', root]);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/^sidebars\.json:2:26 {2}error {2}JSON does not support trailing commas/m);
  });

  it('links a _category_ file\'s doc by its id among the folder\'s own docs first, as Docusaurus does', async () => {
    const root = await writeSite('docu-routing-category-local-ids', {
      'content/docs/alpha/_category_.json': '{ "label": "Alpha", "link": { "type": "doc", "id": "usage" } }',
      'content/docs/alpha/usage.md': '# Alpha usage\n\nA.\n',
      'content/docs/alpha/other.md': '# Alpha other\n\nA.\n',
      'content/docs/beta/_category_.json': '{ "label": "Beta", "link": { "type": "doc", "id": "usage" } }',
      'content/docs/beta/usage.md': '# Beta usage\n\nB.\n',
      'content/docs/beta/other.md': '# Beta other\n\nB.\n',
    });
    const result = await runCli(['build', root, '--strict']);
    expect(result.stderr).toBe('');
    const docs = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
    expect(docs.items.map((i) => [i.label, i.href, i.items?.map((c) => c.href)])).toEqual([
      ['Alpha', '/docs/alpha/usage', ['/docs/alpha/other']],
      ['Beta', '/docs/beta/usage', ['/docs/beta/other']],
    ]);
  });

  it("links a _category_ file's doc named by Docusaurus's id of a folder's index (`ops/index`, as Open WebUI's docs name it), by its full id or its own", async () => {
    const root = await writeSite('docu-routing-category-index-ids', {
      'content/docs/intro.md': '# Intro\n\nI.\n',
      'content/docs/tools/ops/_category_.json': '{ "label": "Ops", "link": { "type": "doc", "id": "tools/ops/index" } }',
      'content/docs/tools/ops/index.md': '# Ops\n\nO.\n',
      'content/docs/tools/ops/logs.md': '# Logs\n\nL.\n',
      'content/docs/runs/_category_.json': '{ "label": "Runs", "link": { "type": "doc", "id": "index" } }',
      'content/docs/runs/index.md': '# Runs\n\nR.\n',
      'content/docs/runs/first.md': '# First\n\nF.\n',
    });
    const result = await runCli(['build', root, '--strict']);
    expect(result.stderr).toBe('');
    const docs = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
    const tools = docs.items.find((i) => i.label === 'tools');
    expect(tools?.items?.map((c) => [c.label, c.href, c.items?.map((g) => g.href)])).toEqual([['Ops', '/docs/tools/ops', ['/docs/tools/ops/logs']]]);
    const runs = docs.items.find((i) => i.label === 'Runs');
    expect([runs?.href, runs?.items?.map((c) => c.href)]).toEqual(['/docs/runs', ['/docs/runs/first']]);
  });

  it("reads the sidebars file the Docusaurus config's sidebarPath names at the root (Actual Budget's require.resolve('./docs-sidebar.js')); one under content/ is never run", async () => {
    const config = (file: string) => `module.exports = {\n  title: 'Named',\n  url: 'https://named.example',\n  presets: [['classic', { docs: { sidebarPath: require.resolve('${file}') } }]],\n};\n`;
    const docs = { 'content/docs/intro.md': '# Intro\n\nI.\n', 'content/docs/guides/setup.md': '# Setup\n\nS.\n' };
    const sidebar = "module.exports = { docs: ['intro', { type: 'category', label: 'How-to', items: ['guides/setup'] }] };\n";
    const labels = async (root: string) => (JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] }).items.map((i) => [i.label, i.items?.map((c) => c.label)]);
    const root = await writeSite('docu-routing-named-sidebars', { ...docs, 'docs-sidebar.js': sidebar, 'docusaurus.config.js': config('./docs-sidebar.js') });
    expect((await runCli(['build', root, '--strict'])).stderr).toBe('');
    expect(await labels(root)).toEqual([['Intro', undefined], ['How-to', ['Setup']]]);
    // A mistake in it is reported in it, by its name.
    await writeFile(path.join(root, 'docs-sidebar.js'), "module.exports = { docs: ['intro', 'guides/setpu'] };\n");
    expect((await runCli(['build', root])).stderr).toMatch(/^docs-sidebar\.js:1:\d+ {2}error/m);
    // Under content/ it is content, which never runs: the sidebar comes from the folders.
    const inContent = await writeSite('docu-routing-named-sidebars-content', { ...docs, 'content/docs-sidebar.js': sidebar, 'docusaurus.config.js': config('./content/docs-sidebar.js') });
    expect((await runCli(['build', inContent, '--strict'])).stderr).toBe('');
    expect(await labels(inContent)).toEqual([['guides', ['Setup']], ['Intro', undefined]]);
  });

  it("reads the sidebars file a sidebarPath names in a folder of the site (typescript-eslint's './sidebars/sidebar.rules.js'), and names it by that path", async () => {
    const root = await writeSite('docu-routing-sidebars-in-folder', {
      'content/docs/intro.md': '---\ndisplayed_sidebar: guideSidebar\n---\n# Intro\n\nI.\n',
      'content/docs/guides/setup.md': '---\ndisplayed_sidebar: guideSidebar\n---\n# Setup\n\nS.\n',
      'sidebars/guide.js': "module.exports = { guideSidebar: ['intro', { type: 'category', label: 'How-to', items: ['guides/setup'] }] };\n",
      'docusaurus.config.js': "module.exports = {\n  title: 'Folder',\n  url: 'https://folder.example',\n  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars/guide.js') } }]],\n};\n",
    });
    // Passed over, the sidebar came from the folders and each displayed_sidebar was an error.
    expect((await runCli(['build', root, '--strict'])).stderr).toBe('');
    const sidebar = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/guideSidebar.json'), 'utf8')) as { items: Item[] };
    expect(sidebar.items.map((i) => [i.label, i.items?.map((c) => c.label)])).toEqual([['Intro', undefined], ['How-to', ['Setup']]]);
    // A mistake in it is reported in it, by its path from the root.
    await writeFile(path.join(root, 'sidebars/guide.js'), "module.exports = { guideSidebar: ['intro', 'guides/setpu'] };\n");
    expect((await runCli(['build', root])).stderr).toMatch(/^sidebars\/guide\.js:1:\d+ {2}error/m);
  });

  it("never runs a sidebarPath into content/ or static/, however its case is written (on macOS ./Content/ is content/)", async () => {
    const root = await writeSite('docu-routing-sidebars-in-content-case', {
      'content/docs/intro.md': '# Intro\n\nI.\n',
      'Content/sidebars.js': "module.exports = { docs: [{ type: 'category', label: 'From content', items: ['intro'] }] };\n",
      'docusaurus.config.js': "module.exports = {\n  title: 'Case',\n  url: 'https://case.example',\n  presets: [['classic', { docs: { sidebarPath: require.resolve('./Content/sidebars.js') } }]],\n};\n",
    });
    expect((await runCli(['build', root])).code).toBe(0);
    expect(await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8')).not.toContain('From content');
  });

  it("runs a sidebars file that imports a package it never reads (KubeVela's stray require('react')), and still refuses one it reads", async () => {
    const root = await writeSite('docu-routing-sidebars-unused-package', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/guides/setup.md': '# Setup\n\nHi.\n',
      'sidebars.js': "const { Component } = require('react');\nconst lodash = require(\"lodash\");\n\nmodule.exports = { docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup'] }] };\n",
    });
    const unused = await runCli(['build', root]);
    expect(unused.stderr).toBe('');
    expect(unused.code).toBe(0);
    expect(await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8')).toContain('>Guides<');
    // Read once, the package is needed: the file is refused, at the import, as before.
    await writeFile(path.join(root, 'sidebars.js'), "const { Component } = require('react');\n\nmodule.exports = { docs: Component ? ['intro'] : [] };\n");
    const used = await runCli(['check', root]);
    expect(used.code).not.toBe(0);
    expect(used.stderr).toContain('sidebars.js:1:31  error  sidebars.js imports the package "react", which devcenter cannot run it with');
  });

  it("leaves out a package import whose name the sidebars file writes only in strings and comments (Karmada's 'Component tools' label)", async () => {
    const root = await writeSite('docu-routing-sidebars-unused-in-strings', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/guides/setup.md': '# Setup\n\nHi.\n',
      'sidebars.js':
        "const { Component } = require(\"react\");\n\n// Component docs come first.\nmodule.exports = { docs: ['intro', { type: 'category', label: \"Component tools\", items: ['guides/setup'] }, { type: 'link', label: `Component API`, href: 'https://example.com/' }] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8')).toContain('>Component tools<');
    // Read in a template's substitution, it is code: refused, as before.
    await writeFile(path.join(root, 'sidebars.js'), "const { Component } = require('react');\n\nmodule.exports = { docs: [{ type: 'link', label: `${Component}`, href: 'https://example.com/' }] };\n");
    const used = await runCli(['check', root]);
    expect(used.code).not.toBe(0);
    expect(used.stderr).toContain('sidebars.js:1:31  error  sidebars.js imports the package "react", which devcenter cannot run it with');
  });

  it("leaves out a package import whose name is a doc id of the sidebars file ('react' among its items), and keeps one the file requires again", async () => {
    const root = await writeSite('docu-routing-sidebars-unused-doc-id', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/react.md': '# React\n\nHi.\n',
      'sidebars.js': "const { Component } = require('react');\r\n\r\nmodule.exports = { docs: ['intro', { type: 'category', label: 'Frameworks', items: ['react'] }] };\r\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8')).toContain('>Frameworks<');
    // Required again in an expression (a template names it as a string does), the package is used: refused, as before.
    await writeFile(path.join(root, 'sidebars.js'), "const { Component } = require('react');\nconst version = require(`react`).version;\nmodule.exports = { docs: ['intro', 'react'] };\n");
    const used = await runCli(['check', root]);
    expect(used.code).not.toBe(0);
    expect(used.stderr).toContain('sidebars.js:1:31  error  sidebars.js imports the package "react", which devcenter cannot run it with');
  });

  it("says at its export a sidebars file that exports a function (Fastify's) or a list, not an object of sidebars", async () => {
    const root = await writeSite('docu-routing-sidebars-function', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'sidebars.js': "'use strict'\n\nmodule.exports = function sidebars () {\n  return { docs: ['intro'] }\n}\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('sidebars.js:3:1  error  sidebars.js exports a function, not an object of sidebars ({ sidebarId: [items] }).');
    expect(result.stderr).toContain('hint: export the sidebars themselves (module.exports = { docs: [...] }): an exported function is not called, in Docusaurus either.');
    await writeFile(path.join(root, 'sidebars.js'), "const items = ['intro'];\nexport default items;\n");
    expect((await runCli(['check', root])).stderr).toContain('sidebars.js:2:1  error  sidebars.js exports a list, not an object of sidebars');
  });

  it('names the place in a JSON file sidebars.ts imports, and a package a file it imports needs, at their lines', async () => {
    const root = await writeSite('docu-routing-sidebars-imports', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'docs-sidebar.json': '{\n  "docs": ["intro", "missing"]\n}\n',
      'sidebars.ts': "import docs from './docs-sidebar.json';\nexport default docs;\n",
    });
    const missing = await runCli(['check', root]);
    expect(missing.stderr).toContain('docs-sidebar.json:2:21  error  sidebars.docs[1] names doc "missing", which is not a file under content/docs/.');
    await mkdir(path.join(root, 'src'), { recursive: true });
    await writeFile(path.join(root, 'src/env.js'), "import { z } from 'zod';\nexport const env = z.string();\n");
    await writeFile(path.join(root, 'sidebars.ts'), "import { env } from './src/env.js';\nimport path from 'node:path';\nexport default { docs: env && path.sep ? ['intro'] : [] };\n");
    const packaged = await runCli(['check', root]);
    expect(packaged.code).toBe(2);
    // Said of the file that imports it (tRPC's src/utils/env.js, which sidebars.ts imports), not of sidebars.ts.
    expect(packaged.stderr).toContain('src/env.js:1:19  error  src/env.js, which sidebars.ts imports, imports the package "zod", which devcenter cannot run sidebars.ts with');
    // A package a sidebars file needs (zod here) cannot be run with it: the way out is said, and what to write as data is what it takes from that file.
    expect(packaged.stderr).toContain('hint: write what sidebars.ts takes from src/env.js into it as data (doc ids, categories), or remove sidebars.ts: without it, the sidebar is made from the folders of content/docs/ and their _category_ files.');
  });

  it("reads what sidebars.ts requires as Docusaurus's loader gives it (an ES module's default export), and its imports of ./docs/ from content/docs/", async () => {
    const root = await writeSite('docu-routing-sidebars-require', {
      'content/docs/a.md': '# A\n',
      'content/docs/b.md': '# B\n',
      'content/docs/c.md': '# C\n',
      'content/docs/d.md': '# D\n',
      // Ory's typedoc pattern: a generated ES module, required for its default export's items.
      'gen/api-sidebar.ts': "const sidebar = { items: ['b'] };\nexport const unused = 1;\nexport default sidebar;\n",
      'gen/legacy.js': "module.exports = ['c'];\n",
      // Written for Docusaurus's layout, where the docs folder sits beside the sidebars file.
      'content/docs/reference/sidebar.ts': "export default ['d'];\n",
      'sidebars.ts': "import reference from './docs/reference/sidebar';\nexport default { docs: ['a', ...require('./gen/api-sidebar.ts').items, ...require('./gen/legacy.js'), ...reference] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const docs = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
    expect(docs.items.map((i) => i.label)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('reports a broken link of sidebars.js in sidebars.js, at its line, with its place in the sidebar', async () => {
    const root = await writeSite('docu-routing-sidebars-links', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'sidebars.js': "module.exports = {\n  docs: [\n    'intro',\n    { type: 'link', label: 'Errors', href: '/errors' },\n    { type: 'category', label: 'More', items: [{ type: 'link', label: 'Gone', href: '/gone' }] },\n  ],\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/sidebars\.js:4:44 +error +broken link "\/errors" in sidebars\.docs\[1\] \("Errors"\)/);
    expect(result.stderr).toMatch(/sidebars\.js:5:\d+ +error +broken link "\/gone" in sidebars\.docs\[2\]\.items\[0\] \("Gone"\)/);
    expect(result.stderr).not.toContain('site.config.ts');
  });

  it('refuses a link of sidebars.js to a script address, and a generated index whose slug climbs over another page, at their places', async () => {
    const root = await writeSite('docu-routing-sidebars-unsafe', {
      'content/docs/intro.md': '# Intro\n\nThe real page.\n',
      'content/docs/a.md': '# A\n\nA.\n',
      'sidebars.js':
        "export default {\n  docs: [\n    'intro',\n    { type: 'link', label: 'Run', href: 'vbscript:msgbox(1)' },\n" +
        "    { type: 'category', label: 'G', link: { type: 'generated-index', slug: '../docs/intro', title: 'Hijacked' }, items: ['a'] },\n  ],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('sidebars.js:4:41  error  sidebars.docs[1] links to "vbscript:msgbox(1)": a sidebar may link only to relative');
    expect(result.stderr).toMatch(/sidebars\.js:5:\d+ +error +sidebars\.docs\[2\]\.link: the generated index's slug "\.\.\/docs\/intro" makes an address that has a "\.\." segment/);
    expect(existsSync(path.join(root, 'build'))).toBe(false);
  });
});

type Item = { type: string; label: string; href?: string; collapsed?: boolean; className?: string; items?: Item[] };

describe('Docusaurus routing in the browser', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    const root = await writeSite('docu-routing-browser', SITE);
    expect((await runCli(['build', root])).code).toBe(0);
    [server, browser] = await Promise.all([startServe([root, '--port', '0']), launchBrowser()]);
    page = await browser.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (route: string) => {
    await page.goto(`${server.url}${route}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  };

  it('shows the folder category as a link to its index doc with a caret that toggles it, and the current doc marked', async () => {
    await open('/docs/guides/setup');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const caret = sidebar.getByRole('button', { name: "Collapse sidebar category 'Guides home'", exact: true });
    expect(await caret.getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe('Set up');
    expect(await sidebar.getByRole('link', { name: 'Set up' }).isVisible()).toBe(true);
    // The index doc is listed once: as the category's label.
    expect(await sidebar.getByRole('link', { name: 'Guides home', exact: true }).count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Setup');
    expect(problems).toEqual([]);
    // The caret only toggles, from the keyboard too.
    await caret.focus();
    await page.keyboard.press('Enter');
    const expand = sidebar.getByRole('button', { name: "Expand sidebar category 'Guides home'", exact: true });
    expect(await expand.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Set up' }).isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/docs\/guides\/setup$/);
    await expand.click();
    await sidebar.getByRole('link', { name: 'Intro to guides' }).click();
    await page.waitForURL('**/docs/guides/intro');
    await expect.poll(() => page.locator('.doc-tags li').allTextContents()).toEqual(['beginner', 'setup']);
    // The label goes to the category's page, which it then marks as the reader's.
    await sidebar.getByRole('link', { name: 'Guides home', exact: true }).click();
    await page.waitForURL(/\/docs\/guides$/);
    await expect.poll(() => sidebar.locator('a[aria-current="page"]').textContent()).toBe('Guides home');
    expect(await sidebar.getByRole('link', { name: 'Set up' }).isVisible()).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const)
    it(`draws a category's page link and caret with no axe violation, its caret a named button (${mode})`, async () => {
      const themed = await browser.newPage();
      await themed.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await themed.goto(`${server.url}/docs/guides`);
      await themed.waitForSelector('html[data-has-hydrated="true"]');
      const violations = await axeViolations(themed, '.doc-sidebar');
      expect(violations).toEqual([]);
      expect(await themed.locator('.menu__list-item-collapsible--active').count()).toBe(1);
      await themed.close();
    });

  it('opens the generated index from the collapsed category\'s label and lists its docs', async () => {
    await open('/docs/welcome');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    expect(await sidebar.getByRole('button', { name: "Expand sidebar category 'API reference'", exact: true }).getAttribute('aria-expanded')).toBe('false');
    await sidebar.getByRole('link', { name: 'API reference', exact: true }).click();
    await page.waitForURL('**/docs/category/api-reference');
    await expect.poll(() => page.locator('article h1').textContent()).toBe('API reference');
    // A card, named by its title and what it says (the page's first paragraph).
    expect(await page.locator('article').getByRole('link', { name: 'Client Text.', exact: true }).getAttribute('href')).toBe('/docs/client-api');
    // Following the label opened the category.
    expect(await sidebar.getByRole('button', { name: "Collapse sidebar category 'API reference'", exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('hides the added title and shows the TOC from h3 to h4', async () => {
    await open('/docs/client-api');
    expect(await page.locator('article h1').count()).toBe(0);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.getByRole('link').allTextContents()).toEqual(['Middle level', 'Low level', 'Lower level', 'Second middle']);
    // The h3s are the top entries, the h4s nested under the h3 before them.
    expect(await toc.locator(':scope > ul > li > a').allTextContents()).toEqual(['Middle level', 'Second middle']);
  });

  it('shows only the previous link when pagination_next is null, and the custom edit link', async () => {
    await open('/docs/reference/server');
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pagination.getByRole('link').allTextContents()).toEqual(['PreviousWelcome']);
    expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toBe('https://edit.example/server');
  });
});

describe('the sidebar of a zero-config root in the browser', () => {
  let root = '';
  const served = servedInBrowser(() => root);
  beforeAll(async () => {
    root = await writeSite('docu-routing-sidebar', {
      'content/docs/intro.md': '---\nsidebar_position: 1\nsidebar_class_name: intro-item\n---\n# Intro\n\nHello.\n',
      'content/docs/guides/first.md': '# First guide\n\nOne.\n',
      'content/docs/guides/second.md': '# Second guide\n\nTwo.\n',
      'content/docs/api/_category_.json': JSON.stringify({ label: 'API', collapsed: false, className: 'api-category' }),
      'content/docs/api/client.md': '# Client\n\nThe client.\n',
    });
    expect((await runCli(['build', root])).code).toBe(0);
    await served.start();
  });
  afterAll(() => served.stop());

  it('starts with categories collapsed but the reader\'s own and those that say collapsed: false, and carries the authors\' classes', async () => {
    const page = await served.open('/docs/intro');
    const sidebar = page.locator('.doc-sidebar__menu');
    expect(await sidebar.getByRole('button', { name: 'guides' }).getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('button', { name: 'API' }).getAttribute('aria-expanded')).toBe('true');
    expect(await sidebar.locator('li.intro-item').getByRole('link', { name: 'Intro' }).count()).toBe(1);
    expect(await sidebar.locator('li.api-category').count()).toBe(1);
    const inGuide = await served.open('/docs/guides/second');
    expect(await inGuide.locator('.doc-sidebar__menu').getByRole('button', { name: 'guides' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('a doc id of sidebars.js that names no page', () => {
  it('is an error at its line and column in sidebars.js, with the closest id', async () => {
    const root = await writeSite('docu-sidebars-js-missing', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/setup.md': '# Setup\n\nHi.\n',
      'sidebars.js': "export default {\n  docs: [\n    'intro',\n    { type: 'category', label: 'C', items: ['setpu'] },\n  ],\n};\n",
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('sidebars.js:4:45  error  sidebars.docs[1].items[0] names doc "setpu", which is not a file under content/docs/');
    expect(check.stderr).toContain('did you mean "setup"?');
    expect(check.stderr).not.toContain('site.config.ts');
  });

  it('says so when the file is there and the id in its front matter names it otherwise', async () => {
    const root = await writeSite('docu-sidebars-js-front-matter-id', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'content/docs/guides/guiding-principles.md': '---\nid: guiding\n---\n# Guiding principles\n\nHi.\n',
      'sidebars.js': "module.exports = {\n  docs: ['intro', 'guides/guiding-principles'],\n};\n",
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      'sidebars.js:2:19  error  sidebars.docs[1] names doc "guides/guiding-principles", but content/docs/guides/guiding-principles.md is doc "guides/guiding" (the id in its front matter) — did you mean "guides/guiding"?',
    );
  });
});
