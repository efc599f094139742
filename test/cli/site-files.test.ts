// What a build writes for crawlers and link previews: sitemap.xml, robots.txt, Open Graph and
// Twitter card tags, theme-color for both colour modes, and the default social card.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

describe('files for crawlers and link previews', () => {
  let out: string;
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'site-files');
    out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
  });

  it('lists exactly the canonical routes in sitemap.xml: no redirect, no search page, no 404', async () => {
    const xml = await read('sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string }[] } };
    const listed = parsed.urlset.url.map((u) => u.loc).sort();
    // Every page written that is neither a redirect (meta refresh) nor the search page.
    const pages: string[] = [];
    for (const file of await fg('**/index.html', { cwd: out })) {
      const html = await read(file);
      const route = `/${file.replace(/(^|\/)index\.html$/, '')}`;
      if (html.includes('http-equiv="refresh"') || route === '/search') continue;
      pages.push(`https://fixture.example${route === '/' ? '/' : route}`);
    }
    expect(listed).toEqual(pages.sort());
    expect(listed).toContain('https://fixture.example/docs/start');
    expect(listed).not.toContain('https://fixture.example/docs/old-start');
    expect(listed.some((u) => u.endsWith('/404') || u.endsWith('/search'))).toBe(false);
  });

  it('points robots.txt at the sitemap', async () => {
    expect(await read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://fixture.example/sitemap.xml\n');
  });

  it("publishes a site's own robots.txt and favicon from static/ in place of the defaults, without a warning", async () => {
    const own = await fixtureCopy('basic', 'site-files-own', { 'static/robots.txt': 'User-agent: *\nDisallow: /private\n', 'static/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    const build = await runCli(['build', own]);
    expect(build.code).toBe(0);
    expect(build.stderr).toBe('');
    expect(await readFile(path.join(own, 'build', 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private\n');
    expect(await readFile(path.join(own, 'build', 'favicon.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('gives every page link-preview tags, a favicon and a theme colour per colour mode', async () => {
    const html = await read('docs/start/index.html');
    const tag = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];
    expect(tag('property', 'og:title')).toBe('Start here | Fixture Docs');
    expect(tag('property', 'og:description')).toBe('The first page of the fixture.');
    expect(tag('property', 'og:url')).toBe('https://fixture.example/docs/start');
    expect(tag('property', 'og:type')).toBe('article');
    expect(tag('property', 'og:site_name')).toBe('Fixture Docs');
    expect(tag('property', 'og:image')).toBe('https://fixture.example/img/social-card.jpg');
    // The page's language, and the page itself as the one for every language, as Docusaurus writes them.
    expect(tag('property', 'og:locale')).toBe('en');
    expect(html).toContain('<link rel="alternate" href="https://fixture.example/docs/start" hreflang="en">');
    expect(html).toContain('<link rel="alternate" href="https://fixture.example/docs/start" hreflang="x-default">');
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(tag('name', 'twitter:image')).toBe('https://fixture.example/img/social-card.jpg');
    expect(html).toContain('<meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)">');
    expect(html).toContain('<meta name="theme-color" content="#242526" media="(prefers-color-scheme: dark)">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(existsSync(path.join(out, 'img', 'social-card.jpg'))).toBe(true);
    expect(existsSync(path.join(out, 'favicon.svg'))).toBe(true);
    const home = await read('index.html');
    expect(home).toContain('<meta property="og:type" content="website">');
  });
});
