// Issue #14, point 11: a wrong --out never deletes anything devcenter did not write. The root, a folder
// holding it, a folder of the site's inputs (or inside one), a file, a link, and a non-empty folder
// without a build stamp are refused with exit 2 and a message saying why and what to do.
import { existsSync, lstatSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, TMP, zeroConfigSite } from '../support/cli.ts';

/** Every file under `dir` with its text: equal before and after means nothing was touched. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) files[path.relative(dir, path.join(entry.parentPath, entry.name))] = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  return files;
}

/** A project folder holding a git checkout, a sibling folder and the site under site/. */
async function project(name: string): Promise<{ project: string; site: string }> {
  const site = await fixtureCopy('basic', `${name}/site`, {});
  const dir = path.dirname(site);
  await mkdir(path.join(dir, '.git'), { recursive: true });
  await writeFile(path.join(dir, '.git/HEAD'), 'ref: refs/heads/main\n');
  await mkdir(path.join(dir, 'notes'), { recursive: true });
  await writeFile(path.join(dir, 'notes/todo.md'), 'keep\n');
  return { project: dir, site };
}

describe('devcenter build --out', () => {
  const refusals: [string, (p: { project: string; site: string }) => string, RegExp][] = [
    ['the site root', ({ site }) => site, /--out "[^"]*site" is the site root: a build replaces its output folder, which would delete the site itself \(content\/ and everything beside it\)\./],
    ['a folder holding the site root (its project, with .git)', ({ project }) => project, /--out "[^"]*" holds the site root \("[^"]*site"\): replacing it would delete the site and everything beside it\./],
    ['content/', ({ site }) => path.join(site, 'content'), /--out "[^"]*content" is a folder the build reads: replacing the output would delete it\./],
    ['a folder inside content/', ({ site }) => path.join(site, 'content/docs/build'), /--out "[^"]*content\/docs\/build" is inside "[^"]*content", which the build reads/],
    ['a folder inside static/', ({ site }) => path.join(site, 'static/img'), /--out "[^"]*static\/img" is inside "[^"]*static", which the build reads/],
    ['a regular file', ({ project }) => path.join(project, 'notes/todo.md'), /The output "[^"]*todo\.md" is a file, not a folder: devcenter replaces its output folder and will not delete a file it did not write\./],
    ['a non-empty folder with no build stamp', ({ project }) => path.join(project, 'notes'), /The output "[^"]*notes" is a folder of files devcenter did not write \(it holds no \.devcenter-build\.json\): replacing it would delete them\./],
  ];

  for (const [what, outOf, message] of refusals)
    it(`refuses ${what} with exit 2, says why and what to do, and deletes nothing`, async () => {
      const dirs = await project(`security-out-${what.replace(/\W+/g, '-')}`);
      const before = await snapshot(dirs.project);
      const result = await runCli(['build', dirs.site, '--out', outOf(dirs)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).toMatch(/hint: (choose|give)/);
      expect(await snapshot(dirs.project)).toEqual(before);
      expect((await readdir(dirs.project)).sort()).toEqual(['.git', 'notes', 'site']);
    });

  // `--out ~` was refused for holding devcenter's cache (~/.cache/devcenter/…): true, but not what the author needs to hear.
  it('refuses the home folder as the home folder, and deletes nothing in it', async () => {
    const dirs = await project('security-out-home');
    const home = path.join(dirs.project, 'notes');
    const before = await snapshot(dirs.project);
    const result = await runCli(['build', dirs.site, '--out', home], { env: { HOME: home } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--out "[^"]*notes" is your home folder: a build replaces its output folder, which would delete everything in it\./);
    expect(await snapshot(dirs.project)).toEqual(before);
  });

  // `devcenter build --out .` in a new zero-config site said it "would delete site.config.ts", a file the site has not got.
  it('refuses a zero-config root as its own output naming what it would delete, not a config it has not got', async () => {
    const site = await zeroConfigSite('security-out-zero-config-root', { 'intro.md': '# Intro\n' });
    const result = await runCli(['build', site, '--out', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/is the site root: a build replaces its output folder, which would delete the site itself \(content\/ and everything beside it\)\./);
    expect(result.stderr).not.toContain('site.config.ts');
    expect(existsSync(path.join(site, 'content/docs/intro.md'))).toBe(true);
  });

  it('refuses an output that is a symbolic link, and leaves the link and what it points to', async () => {
    const dirs = await project('security-out-link');
    await symlink(dirs.site, path.join(dirs.project, 'linked'));
    const before = await snapshot(dirs.project);
    const viaLink = await runCli(['build', dirs.site, '--out', path.join(dirs.project, 'linked')]);
    expect(viaLink.code).toBe(2);
    expect(viaLink.stderr).toContain('is the site root');
    await mkdir(path.join(dirs.project, 'empty'));
    await symlink(path.join(dirs.project, 'empty'), path.join(dirs.project, 'public'));
    const toLink = await runCli(['build', dirs.site, '--out', path.join(dirs.project, 'public')]);
    expect(toLink.code).toBe(2);
    expect(toLink.stderr).toMatch(/The output "[^"]*public" is a symbolic link: devcenter replaces its output folder and will not replace a link it did not make\./);
    expect(await snapshot(dirs.project)).toEqual(before);
    expect(lstatSync(path.join(dirs.project, 'public')).isSymbolicLink()).toBe(true);
  });

  it('builds into a new or empty folder, stamps it, and replaces it on the next build', async () => {
    const dirs = await project('security-out-own');
    const out = path.join(dirs.project, 'public');
    await mkdir(out);
    const first = await runCli(['build', dirs.site, '--out', out]);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(existsSync(path.join(out, '.devcenter-build.json'))).toBe(true);
    // A change: the output is replaced (it carries the stamp of a build).
    await writeFile(path.join(dirs.site, 'content/docs/other.mdx'), '# Other, changed\n');
    const second = await runCli(['build', dirs.site, '--out', out]);
    expect(second.code).toBe(0);
    expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toContain('Other, changed');
    expect(existsSync(path.join(out, '.devcenter-build.json'))).toBe(true);
  });

  it('refuses to replace an output the user has since put files in (a git checkout, a CNAME, a file in a page\'s folder), naming them, and deletes nothing', async () => {
    const dirs = await project('security-out-user-files');
    const out = path.join(dirs.project, 'public');
    expect((await runCli(['build', dirs.site, '--out', out])).code).toBe(0);
    // A gh-pages checkout made in the output, as a deploy script might.
    await mkdir(path.join(out, '.git'));
    await writeFile(path.join(out, '.git/HEAD'), 'ref: refs/heads/gh-pages\n');
    await writeFile(path.join(out, 'CNAME'), 'docs.example.com\n');
    await writeFile(path.join(out, 'docs/other/notes.txt'), 'mine\n');
    await writeFile(path.join(dirs.site, 'content/docs/other.mdx'), '# Other, changed\n');
    const before = await snapshot(dirs.project);
    const refused = await runCli(['build', dirs.site, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('holds files devcenter did not write since its last build (".git/", "CNAME", "docs/other/notes.txt"): replacing the output would delete them.');
    expect(refused.stderr).toContain('hint: move them out of the output');
    expect(await snapshot(dirs.project)).toEqual(before);
    // Moved out, the output is the build's own again and is replaced.
    await rm(path.join(out, '.git'), { recursive: true });
    await rm(path.join(out, 'CNAME'));
    await rm(path.join(out, 'docs/other/notes.txt'));
    const built = await runCli(['build', dirs.site, '--out', out]);
    expect(built.code).toBe(0);
    expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toContain('Other, changed');
  });

  it('refuses an output whose list of written files is gone or damaged (its stamp promises one), and reads a file name holding a newline as one name', async () => {
    const dirs = await project('security-out-list-damaged');
    const out = path.join(dirs.project, 'public');
    // A static file whose name holds a newline: one entry of the list, never two.
    await mkdir(path.join(dirs.site, 'static'), { recursive: true });
    await writeFile(path.join(dirs.site, 'static', 'a\nCNAME'), 'x');
    expect((await runCli(['build', dirs.site, '--out', out])).code).toBe(0);
    await writeFile(path.join(dirs.site, 'content/docs/other.mdx'), '# Other, changed\n');
    expect((await runCli(['build', dirs.site, '--out', out])).code).toBe(0);
    // The list gone, a CNAME of the user's: the build cannot tell them apart, and deletes nothing.
    await rm(path.join(out, '.devcenter-files.txt'));
    await writeFile(path.join(out, 'CNAME'), 'docs.example.com\n');
    await writeFile(path.join(dirs.site, 'content/docs/other.mdx'), '# Other, changed again\n');
    const before = await snapshot(dirs.project);
    const refused = await runCli(['build', dirs.site, '--out', out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('has a build stamp, but its list of the files that build wrote (.devcenter-files.txt) is gone or damaged');
    expect(await snapshot(dirs.project)).toEqual(before);
  });

  it('index push --out and serve --out with the site root delete nothing', async () => {
    const dirs = await project('security-out-other-commands');
    const before = await snapshot(dirs.project);
    const push = await runCli(['index', 'push', dirs.site, '--out', dirs.site], { env: { DEVCENTER_SEARCH_ADMIN_KEY: 'admin', DEVCENTER_SEARCH_HOSTS: 'http://127.0.0.1:9' } });
    expect(push.code).toBe(1);
    expect(push.stderr).toContain('No search records');
    const serve = await runCli(['serve', dirs.site, '--out', dirs.project, '--port', '0']);
    expect(serve.code).toBe(1);
    expect(serve.stderr).toContain('No built site');
    expect(await snapshot(dirs.project)).toEqual(before);
    expect(existsSync(path.join(TMP, 'security-out-other-commands/site/site.config.ts'))).toBe(true);
  });
});
