// A content/blog/ folder turns the blog on: posts across three years, their list, tags, sidebar by
// year and feeds. The Developer Center itself has no blog (its build is checked for that elsewhere).
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, fixtureCopy, runCli, type CliResult } from '../support/cli.ts';

const POSTS = {
  'content/blog/2022-05-10-hello.mdx': '---\ntitle: Hello, blog\nauthors: [Ada Writer]\ntags: [news]\ndescription: The first post.\n---\n\nThe first post. See [the start page](/docs/start).\n',
  'content/blog/2023-02-01-api.mdx': '---\ntitle: API changes\nauthors: [Ada Writer, Bo Coder]\ntags: [api, news]\ndescription: What changed in the API.\n---\n\n## What changed\n\nTwo endpoints moved; the [news tag](/blog/tags/news) has the rest.\n',
  'content/blog/2023-09-12-fall.mdx': '---\ntitle: Fall release\ntags: [release]\n---\n\nA release & more <notes>.\n'.replace('<notes>', '\\<notes\\>'),
  'content/blog/launch.mdx': '---\ntitle: Launch day\ndate: 2024-07-04\ntags: [news]\ndescription: Big & <bold>\n---\n\nWe launched.\n',
};

describe('the blog', () => {
  let site: string;
  let result: CliResult;
  const read = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
  const data = async (route: string) => JSON.parse(await read(`_dc/data${route}.json`));

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'blog', POSTS);
    result = await runCli(['build', site, '--strict']);
  });

  it('builds a page per post where Docusaurus does: /blog/YYYY/MM/DD/slug when its file name has the date, /blog/<name> when only its frontmatter does', async () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const route of ['/blog/2022/05/10/hello', '/blog/2023/02/01/api', '/blog/2023/09/12/fall', '/blog/launch'])
      expect(existsSync(path.join(site, 'build', route, 'index.html')), route).toBe(true);
    const post = await data('/blog/2023/02/01/api');
    expect(post.kind).toBe('blogPost');
    expect(post.title).toBe('API changes');
    expect(post.blog.post).toMatchObject({ date: '2023-02-01', authors: [{ name: 'Ada Writer' }, { name: 'Bo Coder' }], tags: [{ label: 'api', href: '/blog/tags/api' }, { label: 'news', href: '/blog/tags/news' }] });
    expect(post.blog.newer).toEqual({ title: 'Fall release', href: '/blog/2023/09/12/fall' });
    expect(post.blog.older).toEqual({ title: 'Hello, blog', href: '/blog/2022/05/10/hello' });
    const html = await read('blog/2023/02/01/api/index.html');
    expect(html).toContain('<h1>API changes</h1>');
    expect(html).toContain('<time dateTime="2023-02-01">February 1, 2023</time>');
  });

  it('lists the posts newest first at /blog, with a sidebar of recent posts grouped by year, newest year first', async () => {
    const list = await data('/blog');
    expect(list.kind).toBe('blogList');
    expect(list.blog.posts.map((p: { title: string }) => p.title)).toEqual(['Launch day', 'Fall release', 'API changes', 'Hello, blog']);
    expect(list.blog.sidebar).toEqual([
      { year: '2024', posts: [{ title: 'Launch day', href: '/blog/launch' }] },
      { year: '2023', posts: [{ title: 'Fall release', href: '/blog/2023/09/12/fall' }, { title: 'API changes', href: '/blog/2023/02/01/api' }] },
      { year: '2022', posts: [{ title: 'Hello, blog', href: '/blog/2022/05/10/hello' }] },
    ]);
    const html = await read('blog/index.html');
    expect(html.indexOf('>2024</h3>')).toBeLessThan(html.indexOf('>2023</h3>'));
    expect(html.indexOf('>2023</h3>')).toBeLessThan(html.indexOf('>2022</h3>'));
  });

  it('has a page of tags and one per tag', async () => {
    const tags = await data('/blog/tags');
    expect(tags.title).toBe('Tags');
    expect(tags.blog.tags).toEqual([
      { label: 'api', href: '/blog/tags/api', count: 1 },
      { label: 'news', href: '/blog/tags/news', count: 3 },
      { label: 'release', href: '/blog/tags/release', count: 1 },
    ]);
    const news = await data('/blog/tags/news');
    expect(news.title).toBe('3 posts tagged with "news"');
    expect(news.blog.posts.map((p: { href: string }) => p.href)).toEqual(['/blog/launch', '/blog/2023/02/01/api', '/blog/2022/05/10/hello']);
    expect((await data('/blog/tags/api')).title).toBe('1 post tagged with "api"');
  });

  it('makes no tags page when no post has a tag, as Docusaurus makes none (Flow\'s untagged blog had an empty /blog/tags/)', async () => {
    const site = await fixtureCopy('basic', 'blog-untagged', {
      'content/blog/2024-01-02-first.md': '---\ntitle: First\n---\n\nBody.\n',
      'content/blog/2024-03-04-second.md': '---\ntitle: Second\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    expect(existsSync(path.join(site, 'build', 'blog', 'index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build', 'blog', 'tags', 'index.html'))).toBe(false);
    expect(await readFile(path.join(site, 'build', 'sitemap.xml'), 'utf8')).not.toContain('/blog/tags');
  });

  // EventMesh's posts start with `# Title` and have no front matter title: Docusaurus's blog takes
  // that h1 out of the content (removeContentTitle) and shows the title once, above it.
  it("takes a post's content title (its first heading, an h1) out of its content, as Docusaurus's blog does: the title shows once", async () => {
    const site = await fixtureCopy('basic', 'blog-content-title', {
      'content/blog/2024-01-02-first.md': '# First post\n\n# About\n\nBody [up](#first-post).\n',
      'content/blog/2024-03-04-second.md': '---\ntitle: Second post\n---\n\n# Another heading\n\nBody.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    // The h1 has no id on the page, as the heading Docusaurus removed has none.
    expect(run.stderr).toContain('content/blog/2024-01-02-first.md:5:6  warning  broken anchor "#first-post"');
    const html = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
    const h1s = (text: string) => [...text.matchAll(/<h1[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(h1s(await html('blog/2024/01/02/first/index.html'))).toEqual(['First post', 'About']);
    expect(h1s(await html('blog/2024/03/04/second/index.html'))).toEqual(['Second post']);
    const list = JSON.parse(await html('_dc/data/blog.json')) as { blog: { posts: { title: string; excerpt: unknown }[] } };
    expect(list.blog.posts.map((p) => [p.title, JSON.stringify(p.excerpt)])).toEqual([
      ['Second post', '[["p",null,"Body."]]'],
      ['First post', expect.not.stringContaining('First post')],
    ]);
    expect(h1s(await html('blog/index.html'))).toEqual(['Blog', 'About']);
  });

  it('writes valid RSS and Atom feeds, newest first, and announces them on every page', async () => {
    const rss = await read('blog/rss.xml');
    const atom = await read('blog/atom.xml');
    expect(XMLValidator.validate(rss)).toBe(true);
    expect(XMLValidator.validate(atom)).toBe(true);
    const parser = new XMLParser({ ignoreAttributes: false });
    const items = parser.parse(rss).rss.channel.item as { title: string; link: string; pubDate: string }[];
    expect(items.map((i) => i.title)).toEqual(['Launch day', 'Fall release', 'API changes', 'Hello, blog']);
    expect(items[0]).toMatchObject({ link: 'https://fixture.example/blog/launch', pubDate: 'Thu, 04 Jul 2024 00:00:00 GMT' });
    const entries = parser.parse(atom).feed.entry as { title: string; updated: string }[];
    expect(entries.map((e) => e.title)).toEqual(['Launch day', 'Fall release', 'API changes', 'Hello, blog']);
    expect(entries[3].updated).toBe('2022-05-10T00:00:00.000Z');
    expect(rss).toContain('<description>Big &amp; &lt;bold&gt;</description>');
    expect(atom).toContain('<summary>Big &amp; &lt;bold&gt;</summary>');
    expect(await read('docs/start/index.html')).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
  });

  it('puts the blog in the sitemap and the search records', async () => {
    const sitemap = await read('sitemap.xml');
    for (const route of ['/blog', '/blog/tags', '/blog/tags/news', '/blog/launch']) expect(sitemap).toContain(`<loc>https://fixture.example${route}</loc>`);
    const records = JSON.parse(await read('search-records.json')) as { url: string; hierarchy: { lvl0: string }; docusaurus_tag: string }[];
    const launch = records.find((r) => r.url === 'https://fixture.example/blog/launch');
    expect(launch).toMatchObject({ hierarchy: { lvl0: 'Blog' }, docusaurus_tag: 'default' });
  });

  it('dates a post that names no date by the commit that added its file (its first name, when renamed since), else by the file\'s modification time with a warning, as Docusaurus does', async () => {
    // Outside this repository's checkout: the site is a git repository of its own.
    const site = await mkdtemp(path.join(os.tmpdir(), 'devcenter-blog-dates-'));
    try {
      await cp(path.join(FIXTURES, 'basic'), site, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
      await mkdir(path.join(site, 'content/blog'), { recursive: true });
      for (const name of ['added', 'renamed', 'loose']) await writeFile(path.join(site, `content/blog/${name}.mdx`), `---\ntitle: ${name}\n---\n\nText of ${name}.\n`);
      // A name git quotes in its logs unless told not to (a `"` in it): its log line matched no file.
      await writeFile(path.join(site, 'content/blog/say "hi".mdx'), '---\ntitle: Quoted\nslug: say-hi\n---\n\nText.\n');
      const git = (args: string[], date: string) =>
        execFileSync('git', args, { cwd: site, env: { ...process.env, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@fixture.example', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@fixture.example', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
      git(['init', '-q'], '2021-01-01T00:00:00Z');
      git(['add', 'site.config.ts', 'content/docs', 'content/pages', 'content/blog/added.mdx', 'content/blog/renamed.mdx', 'content/blog/say "hi".mdx'], '2021-01-01T00:00:00Z');
      git(['commit', '-qm', 'Two posts'], '2021-03-04T23:30:00Z');
      git(['mv', 'content/blog/renamed.mdx', 'content/blog/moved.mdx'], '2022-01-01T00:00:00Z');
      await writeFile(path.join(site, 'content/blog/added.mdx'), '---\ntitle: added\n---\n\nText of added, edited.\n');
      git(['commit', '-qam', 'Moved and edited'], '2022-06-07T08:00:00Z');
      // Never committed: its modification time, which the test sets.
      await utimes(path.join(site, 'content/blog/loose.mdx'), new Date('2020-05-06T12:00:00Z'), new Date('2020-05-06T12:00:00Z'));

      const run = await runCli(['build', site]);
      expect(run.code).toBe(0);
      const day = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', `_dc/data${route}.json`), 'utf8')).blog.post.date;
      expect(await day('/blog/added')).toBe('2021-03-04');
      expect(await day('/blog/moved')).toBe('2021-03-04');
      expect(await day('/blog/say-hi')).toBe('2021-03-04');
      expect(await day('/blog/loose')).toBe('2020-05-06');
      expect(await readFile(path.join(site, 'build/blog/loose/index.html'), 'utf8')).toContain('<time dateTime="2020-05-06">May 6, 2020</time>');
      const warning = "content/blog/loose.mdx:1:1  warning  This blog post names no date and its file is not committed to git: it is dated by the file's modification time, 2020-05-06.";
      expect(run.stderr).toContain(warning);
      expect(run.stderr).not.toContain('added.mdx');
      expect(run.stderr).not.toContain('hi".mdx');
      // check says what build says.
      expect((await runCli(['check', site])).stderr).toContain(warning);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });

  it('refuses a tag whose slug is empty, which would take the place of the tags page, naming the file and the tags key', async () => {
    const broken = await fixtureCopy('basic', 'blog-empty-tag', {
      'content/blog/2024-01-02-dots.mdx': '---\ntitle: Dots\ntags: [ok, ".."]\n---\n\nText.\n',
      'content/blog/2024-01-03-bangs.mdx': '---\ntitle: Bangs\n# a comment line\ntags: ["!!!"]\n---\n\nText.\n',
    });
    const run = await runCli(['build', broken]);
    expect(run.stderr).toContain('content/blog/2024-01-02-dots.mdx:3:1  error  Blog tag ".." has no address of its own: its slug is empty.');
    expect(run.stderr).toContain('content/blog/2024-01-03-bangs.mdx:4:1  error  Blog tag "!!!" has no address of its own: its slug is empty.');
    expect(run.stderr).toContain('hint: give the tag letters or digits');
    expect(run.code).toBe(1);
    expect(existsSync(path.join(broken, 'build', 'blog', 'tags', 'index.html'))).toBe(false);
  });

  it('dates a post by its folder as Docusaurus does (YYYY-MM-DD-slug/index.mdx, YYYY/MM/DD/slug.mdx, YYYY/MM-DD-slug.md), each at its own address', async () => {
    const folders = await fixtureCopy('basic', 'blog-folders', {
      'content/blog/2021-11-07-bitmap/index.md': '---\ntitle: Bitmap\n---\n\nBody.\n',
      'content/blog/2021-11-07-second/index.md': '---\ntitle: Second\n---\n\nBody.\n',
      'content/blog/2022/03/04/nested.md': '---\ntitle: Nested\n---\n\nBody.\n',
      'content/blog/2022/3/5/short/index.mdx': '---\ntitle: Short\n---\n\nBody.\n',
      // Jellyfin's posts: a folder per year, the month and day in the post's name.
      'content/blog/2022/12-24-mixed/index.mdx': '---\ntitle: Mixed\n---\n\nBody.\n',
      'content/blog/2022/12-29-dated.md': '---\ntitle: Dated\ndate: 2022-12-30\n---\n\nBody.\n',
      'content/blog/news/2023-01-02-inside.md': '---\ntitle: Inside\n---\n\nBody.\n',
      'content/blog/2023-06-01-moved.md': '---\ntitle: Moved\nslug: elsewhere\n---\n\nBody.\n',
      // Slashes around a slug are read as a docs slug's are (socket.io's 42 posts have them).
      'content/blog/2023-07-01-slashed.md': '---\ntitle: Slashed\nslug: /slashed/\n---\n\nBody.\n',
    });
    const run = await runCli(['build', folders, '--strict']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const list = JSON.parse(await readFile(path.join(folders, 'build', '_dc/data/blog.json'), 'utf8'));
    expect(list.blog.posts.map((p: { href: string; date: string }) => [p.href, p.date])).toEqual([
      ['/blog/slashed', '2023-07-01'],
      ['/blog/elsewhere', '2023-06-01'],
      ['/blog/2023/01/02/news/inside', '2023-01-02'],
      ['/blog/2022/12/29/dated', '2022-12-30'],
      ['/blog/2022/12/24/mixed', '2022-12-24'],
      ['/blog/2022/3/5/short', '2022-03-05'],
      ['/blog/2022/03/04/nested', '2022-03-04'],
      ['/blog/2021/11/07/bitmap', '2021-11-07'],
      ['/blog/2021/11/07/second', '2021-11-07'],
    ]);
  });

  it('reads authors as Docusaurus does: keys of content/blog/authors.yml, one or a list, written out, or the older author keys; a changed map rebuilds', async () => {
    const site = await fixtureCopy('basic', 'blog-authors', {
      'content/blog/authors.yml': 'ada:\n  name: Ada Lovelace\n  title: Analyst\n  url: https://example.com/ada\ngrace:\n  name: Grace Hopper\n  email: grace@example.com\n',
      'content/blog/2023-01-01-keyed.md': '---\ntitle: Keyed\nauthors: [ada, grace]\n---\n\nBody.\n',
      'content/blog/2023-01-02-single.md': '---\ntitle: Single\nauthors: ada\n---\n\nBody.\n',
      'content/blog/2023-01-03-inline.md': '---\ntitle: Inline\nauthors:\n  - name: Linus\n    url: https://example.com/linus\n  - key: ada\n    title: Guest editor\n---\n\nBody.\n',
      'content/blog/2023-01-04-legacy.md': '---\ntitle: Legacy\nauthor: Old Timer\nauthor_title: Founder\nauthor_url: https://example.com/old\n---\n\nBody.\n',
      'content/blog/2023-01-06-twice.md': '---\ntitle: Twice\nauthors: [ada, grace, ada]\n---\n\nBody.\n',
      // Docusaurus 1's spelling, still read by Docusaurus 3 (React Native's blog has 39 posts so).
      'content/blog/2023-01-05-older.md': '---\ntitle: Older\nauthor: First Writer\nauthorTitle: Engineer\nauthorURL: https://example.com/first\nauthorImageURL: https://example.com/first.png\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const authorsOf = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', `_dc/data${route}.json`), 'utf8')).blog.post.authors;
    expect(await authorsOf('/blog/2023/01/01/keyed')).toEqual([
      { name: 'Ada Lovelace', title: 'Analyst', url: 'https://example.com/ada' },
      { name: 'Grace Hopper', url: 'mailto:grace@example.com' },
    ]);
    expect(await authorsOf('/blog/2023/01/02/single')).toEqual([{ name: 'Ada Lovelace', title: 'Analyst', url: 'https://example.com/ada' }]);
    expect(await authorsOf('/blog/2023/01/03/inline')).toEqual([
      { name: 'Linus', url: 'https://example.com/linus' },
      { name: 'Ada Lovelace', title: 'Guest editor', url: 'https://example.com/ada' },
    ]);
    expect(await authorsOf('/blog/2023/01/04/legacy')).toEqual([{ name: 'Old Timer', title: 'Founder', url: 'https://example.com/old' }]);
    // Named twice, an author is one.
    expect((await authorsOf('/blog/2023/01/06/twice')).map((a: { name: string }) => a.name)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(await authorsOf('/blog/2023/01/05/older')).toEqual([{ name: 'First Writer', title: 'Engineer', url: 'https://example.com/first' }]);
    const html = await readFile(path.join(site, 'build', 'blog/2023/01/01/keyed/index.html'), 'utf8');
    expect(html).toContain('<a href="https://example.com/ada" target="_blank" rel="noopener noreferrer">Ada Lovelace</a><span class="blog-author__title"> (<!-- -->Analyst<!-- -->)</span>');
    const atom = await readFile(path.join(site, 'build', 'blog/atom.xml'), 'utf8');
    expect(atom).toContain('<author><name>Ada Lovelace</name><uri>https://example.com/ada</uri></author>');

    // The map is an input like a page: a change to it is built, not found "unchanged".
    await writeFile(path.join(site, 'content/blog/authors.yml'), 'ada:\n  name: Ada King\ngrace:\n  name: Grace Hopper\n');
    const again = await runCli(['build', site]);
    expect(again.stdout).not.toContain('unchanged since the last build');
    expect(await authorsOf('/blog/2023/01/02/single')).toEqual([{ name: 'Ada King' }]);
  });

  it('shows an unknown author key and a bad author in the map at their lines', async () => {
    const site = await fixtureCopy('basic', 'blog-authors-bad', {
      'content/blog/authors.yml': 'ada:\n  name: Ada Lovelace\nevil:\n  name: Evil\n  url: javascript:alert(1)\n',
      'content/blog/2023-01-01-typo.md': '---\ntitle: Typo\nauthors: [adaa]\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/blog/authors.yml:3:1  error  "evil" in the authors map: an author\'s url must be a relative, http:, https: or mailto: address; it is "javascript:alert(1)".');
    expect(run.stderr).toContain('content/blog/2023-01-01-typo.md:3:1  error  Blog author "adaa" is not in content/blog/authors.yml — did you mean "ada"?');
  });

  it('reads a frontmatter date with a time as Docusaurus does (its UTC day); the address still comes from the path', async () => {
    const site = await fixtureCopy('basic', 'blog-timed-dates', {
      'content/blog/iso.md': '---\ntitle: ISO\ndate: 2023-03-13T00:00:00.000Z\n---\n\nBody.\n',
      'content/blog/offset.md': '---\ntitle: Offset\ndate: 2023-03-13T23:30:00-05:00\n---\n\nBody.\n',
      'content/blog/spaced.md': '---\ntitle: Spaced\ndate: 2024-01-15 10:00:00\n---\n\nBody.\n',
      'content/blog/2023-03-10-named.md': '---\ntitle: Named\ndate: 2023-03-11T10:00\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    const list = JSON.parse(await readFile(path.join(site, 'build', '_dc/data/blog.json'), 'utf8'));
    expect(list.blog.posts.map((p: { href: string; date: string }) => [p.href, p.date])).toEqual([
      ['/blog/spaced', '2024-01-15'],
      ['/blog/offset', '2023-03-14'],
      ['/blog/iso', '2023-03-13'],
      ['/blog/2023/03/10/named', '2023-03-11'],
    ]);
    // A day past its month's end rolls over, as YAML reads it and Docusaurus builds it (Babel's blog has
    // 2017-02-29), with a warning; a month or day no calendar has stays an error.
    await writeFile(path.join(site, 'content/blog/iso.md'), '---\ntitle: ISO\ndate: 2023-02-30\n---\n\nBody.\n');
    let rolled = await runCli(['build', site]);
    expect(rolled.code).toBe(0);
    expect(rolled.stderr).toContain('content/blog/iso.md:3:1  warning  Blog post date "2023-02-30" is not a day of the calendar: it is read as 2023-03-02, as YAML reads it.');
    // With a time, the day is still what is wrong.
    await writeFile(path.join(site, 'content/blog/iso.md'), '---\ntitle: ISO\ndate: 2017-02-29 11:00:00\n---\n\nBody.\n');
    rolled = await runCli(['build', site]);
    expect(rolled.stderr).toContain('content/blog/iso.md:3:1  warning  Blog post date "2017-02-29 11:00:00" is not a day of the calendar: it is read as 2017-03-01, as YAML reads it.');
    const rolledList = JSON.parse(await readFile(path.join(site, 'build', '_dc/data/blog.json'), 'utf8'));
    expect(rolledList.blog.posts.find((p: { href: string }) => p.href === '/blog/iso').date).toBe('2017-03-01');
    await writeFile(path.join(site, 'content/blog/iso.md'), '---\ntitle: ISO\ndate: 2017-13-01\n---\n\nBody.\n');
    expect((await runCli(['build', site])).stderr).toContain('content/blog/iso.md:3:1  error  Blog post date "2017-13-01" is not a day of the calendar.');
  });

  it('names tags as Docusaurus does: inline by their kebab case, {label, permalink} by its permalink, and from content/blog/tags.yml with its label, address and description', async () => {
    const site = await fixtureCopy('basic', 'blog-tags-file', {
      'content/blog/tags.yml': 'acstor:\n  label: ACStor\n  permalink: /azure-container-storage\n  description: Posts about Azure Container Storage.\nnetworking:\nbad:\n  permalink: /a/b\n',
      'content/blog/2024-01-01-one.md': '---\ntitle: One\ntags: [acstor, networking, Node.js]\n---\n\nBody.\n',
      'content/blog/2024-01-02-two.md': '---\ntitle: Two\ntags: [{label: Release notes, permalink: /notes}]\n---\n\nBody.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(1);
    // A tags file entry whose address is not one segment, at its line; a tag the file lacks, a warning.
    expect(run.stderr).toContain('content/blog/tags.yml:6:1  error  "bad" in the tags file: its address /blog/tags/a/b is not one path segment of letters or digits.');
    expect(run.stderr).toContain('content/blog/2024-01-01-one.md:3:1  warning  Blog tag "Node.js" is not in content/blog/tags.yml: it gets an address of its own.');
    await writeFile(path.join(site, 'content/blog/tags.yml'), 'acstor:\n  label: ACStor\n  permalink: /azure-container-storage\n  description: Posts about Azure Container Storage.\nnetworking:\n');
    expect((await runCli(['build', site])).code).toBe(0);
    const read = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', `_dc/data${route}.json`), 'utf8'));
    expect((await read('/blog/2024/01/01/one')).blog.post.tags).toEqual([
      { label: 'ACStor', href: '/blog/tags/azure-container-storage', description: 'Posts about Azure Container Storage.' },
      { label: 'Networking', href: '/blog/tags/networking' },
      { label: 'Node.js', href: '/blog/tags/node-js' },
    ]);
    expect((await read('/blog/2024/01/02/two')).blog.post.tags).toEqual([{ label: 'Release notes', href: '/blog/tags/notes' }]);
    const tagPage = await read('/blog/tags/azure-container-storage');
    expect(tagPage.title).toBe('1 post tagged with "ACStor"');
    expect(tagPage.blog.tagDescription).toBe('Posts about Azure Container Storage.');
    expect(await readFile(path.join(site, 'build/blog/tags/azure-container-storage/index.html'), 'utf8')).toContain('<p class="blog-tag-description">Posts about Azure Container Storage.</p>');
  });

  it('cuts lists of posts into pages of 10 at Docusaurus\'s addresses (/blog/page/2, a tag\'s /page/2), and lists every post by year at /blog/archive', async () => {
    const posts: Record<string, string> = {};
    for (let i = 1; i <= 23; i++) posts[`content/blog/2023-01-${String(i).padStart(2, '0')}-post-${i}.md`] = `---\ntitle: Post ${i}\ntags: [${i <= 12 ? 'many' : i >= 20 ? 'few' : 'other'}]\n---\n\nBody ${i}.\n`;
    posts['content/blog/2022-12-31-last-year.md'] = '---\ntitle: Last year\n---\n\nBody.\n';
    const site = await fixtureCopy('basic', 'blog-pages', posts);
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    const read = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', `_dc/data${route}.json`), 'utf8'));
    const first = await read('/blog');
    expect(first.blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 23', 'Post 22', 'Post 21', 'Post 20', 'Post 19', 'Post 18', 'Post 17', 'Post 16', 'Post 15', 'Post 14']);
    expect(first.blog.listPages).toEqual({ older: '/blog/page/2' });
    expect((await read('/blog/page/2')).blog.listPages).toEqual({ newer: '/blog', older: '/blog/page/3' });
    const last = await read('/blog/page/3');
    expect(last.blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 3', 'Post 2', 'Post 1', 'Last year']);
    expect(last.blog.listPages).toEqual({ newer: '/blog/page/2' });
    expect(existsSync(path.join(site, 'build/blog/page/4/index.html'))).toBe(false);
    expect((await read('/blog/tags/many/page/2')).blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 2', 'Post 1']);
    expect((await read('/blog/tags/few')).blog.listPages).toBeUndefined();
    const archive = await read('/blog/archive');
    expect(archive.title).toBe('Archive');
    expect(archive.blog.archive.map((g: { year: string; posts: unknown[] }) => [g.year, g.posts.length])).toEqual([['2023', 23], ['2022', 1]]);
    const html = await readFile(path.join(site, 'build/blog/page/2/index.html'), 'utf8');
    expect(html).toContain('<nav class="pagination-nav" aria-label="Blog list page navigation">');
    expect(html).toContain('href="/blog/page/3"');
    const sitemap = await readFile(path.join(site, 'build/sitemap.xml'), 'utf8');
    for (const route of ['/blog/page/2', '/blog/archive', '/blog/tags/many/page/2']) expect(sitemap).toContain(`${route}</loc>`);
  });

  it("reads the blog's postsPerPage and sidebarCount from site.config.ts, with Docusaurus's defaults (10 a page, 5 in the sidebar), and refuses a bad one at its line", async () => {
    const posts: Record<string, string> = {};
    for (let i = 1; i <= 7; i++) posts[`content/blog/2023-03-0${i}-post-${i}.md`] = `---\ntitle: Post ${i}\n---\n\nBody ${i}.\n`;
    const sidebarTitles = (data: { blog: { sidebar: { posts: { title: string }[] }[] } }) => data.blog.sidebar.flatMap((group) => group.posts.map((post) => post.title));
    const built = async (name: string, blog?: string) => {
      const site = await fixtureCopy('basic', name, posts);
      if (blog) {
        const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
        await writeFile(path.join(site, 'site.config.ts'), config.replace("  footer: {", `  blog: ${blog},\n  footer: {`));
      }
      const run = await runCli(['build', site, '--strict']);
      const data = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', `_dc/data${route}.json`), 'utf8'));
      return { site, run, data };
    };

    const defaults = await built('blog-layout-defaults');
    expect(defaults.run.stderr).toBe('');
    expect(sidebarTitles(await defaults.data('/blog'))).toEqual(['Post 7', 'Post 6', 'Post 5', 'Post 4', 'Post 3']);
    expect((await defaults.data('/blog')).blog.posts).toHaveLength(7);
    expect(existsSync(path.join(defaults.site, 'build/blog/page/2'))).toBe(false);

    const set = await built('blog-layout-set', "{ postsPerPage: 3, sidebarCount: 'ALL' }");
    expect(set.run.stderr).toBe('');
    expect((await set.data('/blog')).blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 7', 'Post 6', 'Post 5']);
    expect((await set.data('/blog/page/3')).blog.posts.map((p: { title: string }) => p.title)).toEqual(['Post 1']);
    expect(sidebarTitles(await set.data('/blog/2023/03/01/post-1'))).toHaveLength(7);

    const none = await built('blog-layout-none', "{ postsPerPage: 'ALL', sidebarCount: 0 }");
    expect(none.run.stderr).toBe('');
    expect((await none.data('/blog')).blog.posts).toHaveLength(7);
    const html = await readFile(path.join(none.site, 'build/blog/index.html'), 'utf8');
    expect(html).not.toContain('blog-sidebar');

    const bad = await built('blog-layout-bad', "{ postsPerPage: 0, sidebarCount: 'all' }");
    expect(bad.run.code).toBe(2);
    expect(bad.run.stderr).toMatch(/site\.config\.ts:\d+:\d+\s+error\s+blog\.postsPerPage must be "ALL" or a whole number of at least 1, got 0\./);
    expect(bad.run.stderr).toMatch(/site\.config\.ts:\d+:\d+\s+error\s+blog\.sidebarCount must be "ALL" or a whole number of at least 0, got "all"\./);
  });

  it("lists at most 500 posts in the blog's sidebar, which every page of the blog carries, and says so when sidebarCount asks for more", async () => {
    const posts: Record<string, string> = {};
    for (let i = 0; i < 501; i++) posts[`content/blog/${2000 + Math.floor(i / 300)}-01-01-post-${i}.md`] = `---\ntitle: Post ${i}\n---\n\nBody.\n`;
    const site = await fixtureCopy('basic', 'blog-layout-capped', posts);
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(path.join(site, 'site.config.ts'), config.replace('  footer: {', "  blog: { sidebarCount: 'ALL' },\n  footer: {"));
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("warning  The blog's sidebar lists the 500 most recent of its 501 posts, not all of them (blogSidebarCount): every page of the blog carries the sidebar.");
    const data = JSON.parse(await readFile(path.join(site, 'build', '_dc/data/blog.json'), 'utf8'));
    expect(data.blog.sidebar.flatMap((g: { posts: unknown[] }) => g.posts)).toHaveLength(500);
  });

  it('shows on the list of posts what a post has before its truncate marker (its links routed, with a Read more link), or the whole post without one', async () => {
    const site = await fixtureCopy('basic', 'blog-truncate', {
      'content/blog/2024-01-01-with-truncate.md': '---\ntitle: With truncate\ndescription: The meta description.\n---\n\nIntro paragraph, see [the start](../docs/start.mdx).\n\n<!-- truncate -->\n\nRest of the post, only on the post page.\n',
      'content/blog/2024-01-02-mdx-marker.mdx': '---\ntitle: MDX marker\n---\n\nShort intro.\n\n```md\n<!-- truncate -->\n```\n\nStill the intro.\n\n{/* truncate */}\n\nHidden from the list.\n',
      'content/blog/2024-01-03-no-marker.md': '---\ntitle: No marker\ndescription: Said of it.\n---\n\nThe whole post.\n',
      // A partial before the marker is part of the excerpt (its blocks have no lines of the post).
      'content/blog/2024-01-04-partial.mdx': "---\ntitle: With a partial\n---\n\nimport Part from './_part.mdx';\n\n<Part />\n\n{/* truncate */}\n\nAfter the cut.\n",
      'content/blog/_part.mdx': 'Text of the partial.\n',
      // A marker written inside a list item keeps the list: never an empty excerpt.
      'content/blog/2024-01-05-in-list.md': '---\ntitle: In a list\n---\n\n- First point\n\n  <!-- truncate -->\n\n- Second point\n\nAfter the list.\n',
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    const list = await readFile(path.join(site, 'build/blog/index.html'), 'utf8');
    expect(list).toContain('Intro paragraph, see <a href="/docs/start">the start</a>.');
    expect(list).not.toContain('Rest of the post');
    expect(list).not.toContain('The meta description.</p>');
    expect(list).toContain('aria-label="Read more about With truncate"');
    expect(list).toContain('Still the intro.');
    expect(list).not.toContain('Hidden from the list.');
    // Without a marker, the whole post, as Docusaurus shows it (no "Read more": there is no more).
    expect(list).toContain('The whole post.');
    expect(list).not.toContain('<p>Said of it.</p>');
    expect(list).not.toContain('aria-label="Read more about No marker"');
    expect(list).toContain('Text of the partial.');
    expect(list).not.toContain('After the cut.');
    expect(list).toContain('First point');
    expect(list).not.toContain('After the list.');
    expect(await readFile(path.join(site, 'build/blog/2024/01/01/with-truncate/index.html'), 'utf8')).toContain('Rest of the post, only on the post page.');
  });

  it('shows a bad frontmatter date at its key', async () => {
    const broken = await fixtureCopy('basic', 'blog-bad-date', { 'content/blog/post.mdx': '---\ntitle: Bad\ndate: someday\n---\n\nText.\n' });
    const run = await runCli(['build', broken]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/blog/post.mdx:3:1  error  Blog post date "someday" is not YYYY-MM-DD.');
  });

  it('counts tags with the same slug as one tag, and a post once under it', async () => {
    const same = await fixtureCopy('basic', 'blog-same-slug', {
      'content/blog/2024-01-02-one.mdx': '---\ntitle: One\ntags: [A B, a-b]\n---\n\nText.\n',
      'content/blog/2024-01-03-two.mdx': '---\ntitle: Two\ntags: [a b]\n---\n\nText.\n',
    });
    const run = await runCli(['build', same]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const sameData = async (route: string) => JSON.parse(await readFile(path.join(same, 'build', `_dc/data${route}.json`), 'utf8'));
    expect((await sameData('/blog/2024/01/02/one')).blog.post.tags).toEqual([{ label: 'A B', href: '/blog/tags/a-b' }]);
    expect((await sameData('/blog/tags')).blog.tags).toEqual([{ label: 'a b', href: '/blog/tags/a-b', count: 2 }]);
    expect((await sameData('/blog/tags/a-b')).title).toBe('2 posts tagged with "a b"');
  });

  it('keeps an unlisted post out of every list, the archive, tag pages, feeds, the sidebar and its neighbours, as Docusaurus does: reached by its address, noindex', async () => {
    const site = await fixtureCopy('basic', 'blog-unlisted', {
      'content/blog/2024-01-01-first.md': '---\ntitle: First\ntags: [news]\n---\n\nText.\n',
      'content/blog/2024-02-01-hidden.md': '---\ntitle: Hidden post\nunlisted: true\ntags: [news, secret]\n---\n\nUNLISTED-WORDS here.\n',
      'content/blog/2024-03-01-last.md': '---\ntitle: Last\n---\n\nText.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const built = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
    const json = async (route: string) => JSON.parse(await built(`_dc/data${route}.json`));
    const hidden = await json('/blog/2024/02/01/hidden');
    // Its own page: its date and the tag listed posts have (a tag of unlisted posts only has no page), no neighbours.
    expect(hidden.blog.post).toMatchObject({ title: 'Hidden post', date: '2024-02-01', tags: [{ label: 'news', href: '/blog/tags/news' }] });
    expect(hidden.blog.newer).toBeUndefined();
    expect(hidden.blog.older).toBeUndefined();
    expect(await built('blog/2024/02/01/hidden/index.html')).toContain('<meta name="robots" content="noindex');
    // The listed posts are each other's neighbours.
    expect((await json('/blog/2024/03/01/last')).blog.older).toEqual({ title: 'First', href: '/blog/2024/01/01/first' });
    for (const file of ['blog/index.html', 'blog/archive/index.html', 'blog/tags/news/index.html', 'blog/tags/index.html', 'blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', 'search-records.json', 'blog/2024/03/01/last/index.html'])
      expect(await built(file), file).not.toMatch(/Hidden post|UNLISTED-WORDS|\/hidden/);
    expect(existsSync(path.join(site, 'build/blog/tags/secret/index.html'))).toBe(false);
  });

  it('builds a blog of 1,600 tags, as Docusaurus does: a page for each, listed on the tags page', { timeout: 60_000 }, async () => {
    const posts = Object.fromEntries(Array.from({ length: 16 }, (_, p) => [`content/blog/2024-01-${String(p + 1).padStart(2, '0')}-p${p}.md`, `---\ntitle: P${p}\ntags: [${Array.from({ length: 100 }, (_, t) => `p${p}t${t}`).join(', ')}]\n---\n\nText.\n`]));
    const site = await fixtureCopy('basic', 'blog-many-tags', posts);
    const run = await runCli(['build', site]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const tags = JSON.parse(await readFile(path.join(site, 'build', '_dc/data/blog/tags.json'), 'utf8')).blog.tags as unknown[];
    expect(tags).toHaveLength(1_600);
    expect(existsSync(path.join(site, 'build/blog/tags/p-15-t-99/index.html'))).toBe(true);
  });

  it('shows how long each post takes to read, as Docusaurus does by default (200 words a minute), and not when showReadingTime is false', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    const site = await fixtureCopy('basic', 'blog-reading-time', {
      'content/blog/2024-01-02-short.md': `---\ntitle: Short\n---\n\n${words(150)}\n`,
      'content/blog/2024-01-03-long.md': `---\ntitle: Long\n---\n\n${words(450)}\n\n<!-- truncate -->\n\n${words(200)}\n`,
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    const html = (file: string) => readFile(path.join(site, 'build', file), 'utf8');
    expect(await html('blog/2024/01/02/short/index.html')).toContain('<span class="blog-post__reading-time"> · One min read</span>');
    // The whole post counts, past its truncate marker: 650 words, 4 minutes, on its page and in the list.
    expect(await html('blog/2024/01/03/long/index.html')).toContain(' · 4 min read</span>');
    expect(await html('blog/index.html')).toContain(' · 4 min read</span>');
    await writeFile(path.join(site, 'site.config.ts'), (await readFile(path.join(site, 'site.config.ts'), 'utf8')).replace('defineConfig({', 'defineConfig({\n  blog: { showReadingTime: false },'));
    const off = await runCli(['build', site]);
    expect(off.stderr).toBe('');
    expect(await html('blog/index.html')).not.toContain('min read');
  });

  it("lists a post's front matter keys without the docs-only ones when it names an unknown key", async () => {
    const site = await fixtureCopy('basic', 'blog-unknown-key', { 'content/blog/2024-01-02-post.md': '---\ntitle: Post\nlayoutmode: wide\n---\n\nBody.\n' });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('content/blog/2024-01-02-post.md:3:1  warning  Unknown frontmatter key "layoutmode" is ignored.');
    const hint = /hint: known keys: (.*)\./.exec(run.stderr)?.[1]?.split(', ') ?? [];
    expect(hint).toEqual(expect.arrayContaining(['title', 'date', 'authors', 'tags', 'slug']));
    expect(hint).not.toContain('sidebar_position');
    expect(hint).not.toContain('pagination_next');
  });

  // React Native's posts write authorTwitter, which Docusaurus's blog once read: "did you mean
  // authorTitle" (3 edits, within a third of the key) offered another key's meaning for a different
  // word sharing its start. Typos are still named, in a blog post and in a doc.
  it('names a near key for a typo, never another word that merely shares its start', async () => {
    const site = await fixtureCopy('basic', 'blog-unknown-key-near', {
      'content/blog/2024-01-02-post.md': '---\ntitle: Post\nauthorTwitter: someone\nautor: Ada\ndescripton: A post.\n---\n\nBody.\n',
      'content/docs/typo.md': '---\nsidebar_lable: Typo\n---\n\n# Typo\n\nBody.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    const said = (key: string) => new RegExp(`warning  Unknown frontmatter key "${key}" is ignored(.*)`).exec(run.stderr)?.[1];
    expect(said('authorTwitter')).toBe('.');
    expect(run.stderr).not.toContain('did you mean "authorTitle"');
    expect(said('autor')).toBe(' — did you mean "author"?');
    expect(said('descripton')).toBe(' — did you mean "description"?');
    expect(said('sidebar_lable')).toBe(' — did you mean "sidebar_label"?');
  });

  it('is off without a content/blog/ folder', async () => {
    const plain = await fixtureCopy('basic', 'blog-none');
    expect((await runCli(['build', plain])).code).toBe(0);
    expect(existsSync(path.join(plain, 'build', 'blog'))).toBe(false);
    expect(await readFile(path.join(plain, 'build', 'docs', 'start', 'index.html'), 'utf8')).not.toContain('rss.xml');
  });

  it('says so when a post takes the address of a page the blog makes (its archive, a list page), as a duplicate route', async () => {
    const site = await fixtureCopy('basic', 'blog-takeover', { 'content/blog/a.md': '---\ntitle: A\ndate: 2023-01-02\nslug: archive\n---\n\nA.\n' });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('content/blog/a.md:4:1  warning  duplicate route "/blog/archive": it is the blog\'s archive, and this file takes its place');
  });

  it('leaves characters XML does not allow out of the feeds and the sitemap, which stay files a reader parses', async () => {
    const site = await fixtureCopy('basic', 'blog-xml-characters', {
      'content/blog/2024-01-02-odd.md': '---\ntitle: "A\\u0001B\\uFFFE"\ndescription: "d\\u000bd"\n---\n\nText.\n',
      'content/docs/a\uFFFFb.md': '# Odd name\n\nText.\n',
    });
    expect((await runCli(['build', site])).code).toBe(0);
    const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml']) {
      const text = await readFile(path.join(site, 'build', file), 'utf8');
      expect(text, file).not.toMatch(NOT_XML);
      expect(XMLValidator.validate(text), file).toBe(true);
    }
    expect(await readFile(path.join(site, 'build', 'blog/rss.xml'), 'utf8')).toContain('<title>AB</title>');
    expect(await readFile(path.join(site, 'build', 'sitemap.xml'), 'utf8')).toContain('/docs/a%EF%BF%BFb</loc>');
  });

  it('reports a map entry it cannot read once, at the map, not again at each post naming it', async () => {
    const site = await fixtureCopy('basic', 'blog-refused-entry', {
      'content/blog/authors.yml': 'evil:\n  name: Evil\n  url: "javascript:alert(1)"\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: Post\nauthors: [evil]\n---\n\nText.\n',
    });
    const run = await runCli(['build', site]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('content/blog/authors.yml:1:1  error  "evil" in the authors map: an author\'s url must be a relative, http:, https: or mailto: address');
    expect(run.stderr).not.toContain('is not in content/blog/authors.yml');
  });
});
