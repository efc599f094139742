// A rebuild parses only the files that changed (the rest come from the last build's parse cache) and
// renders only the pages whose own inputs changed, as long as nothing they all read changed (config,
// navbar, sidebars, routes, runtime); the rest come from the previous output. Whatever it reuses, its
// output must be byte for byte what a build from nothing writes.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';
import { siteCacheDir } from '../../cli/incremental/cache-folder.ts';

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: false });
  return new Map(await Promise.all(files.sort().map(async (f) => [f, await readFile(path.join(dir, f), 'base64')] as [string, string])));
}

/** The output in `out` is exactly what a build from nothing (another folder, one thread) writes. */
async function expectSameAsFreshBuild(site: string, out: string, fresh: string): Promise<void> {
  const cold = await runCli(['build', site, '--out', fresh], { env: { DEVCENTER_THREADS: '1' } });
  expect(cold.code).toBe(0);
  const [a, b] = await Promise.all([snapshot(out), snapshot(fresh)]);
  expect([...a.keys()]).toEqual([...b.keys()]);
  for (const [file, contents] of a) expect(contents, file).toBe(b.get(file));
}

describe('incremental builds', () => {
  let site: string;
  const out = () => path.join(site, 'build');
  const mtime = async (file: string) => (await stat(path.join(out(), file))).mtimeMs;
  const extra = {
    'content/blog/2024-01-02-news.mdx': '---\ntitle: News\ntags: [a]\n---\n\nText with a [link](/docs/start).\n',
    'content/docs/more.mdx': '---\ntitle: More\n---\n\nSome text about [the start](./start.mdx).\n\n## A heading\n\nMore text.\n',
  };

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'incremental', extra);
    const first = await runCli(['build', site]);
    expect(first.code).toBe(0);
    expect(first.stdout).not.toContain('unchanged since the last build');
  });

  it('renders only the page whose text changed, in this thread and in workers', async () => {
    for (const threads of ['1', '2']) {
      const untouched = await mtime('docs/start/index.html');
      const page = path.join(site, 'content', 'docs', 'more.mdx');
      await writeFile(page, `${await readFile(page, 'utf8')}\nA sentence added with ${threads} thread(s), searchable.\n`);
      const result = await runCli(['build', site], { env: { DEVCENTER_THREADS: threads } });
      expect(result.code).toBe(0);
      // Only the edited file was parsed; every other page (and the blog post) came from the previous output.
      expect(result.stdout).toMatch(/^parsed 1 page in \d+ ms$/m);
      const pages = Number(/^built (\d+) pages/m.exec(result.stdout)?.[1]);
      const reused = Number(/, (\d+) unchanged since the last build/.exec(result.stdout)?.[1]);
      expect(reused).toBeGreaterThan(5);
      expect(reused).toBeLessThan(pages);
      expect(await mtime('docs/start/index.html')).toBe(untouched);
      // The changed page is new everywhere it shows: its HTML, its Markdown, the search records, llms-full.txt.
      const sentence = `A sentence added with ${threads} thread(s)`;
      expect(await readFile(path.join(out(), 'docs', 'more', 'index.html'), 'utf8')).toContain(sentence);
      expect(await readFile(path.join(out(), 'docs', 'more.md'), 'utf8')).toContain(sentence);
      expect(await readFile(path.join(out(), 'search-records.json'), 'utf8')).toContain(sentence);
      expect(await readFile(path.join(out(), 'llms-full.txt'), 'utf8')).toContain(sentence);
      await expectSameAsFreshBuild(site, out(), path.join(site, `fresh-${threads}`));
    }
  });

  it('renders every page again when what they all show changes (a title in the sidebar), in this thread and in workers', async () => {
    for (const threads of ['1', '2']) {
      const page = path.join(site, 'content', 'docs', 'guides', 'first.mdx');
      const text = await readFile(page, 'utf8');
      const title = /^title: (.*)$/m.exec(text)![1];
      await writeFile(page, text.replace(`title: ${title}`, `title: ${title} renamed`));
      // Every page's parse comes from the cache of the last build, and is done again to render it.
      const result = await runCli(['build', site], { env: { DEVCENTER_THREADS: threads, DEVCENTER_TIMINGS: '1' } });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^built \d+ pages/m);
      expect(result.stdout).toMatch(/"cached":\d+/);
      expect(result.stdout).not.toContain('unchanged since the last build');
      // Another page of the same sidebar shows the new title.
      expect(await readFile(path.join(out(), 'docs', 'start', 'index.html'), 'utf8')).toContain(`${title} renamed`);
      await expectSameAsFreshBuild(site, out(), path.join(site, `fresh-title-${threads}`));
    }
  });

  it('renders a page again when its file in the previous output is gone', async () => {
    const page = path.join(site, 'content', 'docs', 'more.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\nOne more line.\n`);
    const { rm } = await import('node:fs/promises');
    await rm(path.join(out(), 'docs', 'start.md'));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(out(), 'docs', 'start.md'), 'utf8')).toMatch(/^# /);
    await expectSameAsFreshBuild(site, out(), path.join(site, 'fresh-gone'));
  });

  it('with nothing changed, makes again an output damaged by hand (a page deleted, a file edited) instead of calling it unchanged', async () => {
    const { rm } = await import('node:fs/promises');
    expect((await runCli(['build', site])).stdout).toContain('unchanged since the last build');
    await rm(path.join(out(), 'docs', 'more', 'index.html'));
    const deleted = await runCli(['build', site]);
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).not.toContain('unchanged since the last build:');
    expect(await readFile(path.join(out(), 'docs', 'more', 'index.html'), 'utf8')).toContain('<h1');
    await writeFile(path.join(out(), '404.html'), `${await readFile(path.join(out(), '404.html'), 'utf8')}<!-- edited -->`);
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await readFile(path.join(out(), '404.html'), 'utf8')).not.toContain('<!-- edited -->');
    await expectSameAsFreshBuild(site, out(), path.join(site, 'fresh-damaged'));
  });

  it('builds right from damaged caches: a manifest that points at the wrong records, a parse cache and a compiled config that do not load', async () => {
    const manifestFile = path.join(out(), '.devcenter-pages.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { pages: Record<string, { records: [number, number] }> };
    for (const entry of Object.values(manifest.pages)) entry.records = [0, 5];
    await writeFile(manifestFile, JSON.stringify(manifest));
    const cacheDir = siteCacheDir(site);
    for (const name of await fg('*.json', { cwd: cacheDir })) {
      await writeFile(path.join(cacheDir, name), name === 'config.json' ? JSON.stringify({ ...JSON.parse(await readFile(path.join(cacheDir, name), 'utf8')), code: 'export default (' }) : '{"truncated');
    }
    const page = path.join(site, 'content', 'docs', 'more.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\nAfter the damage.\n`);
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    await expectSameAsFreshBuild(site, out(), path.join(site, 'fresh-damaged'));
  });
});
