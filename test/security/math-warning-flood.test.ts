// One formula tells a few of KaTeX's warnings and counts the rest (an attacker-round find): KaTeX
// warns for every character it does not know in math mode, and 20,000 distinct CJK characters in one
// formula (60 KB of content) printed 20,000 warnings, 8 MB of build log.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe("a formula's warnings", () => {
  it('are told five at a time, the rest counted', async () => {
    const letters = Array.from({ length: 20_000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
    const site = await writeSite('math-warning-flood', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', markdown: { math: true } };\n",
      'content/docs/index.md': `# W\n\n$${letters}$\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/index.md:3:1  warning  In this formula: Unicode text character "一" used in math mode');
    expect(result.stderr).toContain('content/docs/index.md:3:1  warning  In this formula: 19,995 more warnings like these.');
    expect(result.stderr.length).toBeLessThan(20_000);
  });
});
