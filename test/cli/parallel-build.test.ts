// Large sites are parsed and rendered by worker threads, each rendering the pages it parsed. Forced
// on a small site here (DEVCENTER_THREADS=2): the output must be byte for byte the one-thread output.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, REPO_ROOT, runCli } from '../support/cli.ts';

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg('**/*', { cwd: dir, dot: false });
  return new Map(await Promise.all(files.sort().map(async (f) => [f, await readFile(path.join(dir, f), 'base64')] as [string, string])));
}

/** Pages of 3,600 search records in all: a static index large enough for its own writer thread (cli/workers/index-files.ts). */
const MANY_RECORDS = Object.fromEntries(
  Array.from({ length: 12 }, (_, p) => [`content/docs/many-${p}.mdx`, `# Many ${p}\n\n${Array.from({ length: 300 }, (_, i) => `Paragraph ${p}-${i} on word${(p * 300 + i) % 997}.`).join('\n\n')}\n`]),
);

describe('parallel builds', () => {
  it('write exactly what a one-thread build writes', async () => {
    const extra = {
      'content/blog/2024-01-02-news.mdx': '---\ntitle: News\ntags: [a]\n---\n\nText with a [link](/docs/start).\n',
      'content/docs/tables.mdx': '# Tables\n\n| a | b |\n| - | - |\n| [x](./start.mdx) | ~~y~~ |\n\n- [ ] task\n\n```js title="a.js"\nconst a = 1;\n```\n\n:::tip\nA tip.\n:::\n',
    };
    const [one, two] = await Promise.all([fixtureCopy('basic', 'parallel-one', extra), fixtureCopy('basic', 'parallel-two', extra)]);
    const single = await runCli(['build', one], { env: { DEVCENTER_THREADS: '1' } });
    const parallel = await runCli(['build', two], { env: { DEVCENTER_THREADS: '2', DEVCENTER_TIMINGS: '1' } });
    expect(single.stderr).toBe('');
    expect(single.code).toBe(0);
    expect(parallel.code).toBe(0);
    const summary = (stdout: string) => stdout.replace(/^(stages|counts).*\n/gm, '').replace(/\d+ ms/g, '').replace(/parallel-(one|two)/g, 'X');
    expect(summary(parallel.stdout)).toBe(summary(single.stdout));
    // The parallel build did run in two worker threads.
    expect(parallel.stdout).toMatch(/^counts: .*"threads":2/m);
    expect(single.stdout).not.toContain('"threads"');
    const [a, b] = await Promise.all([snapshot(path.join(one, 'build')), snapshot(path.join(two, 'build'))]);
    expect([...b.keys()]).toEqual([...a.keys()]);
    expect(a.size).toBeGreaterThan(20);
    for (const [file, contents] of a) expect(b.get(file), file).toBe(contents);
  });

  it('works when the CLI is imported from `node --input-type=module -e` (its workers must not inherit that flag)', async () => {
    const site = await fixtureCopy('basic', 'parallel-eval', MANY_RECORDS);
    const script = `const { main } = await import(${JSON.stringify(path.join(REPO_ROOT, 'dist', 'cli.js'))});
      process.exitCode = await main(['node', 'devcenter', 'build', ${JSON.stringify(site)}]);`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', DEVCENTER_THREADS: '2', DEVCENTER_TIMINGS: '1' } });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^built \d+ pages/m);
    // The search index's writer is one of the workers (bench/run.js builds so: it failed there).
    expect(child.stdout).toMatch(/^counts: .*"indexThreads":1/m);
  });

  it('works when node runs it with a V8 option, which a worker refuses', async () => {
    const site = await fixtureCopy('basic', 'parallel-v8-flag', MANY_RECORDS);
    const child = spawnSync(process.execPath, ['--stack-size=2000', path.join(REPO_ROOT, 'cli', 'devcenter.js'), 'build', site], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', DEVCENTER_THREADS: '2', DEVCENTER_TIMINGS: '1' },
    });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expect(child.stdout).toMatch(/^built \d+ pages/m);
    expect(child.stdout).toMatch(/^counts: .*"indexThreads":1/m);
  });
});
