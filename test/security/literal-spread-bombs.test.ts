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
});
