// WebdriverIO's sidebars.ts imports ./sidebars.json, which a script of the site writes before
// Docusaurus builds it: esbuild's "Could not resolve" at the import said nothing of why or what to do.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('a sidebars file importing a file the site does not have', () => {
  it('says the file is not there and how it comes to be, at the import', async () => {
    const site = await writeSite('generated-sidebar-import', {
      'content/docs/intro.md': '# Intro\n',
      'docusaurus.config.js': "module.exports = { title: 'S', url: 'https://s.example' };\n",
      'sidebars.ts': "import generated from './sidebars.json';\n\nexport default { docs: [{ type: 'category', label: 'API', items: generated }] };\n",
    });
    const result = await runCli(['check', site]);
    // A config that does not build stops the command as a config problem does (exit code 2).
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('sidebars.ts:1:23  error  Could not resolve "./sidebars.json"');
    expect(result.stderr).toContain('hint: there is no sidebars.json in the site: if a script of the site writes it before the Docusaurus build (a generated sidebar, an API list), run that script before devcenter builds too, or write the file.');
  });
});
