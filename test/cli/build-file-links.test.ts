// Links and host redirects to the files every build writes: the blog's feeds, the sitemap, llms.txt.
// Jest's static/_redirects keeps `/blog/feed.xml /blog/rss.xml` for the old feed address, and a post
// may link its feed: both were said to lead to "no page of the site" (the link a broken-link error)
// while the build wrote the file at that very address.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe("links and redirects to the build's own files", () => {
  let site = '';
  let check: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await writeSite('build-file-links', {
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\nFollow [the feed](/blog/rss.xml) or [Atom](/blog/atom.xml); see [the map](/sitemap.xml), [llms](/llms.txt) and [gone](/blog/feed.json).\n',
      'content/blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\n\nA first post.\n',
      'static/_redirects': '/blog/feed.xml /blog/rss.xml\n/old-atom /blog/atom.xml\n/old-map /sitemap.xml\n/old-json /blog/feed.json\n',
    });
    check = await runCli(['check', site]);
  });

  it('checks them as files of the site: only the address nothing is written at is broken', () => {
    const problems = check.stderr.split('\n').filter((line) => / (error|warning) /.test(line));
    expect(problems).toEqual([
      'content/docs/intro.md:5:112  error  broken link "/blog/feed.json" — did you mean "/blog/feed.xml"?',
      'static/_redirects:4:1  warning  This redirect leads to /blog/feed.json, which is no page of the site.',
    ]);
  });

  it('builds once the one broken link is gone, writing the files linked to', async () => {
    await writeFile(path.join(site, 'content/docs/intro.md'), '---\ntitle: Intro\n---\n\nFollow [the feed](/blog/rss.xml) or [Atom](/blog/atom.xml); see [the map](/sitemap.xml) and [llms](/llms.txt).\n');
    const again = await runCli(['build', site]);
    expect(again.code).toBe(0);
    for (const file of ['blog/rss.xml', 'blog/atom.xml', 'sitemap.xml', 'llms.txt']) expect(existsSync(path.join(site, 'build', file))).toBe(true);
  });
});
