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
