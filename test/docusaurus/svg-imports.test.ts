// Docusaurus turns an imported .svg into a React component (SVGR): `import Logo from './logo.svg'`
// then `<Logo className="…" />`. Here the name draws the file as an <img>: copied like any picture
// next to a page, or served from static/, its markup never entering the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';

describe('an imported .svg file used as a component', () => {
  it('draws as an <img> of the file, beside the page or in static/, with the attributes an image takes', async () => {
    const site = await writeSite('docu-svg-imports', {
      'content/docs/logos.mdx': "# Logos\n\nimport Logo from './img/logo.svg';\nimport Wide from '@site/static/img/wide.svg';\n\n<Logo className=\"themed\" title=\"Our logo\" width={40} />\n\n<Wide />\n",
      'content/docs/img/logo.svg': LOGO,
      'static/img/wide.svg': LOGO,
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'logos', 'index.html'), 'utf8');
    expect(html).toMatch(/<img src="\/assets\/files\/logo-[0-9a-f]{8}\.svg" alt="Our logo" class="themed" title="Our logo" width="40"\/>/);
    expect(html).toContain('<img src="/img/wide.svg" alt=""/>');
    expect(html).not.toContain('<circle');
  });

  it('that is not there is a broken file link at the element', async () => {
    const site = await writeSite('docu-svg-imports-missing', { 'content/docs/logos.mdx': "# Logos\n\nimport Logo from './img/gone.svg';\n\n<Logo />\n" });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/logos.mdx:5:1');
    expect(build.stderr).toContain('./img/gone.svg');
  });
});
