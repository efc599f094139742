// The sidebars file is the site's code, but what it reads from content/ is content, which never runs:
// the docusaurus-openapi-docs plugin's generated `docs/api/sidebar.js` (or `.ts`) is read as data. And
// whatever the sidebars file exports, however hostile or large, is said as a problem of that file.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, TMP, writeSite } from '../support/cli.ts';

const DOCS = {
  'content/docs/intro.md': '# Intro\n\nHi.\n',
  'content/docs/api/list-pets.md': '# List pets\n\nGET.\n',
  'content/docs/api/add-pet.md': '# Add pet\n\nPOST.\n',
};

interface Item {
  label: string;
  items?: Item[];
}

const sidebarLabels = async (root: string) => {
  const sidebar = JSON.parse(await readFile(path.join(root, 'build/_dc/sidebars/docs.json'), 'utf8')) as { items: Item[] };
  const labels = (items: Item[]): unknown[] => items.map((i) => (i.items ? [i.label, labels(i.items)] : i.label));
  return labels(sidebar.items);
};

describe('a file under content/ that the sidebars file requires', () => {
  it('is read as data and never run: code in it is an error at its line and column, and writes nothing', async () => {
    const written = path.join(TMP, 'sidebars-data-pwned.txt');
    await rm(written, { force: true });
    const root = await writeSite('sidebars-data-code', {
      ...DOCS,
      'content/docs/api/sidebar.js': `const fs = process.getBuiltinModule('fs');\nfs.writeFileSync(${JSON.stringify(written)}, 'ran');\nmodule.exports = [{ type: 'doc', id: 'api/list-pets' }];\n`,
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'API', items: require('./docs/api/sidebar.js') }] };\n",
    });
    const result = await runCli(['check', root]);
    expect(existsSync(written)).toBe(false);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain('content/docs/api/sidebar.js:1:12  error  content/docs/api/sidebar.js is under content/, so devcenter reads it as data and never runs it: a call is code.');
    expect(result.stderr).toContain('hint: write its value as literals');
  });

  it('is data whether it is reached by an absolute path or through a link from outside content/', async () => {
    const written = path.join(TMP, 'sidebars-data-linked.txt');
    await rm(written, { force: true });
    const root = await writeSite('sidebars-data-linked', {
      ...DOCS,
      'content/docs/api/sidebar.js': `require('node:fs').writeFileSync(${JSON.stringify(written)}, 'ran');\nmodule.exports = [];\n`,
      'sidebars.js': "module.exports = { docs: require('./gen/sidebar.js') };\n",
    });
    await mkdir(path.join(root, 'gen'));
    await symlink('../content/docs/api/sidebar.js', path.join(root, 'gen/sidebar.js'));
    const linked = await runCli(['check', root]);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain('gen/sidebar.js:1:1  error  gen/sidebar.js is under content/, so devcenter reads it as data and never runs it: a call is code.');
    await writeFile(path.join(root, 'sidebars.js'), `module.exports = { docs: require(${JSON.stringify(path.join(root, 'content/docs/api/sidebar.js'))}) };\n`);
    const absolute = await runCli(['check', root]);
    expect(absolute.code).toBe(2);
    expect(absolute.stderr).toContain('content/docs/api/sidebar.js:1:1  error  content/docs/api/sidebar.js is under content/');
    expect(existsSync(written)).toBe(false);
  });

  it("reads the docusaurus-openapi-docs plugin's generated sidebar.js (module.exports = [...]) as the sidebar", async () => {
    const root = await writeSite('sidebars-data-openapi-js', {
      ...DOCS,
      'content/docs/api/sidebar.js':
        'module.exports = [\n  { type: "doc", id: "api/list-pets", label: `List pets`, className: "api-method get" },\n  { type: "category", label: "pets", items: [{ type: "doc", id: "api/add-pet", className: "api-method post" }] },\n];\n',
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'API', items: require('./docs/api/sidebar.js') }] };\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await sidebarLabels(root)).toEqual(['Intro', ['API', ['List pets', ['pets', ['Add pet']]]]]);
  });

  it("reads its TypeScript form (import type, a typed const, export default sidebar.apisidebar) as the sidebar", async () => {
    const root = await writeSite('sidebars-data-openapi-ts', {
      ...DOCS,
      'content/docs/api/sidebar.ts': [
        'import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";',
        '',
        'const sidebar: SidebarsConfig = {',
        '  apisidebar: [',
        '    { type: "doc", id: "api/list-pets" },',
        '    { type: "category", label: "pets", items: [{ type: "doc", id: "api/add-pet", label: "Add a new pet", className: "api-method post" }] },',
        '  ],',
        '};',
        '',
        'export default sidebar.apisidebar;',
        '',
      ].join('\n'),
      'sidebars.ts': "import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';\nconst sidebars: SidebarsConfig = { docs: ['intro', { type: 'category', label: 'API', items: require('./docs/api/sidebar.ts') }] };\nexport default sidebars;\n",
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(await sidebarLabels(root)).toEqual(['Intro', ['API', ['List pets', ['pets', ['Add a new pet']]]]]);
  });

  it('names the place of code in its TypeScript form, in the file as written', async () => {
    const root = await writeSite('sidebars-data-openapi-ts-code', {
      ...DOCS,
      'content/docs/api/sidebar.ts': 'import type { SidebarsConfig } from "@docusaurus/plugin-content-docs";\n\nconst sidebar: SidebarsConfig = {\n  apisidebar: [{ type: "doc", id: String("api/list-pets") }],\n};\n\nexport default sidebar.apisidebar;\n',
      'sidebars.ts': "export default { docs: require('./docs/api/sidebar.ts') };\n",
    });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('content/docs/api/sidebar.ts:4:35  error  content/docs/api/sidebar.ts is under content/, so devcenter reads it as data and never runs it: a call is code.');
  });
});

describe('what the sidebars file exports', () => {
  it.each([
    ['a getter of a sidebar that throws', "module.exports = { get docs() { throw new Error('boom'); } };\n", 'Error: boom'],
    ['a getter of a category\'s items that throws', "module.exports = { docs: [{ type: 'category', label: 'C', get items() { throw new Error('items boom'); } }] };\n", 'Error: items boom'],
    ['a getter of a doc\'s id that throws', "module.exports = { docs: [{ type: 'doc', get id() { throw new Error('id boom'); } }] };\n", 'Error: id boom'],
    ['a Proxy whose ownKeys throws', "module.exports = new Proxy({}, { ownKeys() { throw new Error('keys boom'); } });\n", 'Error: keys boom'],
  ])('is an error of the sidebars file, never an internal error: %s', async (_, sidebars, thrown) => {
    const root = await writeSite('sidebars-data-hostile', { ...DOCS, 'sidebars.js': sidebars });
    const result = await runCli(['check', root]);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`sidebars.js  error  sidebars.js threw an error when it was run: ${thrown}`);
  });
});

describe('a sidebars file that exports its sidebars by name only', () => {
  // Buck2's sidebars.ts exports `sidebars` by name, for the file its sidebarPath names to re-export as the default.
  it('says it has no default export and which to make the default, not "must export an object"', async () => {
    const root = await writeSite('sidebars-named-export', { ...DOCS, 'sidebars.ts': "export const sidebars = { docs: ['intro'] };\nexport function helper() {}\n" });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('sidebars.ts  error  sidebars.ts has no default export (it exports "helper", "sidebars" by name)');
    expect(result.stderr).toContain('hint: add `export default sidebars;` to sidebars.ts');
    expect(result.stderr).not.toContain('internal error');
  });

  it('quotes an export named by a string as written, so a line break in it forges no line of the report', async () => {
    const forged = 'x\ncontent/docs/intro.md:1:1  error  forged';
    const root = await writeSite('sidebars-named-export-string', { ...DOCS, 'sidebars.js': `const s = { docs: ['intro'] };\nexport { s as ${JSON.stringify(forged)} };\n` });
    const result = await runCli(['check', root]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`sidebars.js has no default export (it exports ${JSON.stringify(forged)} by name)`);
    expect(result.stderr).toContain('hint: add `export default sidebars;` to sidebars.js');
    expect(result.stderr.split('\n').filter((line) => line.startsWith('content/docs/intro.md'))).toEqual([]);
  });
});

describe('a sidebars file with a mistake repeated many times', () => {
  it('shows the first 20 of each kind, counts the rest in one line, and is located in linear time', async () => {
    // Generated, as an API's sidebar is: every doc listed again, and as many links to locate. Each
    // writing was searched for from the file's start (the duplicates, past every earlier one): this
    // took minutes and printed one warning per entry.
    const links = Array.from({ length: 20_000 }, (_, i) => ({ type: 'link', label: `Op ${i}`, href: `https://api.example/ops/${i}` }));
    const root = await writeSite('sidebars-data-repeated', {
      ...DOCS,
      'sidebars.json': JSON.stringify({ docs: ['intro', ...Array.from({ length: 100_000 }, () => 'intro'), ...links, ...Array.from({ length: 30 }, (_, i) => `gone-${i}`)] }, null, 1),
    });
    const result = await runCli(['check', root], { timeoutMs: 100_000 });
    expect(result.code).toBe(1);
    // The repeats of one sidebar are one warning (sidebar-repeats.ts): the 20 shown are its places, the rest counted in it.
    expect(result.stderr.match(/warning {2}sidebars\.docs\[\d+\]: doc "intro" is already in this sidebar/g)).toHaveLength(1);
    expect(result.stderr).toContain('sidebars.json:4:3  warning  sidebars.docs[1]: doc "intro" is already in this sidebar; its first place is used (100000 docs listed twice in this sidebar; this is the first).');
    expect(result.stderr.match(/note: sidebars\.json:\d+:3  also listed twice: sidebars\.docs\[\d+\]: doc "intro"/g)).toHaveLength(19);
    expect(result.stderr.match(/error {2}sidebars\.docs\[\d+\] names doc "gone-\d+"/g)).toHaveLength(20);
    expect(result.stderr).toContain('note: … and 10 more like this, not shown');
    // The totals count what was left out too: 30 missing docs; the 100,000 repeats are one warning.
    expect(result.stderr).toContain('check failed: 30 errors, 1 warning');
    expect(result.stderr.length).toBeLessThan(20_000);
  }, 120_000);

  it("shows the first 20 of each problem with a site.config.ts sidebar's shape, and counts the rest", async () => {
    const items = Array.from({ length: 20_000 }, () => "{ type: 'doc', idd: 'intro' }").join(',\n      ');
    const root = await writeSite('sidebars-data-repeated-config', {
      ...DOCS,
      'site.config.ts': `export default {\n  title: 'T',\n  url: 'https://t.example',\n  provider: { name: 'P', url: 'https://p.example' },\n  sidebars: {\n    docs: [\n      ${items},\n    ],\n  },\n};\n`,
    });
    const result = await runCli(['check', root], { timeoutMs: 100_000 });
    expect(result.code).toBe(2);
    expect(result.stderr.match(/error {2}sidebars\.docs\[\d+\]\.idd is not a known setting/g)).toHaveLength(20);
    expect(result.stderr.match(/error {2}sidebars\.docs\[\d+\]\.id is missing/g)).toHaveLength(20);
    expect(result.stderr.match(/note: … and 19980 more like this, not shown/g)).toHaveLength(2);
    expect(result.stderr.length).toBeLessThan(20_000);
  }, 120_000);
});
