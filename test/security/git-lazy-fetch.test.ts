// An undated blog post is dated by the commit that added its file (cli/content/git-dates.ts), a log
// with rename detection, which reads the blobs of a renamed post. In a partial clone, or under a
// planted .git/ whose config says it is one, a missing blob is fetched from the "promisor" remote,
// and that remote's address and transport are the repository's config: an ext:: url ran a command
// at every build. The build must fetch nothing, run nothing, and still date the post.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli, TMP } from '../support/cli.ts';

describe('a partial clone whose promisor remote names a command', () => {
  it('runs nothing while dating an undated post, and dates it by its commit', async () => {
    const dir = path.join(TMP, 'git-lazy-fetch');
    const ran = path.join(dir, 'ran.txt');
    await rm(dir, { recursive: true, force: true });
    const upstream = path.join(dir, 'upstream');
    await cp(path.join(FIXTURES, 'basic'), upstream, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
    await mkdir(path.join(upstream, 'content/blog'), { recursive: true });
    // Long enough for a rename with an edit to be found by similarity, which reads both blobs.
    await writeFile(path.join(upstream, 'content/blog/old.mdx'), `---\ntitle: A post\n---\n\n${Array.from({ length: 200 }, (_, i) => `Line ${i}.`).join('\n')}\n`);
    const git = (cwd: string, args: string[], date = '2021-03-04T00:00:00Z') =>
      execFileSync('git', args, { cwd, env: { ...process.env, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@fixture.example', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@fixture.example', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
    git(upstream, ['init', '-q', '-b', 'main']);
    git(upstream, ['config', 'uploadpack.allowFilter', 'true']);
    git(upstream, ['add', '-A']);
    git(upstream, ['commit', '-qm', 'A post']);
    git(upstream, ['mv', 'content/blog/old.mdx', 'content/blog/post.mdx']);
    await writeFile(path.join(upstream, 'content/blog/post.mdx'), '\nOne more line.\n', { flag: 'a' });
    git(upstream, ['commit', '-qam', 'Renamed and edited'], '2022-06-07T08:00:00Z');
    // Without the old blobs, as a blob-less clone has it; then the hostile remote.
    const site = path.join(dir, 'site');
    git(dir, ['clone', '-q', '--filter=blob:none', `file://${upstream}`, site]);
    git(site, ['config', 'protocol.ext.allow', 'always']);
    git(site, ['config', 'remote.origin.url', `ext::sh -c touch% ${ran}`]);

    const result = await runCli(['build', site, '--out', path.join(dir, 'out')]);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(existsSync(ran)).toBe(false);
    // No rename is seen without the blobs: the post is dated by the commit that gave it its name, not its file.
    expect(result.stderr).not.toContain('names no date');
    const data = JSON.parse(await readFile(path.join(dir, 'out/_dc/data/blog/post.json'), 'utf8'));
    expect(data.blog.post.date).toBe('2022-06-07');
  });
});
