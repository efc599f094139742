// One long formula is an error at its place before KaTeX typesets it (an attacker-round find): KaTeX
// builds the whole MathML before the page's MathML cap is checked, and a 1.9 MB formula of primes
// took 1.4 GB, past a build worker's heap cap: "internal error: Worker terminated ... out of memory".
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = "export default { title: 'Math docs', url: 'https://math.example.org', markdown: { math: true } };\n";

describe('a formula too long to typeset', () => {
  it('is an error at the formula, in a worker thread too, within bounded memory', async () => {
    const site = await writeSite('math-formula-size', {
      'site.config.ts': CONFIG,
      'content/docs/index.md': `# Big\n\n$$\na${"'".repeat(1_900_000)}\n$$\n`,
      'content/docs/other.md': '# Other\n\nSmall $x^2$.\n',
    });
    const result = await runCli(['build', site], { env: { DEVCENTER_THREADS: '2' }, timeoutMs: 60_000 });
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain('content/docs/index.md:3:1  error  This formula is 1,900,001 characters long; a formula may hold at most 100,000.');
    expect(result.code).toBe(1);
  });
});
