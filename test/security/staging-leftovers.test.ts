// Issue #14, point 13: a killed build leaves its staging folder (`.build.tmp-PID-TIME`) beside the
// output, and an interrupted swap the previous output moved aside (`.build.old-PID-TIME`). The next
// build removes those whose process is gone, puts back a previous output a swap left aside, and leaves
// alone a live build's folder and anything not named like devcenter's.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, fixtureCopy, REPO_ROOT, runCli, TMP } from '../support/cli.ts';

const STAGING = /^\.build\.(tmp|old)-\d+-\d+$/;
const leftovers = async (site: string) => (await readdir(site)).filter((name) => STAGING.test(name)).sort();

function startBuild(site: string): ChildProcess {
  return spawn(process.execPath, [BIN, 'build', site], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1', CI: '1' }, stdio: 'ignore' });
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

/** Resolves with the staging folder `child` made in `site`, once pages are being written into it. */
async function stagingOf(site: string, child: ChildProcess): Promise<string> {
  const name = new RegExp(`^\\.build\\.tmp-${child.pid}-\\d+$`);
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((r) => setTimeout(r, 5))) {
    const found = (await readdir(site)).find((n) => name.test(n));
    if (found && existsSync(path.join(site, found, 'docs'))) return found;
    if (child.exitCode !== null) throw new Error(`the build ended (exit ${child.exitCode}) before its staging folder was seen`);
  }
  throw new Error('no staging folder after 60 s');
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await exited(child);
  return child.pid!;
}

describe('staging folders of builds that were killed', () => {
  let site: string;

  beforeAll(async () => {
    // Large enough that its render lasts a while: the build is killed in the middle of it.
    site = path.join(TMP, 'security-staging-large');
    await rm(site, { recursive: true, force: true });
    await mkdir(TMP, { recursive: true });
    await new Promise<void>((resolve, reject) =>
      spawn(process.execPath, [path.join(REPO_ROOT, 'bench/corpus.js'), '--pages', '400', '--out', site], { stdio: 'ignore' }).on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`corpus.js exited ${code}`)),
      ),
    );
  });

  it('are removed by the next build, while a live build\'s staging folder is left alone (and the live build keeps its output to itself)', async () => {
    // A build killed with SIGKILL in the middle of writing its pages.
    const killed = startBuild(site);
    const killedStaging = await stagingOf(site, killed);
    killed.kill('SIGKILL');
    await exited(killed);
    expect(await leftovers(site)).toEqual([killedStaging]);
    expect(await readdir(path.join(site, killedStaging))).toContain('docs');

    // Another build, alive but stopped while it writes: it took over the killed build's lock and
    // removed its staging folder.
    const live = startBuild(site);
    const liveStaging = await stagingOf(site, live);
    live.kill('SIGSTOP');
    try {
      expect(await leftovers(site)).toEqual([liveStaging]);
      // A third build may not write the output while the live one does (two at once took files from
      // an output the other had just swapped away): it says so, and touches nothing.
      const next = await runCli(['build', site], { env: { CI: '1' } });
      expect(next.code).toBe(1);
      expect(next.stderr).toContain(`Another devcenter build (process ${live.pid}) is writing the output folder`);
      expect(await leftovers(site)).toEqual([liveStaging]);
    } finally {
      live.kill('SIGCONT');
    }
    // The live build goes on, replaces the output and leaves nothing behind, its lock included.
    expect(await exited(live)).toBe(0);
    expect(await leftovers(site)).toEqual([]);
    expect(existsSync(path.join(site, 'build/404.html'))).toBe(true);
    expect(existsSync(path.join(site, '.build.lock'))).toBe(false);
  });
});

describe('an interrupted swap', () => {
  it('puts back the previous output a killed swap had moved aside, and removes stale staging folders', async () => {
    const site = await fixtureCopy('basic', 'security-staging-swap');
    expect((await runCli(['build', site])).code).toBe(0);
    const dead = await deadPid();
    // Killed after moving the output aside and before putting the new one in place.
    await rename(path.join(site, 'build'), path.join(site, `.build.old-${dead}-1700000000000`));
    await mkdir(path.join(site, `.build.tmp-${dead}-1700000000001`));
    await writeFile(path.join(site, `.build.tmp-${dead}-1700000000001/half.html`), '<p>half');
    // Not devcenter's (another name, or another output's): left alone.
    await mkdir(path.join(site, '.build.tmp-notes'));
    await mkdir(path.join(site, `.public.tmp-${dead}-1700000000002`));
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('unchanged since the last build');
    expect(await leftovers(site)).toEqual([]);
    expect(await readFile(path.join(site, 'build/docs/start/index.html'), 'utf8')).toContain('Start here');
    expect((await readdir(site)).filter((n) => n.startsWith('.') && n.includes('.tmp-')).sort()).toEqual(['.build.tmp-notes', `.public.tmp-${dead}-1700000000002`]);
  });
});
