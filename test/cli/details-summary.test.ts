// Docusaurus's Details takes its summary as a prop too (`summary?: ReactElement | string`): a string
// given so is drawn as the <summary>, which devcenter left out with a warning.
import path from 'node:path';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('<Details summary="…">', () => {
  it('draws a string summary prop as the <summary>, as text, and a <summary> child still wins', async () => {
    const page = [
      "import Details from '@theme/Details';",
      '',
      '# A',
      '',
      '<Details summary="Click <b>me</b> & go">',
      '',
      'Hidden body.',
      '',
      '</Details>',
      '',
      '<details summary="Lower">',
      '',
      'Lower body.',
      '',
      '</details>',
      '',
      '<details summary="Ignored">',
      '<summary>Child</summary>',
      '',
      'Child body.',
      '',
      '</details>',
      '',
    ].join('\n');
    const site = await zeroConfigSite('details-summary-prop', { 'a.mdx': page });
    const out = await mkdtemp(path.join(tmpdir(), 'details-summary-'));
    const result = await runCli(['build', site, '--out', out]);
    expect(result.code).toBe(0);
    const html = await readFile(path.join(out, 'docs/a/index.html'), 'utf8');
    expect(html).toContain('<details><summary>Click &lt;b&gt;me&lt;/b&gt; &amp; go</summary><p>Hidden body.</p></details>');
    expect(html).toContain('<details><summary>Lower</summary><p>Lower body.</p></details>');
    expect(html).toContain('<details><summary>Child</summary><p>Child body.</p></details>');
    // Only the prop a <summary> child overrides is left out, with the warning saying so.
    expect(result.stderr).toContain('content/docs/a.mdx:17:10  warning  <details> has no attribute "summary": it is left out of the page.');
    expect(result.stderr).not.toContain('5:10');
  });
});
