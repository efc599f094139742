// An empty sidebars file (Keploy's sidebars.js, an empty blob, which its docusaurus.config.js names as
// sidebarPath) is, as Docusaurus loads it, a CommonJS module exporting {}: no sidebars. It was refused
// as "exports nothing, not an object of sidebars", and nothing else of the site was checked.
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe('an empty sidebars file', () => {
  it('is read as no sidebars, as Docusaurus reads it: the site checks and builds', async () => {
    const site = await writeSite('empty-sidebars-file', {
      'content/docs/intro.md': '# Intro\n\nHello.\n',
      'sidebars.js': '// Sidebars to come.\n',
    });
    const checked = await runCli(['check', site]);
    expect(checked.stderr).not.toContain('sidebars.js');
    expect(checked.code, checked.stderr).toBe(0);
    const built = await runCli(['build', site]);
    expect(built.code, built.stderr).toBe(0);
    // A file that does export, but not an object, is still refused.
    const listed = await writeSite('empty-sidebars-file-list', { 'content/docs/intro.md': '# Intro\n', 'sidebars.js': "module.exports = ['intro'];\n" });
    expect((await runCli(['check', listed])).stderr).toContain('sidebars.js exports a list, not an object of sidebars');
  });
});
