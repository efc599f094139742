// A Docusaurus config that spreads into its options an object a module of the site exports
// (`docs: { routeBasePath: '/', ...mdxOptions }`), read as running the config would spread it.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const MDX_MODULE = [
  "import remarkMath from 'remark-math';",
  "import remarkJoinLines from 'remark-join-cjk-lines';",
  "import rehypeKatex from 'rehype-katex';",
  '',
  'export const markdownOptions = {',
  "  routeBasePath: 'guide',",
  '  remarkPlugins: [remarkJoinLines, remarkMath],',
  '  rehypePlugins: [rehypeKatex],',
  '};',
  '',
].join('\n');

const config = (docs: string) =>
  [
    "import { markdownOptions } from './config/markdown';",
    '',
    'export default {',
    "  title: '能量手册',",
    "  url: 'https://energy.example',",
    `  presets: [['classic', { docs: ${docs}, blog: false }]],`,
    '};',
    '',
  ].join('\n');

const PAGE = '# 能量\n\n质能方程 $E = mc^{2}$ 成立。\n';

describe("a Docusaurus config's options spread from a module of the site", () => {
  it("reads the spread object's settings (its remark-math typesets the pages' math, its other plugins are named at their import in that module), keys written after the spread standing", async () => {
    const root = await writeSite('config-object-spreads', {
      'content/docs/energy.md': PAGE,
      'config/markdown.js': MDX_MODULE,
      'docusaurus.config.js': config("{ routeBasePath: '/', ...markdownOptions }"),
    });
    const built = await runCli(['build', root]);
    expect(built.code, built.stderr).toBe(0);
    // The spread's routeBasePath replaces the one written before it.
    const html = await readFile(path.join(root, 'build', 'guide', 'energy', 'index.html'), 'utf8');
    expect(html).toContain('class="katex"');
    expect(built.stderr).toContain('note: config/markdown.js:2:8  presets: a plugin of the docs\' remarkPlugins, which devcenter does not run: the pages show as written what it would change (computed: an import of "remark-join-cjk-lines")');
    expect(built.stderr).not.toMatch(/a spread|remark-math"|rehype-katex"/);

    // Written after the spread, the config's own routeBasePath stands.
    const after = await writeSite('config-object-spreads-after', {
      'content/docs/energy.md': PAGE,
      'config/markdown.js': MDX_MODULE,
      'docusaurus.config.js': config("{ ...markdownOptions, routeBasePath: '/' }"),
    });
    const builtAfter = await runCli(['build', after]);
    expect(builtAfter.code, builtAfter.stderr).toBe(0);
    expect(existsSync(path.join(after, 'build', 'energy', 'index.html'))).toBe(true);
    expect(existsSync(path.join(after, 'build', 'guide'))).toBe(false);
  });
});
