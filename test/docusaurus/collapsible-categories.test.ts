// Docusaurus's `collapsible: false` (in a sidebars file or a _category_ file): the category is always
// open and drawn without a caret; its label links to its page when it has one, else it is a heading
// of its items. typescript-eslint's sidebars write it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

describe('categories that do not collapse', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-collapsible', {
      'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
      'content/docs/guides/_category_.json': JSON.stringify({ label: 'Guides', position: 2, collapsible: false, collapsed: true }),
      'content/docs/guides/one.md': '# One\n',
      'content/docs/guides/two.md': '# Two\n',
      'content/docs/more/_category_.json': JSON.stringify({ label: 'More', position: 3, collapsed: true }),
      'content/docs/more/three.md': '# Three\n',
    });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('are drawn open with no caret and no toggle, beside a category that does collapse', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<li class="menu__list-item"><span class="menu__link menu__link--static">Guides</span><ul class="menu__list"><li class="menu__list-item"><a href="/docs/guides/one"');
    // The other category still collapses, and is left out of the page until opened (the lazy sidebar).
    expect(html).toMatch(/<li class="menu__list-item menu__list-item--collapsed"><a role="button" href="\/docs\/more\/three" aria-expanded="false" class="menu__link menu__link--sublist menu__link--sublist-caret">More<\/a><\/li>/);
  });

  it('in a sidebars file too, where its label links to its page', async () => {
    const root = await writeSite('docu-collapsible-sidebars', {
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Reference', collapsible: false, link: { type: 'doc', id: 'ref/index' }, items: ['ref/api'] }] };\n",
      'content/docs/intro.md': '# Intro\n',
      'content/docs/ref/index.md': '# Reference\n',
      'content/docs/ref/api.md': '# API\n',
    });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    expect(html).toContain('<li class="menu__list-item"><a href="/docs/ref" class="menu__link">Reference</a><ul class="menu__list"><li class="menu__list-item"><a href="/docs/ref/api" class="menu__link">API</a>');
  });

  it('say so when a sidebars file gives collapsed or collapsible as anything but true or false, as a _category_ file does', async () => {
    const root = await writeSite('docu-collapsible-wrong', {
      'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'Ref', collapsible: 0, items: ['api'] }] };\n",
      'content/docs/intro.md': '# Intro\n',
      'content/docs/api.md': '# API\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('docs[1].collapsible must be true or false, not 0.');
  });

  it('stay open in Chromium when their label is clicked, and pass axe', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/intro', problems);
    await tab.getByText('Guides', { exact: true }).click();
    expect(await tab.locator('.doc-sidebar').getByRole('link', { name: 'One' }).isVisible()).toBe(true);
    expect(await tab.locator('.doc-sidebar').getByRole('button', { name: /Guides/ }).count()).toBe(0);
    expect(await axeViolations(tab, '.doc-sidebar')).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("the docs plugin's sidebarCollapsed and sidebarCollapsible, read from a Docusaurus config", () => {
  const docs = {
    'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n',
    'content/docs/recipes/_category_.json': JSON.stringify({ label: 'Recipes', position: 2 }),
    'content/docs/recipes/soup.md': '# Soup\n',
    'content/docs/pantry/_category_.json': JSON.stringify({ label: 'Pantry', position: 3, collapsed: true }),
    'content/docs/pantry/salt.md': '# Salt\n',
  };
  const config = (options: string) => `export default {\n  title: 'Kitchen',\n  url: 'https://kitchen.example',\n  presets: [['classic', { docs: { ${options} } }]],\n};\n`;
  const introPage = (root: string) => readFile(path.join(root, 'build', 'docs', 'intro', 'index.html'), 'utf8');

  it("open every category that does not say collapsed: true under sidebarCollapsed: false (Prettier's), as Docusaurus's sidebar does", async () => {
    const root = await writeSite('docu-sidebar-collapsed-false', { ...docs, 'docusaurus.config.js': config('sidebarCollapsed: false') });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await introPage(root);
    // Recipes is open on a page outside it; Pantry says collapsed: true itself.
    expect(html).toMatch(/<li class="menu__list-item"><a role="button" href="\/docs\/recipes\/soup" aria-expanded="true"[^>]*>Recipes<\/a><ul class="menu__list"><li class="menu__list-item"><a href="\/docs\/recipes\/soup"/);
    expect(html).toMatch(/<li class="menu__list-item menu__list-item--collapsed"><a role="button" href="\/docs\/pantry\/salt" aria-expanded="false"/);
  });

  it('draw every category open with no caret under sidebarCollapsible: false, and say a value that is not true or false at its line', async () => {
    const root = await writeSite('docu-sidebar-collapsible-false', { ...docs, 'docusaurus.config.js': config('sidebarCollapsible: false') });
    const result = await runCli(['build', root]);
    expect(result.stderr).toBe('');
    const html = await introPage(root);
    expect(html).toContain('<li class="menu__list-item"><span class="menu__link menu__link--static">Recipes</span><ul class="menu__list"><li class="menu__list-item"><a href="/docs/recipes/soup"');
    expect(html).toContain('<li class="menu__list-item"><span class="menu__link menu__link--static">Pantry</span><ul class="menu__list">');

    const wrong = await writeSite('docu-sidebar-collapsed-wrong', { ...docs, 'docusaurus.config.js': config("sidebarCollapsed: 'no'") });
    const warned = await runCli(['build', wrong]);
    expect(warned.code).toBe(0);
    expect(warned.stderr).toContain("note: docusaurus.config.js:4:33  presets: the docs sidebarCollapsed, not true or false");
  });
});
