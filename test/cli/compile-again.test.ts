// `npm start` compiles the CLI before it builds. The CLI's version is its files' sizes and modification
// times (cli/cli-version.ts), so a compile that wrote every file again made each `npm start` rebuild the
// whole site: a newcomer running it twice never saw "unchanged since the last build".
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, zeroConfigSite } from '../support/cli.ts';

describe('cli/compile.js run again with nothing changed', () => {
  it('leaves dist/ as it was, so the next build of a site is unchanged', async () => {
    const site = await zeroConfigSite('compile-again', { 'intro.md': '# Intro\n\nText.\n' });
    const first = await runCli(['build', site]);
    expect(first.code).toBe(0);
    // What `npm start` does before its build; with nothing changed it writes nothing, so tests beside it are safe.
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'cli', 'compile.js')], { stdio: 'pipe' });
    const again = await runCli(['build', site]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('unchanged since the last build');
  }, 120_000);
});
