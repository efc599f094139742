// Commit times come from the site's history (cli/content/git-dates.ts): a page's last update, and the
// day of a blog post that names none. A commit's time is whatever its author wrote, and a crafted one
// (99999999999999, past what a JavaScript Date holds) stopped every build with 'internal error:
// Invalid time value'. Such a commit dates nothing; the build goes on.
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli, TMP } from '../support/cli.ts';

describe('a commit whose time no Date holds', () => {
  it('dates no page and no post, and the build goes on with the older commit', async () => {
    const site = path.join(TMP, 'git-commit-times');
    await rm(site, { recursive: true, force: true });
    await cp(path.join(FIXTURES, 'basic'), site, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
    const git = (args: string[], input?: string) =>
      execFileSync('git', args, { cwd: site, input, env: { ...process.env, GIT_AUTHOR_NAME: 'W', GIT_AUTHOR_EMAIL: 'w@fixture.example', GIT_COMMITTER_NAME: 'W', GIT_COMMITTER_EMAIL: 'w@fixture.example', GIT_AUTHOR_DATE: '2021-03-04T00:00:00Z', GIT_COMMITTER_DATE: '2021-03-04T00:00:00Z' } }).toString().trim();
    git(['init', '-q', '-b', 'main']);
    git(['add', '-A']);
    git(['commit', '-qm', 'Site']);
    // The crafted commit edits a doc and adds an undated post.
    await writeFile(path.join(site, 'content/docs/start.mdx'), '\nEdited.\n', { flag: 'a' });
    await mkdir(path.join(site, 'content/blog'), { recursive: true });
    await writeFile(path.join(site, 'content/blog/post.mdx'), '---\ntitle: A post\n---\n\nText.\n');
    git(['add', '-A']);
    const tree = git(['write-tree']);
    const commit = git(['hash-object', '-t', 'commit', '-w', '--stdin'], `tree ${tree}\nparent ${git(['rev-parse', 'HEAD'])}\nauthor W <w@fixture.example> 99999999999999 +0000\ncommitter W <w@fixture.example> 99999999999999 +0000\n\nFar\n`);
    git(['update-ref', 'HEAD', commit]);

    const result = await runCli(['build', site, '--out', path.join(site, 'build')]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    const data = async (route: string) => JSON.parse(await readFile(path.join(site, 'build/_dc/data', `${route}.json`), 'utf8'));
    expect((await data('/docs/start')).lastUpdated).toBe(Date.UTC(2021, 2, 4) / 1000);
    expect((await data('/blog/post')).blog.post.date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});
