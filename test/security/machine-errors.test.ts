// Issue #14, point 12: what a user's files or machine cause is said as such (the file or folder, the
// cause, a hint, exit 2 for config and 1 for a failed build), never as "internal error". The full disk
// and the read-only file system are real: small tmpfs mounts (the tests run as root here and in CI).
// An immutable folder (chattr +i) gives a real EPERM. Permission denied is real too: as root, the CLI runs without the capabilities that let root ignore
// file modes (setpriv drops them), so a mode of 000 or 555 stops it as it would stop any user.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat, statfs, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, REPO_ROOT, runCli, startServe, TMP, type CliResult } from '../support/cli.ts';
import { rawRequest, startDev } from './servers-support.ts';

const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];

/** A tmpfs of `bytes` at `dir` (read-only with `readOnly`), unmounted after the tests. */
async function mountTmpfs(dir: string, bytes: number, readOnly = false): Promise<void> {
  await mkdir(dir, { recursive: true });
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes}${readOnly ? ',ro' : ''}`, 'devcenter-test', dir]);
  mounts.push(dir);
}

/** The CLI as a user that file modes apply to: root without CAP_DAC_OVERRIDE / CAP_DAC_READ_SEARCH. */
function runCliWithoutRootPowers(args: string[]): Promise<CliResult> {
  if (!isRoot) return runCli(args);
  if (!existsSync('/usr/bin/setpriv')) throw new Error('setpriv (util-linux) is needed to run the CLI as root without its power over file modes.');
  return runCli(args, { wrapper: ['/usr/bin/setpriv', '--bounding-set=-dac_override,-dac_read_search'] });
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  return total;
}

const expectNoInternalError = (result: CliResult) => expect(result.stderr + result.stdout).not.toContain('internal error');

describe('a user\'s situation is not an "internal error"', () => {
  const disks = path.join(TMP, 'security-machine-disks');

  beforeAll(async () => {
    await rm(disks, { recursive: true, force: true });
    await mkdir(disks, { recursive: true });
  });

  afterAll(() => {
    for (const dir of mounts.reverse()) execFileSync('umount', [dir]);
  });

  it('a current folder deleted since the shell entered it is said so (exit 2), not an internal error', async () => {
    const gone = path.join(TMP, 'machine-cwd-gone');
    await mkdir(gone, { recursive: true });
    // The shell enters the folder, then it goes: the command starts in a folder that no longer exists.
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('sh', ['-c', `cd "${gone}" && rmdir "${gone}" && exec "${process.execPath}" "${path.join(REPO_ROOT, 'cli', 'devcenter.js')}" check`], { env: { ...process.env, NO_COLOR: '1' } });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.on('close', (code) => resolve({ code, stderr }));
    });
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain('the current folder no longer exists');
    expect(result.code).toBe(2);
  });

  it('a site.config.ts that throws when it runs is a config error naming the file and the cause (exit 2)', async () => {
    const site = await fixtureCopy('basic', 'security-machine-config');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    await writeFile(path.join(site, 'site.config.ts'), `if (!process.env.NOT_SET_ANYWHERE) throw new Error('SITE_URL is not set');\n${config}`);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('site.config.ts  error  site.config.ts threw an error when it was run: Error: SITE_URL is not set');
    expect(result.stderr).toContain('hint: fix the code of site.config.ts');
    expectNoInternalError(result);
  });

  it('a site.config.ts whose export rejects, never settles or has a getter that throws is a config error naming it (exit 2), not a crash or a hang', async () => {
    const site = await fixtureCopy('basic', 'security-machine-config-async');
    const cases: [string, string][] = [
      ['export default Promise.reject(new Error("async boom"));\n', 'site.config.ts threw an error when it was run: Error: async boom'],
      ['export default { title: "T", get tagline() { throw new Error("getter boom"); } };\n', 'site.config.ts threw an error when it was run: Error: getter boom'],
      // The time limit (10 s for authors, cli/config/load.ts) shortened to 1 s below, so the test does not wait 10 s.
      // Nothing threw: the message says what happened, not that the config threw.
      ['export default new Promise(() => undefined);\n', 'site.config.ts exports a promise (or an async function\'s) that did not settle within 1 s'],
      ['export default { title: "T", tagline: 1n };\n', 'the config holds a bigint (1), which is no config value'],
      ['class Config { title = "T"; get tagline(): string { throw new Error("boom-proto"); } }\nexport default new Config();\n', 'url is missing.'],
      ['const config = { title: "T" };\n(config as Record<string, unknown>).self = config;\nexport default config;\n', 'the config refers to itself'],
    ];
    for (const [code, message] of cases) {
      await writeFile(path.join(site, 'site.config.ts'), code);
      const result = await runCli(['build', site], { timeoutMs: 20_000, env: { DEVCENTER_CONFIG_SETTLE_MS: '1000' } });
      expect(result.code, code).toBe(2);
      expect(result.stderr).toContain(`site.config.ts  error  ${message.startsWith('site.config.ts') ? message : ''}`);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toContain('    at ');
      if (code.includes('new Promise(() => undefined)')) expect(result.stderr).not.toContain('threw');
      expectNoInternalError(result);
    }
  });

  it('a site.config.ts that exports an async function is run, and a timer it leaves does not keep the command from exiting', async () => {
    const site = await fixtureCopy('basic', 'security-machine-config-timer');
    const config = await readFile(path.join(site, 'site.config.ts'), 'utf8');
    const asFunction = config.replace(/export default (defineConfig\()?/, 'setInterval(() => undefined, 1000);\nexport default async () => $1');
    expect(asFunction).not.toBe(config);
    await writeFile(path.join(site, 'site.config.ts'), asFunction);
    const result = await runCli(['build', site], { timeoutMs: 30_000 });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^built \d+ pages/m);
  });

  it('a full disk (ENOSPC) fails the build naming the output folder and the cause, and keeps the previous output', async () => {
    const site = await fixtureCopy('basic', 'security-machine-enospc');
    const probe = await runCli(['build', site]);
    expect(probe.code).toBe(0);
    const size = await folderSize(path.join(site, 'build'));
    // Room for one output, not for a second one staged beside it.
    const disk = path.join(disks, 'full');
    await mountTmpfs(disk, Math.ceil((size * 1.5) / 4096) * 4096);
    const out = path.join(disk, 'site');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const before = await readFile(path.join(out, 'docs/other/index.html'), 'utf8');
    // A rebuild writes only what changed (files it would write the same stay where they stand): the
    // disk is filled but for a few KB, less than the changed page and the search index's new files.
    const { bavail, bsize } = await statfs(disk);
    await writeFile(path.join(disk, 'filler'), Buffer.alloc(Math.max(0, Number(bavail) * Number(bsize) - 8192)));
    await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed\n');
    const result = await runCli(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*full\/site": no space left on the device \(ENOSPC\)/);
    expect(result.stderr).toContain('hint: free some space on that disk, or build to another one with --out.');
    expectNoInternalError(result);
    expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toBe(before);
    // No staging folder left beside the output.
    expect((await readdir(disk)).sort()).toEqual(['filler', 'site']);
  });

  it('a full disk while worker threads write the pages of a large site stops them, says so, and leaves no staging folder', async () => {
    const site = path.join(TMP, 'security-machine-enospc-workers');
    await rm(site, { recursive: true, force: true });
    // Above 150 pages the pages are rendered and written by worker threads.
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'bench/corpus.js'), '--pages', '200', '--out', site], { stdio: 'ignore' });
    const disk = path.join(disks, 'full-workers');
    await mountTmpfs(disk, 4 << 20);
    const result = await runCli(['build', site, '--out', path.join(disk, 'site')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*full-workers\/site": no space left on the device \(ENOSPC\)/);
    expectNoInternalError(result);
    expect(await readdir(disk)).toEqual([]);
  });

  it('a disk out of inodes names the file where it was to be in the output, not in the staging folder removed since', async () => {
    const site = await fixtureCopy('basic', 'security-machine-inodes');
    const disk = path.join(disks, 'few-inodes');
    await mkdir(disk, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m,nr_inodes=40', 'devcenter-test', disk]);
    mounts.push(disk);
    const out = path.join(disk, 'site');
    const result = await runCli(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    // Creating a file or folder fails with the path it was made at: said as the output's path.
    expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*few-inodes\/site": no space left on the device \(ENOSPC\) \(at "[^"]*few-inodes\/site\/[^"]+"\)/);
    expect(result.stderr).not.toMatch(/\.site\.tmp-\d+/);
    expectNoInternalError(result);
    expect(await readdir(disk)).toEqual([]);
  });

  it('a read-only file system (EROFS) fails the build naming the output folder and the cause', async () => {
    const site = await fixtureCopy('basic', 'security-machine-erofs');
    const disk = path.join(disks, 'read-only');
    await mountTmpfs(disk, 1 << 20, true);
    const result = await runCli(['build', site, '--out', path.join(disk, 'site')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*read-only\/site": the file system is read-only \(EROFS\)/);
    expect(result.stderr).toContain('hint: build to a folder on a writable file system with --out.');
    expectNoInternalError(result);
  });

  it('an output folder devcenter may not write to (EACCES) fails the build naming it and the cause', async () => {
    const site = await fixtureCopy('basic', 'security-machine-eacces');
    const locked = path.join(TMP, 'security-machine-eacces-out');
    await rm(locked, { recursive: true, force: true });
    await mkdir(locked);
    await chmod(locked, 0o555);
    const result = await runCliWithoutRootPowers(['build', site, '--out', path.join(locked, 'site')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*eacces-out\/site": permission denied \(EACCES\)/);
    expect(result.stderr).toContain('hint: let the user running devcenter write to that folder');
    expectNoInternalError(result);
    await chmod(locked, 0o755);
  });

  it('an output folder that may not be moved (EPERM: immutable) fails the build naming it and the cause, and keeps it', async () => {
    const site = await fixtureCopy('basic', 'security-machine-eperm');
    const disk = path.join(disks, 'immutable');
    await mountTmpfs(disk, 8 << 20);
    const out = path.join(disk, 'site');
    expect((await runCli(['build', site, '--out', out])).code).toBe(0);
    const before = await readFile(path.join(out, 'docs/other/index.html'), 'utf8');
    await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed\n');
    // The immutable flag (tmpfs has it since Linux 6.0) stops even root from moving the folder.
    execFileSync('chattr', ['+i', out]);
    try {
      const result = await runCli(['build', site, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/error {2}Could not write the output folder "[^"]*immutable\/site": operation not permitted \(EPERM\)/);
      expectNoInternalError(result);
    } finally {
      execFileSync('chattr', ['-i', out]);
    }
    expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toBe(before);
    expect(await readdir(disk)).toEqual(['site']);
  });

  it('a content file that cannot be read fails the build naming the file and the cause', async () => {
    const site = await fixtureCopy('basic', 'security-machine-unreadable', { 'content/docs/private.mdx': '# Private\n' });
    await chmod(path.join(site, 'content/docs/private.mdx'), 0o000);
    const result = await runCliWithoutRootPowers(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/private.mdx  error  content/docs/private.mdx could not be read: permission denied (EACCES).');
    expectNoInternalError(result);
  });

  it('reads a page saved as UTF-16 as what it is, says where a page is not UTF-8, and refuses a page too large to be one before reading it', async () => {
    const site = await fixtureCopy('basic', 'security-machine-encodings');
    const wide = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: Wide\n---\n\nHello wide.\n', 'utf16le')]);
    await writeFile(path.join(site, 'content/docs/wide.md'), wide);
    await writeFile(path.join(site, 'content/docs/latin.md'), Buffer.concat([Buffer.from('# Latin\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' au lait.\n')]));
    const built = await runCli(['build', site]);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('content/docs/latin.md:3:4  warning  This file is not valid UTF-8 here: the bytes that are not are shown as "�".');
    for (const file of ['docs/wide/index.html', 'docs/wide.md', 'search-records.json']) expect((await readFile(path.join(site, 'build', file))).includes(0), file).toBe(false);
    expect(await readFile(path.join(site, 'build/docs/wide/index.html'), 'utf8')).toContain('<p>Hello wide.</p>');
    // 9 MB of text: refused at once, by its size.
    await writeFile(path.join(site, 'content/docs/huge.md'), `# Huge\n\n${'word '.repeat(9 * 1024 * 1024 / 5)}\n`);
    const started = performance.now();
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/huge.md  error  content/docs/huge.md is 9.0 MB: more than the 8 MB a page may be.');
    expect(performance.now() - started).toBeLessThan(15_000);
    expectNoInternalError(refused);
  });

  it('a page of megabytes that the heap cannot hold is an error naming it, in a build and a check of a small site, not V8 ending the process', async () => {
    // 1.3 MB of a changelog's lists and links: reading it takes several hundred MB, past a 160 MB heap.
    const entries = Array.from({ length: 12_000 }, (_, i) => `## v${i}.0.0\n\n- Fixed [issue ${i}](https://example.com/issues/${i}) in \`module${i}\`.\n- Added **option ${i}**.\n`);
    const site = await fixtureCopy('basic', 'security-machine-huge-page', { 'content/docs/changelog.md': `# Changelog\n\n${entries.join('\n')}` });
    const small = { env: { NODE_OPTIONS: '--max-old-space-size=160' }, timeoutMs: 60_000 };
    const named = 'content/docs/changelog.md  error  A devcenter worker ran out of memory while reading this page (1.3 MB of Markdown): the heap Node gives it was full.';
    for (const command of ['build', 'check']) {
      const result = await runCli([command, site], small);
      expect(result.stderr, command).toContain(named);
      expect(result.code, command).toBe(1);
      expect(result.stderr, command).not.toContain('JavaScript heap out of memory');
      expectNoInternalError(result);
    }
  }, 60_000);

  it('a page of megabytes whose parse came from the cache, rendered anew on a heap that cannot hold it, is an error naming it, not V8 ending the process', async () => {
    // The render parsed such a page again in this thread (its parse cached, its output to write anew):
    // V8's "JavaScript heap out of memory" and a stack of its internals.
    const entries = Array.from({ length: 12_000 }, (_, i) => `## v${i}.0.0\n\n- Fixed [issue ${i}](https://example.com/issues/${i}) in \`module${i}\`.\n- Added **option ${i}**.\n`);
    const site = await fixtureCopy('basic', 'security-machine-huge-cached-page', { 'content/docs/changelog.md': `# Changelog\n\n${entries.join('\n')}` });
    const cache = path.join(site, '.cache-dir');
    const built = await runCli(['build', site], { env: { DEVCENTER_CACHE_DIR: cache }, timeoutMs: 90_000 });
    expect(built.code, built.stderr).toBe(0);
    await rm(path.join(site, 'build'), { recursive: true, force: true });
    const result = await runCli(['build', site], { env: { DEVCENTER_CACHE_DIR: cache, NODE_OPTIONS: '--max-old-space-size=160' }, timeoutMs: 60_000 });
    expect(result.stdout).toContain('parsed 0 pages');
    expect(result.stderr).toContain('content/docs/changelog.md  error  A devcenter worker ran out of memory while reading this page (1.3 MB of Markdown): the heap Node gives it was full.');
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('JavaScript heap out of memory');
    expectNoInternalError(result);
  }, 150_000);

  it('devcenter dev reads a page of megabytes in a worker: one the heap cannot hold is that page\'s problem, and dev goes on serving', async () => {
    // Read in dev's own thread, the page ended dev with V8's "JavaScript heap out of memory" once the
    // background parse (or a reader) reached it, and held every request while it was read.
    const entries = Array.from({ length: 12_000 }, (_, i) => `## v${i}.0.0\n\n- Fixed [issue ${i}](https://example.com/issues/${i}) in \`module${i}\`.\n- Added **option ${i}**.\n`);
    const site = await fixtureCopy('basic', 'security-machine-huge-page-dev', { 'content/docs/changelog.md': `# Changelog\n\n${entries.join('\n')}` });
    const dev = await startDev(site, { NODE_OPTIONS: '--max-old-space-size=160' });
    try {
      const named = 'content/docs/changelog.md  error  A devcenter worker ran out of memory while reading this page (1.3 MB of Markdown): the heap Node gives it was full.';
      const page = await rawRequest(dev.url, '/docs/changelog');
      expect(page.status).toBe(200);
      for (let wait = 0; wait < 100 && !dev.output().includes(named); wait++) await new Promise((r) => setTimeout(r, 100));
      expect(dev.output()).toContain(named);
      expect(dev.output()).not.toContain('JavaScript heap out of memory');
      expect(dev.child.exitCode).toBeNull();
      expect((await rawRequest(dev.url, '/docs/start')).status).toBe(200);
    } finally {
      await dev.stop();
    }
  }, 60_000);

  it('a YAML alias bomb in frontmatter is an error at the frontmatter, not a crash', async () => {
    const lines = ['title: Bomb', 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    let previous = 'a';
    for (const name of 'bcdefghi') {
      lines.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
      previous = name;
    }
    const site = await fixtureCopy('basic', 'security-machine-yaml', { 'content/docs/bomb.mdx': `---\n${lines.join('\n')}\n---\n\nBody.\n` });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/bomb.mdx:2:1  error  Invalid YAML: Excessive alias count indicates a resource exhaustion attack.');
    expectNoInternalError(result);
  });
});

describe('a command that fails on devcenter\'s own bug', () => {
  it('ends, with its parse workers, instead of hanging: a build of 200 pages with a chunk of the CLI missing exits 1 in seconds', async () => {
    // A damaged install stands in for any bug after the workers started: with them alive, the process
    // used to stay up for good (a CI job held until its limit).
    const install = path.join(TMP, 'machine-damaged-install');
    await rm(install, { recursive: true, force: true });
    await mkdir(install, { recursive: true });
    for (const part of ['cli', 'dist', 'runtime', 'templates', 'package.json']) execFileSync('cp', ['-r', path.join(REPO_ROOT, part), install]);
    execFileSync('ln', ['-s', path.join(REPO_ROOT, 'node_modules'), path.join(install, 'node_modules')]);
    const chunks = (await readdir(path.join(install, 'dist'))).filter((name) => /^assemble-.*\.js$/.test(name));
    expect(chunks).toHaveLength(1);
    await rm(path.join(install, 'dist', chunks[0]));
    const site = path.join(TMP, 'machine-damaged-install-site');
    await rm(site, { recursive: true, force: true });
    await mkdir(path.join(site, 'content', 'docs'), { recursive: true });
    for (let i = 0; i < 200; i++) await writeFile(path.join(site, 'content', 'docs', `p${i}.md`), `# Page ${i}\n\nHello.\n`);
    const started = performance.now();
    const result = await runCli(['build', site], { bin: path.join(install, 'cli', 'devcenter.js'), timeoutMs: 30_000 });
    expect(result.stderr).toContain('devcenter: internal error: Cannot find module');
    expect(result.code).toBe(1);
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('a previous output that cannot be removed (a mount inside it) is said as a warning, and this build and the next succeed', async () => {
    const site = await fixtureCopy('basic', 'security-machine-stuck-old');
    const out = path.join(site, 'build');
    expect((await runCli(['build', site])).code).toBe(0);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'devcenter-test', path.join(out, 'docs/start')]);
    try {
      await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed\n');
      const first = await runCli(['build', site]);
      expect(first.code).toBe(0);
      expect(first.stderr).toMatch(/warning: could not remove "[^"]*\.build\.old-\d+-\d+", a folder an earlier devcenter build left beside the output \(EBUSY\): remove it yourself\./);
      expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toContain('Other, changed');
      await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed again\n');
      const second = await runCli(['build', site]);
      expect(second.code).toBe(0);
      expect(await readFile(path.join(out, 'docs/other/index.html'), 'utf8')).toContain('Other, changed again');
      expectNoInternalError(first);
      expectNoInternalError(second);
    } finally {
      for (const name of await readdir(site)) if (name.startsWith('.build.old-')) execFileSync('umount', [path.join(site, name, 'docs/start')]);
    }
  });

  it('one build at a time per output: a second is refused while a devcenter build holds it, a lock left by a process that is gone or not devcenter is taken over, a file there that is no lock is kept', async () => {
    const site = await fixtureCopy('basic', 'security-machine-lock');
    const lock = path.join(site, '.build.lock');
    // A process whose command line is a devcenter build's stands for a build in progress.
    const building = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)', 'devcenter', 'build']);
    try {
      await writeFile(lock, String(building.pid));
      const refused = await runCli(['build', site]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`Another devcenter build (process ${building.pid}) is writing the output folder`);
      expectNoInternalError(refused);
    } finally {
      building.kill();
    }
    // A devcenter process that is not a build (a server) does not hold it; a folder in its place is named.
    await rm(lock);
    expect((await runCli(['build', site])).code).toBe(0);
    const server = await startServe([site, '--port', '0']);
    try {
      await writeFile(lock, String(server.child.pid));
      await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed\n');
      const built = await runCli(['build', site]);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
    } finally {
      await server.stop();
    }
    await mkdir(lock);
    await writeFile(path.join(site, 'content/docs/other.mdx'), '# Other, changed again\n');
    const folder = await runCli(['build', site]);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toContain('where devcenter keeps the lock of the output');
    expectNoInternalError(folder);
    await rm(lock, { recursive: true });
    // A file of that name that is no lock (the user's own) is named too, and kept.
    for (const text of ['notes of my own, not a lock\n', '']) {
      await writeFile(lock, text);
      const foreign = await runCli(['build', site]);
      expect(foreign.code).toBe(1);
      expect(foreign.stderr).toContain('.build.lock", where devcenter keeps the lock of the output "');
      expect(foreign.stderr).toContain('is not a lock devcenter made.');
      expectNoInternalError(foreign);
      expect(await readFile(lock, 'utf8')).toBe(text);
    }
    await rm(lock);
    const sleeper = spawn('sleep', ['30']);
    try {
      await writeFile(lock, String(sleeper.pid));
      const built = await runCli(['build', site]);
      expect(built.stderr).toBe('');
      expect(built.code).toBe(0);
      expect(existsSync(lock)).toBe(false);
    } finally {
      sleeper.kill();
    }
  });

  it('serve and dev refuse a host or port they cannot use, saying why, with exit 2', async () => {
    const site = await fixtureCopy('basic', 'security-machine-hosts');
    expect((await runCli(['build', site])).code).toBe(0);
    const notHere = await runCli(['serve', site, '--port', '0', '--host', '192.0.2.1']);
    expect([notHere.code, notHere.stderr.trim()]).toEqual([2, '--host 192.0.2.1 is not an address of this machine: devcenter can listen only on its own addresses (127.0.0.1, or 0.0.0.0 for every interface).']);
    const unknown = await runCli(['dev', site, '--port', '0', '--host', 'no-such-host.invalid']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--host no-such-host.invalid names no address this machine can find');
    for (const args of [['--host', ''], ['--port', '0x10'], ['--port', ' ']]) {
      const refused = await runCli(['serve', site, ...args]);
      expect(refused.code, args.join(' ')).toBe(2);
      expect(refused.stderr).toMatch(/argument '[^']*' is invalid/);
    }
  });

  it('serve and dev on a busy port suggest a port that is free, not the next one when it is busy too', async () => {
    const site = await fixtureCopy('basic', 'security-machine-busy-port');
    expect((await runCli(['build', site])).code).toBe(0);
    // Two busy ports side by side, as two sites served at 3000 and 3001 are.
    const listenOn = (port: number) => new Promise<Server | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen({ host: '127.0.0.1', port }, () => resolve(server));
    });
    let busy: Server[] = [];
    while (busy.length < 2) {
      for (const server of busy) server.close();
      const first = (await listenOn(0))!;
      const second = await listenOn((first.address() as AddressInfo).port + 1);
      busy = second ? [first, second] : [first];
    }
    const port = (busy[0]!.address() as AddressInfo).port;
    try {
      for (const command of ['serve', 'dev']) {
        const result = await runCli([command, site, '--port', String(port)]);
        expect(result.code, command).toBe(1);
        const suggested = /Try another one: --port (\d+) \(or --port 0 for any free port\)/.exec(result.stderr);
        expect(suggested, result.stderr).not.toBeNull();
        expect(Number(suggested![1])).toBeGreaterThan(port + 1);
      }
    } finally {
      for (const server of busy) server.close();
    }
  });

  // `npm start` on a machine where 3000 is taken said "Try another one: --port 3001": typed as
  // `npm start --port 3001`, npm takes the flag as its own and the server tries 3000 again. npm passes a
  // script the arguments after `--` (the README's `npm start -- --port 4000`).
  it('serve on a busy port, run by an npm script, suggests the port as that script takes it', async () => {
    const site = await fixtureCopy('basic', 'security-machine-busy-port-npm');
    expect((await runCli(['build', site])).code).toBe(0);
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen({ host: '127.0.0.1', port: 0 }, resolve));
    const port = (busy.address() as AddressInfo).port;
    try {
      // The repo's own start script; npm adds what follows `--` to its end, the serve command.
      const npm = { npm_config_user_agent: 'npm/11.0.0 node/v20.19.0 linux x64 workspaces/false', npm_lifecycle_script: 'node cli/compile.js && node cli/devcenter.js build && node cli/devcenter.js serve --port 3000' };
      let result = await runCli(['serve', site, '--port', String(port)], { env: { ...npm, npm_lifecycle_event: 'start' } });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/Try another one: npm start -- --port \d+ \(or npm start -- --port 0 for any free port\)/);
      result = await runCli(['serve', site, '--port', String(port)], { env: { ...npm, npm_lifecycle_event: 'preview' } });
      expect(result.stderr).toMatch(/Try another one: npm run preview -- --port \d+ \(or npm run preview -- --port 0 for any free port\)/);
      // Not from npm (yarn sets npm_lifecycle_event too, and takes its arguments otherwise): the flag alone.
      result = await runCli(['serve', site, '--port', String(port)], { env: { npm_config_user_agent: 'yarn/1.22.22 npm/? node/v20.19.0', npm_lifecycle_event: 'start' } });
      expect(result.stderr).toMatch(/Try another one: --port \d+ \(or --port 0 for any free port\)/);
      // An npm script whose last command is not devcenter's (`npm test` running the tests) would not pass it the port.
      result = await runCli(['serve', site, '--port', String(port)], { env: { ...npm, npm_lifecycle_event: 'test', npm_lifecycle_script: 'npm run typecheck && vitest run' } });
      expect(result.stderr).toMatch(/Try another one: --port \d+ \(or --port 0 for any free port\)/);
    } finally {
      busy.close();
    }
  });

  it('index push that cannot reach the search service says so, and leaves the index as it was', async () => {
    const site = await fixtureCopy('basic', 'security-machine-push');
    expect((await runCli(['build', site])).code).toBe(0);
    const result = await runCli(['index', 'push', site], { env: { DEVCENTER_SEARCH_ADMIN_KEY: 'admin', DEVCENTER_SEARCH_HOSTS: 'http://127.0.0.1:9' }, timeoutMs: 60_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^The search index "[^"]+" \([^)]+\) was not updated: Unreachable hosts/);
    expect(result.stderr).toContain('Check the network, the app id in site.config.ts and DEVCENTER_SEARCH_ADMIN_KEY.');
    expectNoInternalError(result);
  }, 90_000);
});
