// A link whose last segment has a dot (`../mappings/core.ts`, `./upgrade-to-2.0`) looks like a file
// next to the page, but Docusaurus leaves a link to a file that does not exist to the router: it is
// the address of a doc named `core.ts.md` or `upgrade-to-2.0.md`. Uniswap's docs link to their
// subgraph handler pages (`factory.ts.md`) so 330 times; each was a "broken file link" error.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

describe('links to docs whose names have a dot', () => {
  it('lead to the doc, are written out whole and have their anchors checked; a link to neither file nor page is still an error', async () => {
    const root = await zeroConfigSite('docu-dotted-doc-links', {
      'handlers/core.ts.md': '---\ntitle: core.ts\n---\n\n## handleSwap\n\nHandles swaps.\n',
      'upgrade-to-2.0.md': '# Upgrading to 2.0\n\nSteps.\n',
      'contracts/pool.md': '# Pool\n\nSee [handleSwap()](../handlers/core.ts#handleswap) and <a href="../upgrade-to-2.0">the upgrade</a>.\n',
    });
    const build = await runCli(['build', root]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(root, 'build', 'docs', 'contracts', 'pool', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/handlers/core.ts#handleswap">handleSwap()</a>');
    expect(html).toContain('<a href="/docs/upgrade-to-2.0">the upgrade</a>');

    const broken = await zeroConfigSite('docu-dotted-doc-links-broken', {
      'handlers/core.ts.md': '# core.ts\n\n## handleSwap\n',
      'page.md': '# Page\n\n[a](./handlers/core.ts#nope) and [b](./missing-2.0).\n',
    });
    const check = await runCli(['check', broken]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain('page.md:3:1  warning  broken anchor "./handlers/core.ts#nope": /docs/handlers/core.ts has no heading or id "nope"');
    expect(check.stderr).toContain('page.md:3:34  error  broken file link "./missing-2.0": there is no content/docs/missing-2.0.');
    expect(check.stderr).toContain('1 error, 1 warning');
  });
});
