// A site component's text prop that is a javascript: or data: address is an error at its attribute,
// read as the browser reads an address (an attacker-round find): `to="java&#9;script:…"` (MDX decodes
// the reference to a tab, which the browser's URL parser drops) passed the check, reached the
// component, and its `location.href = to` ran the script on `devcenter dev`, which sends no policy.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const GO = `import React from 'react';
export default function Go({ to, items }) {
  return <button type="button" className="go" data-to={to} onClick={() => { window.location.href = to; }}>{(items ?? []).join(' ')}</button>;
}
`;

describe('a script address in a site component prop', () => {
  it('is refused with a tab, line break or control in or before its scheme, in text and in a list', async () => {
    const site = await writeSite('site-component-script-urls', {
      'site.config.ts': "export default { title: 'T', url: 'https://t.example', components: { Go: './src/components/Go.jsx' } };\n",
      'src/components/Go.jsx': GO,
      'content/docs/index.mdx': [
        "import Go from '@site/src/components/Go';",
        '',
        '# Props',
        '',
        '<Go to="java&#9;script:alert(document.domain)" />',
        '',
        '<Go to={"\\u0001 jav\\nascript:alert(1)"} />',
        '',
        '<Go to="/docs/" items={["da\\rta:text/html,x"]} />',
        '',
        '<Go to="/docs/" items={["fine", "javascript is a language: yes"]} />',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/index.mdx:5:5  error  Prop to of <Go> is a javascript:, vbscript: or data: address, which could run code.');
    expect(result.stderr).toContain('content/docs/index.mdx:7:5  error  Prop to of <Go> is not a literal');
    expect(result.stderr).toContain('content/docs/index.mdx:9:17  error  Prop items of <Go> is not a literal');
    expect(result.stderr).toContain('build failed: 3 errors');
    await expect(readFile(path.join(site, 'build', 'docs', 'index.html'), 'utf8')).rejects.toThrow();
  });
});
