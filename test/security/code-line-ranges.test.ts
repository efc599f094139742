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
