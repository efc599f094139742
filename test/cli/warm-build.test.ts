// A second build from the same inputs finds the output already right and leaves it alone; any change
// (content, config, flags, static files) builds again.
import { cp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

describe('warm builds', () => {
  let site: string;
  const htmlTime = async () => (await stat(path.join(site, 'build', 'docs', 'start', 'index.html'))).mtimeMs;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'warm-build');
    expect((await runCli(['build', site])).stdout).toMatch(/^built 10 pages/m);
  });

  it('does nothing when nothing changed, and says so', async () => {
    const before = await htmlTime();
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^unchanged since the last build: 10 pages \(\d+ search records\) in .+build\/ \(\d+ KB\), checked in \d+ ms$/m);
    expect(result.stdout).not.toMatch(/^parsed /m);
    expect(await htmlTime()).toBe(before);
  });

  it('builds again when a page, the config, a flag or a static file changes', async () => {
    const page = path.join(site, 'content', 'docs', 'start.mdx');
    await writeFile(page, `${await readFile(page, 'utf8')}\nOne more sentence.\n`);
    expect((await runCli(['build', site])).stdout).toMatch(/^built 10 pages/m);
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('One more sentence.');

    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^built 10 pages/m);
    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^unchanged/m);

    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("title: 'Fixture Docs'", "title: 'Fixture Docs 2'"));
    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^built 10 pages/m);
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('Fixture Docs 2');

    // A file the config imports is watched as closely as the config itself (the compiled config is cached).
    await writeFile(path.join(site, 'site-title.ts'), "export const title = 'Fixture Docs 3';\n");
    await writeFile(config, `import { title } from './site-title.ts';\n${(await readFile(config, 'utf8')).replace("title: 'Fixture Docs 2'", 'title')}`);
    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^built 10 pages/m);
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('Fixture Docs 3');
    await writeFile(path.join(site, 'site-title.ts'), "export const title = 'Fixture Docs 4';\n");
    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^built 10 pages/m);
    expect(await readFile(path.join(site, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('Fixture Docs 4');

    await writeFile(path.join(site, 'static', 'extra.txt'), 'new static file');
    expect((await runCli(['build', site, '--strict'])).stdout).toMatch(/^built 10 pages/m);
    expect(await readFile(path.join(site, 'build', 'extra.txt'), 'utf8')).toBe('new static file');
  });

  it('compiles the config of a copy of the site, cache and all, from the copy\'s own config', async () => {
    const copy = path.join(path.dirname(site), 'warm-build-copy');
    await rm(copy, { recursive: true, force: true });
    await cp(site, copy, { recursive: true });
    const config = path.join(copy, 'site.config.ts');
    await writeFile(path.join(copy, 'site-title.ts'), "export const title = 'The copy';\n");
    expect((await readFile(config, 'utf8'))).toContain("from './site-title.ts'");
    expect((await runCli(['build', copy])).code).toBe(0);
    expect(await readFile(path.join(copy, 'build', 'docs', 'start', 'index.html'), 'utf8')).toContain('The copy');
  });
});
