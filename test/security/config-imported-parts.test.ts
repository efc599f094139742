// The modules of the site a Docusaurus config imports parts of itself from are read as data, as the
// config is: how many are read, and how large what they put in the config grows, is bounded for the
// whole config, not for each file (an attacker-round find: a 1.6 KB config and a 30 KB module ran the
// heap out after minutes).
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const names = Array.from({ length: 32 }, (_, i) => i);
const imports = names.map((i) => `import { a${i} as i${i} } from './m.js';`).join('\n');
const all = `{ ${names.map((i) => `k${i}: i${i}`).join(', ')} }`;

describe("a Docusaurus config's imported modules", () => {
  it('are read at most 32 in all: a module importing 32 of its own names, three files deep, is read in seconds', async () => {
    const site = await writeSite('config-imported-parts-fan', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      // Each of its 32 names is an object of its 32 names: 32 + 32² + 32³ reads, counted per file.
      'm.js': `${imports}\n${names.map((i) => `export const a${i} = ${all};`).join('\n')}\nexport const pad = [${Array(300).fill(`"${'x'.repeat(60)}"`).join(',')}];\n`,
      'docusaurus.config.js': `${imports}\nexport default { title: 'Fan', url: 'https://fan.example', customFields: ${all} };\n`,
    });
    const started = Date.now();
    const result = await runCli(['check', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).not.toContain('heap');
    expect(result.code).toBe(0);
  }, 90_000);

  it('are measured with the config, each use counted: a 250 KB list put at 20,000 places is not read, with the reason', async () => {
    const site = await writeSite('config-imported-parts-reuse', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'big.js': `export const big = [${Array(2_500).fill(`"${'x'.repeat(100)}"`).join(',')}];\n`,
      'docusaurus.config.js': `import { big } from './big.js';\nexport default {\n  title: 'Big', url: 'https://big.example',\n  customFields: { ${Array.from({ length: 20_000 }, (_, i) => `k${i}: big`).join(', ')} },\n  themeConfig: { navbar: { items: [${Array(2_000).fill("{ label: 'x', to: '/docs/intro', items: big }").join(', ')}] } },\n};\n`,
    });
    const started = Date.now();
    const result = await runCli(['check', site], { timeoutMs: 60_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docusaurus.config.js is not read: with the modules of the site it imports, it grows past');
  }, 90_000);
});
