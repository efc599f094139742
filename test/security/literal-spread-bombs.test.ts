// A data module read as data (a page's data import, sidebars.js, docusaurus.config.js) that spreads
// one large value again and again in one literal is refused at once, as a value reused by name is
// (an attacker-round find): `{...o, ...o, …}` 80,000 times over a 30,000-key object, 660 KB, ran for
// minutes copying the same keys; `[...a, ...a, …]` took 2 GB before the array's size was measured.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const bigObject = `const o = {${Array.from({ length: 30_000 }, (_, i) => `k${i}: 0`).join(', ')}};\n`;
const bigArray = `const a = [${Array(50_000).fill('0').join(', ')}];\n`;

describe('spreads that copy without end', () => {
  it("in a page's data module: an error at the module, within seconds", async () => {
    const site = await writeSite('literal-spread-bombs-data', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example' };\n",
      'content/docs/data.js': `${bigObject}export const b = {${'...o, '.repeat(80_000)}};\n`,
      'content/docs/list.js': `${bigArray}export const c = [${'...a, '.repeat(100_000)}];\n`,
      'content/docs/index.mdx': "import { b } from './data.js';\nimport { c } from './list.js';\n\n# Data\n\n{b.k1} {c}\n",
    });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.mdx:1:1  error  Import of "./data.js": content/docs/data.js is read as data, never run, and this value grows past 2,000,000 characters');
    expect(result.stderr).toContain('content/docs/index.mdx:2:1  error  Import of "./list.js": content/docs/list.js is read as data, never run, and this value grows past 2,000,000 characters');
  }, 90_000);

  it('in docusaurus.config.js: the config is left out with the reason, within seconds', async () => {
    const site = await writeSite('literal-spread-bombs-config', {
      'docusaurus.config.js': `${bigObject}module.exports = { title: 'T', url: 'https://t.example', customFields: { b: {${'...o, '.repeat(80_000)}} } };\n`,
      'content/docs/index.md': '# Hi\n\nText.\n',
    });
    const started = Date.now();
    const result = await runCli(['build', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docusaurus.config.js is not read: this value grows past');
  }, 90_000);

  it('in docusaurus.config.js: text doubled by templates or + is told as a value that grows too large, at its line, not as nesting', async () => {
    const doubled = Array.from({ length: 39 }, (_, i) => (i % 2 === 0 ? `const s${i + 1} = \`\${s${i}}\${s${i}}\`;` : `const s${i + 1} = s${i} + s${i};`)).join('\n');
    const site = await writeSite('literal-spread-bombs-config-text', {
      'docusaurus.config.js': `const s0 = '${'x'.repeat(60)}';\n${doubled}\nexport default { title: 'T', url: 'https://t.example', tagline: s39 };\n`,
      'content/docs/index.md': '# Hi\n\nText.\n',
    });
    const result = await runCli(['check', site], { timeoutMs: 60_000 });
    expect(result.code).toBe(0);
    expect(result.stderr).not.toContain('nests too deep');
    expect(result.stderr).toMatch(/docusaurus\.config\.js:\d+:\d+ {2}warning {2}docusaurus\.config\.js is not read: this value grows past 1,000,000 characters/);
  }, 90_000);
});
