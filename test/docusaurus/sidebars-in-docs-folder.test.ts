// A Docusaurus config whose sidebarPath names a file in the docs folder (OpenDAL's
// './docs/sidebars.js'): moved with the docs to content/docs/, it is content there, read as data and
// never run; passed over, the sidebar was made from the folders without a word.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = "module.exports = {\n  title: 'Ledger',\n  url: 'https://ledger.example',\n  presets: [['classic', { docs: { sidebarPath: require.resolve('./docs/sidebars.js') } }]],\n};\n";
const DOCS = { 'content/docs/accounts.md': '# Accounts\n', 'content/docs/entries.md': '# Entries\n' };

describe('a sidebars file the sidebarPath names in the docs folder', () => {
  it('is read from content/docs/ as data: its order, not the folders', async () => {
    const root = await writeSite('docu-sidebars-in-docs', { ...DOCS, 'docusaurus.config.js': CONFIG, 'content/docs/sidebars.js': "module.exports = { books: ['entries', 'accounts'] };\n" });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'accounts', 'index.html'), 'utf8');
    expect(html.indexOf('>Entries</a>')).toBeGreaterThan(-1);
    expect(html.indexOf('>Entries</a>')).toBeLessThan(html.indexOf('>Accounts</a>'));
  });

  it('is never run there: code in it is an error at its line that says to move it to the root, where it runs', async () => {
    const root = await writeSite('docu-sidebars-in-docs-code', {
      ...DOCS,
      'docusaurus.config.js': CONFIG,
      'content/docs/sidebars.js': "const page = (id) => ({ type: 'doc', id });\nmodule.exports = { books: [page('entries'), page('accounts')] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('content/docs/sidebars.js:1:14  error  content/docs/sidebars.js is under content/, so devcenter reads it as data and never runs it: a function is code.');
    expect(result.stderr).toContain("hint: it is the sidebars file the Docusaurus config's sidebarPath names in the docs folder, which is content/docs/ here: move it out of content/, to sidebars.js at the site's root, where devcenter finds it and runs it as the site's code");
  });
});
