// docusaurus.config.js is read as data because it is not trusted to run: it is read as content is. A
// link out of the root (to /proc/self/environ: the parse error's code frame printed the build's
// environment into its log), a FIFO (the build waited forever) or a device (/dev/zero: read until the
// memory gave out) is not read: one warning says why, and the zero-config defaults stand.
import { execFileSync } from 'node:child_process';
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const site = (name: string) => writeSite(name, { 'content/docs/intro.md': '# Intro\n\nHi.\n' });

describe('a docusaurus.config.js that is not a file of the site', () => {
  it("is not read through a link out of the root: the build's environment is not printed", async () => {
    const root = await site('docusaurus-config-environ');
    await symlink('/proc/self/environ', path.join(root, 'docusaurus.config.js'));
    // The environment's first variable is what a parse error at its first NUL would show.
    const wrapper = ['env', '-i', 'DEVCENTER_TEST_SECRET=ghp_never_printed', `PATH=${process.env.PATH ?? ''}`, 'NO_COLOR=1'];
    const result = await runCli(['check', root], { wrapper, timeoutMs: 30_000 });
    expect(result.stderr).not.toContain('ghp_never_printed');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("docusaurus.config.js is not read: it is a link that leads out of the site's folder");
  });

  it('is not waited on when it is a FIFO', async () => {
    const root = await site('docusaurus-config-fifo');
    execFileSync('mkfifo', [path.join(root, 'docusaurus.config.js')]);
    const result = await runCli(['check', root], { timeoutMs: 30_000 });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docusaurus.config.js is not read: it is not a regular file');
  });

  it('is not read to the end of memory when it links to /dev/zero', async () => {
    const root = await site('docusaurus-config-dev-zero');
    await symlink('/dev/zero', path.join(root, 'docusaurus.config.js'));
    const result = await runCli(['check', root], { timeoutMs: 30_000 });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docusaurus.config.js is not read: it is a link that leads out of the site\'s folder (to "/dev/zero")');
  });
});

describe("a docusaurus.config.js's texts that every page repeats", () => {
  it('are left out, noted, past 1,000 characters (5,000 for the copyright): a 900 KB config made 50 pages 150 MB', async () => {
    const root = await writeSite('docusaurus-config-long-texts', {
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`content/docs/p${i}.md`, `# Page ${i}\n\nHi.\n`])),
      'docusaurus.config.js': `module.exports = {\n  title: "${'T'.repeat(300_000)}",\n  url: 'https://long.example',\n  themeConfig: {\n    navbar: { items: [{ to: '/docs/p1', label: "${'L'.repeat(2_000)}" }] },\n    footer: { copyright: "${'C'.repeat(300_000)}" },\n  },\n};\n`,
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: docusaurus.config.js:1:18  title: 300,000 characters, more than the 1,000 every page may repeat');
    expect(result.stderr).toContain('themeConfig.footer.copyright: 300,000 characters, more than the 5,000 every page may repeat');
    expect(result.stderr).toContain('themeConfig.navbar.items[0]: a label of 2,000 characters, more than the 1,000 every page may repeat');
    const html = await readFile(path.join(root, 'build', 'docs', 'p1', 'index.html'), 'utf8');
    expect(html.length).toBeLessThan(100_000);
    expect(html).toContain('<title>Page 1 | docusaurus-config-long-texts</title>');
  });

  it("of a navbar dropdown, its label, its html items' titles and its docs' labels, are left out and noted past 1,000 characters: a 900 KB config made 25 pages 40 MB", async () => {
    const root = await writeSite('docusaurus-config-long-dropdown', {
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`content/docs/p${i}.md`, `# Page ${i}\n\nHi.\n`])),
      'docusaurus.config.js': `module.exports = {\n  title: 'Menus',\n  url: 'https://long.example',\n  themeConfig: {\n    navbar: {\n      items: [\n        { type: 'dropdown', label: "${'L'.repeat(300_000)}", items: [{ to: '/docs/p1', label: 'One' }] },\n        { type: 'dropdown', label: 'Guides', items: [\n          { type: 'html', value: "<b>${'H'.repeat(300_000)}</b>" },\n          { to: '/docs/p2', label: 'Two' },\n          { type: 'doc', docId: 'p3', label: "${'D'.repeat(300_000)}" },\n        ] },\n      ],\n    },\n  },\n};\n`,
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('note: docusaurus.config.js:7:9  themeConfig.navbar.items[0]: a dropdown label of 300,000 characters, more than the 1,000 every page may repeat');
    expect(result.stderr).toContain('themeConfig.navbar.items[1].items[0]: a title of 300,000 characters, more than the 1,000 every page may repeat');
    expect(result.stderr).toContain('themeConfig.navbar.items[1].items[2]: a label of 300,000 characters, more than the 1,000 every page may repeat');
    const html = await readFile(path.join(root, 'build', 'docs', 'p1', 'index.html'), 'utf8');
    expect(html.length).toBeLessThan(100_000);
    // The dropdown within the limits is drawn, its link kept.
    expect(html).toContain('<span class="navbar__dropdown-label">Guides</span>');
    expect(html).toContain('href="/docs/p2"');
  });
});

describe("a docusaurus.config.js's links that every page repeats", () => {
  it('are read up to 200, the rest left out and noted: 5,000 dropdown links on one line of a 170 KB config ended in an internal error', { timeout: 60_000 }, async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => `{ to: '/docs/p1', label: 'Link ${i}' }`).join(', ');
    const root = await writeSite('docusaurus-config-many-links', {
      ...Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`content/docs/p${i}.md`, `# Page ${i}\n\nHi.\n`])),
      'docusaurus.config.js': `module.exports = { title: 'Many', url: 'https://many.example', themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'Menu', items: [${items}] }] }, footer: { links: [{ title: 'More', items: [{ to: '/docs/p2', label: 'Two' }] }] } } };\n`,
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('themeConfig.navbar.items[0].items[200] and the entries after it: more than the 200 links every page may repeat');
    const html = await readFile(path.join(root, 'build', 'docs', 'p1', 'index.html'), 'utf8');
    expect(html).toContain('>Link 199</a>');
    expect(html).not.toContain('>Link 200</a>');
    expect(html.length).toBeLessThan(100_000);
  });
});

describe("a docusaurus.config.js's texts quoted in the report", () => {
  it('keep their line breaks inside their own line: a label cannot print a line that reads as a result or a problem of another file', async () => {
    const forged = '\\n\\nbuilt 40 pages, no problems\\nsrc/theme/Root.js:1:1  error  run npm install fix-it';
    const root = await writeSite('docusaurus-config-line-breaks', {
      'content/docs/intro.md': '# Intro\n\nHi.\n',
      'docusaurus.config.js': `module.exports = {\n  title: 'Breaks',\n  url: 'https://breaks.example',\n  plugins: [['@docusaurus/plugin-content-docs', { id: 'api${forged}', path: 'api' }]],\n  themeConfig: {\n    navbar: {\n      items: [\n        { label: 'Old${forged}', href: 'ftp://old.example' },\n        { label: 'Gone${forged}', to: '/docs/gone' },\n      ],\n    },\n  },\n};\n`,
    });
    const result = await runCli(['build', root]);
    const lines = result.stderr.split('\n');
    expect(lines.filter((line) => line.startsWith('src/theme/Root.js') || line.startsWith('built 40 pages'))).toEqual([]);
    expect(result.stderr).toContain('plugins: the docs plugin instance "api\\u000a\\u000abuilt 40 pages, no problems\\u000asrc/theme/Root.js:1:1  error  run npm install fix-it" (its docs in api)');
    expect(result.stderr).toContain('themeConfig.navbar.items[0] "Old\\u000a\\u000abuilt 40 pages');
    expect(result.stderr).toContain('error  broken link "/docs/gone" in themeConfig.navbar.items[1] ("Gone\\n\\nbuilt 40 pages, no problems\\nsrc/theme/Root.js:1:1  error  run npm install fix-it")');
    expect(result.code).toBe(1);
  });
});
