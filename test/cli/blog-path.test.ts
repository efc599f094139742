// The blog is served where the site says: site.config.ts's blog.path, or a Docusaurus config's blog
// routeBasePath (Jellyfin's 'posts', a blog-only site's '/'); every address of the blog follows it, and
// a path it cannot have (the docs', the search page's, /_dc/) is an error at the setting.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

/** Twelve posts (two list pages), with a tag on each. */
const POSTS = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => {
    const day = String(i + 1).padStart(2, '0');
    return [`content/blog/2024-03-${day}-post-${day}.md`, `---\ntitle: Post ${day}\ntags: [release]\n---\n\nText of post ${day}.\n`];
  }),
);

const SITE_CONFIG = (blog: string) =>
  [
    'export default {',
    "  title: 'Paths',",
    "  url: 'https://paths.example',",
    "  provider: { name: 'Paths', url: 'https://paths.example' },",
    "  navbar: { items: [{ label: 'Start', to: '/docs/start' }] },",
    "  sidebars: { main: ['start'] },",
    "  docs: { version: { mainDocId: 'start' } },",
    `  blog: ${blog},`,
    '};',
    '',
  ].join('\n');

const built = (root: string, file: string) => readFile(path.join(root, 'build', file), 'utf8');
const data = async (root: string, route: string) => JSON.parse(await built(root, `${route === '/' ? '_dc/data.json' : `_dc/data${route}.json`}`));
const parser = new XMLParser({ ignoreAttributes: false });

describe('the blog path', () => {
  it("serves the blog at a Docusaurus config's routeBasePath 'posts' (a blog plugin listed alone): posts, list pages, tags, archive, feeds, sitemap and search records", async () => {
    const root = await writeSite('blog-path-posts', {
      ...POSTS,
      'content/docs/a.md': '# A\n\nSee [the first post](/posts/2024/03/01/post-01) and [the news](/posts/tags/release).\n',
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Posts',",
        "  url: 'https://posts.example',",
        "  plugins: [['@docusaurus/plugin-content-blog', { id: 'blog-main', path: 'blog', routeBasePath: 'posts' }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root, '--strict']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const route of ['/posts', '/posts/page/2', '/posts/2024/03/01/post-01', '/posts/tags', '/posts/tags/release', '/posts/tags/release/page/2', '/posts/archive'])
      expect(existsSync(path.join(root, 'build', route, 'index.html')), route).toBe(true);
    expect(existsSync(path.join(root, 'build', 'blog'))).toBe(false);
    const list = await data(root, '/posts');
    expect(list.kind).toBe('blogList');
    expect(list.blog.listPages).toEqual({ older: '/posts/page/2' });
    expect(list.blog.posts[0]).toMatchObject({ href: '/posts/2024/03/12/post-12', tags: [{ label: 'release', href: '/posts/tags/release' }] });
    expect((await data(root, '/posts/tags/release')).blog.allTags).toBe('/posts/tags');
    // The zero-config navbar links to the blog where it is.
    expect(await built(root, 'docs/a/index.html')).toMatch(/<a href="\/posts"[^>]*>Blog<\/a>/);

    const rss = await built(root, 'posts/rss.xml');
    const atom = await built(root, 'posts/atom.xml');
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = parser.parse(rss).rss.channel;
    expect(channel.link).toBe('https://posts.example/posts');
    expect(channel['atom:link']['@_href']).toBe('https://posts.example/posts/rss.xml');
    expect(channel.item[0].link).toBe('https://posts.example/posts/2024/03/12/post-12');
    const feed = parser.parse(atom).feed;
    expect(feed.id).toBe('https://posts.example/posts');
    expect(feed.link.map((l: Record<string, string>) => l['@_href'])).toEqual(['https://posts.example/posts', 'https://posts.example/posts/atom.xml']);
    const page = await built(root, 'docs/a/index.html');
    expect(page).toContain('<link rel="alternate" type="application/rss+xml" href="/posts/rss.xml"');
    expect(page).toContain('<link rel="alternate" type="application/atom+xml" href="/posts/atom.xml"');

    const locs = [...(await built(root, 'sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://posts.example/posts');
    expect(locs).toContain('https://posts.example/posts/2024/03/01/post-01');
    expect(locs.filter((loc) => loc.includes('/blog'))).toEqual([]);
    const records = JSON.parse(await built(root, 'search-records.json')) as { url: string; lvl0: string }[];
    expect(records.filter((r) => r.lvl0 === 'Blog').map((r) => r.url)).toContain('https://posts.example/posts/2024/03/01/post-01');
    expect(records.filter((r) => r.url.includes('/blog'))).toEqual([]);
  });

  it('says where the blog is when a link leads under /blog on a site whose blog is elsewhere', async () => {
    const root = await writeSite('blog-path-old-link', {
      ...POSTS,
      'content/docs/start.md': '# Start\n\nSee [the post](/blog/2024/03/01/post-01).\n',
      'site.config.ts': SITE_CONFIG("{ path: '/news' }"),
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/start.md:3:5  error  broken link "/blog/2024/03/01/post-01"');
    expect(result.stderr).toContain("hint: the blog is served at /news on this site (blog.path, or the Docusaurus config's blog routeBasePath), not at /blog: write /news/2024/03/01/post-01.");
  });

  it("serves a blog-only site (docs: false, the blog's routeBasePath '/') with the list of posts as its home page", async () => {
    const root = await writeSite('blog-path-root', {
      ...POSTS,
      'docusaurus.config.js': "export default {\n  title: 'Only blog',\n  url: 'https://only.example',\n  presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]],\n};\n",
    });
    const result = await runCli(['build', root, '--strict']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const home = await data(root, '/');
    expect(home.kind).toBe('blogList');
    expect(home.blog.listPages).toEqual({ older: '/page/2' });
    expect((await data(root, '/page/2')).blog.listPages).toEqual({ newer: '/' });
    expect(home.blog.posts[0].href).toBe('/2024/03/12/post-12');
    for (const route of ['2024/03/01/post-01', 'tags', 'tags/release', 'tags/release/page/2', 'archive']) expect(existsSync(path.join(root, 'build', route, 'index.html')), route).toBe(true);
    expect((await data(root, '/tags/release')).blog.allTags).toBe('/tags');
    // No docs: no /docs redirect to a page that is not there.
    expect(existsSync(path.join(root, 'build', 'docs'))).toBe(false);
    const html = await built(root, 'index.html');
    expect(html).toMatch(/<a href="\/"[^>]*>Blog<\/a>/);
    expect(html).toContain('href="/rss.xml"');
    expect(parser.parse(await built(root, 'rss.xml')).rss.channel.link).toBe('https://only.example/');
    expect(parser.parse(await built(root, 'atom.xml')).feed.link[1]['@_href']).toBe('https://only.example/atom.xml');
  });

  it('refuses a home page of content/pages/ when the blog is at /, naming the file', async () => {
    const root = await writeSite('blog-path-root-home', {
      ...POSTS,
      'content/pages/index.md': '# Home\n\nWelcome.\n',
      'docusaurus.config.js': "export default {\n  title: 'Only blog',\n  url: 'https://only.example',\n  presets: [['classic', { docs: false, blog: { routeBasePath: '/' } }]],\n};\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/pages/index.md  error  content/pages/index.md is the home page "/", and the blog is served at "/"');
  });

  it("serves the blog at site.config.ts's blog.path", async () => {
    const root = await writeSite('blog-path-config', {
      ...POSTS,
      'content/docs/start.md': '# Start\n\nSee [the news](/news) and [a post](/news/2024/03/01/post-01).\n',
      'site.config.ts': SITE_CONFIG("{ path: '/news' }"),
    });
    const result = await runCli(['build', root, '--strict']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect((await data(root, '/news')).blog.listPages).toEqual({ older: '/news/page/2' });
    for (const file of ['news/rss.xml', 'news/atom.xml', 'news/archive/index.html', 'news/tags/release/index.html']) expect(existsSync(path.join(root, 'build', file)), file).toBe(true);
    expect(existsSync(path.join(root, 'build', 'blog'))).toBe(false);
  });

  it.each([
    ["{ path: '/docs' }", 8, 17, 'blog.path "/docs" is where the blog would be served, and is the docs\' path too'],
    ["{ path: '/search' }", 8, 17, 'blog.path "/search" is where the blog would be served, and is the search page\'s path (search.searchPagePath)'],
    ["{ path: '/_dc/blog' }", 8, 17, 'blog.path "/_dc/blog" is where the blog would be served, and is inside /_dc/'],
    ["{ path: 'news/' }", 8, 17, 'blog.path "news/" is where the blog would be served, and does not start with "/"'],
    ["{ path: '/index.html' }", 8, 17, 'blog.path "/index.html" is where the blog would be served, and is the address of the HTML file of the page /'],
  ])('refuses site.config.ts blog %s at its line and column', async (blog, line, column, message) => {
    const root = await writeSite(`blog-path-refused-${blog.replace(/\W+/g, '-')}`, { ...POSTS, 'content/docs/start.md': '# Start\n', 'site.config.ts': SITE_CONFIG(blog) });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`site.config.ts:${line}:${column}  error  ${message}`);
  });

  it("refuses a Docusaurus blog routeBasePath at the docs' own path, or under /_dc/, at its place in docusaurus.config.js", async () => {
    const config = (docs: string, blog: string) =>
      ['module.exports = {', "  title: 'T',", "  url: 'https://t.example',", '  presets: [', '    [', "      'classic',", `      { docs: ${docs}, blog: { showReadingTime: true, routeBasePath: ${blog} } },`, '    ],', '  ],', '};', ''].join('\n');
    const same = await writeSite('blog-path-docs-collision', { ...POSTS, 'content/docs/a.md': '# A\n', 'docusaurus.config.js': config("{ routeBasePath: '/' }", "'/'") });
    const result = await runCli(['build', same]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('docusaurus.config.js:7:85  error  the blog\'s routeBasePath "/" is where the blog would be served, and is the docs\' path too (the docs are the whole site).');
    const reserved = await writeSite('blog-path-reserved', { ...POSTS, 'content/docs/a.md': '# A\n', 'docusaurus.config.js': config('{}', "'_dc'") });
    const refused = await runCli(['build', reserved]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('docusaurus.config.js:7:65  error  the blog\'s routeBasePath "_dc" (the blog at "/_dc") is where the blog would be served, and is inside /_dc/');
  });
});
