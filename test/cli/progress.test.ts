// `devcenter build` progress: a redrawn bar with counts on a terminal, plain lines when piped or on CI,
// and a summary line with pages, time and output size either way.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { BIN, fixtureCopy, runCli } from '../support/cli.ts';

const SUMMARY = /built 10 pages \(\d+ search records\) in \d+ ms -> .+\/ \(\d+(\.\d)? (KB|MB)\)/;

describe('build progress', () => {
  // A fresh copy per test: a second build of an unchanged site would have nothing to do.
  let site: string;
  beforeEach(async (context) => {
    site = await fixtureCopy('basic', `progress-${context.task.id}`);
  });

  it('prints a plain line per stage when piped', async () => {
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^parsed \d+ pages in \d+ ms$/);
    expect(lines[1]).toMatch(/^checked \d+ pages in \d+ ms$/);
    expect(lines[2]).toMatch(/^rendered 10 pages in \d+ ms$/);
    expect(lines[3]).toMatch(SUMMARY);
    expect(result.stdout).not.toMatch(/[\r\x1b]/);
  });

  it('says once that no page was parsed when every page comes from the last build', async () => {
    expect((await runCli(['build', site])).code).toBe(0);
    // The sidebar changes (a page's position), no page's text does: every parse comes from the cache.
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("items: ['guides/first', 'guides/second']", "items: ['guides/second', 'guides/first']"));
    const result = await runCli(['build', site]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.match(/^parsed .*$/gm)).toEqual([expect.stringMatching(/^parsed 0 pages in \d+ ms$/)]);
  });

  it('redraws one line with a bar and counts on a terminal, then clears it for the summary', () => {
    // util-linux `script` gives the command a pseudo-terminal; CI must not be set for the bar to show.
    const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
    delete env.CI;
    const run = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" build "${site}"`, '/dev/null'], { encoding: 'utf8', env });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/\r\x1b\[K\[[█░]{24}\] rendering \d+\/10 pages/);
    expect(run.stdout).toContain('rendering 10/10 pages');
    expect(run.stdout).not.toMatch(/^parsed \d+ pages/m);
    expect(run.stdout).toMatch(SUMMARY);
  });

  it('prints plain lines on CI even on a terminal', () => {
    const run = spawnSync('script', ['-qec', `"${process.execPath}" "${BIN}" build "${site}"`, '/dev/null'], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^rendered 10 pages in \d+ ms\r?$/m);
    expect(run.stdout).not.toContain('\x1b[K');
  });
});
