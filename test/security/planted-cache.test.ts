// A site's own files are untrusted, and its caches were once among them (.devcenter-cache/ under the
// root): a pull request could plant a link there that made the build write and delete files
// elsewhere, a compiled config that ran, or parsed pages that skipped every check. The caches now
// live outside the site (cli/incremental/cache-folder.ts); whatever a site holds at that old name is
// neither read nor written.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCacheDir } from '../../cli/incremental/cache-folder.ts';
import { fixtureCopy, runCli, TMP } from '../support/cli.ts';

describe('a cache folder planted in the site', () => {
  it('is never written through: a .devcenter-cache link to another folder leaves that folder as it was', async () => {
    const site = await fixtureCopy('basic', 'planted-cache-link');
    const elsewhere = path.join(TMP, 'planted-cache-elsewhere');
    await mkdir(elsewhere, { recursive: true });
    await writeFile(path.join(elsewhere, 'config.json'), '{"db":"prod"}');
    await writeFile(path.join(elsewhere, 'build-0123abcd.json'), 'kept');
    await symlink(elsewhere, path.join(site, '.devcenter-cache'));
    expect((await runCli(['build', site])).code).toBe(0);
    expect((await runCli(['check', site])).code).toBe(0);
    expect((await readdir(elsewhere)).sort()).toEqual(['build-0123abcd.json', 'config.json']);
    expect(await readFile(path.join(elsewhere, 'config.json'), 'utf8')).toBe('{"db":"prod"}');
    // The caches are where they belong.
    expect(existsSync(path.join(siteCacheDir(site), 'config.json'))).toBe(true);
  });

  it('is never read: a compiled config and parsed pages planted in it neither run nor skip a check', async () => {
    const site = await fixtureCopy('basic', 'planted-cache-files', { 'content/docs/v.mdx': '---\ntitle: V\n---\n\n# V\n\n<script>pwned(1)</script>\n' });
    const scriptError = 'content/docs/v.mdx:7:1  error  <script> is not an HTML element content may use.';
    expect((await runCli(['build', site])).stderr).toContain(scriptError);
    // The caches as the build wrote them tell an attacker the CLI's version and the root's path:
    // planted with those, a config that runs and a page whose problems are gone.
    const real = siteCacheDir(site);
    const ran = path.join(TMP, 'planted-cache-ran');
    const config = JSON.parse(await readFile(path.join(real, 'config.json'), 'utf8'));
    const code = `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(ran)}, "ran"); export default {};`;
    const planted = { 'config.json': JSON.stringify({ ...config, code, inputs: [] }) } as Record<string, string>;
    for (const name of await readdir(real)) {
      if (!name.startsWith('build-')) continue;
      const pages = JSON.parse(await readFile(path.join(real, name), 'utf8'));
      pages['docs/v.mdx'].page.diagnostics = [];
      planted[name] = JSON.stringify(pages);
    }
    await mkdir(path.join(site, '.devcenter-cache'), { recursive: true });
    for (const [name, text] of Object.entries(planted)) await writeFile(path.join(site, '.devcenter-cache', name), text);
    const result = await runCli(['build', site]);
    expect(existsSync(ran)).toBe(false);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(scriptError);
  });

  it('is never used when the cache base lies inside the site (XDG_CACHE_HOME in the checkout), and a cache file that is no regular file is not read', async () => {
    const site = await fixtureCopy('basic', 'planted-cache-xdg');
    const xdg = path.join(site, '.cache');
    // Where the cache would be if the base were taken as it is: a link to an endless file.
    const inside = siteCacheDir(site, { XDG_CACHE_HOME: xdg });
    expect(inside.startsWith(site)).toBe(false);
    const naive = path.join(xdg, 'devcenter', 'sites', path.basename(inside));
    await mkdir(naive, { recursive: true });
    await symlink('/dev/zero', path.join(naive, 'config.json'));
    const result = await runCli(['build', site], { env: { XDG_CACHE_HOME: xdg, DEVCENTER_CACHE_DIR: '' }, timeoutMs: 60_000 });
    expect(result.code).toBe(0);
    // And where the cache really is, a link to /dev/zero is read as no cache.
    const real = siteCacheDir(site);
    await mkdir(real, { recursive: true });
    await rm(path.join(real, 'config.json'), { force: true });
    await symlink('/dev/zero', path.join(real, 'config.json'));
    expect((await runCli(['build', site], { timeoutMs: 60_000 })).code).toBe(0);
  });
});
