// A heading's id is read from the end of its line (`## Title {#id}`, `## Title {/* #id *\/}`). The
// expressions that read it (parse.ts escapeHeadingIds, headings.ts, render/markdown.ts) tried a run of
// spaces from each of its places: one heading line of 100,000 spaces in a 100 KB page held the build
// for 74 s (52 to 139 s for 200,000 in escapeHeadingIds alone). Now each line is read once.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const SPACES = ' '.repeat(100_000);

describe('a heading line holding a long run of spaces', () => {
  it('is built within seconds, its id read as before', async () => {
    const site = await zeroConfigSite('heading-id-spaces', {
      'a.mdx': `# A\n\n## Open {#x${SPACES}y\n\nText.\n`,
      'b.mdx': `# B\n\n## Comment {/* #comment-id${SPACES}*/}\n\nText.\n`,
      'c.mdx': `# C\n\n## Spaces${SPACES}{/* a note */}\n\nText.\n`,
      'd.mdx': `# D\n\n## Kept {#kept-id${SPACES}}\n\nText.\n`,
    });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'build/docs/d/index.html'), 'utf8')).toContain('id="kept-id"');
    expect(await readFile(path.join(site, 'build/docs/b/index.html'), 'utf8')).toContain('id="comment-id"');
  }, 90_000);

  it("in a Markdown page, beside an HTML comment, is built within seconds, a comment's id read as before", async () => {
    const site = await zeroConfigSite('heading-id-spaces-comment', {
      'a.md': `# A\n\n## Note${SPACES}y <!-- a note -->\n\nText.\n`,
      'b.md': `# B\n\n## Commented${SPACES}<!-- #comment-id -->\n\nText.\n`,
    });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'build/docs/b/index.html'), 'utf8')).toContain('id="comment-id"');
  }, 90_000);
});
