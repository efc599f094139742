// An output folder that came with the site (a build/ committed to the repository, planted by a pull
// request) holds a build stamp, a list of written files and a page manifest just like one devcenter
// wrote. Its pages, edited to the sizes listed, were taken over as they are: raw HTML that content can
// never write reached the published page, and "unchanged since the last build" published it whole.
// A build takes pages, the search index or "unchanged" only from the output this user's last build
// of the site wrote (its token kept in the user's cache); a fresh checkout's is built again in full.
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fixtureCopy, runCli, TMP } from '../support/cli.ts';

const INJECTED = '<img src=x onerror=alert(1)>';

/** Every page and static index file of an output, with its inode. */
async function inodes(out: string): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && (entry.name.endsWith('.html') || file.includes(`${path.sep}_dc${path.sep}search${path.sep}`))) found.set(path.relative(out, file), (await stat(file)).ino);
  }
  return found;
}

it("takes nothing over from an output it did not write, even one stamped and listed as its own: a checkout's build/ is built again in full", { timeout: 60_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-planted-output');
  const out = path.join(site, 'build');
  // The attacker's build, at the path the victim's checkout will have, with the same inputs.
  const attacker = { DEVCENTER_CACHE_DIR: path.join(TMP, 'security-planted-output-cache-attacker') };
  expect((await runCli(['build', site, '--out', out], { env: attacker })).code).toBe(0);
  const page = path.join(out, 'docs', 'start', 'index.html');
  const html = await readFile(page, 'utf8');
  const shown = 'Have your keys ready.';
  expect(html).toContain(shown);
  await writeFile(page, html.replace(shown, INJECTED.slice(0, shown.length).padEnd(shown.length)));
  const planted = await inodes(out);
  // The victim: the same site and output, and a cache of its own (a fresh CI machine's).
  const victim = { DEVCENTER_CACHE_DIR: path.join(TMP, `security-planted-output-cache-victim-${Date.now()}`) };
  const result = await runCli(['build', site, '--out', out], { env: victim });
  expect(result.code).toBe(0);
  expect(result.stdout).not.toContain('unchanged');
  expect(await readFile(page, 'utf8')).toContain(shown);
  const rebuilt = await inodes(out);
  expect([...rebuilt].filter(([file, ino]) => planted.get(file) === ino)).toEqual([]);
  // The victim's own output is its own: the next build with nothing changed does nothing.
  expect((await runCli(['build', site, '--out', out], { env: victim })).stdout).toContain('unchanged since the last build');
});

it("makes again a page of its own output changed since at the same size (a pull request to a build/ kept in the repository, checked out): nothing changed or one page changed", { timeout: 60_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-same-size-edit');
  const out = path.join(site, 'build');
  expect((await runCli(['build', site, '--out', out])).code).toBe(0);
  const page = path.join(out, 'docs', 'start', 'index.html');
  const html = await readFile(page, 'utf8');
  const shown = 'Have your keys ready.';
  const edited = html.replace(shown, INJECTED.slice(0, shown.length).padEnd(shown.length));
  expect(edited.length).toBe(html.length);
  // Nothing changed in the site: the build must still not call the changed output its own.
  await writeFile(page, edited);
  const again = await runCli(['build', site, '--out', out]);
  expect(again.code).toBe(0);
  expect(again.stdout).not.toMatch(/^unchanged since the last build/m);
  expect(await readFile(page, 'utf8')).toBe(html);
  // Another page changed: the changed page is not taken over with the unchanged ones.
  await writeFile(page, edited);
  await writeFile(path.join(site, 'content', 'docs', 'other.mdx'), `${await readFile(path.join(site, 'content', 'docs', 'other.mdx'), 'utf8')}\nOne more line.\n`);
  expect((await runCli(['build', site, '--out', out])).code).toBe(0);
  expect(await readFile(page, 'utf8')).toBe(html);
  // And a static index file changed at its size is made again too.
  const folder = path.join(out, '_dc', 'search');
  const generation = (await readdir(folder)).find((name) => name !== 'index.json')!;
  const shard = path.join(folder, generation, 'v.bin');
  const bytes = await readFile(shard);
  const flipped = Buffer.from(bytes);
  flipped[flipped.length - 1] ^= 0xff;
  await writeFile(shard, flipped);
  await writeFile(path.join(site, 'content', 'docs', 'other.mdx'), `${await readFile(path.join(site, 'content', 'docs', 'other.mdx'), 'utf8')}\nAnd another.\n`);
  expect((await runCli(['build', site, '--out', out])).code).toBe(0);
  const now = (await readdir(folder)).find((name) => name !== 'index.json')!;
  expect(await readFile(path.join(folder, now, 'v.bin'))).not.toEqual(flipped);
});

it('takes nothing over from a copy of its own published output, token and all, put where its output was (a checkout on the same machine)', { timeout: 60_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-planted-copy');
  const out = path.join(site, 'build');
  const victim = { DEVCENTER_CACHE_DIR: path.join(TMP, `security-planted-copy-cache-${Date.now()}`) };
  expect((await runCli(['build', site, '--out', out], { env: victim })).code).toBe(0);
  // The attacker downloads the published output, stamp included (hosts serve it), and edits a page to its size.
  const published = path.join(TMP, 'security-planted-copy-published');
  await rm(published, { recursive: true, force: true });
  await cp(out, published, { recursive: true });
  const page = path.join(published, 'docs', 'start', 'index.html');
  const shown = 'Have your keys ready.';
  await writeFile(page, (await readFile(page, 'utf8')).replace(shown, INJECTED.slice(0, shown.length).padEnd(shown.length)));
  // A fresh checkout of the attacker's branch, with the copy committed as build/, on the victim's machine.
  await rm(out, { recursive: true });
  await cp(published, out, { recursive: true });
  const result = await runCli(['build', site, '--out', out], { env: victim });
  expect(result.code).toBe(0);
  expect(result.stdout).not.toContain('unchanged');
  expect(await readFile(path.join(out, 'docs', 'start', 'index.html'), 'utf8')).toContain(shown);
  // Its own output stays its own.
  expect((await runCli(['build', site, '--out', out], { env: victim })).stdout).toContain('unchanged since the last build');
});
