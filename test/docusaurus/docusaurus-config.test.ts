// A root without site.config.ts reads its docusaurus.config.js (or .ts) as data, never running it.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawRequest, startDev } from '../security/servers-support.ts';
import { FIXTURES, runCli, TMP, writeSite } from '../support/cli.ts';

const STARTER = path.join(FIXTURES, 'docusaurus-starter');
const YEAR = new Date().getFullYear();

/** A Docusaurus starter's content, moved into devcenter's layout. */
const STARTER_CONTENT: Record<string, string> = {
  'content/docs/intro.md': "---\nsidebar_position: 1\n---\n\n# Tutorial Intro\n\nLet's discover **Docusaurus in less than 5 minutes**.\n",
  'content/docs/tutorial-basics/create-a-page.md': '---\nsidebar_position: 1\n---\n\n# Create a Page\n\nAdd Markdown files.\n',
  'content/blog/2021-08-26-welcome.md': '---\ntitle: Welcome\n---\n\nHello.\n',
  // The pictures its config names (navbar logo, favicon), kept in static/ beside content/: stand-ins of ours.
  'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>\n',
  'static/img/favicon.ico': 'icon',
};

const starterFile = (name: string) => readFile(path.join(STARTER, name), 'utf8');
const page = (root: string, route: string) => readFile(path.join(root, 'build', route, 'index.html'), 'utf8');

/** The navbar's and footer's links, as "label -> href". */
function linksIn(html: string, part: 'nav' | 'footer'): string[] {
  const block = part === 'nav' ? /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)![0] : /<footer class="footer">[\s\S]*?<\/footer>/.exec(html)![0];
  return [...block.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)/g)].map(([, href, label]) => `${label} -> ${href}`);
}

describe("a Docusaurus site's docusaurus.config.js, read as data", () => {
  it("builds create-docusaurus's classic starter with its title, url, navbar, footer and copyright (this year's)", async () => {
    const root = await writeSite('docusaurus-config-classic', { ...STARTER_CONTENT, 'docusaurus.config.js': await starterFile('docusaurus.config.js'), 'sidebars.js': await starterFile('sidebars.js') });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(html).toContain('<title>Tutorial Intro | My Site</title>');
    // Its navbar logo and title, and its favicon (the logo beside a title is decorative, as Docusaurus draws it).
    expect(html).toContain('<a class="navbar__brand" href="/"><span class="navbar__logo navbar__logo--site"><img src="/img/logo.svg" alt="My Site Logo" decoding="async"/></span><b class="navbar__title">My Site</b></a>');
    expect(html).toContain('<link rel="icon" href="/img/favicon.ico">');
    expect(html).toContain('<link rel="canonical" href="https://your-docusaurus-site.example.com/docs/intro">');
    // The docSidebar item leads to the sidebar's first doc; the GitHub link is on the right.
    expect(linksIn(html, 'nav')).toEqual(['Tutorial -> /docs/intro', 'Blog -> /blog', 'GitHub -> https://github.com/facebook/docusaurus']);
    expect(html).toMatch(/navbar__items--right"><a href="https:\/\/github.com\/facebook\/docusaurus"/);
    expect([...html.matchAll(/class="footer__title">([^<]*)/g)].map((m) => m[1])).toEqual(['Docs', 'Community', 'More']);
    expect(linksIn(html, 'footer')).toEqual([
      'Tutorial -> /docs/intro',
      'Stack Overflow -> https://stackoverflow.com/questions/tagged/docusaurus',
      'Discord -> https://discordapp.com/invite/docusaurus',
      'X -> https://x.com/docusaurus',
      'Blog -> /blog',
      'GitHub -> https://github.com/facebook/docusaurus',
    ]);
    expect(html).toContain(`<div class="footer__copyright">Copyright © ${YEAR} My Project, Inc. Built with Docusaurus.</div>`);
    // Docusaurus's editUrl + docs/intro.md is the file now at content/docs/intro.md.
    expect(html).toContain('href="https://github.com/facebook/docusaurus/tree/main/packages/create-docusaurus/templates/shared/content/docs/intro.md"');
  });

  it("shows a doc's breadcrumbs unless the docs plugin says breadcrumbs: false (Stencil's site)", async () => {
    const config = (await starterFile('docusaurus.config.js')).replace('sidebarPath:', 'breadcrumbs: false,\n          sidebarPath:');
    expect(config).toContain('breadcrumbs: false');
    const root = await writeSite('docusaurus-config-no-breadcrumbs', { ...STARTER_CONTENT, 'docusaurus.config.js': config, 'sidebars.js': await starterFile('sidebars.js') });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await page(root, 'docs/tutorial-basics/create-a-page');
    expect(html).toContain('>Create a Page</h1>');
    expect(html).not.toContain('class="breadcrumbs"');
    expect(JSON.parse(await readFile(path.join(root, 'build', '_dc', 'data', 'docs', 'tutorial-basics', 'create-a-page.json'), 'utf8')).breadcrumbs).toEqual([]);
    // The starter as it is shows them.
    const starter = await writeSite('docusaurus-config-breadcrumbs', { ...STARTER_CONTENT, 'docusaurus.config.js': await starterFile('docusaurus.config.js'), 'sidebars.js': await starterFile('sidebars.js') });
    expect((await runCli(['build', starter])).code).toBe(0);
    expect(await page(starter, 'docs/tutorial-basics/create-a-page')).toContain('class="breadcrumbs"');
  });

  it("lists the headings themeConfig.tableOfContents asks for in every table of contents (Redux's h4s), a page's own levels first", async () => {
    const config = [
      'export default {',
      "  title: 'Levels', url: 'https://levels.example',",
      '  themeConfig: { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } },',
      '};',
    ].join('\n');
    const doc = "---\ntitle: Levels\n---\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n";
    const root = await writeSite('docusaurus-config-toc-levels', {
      'content/docs/levels.mdx': doc,
      'content/docs/own.md': '---\ntoc_max_heading_level: 3\n---\n\n# Own\n\n## Two\n\n### Three\n\n#### Four\n',
      'docusaurus.config.js': config,
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const toc = async (route: string) => (JSON.parse(await readFile(path.join(root, 'build', '_dc', 'data', 'docs', `${route}.json`), 'utf8')) as { toc: { id: string }[] }).toc.map((entry) => entry.id);
    expect(await toc('levels')).toEqual(['two', 'three', 'four']);
    expect(await toc('own')).toEqual(['two', 'three']);
    // <TOCInline> without levels of its own takes the site's too.
    const html = await page(root, 'docs/levels');
    const inline = html.slice(html.indexOf('<header><h1>Levels</h1></header>'), html.indexOf('<h2 id="two"'));
    expect(inline).toContain('<a href="#four">Four</a>');
    expect(inline).not.toContain('#five');
    // The page's table of contents nests each level under the one above it, as Docusaurus's does: h4 under h3.
    expect(html).toContain('<a href="#three" class="toc__link">Three</a><ul class="toc__list"><li><a href="#four" class="toc__link">Four</a></li></ul>');
    // A pair that would leave every table empty is named, and the defaults stand.
    await writeFile(path.join(root, 'docusaurus.config.js'), config.replace('minHeadingLevel: 2, maxHeadingLevel: 4', 'minHeadingLevel: 4, maxHeadingLevel: 3'));
    const wrong = await runCli(['build', root]);
    expect(wrong.stderr).toContain('themeConfig.tableOfContents, its minHeadingLevel above its maxHeadingLevel');
    expect(await toc('levels')).toEqual(['two', 'three']);
  });

  it("labels the version dropdown with the docs' versions.current.label (Zenstack's '3.x'), Next without one, as Docusaurus does", async () => {
    const config = [
      'export default {',
      "  title: 'Versions', url: 'https://versions.example',",
      "  presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: '3.x', banner: 'none' }, '2.x': { label: '2.x' } } } }]],",
      "  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } },",
      '};',
    ].join('\n');
    const root = await writeSite('docusaurus-config-version-label', { 'content/docs/intro.md': '# Intro\n', 'docusaurus.config.js': config });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const label = (html: string) => /navbar__version[\s\S]*?navbar__dropdown-label">([^<]*)/.exec(html)?.[1];
    expect(label(await page(root, 'docs/intro'))).toBe('3.x');
    await writeFile(path.join(root, 'docusaurus.config.js'), config.replace("label: '3.x', ", ''));
    expect((await runCli(['build', root])).stderr).toBe('');
    expect(label(await page(root, 'docs/intro'))).toBe('Next');
  });

  // pnpm's docs say includeCurrentVersion: false and lastVersion '11.x': its dropdown said "Next" over its released docs.
  it("labels the version dropdown with the lastVersion's label, or its name, when the docs say includeCurrentVersion: false", async () => {
    const config = [
      'export default {',
      "  title: 'Versions', url: 'https://versions.example',",
      "  presets: [['classic', { docs: { includeCurrentVersion: false, lastVersion: '2.x', versions: { '2.x': { label: 'Two' } } } }]],",
      "  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown' }] } },",
      '};',
    ].join('\n');
    const root = await writeSite('docusaurus-config-version-label-no-current', { 'content/docs/intro.md': '# Intro\n', 'docusaurus.config.js': config });
    const label = (html: string) => /navbar__version[\s\S]*?navbar__dropdown-label">([^<]*)/.exec(html)?.[1];
    expect((await runCli(['build', root])).code).toBe(0);
    expect(label(await page(root, 'docs/intro'))).toBe('Two');
    await writeFile(path.join(root, 'docusaurus.config.js'), config.replace(" versions: { '2.x': { label: 'Two' } } ", ' '));
    expect((await runCli(['build', root])).code).toBe(0);
    expect(label(await page(root, 'docs/intro'))).toBe('2.x');
  });

  // react-native-paper's config (includeCurrentVersion: false, lastVersion '5.x'), its 5.x moved to
  // content/docs/ as the build says: each page got a redirect under /docs/next/, which Docusaurus never
  // serves without current docs, and a broken link under /docs said version 5.x was not built.
  it('takes the docs as the lastVersion when the docs say includeCurrentVersion: false: no next/ redirects, no "not built" version', async () => {
    const config = "module.exports = {\n  title: 'T', url: 'https://t.example',\n  presets: [['classic', { docs: { includeCurrentVersion: false, lastVersion: '2.x' } }]],\n};\n";
    const root = await writeSite('docusaurus-config-no-current-last-version', {
      'content/docs/intro.md': '# Intro\n\n[Gone](/docs/gone)\n',
      'docusaurus.config.js': config,
      'versions.json': '["3.x", "2.x"]\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toContain('content/docs/intro.md:3:1  error  broken link "/docs/gone"');
    expect(result.stderr).not.toContain("the docs' lastVersion");
    await writeFile(path.join(root, 'content/docs/intro.md'), '# Intro\n');
    expect((await runCli(['build', root])).code).toBe(0);
    expect(existsSync(path.join(root, 'build/docs/intro/index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build/docs/next'))).toBe(false);
  });

  // The same site's versions.json: "keeps 2 docs versions (6.x, 5.x): devcenter builds only the current docs", 5.x being the docs it built.
  it('leaves the version the docs are out of the versions not built when the docs say includeCurrentVersion: false', async () => {
    const config = "module.exports = {\n  title: 'T', url: 'https://t.example',\n  presets: [['classic', { docs: { includeCurrentVersion: false, lastVersion: '2.x' } }]],\n};\n";
    const root = await writeSite('docusaurus-config-no-current-kept', { 'content/docs/intro.md': '# Intro\n', 'docusaurus.config.js': config, 'versions.json': '["3.x", "2.x"]\n' });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('versions.json  warning  versions.json keeps a docs version (3.x): devcenter builds only the current docs, content/docs/');
  });

  // react-native-paper's version dropdown adds links to its 4.x…1.x sites (dropdownItemsAfter): they were dropped without a word.
  it("names the version dropdown's dropdownItemsBefore and dropdownItemsAfter among the settings left out, at their place", async () => {
    const config = [
      'module.exports = {',
      "  title: 'T', url: 'https://t.example',",
      '  themeConfig: { navbar: { items: [',
      "    { type: 'docsVersionDropdown', dropdownItemsAfter: [{ label: '1.x', href: 'https://old.example/1.x/' }] },",
      "    { type: 'docsVersionDropdown', dropdownItemsBefore: [] },",
      '  ] } },',
      '};',
    ].join('\n');
    const root = await writeSite('docusaurus-config-version-dropdown-items', { 'content/docs/intro.md': '# Intro\n', 'docusaurus.config.js': config });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("note: docusaurus.config.js:4:56  themeConfig.navbar.items[0].dropdownItemsAfter: the version dropdown lists the built version alone (a navbar dropdown, type 'dropdown', can list such links)");
    expect(result.stderr).not.toContain('dropdownItemsBefore');
  });

  it("reads the blog's postsPerPage and blogSidebarCount, a number or 'ALL', and refuses a bad one at its line, as Docusaurus's validation does", async () => {
    const config = (postsPerPage: string, sidebarCount: string) =>
      ['export default {', "  title: 'Blog', url: 'https://blog.example',", "  presets: [['classic', {", '    docs: false,', `    blog: { postsPerPage: ${postsPerPage},`, `      blogSidebarCount: ${sidebarCount} },`, '  }]],', '};'].join('\n');
    const posts: Record<string, string> = {};
    for (let i = 1; i <= 7; i++) posts[`content/blog/2024-02-0${i}-post-${i}.md`] = `---\ntitle: Post ${i}\n---\n\nBody ${i}.\n`;
    const root = await writeSite('docusaurus-config-blog-layout', { ...posts, 'docusaurus.config.js': config('2', "'ALL'") });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const data = async (route: string) => JSON.parse(await readFile(path.join(root, 'build', `_dc/data${route}.json`), 'utf8'));
    expect((await data('/blog')).blog.posts).toHaveLength(2);
    expect((await data('/blog/page/4')).blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 1']);
    expect((await data('/blog')).blog.sidebar.flatMap((g: { posts: unknown[] }) => g.posts)).toHaveLength(7);
    // The reading time, shown by default, and not with showReadingTime: false.
    expect((await data('/blog')).blog.posts[0].readingMinutes).toBe(1);
    await writeFile(path.join(root, 'docusaurus.config.js'), config('2', "'ALL'").replace('blog: {', 'blog: { showReadingTime: false,'));
    expect((await runCli(['build', root])).stderr).toBe('');
    expect((await data('/blog')).blog.posts[0].readingMinutes).toBeUndefined();
    await writeFile(path.join(root, 'docusaurus.config.js'), config('0', "'all'"));
    const bad = await runCli(['build', root]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('docusaurus.config.js:5:27  error  The blog\'s postsPerPage must be "ALL" or a whole number of at least 1, got 0.');
    expect(bad.stderr).toContain('docusaurus.config.js:6:25  error  The blog\'s blogSidebarCount must be "ALL" or a whole number of at least 0, got "all".');
  });

  it("names the blog's list and sidebar by its blogTitle, blogDescription and blogSidebarTitle (Prettier's \"Prettier blog\"), and site.config.ts's blog.title… the same", async () => {
    const root = await writeSite('docusaurus-config-blog-names', {
      'content/blog/2024-05-01-harvest.md': '---\ntitle: Harvest\n---\n\nThe harvest is in.\n',
      'docusaurus.config.js': "export default {\n  title: 'Granary', url: 'https://granary.example',\n  presets: [['classic', { docs: false, blog: { blogTitle: 'Granary news', blogDescription: 'What the granary team is up to', blogSidebarTitle: 'Latest' } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const list = await page(root, 'blog');
    expect(list).toContain('<title>Granary news | Granary</title>');
    expect(list).toContain('<meta name="description" content="What the granary team is up to"');
    expect(list).toContain('<h1>Granary news</h1>');
    expect(list).toContain('<nav class="blog-sidebar" aria-label="Latest"><div class="blog-sidebar__title">Latest</div>');
    // A post keeps its own title and description; its sidebar is the blog's.
    const post = await page(root, 'blog/2024/05/01/harvest');
    expect(post).toContain('<title>Harvest | Granary</title>');
    expect(post).toContain('<div class="blog-sidebar__title">Latest</div>');

    const own = await writeSite('docusaurus-config-blog-names-own', {
      'content/blog/2024-05-01-harvest.md': '---\ntitle: Harvest\n---\n\nThe harvest is in.\n',
      'site.config.ts': "export default { blog: { title: 'Mill notes', sidebarTitle: 'Newest' } };\n",
    });
    expect((await runCli(['build', own])).stderr).toBe('');
    const ownList = await page(own, 'blog');
    expect(ownList).toContain('<h1>Mill notes</h1>');
    expect(ownList).toContain('<div class="blog-sidebar__title">Newest</div>');
  });

  it("shows a copyright's line breaks and blocks as spaces between its words (OpenDAL's `Foundation<br/>Apache OpenDAL`), the announcement's too", async () => {
    const root = await writeSite('docusaurus-config-copyright-breaks', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Quarry', url: 'https://quarry.example',",
        '  themeConfig: {',
        "    announcementBar: { id: 'v2', content: '<p>Version 2 is out.</p><p>Read the notes.</p>' },",
        "    footer: { copyright: 'Copyright © The Quarry Foundation<br/>Quarry is a trademark<br>of the Foundation.<div>Hosted by the <b>Guild</b>.</div>' },",
        '  },',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/a');
    expect(html).toContain('<div class="footer__copyright">Copyright © The Quarry Foundation Quarry is a trademark of the Foundation. Hosted by the Guild.</div>');
    expect(html).toContain('Version 2 is out. Read the notes.');
  });

  // OpenYurt's copyright ends "… page.</strong" with no ">": the browser drops a tag the text ends in,
  // and the footer showed the "</strong" as text.
  it("drops a tag the copyright ends in before its '>' (OpenYurt's '</strong'), and keeps a '<' that starts no tag", async () => {
    const root = await writeSite('docusaurus-config-copyright-cut-tag', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Quarry', url: 'https://quarry.example',",
        '  themeConfig: {',
        "    announcementBar: { id: 'v3', content: 'Sizes 1 < 2 and <> stay <b class=\"x\"' },",
        "    footer: { copyright: `\n  <br />\n  <strong>Copyright © The Quarry Authors. See our <a href=\"https://quarry.example/tm\"> Trademark</a> page.</strong\n  ` },",
        '  },',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/a');
    expect(html).toContain('<div class="footer__copyright">Copyright © The Quarry Authors. See our Trademark page.</div>');
    expect(html).toContain('Sizes 1 &lt; 2 and &lt;&gt; stay<');
  });

  it('builds the TypeScript starter (docusaurus.config.ts, `satisfies`, type imports) the same way', async () => {
    const root = await writeSite('docusaurus-config-classic-ts', { ...STARTER_CONTENT, 'docusaurus.config.ts': await starterFile('docusaurus.config.ts'), 'sidebars.ts': await starterFile('sidebars.ts') });
    const result = await runCli(['build', root]);
    // Only that the pages do not follow the system's colour scheme, which its colorMode asks for (spec §4).
    expect(result.stderr.match(/  warning  |  note: /g)).toEqual(['  warning  ', '  note: ']);
    expect(result.stderr).toContain("note: docusaurus.config.ts:75:16  themeConfig.colorMode.respectPrefersColorScheme: devcenter's pages do not follow");
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/tutorial-basics/create-a-page');
    expect(html).toContain('<title>Create a Page | My Site</title>');
    expect(html).toContain('<link rel="canonical" href="https://your-docusaurus-site.example.com/docs/tutorial-basics/create-a-page">');
    expect(linksIn(html, 'nav')).toEqual(['Tutorial -> /docs/intro', 'Blog -> /blog', 'GitHub -> https://github.com/facebook/docusaurus']);
    expect(linksIn(html, 'footer')).toContain('X -> https://x.com/docusaurus');
    expect(html).toContain(`Copyright © ${YEAR} My Project, Inc. Built with Docusaurus.`);
  });

  it('never runs the file: a top-level call, a getter and an IIFE write nothing; a script url is refused and a hostile title is text', async () => {
    const root = path.join(TMP, 'docusaurus-config-hostile');
    const pwned = path.join(root, 'pwned');
    const config = [
      `require('fs').writeFileSync(${JSON.stringify(pwned)}, 'top level');`,
      "const fs = require('fs');",
      'module.exports = {',
      "  title: '</script><script>alert(1)</script>',",
      "  url: 'javascript:alert(1)//',",
      `  get tagline() { fs.writeFileSync(${JSON.stringify(pwned)}, 'getter'); return 'x'; },`,
      `  trailingSlash: (() => { require('fs').writeFileSync(${JSON.stringify(pwned)}, 'iife'); return true; })(),`,
      '  themeConfig: {',
      "    navbar: { items: [{ href: 'javascript:alert(1)', label: 'Evil' }, { to: '/docs/a', label: 'A' }] },",
      "    announcementBar: { id: 'news', content: '<img src=x onerror=alert(1)>Hello <b>world</b> &amp; all' },",
      "    footer: { copyright: 'Built with <a href=\"javascript:alert(1)\">love</a>' },",
      '  },',
      '};',
    ].join('\n');
    await writeSite('docusaurus-config-hostile', { 'content/docs/a.md': '# A\n\nText.\n', 'docusaurus.config.js': config });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(existsSync(pwned)).toBe(false);
    expect(result.stderr).toContain('docusaurus.config.js:5:8  warning  url "javascript:alert(1)//" in docusaurus.config.js is not an http(s) address');
    expect(result.stderr).toContain('note: docusaurus.config.js:6:3  tagline (computed: a getter, setter or method)');
    expect(result.stderr).toContain('note: docusaurus.config.js:7:18  trailingSlash (computed: a call)');
    expect(result.stderr).toContain('note: docusaurus.config.js:9:23  themeConfig.navbar.items[0] "Evil": "javascript:alert(1)" is neither a path of the site nor an http(s) address');
    const html = await page(root, 'docs/a');
    expect(html).toContain('<title>A | &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:3000/docs/a">');
    expect(html).toContain('Hello world &amp; all');
    expect(html).toContain('<div class="footer__copyright">Built with love</div>');
    expect(linksIn(html, 'nav')).toContain('A -> /docs/a');
  });

  it("builds at the address a browser reads from a url missing a slash (Yoga's 'https:/yogalayout.dev'), with a warning at it", async () => {
    const root = await writeSite('docusaurus-config-url-slash', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Yoga',\n  url: 'https:/yogalayout.dev',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docusaurus.config.js:3:8  warning  url "https:/yogalayout.dev" in docusaurus.config.js lacks the "//" after "https:": the site is built at https://yogalayout.dev, as a browser reads it.');
    expect(result.stderr).toContain('hint: write it "https://yogalayout.dev"');
    expect(await page(root, 'docs/a')).toContain('<link rel="canonical" href="https://yogalayout.dev/docs/a">');
  });

  // Every canonical link, the sitemap and the feeds are the url and a page's path: with a user name, a
  // ?query or a #fragment they all named the host's root (`https://evil@host/?q=x#y/docs/a`).
  it('does not build at a url holding a user name, a query or a fragment, and says why at its place', async () => {
    for (const url of ['https://evil@docs.example/', 'https:/docs.example/?q=x', 'https://docs.example/#top']) {
      const root = await writeSite(`docusaurus-config-url-parts-${url.replace(/\W+/g, '-')}`, {
        'content/docs/a.md': '# A\n\nText.\n',
        'docusaurus.config.js': `module.exports = {\n  title: 'Parts',\n  url: '${url}',\n};\n`,
      });
      const result = await runCli(['build', root]);
      expect(result.code, url).toBe(0);
      expect(result.stderr).toMatch(new RegExp(`docusaurus\\.config\\.js:3:8  warning  url "${url.replace(/[.?/]/g, '\\$&')}" in docusaurus\\.config\\.js has a (user name or password before its host|\\?query or #fragment)`));
      expect(await page(root, 'docs/a')).toContain('<link rel="canonical" href="http://127.0.0.1:3000/docs/a">');
    }
    // In site.config.ts it is an error, as any url that is no site address is.
    const own = await writeSite('site-config-url-parts', { 'content/docs/a.md': '# A\n', 'site.config.ts': "export default { title: 'Own', url: 'https://docs.example/?ref=x' };\n" });
    const refused = await runCli(['build', own]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('url "https://docs.example/?ref=x" has a ?query or #fragment');
  });

  it('does not build at a url holding a backslash or a tab, which a browser and a feed reader take for different hosts, and says why at its place', async () => {
    // `https://docs.example\@evil.example`: docs.example to a browser, evil.example to Python's urlsplit.
    for (const [written, url] of [['https://docs.example\\\\@evil.example', 'https://docs.example\\\\@evil.example'], ['https://docs.example\\t/', 'https://docs.example\\t/']]) {
      const root = await writeSite(`docusaurus-config-url-odd-${written.replace(/\W+/g, '-')}`, {
        'content/docs/a.md': '# A\n\nText.\n',
        'docusaurus.config.js': `module.exports = {\n  title: 'Odd',\n  url: '${written}',\n};\n`,
      });
      const result = await runCli(['build', root]);
      expect(result.code, written).toBe(0);
      expect(result.stderr).toContain(`docusaurus.config.js:3:8  warning  url "${url}" in docusaurus.config.js has a backslash, a space or a control character`);
      expect(await page(root, 'docs/a')).toContain('<link rel="canonical" href="http://127.0.0.1:3000/docs/a">');
      expect(await readFile(path.join(root, 'build', 'sitemap.xml'), 'utf8')).not.toContain('evil.example');
    }
    const own = await writeSite('site-config-url-backslash', { 'content/docs/a.md': '# A\n', 'site.config.ts': "export default { title: 'Own', url: 'https://docs.example\\\\@evil.example' };\n" });
    const refused = await runCli(['build', own]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('has a backslash, a space or a control character');
    // A quote or angle bracket in its path is escaped in the pages, but no valid address in a canonical link or the sitemap.
    const quoted = await writeSite('docusaurus-config-url-quote', { 'content/docs/a.md': '# A\n', 'docusaurus.config.js': "module.exports = { title: 'Q', url: 'https://host.dev/a\"b<x>' };\n" });
    const quotedBuild = await runCli(['build', quoted]);
    expect(quotedBuild.stderr).toContain('has a character no address holds unescaped');
    expect(await page(quoted, 'docs/a')).toContain('<link rel="canonical" href="http://127.0.0.1:3000/docs/a">');
  });

  it('says once that a config exported as a function is not read, and builds with the defaults', async () => {
    const pwned = path.join(TMP, 'docusaurus-config-function', 'pwned');
    const cjs = await writeSite('docusaurus-config-function', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js': `module.exports = async function createConfig() {\n  require('fs').writeFileSync(${JSON.stringify(pwned)}, 'x');\n  return { title: 'Never read' };\n};\n`,
    });
    const result = await runCli(['build', cjs]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/warning/g)).toHaveLength(1);
    expect(result.stderr).toContain('docusaurus.config.js:1:18  warning  docusaurus.config.js is not read: it exports its config as a function, and devcenter reads the config as data without running it. The site builds with the zero-config defaults');
    expect(result.stderr).toContain("hint: write the site's title, url, navbar and footer in a site.config.ts");
    expect(await page(cjs, 'docs/a')).toContain('<title>A | docusaurus-config-function</title>');
    expect(existsSync(pwned)).toBe(false);

    const esm = await writeSite('docusaurus-config-function-esm', { 'content/docs/a.md': '# A\n', 'docusaurus.config.mjs': 'export default async function createConfigAsync(options) {\n  return { title: options.title };\n}\n' });
    expect((await runCli(['build', esm])).stderr).toContain('docusaurus.config.mjs is not read: it exports its config as a function');
  });


  // OpenDAL's docusaurus.config.js ends `module.exports = applyGeneratedConfig(config, { baseUrl, websiteNotLatest })`:
  // the whole config was "computed" and not read, its title, navbar, trailingSlash and markdown.format lost.
  it("reads a config exported through a call that takes it first (OpenDAL's applyGeneratedConfig(config, …)), and notes the call at its place", async () => {
    const pwned = path.join(TMP, 'docusaurus-config-wrapped', 'pwned');
    const root = await writeSite('docusaurus-config-wrapped', {
      'content/docs/a.md': '# A\n\nText.\n',
      'config/helpers.js': `module.exports.withExtras = (config) => { require('fs').writeFileSync(${JSON.stringify(pwned)}, 'x'); return config; };\n`,
      'docusaurus.config.js': [
        "const { withExtras } = require('./config/helpers');",
        'const config = {',
        "  title: 'Lantern',",
        "  url: 'https://lantern.example',",
        "  themeConfig: { navbar: { items: [{ to: '/docs/a', label: 'Guide' }] } },",
        '};',
        'module.exports = withExtras(config, { preview: true });',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: docusaurus.config.js:7:18  the config exported through withExtras(config, …): its first argument is read as the config, and what the call changes (code devcenter does not run) is left out');
    const html = await page(root, 'docs/a');
    expect(html).toContain('<title>A | Lantern</title>');
    expect(linksIn(html, 'nav')).toContain('Guide -> /docs/a');
    expect(existsSync(pwned)).toBe(false);

    // An object literal given to a call of a member (`export default site.wrap({…})`), in an ES module.
    const esm = await writeSite('docusaurus-config-wrapped-esm', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.mjs': "import site from './site.mjs';\nexport default site.wrap({ title: 'Beacon', url: 'https://beacon.example' });\n",
    });
    const esmResult = await runCli(['build', esm]);
    expect(esmResult.stderr).toContain('the config exported through site.wrap({…})');
    expect(await page(esm, 'docs/a')).toContain('<title>A | Beacon</title>');
  });

  // Buck2's docusaurus.config.js is `const { config } = require('./config_impl.ts'); module.exports = config`:
  // the whole config was "computed" and not read, so its trailingSlash: true was lost and every
  // `../sibling/` link its pages write for trailing-slash addresses was a broken link (56 of them).
  it("reads a config kept in a module of the site that docusaurus.config.js only imports (Buck2's config_impl.ts), with its places in that file", async () => {
    const root = await writeSite('docusaurus-config-imported', {
      'content/docs/guide/intro.md': '# Intro\n\nSee [the setup](../setup/).\n',
      'content/docs/guide/setup.md': '# Setup\n\nText.\n',
      'docusaurus.config.js': "// Our internal builder wants a .js file.\nconst { config } = require('./config_impl.ts');\n\nmodule.exports = config\n",
      'config_impl.ts': [
        "import type { DocusaurusConfig } from '@docusaurus/types';",
        '',
        'const config: DocusaurusConfig = ({',
        "  title: 'Imported',",
        "  url: 'https://imported.example',",
        "  baseUrl: '/',",
        '  trailingSlash: true,',
        '  themeConfig: {',
        "    navbar: { items: [{ to: '/docs/guide/intro', label: 'Guide' }, { to: '/docs/nowhere', label: 'Lost' }] },",
        '  },',
        '});',
        '',
        'module.exports = { config: config };',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    // Read from config_impl.ts: the broken navbar link is at its line there, and the relative link
    // resolves from the trailing-slash address /docs/guide/intro/ as Docusaurus serves it.
    expect(result.stderr).toContain('config_impl.ts:9:74  error  broken link "/docs/nowhere" in themeConfig.navbar.items[1] ("Lost")');
    expect(result.stderr).not.toContain('../setup/');
    expect(result.stderr).not.toContain('is not read');

    // The same written as ESM, the config the default export of the module it imports.
    const esm = await writeSite('docusaurus-config-imported-esm', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.mjs': "import config from './site/config.mjs';\nexport default config;\n",
      'site/config.mjs': "export default { title: 'From ESM' };\n",
    });
    const built = await runCli(['build', esm]);
    expect(built.stderr).toBe('');
    expect(await page(esm, 'docs/a')).toContain('<title>A | From ESM</title>');
  });

  // A newcomer's slip: a comma left out after `title` in docusaurus.config.ts built "successfully" with
  // the folder's name as title and no navbar or footer, warning of no line and telling them to write a
  // site.config.ts instead of where the typo was.
  it('fails on a config with a syntax error, at its line and column, instead of building with the defaults', async () => {
    const root = await writeSite('docusaurus-config-syntax-error', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.ts': "import type {Config} from '@docusaurus/types';\n\nconst config: Config = {\n  title: 'Slipped'\n  url: 'https://slipped.example',\n};\n\nexport default config;\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.ts:5:3  error  docusaurus.config.ts does not compile: Expected "}" but found "url".');
    expect(result.stderr).toContain("   5 |   url: 'https://slipped.example',");
    expect(result.stderr).toContain('hint: fix the syntax here');
    expect(result.stderr).not.toContain('site.config.ts');

    const js = await writeSite('docusaurus-config-syntax-error-js', { 'content/docs/a.md': '# A\n', 'docusaurus.config.js': "module.exports = {\n  title: 'Slipped'\n  url: 'https://slipped.example',\n};\n" });
    const jsResult = await runCli(['build', js]);
    expect(jsResult.code).toBe(1);
    expect(jsResult.stderr).toMatch(/docusaurus\.config\.js:3:3 {2}error {2}docusaurus\.config\.js does not parse: Unexpected token/);
  });
  // Frigate's config is a literal, exported by `export default async function createConfig() { return config; }`.
  it('reads the config a function that takes nothing and only returns it gives, as the data it is', async () => {
    const config = "const config = {\n  title: 'Returned',\n  url: 'https://returned.example',\n  presets: [['classic', { docs: { routeBasePath: '/' } }]],\n};\n";
    const esm = await writeSite('docusaurus-config-returned', {
      'content/docs/a.md': '# A\n\nSee [b](/b).\n',
      'content/docs/b.md': '# B\n',
      'docusaurus.config.ts': `${config}\nexport default async function createConfig() {\n  return config;\n}\n`,
    });
    const result = await runCli(['build', esm]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(esm, 'a')).toContain('<title>A | Returned</title>');
    // module.exports = an arrow returning the object, written in place.
    const cjs = await writeSite('docusaurus-config-returned-cjs', { 'content/docs/a.md': '# A\n', 'docusaurus.config.js': "module.exports = async () => ({ title: 'Arrow', url: 'https://arrow.example' });\n" });
    expect((await runCli(['build', cjs])).stderr).toBe('');
    expect(await page(cjs, 'docs/a')).toContain('<title>A | Arrow</title>');
  });

  it("reads what a function of the file that takes nothing and only returns a value gives where it is called (Pyrefly's items: getNavBarItems())", async () => {
    const config = [
      "const BasePath = 'en/docs';",
      'const footerColumns = () => [{ title: "More", items: [{ label: "Blog post", to: "/blog" }] }];',
      'async function later() { return [{ label: "Later", to: "/en/docs/a" }]; }',
      'function loop() { return { items: loop() }; }',
      'module.exports = {',
      "  title: 'Called',",
      "  url: 'https://called.example',",
      "  presets: [['classic', { docs: { routeBasePath: BasePath } }]],",
      '  themeConfig: {',
      '    navbar: { items: getNavBarItems() },',
      '    footer: { links: footerColumns(), copyright: `${later() ? "x" : "y"}` },',
      '    announcementBar: loop(),',
      '  },',
      '};',
      // Declared below its call, as Pyrefly's is above: a function declaration is hoisted.
      'function getNavBarItems() {',
      '  return [',
      '    { to: `${BasePath}/a`, label: "Docs", position: "left" as const },',
      "    process.env.INTERNAL === '1' ? { href: 'https://x.example', label: 'X' } : { to: 'sandbox/', label: 'Sandbox' },",
      '    { href: "https://github.com/o/r", label: "GitHub", position: "right" },',
      '  ].filter((x): x is NonNullable<typeof x> => x != null);',
      '}',
    ].join('\n');
    const root = await writeSite('docusaurus-config-called', { 'content/docs/a.md': '# A\n\nText.\n', 'content/blog/2024-01-01-p.md': '# P\n\nText.\n', 'docusaurus.config.ts': config });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('internal error');
    // What only running it would give is still left out, each at its place.
    expect(result.stderr).toContain('note: docusaurus.config.ts:18:5  themeConfig.navbar.items[1] (computed: a conditional expression)');
    // A function that calls itself (announcementBar: loop()) is read once, not without end.
    expect(result.stderr).not.toContain('Maximum call stack');
    const html = await page(root, 'en/docs/a');
    expect(linksIn(html, 'nav')).toEqual(expect.arrayContaining(['Docs -> /en/docs/a', 'GitHub -> https://github.com/o/r']));
    expect(linksIn(html, 'footer')).toContain('Blog post -> /blog');
  });

  it('reads what is written beside a spread it cannot read, and says the spread was left out', async () => {
    const root = await writeSite('docusaurus-config-spread', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js': "const base = require('./base.js');\nmodule.exports = {\n  title: 'Spread Docs',\n  url: 'https://spread.example.org',\n  ...base.extra,\n  themeConfig: { ...base.theme, footer: { copyright: 'Kept' } },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('2 settings devcenter could use are left out');
    expect(result.stderr).toContain('note: docusaurus.config.js:1:14  the config: a spread (...) of settings (computed: a call)');
    expect(result.stderr).toContain('note: docusaurus.config.js:1:14  themeConfig: a spread (...) of settings (computed: a call)');
    const html = await page(root, 'docs/a');
    expect(html).toContain('<title>A | Spread Docs</title>');
    expect(html).toContain('Kept');
  });

  it("reads the docs options of the classic preset named by require.resolve, or of a fork of it (Ionic's @ionic-docs/preset-classic, Meta's internaldocs preset as Flow names it)", async () => {
    for (const [name, preset] of [
      ['resolved', "require.resolve('@docusaurus/preset-classic')"],
      ['fork', "'@ionic-docs/preset-classic'"],
      ['meta', "require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset')"],
    ]) {
      const root = await writeSite(`docusaurus-config-preset-${name}`, {
        'content/docs/a.md': '# A\n\nText.\n',
        'docusaurus.config.js': `module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [[${preset}, { docs: { routeBasePath: 'guide' } }]],\n};\n`,
      });
      const result = await runCli(['build', root]);
      expect(result.stderr).toBe('');
      expect(existsSync(path.join(root, 'build', 'guide', 'a', 'index.html'))).toBe(true);
    }
  });

  it("draws the admonition keywords the docs' admonitions option adds as Docusaurus's theme does (an info box), and with extendDefaults false only those", async () => {
    const page = '# A\n\n:::security\n\nRotate the keys.\n\n:::\n\n:::note\n\nA note.\n\n:::\n';
    const extended = await writeSite('docusaurus-config-admonition-keywords', {
      'content/docs/a.md': page,
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: { admonitions: { keywords: ['security'], extendDefaults: true } } }]],\n};\n",
    });
    const built = await runCli(['build', extended]);
    expect(built.stderr).toBe('');
    const html = await readFile(path.join(extended, 'build', 'docs', 'a', 'index.html'), 'utf8');
    // Two boxes: the site's keyword drawn as Info, under Info's heading; the note as ever.
    expect(html.match(/admonition--info"/g)?.length).toBe(1);
    expect(html).toMatch(/admonition--info"><div class="admonition__heading">.*?<\/span>info<\/div><div class="admonition__content"><p>Rotate the keys\.<\/p>/);
    expect(html).toContain('admonition--note"');
    // Only its own keywords (site.config.ts markdown.admonitions, as the option): :::note is then none.
    const own = await writeSite('docusaurus-config-admonition-keywords-only', {
      'content/docs/a.md': page,
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', markdown: { admonitions: { keywords: ['security'], extendDefaults: false } } };\n",
    });
    const alone = await runCli(['build', own]);
    expect(alone.stderr).toContain('Unknown admonition type ":::note"');
    expect(alone.stderr).not.toContain(':::security');
    const ownHtml = await readFile(path.join(own, 'build', 'docs', 'a', 'index.html'), 'utf8');
    expect(ownHtml).not.toContain('admonition--note"');
    expect(ownHtml).toContain('admonition--info"');
  });

  it("still reads the Docusaurus config when a site.config.ts only registers components (Flow's landing page): its routeBasePath, title and navbar stay", async () => {
    const root = await writeSite('docusaurus-config-with-components', {
      'content/docs/a.mdx': '# A\n\n<Badge text="new" />\n\nText.\n',
      'src/components/Badge.jsx': 'export default function Badge({ text }) {\n  return <span className="owl-badge">{text}</span>;\n}\n',
      'site.config.ts': "export default { components: { Badge: './src/components/Badge.jsx' } };\n",
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Owl Notes',",
        "  url: 'https://owl.example',",
        "  themeConfig: { navbar: { items: [{ to: '/guide/a', label: 'Start here' }] } },",
        "  presets: [['classic', { docs: { routeBasePath: 'guide' } }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'guide/a');
    expect(html).toContain('<title>A | Owl Notes</title>');
    expect(html).toContain('<span class="owl-badge">new</span>');
    expect(linksIn(html, 'nav')).toContain('Start here -> /guide/a');
  });

  it("adds a site.config.ts's blog and markdown settings beside its components to the Docusaurus config's, instead of replacing them", async () => {
    // { components, blog: { sidebarCount: 'ALL' } } replaced the whole blog setting read from the
    // Docusaurus config: its routeBasePath 'news' was lost, the blog built at /blog, and the navbar's
    // /news link broke the build. The same for markdown (math) beside githubAlerts.
    const root = await writeSite('docusaurus-config-with-components-and-blog', {
      'content/docs/a.mdx': '# A\n\n<Badge text="new" />\n\nThe area is $x^2$.\n',
      'content/blog/2024-01-01-first.md': '---\ntitle: First\n---\nOne.\n',
      'content/blog/2024-01-02-second.md': '---\ntitle: Second\n---\nTwo.\n',
      'src/components/Badge.jsx': 'export default function Badge({ text }) {\n  return <span className="owl-badge">{text}</span>;\n}\n',
      'site.config.ts': "export default { components: { Badge: './src/components/Badge.jsx' }, blog: { sidebarCount: 'ALL' }, markdown: { githubAlerts: true } };\n",
      'docusaurus.config.js': [
        "import math from 'remark-math';",
        'export default {',
        "  title: 'Owl Notes',",
        "  url: 'https://owl.example',",
        "  presets: [['classic', { docs: { remarkPlugins: [math] }, blog: { routeBasePath: 'news', postsPerPage: 1 } }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The Docusaurus config's path and postsPerPage, with the site.config.ts's sidebarCount.
    expect(existsSync(path.join(root, 'build', 'news', 'page', '2', 'index.html'))).toBe(true);
    expect(existsSync(path.join(root, 'build', 'blog'))).toBe(false);
    expect(await page(root, 'news/page/2')).toContain('>First</a>');
    // Its math, with the site.config.ts's GitHub alerts.
    expect(await page(root, 'docs/a')).toContain('class="katex"');
  });

  it("serves the docs at the path the docs' versions.current.path gives them, where its pages link (Socket.IO: /docs/v4/…)", async () => {
    const root = await writeSite('docusaurus-config-current-version-path', {
      'content/docs/intro.md': '# Intro\n\nSee [rooms](/docs/v4/rooms/) and [rooms again](./rooms.md).\n',
      'content/docs/rooms.md': '# Rooms\n',
      'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nRead about [rooms](/docs/v4/rooms).\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Versioned',\n  url: 'https://v.example',\n  presets: [['classic', { docs: { lastVersion: 'current', versions: { current: { label: '4.x', path: 'v4' } } } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(root, 'docs/v4/intro')).toMatch(/<a[^>]*href="\/docs\/v4\/rooms"[^>]*>rooms again<\/a>/);
    expect(existsSync(path.join(root, 'build', 'docs', 'intro'))).toBe(false);
  });

  it("serves the docs at versions.current.path under routeBasePath '/' (Dagger: /next/…), with no note that the routeBasePath is not a path", async () => {
    const root = await writeSite('docusaurus-config-current-version-path-at-root', {
      'content/docs/intro.md': '# Intro\n\nSee [rooms](/next/rooms) and [rooms again](./rooms.md).\n',
      'content/docs/rooms.md': '# Rooms\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Versioned',\n  url: 'https://v.example',\n  presets: [['classic', { docs: { routeBasePath: '/', versions: { current: { label: 'Next', path: 'next' } } } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(root, 'next/intro')).toMatch(/<a[^>]*href="\/next\/rooms"[^>]*>rooms again<\/a>/);
    expect(existsSync(path.join(root, 'build', 'docs', 'intro'))).toBe(false);
  });

  it('says once that a site translated into other languages (i18n.locales) is built in its default language alone, and nothing for the starter\'s one locale', async () => {
    const root = await writeSite('docusaurus-config-locales', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Two languages',\n  url: 'https://two.example',\n  i18n: { defaultLocale: 'fr', locales: ['fr', 'en', 'zh-Hans'] },\n};\n",
    });
    const checked = await runCli(['check', root]);
    expect(checked.code).toBe(0);
    expect(checked.stderr).toContain('docusaurus.config.js:4:41  warning  i18n.locales: devcenter builds one language, the default (fr): en, zh-Hans are not built, and i18n/ is not read.');
    await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'One', url: 'https://one.example', i18n: { defaultLocale: 'en', locales: ['en'] } };\n");
    expect((await runCli(['check', root])).stderr).not.toContain('i18n');
  });

  it('leads the addresses Docusaurus gives the current docs under next/ (lastVersion a kept version) to those docs, where links to them work', async () => {
    // FINOS FDC3's pages link to /docs/next/…: Docusaurus serves the current docs there once a version is kept.
    const root = await writeSite('docusaurus-config-next-addresses', {
      'content/docs/intro.md': '# Intro\n\nSee [the API](/docs/next/api), [the start](/docs/next/intro) and [gone](/docs/next/gone).\n',
      'content/docs/api.md': '# API\n\nCalls.\n',
      'versions.json': '["2.0"]',
      'docusaurus.config.js': "module.exports = { title: 'Kept', url: 'https://kept.example', presets: [['classic', { docs: { lastVersion: '2.0' } }]] };\n",
    });
    const checked = await runCli(['check', root]);
    const errors = checked.stderr.split('\n').filter((line) => / error /.test(line));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/docs\/intro\.md:3:66  error  broken link "\/docs\/next\/gone"/);
    expect(checked.stderr).toContain('what Docusaurus serves under next/ is there, without next/.');
    await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\nSee [the API](/docs/next/api).\n');
    expect((await runCli(['build', root])).code).toBe(0);
    expect(await page(root, 'docs/next/api')).toContain('<meta http-equiv="refresh" content="0; url=/docs/api">');
    expect(await readFile(path.join(root, 'build', 'sitemap.xml'), 'utf8')).not.toContain('/next/');
    // A file of static/ at one of those addresses is the site's own: it is served there, the redirect stepping aside unsaid.
    await mkdir(path.join(root, 'static', 'docs', 'next'), { recursive: true });
    await writeFile(path.join(root, 'static', 'docs', 'next', 'api'), 'the old API listing\n');
    const withFile = await runCli(['build', root]);
    expect(withFile.code, withFile.stderr).toBe(0);
    expect(withFile.stderr).not.toContain('next/api');
    expect(await readFile(path.join(root, 'build', 'docs', 'next', 'api'), 'utf8')).toBe('the old API listing\n');
    expect(await page(root, 'docs/next/intro')).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
  });

  it('names the docs plugin instances a config makes by code (`...ids.map(…)`, options from a function) at their line, as not built, and says so of the default instance too', async () => {
    const root = await writeSite('docusaurus-config-docs-plugins-computed', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': [
        "const ids = ['community', 'sdk'];", // 1
        'const options = (id) => ({ id, path: id, routeBasePath: id });', // 2
        'module.exports = {', // 3
        "  title: 'Computed',", // 4
        "  url: 'https://computed.example',", // 5
        "  presets: [['classic', { docs: false }]],", // 6
        '  plugins: [', // 7
        "    ['@docusaurus/plugin-content-docs', options('default')],", // 8
        "    ...ids.map((id) => ['@docusaurus/plugin-content-docs', options(id)]),", // 9
        "    ['@docusaurus/plugin-ideal-image', options('images')],", // 10
        "    ...ids.map((id) => ['docusaurus-plugin-sass', { id }]),", // 11
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:8:41  plugins: the docs plugin options, code devcenter does not run: content\/docs\/ is built with the default options/);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:9:8  plugins: docs plugin instances made by code, which devcenter does not run nor build/);
    // Other plugins, computed or not, are not devcenter's to build: no word of them.
    expect(result.stderr.match(/note: docusaurus\.config\.js:\d+:\d+  plugins/g)).toHaveLength(2);
    expect(existsSync(path.join(root, 'build', 'docs', 'intro', 'index.html'))).toBe(true);
  });

  // tRPC's inline llms.txt plugin looks for the docs' routes by the docs plugin's name.
  it('does not take a plugin written inline that only names the docs plugin for docs instances made by code, and does one that loads it', async () => {
    const root = await writeSite('docusaurus-config-inline-plugin', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': [
        'module.exports = {', // 1
        "  title: 'Inline',", // 2
        "  url: 'https://inline.example',", // 3
        '  plugins: [', // 4
        '    async function listing(context) {', // 5
        "      return { name: 'listing', async allContentLoaded({ allContent }) { return allContent['docusaurus-plugin-content-docs']; } };", // 6
        '    },', // 7
        "    (context, options) => require('@docusaurus/plugin-content-docs').default(context, { ...options, id: 'wrapped', path: 'wrapped' }),", // 8
        '  ],', // 9
        '};', // 10
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:8:\d+  plugins: docs plugin instances made by code/);
    expect(result.stderr).not.toMatch(/note: docusaurus\.config\.js:5:\d+/);
  });

  it("reads the docs options of the docs plugin listed by itself (Immer), and names each other docs plugin instance, at its line, as not built", async () => {
    const root = await writeSite('docusaurus-config-docs-plugin', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': [
        'module.exports = {', // 1
        "  title: 'Plugin',", // 2
        "  url: 'https://plugin.example',", // 3
        "  presets: [['classic', { docs: false }]],", // 4
        '  plugins: [', // 5
        "    ['@docusaurus/plugin-content-docs', { routeBasePath: 'guide', editUrl: 'https://git.example/edit/main/' }],", // 6
        "    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],", // 7
        '  ],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(existsSync(path.join(root, 'build', 'guide', 'intro', 'index.html'))).toBe(true);
    expect(await page(root, 'guide/intro')).toContain('https://git.example/edit/main/content/docs/intro.md');
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:7:\d+  plugins: the docs plugin instance "community" \(its docs in community\), which devcenter does not build: it builds one docs folder, content\/docs\/, from the default instance/);
    expect(result.stderr.match(/docs plugin instance/g)).toHaveLength(1);
  });

  // Crawlee's @apify/docusaurus-plugin-typedoc-api serves its API reference at routeBasePath 'js/api':
  // links to it from the footer were broken with no word of why.
  it("says a broken link under another plugin's routeBasePath leads to pages that plugin makes, which are not built", async () => {
    const root = await writeSite('docusaurus-config-other-plugin-route', {
      'content/docs/intro.md': '# Intro\n\nSee [the API](/api/core) and [a typo](/apx/core).\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Plugin',",
        "  url: 'https://plugin.example',",
        "  plugins: [['@acme/docusaurus-plugin-typedoc-api', { routeBasePath: 'api', packages: [] }], ['@docusaurus/plugin-sitemap', { routeBasePath: 'never' }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/api/core"');
    expect(result.stderr).toContain('hint: Docusaurus serves what the plugin "@acme/docusaurus-plugin-typedoc-api" makes at /api/, and devcenter runs no plugin of the site\'s: those pages are not built.');
    // A link elsewhere is not told of the plugin.
    expect(result.stderr.match(/makes at \/api\//g)).toHaveLength(1);
    // Without a routeBasePath, where the plugin serves by default (MikroORM's typedoc API at /api).
    await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'P', url: 'https://p.example', plugins: [['@apify/docusaurus-plugin-typedoc-api', { packages: [] }]] };\n");
    const byDefault = await runCli(['check', root]);
    expect(byDefault.stderr).toContain('hint: Docusaurus serves what the plugin "@apify/docusaurus-plugin-typedoc-api" makes at /api/, and devcenter runs no plugin');
  });

  // MikroORM's ./plugins/changelog adds /changelog (addRoute) from its releases: the navbar's link to
  // it was a bare broken link.
  it("says a broken link to an address the site's own plugin writes is a page that plugin makes, which is not built", async () => {
    const root = await writeSite('docusaurus-config-local-plugin-route', {
      'content/docs/intro.md': '# Intro\n\nSee [the changelog](/changelog), [a release](/changelog/v2) and [elsewhere](/changelogs).\n',
      'plugins/changelog/index.js': "module.exports = function changelog(context, options = {}) {\n  const routePath = options.routePath || '/changelog';\n  return { name: 'changelog', async contentLoaded({ actions }) { actions.addRoute({ path: routePath, component: '@site/plugins/changelog/Changelog.jsx' }); } };\n};\n",
      'docusaurus.config.js': "module.exports = {\n  title: 'Local',\n  url: 'https://local.example',\n  plugins: [require.resolve('./plugins/changelog'), './plugins/missing', '../outside'],\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/changelog"');
    expect(result.stderr).toContain(`hint: the site's plugin "./plugins/changelog" makes a page at /changelog (its code writes that address), and devcenter runs no plugin of the site's: the page is not built.`);
    // Only that address: the others are told as any broken link.
    expect(result.stderr.match(/the site's plugin/g)).toHaveLength(1);
  });

  it("says a baseUrl the file computes (Immer's process.env ternary) is taken as '/', at its line", async () => {
    const root = await writeSite('docusaurus-config-computed-base-url', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Computed',\n  url: 'https://computed.example',\n  baseUrl: process.env.PREVIEW ? '/' : '/tool/',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: docusaurus.config.js:4:12  baseUrl: taken as "/"; in a site.config.ts, docs.version.path says where the docs are served (computed: a conditional expression)');
    expect(existsSync(path.join(root, 'build', 'docs', 'intro', 'index.html'))).toBe(true);
  });

  it("says why a link into a kept version at the path the config's versions give it (Socket.IO's 3.x at v3) is broken", async () => {
    const root = await writeSite('docusaurus-config-version-paths', {
      'content/docs/rooms.md': '# Rooms\n\nThe [old rooms](/docs/v3/rooms/).\n',
      'versions.json': '["3.x"]\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Versioned',\n  url: 'https://v.example',\n  presets: [['classic', { docs: { versions: { current: { path: 'v4' }, '3.x': { label: '3.x', path: 'v3' } } } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/rooms.md:3:5  error  broken link "/docs/v3/rooms/"');
    expect(result.stderr).toContain('hint: devcenter builds one version of the docs, content/docs/: version 3.x (at v3) (versioned_docs/) is not read.');
  });

  it("says why a link to the docs' path is broken when lastVersion names a kept version (RocketMQ's 5.0 at /docs/, its current docs at /docs/4.x)", async () => {
    const root = await writeSite('docusaurus-config-last-version', {
      'content/docs/intro.md': '# Intro\n\nThe [guidelines](/docs/guide/code) and [this page](/docs/4.x/intro) and [a typo](/docs/4.x/intr).\n',
      'versions.json': '["5.0"]\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Last',\n  url: 'https://last.example',\n  presets: [['classic', { docs: { lastVersion: '5.0', versions: { current: { label: '4.x', path: '/4.x' }, '5.0': { label: '5.0' } } } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/docs/guide/code"');
    expect(result.stderr).toContain("hint: Docusaurus serves version 5.0 (the docs' lastVersion) at /docs/, and devcenter builds one version of the docs, content/docs/, at /docs/4.x/: version 5.0 (versioned_docs/) is not read.");
    // A link under the current docs' own path is an ordinary broken link.
    expect(result.stderr).toContain('broken link "/docs/4.x/intr"');
    expect(result.stderr.match(/lastVersion/g)).toHaveLength(1);
  });

  it("words the lastVersion hint as a possibility when the current docs are built at the path Docusaurus serves that version at (a broken link there may be a typo)", async () => {
    const root = await writeSite('docusaurus-config-last-version-same-path', {
      'content/docs/intro.md': '# Intro\n\nThe [guidelines](/docs/guide/code) and [a typo](/docs/intr).\n',
      'versions.json': '["5.0"]\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Last',\n  url: 'https://last.example',\n  presets: [['classic', { docs: { lastVersion: '5.0' } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken link "/docs/intr"');
    expect(result.stderr).toContain("hint: if this is a page only version 5.0 has (the docs' lastVersion, served by Docusaurus at /docs/): devcenter builds the current docs there, from content/docs/, and does not read versioned_docs/.");
    expect(result.stderr).not.toContain('at /docs/, and devcenter builds one version of the docs, content/docs/, at /docs/');
  });

  it('names the version a broken link is written under when versions.json does not list it (an archived 28.x), not the lastVersion', async () => {
    const root = await writeSite('docusaurus-config-unknown-version', {
      'content/docs/intro.md': '# Intro\n\nThe [old guide](/docs/1.x/upgrade), [a kept one](/docs/3.0/upgrade) and [a typo](/docs/intr).\n',
      'versions.json': '["3.1", "3.0"]\n',
      'docusaurus.config.js': "module.exports = { title: 'Kept', url: 'https://kept.example' };\n",
    });
    const result = await runCli(['check', root]);
    const hints = result.stderr.split('\n').filter((line) => line.startsWith('  hint:'));
    expect(hints).toEqual([
      "  hint: 1.x is no docs version of this site (versions.json lists 3.1, 3.0), so Docusaurus has no page at this address either: link to that version's published address (https://…), or to the page of the current docs.",
      "  hint: devcenter builds one version of the docs, content/docs/: version 3.0 (versioned_docs/) is not read. Link to the page of the current docs, or to the old version's published address (https://…).",
      expect.stringContaining('hint: if this is a page only version 3.1 has'),
      expect.stringContaining('hint: versioned_docs/ and versioned_sidebars/ are not read.'),
    ]);
  });

  it("suggests for a link into a kept version the same page of the current docs, when there is one, before a page titled as the link's text", async () => {
    const root = await writeSite('docusaurus-config-version-same-page', {
      'content/docs/intro.md': '# Getting started\n\nWelcome.\n',
      'content/docs/setup/install.md': '# Install\n\n## Steps\n\nRun it.\n',
      'content/docs/meta/docs.md': '# Documentation\n\nHow these pages are written.\n',
      // An archive of versions, each row's link text "Documentation" (the title of another page).
      'content/docs/archive.md': '# Archive\n\n| Version | Docs |\n| --- | --- |\n| 2.0 | [Documentation](/docs/2.0/intro/) |\n| 1.0 | [Documentation](/docs/1.0/setup/install#steps) |\n',
      'versions.json': '["2.0", "1.0"]\n',
      'docusaurus.config.js': "module.exports = { title: 'Archive', url: 'https://archive.example', presets: [['classic', { docs: { lastVersion: 'current' } }]] };\n",
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toContain('content/docs/archive.md:5:9  error  broken link "/docs/2.0/intro/" — did you mean "/docs/intro"?');
    expect(result.stderr).toContain('content/docs/archive.md:6:9  error  broken link "/docs/1.0/setup/install#steps" — did you mean "/docs/setup/install#steps"?');
    expect(result.stderr).not.toContain('/docs/meta/docs');
  });

  it("takes Docusaurus's default lastVersion, the first of versions.json, when the config names none (Fluvio's 0.18.0 at /docs/, its current docs at /docs/latest/); lastVersion: 'current' keeps the current docs there", async () => {
    const files = {
      'content/docs/intro.md': '# Intro\n\nThe [connectors](/docs/connectors/overview).\n',
      'versions.json': '["0.18.0", "0.17.3"]\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Stable',\n  url: 'https://stable.example',\n  presets: [['classic', { docs: { versions: { current: { label: 'latest', path: 'latest' } } } }]],\n};\n",
    };
    const moved = await runCli(['build', await writeSite('docusaurus-config-default-last-version', files)]);
    expect(moved.stderr).toContain('content/docs/intro.md:3:5  error  broken link "/docs/connectors/overview"');
    expect(moved.stderr).toContain("hint: Docusaurus serves version 0.18.0 (the docs' lastVersion by default: the first of versions.json) at /docs/, and devcenter builds one version of the docs, content/docs/, at /docs/latest/: version 0.18.0 (versioned_docs/) is not read.");
    const samePath = await runCli(['build', await writeSite('docusaurus-config-default-last-version-same-path', { ...files, 'docusaurus.config.js': "module.exports = { title: 'Stable', url: 'https://stable.example' };\n" })]);
    expect(samePath.stderr).toContain("hint: if this is a page only version 0.18.0 has (the docs' lastVersion by default: the first of versions.json, served by Docusaurus at /docs/)");
    const current = await runCli(['build', await writeSite('docusaurus-config-current-last-version', { ...files, 'docusaurus.config.js': files['docusaurus.config.js'].replace('docs: {', "docs: { lastVersion: 'current',") })]);
    expect(current.stderr).toContain('broken link "/docs/connectors/overview"');
    expect(current.stderr).not.toContain('lastVersion');
  });

  it("says once, at package.json's line, that a Docusaurus 2 site's pages were read by MDX 1 (Socket.IO's \"{user} is typing\")", async () => {
    const files = {
      'content/docs/chat.md': '# Chat\n\n- Add {user} is typing.\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Two',\n  url: 'https://two.example',\n};\n",
    };
    const two = await writeSite('docusaurus-config-version-2', { ...files, 'package.json': '{\n  "dependencies": {\n    "@docusaurus/core": "^2.4.3"\n  }\n}\n' });
    const result = await runCli(['build', two]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('package.json:3:5  warning  The site was written for Docusaurus 2 ("@docusaurus/core": "^2.4.3"), whose MDX 1 read as text some of what MDX 3 refuses');
    expect(result.stderr).toContain('content/docs/chat.md:3:7  error  JavaScript expressions are not allowed in content: {user}.');
    const three = await writeSite('docusaurus-config-version-3', { ...files, 'package.json': '{\n  "dependencies": {\n    "@docusaurus/core": "3.6.3"\n  }\n}\n' });
    expect((await runCli(['build', three])).stderr).not.toContain('written for Docusaurus');
  });

  it("serves the docs under the config's baseUrl, where its pages and navbar link to them (QuestDB: baseUrl '/docs/', routeBasePath '/')", async () => {
    const root = await writeSite('docusaurus-config-base-url', {
      'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nSee [the other page](/docs/other/).\n',
      'content/docs/other.md': '# Other\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Base',\n  url: 'https://base.example',\n  baseUrl: '/docs/',\n  trailingSlash: true,\n  presets: [['classic', { docs: { routeBasePath: '/' } }]],\n  themeConfig: { navbar: { items: [{ to: '/other', label: 'Other' }, { to: '/docs/intro', label: 'Intro' }] } },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(html).toMatch(/<a[^>]*href="\/docs\/other"[^>]*>Other<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*>Intro<\/a>/);
  });

  // fbt's baseUrl is '/fbt/' and its footer links `to: 'blog'`: Docusaurus serves the blog at /fbt/blog,
  // devcenter at /blog (only the docs go under the baseUrl), and the link was a broken-link error.
  it("leads a navbar or footer link under the baseUrl to what devcenter serves at '/' (the blog), and keeps the docs' under it", async () => {
    const root = await writeSite('docusaurus-config-base-url-blog', {
      'content/docs/intro.md': '# Intro\n',
      'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nHi.\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Base',\n  url: 'https://base.example',\n  baseUrl: '/tool/',\n  themeConfig: {\n    navbar: { items: [{ to: 'docs/intro', label: 'Docs' }, { to: '/tool/blog', label: 'News' }] },\n    footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: 'blog' }] }] },\n  },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'tool/docs/intro');
    expect(html).toMatch(/<a[^>]*href="\/tool\/docs\/intro"[^>]*>Docs<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>News<\/a>/);
    expect(linksIn(html, 'footer')).toEqual(['Blog -> /blog']);
  });

  // Detox's baseUrl is '/Detox/' and its pages link to /docs/…: Docusaurus's Link puts the baseUrl
  // before a link written from the root, so they reach /Detox/docs/…; they were broken-link errors here.
  it("leads a page's link written from the root to the docs under the baseUrl, as Docusaurus's Link does, and leaves the rest as written", async () => {
    const root = await writeSite('docusaurus-config-base-url-content', {
      'content/docs/intro.md': '# Intro\n\nSee [the guide](/docs/guide#setup), <a href="/docs/guide">the guide again</a>, [the blog](/blog), [the logo](/img/logo.png) and [the tags](/docs/tags/setup).\n\nAlready based: [guide](/Detox/docs/guide).\n',
      'content/docs/guide.md': '---\ntags: [setup]\n---\n# Guide\n\n## Setup\n\nText.\n',
      'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nHi.\n',
      'static/img/logo.png': 'png',
      'docusaurus.config.js': "module.exports = {\n  title: 'Base',\n  url: 'https://base.example',\n  baseUrl: '/Detox/',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'Detox/docs/intro');
    const hrefs = [...html.matchAll(/<a href="([^"]*)"[^>]*>(the guide|the guide again|the blog|the logo|the tags|guide)</g)].map(([, href, text]) => `${text} -> ${href}`);
    // A page no file makes (a tag's, a category's generated index) too, as the check follows the link.
    expect(hrefs).toEqual(['the guide -> /Detox/docs/guide#setup', 'the guide again -> /Detox/docs/guide', 'the blog -> /blog', 'the logo -> /img/logo.png', 'the tags -> /Detox/docs/tags/setup', 'guide -> /Detox/docs/guide']);
    // A link that leads to no page either way stays a broken link.
    await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\nSee [nothing](/docs/nothing).\n');
    const broken = await runCli(['build', root]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken link "/docs/nothing"');
  });

  // Pomerium's docs plugin reads path: 'content' (content/docs/, content/examples/, content/index.mdx):
  // devcenter read content/docs/ alone, one level up (/docs/x at /x), and left the rest out as "not part
  // of the site", with ~1,200 broken links and no word of why.
  it("says a docs path in content/ other than content/docs/ (Pomerium's 'content') at the path, and what to move where", async () => {
    const root = await writeSite('docusaurus-config-docs-path-content', {
      'content/docs/guide/a.md': '# A\n',
      'content/index.mdx': '# Home\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'P',\n  url: 'https://p.example',\n  presets: [['classic', { docs: { path: 'content', routeBasePath: '/' } }]],\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toContain(`docusaurus.config.js:4:41  warning  The docs plugin's path "content" is devcenter's own content/ folder: Docusaurus's docs are the files of content/, and devcenter reads the docs from content/docs/ alone, at other addresses.`);
    expect(result.stderr).toContain('hint: move the files of content/ into content/docs/ (content/docs/ becomes content/docs/docs/, content/index.mdx content/docs/index.mdx)');
    // The folder devcenter reads, written as Docusaurus's path, is no mistake.
    await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'P', url: 'https://p.example', presets: [['classic', { docs: { path: 'content/docs' } }]] };\n");
    expect((await runCli(['check', root])).stderr).not.toContain("docs plugin's path");
  });

  // Watchman's baseUrl is '/watchman/' and its home page links './docs/troubleshooting': Docusaurus serves
  // that page at /watchman/, where the browser resolves the link to the doc; here the home page is at
  // '/', and the link was a broken-link error.
  it("leads a relative link from a page served at the root to the docs, as it resolves from the page's address under the baseUrl", async () => {
    const root = await writeSite('docusaurus-config-base-url-relative', {
      'content/docs/troubleshooting.md': '# Troubleshooting\n\nBack [home](../../).\n',
      'content/docs/install.md': '# Install\n\n## Top\n',
      'content/pages/index.md': '# Home\n\nRead [troubleshooting](./docs/troubleshooting) and [install](docs/install#top).\n',
      'content/pages/about.md': '# About\n\nBack [home](./) and [install](./docs/install).\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Base',\n  url: 'https://base.example',\n  baseUrl: '/watchman/',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const hrefs = (html: string) => [...html.matchAll(/<a href="([^"]*)"[^>]*>(troubleshooting|install|home)</g)].map(([, href, text]) => `${text} -> ${href}`);
    expect(hrefs(await page(root, ''))).toEqual(['troubleshooting -> /watchman/docs/troubleshooting', 'install -> /watchman/docs/install#top']);
    expect(hrefs(await page(root, 'about'))).toEqual(['home -> /', 'install -> /watchman/docs/install']);
    // From /watchman/about, '../docs/install' leaves the baseUrl, in Docusaurus too: still a broken link.
    await writeFile(path.join(root, 'content', 'pages', 'about.md'), '# About\n\n[install](../docs/install).\n');
    const broken = await runCli(['build', root]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('content/pages/about.md:3:1  error  broken link "../docs/install"');
  });

  // Infracost's baseUrl is '/docs/' and its pages write <img src="/docs/img/sso/…png">: Docusaurus serves
  // static/ under the baseUrl and passes the prop through, so the picture shows there; here each was a
  // broken-image error, as devcenter serves static/ at the site's root.
  it("publishes a file of static/ an element's prop names under the baseUrl at the root, where it is served; a Markdown image so written stays broken, as in Docusaurus", async () => {
    const root = await writeSite('docusaurus-config-base-url-static', {
      'content/docs/intro.md': '# Intro\n\n<img src="/manual/img/shot.png" alt="A shot" />\n\n<a href="/manual/files/sheet.pdf?v=2">The sheet</a>\n\n<video src="/manual/media/clip.mp4" controls></video>\n',
      'static/img/shot.png': 'png',
      'static/files/sheet.pdf': 'pdf',
      'static/media/clip.mp4': 'mp4',
      'docusaurus.config.js': "module.exports = {\n  title: 'Base',\n  url: 'https://base.example',\n  baseUrl: '/manual/',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'manual/docs/intro');
    expect(html).toMatch(/<img src="\/img\/shot\.png" alt="A shot"/);
    expect(html).toMatch(/<a href="\/files\/sheet\.pdf\?v=2"[^>]*>The sheet<\/a>/);
    expect(html).toMatch(/<video src="\/media\/clip\.mp4"/);
    // Docusaurus looks for a Markdown image's file in static/ as written, and fails without it.
    await writeFile(path.join(root, 'content', 'docs', 'intro.md'), '# Intro\n\n![A shot](/manual/img/shot.png)\n\n<img src="/manual/img/none.png" />\n');
    const broken = await runCli(['build', root]);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken image "/manual/img/shot.png": static/manual/img/shot.png does not exist — did you mean "/img/shot.png"?');
    expect(broken.stderr).toContain('broken image "/manual/img/none.png"');
  });

  // A newcomer's site: its React home page, kept versions, custom.css and prism languages went unsaid.
  it('says once what it does not build or apply: a React home page, kept docs versions, the theme\'s customCss, prism languages it does not highlight', async () => {
    const root = await writeSite('docusaurus-config-unbuilt', {
      'content/docs/intro.md': '# Intro\n\n```toml\na = 1\n```\n',
      'src/pages/index.tsx': 'export default function Home() { return null; }\n',
      'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
      'versions.json': '["2.0", "1.0"]\n',
      'versioned_docs/version-2.0/intro.md': '# Intro 2.0\n',
      'docusaurus.config.js':
        "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', {\n    theme: { customCss: require.resolve('./src/css/custom.css') },\n  }]],\n  themeConfig: {\n    prism: { additionalLanguages: ['java', 'toml', 'powershell'] },\n  },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('  warning  '));
    expect(warnings).toEqual([
      "docusaurus.config.js:5:25  warning  presets: the theme's customCss (./src/css/custom.css) is not applied: devcenter's pages use its own theme, and a site adds no stylesheet to every page.",
      'docusaurus.config.js:8:35  warning  themeConfig.prism.additionalLanguages: devcenter does not highlight toml, powershell: code blocks in them show as plain text.',
      'src/pages/index.tsx  warning  src/pages/index.tsx is the Docusaurus site\'s React home page, which devcenter does not build (it builds no React pages): "/" leads to /docs/intro instead.',
      'versions.json  warning  versions.json keeps 2 docs versions (2.0, 1.0): devcenter builds only the current docs, content/docs/, and the version dropdown lists that one alone.',
    ]);
    expect(result.stderr).toContain('hint: write the home page in Markdown as content/pages/index.mdx');
    expect(result.stderr).toContain('hint: style what a page needs through a component registered in site.config.ts');
    // PixiJS's customCss is a string on the line below `theme: {`: the warning is at the string.
    const named = await writeSite('docusaurus-config-custom-css-string', {
      'content/docs/intro.md': '# Intro\n',
      'content/pages/index.mdx': '# Home\n',
      'src/css/custom.scss': ':root {}\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', {\n    theme: {\n      customCss: './src/css/custom.scss',\n    },\n  }]],\n};\n",
    });
    expect((await runCli(['check', named])).stderr).toContain(
      "docusaurus.config.js:6:18  warning  presets: the theme's customCss (./src/css/custom.scss) is not applied: devcenter's pages use its own theme, and a site adds no stylesheet to every page.\n   6 |       customCss: './src/css/custom.scss',",
    );
    // With a home page of its own, and without the stylesheet the config names, nothing is lost: nothing is said.
    const quiet = await writeSite('docusaurus-config-unbuilt-quiet', {
      'content/docs/intro.md': '# Intro\n',
      'content/pages/index.mdx': '# Home\n',
      'src/pages/index.tsx': 'export default function Home() { return null; }\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { theme: { customCss: './src/css/custom.css' } }]],\n  themeConfig: { prism: { additionalLanguages: ['java'] } },\n};\n",
    });
    const calm = await runCli(['build', quiet]);
    expect(calm.stderr).toBe('');
    expect(calm.code).toBe(0);
  });

  // React Native's clientModules (an embed's set-up, a scroll to the fragment) were dropped without a word.
  it('says that the clientModules the site has are not loaded, at the key, and nothing of one it does not have', async () => {
    const root = await writeSite('docusaurus-config-client-modules', {
      'content/docs/intro.md': '# Intro\n',
      'content/pages/index.mdx': '# Home\n',
      'modules/embed.ts': 'export function onRouteDidUpdate() {}\n',
      'src/clientModules/scroll/index.js': 'export function onRouteDidUpdate() {}\n',
      'docusaurus.config.js':
        "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  clientModules: [\n    './modules/embed.ts',\n    require.resolve('./src/clientModules/scroll'),\n    './modules/gone.js',\n  ],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.includes('  warning  '))).toEqual([
      "docusaurus.config.js:4:18  warning  clientModules (./modules/embed.ts, ./src/clientModules/scroll) are not loaded: devcenter runs none of the site's code on every page, so what they do in the browser is left out.",
    ]);
    expect(result.stderr).toContain('hint: what a page needs in the browser goes in a component registered in site.config.ts');
    const quiet = await writeSite('docusaurus-config-client-modules-quiet', {
      'content/docs/intro.md': '# Intro\n',
      'content/pages/index.mdx': '# Home\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  clientModules: ['./modules/gone.js', 'some-package/client'],\n};\n",
    });
    const calm = await runCli(['build', quiet]);
    expect(calm.stderr).toBe('');
    expect(calm.code).toBe(0);
  });

  // Lexical's src/theme/Root.tsx, DocItem/ and Footer/ were left out without a word.
  it("says once which of the theme's components src/theme/ swizzles, none of which devcenter runs, and not the site's own components there", async () => {
    const root = await writeSite('docusaurus-config-swizzled', {
      'content/docs/intro.md': '# Intro\n',
      'content/pages/index.mdx': '# Home\n',
      'src/theme/Root.tsx': 'export default function Root({ children }) { return children; }\n',
      'src/theme/DocItem/Footer/index.js': 'export default function Footer() { return null; }\n',
      'src/theme/MDXComponents.js': "import MDXComponents from '@theme-original/MDXComponents';\nexport default { ...MDXComponents };\n",
      'src/theme/BoxLink/index.tsx': 'export default function BoxLink() { return null; }\n',
      'src/theme/notes.md': '# Notes\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr.split('\n').filter((line) => line.includes('  warning  '))).toEqual([
      "src/theme  warning  src/theme/ swizzles 2 of the Docusaurus theme's components (DocItem, Root): devcenter draws every page with its own theme and runs none of them, so what they change is left out.",
    ]);
    expect(result.stderr).toContain('hint: what a page shows of its own goes in a component registered in site.config.ts (components)');
  });

  // Metro's and fbt's /help and /users are React pages of src/pages/; the broken links said nothing of them.
  it('says that a broken link leads to a React page of src/pages/, which devcenter does not build, and where its Markdown would go', async () => {
    const root = await writeSite('docusaurus-config-react-pages', {
      'content/docs/a.md': '# A\n\nAsk on the [help page](/help) or see [who uses it](/users/).\n\n[Support](/support)\n',
      'src/pages/help/index.js': 'export default function Help() { return null; }\n',
      'src/pages/users.tsx': 'export default function Users() { return null; }\n',
      'src/pages/_parts.js': 'export const x = 1;\n',
      'src/pages/support.md': '# Support\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  themeConfig: { navbar: { items: [{ to: 'help', label: 'Help' }] } },\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:12  error  broken link "/help"');
    expect(result.stderr).toContain('hint: src/pages/help/index.js is a React page of the Docusaurus site, and devcenter builds no React pages: write it in Markdown as content/pages/help.md (or .mdx), or link elsewhere.');
    expect(result.stderr).toContain('hint: src/pages/users.tsx is a React page of the Docusaurus site, and devcenter builds no React pages: write it in Markdown as content/pages/users.md (or .mdx)');
    // Watchman's support.md, left in src/pages/.
    expect(result.stderr).toContain('hint: src/pages/support.md is a Markdown page of the Docusaurus site: move it to content/pages/support.md, where devcenter reads the site\'s pages.');
    // The navbar's link to the same React page is one cause with the page's: a note under its error.
    expect(result.stderr).toContain('content/docs/a.md:3:12  error  broken link "/help" (2 links in 2 files lead to src/pages/help/index.js; this is the first, the others are listed below).');
    expect(result.stderr).toMatch(/  note: docusaurus\.config\.js:4:\d+  also "\/help" in themeConfig\.navbar\.items\[0\] \("Help"\)\n/);
  });

  // create-docusaurus's classic starter keeps src/pages/markdown-page.md: moved over as the README says
  // (docs/ and blog/ into content/), the site built without that page and said nothing of it.
  it('warns of a Markdown page left in src/pages/ that nothing links to, and says where it goes', async () => {
    const root = await writeSite('docusaurus-config-markdown-page-left', {
      'content/docs/intro.md': '# Intro\n',
      'src/pages/markdown-page.md': '# Markdown page\n',
      'src/pages/moved.md': '# Moved\n',
      'content/pages/moved.md': '# Moved\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('src/pages/markdown-page.md  warning  src/pages/markdown-page.md is a Markdown page of the Docusaurus site, which devcenter does not read there: "/markdown-page" is not built.\n  hint: move it to content/pages/markdown-page.md');
    // One whose address content/pages/ already has is the copy left behind, not a lost page.
    expect(result.stderr).not.toContain('src/pages/moved.md');
  });

  // react-native-paper's home page is src/pages/index.mdx: left there, "/" led to the docs, as on a
  // site without a home page, and nothing was said (the redirect the build makes there hid it).
  it('warns of a Markdown home page left in src/pages/, where "/" then leads to the docs', async () => {
    const root = await writeSite('docusaurus-config-markdown-home-left', {
      'content/docs/intro.md': '# Intro\n',
      'src/pages/index.mdx': '# Home\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('src/pages/index.mdx  warning  src/pages/index.mdx is a Markdown page of the Docusaurus site, which devcenter does not read there: "/" is not built.\n  hint: move it to content/pages/index.mdx');
  });

  it("says once that the Markdown pages left in src/pages/ are not built, each other one a note (Socket.IO's 34)", async () => {
    const root = await writeSite('docusaurus-config-markdown-pages-left', {
      'content/docs/intro.md': '# Intro\n',
      'src/pages/how-to/upload-a-file.md': '# Upload\n',
      'src/pages/get-started/index.md': '# Get started\n',
      'src/pages/get-started/chat.md': '# Chat\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      [
        'src/pages/get-started/chat.md  warning  src/pages/get-started/chat.md is a Markdown page of the Docusaurus site, which devcenter does not read there: "/get-started/chat" is not built (3 Markdown pages in src/pages/; this is the first, the others are listed below).',
        '  note: src/pages/get-started/index.md  also left in src/pages/: "/get-started" is not built',
        '  note: src/pages/how-to/upload-a-file.md  also left in src/pages/: "/how-to/upload-a-file" is not built',
        '  hint: move them to content/pages/, each at the same path there (src/pages/get-started/chat.md to content/pages/get-started/chat.md)',
      ].join('\n'),
    );
    expect(result.stderr.split('  warning  ')).toHaveLength(2);
  });

  // React Native Navigation's navbar `to: 'showcase'` (baseUrl /react-native-navigation/, its docs at routeBasePath '/')
  // is its src/pages/showcase/index.jsx.
  it('says that a navbar link under the baseUrl leads to a React page of src/pages/, which Docusaurus serves there', async () => {
    const root = await writeSite('docusaurus-config-react-page-base', {
      'content/docs/a.md': '# A\n',
      'src/pages/showcase/index.jsx': 'export default function Showcase() { return null; }\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  baseUrl: '/nav/',\n  presets: [['classic', { docs: { routeBasePath: '/' } }]],\n  themeConfig: { navbar: { items: [{ to: 'showcase', label: 'Showcase' }] } },\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docusaurus\.config\.js:6:\d+  error  broken link "\/nav\/showcase" in themeConfig\.navbar\.items\[0\] \("Showcase"\)\n.*\n.*\n  hint: src\/pages\/showcase\/index\.jsx is a React page of the Docusaurus site, and devcenter builds no React pages: write it in Markdown as content\/pages\/showcase\.md/);
  });

  // Kvrocks's blog and footer link into its "community" docs (a second docs plugin instance, at /community).
  it('says that a broken link leads into a docs plugin instance devcenter does not build, and which one', async () => {
    const root = await writeSite('docusaurus-config-docs-instance', {
      'content/docs/a.md': '# A\n\nRead [the guide](/community/contributing) and [a typo](/docs/b).\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        '  plugins: [',
        "    ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }],",
        "    ['@docusaurus/plugin-content-docs', { id: 'other', path: 'other' }],",
        '  ],',
        "  themeConfig: { footer: { links: [{ title: 'More', items: [{ label: 'Contribute', to: '/community' }] }] } },",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    const hint = 'hint: Docusaurus serves the docs plugin instance "community" (its docs in community/) at /community/, and devcenter builds one docs folder, content/docs/: that instance is not built.';
    expect(result.stderr).toContain(`content/docs/a.md:3:6  error  broken link "/community/contributing"\n   3 |`);
    expect(result.stderr.split(hint)).toHaveLength(3);
    expect(result.stderr).toMatch(/broken link "\/community" in themeConfig\.footer\.links\[0\]\.items\[0\] \("Contribute"\)\n.*\n.*\n  hint: Docusaurus serves the docs plugin instance "community"/);
    // An instance at Docusaurus's default path, the built docs' own, says nothing of a link there.
    expect(result.stderr).toMatch(/broken link "\/docs\/b".*\n.*\n.*\n(?!  hint)/);
  });

  // EventMesh's footer links to /events/release-notes/v1.12.0, a page of its "events" docs instance
  // whose name is also a docs version of versions.json.
  it('names the docs plugin instance a broken link leads into when a segment of it is also a kept docs version', async () => {
    const root = await writeSite('docusaurus-config-docs-instance-version-name', {
      'content/docs/a.md': '# A\n\nSee [the release](/events/release-notes/v1.12.0).\n',
      'versions.json': '["v1.12.0"]\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'events', path: 'events', routeBasePath: 'events' }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken link "\/events\/release-notes\/v1\.12\.0"\n.*\n.*\n  hint: Docusaurus serves the docs plugin instance "events" \(its docs in events\/\) at \/events\//);
    expect(result.stderr).not.toContain('version v1.12.0 (versioned_docs/) is not read');
  });

  // pnpm's docs are at '/' with lastVersion '11.x', and its registry's docs are the docs instance 'pnpr' at /pnpr.
  it('names the docs plugin instance a broken link leads into even when the docs are at "/" and a kept lastVersion is served there', async () => {
    const root = await writeSite('docusaurus-config-docs-instance-at-root', {
      'content/docs/a.md': '# A\n\nSee [the registry](/pnpr/setup).\n',
      'versions.json': '["2.x"]\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  presets: [['classic', { docs: { routeBasePath: '/', lastVersion: '2.x' } }]],",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'registry', path: 'registry-docs', routeBasePath: 'pnpr' }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken link "\/pnpr\/setup"\n.*\n.*\n  hint: Docusaurus serves the docs plugin instance "registry" \(its docs in registry-docs\/\) at \/pnpr\//);
  });

  // typescript-eslint builds its rules with the preset's docs (at /rules) and its guides with the docs
  // instance "base-docs" at '/': its 89 links into the guides were bare broken links.
  it('names a docs plugin instance served at the site\'s root for a broken link no other reading fits, and not for one under the built docs or blog', async () => {
    const root = await writeSite('docusaurus-config-docs-instance-at-site-root', {
      'content/docs/a.md': '# A\n\nSee [the guide](/getting-started/setup), [a typo](/rules/b) and [a post](/blog/nothing).\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nHello.\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  presets: [['classic', { docs: { path: 'rules', routeBasePath: 'rules' } }]],",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'guides', path: '../guides', routeBasePath: '/' }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    const hint = 'hint: Docusaurus serves the docs plugin instance "guides" (its docs in ../guides/) at /, and devcenter builds one docs folder, content/docs/: that instance is not built.';
    expect(result.stderr).toContain(`content/docs/a.md:3:5  error  broken link "/getting-started/setup"\n   3 |`);
    expect(result.stderr).toMatch(/broken link "\/getting-started\/setup"\n.*\n.*\n {2}hint: Docusaurus serves the docs plugin instance "guides" \(its docs in \.\.\/guides\/\) at \/, and/);
    expect(result.stderr.split(hint)).toHaveLength(2);
    expect(result.stderr).toMatch(/broken link "\/rules\/b"/);
    expect(result.stderr).toMatch(/broken link "\/blog\/nothing"/);
  });

  // pnpm's navbar has "Registry (pnpr)", a docSidebar item of its docs plugin instance 'pnpr'.
  it('names a navbar item of another docs plugin instance as not built, and never links it to the built docs\' sidebar or doc of that name', async () => {
    const root = await writeSite('docusaurus-config-navbar-other-instance', {
      'content/docs/intro.md': '# Intro\n',
      'content/docs/guide.md': '# Guide\n',
      'sidebars.js': "module.exports = { registry: ['guide'], docs: ['intro'] };\n",
      'docusaurus.config.js': [
        'module.exports = {', // 1
        "  title: 'T',", // 2
        "  url: 'https://t.example',", // 3
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'reg', path: 'reg-docs', routeBasePath: 'reg' }]],", // 4
        '  themeConfig: { navbar: { items: [', // 5
        "    { type: 'docSidebar', sidebarId: 'docs', label: 'Docs' },", // 6
        "    { type: 'docSidebar', docsPluginId: 'reg', sidebarId: 'registry', label: 'Registry' },", // 7
        "    { type: 'doc', docsPluginId: 'reg', docId: 'guide', label: 'Reg guide' },", // 8
        '  ] } },', // 9
        '};', // 10
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:7:\d+  themeConfig\.navbar\.items\[1\]: the sidebar "registry" of the docs plugin instance "reg", which devcenter does not build/);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:8:\d+  themeConfig\.navbar\.items\[2\]: the doc "guide" of the docs plugin instance "reg", which devcenter does not build/);
    expect(linksIn(await page(root, 'docs/intro'), 'nav')).toEqual(['Docs -> /docs/intro']);
  });

  // RocketMQ's config lists three more blogs beside the classic preset's (events, news, release-notes,
  // each a plugin-content-blog instance at its routeBasePath): left out without a word, its 50 links
  // into them were bare broken links, one of them "did you mean /release_notes?".
  it('names each blog plugin instance beside the built blog as not built, in the warning and when a broken link leads into it', async () => {
    const root = await writeSite('docusaurus-config-blog-instances', {
      'content/docs/a.md': '# A\n\nSee [the notes](/release-notes/2024/09/26/5.3.1) and [the feed](/blog/nothing).\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nHello.\n',
      'docusaurus.config.js': [
        'module.exports = {', // 1
        "  title: 'T',", // 2
        "  url: 'https://t.example',", // 3
        "  presets: [['classic', { blog: { blogTitle: 'Blog' } }]],", // 4
        '  plugins: [', // 5
        "    ['@docusaurus/plugin-content-blog', { id: 'release-notes', routeBasePath: 'release-notes', path: './release-notes' }],", // 6
        "    ['@docusaurus/plugin-content-blog', { id: 'same-path', path: './other' }],", // 7
        '  ],', // 8
        "  themeConfig: { navbar: { items: [{ to: '/release-notes', label: 'Notes' }] } },", // 9
        '};', // 10
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:6:\d+  plugins: the blog plugin instance "release-notes" \(its posts in \.\/release-notes\), which devcenter does not build: it builds one blog, content\/blog\//);
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:7:\d+  plugins: the blog plugin instance "same-path" \(its posts in \.\/other\)/);
    const hint = 'hint: Docusaurus serves the blog plugin instance "release-notes" (its posts in ./release-notes/) at /release-notes/, and devcenter builds one blog, content/blog/: that instance is not built.';
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken link "\/release-notes\/2024\/09\/26\/5\.3\.1"\n.*\n.*\n  hint: Docusaurus serves the blog plugin instance "release-notes"/);
    expect(result.stderr).toMatch(/broken link "\/release-notes" in themeConfig\.navbar\.items\[0\] \("Notes"\)\n.*\n.*\n  hint: Docusaurus serves the blog plugin instance "release-notes"/);
    expect(result.stderr.split(hint)).toHaveLength(3);
    // An instance at the blog's default path, the built blog's own, says nothing of a link there.
    expect(result.stderr).toMatch(/broken link "\/blog\/nothing".*\n.*\n.*\n(?!  hint: Docusaurus serves the blog)/);
  });

  // A blog instance at routeBasePath '/' was left out, as docs instances there were before: a broken
  // link into it (a post's dated address) was a bare broken link, nothing naming the instance.
  it('names a blog plugin instance served at the site\'s root for a broken link no other reading fits, and not for one under the built docs or blog', async () => {
    const root = await writeSite('docusaurus-config-blog-instance-at-site-root', {
      'content/docs/a.md': '# A\n\nSee [the release](/2024/01/01/release), [a typo](/docs/b) and [a post](/blog/nothing).\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nHello.\n',
      'docusaurus.config.js': [
        "module.exports = { title: 'T', url: 'https://t.example', presets: [['classic', { blog: {} }]], plugins: [",
        "  ['@docusaurus/plugin-content-blog', { id: 'changelog', routeBasePath: '/', path: 'changelog' }],",
        '] };',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    const hint = 'hint: Docusaurus serves the blog plugin instance "changelog" (its posts in changelog/) at /, and devcenter builds one blog, content/blog/: that instance is not built.';
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken link "\/2024\/01\/01\/release"\n.*\n.*\n {2}hint: Docusaurus serves the blog plugin instance "changelog" \(its posts in changelog\/\) at \/, and/);
    expect(result.stderr.split(hint)).toHaveLength(2);
    expect(result.stderr).toMatch(/broken link "\/docs\/b"/);
    expect(result.stderr).toMatch(/broken link "\/blog\/nothing"/);
  });

  // Under a baseUrl, Docusaurus's Link puts it before a link written from the root: '/news/x' leads
  // into the instance at /proj/news, and '/blog/x' into the built blog, whatever instance names no path.
  it('names the plugin instance a link written from the root leads into under a baseUrl, and no instance for a link into the built blog', async () => {
    const root = await writeSite('docusaurus-config-blog-instances-base-url', {
      'content/docs/a.md': '# A\n\nSee [the news](/news/2024/x), [the feed](/blog/nothing) and [more](/community/x).\n',
      'content/blog/2024-01-01-post.md': '---\ntitle: Post\n---\n\nHello.\n',
      'docusaurus.config.js': [
        "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/proj/', presets: [['classic', { blog: {} }]], plugins: [",
        "  ['@docusaurus/plugin-content-blog', { id: 'news', routeBasePath: 'news', path: 'news' }],",
        "  ['@docusaurus/plugin-content-blog', { id: 'same-path', path: './other' }],",
        "  ['@docusaurus/plugin-content-docs', { id: 'community', routeBasePath: 'community', path: 'community' }],",
        '] };',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken link "\/news\/2024\/x"\n.*\n.*\n  hint: Docusaurus serves the blog plugin instance "news" \(its posts in news\/\) at \/proj\/news\//);
    expect(result.stderr).toMatch(/broken link "\/community\/x"\n.*\n.*\n  hint: Docusaurus serves the docs plugin instance "community"/);
    expect(result.stderr).toMatch(/broken link "\/blog\/nothing"/);
    expect(result.stderr).not.toContain('serves the blog plugin instance "same-path"');
  });

  // Uniswap's config keeps 47 old addresses alive through @docusaurus/plugin-client-redirects; read as
  // data, they were passed over, and links to those addresses (Uniswap's own pages have a dozen) broke.
  it("writes the redirects @docusaurus/plugin-client-redirects lists, and reports one to no page at its line, as Docusaurus fails on it", async () => {
    const root = await writeSite('docusaurus-config-client-redirects', {
      'content/docs/new.md': '# New\n\n## Setup\n\nText.\n',
      'content/docs/a.md': '# A\n\nSee [the old page](/docs/old#setup) and [the older one](/docs/older).\n',
      'docusaurus.config.js': [
        'module.exports = {', // 1
        "  title: 'T',", // 2
        "  url: 'https://t.example',", // 3
        '  plugins: [', // 4
        '    [', // 5
        "      require.resolve('@docusaurus/plugin-client-redirects'),", // 6
        '      {', // 7
        '        redirects: [', // 8
        "          { to: '/docs/new', from: ['/docs/old', '/docs/older/'] },", // 9
        "          { to: '/docs/renamed', from: '/docs/before' },", // 10
        "          { to: 'https://elsewhere.example/guide', from: '/docs/away' },", // 11
        "          { to: '/docs/a', from: '/docs/new.md' },", // 12
        '        ],', // 13
        '        createRedirects(existingPath) {', // 14
        "          return existingPath.replace('/docs', '/legacy');", // 15
        '        },', // 16
        '      },', // 17
        '    ],', // 18
        '  ],', // 19
        '};', // 20
        '',
      ].join('\n'),
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    // The links to the old addresses lead through the redirects; the one redirect to no page is an error at its `to`.
    expect(check.stderr).not.toContain('content/docs/a.md');
    expect(check.stderr).toContain('docusaurus.config.js:10:17  error  broken link "/docs/renamed" in plugins[0] (client-redirects) redirects[1].to ("from /docs/before")');
    // What makes redirects by code is said, at its line.
    expect(check.stderr).toContain("note: docusaurus.config.js:14:9  plugins[0]: the client-redirects plugin's createRedirects, which devcenter does not apply");
    // One from the address of a page's Markdown copy, which the build writes, is left out with a warning at its line (Uniswap's '/contracts/v2/overview.md').
    expect(check.stderr).toContain('docusaurus.config.js:12:34  warning  The redirect from "/docs/new.md" to /docs/a is left out: "/docs/new.md" is the address of the Markdown copy of the page /docs/new.');

    await writeFile(path.join(root, 'content/docs/renamed.md'), '# Renamed\n');
    const build = await runCli(['build', root]);
    expect(build.code).toBe(0);
    for (const [from, to] of [['docs/old', '/docs/new'], ['docs/older', '/docs/new'], ['docs/before', '/docs/renamed'], ['docs/away', 'https://elsewhere.example/guide']]) {
      expect(await readFile(path.join(root, 'build', from, 'index.html'), 'utf8')).toContain(`http-equiv="refresh" content="0; url=${to}"`);
    }
  });

  // TypeORM's config imports its 70 redirects from a module of the site: `import { redirects } from
  // './redirects'`, left out as "computed: an import".
  it('reads the redirects a config imports from a module of the site, as data, and reports one to no page at its line there', async () => {
    const root = await writeSite('docusaurus-config-imported-redirects', {
      'content/docs/new.md': '# New\n',
      'content/docs/a.md': '# A\n\nSee [the old page](/docs/old).\n',
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import { redirects } from './redirects';",
        "const older = require('./older.js');",
        "const config: Config = { title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', { redirects: [...redirects, ...older, { from: '/docs/mine', to: '/docs/a' }] }]] };",
        'export default config;',
        '',
      ].join('\n'),
      'older.js': "module.exports = [{ from: '/docs/oldest', to: '/docs/new' }];\n",
      'redirects.ts': [
        'export const redirects = [', // 1
        '  { from: "/docs/old", to: "/docs/new" },', // 2
        '  {', // 3
        '    from: "/docs/before",', // 4
        '    to: "/docs/renamed",', // 5
        '  },', // 6
        '  { from: "/docs/odd?x", to: "/docs/new" },', // 7
        '];', // 8
        '',
      ].join('\n'),
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    expect(check.stderr).not.toContain('content/docs/a.md');
    expect(check.stderr).not.toContain('(computed: an import');
    // Each problem in the module, at its entry (at the value when the entry's line writes it).
    expect(check.stderr).toContain('redirects.ts:3:3  error  broken link "/docs/renamed" in plugins[0] (client-redirects) redirects[1].to ("from /docs/before")');
    expect(check.stderr).toContain('redirects.ts:7:11  error  The client-redirects plugin\'s redirect from "/docs/odd?x" contains a "?".');

    await writeFile(path.join(root, 'redirects.ts'), 'export const redirects = [\n  { from: "/docs/old", to: "/docs/new" },\n];\n');
    const build = await runCli(['build', root]);
    expect(build.code, build.stderr).toBe(0);
    // Spread into the list with others (`[...redirects, ...older, {…}]`), each imported entry is a redirect of its own.
    for (const [from, to] of [['docs/old', '/docs/new'], ['docs/oldest', '/docs/new'], ['docs/mine', '/docs/a']]) {
      expect(await readFile(path.join(root, 'build', from, 'index.html'), 'utf8')).toContain(`http-equiv="refresh" content="0; url=${to}"`);
    }
    // A module whose name starts with two dots (`..older.js`) is a file of the site, read as the others (atk61).
    await writeFile(path.join(root, '..older.js'), "module.exports = [{ from: '/docs/dotted', to: '/docs/new' }];\n");
    await writeFile(path.join(root, 'docusaurus.config.ts'), (await readFile(path.join(root, 'docusaurus.config.ts'), 'utf8')).replace("require('./older.js')", "require('./..older.js')"));
    const dotted = await runCli(['build', root]);
    expect(dotted.code, dotted.stderr).toBe(0);
    expect(await readFile(path.join(root, 'build', 'docs', 'dotted', 'index.html'), 'utf8')).toContain('http-equiv="refresh" content="0; url=/docs/new"');
  });

  // RocketMQ's `{ from: '/docs/motivation/', to: '/docs/' }`: its to, read as "/docs", was looked for so
  // in the file, and the broken link was reported at no line.
  it("reports a client-redirects to written with a last \"/\" that leads to no page at its line and column", async () => {
    const root = await writeSite('docusaurus-config-client-redirects-slash', {
      'content/docs/new.md': '# New\n',
      'docusaurus.config.js': [
        "module.exports = { title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', { redirects: [", // 1
        "  { from: '/docs/motivation/', to: '/docs/gone/' },", // 2
        ']}]] };', // 3
        '',
      ].join('\n'),
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('docusaurus.config.js:2:36  error  broken link "/docs/gone" in plugins[0] (client-redirects) redirects[0].to ("from /docs/motivation")');
    expect(check.stderr).toContain("   2 |   { from: '/docs/motivation/', to: '/docs/gone/' },\n     |                                    ^^^^^^^^^^^^^");
  });

  it('reports a client-redirects address written with an escape (\\n, \\u0007) at its line and column, as written', async () => {
    const root = await writeSite('docusaurus-config-client-redirects-escapes', {
      'content/docs/new.md': '# New\n',
      'docusaurus.config.js': [
        "module.exports = { title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', { redirects: [", // 1
        "  { from: '/a\\nb', to: '/docs/new' },", // 2
        '  { from: "/c", to: "/docs/\\u0007new" },', // 3
        ']}]] };', // 4
        '',
      ].join('\n'),
    });
    const check = await runCli(['check', root]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('docusaurus.config.js:2:11  error  The client-redirects plugin\'s redirect from "/a\\nb" contains the character "\\n".');
    expect(check.stderr).toContain("   2 |   { from: '/a\\nb', to: '/docs/new' },\n     |           ^^^^^^^");
    expect(check.stderr).toContain('docusaurus.config.js:3:21  error  The client-redirects plugin\'s redirect to "/docs/\\u0007new"');
  });

  // Sites moved from an older generator keep its addresses: from: ['/docs/old.html', '/docs/old'].
  it("reads a client-redirects from written with .html or /index.html as the page's address, where serve and the router look", async () => {
    const root = await writeSite('docusaurus-config-client-redirects-html', {
      'content/docs/new.md': '# New\n',
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ to: '/docs/new', from: ['/docs/old.html', '/docs/old', '/docs/older/index.html'] }] }]] };\n",
    });
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const redirects = JSON.parse(await readFile(path.join(root, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect([redirects['/docs/old'], redirects['/docs/older'], Object.keys(redirects).filter((from) => from.endsWith('.html'))]).toEqual(['/docs/new', '/docs/new', []]);
    expect(existsSync(path.join(root, 'build', 'docs', 'old.html', 'index.html'))).toBe(false);
  });

  // Docusaurus takes a from written with %-escapes (its isValidPathname), and hosts read _redirects's so.
  it('reads the addresses of client-redirects and static/_redirects written with %-escapes as the paths they name', async () => {
    const root = await writeSite('docusaurus-config-client-redirects-escaped', {
      'content/docs/café.md': '# Café\n',
      'static/_redirects': '/docs/vieux%20caf%C3%A9 /docs/caf%C3%A9\n',
      'docusaurus.config.js': "module.exports = { title: 'T', url: 'https://t.example', plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ to: '/docs/caf%C3%A9', from: '/docs/ancien-caf%C3%A9' }] }]] };\n",
    });
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const redirects = JSON.parse(await readFile(path.join(root, 'build', '_dc', 'redirects.json'), 'utf8'));
    expect([redirects['/docs/ancien-café'], redirects['/docs/vieux café']]).toEqual(['/docs/café', '/docs/café']);
  });

  // Jellyfin's blog plugin serves its posts at /posts (routeBasePath 'posts'), where its docs and navbar link.
  it("serves the blog where the config's blog routeBasePath puts it, so links written for that lead there, with no warning", async () => {
    const root = await writeSite('docusaurus-config-blog-path', {
      'content/docs/a.md': '# A\n\nSee [the release](/posts/2024/01/02/release#notes).\n',
      'content/blog/2024-01-02-release.md': '---\ntitle: Release\n---\n\n## Notes\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  plugins: [['@docusaurus/plugin-content-blog', { id: 'blog-main', path: 'blog', routeBasePath: 'posts' }]],",
        "  themeConfig: { navbar: { items: [{ to: '/posts', label: 'Blog' }] } },",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root, '--strict']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it("takes what a broken link does from onBrokenLinks and its kin ('log' is a warning; markdown.hooks too), as Uniswap's config says 'warn'", async () => {
    const root = await writeSite('docusaurus-config-broken-links', {
      'content/docs/a.md': '# A\n\nSee [gone](/docs/gone), [a file](./missing.md) and [an anchor](/docs/a#nowhere).\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'Lenient',\n  url: 'https://lenient.example',\n  onBrokenLinks: 'warn',\n  onBrokenAnchors: 'ignore',\n  markdown: { hooks: { onBrokenMarkdownLinks: 'log' } },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.md:3:5  warning  broken link "/docs/gone"');
    expect(result.stderr).toMatch(/content\/docs\/a\.md:3:\d+  warning  broken markdown link "\.\/missing\.md"/);
    expect(result.stderr).not.toContain('broken anchor');
  });

  // Electron's config says onBrokenLinks: 'warn' and nothing of Markdown links; its docs link files of its
  // repository (../../SECURITY.md). Docusaurus warns of those and leaves them to its onBrokenLinks check.
  it("takes a broken markdown link as a warning when the config sets a lenient onBrokenLinks and no onBrokenMarkdownLinks, as Docusaurus builds it", async () => {
    const lenient = await writeSite('docusaurus-config-broken-md-links-lenient', {
      'content/docs/a.md': '# A\n\nSee [the policy](../SECURITY.md).\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  onBrokenLinks: 'warn',\n};\n",
    });
    const built = await runCli(['build', lenient]);
    expect(built.stderr).toMatch(/content\/docs\/a\.md:3:5  warning  broken markdown link "\.\.\/SECURITY\.md"/);
    expect(built.code).toBe(0);
    // Docusaurus's default onBrokenLinks ('throw') fails on such a link, and so does a config that sets 'throw'.
    for (const setting of ['', "  onBrokenLinks: 'throw',\n"]) {
      const strict = await writeSite(`docusaurus-config-broken-md-links-strict${setting ? '-set' : ''}`, {
        'content/docs/a.md': '# A\n\nSee [the policy](../SECURITY.md).\n',
        'docusaurus.config.js': `module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n${setting}};\n`,
      });
      const failed = await runCli(['check', strict]);
      expect(failed.stderr).toMatch(/content\/docs\/a\.md:3:5  error  broken markdown link "\.\.\/SECURITY\.md"/);
      expect(failed.code).toBe(1);
    }
  });

  it("names each remark or rehype plugin of the docs and blog it does not run, but not those it does the work of (Electron's seven of its own went unsaid)", async () => {
    const root = await writeSite('docusaurus-config-markdown-plugins', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js': [
        "import math from 'remark-math';", // 1
        "import katex from 'rehype-katex';", // 2
        "import alerts from 'remark-github-admonitions-to-directives';", // 3
        "import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';", // 4
        "import shout, { whisper } from './src/remark/shout';", // 5
        "const toc = require('rehype-toc');", // 6
        'export default {',
        "  title: 'Plugins',",
        "  url: 'https://plugins.example',",
        "  presets: [['classic', {",
        '    docs: { beforeDefaultRemarkPlugins: [alerts], remarkPlugins: [math, [npm2yarn, { sync: true }], [shout, { loud: true }], whisper], rehypePlugins: [katex] },',
        '    blog: { rehypePlugins: [toc] },',
        '  }]],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    // Each at the name it is imported as: two plugins of one import line are two notes that say which.
    expect(result.stderr).toContain("note: docusaurus.config.js:5:8  presets: a plugin of the docs' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of \"./src/remark/shout\")");
    expect(result.stderr).toContain("note: docusaurus.config.js:5:17  presets: a plugin of the docs' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of \"./src/remark/shout\")");
    expect(result.stderr).toMatch(/note: docusaurus\.config\.js:6:\d+  presets: a plugin of the blog's rehypePlugins, required from "rehype-toc", which devcenter does not run/);
    expect(result.stderr.match(/which devcenter does not run/g)).toHaveLength(3);
  });

  // A config that lists its plugins as [a, b].filter(Boolean) (to leave out one a condition turns off)
  // got one note, "(computed: a call)", naming neither plugin.
  it('names each plugin of a remarkPlugins array written with .filter(Boolean), and still knows those it does the work of', async () => {
    const root = await writeSite('docusaurus-config-filtered-plugins', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js': [
        "const shout = require('remark-shout');", // 1
        "import { whisper } from './src/remark/whisper';", // 2
        'module.exports = {',
        "  title: 'Plugins',",
        "  url: 'https://plugins.example',",
        "  presets: [['classic', {",
        "    docs: { remarkPlugins: [shout, [whisper, { quiet: true }], require('remark-math'), false].filter(Boolean) },",
        '  }]],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    // Not one note for the array, at line 7.
    expect(result.stderr).not.toContain('note: docusaurus.config.js:7:');
    expect(result.stderr).toContain("note: docusaurus.config.js:1:15  presets: a plugin of the docs' remarkPlugins, required from \"remark-shout\", which devcenter does not run");
    expect(result.stderr).toContain("note: docusaurus.config.js:2:10  presets: a plugin of the docs' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of \"./src/remark/whisper\")");
    // remark-math is devcenter's own work, and `false` is what the filter drops.
    expect(result.stderr.match(/which devcenter does not run/g)).toHaveLength(2);
  });

  // Lexical's config writes its navbar items and its plugins as `[…].filter(item => item != null)`:
  // the whole navbar was one note, "(computed: a call)", and its client-redirects were lost.
  it("reads an array written with .filter(x => x != null) or another test that drops only empty items (Lexical's navbar and plugins)", async () => {
    const root = await writeSite('docusaurus-config-filter-arrow', {
      'content/docs/intro.md': '# Intro\n\nText.\n',
      'content/docs/guide.md': '# Guide\n\nText.\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Filtered', url: 'https://filtered.example',",
        '  plugins: [',
        '    null,',
        "    ['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old-guide', to: '/docs/guide' }] }],",
        '  ].filter(plugin => plugin != null),',
        '  themeConfig: { navbar: { items: [',
        "    { label: 'Intro', to: '/docs/intro' },",
        '    null,',
        "    { label: 'Guide', to: '/docs/guide' },",
        '  ].filter((item) => { return item !== null; }) },',
        "  footer: { links: [{ title: 'More', items: [{ label: 'Guide', to: '/docs/guide' }, false].filter(x => !!x) }] } },",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(linksIn(html, 'nav')).toEqual(['Intro -> /docs/intro', 'Guide -> /docs/guide']);
    expect(linksIn(html, 'footer')).toEqual(['Guide -> /docs/guide']);
    expect(await page(root, 'old-guide')).toContain('/docs/guide');
  });

  // KubeEdge's config writes its navbar as `[…, { …, hide: true }, …].filter((item) => !item.hide)`:
  // the whole navbar was one note, "(computed: a call)", and the site showed the default Docs and Blog.
  it("reads an array written with .filter(x => !x.key) or .filter(x => x.key), an item whose key is computed kept as computed (KubeEdge's navbar)", async () => {
    const root = await writeSite('docusaurus-config-filter-key', {
      'content/docs/intro.md': '# Intro\n\nText.\n',
      'content/docs/guide.md': '# Guide\n\nText.\n',
      'docusaurus.config.js': [
        "const extra = require('./extra.json');", // 1
        'module.exports = {',
        "  title: 'Filtered', url: 'https://filtered.example',",
        '  themeConfig: { navbar: { items: [',
        "    { label: 'Intro', to: '/docs/intro' },",
        "    { label: 'Hidden', to: '/docs/hidden', hide: true },",
        "    { label: 'Guide', to: '/docs/guide', hide: false },",
        "    { label: 'Maybe', to: '/docs/maybe', hide: process.env.HIDE },", // 8
        "    { label: 'Spread', to: '/docs/spread', ...extra },", // 9
        '  ].filter((item) => !item.hide) },',
        "  footer: { links: [{ title: 'More', items: [{ label: 'Guide', to: '/docs/guide', shown: true }, { label: 'Off', to: '/docs/off' }].filter(x => x?.shown) }] } },",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/intro');
    expect(linksIn(html, 'nav')).toEqual(['Intro -> /docs/intro', 'Guide -> /docs/guide']);
    expect(linksIn(html, 'footer')).toEqual(['Guide -> /docs/guide']);
    // What only running tells stays listed at its place, the rest of the navbar read.
    expect(result.stderr).not.toContain('themeConfig.navbar.items (computed: a call)');
    expect(result.stderr).toContain('note: docusaurus.config.js:8:5  themeConfig.navbar.items[2] (computed: the .filter() it is in tests its hide, which only running tells)');
    expect(result.stderr).toContain('note: docusaurus.config.js:9:5  themeConfig.navbar.items[3]');
    expect(result.stderr).not.toContain('/docs/hidden');
  });

  it("still lists a .filter() whose test may drop more than empty items, as computed", async () => {
    const root = await writeSite('docusaurus-config-filter-other', {
      'content/docs/intro.md': '# Intro\n\nText.\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Filtered', url: 'https://filtered.example',",
        "  themeConfig: { navbar: { items: [{ label: 'Intro', to: '/docs/intro' }].filter((item) => item.label !== 'x') } },",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.stderr).toContain('note: docusaurus.config.js:3:35  themeConfig.navbar.items (computed: a call)');
  });

  it("knows a plugin it does the work of when the config requires it in place (Detox's [require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}])", async () => {
    const root = await writeSite('docusaurus-config-required-plugins', {
      'content/docs/a.md': '# A\n\n```bash npm2yarn\nnpm install foo\n```\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Required',",
        "  url: 'https://required.example',",
        "  presets: [['classic', {",
        "    docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }], require('./src/remark/shout')] },",
        '  }]],',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/which devcenter does not run/g)).toHaveLength(1);
    const shoutColumn = "    docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }], ".length + 1;
    expect(result.stderr).toContain(`note: docusaurus.config.js:5:${shoutColumn}  presets: a plugin of the docs' remarkPlugins, required from "./src/remark/shout", which devcenter does not run`);
    expect(await page(root, 'docs/a')).toContain('>Yarn</button>');
  });

  it("names each plugin a destructuring require binds at its own name, with its module (Cypress's four remark plugins of one require were four notes alike, 'a destructuring declaration')", async () => {
    const root = await writeSite('docusaurus-config-destructured-plugins', {
      'content/docs/a.md': '# A\n\n$x$\n',
      'docusaurus.config.js': [
        "const { default: math } = require('remark-math');", // 1
        'const {', // 2
        '  loud,', // 3
        '  quiet: hushed,', // 4
        "} = require('./src/remark/voices');", // 5
        'module.exports = {',
        "  title: 'Voices',",
        "  url: 'https://voices.example',",
        "  presets: [['classic', { docs: { remarkPlugins: [math, loud, [hushed, { level: 2 }]] } }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('destructuring');
    expect(result.stderr.match(/which devcenter does not run/g)).toHaveLength(2);
    expect(result.stderr).toContain("note: docusaurus.config.js:3:3  presets: a plugin of the docs' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of \"./src/remark/voices\")");
    expect(result.stderr).toContain("note: docusaurus.config.js:4:10  presets: a plugin of the docs' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of \"./src/remark/voices\")");
    // remark-math, required so, is known: the page's math is typeset.
    expect(await page(root, 'docs/a')).toContain('<math');
  });

  it("takes the docs exclude: an excluded file is no page and no sidebar entry, and a page may still import it (Capacitor's README.md, QuestDB's *.partial.mdx)", async () => {
    const files = {
      'content/docs/index.md': '# Welcome\n\nHome.\n',
      'content/docs/README.md': '# Readme for GitHub\n\nNot a page.\n',
      'content/docs/guide/intro.mdx': "import Shared from './shared.partial.mdx';\n\n# Intro\n\n<Shared />\n",
      'content/docs/guide/shared.partial.mdx': 'Shared **text** here.\n',
    };
    const root = await writeSite('docusaurus-config-exclude', {
      ...files,
      'docusaurus.config.js': "module.exports = {\n  title: 'Ex',\n  url: 'https://ex.example',\n  presets: [['classic', { docs: { exclude: ['README.md', '**/*.partial.mdx'] } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(root, 'docs/guide/intro')).toContain('<p>Shared <strong>text</strong> here.</p>');
    const home = await page(root, 'docs');
    expect(home).toContain('Home.');
    expect(home).not.toContain('Readme for GitHub');
    expect(home).not.toContain('shared.partial');
    expect(existsSync(path.join(root, 'build', 'docs', 'guide', 'shared.partial', 'index.html'))).toBe(false);
    // site.config.ts says the same with docs.exclude.
    const own = await writeSite('docusaurus-config-exclude-own', { ...files, 'site.config.ts': "export default { title: 'Ex', url: 'https://ex.example', docs: { exclude: ['README.md', '**/*.partial.mdx'] } };\n" });
    const built = await runCli(['build', own]);
    expect(built.stderr).toBe('');
    expect(await page(own, 'docs')).not.toContain('Readme for GitHub');
  });

  it("takes the docs include (Redux's folders and FAQ.md): a file it names no glob for is no page and no sidebar entry, and a page may still import it", async () => {
    const files = {
      'content/docs/guide/intro.mdx': "import Shared from '../snippets/shared.md';\n\n# Intro\n\n<Shared />\n",
      'content/docs/FAQ.md': '# Questions\n\nAsked often.\n',
      'content/docs/snippets/shared.md': 'Shared **text** here.\n',
      'content/docs/NOTES.md': '# Maintainer notes\n\nNot a page.\n',
    };
    const root = await writeSite('docusaurus-config-include', {
      ...files,
      'docusaurus.config.js': "module.exports = {\n  title: 'In',\n  url: 'https://in.example',\n  presets: [['classic', { docs: { include: ['guide/**/*.{md,mdx}', 'FAQ.md'] } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const intro = await page(root, 'docs/guide/intro');
    expect(intro).toContain('<p>Shared <strong>text</strong> here.</p>');
    expect(intro).toContain('>Questions</a>');
    expect(intro).not.toContain('Maintainer notes');
    expect(existsSync(path.join(root, 'build', 'docs', 'NOTES', 'index.html'))).toBe(false);
    expect(existsSync(path.join(root, 'build', 'docs', 'snippets', 'shared', 'index.html'))).toBe(false);
    // site.config.ts says the same with docs.include.
    const own = await writeSite('docusaurus-config-include-own', { ...files, 'site.config.ts': "export default { title: 'In', url: 'https://in.example', docs: { include: ['guide/**/*.{md,mdx}', 'FAQ.md'] } };\n" });
    const built = await runCli(['build', own]);
    expect(built.stderr).toBe('');
    expect(existsSync(path.join(own, 'build', 'docs', 'NOTES', 'index.html'))).toBe(false);
    expect(await page(own, 'docs/guide/intro')).toContain('<p>Shared <strong>text</strong> here.</p>');
  });

  it("takes the blog exclude: an excluded file is no post and gets no date, and a post may still import it (OpenKruise's blog/AGENTS.md)", async () => {
    const files = {
      'content/docs/index.md': '# Welcome\n\nHome.\n',
      'content/blog/2024-05-01-launch.mdx': "---\ntitle: Launch day\n---\nimport Note from './notes/note.md';\n\nWe launched.\n\n<Note />\n",
      'content/blog/AGENTS.md': '# Notes for agents\n\nHow to write a post.\n',
      'content/blog/notes/note.md': 'A shared **note**.\n',
    };
    const root = await writeSite('docusaurus-config-blog-exclude', {
      ...files,
      'docusaurus.config.js': "const contentExclude = ['**/_*.{md,mdx}', '**/AGENTS.md', 'notes/**'];\nmodule.exports = {\n  title: 'Bx',\n  url: 'https://bx.example',\n  presets: [['classic', { docs: { exclude: contentExclude }, blog: { exclude: contentExclude } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(root, 'blog/2024/05/01/launch')).toContain('A shared <strong>note</strong>.');
    const list = await page(root, 'blog');
    expect(list).toContain('Launch day');
    expect(list).not.toContain('Notes for agents');
    expect(existsSync(path.join(root, 'build', 'blog', 'AGENTS', 'index.html'))).toBe(false);
    // site.config.ts says the same with blog.exclude.
    const own = await writeSite('docusaurus-config-blog-exclude-own', { ...files, 'site.config.ts': "export default { title: 'Bx', url: 'https://bx.example', blog: { exclude: ['AGENTS.md', 'notes/**'] } };\n" });
    const built = await runCli(['build', own]);
    expect(built.stderr).toBe('');
    expect(await page(own, 'blog')).not.toContain('Notes for agents');
  });

  it('draws no Blog navbar item when the blog folder holds only files its exclude leaves out', async () => {
    // The navbar's Blog link was added for any Markdown file of content/blog/, so the build failed on
    // 'broken link "/blog" in navbar.items[1]', a link the config never wrote.
    const files = { 'content/docs/index.md': '# Welcome\n\nHome.\n', 'content/blog/AGENTS.md': '# Notes for agents\n\nHow to write a post.\n' };
    const root = await writeSite('docusaurus-config-blog-exclude-only', {
      ...files,
      'docusaurus.config.js': "module.exports = { title: 'Bo', url: 'https://bo.example', presets: [['classic', { blog: { exclude: ['**/AGENTS.md'] } }]] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await page(root, 'docs')).not.toContain('href="/blog"');
    // site.config.ts's blog.exclude alike.
    const own = await writeSite('docusaurus-config-blog-exclude-only-own', { ...files, 'site.config.ts': "export default { title: 'Bo', url: 'https://bo.example', blog: { exclude: ['AGENTS.md'] } };\n" });
    const built = await runCli(['build', own]);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
  });

  it('takes the dropdowns, a doc item, the docs routeBasePath and the simple footer, and lists in one warning the items devcenter has no place for', async () => {
    const root = await writeSite('docusaurus-config-items', {
      'content/docs/intro.md': '# Intro\n',
      'content/docs/guides/setup.md': '---\nslug: /install\n---\n# Setup\n',
      'docusaurus.config.js': [
        'export default {',
        "  title: 'Items', url: 'https://items.example', trailingSlash: true,",
        "  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: 'guide' } }]],",
        '  themeConfig: {',
        "    colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },",
        '    navbar: { items: [',
        "      { type: 'doc', docId: 'guides/setup', label: 'Setup' },",
        "      { type: 'dropdown', label: 'More', items: [] },",
        "      { type: 'docsVersionDropdown' }, { type: 'localeDropdown', position: 'right' },",
        "      { type: 'search', position: 'right' },",
        "      { label: 'v2', position: 'right', items: [{ label: 'v1', href: 'https://v1.items.example' }] },",
        '    ] },',
        "    footer: { style: 'light', links: [{ label: 'Intro', to: '/guide/intro' }, { html: '<b>x</b>' }] },",
        '  },',
        '};',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/  warning  /g)).toHaveLength(1);
    expect(result.stderr).toContain('docusaurus.config.js  warning  docusaurus.config.js is read as data, never run: 3 settings devcenter could use are left out');
    expect(result.stderr).toContain('note: docusaurus.config.js:8:7  themeConfig.navbar.items[1]: a dropdown with no link devcenter reads');
    // The starter's respectPrefersColorScheme: true, which the pages do not follow (spec §4), is said at its place.
    expect(result.stderr).toContain("note: docusaurus.config.js:5:16  themeConfig.colorMode.respectPrefersColorScheme: devcenter's pages do not follow the reader's system colour scheme; they start in the defaultMode");
    // The search item places the search button devcenter draws on every site: nothing is left out.
    expect(result.stderr).not.toContain('themeConfig.navbar.items[4]');
    expect(result.stderr).toContain('note: docusaurus.config.js:13:79  themeConfig.footer.links[1]: HTML');
    const html = await page(root, 'guide/intro');
    expect(linksIn(html, 'nav')).toContain('Setup -> /guide/install');
    // An item of no type holding items is a dropdown in Docusaurus (webdriverio's version menu), not a link without a to.
    expect(html).toMatch(/<span class="navbar__dropdown-label">v2<\/span><\/a><ul class="dropdown__menu"><li><a href="https:\/\/v1\.items\.example"/);
    expect(html).toContain('navbar__version');
    expect(html).toContain('navbar__locale');
    expect(linksIn(html, 'footer')).toEqual(['Intro -> /guide/intro']);
    expect(html).toContain('"colorMode":{"defaultMode":"dark","disableSwitch":true');
  });

  it('reports a broken link of its navbar or footer at its place in the file', async () => {
    const root = await writeSite('docusaurus-config-broken-link', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': "export default {\n  title: 'T',\n  url: 'https://t.example',\n  themeConfig: { navbar: { items: [{ to: '/blog', label: 'Blog' }] } },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js:4:42  error  broken link "/blog" in themeConfig.navbar.items[0] ("Blog")');
  });

  // Docusaurus puts its baseUrl before a `to` written without "/": the link is read as '/changelog'
  // but written 'changelog'. Looked for as '/changelog' only, it was placed where the redirects plugin
  // writes that string (MikroORM's config), or nowhere when no other setting wrote it.
  it('reports a broken link written without its leading "/" where it is written, not where another setting writes the path', async () => {
    const root = await writeSite('docusaurus-config-broken-bare-link', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  themeConfig: { navbar: { items: [{ to: 'changelog', label: 'Changelog' }, { to: 'api', label: 'API' }] } },",
        "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ from: '/old', to: '/changelog' }] }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js:4:42  error  broken link "/changelog" in themeConfig.navbar.items[0] ("Changelog")');
    expect(result.stderr).toContain('docusaurus.config.js:4:83  error  broken link "/api" in themeConfig.navbar.items[1] ("API")');
  });

  // Watchman's baseUrl '/watchman/' makes `to: 'docs/install'` '/watchman/docs/install', a string its
  // next line writes as activeBaseRegex: the error was put there.
  it('reports a broken link written under a baseUrl where it is written, not at another setting that writes the path with it', async () => {
    const root = await writeSite('docusaurus-config-broken-base-link', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        "  baseUrl: '/tool/',",
        '  themeConfig: { navbar: { items: [',
        "    { to: 'docs/help', label: 'Help', activeBaseRegex: 'tool/docs/help' },",
        "    { activeBaseRegex: 'tool/docs/faq', to: 'docs/faq', label: 'FAQ' },",
        '  ] } },',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js:6:11  error  broken link "/tool/docs/help" in themeConfig.navbar.items[0] ("Help")');
    expect(result.stderr).toContain('docusaurus.config.js:7:45  error  broken link "/tool/docs/faq" in themeConfig.navbar.items[1] ("FAQ")');
  });

  // Typescript-eslint's Playground item writes activeBasePath: 'play' before its to: 'play': the error
  // was put at the activeBasePath, the first writing of the path.
  it('reports a broken link at its to when another setting of the item writes the same path before it', async () => {
    const root = await writeSite('docusaurus-config-broken-link-after-base-path', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        '  themeConfig: { navbar: { items: [',
        '    {',
        "      activeBasePath: 'sandbox',",
        "      label: 'Sandbox',",
        "      position: 'right',",
        "      to: 'sandbox',",
        '    },',
        '  ] } },',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js:9:11  error  broken link "/sandbox" in themeConfig.navbar.items[0] ("Sandbox")');
  });

  // devcenter keeps a Docusaurus navbar's right-hand items apart and leaves out what it has no place
  // for (a dropdown of versions, an item of HTML): its errors named a link navbar.right[0], a path of
  // devcenter's own config, where the file the author edits writes themeConfig.navbar.items[4].
  it('names a broken navbar or footer link as the Docusaurus config does, at its line and column', async () => {
    const root = await writeSite('docusaurus-config-broken-link-names', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'T',",
        "  url: 'https://t.example',",
        '  themeConfig: {',
        '    navbar: { items: [',
        "      { type: 'docsVersionDropdown' },",
        "      { to: '/docs/a', label: 'A' },",
        "      { type: 'html', value: '<b>x</b>' },",
        "      { to: '/gone-left', label: 'Left' },",
        "      { to: '/gone-right', label: 'Right', position: 'right' },",
        '    ] },',
        '    footer: { links: [',
        "      { title: 'Docs', items: [{ html: '<b>x</b>' }, { label: 'Lost', to: '/gone-footer' }] },",
        '    ] },',
        '  },',
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus.config.js:9:13  error  broken link "/gone-left" in themeConfig.navbar.items[3] ("Left")');
    expect(result.stderr).toContain('docusaurus.config.js:10:13  error  broken link "/gone-right" in themeConfig.navbar.items[4] ("Right")');
    expect(result.stderr).toContain('docusaurus.config.js:13:75  error  broken link "/gone-footer" in themeConfig.footer.links[0].items[1] ("Lost")');
  });

  // Under markdown.format 'detect' Docusaurus reads a .md page as CommonMark: so does devcenter now
  // (markdown-format.test.ts); a value Docusaurus does not know is named, and pages are read as MDX.
  it("reads markdown.format 'detect' and names a value it does not know", async () => {
    const root = await writeSite('docusaurus-config-markdown-format', {
      'content/docs/a.md': '# A\n\nSupported on Android <= 14.\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  markdown: {\n    format: 'detect',\n  },\n};\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('markdown.format');
    const other = await writeSite('docusaurus-config-markdown-format-other', {
      'content/docs/a.md': '# A\n\nSupported on Android <= 14.\n',
      'docusaurus.config.js': "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  markdown: {\n    format: 'markdown',\n  },\n};\n",
    });
    const read = await runCli(['check', other]);
    expect(read.code).toBe(1);
    expect(read.stderr).toContain('content/docs/a.md:3:');
    expect(read.stderr).toContain('note: docusaurus.config.js:4:13  markdown.format, which is not "mdx", "md" or "detect": pages are read as MDX');
  });

  // Arbitrum's markdown.preprocessor puts its `@@name=value@@` variables' values into the pages; not run
  // here, their links were broken with no word of the setting, which was passed over in silence.
  it('names markdown.preprocessor and markdown.parseFrontMatter in its warning, since devcenter runs neither', async () => {
    const root = await writeSite('docusaurus-config-markdown-preprocessor', {
      'content/docs/a.md': '# A\n\nText.\n',
      'docusaurus.config.js':
        "const vars = require('./vars.js');\nmodule.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  markdown: {\n    preprocessor: ({ fileContent }) => fileContent.replace(/@@(\\w+)=[^@]*@@/g, (m, n) => vars[n] ?? m),\n    parseFrontMatter: async (params) => params.defaultParseFrontMatter(params),\n  },\n};\n",
      'vars.js': "module.exports = { form: 'https://forms.example/x' };\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("note: docusaurus.config.js:6:19  markdown.preprocessor, which devcenter does not run: each page is read as written, without what it would change in the page's text");
    expect(result.stderr).toContain('note: docusaurus.config.js:7:23  markdown.parseFrontMatter, which devcenter does not run');
  });

  // Docusaurus names a folder's index doc by its path, "cli/index" (and the docs root's "index");
  // devcenter names it by its folder. Capacitor's navbar writes docId: 'index' and 'cli/index': both
  // were left out as "not a doc of content/docs/".
  it("links a navbar doc item written with a folder index's Docusaurus id (docId: 'cli/index', 'index')", async () => {
    const root = await writeSite('docusaurus-config-index-doc-id', {
      'content/docs/index.md': '# Welcome\n',
      'content/docs/cli/index.md': '---\nsidebar_label: Overview\n---\n\n# CLI\n',
      'content/docs/cli/hooks.md': '# Hooks\n',
      'docusaurus.config.js':
        "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  themeConfig: { navbar: { items: [{ type: 'doc', docId: 'index', label: 'Docs' }, { type: 'doc', docId: 'cli/index', label: 'CLI' }] } },\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).not.toContain('not a doc of content/docs/');
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/cli/hooks');
    expect(html).toMatch(/<a[^>]*href="\/docs"[^>]*>Docs<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/docs\/cli"[^>]*>CLI<\/a>/);
  });

  it('names a navbar link written without a label, which the site\'s CSS draws as an icon, by its aria-label, or by its service: "GitHub" on github.com, "Discord" on discord.gg (HertzBeat\'s X, YouTube and Discord), "Slack" for a header-slack-link class (KubeEdge\'s)', async () => {
    const root = await writeSite('docusaurus-config-unlabelled-links', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'docusaurus.config.js': `module.exports = {
  title: 'Kiln',
  url: 'https://kiln.example',
  themeConfig: {
    navbar: {
      items: [
        { to: '/docs/intro', label: 'Guide' },
        { href: 'https://chat.kiln.example', className: 'header-chat-link', 'aria-label': 'Kiln chat', position: 'right' },
        { href: 'https://github.com/kiln-example/kiln', className: 'header-github-link', position: 'right' },
        { href: 'https://forum.kiln.example', className: 'header-forum-link', position: 'right' },
        { href: 'https://x.com/kiln_example', className: 'header-twitter-link', position: 'right' },
        { href: 'https://www.youtube.com/channel/kiln', className: 'header-youtube-link', position: 'right' },
        { href: 'https://discord.gg/kiln', className: 'header-discord-link', position: 'right' },
        { to: '/docs/intro', className: 'header-slack-link heade-icon', position: 'right' },
      ],
    },
  },
};
`,
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    const nav = linksIn(await page(root, 'docs/intro'), 'nav');
    expect(nav).toContain('Kiln chat -> https://chat.kiln.example');
    expect(nav).toContain('GitHub -> https://github.com/kiln-example/kiln');
    // HertzBeat's X, YouTube and Discord marks, by their addresses' services.
    expect(nav).toContain('X -> https://x.com/kiln_example');
    expect(nav).toContain('YouTube -> https://www.youtube.com/channel/kiln');
    expect(nav).toContain('Discord -> https://discord.gg/kiln');
    // KubeEdge's link to its own Slack page, its mark drawn by the class that names the service.
    expect(nav).toContain('Slack -> /docs/intro');
    // A link with no name at all has nothing to show: left out, and said at its line.
    expect(nav.some((link) => link.includes('forum'))).toBe(false);
    expect(result.stderr).toContain('docusaurus.config.js:10:9  themeConfig.navbar.items[3]: a link without a label');
    expect(result.stderr).not.toContain('items[1]');
    expect(result.stderr).not.toContain('items[2]');
  });

  it("reads Docusaurus's pathname:/// links of the logo, navbar, footer and sidebars.js as paths the browser loads, unchecked", async () => {
    const root = await writeSite('docusaurus-config-pathname-links', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>\n',
      // None of these paths is a page or a file of the site: Docusaurus checks no pathname:// link.
      'docusaurus.config.js': `module.exports = {
  title: 'Kiln',
  url: 'https://kiln.example',
  themeConfig: {
    navbar: {
      logo: { alt: 'Kiln', src: 'img/mark.svg', href: 'pathname:///', target: '_self' },
      items: [{ href: 'pathname:///playground/', label: 'Playground' }, { href: 'pathname:///console', label: 'Console', position: 'right' }],
    },
    footer: { links: [{ title: 'Tools', items: [{ label: 'Gallery', href: 'pathname:///gallery/index.html' }] }] },
  },
};
`,
      'sidebars.js': "module.exports = { main: ['intro', { type: 'link', label: 'Widgets', href: 'pathname:///widgets/' }] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await page(root, 'docs/intro');
    // Each is its path, with rel="external": the router leaves it to the browser, as Docusaurus's Link does.
    expect(html).toContain('<a class="navbar__brand" href="/" rel="external">');
    expect(html).toMatch(/<a href="\/playground\/" rel="external"[^>]*>Playground<\/a>/);
    expect(html).toMatch(/<a href="\/console" rel="external"[^>]*>Console<\/a>/);
    expect(html).toMatch(/<a href="\/gallery\/index.html" rel="external"[^>]*>Gallery<\/a>/);
    expect(html).toMatch(/<a href="\/widgets\/" rel="external"[^>]*>Widgets<\/a>/);
    expect(html).not.toContain('pathname:');
  });

  it('is read again by devcenter dev when it is saved: the pages show the new title', async () => {
    const root = await writeSite('docusaurus-config-dev', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': "module.exports = { title: 'First Title', url: 'https://dev.example' };\n",
    });
    const dev = await startDev(root);
    try {
      const title = async () => /<title>([^<]*)/.exec((await rawRequest(dev.url, '/docs/a', { headers: { host: new URL(dev.url).host } })).body)?.[1];
      expect(await title()).toBe('A | First Title');
      await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'Second Title', url: 'https://dev.example' };\n");
      const deadline = Date.now() + 10_000;
      while ((await title()) !== 'A | Second Title' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await title()).toBe('A | Second Title');
    } finally {
      await dev.stop();
    }
  });

  it('is read again by devcenter dev when it is saved beside a site.config.ts that only registers components', async () => {
    const root = await writeSite('docusaurus-config-dev-components', {
      'content/docs/a.mdx': '# A\n\n<Badge text="new" />\n',
      'src/components/Badge.jsx': 'export default function Badge({ text }) {\n  return <span>{text}</span>;\n}\n',
      'site.config.ts': "export default { components: { Badge: './src/components/Badge.jsx' } };\n",
      'docusaurus.config.js': "module.exports = { title: 'First Title', url: 'https://dev.example' };\n",
    });
    const dev = await startDev(root);
    try {
      const title = async () => /<title>([^<]*)/.exec((await rawRequest(dev.url, '/docs/a', { headers: { host: new URL(dev.url).host } })).body)?.[1];
      expect(await title()).toBe('A | First Title');
      await writeFile(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'Second Title', url: 'https://dev.example' };\n");
      const deadline = Date.now() + 10_000;
      while ((await title()) !== 'A | Second Title' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await title()).toBe('A | Second Title');
    } finally {
      await dev.stop();
    }
  });

  it('is not read when the root has a site.config.ts: that config is the whole of it', async () => {
    const root = await writeSite('docusaurus-config-beside-site-config', {
      'content/docs/a.md': '# A\n',
      'docusaurus.config.js': "module.exports = async () => ({ title: 'Docusaurus' });\n",
      'site.config.ts': "export default { title: 'Own', url: 'https://own.example' };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(await page(root, 'docs/a')).toContain('<title>A | Own</title>');
  });
});
