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

  it('of many formulas on one page are told twenty of each severity, the rest counted: 20,000 broken formulas on one line took 33 s and 2.6 GB to report', async () => {
    const site = await writeSite('math-formula-flood', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', markdown: { math: true } };\n",
      'content/docs/index.md': `# W\n\n${'$\\x$ '.repeat(20_000)}\n\n${'$\u4e00$ '.repeat(20_000)}\n`,
    });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 60_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.md:3:2  error  This formula does not typeset: Undefined control sequence: \\x');
    expect(result.stderr).toContain('… and 19980 more like this, not shown');
    expect(result.stderr).toContain('warning  In this formula: Unicode text character "一" used in math mode');
    // The totals count what was not shown.
    expect(result.stderr).toContain('build failed: 20000 errors, 20000 warnings');
    expect(result.stderr.length).toBeLessThan(100_000);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('of many broken formulas on lines of their own are located only when shown: 20,000 took 34 s of check', async () => {
    const site = await writeSite('math-formula-lines', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', markdown: { math: true } };\n",
      'content/docs/index.md': `# W\n\n${'$\\x$\n\n'.repeat(20_000)}`,
    });
    const started = Date.now();
    const result = await runCli(['check', site], { timeoutMs: 60_000 });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.md:3:2  error  This formula does not typeset: Undefined control sequence: \\x');
    expect(result.stderr).toContain('content/docs/index.md:41:2  error  This formula does not typeset: Undefined control sequence: \\x');
    expect(result.stderr).toContain('check failed: 20000 errors, 0 warnings');
    expect(Date.now() - started).toBeLessThan(12_000);
  }, 60_000);
});
