// A formula nested deep is an error at its place, never an "internal error" (an attacker-round find):
// 600 nested matrices, 8 KB of TeX, are typeset by KaTeX 2,400 MathML elements deep, and the render
// stage overflowed the stack reading them; some thousand nested roots overflow KaTeX's own.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = "export default { title: 'Math docs', url: 'https://math.example.org', markdown: { math: true } };\n";

describe('deeply nested math', () => {
  it('is an error at the formula, whether KaTeX typesets it or not', async () => {
    const matrices = '\\begin{matrix}'.repeat(600) + 'x' + '\\end{matrix}'.repeat(600);
    const roots = '\\sqrt{'.repeat(5000) + 'x' + '}'.repeat(5000);
    const site = await writeSite('math-nesting', {
      'site.config.ts': CONFIG,
      'content/docs/index.md': `# Deep\n\nFine: $\\sqrt{\\frac{a}{\\begin{matrix} 1 \\\\ \\begin{matrix} 2 \\end{matrix} \\end{matrix}}}$.\n\n$$\n${matrices}\n$$\n\nAnd $${roots}$.\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.md:5:1  error  This formula nests more than 200 levels deep once typeset.');
    expect(result.stderr).toContain('content/docs/index.md:9:5  error  This formula nests too deeply to typeset.');
    expect(result.stderr).toContain('build failed: 2 errors');
  });
});
