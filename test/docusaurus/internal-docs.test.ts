// Meta's docs mark what only their internal build shows with docusaurus-plugin-internaldocs-fb
// (Litho's sidebars.js, Relay's and Pyre's pages): devcenter builds the public site, as their public
// Docusaurus build does, without the package installed.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

interface Item {
  label: string;
  items?: Item[];
}

describe("Meta's internal-docs helpers", () => {
  it('run in sidebars.js as the public build runs them: fbInternalOnly lists nothing (or its fallback), fbContent its external items', async () => {
    const root = await writeSite('docu-internal-docs-sidebars', {
      'content/docs/intro.md': '# Intro\n',
      'content/docs/public.md': '# Public\n',
      'content/docs/oss.md': '# Oss\n',
      'content/docs/fb/secret.md': '# Secret\n',
      'sidebars.js': [
        "const {fbContent, fbInternalOnly} = require('docusaurus-plugin-internaldocs-fb/internal');",
        "const helpers = require('internaldocs-fb-helpers');",
        'module.exports = {',
        '  docs: [',
        "    'intro',",
        "    ...fbInternalOnly(['fb/secret']),",
        "    ...helpers.fbInternalOnly(['fb/secret'], ['public']),",
        "    ...fbContent({internal: ['fb/secret'], external: ['oss']}),",
        // Written unspread among the items, as Mariana Trench's sidebars do.
        "    fbInternalOnly('fb/secret'),",
        "    fbContent({internal: 'fb/secret'}),",
        "    {type: 'category', label: 'More', items: ['public']},",
        '  ],',
        "  ...fbInternalOnly({internal: ['fb/secret']}),",
        '};',
        '',
      ].join('\n'),
    });
    const result = await runCli(['build', root]);
    expect(result.code, result.stderr).toBe(0);
    const sidebars = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
    expect(sidebars.items.map((item) => item.label)).toEqual(['Intro', 'Public', 'Oss', 'More']);
    // The internal-only sidebar is not made, and its doc is listed in none.
    expect(result.stderr).not.toContain('internal');
  });

  it('draw a page as the public build does, imported or not: <OssOnly> shows its children, <FbInternalOnly> nothing', async () => {
    const root = await writeSite('docu-internal-docs-page', {
      'content/docs/intro.mdx': [
        '---',
        'title: Setup',
        '---',
        '',
        "import {FbInternalOnly, OssOnly as Public} from 'docusaurus-plugin-internaldocs-fb/internal';",
        '',
        '# Setup',
        '',
        '<Public>',
        '',
        'Install it from **npm**.',
        '',
        '</Public>',
        '',
        '<FbInternalOnly>',
        '',
        'Use the internal mirror at go/secret-mirror.',
        '',
        '</FbInternalOnly>',
        '',
        'Then run it <FbInternalOnly>on your devserver</FbInternalOnly><Public>anywhere</Public>.',
        '',
      ].join('\n'),
      // Meta's preset gives every page both, imported or not (Glean's pages).
      'content/docs/more.md': '# More\n\n<OssOnly>\n\nOpen to all.\n\n</OssOnly>\n\n<FbInternalOnly>\n\nSee go/secret-mirror.\n\n</FbInternalOnly>\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(root, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('Install it from <strong>npm</strong>.');
    expect(html).toContain('Then run it anywhere.');
    expect(await readFile(path.join(root, 'build/docs/more/index.html'), 'utf8')).toContain('<p>Open to all.</p>');
    // Not in the page, its data, its search records or its Markdown copy.
    for (const file of ['docs/intro/index.html', 'docs/more/index.html', 'search-records.json', 'docs/intro.md', 'docs/more.md']) {
      const text = await readFile(path.join(root, 'build', file), 'utf8');
      expect(text, file).not.toContain('secret-mirror');
      expect(text, file).not.toContain('devserver');
    }
  });

  // Flipper's pages import ./fb/_installation.mdx, which Meta never publishes: its preset's public
  // build leaves such imports out, and their elements draw nothing. Each was an error here.
  it("leave out a page's imports of fb/ files on a site built with Meta's preset, as its public build does", async () => {
    const config = (preset: string) => `module.exports = {\n  title: 'F',\n  url: 'https://f.example',\n  presets: [['${preset}', { docs: {} }]],\n};\n`;
    const root = await writeSite('docu-internal-docs-fb-imports', {
      'docusaurus.config.js': config('docusaurus-plugin-internaldocs-fb/docusaurus-preset'),
      'content/docs/install.mdx': "import FbInstall from './fb/_installation.mdx';\nimport Shared from './_shared.mdx';\n\n# Install\n\n<FbInstall />\n\nPublic text.\n\n<Shared />\n",
      'content/docs/_shared.mdx': 'Shared part.\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(root, 'build/docs/install/index.html'), 'utf8');
    expect(html).toMatch(/<h1[^>]*>Install<\/h1>\s*<p>Public text\.<\/p>\s*<p>Shared part\.<\/p>/);
    // With the classic preset the import is the missing file it is, also in a build that follows.
    await writeFile(path.join(root, 'docusaurus.config.js'), config('classic'));
    const classic = await runCli(['build', root]);
    expect(classic.code).toBe(1);
    expect(classic.stderr).toContain('content/docs/install.mdx:1:1  error  Import of "./fb/_installation.mdx": there is no such Markdown file in content/.');
  });
});
