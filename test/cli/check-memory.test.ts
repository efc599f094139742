// `devcenter check` keeps of each page what the checks read (its links, anchors, headings), never its
// tree: the parse workers let each tree go once its page is parsed. They used to hold every tree of
// their share of the site until they replied, so a check's memory grew with the site's content (1.8 GB
// for 500 pages of long code blocks and tables, more than the build of the same site).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, TMP, zeroConfigSite } from '../support/cli.ts';

describe('devcenter check memory', () => {
  it("holds no page's tree past its parse, so a site's content does not raise what a parse worker needs", { timeout: 120_000 }, async () => {
    // 96 pages of 500 list items of six emphases each: about 2.5 MB of tree a page, so each of the two
    // workers held some 120 MB when it kept its 48 pages' trees, twice the 64 MB each isolate is given.
    const line = '- *a* *b* *c* *d* *e* *f*';
    const page = (i: number) => `# Page ${i}\n\n${Array.from({ length: 500 }, () => line).join('\n')}\n`;
    const site = await zeroConfigSite('check-memory', Object.fromEntries(Array.from({ length: 96 }, (_, i) => [`page-${i}.md`, page(i)])));
    const cache = path.join(TMP, 'check-memory-cache');
    await rm(cache, { recursive: true, force: true });
    const result = await runCli(['check', site], {
      env: { DEVCENTER_CACHE_DIR: cache, DEVCENTER_THREADS: '2', NODE_OPTIONS: '--max-old-space-size=64' },
    });
    expect(result.stderr).not.toContain('memory limit');
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).toContain('checked 96 pages');
  });

  it('says a worker that runs out of memory is the machine\'s limit, with what to do, not an internal error', { timeout: 120_000 }, async () => {
    const line = '- *a* *b* *c* *d* *e* *f*';
    const site = await zeroConfigSite('check-memory-out', Object.fromEntries(Array.from({ length: 96 }, (_, i) => [`page-${i}.md`, `# Page ${i}\n\n${Array.from({ length: 500 }, () => line).join('\n')}\n`])));
    const cache = path.join(TMP, 'check-memory-out-cache');
    await rm(cache, { recursive: true, force: true });
    // 16 MB of heap each: too little for a worker to read these pages.
    const result = await runCli(['build', site], { env: { DEVCENTER_CACHE_DIR: cache, DEVCENTER_THREADS: '2', NODE_OPTIONS: '--max-old-space-size=16' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('error  A devcenter worker ran out of memory while reading or rendering the pages');
    expect(result.stderr).toContain('hint: give Node more memory (NODE_OPTIONS=--max-old-space-size=4096, in MB)');
    expect(result.stderr).not.toContain('internal error');
  });
});
