// A rebuild updates the previous output where it stands: what the build wrote moves in, what it no
// longer writes goes, and what it took over stays put (no new folder of links swapped in for the old
// one). The result must be what a build into an empty folder writes, file for file and byte for byte.
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, REPO_ROOT, runCli } from '../support/cli.ts';

/** Every file of a folder (the build's own records too) with its bytes, as base64. */
/** Every file's bytes; the list of what was written with its files' times left out (they are when each was written). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: true });
  const contents = async (f: string) =>
    f === '.devcenter-files.txt'
      ? (await readFile(path.join(dir, f), 'utf8')).replace(/^(\[".*?",\d+),[\d.]+\]$/gm, '$1]')
      : await readFile(path.join(dir, f), 'base64');
  return new Map(await Promise.all(files.sort().map(async (f) => [f, await contents(f)] as [string, string])));
}

const BUILD_RECORDS = new Set(['.devcenter-build.json', '.devcenter-pages.json']);

describe('a rebuild into the previous output', () => {
  it('moves in what changed, removes what is gone, keeps the rest where it is, and ends as a build from nothing', async () => {
    const site = await fixtureCopy('basic', 'in-place-update', {
      // Many sections, many search records: the index loses record shards with it.
      'content/docs/leaving.mdx': `---\ntitle: Leaving\n---\n\nA page that the next build no longer has.\n${Array.from({ length: 40 }, (_, i) => `\n## Section ${i}\n\nText of section ${i}.\n`).join('')}`,
      'content/docs/deep/nested/page.mdx': '---\ntitle: Deep\n---\n\nA page in folders of its own, removed with them.\n',
    });
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    const folder = (await stat(out)).ino;
    const kept = (await stat(path.join(out, 'docs', 'start', 'index.html'))).ino;
    const indexEntry = JSON.parse(await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string };
    const indexFiles = new Map(await Promise.all((await readdir(path.join(out, '_dc', 'search', indexEntry.generation))).map(async (name) => [name, (await stat(path.join(out, '_dc', 'search', indexEntry.generation, name))).ino] as const)));

    // One page's text: the other pages' files stay where they are, the same files.
    const other = path.join(site, 'content', 'docs', 'other.mdx');
    await writeFile(other, `${await readFile(other, 'utf8')}\n\nOther, with new words: quokka.\n`);
    expect((await runCli(['build', site])).code).toBe(0);
    expect((await stat(out)).ino).toBe(folder);
    expect((await stat(path.join(out, 'docs', 'start', 'index.html'))).ino).toBe(kept);
    expect(await readFile(path.join(out, 'docs', 'other', 'index.html'), 'utf8')).toContain('quokka');

    // Pages gone and new (every page is rendered again: the sidebar changed).
    await rm(path.join(site, 'content', 'docs', 'leaving.mdx'));
    await rm(path.join(site, 'content', 'docs', 'deep'), { recursive: true });
    await writeFile(path.join(site, 'content', 'docs', 'arriving.mdx'), '---\ntitle: Arriving\n---\n\nA page new in this build.\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect((await stat(out)).ino).toBe(folder);
    await expect(stat(path.join(out, 'docs', 'leaving'))).rejects.toThrow();
    await expect(stat(path.join(out, 'docs', 'deep'))).rejects.toThrow();
    expect(await readFile(path.join(out, 'docs', 'arriving', 'index.html'), 'utf8')).toContain('A page new in this build.');
    // The search index's next generation is made of the last one's files where they did not change: moved, not copied.
    const next = JSON.parse(await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string };
    expect(next.generation).not.toBe(indexEntry.generation);
    expect(await readdir(path.join(out, '_dc', 'search'))).toEqual(expect.arrayContaining([next.generation]));
    expect(await readdir(path.join(out, '_dc', 'search'))).not.toContain(indexEntry.generation);
    // Files of the last generation that the next has not (fewer record shards) are gone with it.
    expect([...indexFiles.keys()].filter((name) => name.startsWith('r')).length).toBeGreaterThan((await readdir(path.join(out, '_dc', 'search', next.generation))).filter((name) => name.startsWith('r')).length);
    const moved = [];
    for (const name of await readdir(path.join(out, '_dc', 'search', next.generation))) if ((await stat(path.join(out, '_dc', 'search', next.generation, name))).ino === indexFiles.get(name)) moved.push(name);
    expect(moved.length).toBeGreaterThan(0);
    // Nothing of the update is left beside the output.
    expect((await readdir(site)).filter((name) => name.startsWith('.build.'))).toEqual([]);

    const fresh = path.join(site, 'fresh');
    expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
    const [a, b] = await Promise.all([snapshot(out), snapshot(fresh)]);
    // The list of what was written included, which the next build trusts to tell its files from the user's.
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, contents] of a) if (!BUILD_RECORDS.has(file)) expect(contents, file).toBe(b.get(file));

    // And the next build finds it up to date.
    const again = await runCli(['build', site]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('unchanged since the last build');
  });

  it('leaves a file it writes again the same where it stands; one changed in the site, or in the output since, is written again', async () => {
    const site = await fixtureCopy('basic', 'in-place-same-files', { 'static/same.txt': 'the same each build\n', 'static/changed.txt': 'first text\n', 'static/handled.txt': 'as published\n' });
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    const inode = async (file: string) => (await stat(path.join(out, file))).ino;
    const before = { same: await inode('same.txt'), changed: await inode('changed.txt'), sitemap: await inode('sitemap.xml') };

    // One page's text, one file of static/ (the same size), and one published file changed in the output by hand.
    const other = path.join(site, 'content', 'docs', 'other.mdx');
    await writeFile(other, `${await readFile(other, 'utf8')}\n\nOther, with new words: quokka.\n`);
    await writeFile(path.join(site, 'static', 'changed.txt'), 'other text\n');
    await writeFile(path.join(out, 'handled.txt'), 'hand edited\n');
    expect((await runCli(['build', site])).code).toBe(0);
    expect(await inode('same.txt')).toBe(before.same);
    expect(await inode('sitemap.xml')).toBe(before.sitemap);
    expect(await readFile(path.join(out, 'changed.txt'), 'utf8')).toBe('other text\n');
    expect(await readFile(path.join(out, 'handled.txt'), 'utf8')).toBe('as published\n');

    // What it left in place is listed as it is: the next build finds the output up to date, and one
    // into an empty folder writes the same files.
    const again = await runCli(['build', site]);
    expect(again.stdout).toContain('unchanged since the last build');
    const fresh = path.join(site, 'fresh');
    expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
    const [a, b] = await Promise.all([snapshot(out), snapshot(fresh)]);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, contents] of a) if (!BUILD_RECORDS.has(file)) expect(contents, file).toBe(b.get(file));
  });

  it('after an update cut short (its stamp without fingerprint, no page manifest), builds every page again', async () => {
    const site = await fixtureCopy('basic', 'in-place-cut-short');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    const stampFile = path.join(out, '.devcenter-build.json');
    // What an update writes before it moves anything: a build killed then leaves this.
    await writeFile(stampFile, JSON.stringify({ fingerprint: '', pages: 0, records: 0, bytes: 0, diagnostics: [], listsFiles: true }));
    await rm(path.join(out, '.devcenter-pages.json'));
    await writeFile(path.join(out, 'docs', 'start', 'index.html'), 'half-written');
    const next = await runCli(['build', site]);
    expect(next.code).toBe(0);
    expect(next.stdout).not.toContain('unchanged since the last build');
    expect(await readFile(path.join(out, 'docs', 'start', 'index.html'), 'utf8')).not.toBe('half-written');
  });

  it("after an update cut short with the next index's entry in and its folder still holding the last generation's bytes, the index is made again", async () => {
    const site = await fixtureCopy('basic', 'in-place-cut-short-index');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    const last = path.join(site, 'last');
    await cp(out, last, { recursive: true });
    const other = path.join(site, 'content', 'docs', 'other.mdx');
    await writeFile(other, `${await readFile(other, 'utf8')}\n\nOther, with new words: quokka.\n`);
    expect((await runCli(['build', site])).code).toBe(0);
    const generationOf = async (dir: string) => (JSON.parse(await readFile(path.join(dir, '_dc', 'search', 'index.json'), 'utf8')) as { generation: string }).generation;
    const [before, after] = [await generationOf(last), await generationOf(out)];
    expect(after).not.toBe(before);
    // What an update killed half way leaves: its stamp without fingerprint, no page manifest nor
    // index hashes, the next generation's entry moved in, and its folder (the last generation's,
    // renamed) with the files that changed not moved in yet.
    await writeFile(path.join(out, '.devcenter-build.json'), JSON.stringify({ fingerprint: '', pages: 0, records: 0, bytes: 0, diagnostics: [], listsFiles: true }));
    await rm(path.join(out, '.devcenter-pages.json'));
    await rm(path.join(out, '.devcenter-search-index.json'));
    let stale = 0;
    for (const name of await readdir(path.join(last, '_dc', 'search', before))) {
      const [old, next] = [path.join(last, '_dc', 'search', before, name), path.join(out, '_dc', 'search', after, name)];
      const nextBytes = await readFile(next).catch(() => null);
      if (nextBytes === null || Buffer.compare(nextBytes, await readFile(old)) === 0) continue;
      await rm(next);
      await cp(old, next);
      stale++;
    }
    expect(stale).toBeGreaterThan(0);
    expect((await runCli(['build', site])).code).toBe(0);
    const fresh = path.join(site, 'fresh');
    expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
    const [a, b] = await Promise.all([snapshot(out), snapshot(fresh)]);
    expect([...a.keys()]).toEqual([...b.keys()]);
    for (const [file, contents] of a) if (!BUILD_RECORDS.has(file)) expect(contents, file).toBe(b.get(file));
  });

  it('a file put into the output during the build, at a name the last build did not write, is not replaced: the output is refused', async () => {
    const site = await fixtureCopy('basic', 'in-place-foreign-during-build');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    // This build publishes a CNAME of static/; the user writes one of their own into the output while it runs.
    await writeFile(path.join(site, 'static', 'CNAME'), 'docs.example\n');
    const [paused, go] = [path.join(site, 'paused'), path.join(site, 'go')];
    const hook = path.join(REPO_ROOT, 'test', 'support', 'pause-update.mjs');
    const build = runCli(['build', site], { env: { NODE_OPTIONS: `--import ${hook}`, DEVCENTER_TEST_PAUSE_AT: 'staging', DEVCENTER_TEST_PAUSED: paused, DEVCENTER_TEST_GO: go }, timeoutMs: 60_000 });
    while (!(await stat(paused).catch(() => null))) await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(path.join(out, 'CNAME'), "the user's own\n");
    await writeFile(go, '');
    const result = await build;
    expect(await readFile(path.join(out, 'CNAME'), 'utf8')).toBe("the user's own\n");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('devcenter did not write since its last build ("CNAME")');
  }, 60_000);
  it('a folder of the output removed while the build checks what the output holds: a clear refusal, not an internal error', async () => {
    const site = await fixtureCopy('basic', 'in-place-gone-during-check');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    await writeFile(path.join(site, 'static', 'touch.txt'), 'changed\n');
    const [paused, go] = [path.join(site, 'paused'), path.join(site, 'go')];
    const hook = path.join(REPO_ROOT, 'test', 'support', 'pause-update.mjs');
    const env = { NODE_OPTIONS: `--import ${hook}`, DEVCENTER_TEST_PAUSE_AT: 'readdir', DEVCENTER_TEST_PAUSE_DIR: path.join(out, 'docs'), DEVCENTER_TEST_PAUSED: paused, DEVCENTER_TEST_GO: go };
    const build = runCli(['build', site], { env, timeoutMs: 60_000 });
    while (!(await stat(paused).catch(() => null))) await new Promise((resolve) => setTimeout(resolve, 20));
    // docs/ listed, its folder guides/ not looked into yet: it goes.
    await rm(path.join(out, 'docs', 'guides'), { recursive: true });
    await writeFile(go, '');
    const result = await build;
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('changed while devcenter checked what it holds');
  }, 60_000);
});
