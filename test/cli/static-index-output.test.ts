// The static search index in the output, through the real CLI: written by default, left out when
// another answers searches (mode endpoint), and taken over from the previous output (the same files,
// linked, not made again) when a build changes nothing searchable.
import { appendFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';
import { startDev } from '../security/servers-support.ts';

async function entryOf(out: string): Promise<{ generation: string; records: string } | null> {
  const text = await readFile(path.join(out, '_dc', 'search', 'index.json'), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as { generation: string; records: string });
}

describe('the static search index in a build', () => {
  it('is compressed and written by a worker thread for a large site, into the same files one thread writes', async () => {
    // 12 pages of 320 paragraphs: 3,840 records, some 480 record shards, over the worker's threshold.
    const words = ['refund', 'webhook', 'sandbox', 'checkout', 'lease', 'payout', 'statement', 'approval'];
    const page = (p: number) =>
      `# Page ${p}\n\n${Array.from({ length: 320 }, (_, i) => `Paragraph ${p}-${i} about the ${words[(p + i) % words.length]} flow and word${(p * 320 + i) % 997}.`).join('\n\n')}\n`;
    const extra = Object.fromEntries(Array.from({ length: 12 }, (_, p) => [`content/docs/large-${p}.mdx`, page(p)]));
    const [one, two] = await Promise.all([fixtureCopy('basic', 'index-one-thread', extra), fixtureCopy('basic', 'index-worker', extra)]);
    const single = await runCli(['build', one], { env: { DEVCENTER_THREADS: '1', DEVCENTER_TIMINGS: '1' } });
    const parallel = await runCli(['build', two], { env: { DEVCENTER_THREADS: '2', DEVCENTER_TIMINGS: '1' } });
    expect(single.code).toBe(0);
    expect(parallel.code).toBe(0);
    expect(parallel.stdout).toMatch(/^counts: .*"indexThreads":1/m);
    expect(single.stdout).not.toContain('indexThreads');
    const [a, b] = await Promise.all([entryOf(path.join(one, 'build')), entryOf(path.join(two, 'build'))]);
    expect(b).toEqual(a);
    const folder = (site: string) => path.join(site, 'build', '_dc', 'search', a!.generation);
    const names = (await readdir(folder(one))).sort();
    expect(names.length).toBeGreaterThan(400);
    expect((await readdir(folder(two))).sort()).toEqual(names);
    for (const name of names) expect(await readFile(path.join(folder(two), name)), name).toEqual(await readFile(path.join(folder(one), name)));
    // The output's size counts the files the worker wrote.
    const size = (stdout: string) => /\(([\d.]+ [KM]B)\)/.exec(stdout)?.[1];
    expect(size(single.stdout)).toBeDefined();
    expect(size(parallel.stdout)).toBe(size(single.stdout));
  });

  it('is written by default, kept when nothing searchable changed, and made again when content did', async () => {
    const site = await fixtureCopy('basic', 'static-index-output');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const first = await entryOf(out);
    expect(first?.generation).toMatch(/^[0-9a-f]{16}$/);
    const vocabulary = path.join(out, '_dc', 'search', first!.generation, 'v.bin');
    const { ino } = await stat(vocabulary);

    // A file of static/ changes the output but no search record: the same index, its files linked over.
    await writeFile(path.join(site, 'static', 'extra.txt'), 'not searchable\n');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await entryOf(out)).toEqual(first);
    expect((await stat(vocabulary)).ino).toBe(ino);
    expect(await readFile(path.join(out, 'extra.txt'), 'utf8')).toBe('not searchable\n');

    // A page's text changes: a new generation, and the old one is gone.
    const firstFolder = path.join(out, '_dc', 'search', first!.generation);
    const firstFiles = new Map(await Promise.all((await readdir(firstFolder)).map(async (name) => [name, (await stat(path.join(firstFolder, name))).ino] as const)));
    await appendFile(path.join(site, 'content', 'docs', 'start.mdx'), '\n\nA new searchable sentence about zebras.\n');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const second = await entryOf(out);
    expect(second?.generation).not.toBe(first!.generation);
    expect(second?.records).not.toBe(first!.records);
    expect(await readdir(path.join(out, '_dc', 'search'))).toEqual(expect.arrayContaining([second!.generation, 'index.json']));
    expect(await readdir(path.join(out, '_dc', 'search'))).not.toContain(first!.generation);
    // Its files the change left byte for byte as they were (shards of records ranked before the new
    // one) are the old files, linked: only what changed is written (the vocabulary, with "zebras").
    const secondFolder = path.join(out, '_dc', 'search', second!.generation);
    const kept = [];
    for (const name of await readdir(secondFolder)) if ((await stat(path.join(secondFolder, name))).ino === firstFiles.get(name)) kept.push(name);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain('v.bin');
    expect(kept.length).toBeLessThan(firstFiles.size);
  });

  it('links over only files whose bytes a build from scratch would write the same, by the hashes it keeps of them', async () => {
    const site = await fixtureCopy('basic', 'static-index-hashes');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const hashesFile = path.join(out, '.devcenter-search-index.json');
    const first = await entryOf(out);
    const hashes = JSON.parse(await readFile(hashesFile, 'utf8')) as Record<string, string>;
    expect(Object.keys(hashes)).toEqual(expect.arrayContaining(['v.bin', 'r0.bin', 't0.bin', 'f.bin']));
    expect(Object.keys(hashes)).toHaveLength((await readdir(path.join(out, '_dc', 'search', first!.generation))).length);

    // Edited twice: with the hashes the previous build wrote, then with them unreadable (the files
    // are then compared compressed). Each time, every file of the index is what a build into an
    // empty folder writes, and some are the previous build's, linked.
    for (const [round, hashesText] of [[1, null], [2, '{"v.bin": 42}']] as const) {
      const before = await entryOf(out);
      const beforeFolder = path.join(out, '_dc', 'search', before!.generation);
      const inodes = new Map(await Promise.all((await readdir(beforeFolder)).map(async (name) => [name, (await stat(path.join(beforeFolder, name))).ino] as const)));
      if (hashesText !== null) await writeFile(hashesFile, hashesText);
      await appendFile(path.join(site, 'content', 'docs', 'start.mdx'), `\n\nA searchable sentence of round ${round}, about zebras.\n`);
      expect((await runCli(['build', site, '--out', out])).code).toBe(0);
      const fresh = path.join(site, `fresh-${round}`);
      await rm(fresh, { recursive: true, force: true });
      expect((await runCli(['build', site, '--out', fresh])).code).toBe(0);
      const after = await entryOf(out);
      expect(await entryOf(fresh)).toEqual(after);
      const folder = path.join(out, '_dc', 'search', after!.generation);
      const names = await readdir(folder);
      expect(names.sort()).toEqual((await readdir(path.join(fresh, '_dc', 'search', after!.generation))).sort());
      let linked = 0;
      for (const name of names) {
        expect(await readFile(path.join(folder, name)), name).toEqual(await readFile(path.join(fresh, '_dc', 'search', after!.generation, name)));
        if ((await stat(path.join(folder, name))).ino === inodes.get(name)) linked++;
      }
      expect(linked, `round ${round}`).toBeGreaterThan(0);
      expect(JSON.parse(await readFile(hashesFile, 'utf8'))).toEqual(JSON.parse(await readFile(path.join(fresh, '.devcenter-search-index.json'), 'utf8')));
    }
  });

  it('is made again, not taken over, when the previous index holds a file that is not the index\'s', async () => {
    const site = await fixtureCopy('basic', 'static-index-tampered');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const first = await entryOf(out);
    const vocabulary = path.join(out, '_dc', 'search', first!.generation, 'v.bin');
    const { ino } = await stat(vocabulary);
    await writeFile(path.join(out, '_dc', 'search', first!.generation, 'stray.html'), '<script>alert(1)</script>');
    await writeFile(path.join(site, 'static', 'extra.txt'), 'not searchable\n');
    // The build's list of what it wrote says the stray file is not its own: the build stops.
    const refused = await runCli(['build', site, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`("_dc/search/${first!.generation}/stray.html")`);
    // An output from before that list (or with it gone): the index is made again, the stray file not carried over.
    await rm(path.join(out, '.devcenter-files.txt'));
    const stampFile = path.join(out, '.devcenter-build.json');
    const { listsFiles: _listed, ...olderStamp } = JSON.parse(await readFile(stampFile, 'utf8')) as Record<string, unknown>;
    await writeFile(stampFile, JSON.stringify(olderStamp));
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await entryOf(out)).toEqual(first);
    expect(await readdir(path.join(out, '_dc', 'search', first!.generation))).not.toContain('stray.html');
    expect((await stat(vocabulary)).ino).not.toBe(ino);
  });

  it('is left out when search is answered elsewhere (search.mode endpoint)', async () => {
    const site = await fixtureCopy('basic', 'static-index-endpoint');
    const config = path.join(site, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace(/search:\s*\{/, "search: { mode: 'endpoint',"));
    const out = path.join(site, 'build');
    await rm(out, { recursive: true, force: true });
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    expect(await entryOf(out)).toBeNull();
  });

  it('is served by devcenter dev where a build would write it, and not where search is answered elsewhere', async () => {
    const site = await fixtureCopy('basic', 'static-index-dev');
    const config = path.join(site, 'site.config.ts');
    const text = await readFile(config, 'utf8');
    for (const [mode, served] of [['auto', true], ['endpoint', false]] as const) {
      await writeFile(config, text.replace(/search:\s*\{/, `search: { mode: '${mode}',`));
      const dev = await startDev(site);
      try {
        const answer = await fetch(`${dev.url}/_dc/search/index.json`);
        expect(answer.status, mode).toBe(served ? 200 : 404);
        if (served) expect(((await answer.json()) as { generation: string }).generation).toMatch(/^[0-9a-f]{16}$/);
      } finally {
        await dev.stop();
      }
    }
  });
});
