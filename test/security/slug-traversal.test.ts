// Issue #14, point 4: a slug (or a path of the config) that leaves the site is refused with its
// position, and every write of a build goes through one function that refuses a path outside the
// staging folder.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathInside } from '../../cli/write/inside-folder.ts';
import { FolderWriter } from '../../cli/write/output.ts';
import { fixtureCopy, runCli, writeSite, TMP } from '../support/cli.ts';

const page = (slug: string) => `---\ntitle: Escape\nslug: ${slug}\n---\n\nHello.\n`;

describe('a slug that leaves the site', () => {
  // A victim file beside the site: the attack writes over files like it.
  const victim = path.join(TMP, 'security-slug-victim', 'pwned');

  beforeAll(async () => {
    await rm(path.dirname(victim), { recursive: true, force: true });
    await mkdir(path.dirname(victim), { recursive: true });
  });

  const cases: [string, string, string, string][] = [
    ['a docs page with ../', 'content/docs/escape.mdx', '../../../../../security-slug-victim/pwned', 'has a ".." segment'],
    ['a page with ../', 'content/pages/escape.mdx', '../../security-slug-victim/pwned', 'has a ".." segment'],
    ['a blog post with ../', 'content/blog/2024-01-02-escape.mdx', '../../../security-slug-victim/pwned', 'has a ".." segment'],
    ['a docs page with %2e%2e', 'content/docs/escape.mdx', '"%2e%2e/%2e%2e/x"', 'contains a "%"'],
    ['a docs page with backslashes', 'content/docs/escape.mdx', '"..\\\\..\\\\x"', 'contains a backslash'],
    ['a page with an absolute path written with two slashes', 'content/pages/escape.mdx', '//etc/passwd', 'has an empty segment'],
    // Written inside the output, but as hidden files no server answers (and a .git/ of an output kept in git).
    ['a docs page in a hidden folder', 'content/docs/escape.mdx', '/.git/hooks/pre-commit', 'has a segment starting with "." (".git"): a hidden file, which devcenter serve and most static hosts do not serve'],
    ['a page named as a hidden file', 'content/pages/escape.mdx', '/.env', 'has a segment starting with "." (".env")'],
  ];

  for (const [what, file, slug, problem] of cases)
    it(`is an error at the slug key of ${what}, and nothing is written`, async () => {
      const site = await fixtureCopy('basic', `security-slug-${file.split('/')[1]}`, { [file]: page(slug) });
      await writeFile(victim, 'keep me');
      const result = await runCli(['build', site]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${file}:3:1  error  slug `);
      expect(result.stderr).toContain(problem);
      expect(result.stderr).toMatch(/hint: write the slug as a path inside the site/);
      expect(result.stderr).not.toContain('internal error');
      // Nothing written outside the output, and the output not made at all.
      expect(await readFile(victim, 'utf8')).toBe('keep me');
      expect(await readdir(path.dirname(victim))).toEqual(['pwned']);
      expect(existsSync(path.join(site, 'build'))).toBe(false);
      // A first build keeps no previous output, and says so.
      expect(result.stderr).toMatch(/Nothing was written to \S+\/build\.\n$/);
    });

  it('says a hidden slug once on a site without a config: the sidebar and the navbar lead past it', async () => {
    const site = await writeSite('security-slug-hidden-zero-config', {
      'content/docs/a.md': page('/.git/hooks/pre-commit'),
      'content/docs/b.md': '# B\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr.match(/error {2}/g)).toHaveLength(1);
    expect(result.stderr).toContain('content/docs/a.md:3:1  error  slug "/.git/hooks/pre-commit" makes the route "/docs/.git/hooks/pre-commit", which has a segment starting with "."');
  });

  it("is an error at the id key of a doc whose id names a hidden file (id: .env), with the id's own hint", async () => {
    const site = await writeSite('security-id-hidden', { 'content/docs/a.md': '---\ntitle: A\nid: .env\n---\n\nHello.\n', 'content/docs/b.md': '# B\n' });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:1  error  id ".env" makes the route "/docs/.env", which has a segment starting with "."');
    expect(result.stderr).toMatch(/hint: write the id as a name such as `id: my-page`/);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('still builds a slug that is a clean path, absolute or relative', async () => {
    const site = await fixtureCopy('basic', 'security-slug-clean', {
      'content/docs/guides/moved.mdx': page('elsewhere/inside'),
      'content/docs/absolute.mdx': page('/etc/passwd'),
      // Hosts serve /.well-known/ (security.txt and the like): a page may be there.
      'content/pages/contact.mdx': page('/.well-known/contact'),
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(existsSync(path.join(site, 'build/docs/guides/elsewhere/inside/index.html'))).toBe(true);
    // An absolute slug is absolute within the docs: it stays in the site.
    expect(existsSync(path.join(site, 'build/docs/etc/passwd/index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build/.well-known/contact/index.html'))).toBe(true);
  });

  it('refuses a redirect or a sidebar id of the config that leaves the site, with exit 2 and its position', async () => {
    const site = await fixtureCopy('basic', 'security-slug-config');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(
      path.join(site, 'site.config.ts'),
      config.replace("redirects: [{ from: '/docs/old-start', to: '/docs/start' }]", "redirects: [{ from: '/../../../security-slug-victim/pwned', to: '/docs/start' }]").replace('other: [', "'../../x': ["),
    );
    await writeFile(victim, 'keep me');
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}redirects\[0\]\.from "\/\.\.\/\.\.\/\.\.\/security-slug-victim\/pwned" is where a redirect page is written, and has a "\.\." segment/);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}The sidebar id "\.\.\/\.\.\/x" names a file of the output/);
    expect(await readFile(victim, 'utf8')).toBe('keep me');
  });
});

describe('a redirect target or site address of the config', () => {
  it('is a path of the site or an http(s) address: a script URL or "//host" (an open redirect from the published site) is an error at its place, with exit 2', async () => {
    const site = await fixtureCopy('basic', 'security-redirect-target');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    const redirects = [
      "{ from: '/a', to: 'javascript:alert(document.domain)' }",
      "{ from: '/b', to: '//evil.example' }",
      "{ from: '/c', to: '/\\\\evil.example' }",
      "{ from: '/d', to: ' JavaScript:alert(1)' }",
      "{ from: '/e', to: '/docs/start?from=old#basics' }",
      "{ from: '/f', to: 'https://pay.fixture.example/moved' }",
    ];
    await writeFile(
      path.join(site, 'site.config.ts'),
      config.replace("redirects: [{ from: '/docs/old-start', to: '/docs/start' }]", `redirects: [${redirects.join(', ')}]`).replace("url: 'https://fixture.example'", "url: 'javascript:alert(1)//'"),
    );
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}redirects\[0\]\.to "javascript:alert\(document\.domain\)" is where a redirect leads, and is an address of another scheme than http\(s\)/);
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}redirects\[1\]\.to "\/\/evil\.example" is where a redirect leads, and starts with "\/\/"/);
    expect(result.stderr).toContain('redirects[2].to "/\\\\evil.example" is where a redirect leads, and starts with "//"');
    expect(result.stderr).toContain('redirects[3].to " JavaScript:alert(1)" is where a redirect leads, and is an address of another scheme than http(s)');
    expect(result.stderr).toMatch(/site\.config\.ts:\d+:\d+ {2}error {2}url "javascript:alert\(1\)\/\/" is not an http\(s\) address/);
    expect(result.stderr.match(/ {2}error {2}/g)).toHaveLength(5);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});

describe('the one function every write of a build goes through', () => {
  const staging = path.join(TMP, 'security-slug-staging', '.build.tmp-1-1');

  beforeAll(async () => {
    await rm(path.dirname(staging), { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
  });

  it('refuses a path outside the staging folder, saying so', () => {
    for (const file of ['../escaped.html', 'docs/../../escaped.html', '/etc/passwd', path.join(path.dirname(staging), 'x'), '', '.'])
      expect(() => pathInside(staging, file), JSON.stringify(file)).toThrow(/outside the staging folder/);
    expect(pathInside(staging, 'docs/a/index.html')).toBe(path.join(staging, 'docs/a/index.html'));
  });

  it('takes a plain name as it is and resolves any other, the same path either way', () => {
    const plain = ['docs/a/index.html', '...', 'docs/.../x', 'a..b/c', '.nojekyll', 'a\\..\\b'];
    const resolved = ['docs/./a.html', 'docs//a.html', 'docs/a/', 'docs/a/../b.html', './a.html'];
    for (const file of [...plain, ...resolved]) expect(pathInside(staging, file), JSON.stringify(file)).toBe(path.resolve(staging, file));
    for (const file of ['docs/../../escaped.html', 'a/../..', 'x/\0']) expect(() => pathInside(staging, file), JSON.stringify(file)).toThrow(/outside the staging folder|must be a string without null bytes/);
    // A relative folder is resolved against the working folder of the moment, never remembered.
    const relative = path.relative(process.cwd(), staging);
    expect(pathInside(relative, 'a.html')).toBe(path.join(staging, 'a.html'));
  });

  it('guards every way the writer puts a file in the folder: a write, a stream, a hard link and a copy', async () => {
    const writer = new FolderWriter(staging);
    const source = path.join(staging, 'source.txt');
    await writeFile(source, 'x');
    expect(() => writer.add({ path: '../escaped.html', contents: 'x' })).toThrow(/outside the staging folder/);
    expect(() => writer.stream('../escaped.json')).toThrow(/outside the staging folder/);
    expect(() => writer.adopt('../escaped.html', source)).toThrow(/outside the staging folder/);
    expect(() => writer.copyIn('../../escaped.txt', source)).toThrow(/outside the staging folder/);
    expect(await readdir(path.dirname(staging))).toEqual(['.build.tmp-1-1']);
  });
});

describe('a route that lands on a file the build writes', () => {
  // A folder where the build must write a file made it fail with "internal error: EISDIR", and
  // `check` passed the site (found by the third attacker probe).
  const cases: [string, Record<string, string>, string, string][] = [
    ['the not-found page', { 'content/pages/p.mdx': page('/404.html') }, 'content/pages/p.mdx:3:1  error  slug "/404.html" makes the route "/404.html", which is the address of /404.html, a file every build writes.', ''],
    ['the search records', { 'content/pages/p.mdx': page('/search-records.json') }, 'error  slug "/search-records.json" makes the route "/search-records.json", which is the address of /search-records.json', ''],
    ['the runtime folder', { 'content/pages/p.mdx': page('/_dc/headers.json') }, 'which is inside /_dc/, which holds the site\'s own files', ''],
    ['another page\'s Markdown copy', { 'content/pages/p.mdx': page('/docs/start.md') }, 'which is the address of the Markdown copy of the page /docs/start', ''],
    ['the blog\'s feed', { 'content/blog/2024-01-02-feed.mdx': '---\ntitle: Feed\nslug: rss.xml\n---\n\nHello.\n' }, 'error  slug "rss.xml" makes the route "/blog/rss.xml", which is the address of /blog/rss.xml, a file every build writes.', ''],
    ['under a file the build writes', { 'content/pages/p.mdx': page('/sitemap.xml/x') }, 'error  slug "/sitemap.xml/x" makes the route "/sitemap.xml/x", which lies under /sitemap.xml, a file every build writes.', ''],
    ['a file of static/', { 'content/pages/p.mdx': page('/favicon.ico'), 'static/favicon.ico': 'icon' }, 'error  slug "/favicon.ico" makes the route "/favicon.ico", which is the address of /favicon.ico, a file of static/.', ''],
    ['another route\'s HTML, by its file name alone', { 'content/docs/index.html.mdx': '---\ntitle: Index\n---\n\nHello.\n' }, 'error  The route "/docs/index.html" of content/docs/index.html.mdx is the address of the HTML file of the page /docs', 'content/docs/index.html.mdx'],
  ];

  it('is an error, never an internal error, when its page data would lie under another page\'s, or a page the build makes meets a file of static/; a file of static/ the build replaces is a warning', async () => {
    const site = await fixtureCopy('basic', 'security-route-output-data-and-generated', {
      'content/docs/start.json/x.mdx': '# X\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: Post\ntags: [x]\n---\n\nText.\n',
      'static/blog/tags/x': 'a file where the tag x\'s page goes',
      'static/sitemap.xml': '<urlset/>',
      'static/robots.txt': 'User-agent: *\nDisallow: /private\n',
      'content/docs/long-tag.md': `---\ntags: [${'a'.repeat(300)}]\n---\n\n# Long tag\n`,
    });
    const check = await runCli(['check', site]);
    for (const result of [check, await runCli(['build', site])]) {
      expect(result.code).toBe(1);
      expect(result.stderr).not.toContain('internal error');
      expect(result.stderr).toContain('error  The page the build makes at "/blog/tags/x" is the address of /blog/tags/x, a file of static/.');
      expect(result.stderr).toContain('warning  static/sitemap.xml is replaced in the output by /sitemap.xml, a file every build writes.');
      // A site's own robots.txt (or favicon, link-preview picture) is published instead of the build's default: no warning.
      expect(result.stderr).not.toContain('static/robots.txt');
      expect(result.stderr).toContain('content/docs/long-tag.md:2:1  error  Doc tag "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" has no address of its own: its slug is 300 bytes; a tag\'s is at most 200.');
    }
    expect(check.stderr).toContain('error  The route "/docs/start.json/x" of content/docs/start.json/x.mdx has its page data under the page data of the page /docs/start.');
  });

  it('names no site.config.ts in a root that has none when the navbar made for it leads to a page that was refused', async () => {
    const site = await writeSite('security-route-output-zero-config-navbar', { 'content/docs/a.md': '# A\n', 'content/docs/a.json/x.md': '# X\n' });
    const checked = await runCli(['check', site]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toContain('content/docs/a.json/x.md  error  The route "/docs/a.json/x" of content/docs/a.json/x.md has its page data under the page data of the page /docs/a.');
    // The navbar made for the root leads to the refused page: its link is not the author's to mend, and not said.
    expect(checked.stderr).not.toContain('in navbar.items[0]');
    // Nor is the sidebar made from the folders told it names a doc that is no file: the file is there, refused.
    expect(checked.stderr).not.toContain('names doc "a.json/x"');
    expect(checked.stderr).toContain('check failed: 1 error, 0 warnings');
    expect(checked.stderr).not.toContain('site.config.ts');
  });

  it('is an error at the slug when a segment is longer than a file name may be, not ENAMETOOLONG naming no page', async () => {
    const site = await fixtureCopy('basic', 'security-route-output-long-segment', { 'content/pages/p.mdx': page(`/${'a'.repeat(300)}`) });
    const built = await runCli(['build', site]);
    expect(built.code).toBe(1);
    expect(built.stderr).toContain('which has a segment of 300 bytes, longer than the 250 a file name may be.');
    expect(built.stderr).toMatch(/content\/pages\/p\.mdx:3:1 +error +slug/);
  });

  it('is an error naming its category when a category\'s generated index would be there, in check as in build', async () => {
    // Zero-config: the sidebar comes from the folders and their _category_ files.
    const site = await writeSite('security-route-output-generated-index', {
      'content/docs/start.md': '# Start\n',
      'content/docs/g/one.md': '# One\n',
      'content/docs/g/_category_.json': '{"label":"G","link":{"type":"generated-index","slug":"start.md"}}',
    });
    for (const command of ['check', 'build']) {
      const result = await runCli([command, site]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('error  The generated index of category "G" has the route "/docs/start.md", which is the address of the Markdown copy of the page /docs/start.');
      expect(result.stderr).not.toContain('internal error');
    }
  });

  for (const [what, files, message] of cases)
    it(`is an error at the page when it is ${what}, in check as in build, never an internal error`, async () => {
      const site = await fixtureCopy('basic', `security-route-output-${what.replace(/\W+/g, '-')}`, files);
      const checked = await runCli(['check', site]);
      expect(checked.code).toBe(1);
      expect(checked.stderr).toContain(message);
      const built = await runCli(['build', site]);
      expect(built.code).toBe(1);
      expect(built.stderr).toContain(message);
      expect(built.stderr).toContain('hint: choose another slug or file name: the build writes a file of its own at that address.');
      expect(built.stderr).not.toContain('internal error');
    });
});
