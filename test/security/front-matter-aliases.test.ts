// On a site with components of its own, a doc showing one carries its whole front matter in its page
// data (useDoc().frontMatter, as JSON): YAML aliases there are written out at each use. The yaml
// package bounds exponential alias bombs only, so a linear one (`l: [*big, *big, …]`) and an alias
// inside the value it names (`a: &x {b: *x}`) must be stopped at the front matter, with its line.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const COMPONENT = `import React from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
export default function Show() {
  return <p id="keys">{Object.keys(useDoc().frontMatter).join(',')}</p>;
}
`;

function componentSite(name: string, frontMatter: string): Promise<string> {
  return writeSite(name, {
    'site.config.ts': "export default {\n  title: 'Aliases',\n  url: 'https://docs.example.org',\n  components: { Show: './src/components/Show.jsx' },\n};\n",
    'src/components/Show.jsx': COMPONENT,
    'content/docs/intro.mdx': `---\n${frontMatter}\n---\nimport Show from '@site/src/components/Show';\n\n# Intro\n\n<Show />\n`,
    'content/docs/other.md': '# Other\n\nA page.\n',
  });
}

describe("front matter aliases in a doc's page data", () => {
  it('refuses front matter whose aliases would write it out hundreds of times over, at the key that passes the limit', { timeout: 60_000 }, async () => {
    const big = 'A'.repeat(300_000);
    // 600 KB of page, which wrote 115 MB of output (the HTML and the page data, 57 MB each).
    const site = await componentSite('security-front-matter-alias-size', [`a: &x "${big}"`, `b: &y "${big}"`, `l: [${Array(99).fill('*x').join(',')}]`, `m: [${Array(99).fill('*y').join(',')}]`].join('\n'));
    const result = await runCli(['build', site]);
    expect(result.stderr).toContain('content/docs/intro.mdx:4:1  error  The frontmatter comes to more than 2,000,000 characters as the page\'s data, reaching "l": its aliases (*name) repeat their values at each use.');
    expect(result.stderr).toContain('hint: write each value out once: front matter needs no aliases.');
    expect(result.code).toBe(1);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('refuses an alias inside the value it names, which was an internal error', async () => {
    const site = await componentSite('security-front-matter-alias-cycle', 'title: Intro\nloop: &x\n  self: *x');
    const result = await runCli(['build', site]);
    expect(result.stderr).toContain('content/docs/intro.mdx:3:1  error  Frontmatter "loop" holds itself: an alias (*name) inside the value it names, which a page\'s data cannot hold.');
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(1);
  });

  it('still builds a value an alias repeats a few times', async () => {
    const site = await componentSite('security-front-matter-alias-ok', 'base: &b { a: 1 }\nother: *b\nthird: *b');
    const result = await runCli(['build', site]);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
  });
});
