// A planted .git/ can make git wait for ever: its config's include.path naming a FIFO (a named pipe
// no one writes) held every build and check until killed, dating an undated blog post. git-dates.ts
// gives git a time limit and asks nothing more of a repository that did not answer.
import { execFileSync } from 'node:child_process';
import { appendFile, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli, TMP } from '../support/cli.ts';

describe('a repository whose config includes a FIFO', () => {
  it('stops waiting for git, and builds with the post dated by its file', { timeout: 120_000 }, async () => {
    const site = path.join(TMP, 'git-config-fifo');
    await rm(site, { recursive: true, force: true });
    await cp(path.join(FIXTURES, 'basic'), site, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
    await mkdir(path.join(site, 'content/blog'), { recursive: true });
    await writeFile(path.join(site, 'content/blog/hello.mdx'), '---\ntitle: Undated\n---\n\nHello.\n');
    const env = { ...process.env, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@fixture.example', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@fixture.example' };
    for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-qm', 'Site']]) execFileSync('git', args, { cwd: site, env });
    execFileSync('mkfifo', [path.join(site, '.git', 'pipe')]);
    await appendFile(path.join(site, '.git', 'config'), '[include]\n\tpath = pipe\n');

    const started = Date.now();
    // git's time limit (30 s for authors, cli/content/git-dates.ts) shortened, so the test waits 2 s of it.
    const result = await runCli(['build', site, '--out', path.join(TMP, 'git-config-fifo-out')], { timeoutMs: 100_000, env: { DEVCENTER_GIT_TIMEOUT_MS: '2000' } });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/blog/hello.mdx');
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});
