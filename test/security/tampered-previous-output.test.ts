// A build reads its previous output to take over what did not change (pages, their records and
// Markdown, the static search index, the build stamp). That output may have been tampered with since:
// a file or a folder of it replaced by a link to something outside, a FIFO in a file's place. The
// build must never follow such a link (to publish, or hard-link into the new output, what lies
// outside), nor wait on a FIFO: it makes the file again instead. Each case, through the real CLI.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, readdir, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, REPO_ROOT, runCli, TMP } from '../support/cli.ts';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-OUTPUT';

/** A built copy of the basic fixture, and a folder outside its output holding the secret. */
async function builtSite(name: string): Promise<{ site: string; out: string; outside: string }> {
  const site = await fixtureCopy('basic', name);
  const out = path.join(site, 'build');
  expect((await runCli(['build', site, '--out', out])).code).toBe(0);
  const outside = path.join(TMP, `${name}-outside`);
  await rm(outside, { recursive: true, force: true });
  await mkdir(outside, { recursive: true });
  return { site, out, outside };
}

/** A change that touches no page and no search record: the next build takes over everything it can. */
const touchStatic = (site: string) => writeFile(path.join(site, 'static', 'touch.txt'), `${Date.now()}\n`);

/** A folder of the output moved outside it, a link left in its place, one of its files now the secret. */
async function linkFolderOutside(folder: string, outside: string, secretFile: string): Promise<void> {
  await cp(folder, outside, { recursive: true });
  await writeFile(path.join(outside, secretFile), SECRET);
  await rm(folder, { recursive: true });
  await symlink(outside, folder);
}

/** No file of the output is a hard link to a file of `outside`. */
async function expectNothingLinkedFrom(out: string, outside: string): Promise<void> {
  const outsideInodes = await inodes(outside);
  for (const ino of (await inodes(out)).keys()) expect(outsideInodes.get(ino)).toBeUndefined();
}

/** Every file of a folder, recursively, with its inode. */
async function inodes(folder: string): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const entry of await readdir(folder, { recursive: true })) {
    const file = path.join(folder, String(entry));
    const info = await stat(file);
    if (info.isFile()) found.set(info.ino, file);
  }
  return found;
}

describe('a tampered previous output', () => {
  it('a static index folder linked to a folder outside: its files are made again, not linked in', async () => {
    const { site, out, outside } = await builtSite('tampered-index-folder');
    const { generation } = JSON.parse(await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string };
    const folder = path.join(out, '_dc', 'search', generation);
    // The outside folder holds files with the index's names: one of them the secret.
    await linkFolderOutside(folder, outside, 'v.bin');
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    await expectNothingLinkedFrom(out, outside);
    expect(await readFile(path.join(out, '_dc', 'search', generation, 'v.bin'), 'utf8')).not.toContain(SECRET);
  });

  it('index.json a FIFO, or a link to /dev/zero: the build does not wait on it nor read it', async () => {
    const { site, out } = await builtSite('tampered-index-entry');
    const entry = path.join(out, '_dc', 'search', 'index.json');
    await unlink(entry);
    execFileSync('mkfifo', [entry]);
    await touchStatic(site);
    // Killed after 30 s (code -1) if the build waits on the FIFO.
    expect((await runCli(['build', site, '--out', out], { timeoutMs: 30_000 })).code).toBe(0);
    await unlink(entry).catch(() => undefined);
    await symlink('/dev/zero', entry);
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(JSON.parse(await readFile(entry, 'utf8'))).toHaveProperty('generation');
  }, 60_000);

  it('index.json with fields of its own: a rebuild that takes the index over writes its entry as a build does, without them', async () => {
    const { site, out } = await builtSite('tampered-index-entry-fields');
    const entryFile = path.join(out, '_dc', 'search', 'index.json');
    const built = await readFile(entryFile, 'utf8');
    const { generation } = JSON.parse(built) as { generation: string };
    const taken = path.join(out, '_dc', 'search', generation, 'v.bin');
    const { ino } = await stat(taken);
    await writeFile(entryFile, JSON.stringify({ ...JSON.parse(built), planted: SECRET }));
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    // The index was taken over (its files are the same), its entry written anew.
    expect((await stat(taken)).ino).toBe(ino);
    expect(await readFile(entryFile, 'utf8')).toBe(built);
  });

  it("a page's file or an index file edited since its build (its size changed): a rebuild makes it again, as a build from nothing does", async () => {
    const { site, out } = await builtSite('tampered-edited-files');
    const { generation } = JSON.parse(await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string };
    const pageFile = path.join(out, 'docs', 'guides', 'second', 'index.html');
    const indexFile = path.join(out, '_dc', 'search', generation, 'r0.bin');
    await writeFile(pageFile, `${await readFile(pageFile, 'utf8')}<!-- ${SECRET} -->`);
    await writeFile(indexFile, Buffer.concat([await readFile(indexFile), Buffer.from(SECRET)]));
    // Taken over whole (no search record changed) and file by file (one page's text changed).
    for (const change of [() => touchStatic(site), () => writeFile(path.join(site, 'content', 'docs', 'start.mdx'), `# Start\n\nEdited ${Date.now()}.\n`)]) {
      await change();
      expect((await runCli(['build', site, '--out', out])).code).toBe(0);
      const fresh = path.join(TMP, 'tampered-edited-files-fresh');
      await rm(fresh, { recursive: true, force: true });
      expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
      expect(await readFile(pageFile, 'utf8')).toBe(await readFile(path.join(fresh, 'docs', 'guides', 'second', 'index.html'), 'utf8'));
      const { generation: now } = JSON.parse(await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string };
      expect(await readFile(path.join(out, '_dc', 'search', now, 'r0.bin'))).toEqual(await readFile(path.join(fresh, '_dc', 'search', now, 'r0.bin')));
    }
  });

  it("a page's Markdown file a link to a file outside: not published in llms-full.txt", async () => {
    const { site, out, outside } = await builtSite('tampered-page-markdown');
    const secret = path.join(outside, 'secret.md');
    await writeFile(secret, `# ${SECRET}\n`);
    // The page's Markdown file, as the manifest names it, swapped for a link. (A link at a name the
    // build did not write makes the build refuse the output instead: out-flag.test.ts.)
    const manifestFile = path.join(out, '.devcenter-pages.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { pages: Record<string, { markdown: { file: string } | null }> };
    const markdownFile = path.join(out, Object.values(manifest.pages).find((page) => page.markdown)!.markdown!.file);
    await unlink(markdownFile);
    await symlink(secret, markdownFile);
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await readFile(path.join(out, 'llms-full.txt'), 'utf8')).not.toContain(SECRET);
  });

  it('search-records.json a link to a file outside: its text does not reach the new records', async () => {
    const { site, out, outside } = await builtSite('tampered-page-records');
    const records = path.join(out, 'search-records.json');
    const text = await readFile(records, 'utf8');
    // The same length and shape, so the manifest's byte ranges would read it: only the secret differs.
    const secret = path.join(outside, 'records.json');
    await writeFile(secret, text.replace(/"content":"[^"]{29}/, `"content":"${SECRET}`));
    expect(await readFile(secret, 'utf8')).toContain(SECRET);
    await unlink(records);
    await symlink(secret, records);
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await readFile(records, 'utf8')).not.toContain(SECRET);
  });

  it("a page's folder linked to a folder outside: the page is rendered again, nothing of outside linked in", async () => {
    const { site, out, outside } = await builtSite('tampered-page-folder');
    const pageFolder = path.join(out, 'docs', 'start');
    await linkFolderOutside(pageFolder, outside, 'index.html');
    await touchStatic(site);
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await readFile(path.join(out, 'docs', 'start', 'index.html'), 'utf8')).not.toContain(SECRET);
    await expectNothingLinkedFrom(out, outside);
  });

  it('a list of written files naming paths outside the output: nothing outside is removed, the output is refused', async () => {
    const { site, out, outside } = await builtSite('tampered-written-list');
    await writeFile(path.join(outside, 'victim'), SECRET);
    await writeFile(path.join(outside, 'victim2'), SECRET);
    await mkdir(path.join(outside, 'empty'));
    const up = path.relative(out, outside);
    // Names the next build would remove as the last build's files it no longer writes.
    const lines = [[`${up}/victim`, SECRET.length], [`docs/../${up}/victim2`, SECRET.length], [`${up}/empty/`]];
    await writeFile(path.join(out, '.devcenter-files.txt'), `${await readFile(path.join(out, '.devcenter-files.txt'), 'utf8')}${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
    await touchStatic(site);
    const result = await runCli(['build', site, '--out', out]);
    expect(await readFile(path.join(outside, 'victim'), 'utf8')).toBe(SECRET);
    expect(await readFile(path.join(outside, 'victim2'), 'utf8')).toBe(SECRET);
    expect((await stat(path.join(outside, 'empty'))).isDirectory()).toBe(true);
    expect(result.code).toBe(2);
    expect(result.stderr + result.stdout).toContain('is gone or damaged');
  });

  it('a folder of the output swapped for a link to a folder outside while the rebuild updates it: nothing outside is removed or written', async () => {
    const site = await fixtureCopy('basic', 'tampered-during-update', { 'content/docs/leaving/page.mdx': '---\ntitle: Leaving\n---\n\nA page the next build no longer has.\n' });
    const out = path.join(site, 'build');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    // Outside: a copy of docs/, its files of the page that goes (which the update removes) the secret.
    const outside = path.join(TMP, 'tampered-during-update-outside');
    await rm(outside, { recursive: true, force: true });
    await cp(path.join(out, 'docs'), outside, { recursive: true });
    await writeFile(path.join(outside, 'leaving', 'page', 'index.html'), SECRET);
    await writeFile(path.join(outside, 'leaving', 'page.md'), SECRET);
    const before = (await readdir(outside, { recursive: true })).sort();
    await rm(path.join(site, 'content', 'docs', 'leaving'), { recursive: true });
    const [paused, go] = [path.join(site, 'paused'), path.join(site, 'go')];
    const hook = path.join(REPO_ROOT, 'test', 'support', 'pause-update.mjs');
    const build = runCli(['build', site, '--out', out], { env: { NODE_OPTIONS: `--import ${hook}`, DEVCENTER_TEST_PAUSED: paused, DEVCENTER_TEST_GO: go }, timeoutMs: 60_000 });
    while (!(await stat(paused).catch(() => null))) await new Promise((resolve) => setTimeout(resolve, 20));
    // The output checked, the update about to start: docs/ becomes a link to the folder outside.
    await rename(path.join(out, 'docs'), path.join(site, 'docs-aside'));
    await symlink(outside, path.join(out, 'docs'));
    await writeFile(go, '');
    const result = await build;
    expect(await readFile(path.join(outside, 'leaving', 'page', 'index.html'), 'utf8')).toBe(SECRET);
    expect(await readFile(path.join(outside, 'leaving', 'page.md'), 'utf8')).toBe(SECRET);
    expect((await readdir(outside, { recursive: true })).sort()).toEqual(before);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('was changed while the build updated it');
    expect(result.stderr).not.toContain('internal error');
    // Put back, the next build makes the output whole.
    await unlink(path.join(out, 'docs'));
    await rename(path.join(site, 'docs-aside'), path.join(out, 'docs'));
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    await expect(stat(path.join(out, 'docs', 'leaving'))).rejects.toThrow();
    const fresh = path.join(site, 'fresh');
    expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
    const files = async (dir: string) => (await readdir(dir, { recursive: true })).filter((name) => !String(name).startsWith('.devcenter-')).sort();
    expect(await files(out)).toEqual(await files(fresh));
  }, 60_000);
});
