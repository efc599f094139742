// MDX reads an expression again from its start at each "}" it holds, and an import or export at each
// blank line, until it parses (micromark-factory-mdx-expression, micromark-extension-mdxjs-esm): a page
// can make that cost grow with the square of its size. Data literals are answered without it
// (mdx-events-to-acorn.ts); what is left is bounded per page (MAX_REREAD_CHARS), an error past it.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = "export default { title: 'T', url: 'https://t.example' };\n";

describe('expressions and imports/exports read again and again', () => {
  it('stops at an error, in bounded time, for a comment of 64,000 "}" and an export of 40,000 blank lines (each took over a minute)', { timeout: 120_000 }, async () => {
    const site = await writeSite('mdx-reread', {
      'site.config.ts': CONFIG,
      'content/docs/comment.mdx': `# C\n\n{/*${'}'.repeat(64_000)}*/}\n`,
      'content/docs/export.mdx': `# E\n\nexport const A = \`${'\n\t'.repeat(40_000)}\`;\n`,
    });
    const started = Date.now();
    const result = await runCli(['check', site], { timeoutMs: 100_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/comment.mdx:3:2  error  Could not parse MDX: this expression is read again at each "}" it holds');
    expect(result.stderr).toContain('content/docs/export.mdx:3:1  error  Could not parse MDX: this import or export is read again at each blank line it holds');
    expect(result.stderr).not.toContain('internal error');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it("names a page's own exported components in linear time: an export over 100,000 lines of a no-break space (no blank line to MDX) took 27 s", { timeout: 120_000 }, async () => {
    const site = await writeSite('mdx-export-spaces', {
      'site.config.ts': CONFIG,
      'content/docs/spaces.mdx': `# S\n\nexport const A = \`${'\n\u00a0'.repeat(100_000)}\`;\n\n<A />\n`,
    });
    const started = Date.now();
    const result = await runCli(['check', site], { timeoutMs: 100_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('This page writes <A> once: not reported again as an unknown component.');
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('still reads a comment and a template prop holding a few hundred "}", and an export over a few blank lines', async () => {
    const site = await writeSite('mdx-reread-ordinary', {
      'site.config.ts': CONFIG,
      'content/docs/ordinary.mdx': `# O\n\n{/* ${'{a} '.repeat(500)} */}\n\n<details><summary>{\`${'{"k": {"v": 1}}, '.repeat(300)}\`}</summary>\n\nText.\n\n</details>\n`,
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).not.toContain('read again');
    expect(result.code).toBe(0);
  });
});
