// "Edit this page" links from `editUrl`, and "Last updated" dates from git history: shown for a site in
// a git checkout, and left out (never guessed) for one that is not.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../support/cli.ts';

const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The basic fixture outside this repository (so it is not in its git checkout), with an edit URL. */
async function siteOutsideGit(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'devcenter-dates-'));
  made.push(dir);
  await cp(path.join(FIXTURES, 'basic'), dir, { recursive: true, filter: (src) => !src.split(path.sep).includes('build') });
  const config = path.join(dir, 'site.config.ts');
  await writeFile(config, (await readFile(config, 'utf8')).replace("url: 'https://fixture.example',", "url: 'https://fixture.example',\n  editUrl: 'https://git.fixture.example/docs/edit/main',"));
  return dir;
}

const pageData = async (site: string, route: string) => JSON.parse(await readFile(path.join(site, 'build', '_dc', 'data', `${route}.json`), 'utf8'));

describe('edit links and last-updated dates', () => {
  it('dates each docs page by the last commit that touched its file', async () => {
    const site = await siteOutsideGit();
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: site,
        env: { ...process.env, GIT_AUTHOR_NAME: 'Writer', GIT_AUTHOR_EMAIL: 'writer@fixture.example', GIT_COMMITTER_NAME: 'Writer', GIT_COMMITTER_EMAIL: 'writer@fixture.example', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      });
    git(['init', '-q'], '2024-01-01T00:00:00Z');
    git(['add', '.'], '2024-01-01T00:00:00Z');
    git(['commit', '-qm', 'First version'], '2024-01-15T12:00:00Z');
    await writeFile(path.join(site, 'content/docs/other.mdx'), `${await readFile(path.join(site, 'content/docs/other.mdx'), 'utf8')}\nOne more line.\n`);
    git(['commit', '-qam', 'Second version of one page'], '2025-03-02T08:30:00Z');

    expect((await runCli(['build', site])).code).toBe(0);
    const start = await pageData(site, 'docs/start');
    expect(start.lastUpdated).toBe(Date.parse('2024-01-15T12:00:00Z') / 1000);
    expect(start.editUrl).toBe('https://git.fixture.example/docs/edit/main/content/docs/start.mdx');
    expect((await pageData(site, 'docs/other')).lastUpdated).toBe(Date.parse('2025-03-02T08:30:00Z') / 1000);
    const html = await readFile(path.join(site, 'build', 'docs', 'other', 'index.html'), 'utf8');
    expect(html).toContain('Last updated on<!-- --> <time dateTime="2025-03-02T08:30:00.000Z">Mar 2, 2025</time>');
    expect(html).toContain('<a class="doc-footer__edit" href="https://git.fixture.example/docs/edit/main/content/docs/other.mdx" target="_blank" rel="noopener noreferrer">Edit this page</a>');
  });

  it("shows the date a page's front matter gives in last_update, over git's or where there is none, as Docusaurus does", async () => {
    const site = await siteOutsideGit();
    const file = path.join(site, 'content/docs/start.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace(/^---\n/, '---\nlast_update:\n  date: 2020-01-01\n  author: Someone\n'));
    expect((await runCli(['build', site])).code).toBe(0);
    expect((await pageData(site, 'docs/start')).lastUpdated).toBe(Date.parse('2020-01-01T00:00:00Z') / 1000);
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('<time dateTime="2020-01-01T00:00:00.000Z">Jan 1, 2020</time>');
    // A date no calendar reads is the author's mistake, named at its key.
    await writeFile(file, text.replace(/^---\n/, '---\nlast_update:\n  date: someday\n'));
    const bad = await runCli(['build', site]);
    expect(bad.stderr).toMatch(/content\/docs\/start\.mdx:2:1 .*last_update/);
    expect(bad.stderr).toContain('an object with a date (2024-01-15) or an author, or both');
  });

  it('shows no date outside a git checkout, and the edit link all the same', async () => {
    const site = await siteOutsideGit();
    expect((await runCli(['build', site])).code).toBe(0);
    const start = await pageData(site, 'docs/start');
    expect(start.lastUpdated).toBeUndefined();
    expect(start.editUrl).toBe('https://git.fixture.example/docs/edit/main/content/docs/start.mdx');
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).not.toContain('Last updated');
  });
});
