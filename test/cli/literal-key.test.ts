// react-native-paper's generated component pages list their extra examples as
// `<li key="Comprehensive Portal example">`: React reads a literal key itself and gives it to no
// element, so Docusaurus's page is the same without it, where devcenter refused it as a prop that
// could run code.
import path from 'node:path';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('a key attribute', () => {
  it('is left out when literal, as React leaves it out of the page, and the element is drawn', async () => {
    const page = ['# A', '', '<ul>', '  <li key="First example">', '    <a href="/docs/a">One</a>', '  </li>', '  <li key={2}>Two</li>', '</ul>', '', '<details key="d">', '<summary>More</summary>', '', 'Body.', '', '</details>', ''].join('\n');
    const site = await zeroConfigSite('literal-key', { 'a.mdx': page });
    const out = await mkdtemp(path.join(tmpdir(), 'literal-key-'));
    const result = await runCli(['build', site, '--out', out]);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(out, 'docs/a/index.html'), 'utf8');
    expect(html).toContain('<li><a href="/docs/a">One</a></li>');
    expect(html).toContain('<li>Two</li>');
    expect(html).toContain('<details><summary>More</summary><p>Body.</p></details>');
    expect(html).not.toContain('key="');
  });

  it('stays refused when it is an expression', async () => {
    const site = await zeroConfigSite('expression-key', { 'a.mdx': '# A\n\n<ul>\n  <li key={name}>One</li>\n</ul>\n' });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:4:7  error  Attribute key of <li> is not allowed in content: it could run code or replace what the page renders.');
  });
});
