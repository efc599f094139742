// A code fence's range list (`{1,3-4}`) is read in time linear in the page: each line is marked once,
// however many ranges cover it, and twenty of its mistakes are located, the rest counted.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

describe('code block range lists', () => {
  it('builds quickly a block of 50,000 lines whose range list repeats 1-50000 20,000 times, each line marked once', { timeout: 60_000 }, async () => {
    // 260 KB: every line was marked again for each range, 10^9 times in all (25 s and more).
    const fence = `\`\`\`js {${Array.from({ length: 20_000 }, () => '1-50000').join(',')},2}\n${'x\n'.repeat(50_000)}\`\`\``;
    const site = await fixtureCopy('basic', 'security-code-line-ranges-repeated', { 'content/docs/ranges.md': `# Ranges\n\n${fence}\n` });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 20_000 });
    expect(result.code, `${Date.now() - started} ms\n${result.stderr}`).toBe(0);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'ranges', 'index.html'), 'utf8');
    expect(html.match(/class="code-line code-line--highlighted"/g)).toHaveLength(50_000);
  });

  it('builds quickly a block of 40,000 lines inside 12,000 nested highlight-start comments, each line marked once', { timeout: 60_000 }, async () => {
    // 500 KB: each highlight-end marked every line since its start again, 5 × 10^8 times in all (15 s and more).
    const code = `${'//highlight-start\n'.repeat(12_000)}${'x\n'.repeat(40_000)}${'//highlight-end\n'.repeat(12_000)}`;
    const site = await fixtureCopy('basic', 'security-code-line-ranges-nested-comments', { 'content/docs/ranges.md': `# Ranges\n\n\`\`\`js\n${code}\`\`\`\n` });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 20_000 });
    expect(result.code, `${Date.now() - started} ms\n${result.stderr}`).toBe(0);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'ranges', 'index.html'), 'utf8');
    expect(html.match(/class="code-line code-line--highlighted"/g)).toHaveLength(40_000);
  });

  it('marks the lines a range list and magic comments name, each once, overlapping or not', async () => {
    const page = '# Ranges\n\n```js\na\n// highlight-next-line\nb\nc\n// highlight-start\nd\n// highlight-start\ne\n// highlight-end\nf\n// highlight-end\ng\n```\n\n```text {4,1-2,2-3}\nl1\nl2\nl3\nl4\nl5\nl6\n```\n';
    const site = await fixtureCopy('basic', 'security-code-line-ranges-marks', { 'content/docs/ranges.md': page });
    const result = await runCli(['build', site]);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'ranges', 'index.html'), 'utf8');
    const marked = [...html.matchAll(/<span class="code-line code-line--highlighted">([^<]*)/g)].map((m) => m[1].trim());
    expect(marked).toEqual(['b', 'd', 'e', 'f', 'l1', 'l2', 'l3', 'l4']);
  });

  it('warns quickly about a range list of 100,000 entries that are not lines (its warnings were each located along the 200 KB line)', { timeout: 60_000 }, async () => {
    // 200 KB on the fence's line: each of 100,000 warnings was located along all of it (20 s and more).
    const fence = `\`\`\`js {${Array.from({ length: 100_000 }, (_, i) => i * 0).join(',')}}\nx\n\`\`\``;
    const site = await fixtureCopy('basic', 'security-code-line-ranges-bad', { 'content/docs/ranges.md': `# Ranges\n\n${fence}\n` });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 20_000 });
    expect(result.code, `${Date.now() - started} ms\n${result.stderr}`).toBe(0);
    expect(result.stderr).toMatch(/^content\/docs\/ranges\.md:3:7 {2}warning {2}Code block: "0" in \{0,0,/m);
    expect(result.stderr).not.toContain('internal error');
  });
});
