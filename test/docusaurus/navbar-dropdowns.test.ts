// A navbar item of type 'dropdown' (Pixi's, Socket.IO's, RocketMQ's, TypeORM's, Sequelize's menus: 9 of
// the mirrored Docusaurus sites) was left out with a warning, and its links with it. It is a dropdown
// now, from a Docusaurus config or site.config.ts: its links checked like any, opened by hover, click
// or keyboard, and listed under its label in the mobile sidebar.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const CONFIG = `module.exports = {
  title: 'Menus',
  url: 'https://menus.example.org',
  baseUrl: '/',
  themeConfig: {
    navbar: {
      items: [
        { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
        {
          type: 'dropdown',
          label: 'Guides',
          position: 'left',
          items: [
            { type: 'html', value: '<b>Learn <script>x()</script></b>' },
            { type: 'doc', docId: 'guides/setup', label: 'Set up' },
            { to: '/docs/guides/deploy', label: 'Deploy' },
            { type: 'html', value: '<hr class="dropdown-separator">' },
            { type: 'html', className: 'dropdown-category', value: '<b>Elsewhere</b>' },
            { href: 'https://status.example.org', label: 'Status' },
            { type: 'search' },
          ],
        },
        { label: 'Community', position: 'right', items: [{ href: 'https://chat.example.org', label: 'Chat' }, { to: '/docs/missing', label: 'Forum' }] },
        { type: 'search', position: 'right' },
      ],
    },
  },
};
`;

const FILES = {
  'docusaurus.config.js': CONFIG,
  'content/docs/intro.md': '# Intro\n\nWelcome.\n',
  'content/docs/guides/setup.md': '# Set up\n\nSteps.\n',
  'content/docs/guides/deploy.md': '# Deploy\n\nShip it.\n',
};

describe("a Docusaurus config's navbar dropdowns", () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-navbar-dropdowns', FILES);
    build = await runCli(['build', site]);
  });
  afterAll(() => served.stop());

  it('draws each with its links, checks them at their place in the config, and says what it leaves out', async () => {
    // The broken link is named where the config writes it; the html item is left out, said.
    expect(build.stderr).toContain('broken link "/docs/missing" in themeConfig.navbar.items[2].items[1] ("Forum")');
    expect(build.stderr).toMatch(/themeConfig\.navbar\.items\[1\]\.items\[6\]: a navbar item of type "search"/);
    expect(build.stderr).not.toContain('of type "html"');
    // The navbar's own search item places the search devcenter draws anyway: nothing is left out.
    expect(build.stderr).not.toMatch(/themeConfig\.navbar\.items\[3\]/);
    const fixed = await writeSite('docu-navbar-dropdowns', { ...FILES, 'docusaurus.config.js': CONFIG.replace("{ to: '/docs/missing', label: 'Forum' }", "{ to: '/docs/intro', label: 'Forum' }") });
    site = fixed;
    build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'guides', 'setup', 'index.html'), 'utf8');
    const left = html.slice(html.indexOf('<div class="navbar__items">'), html.indexOf('<div class="navbar__items navbar__items--right">'));
    // The dropdown holding the page is the current section; its links are the page's, as the navbar's are.
    expect(left).toMatch(/<div class="navbar__item dropdown dropdown--hoverable "><a href="#" role="button" class="navbar__link navbar__link--active" aria-haspopup="true" aria-expanded="false"><span class="navbar__dropdown-label">Guides<\/span><\/a>/);
    expect(left).toContain('<a href="/docs/guides/setup" class="dropdown__link dropdown__link--active" aria-current="page">Set up</a>');
    expect(left).toContain('<a href="/docs/guides/deploy" class="dropdown__link">Deploy</a>');
    // Socket.IO's sections: an html item's text titles the links after it (never its HTML); a rule is left to the next title.
    expect(left).toContain('<ul class="dropdown__menu"><li class="dropdown__heading">Learn</li><li><a href="/docs/guides/setup"');
    expect(left).toContain('Deploy</a></li><li class="dropdown__heading">Elsewhere</li><li><a href="https://status.example.org"');
    expect(left).not.toContain('<script');
    expect(left).toMatch(/<a href="https:\/\/status\.example\.org" target="_blank" rel="noopener noreferrer" class="dropdown__link">Status<span role="img" aria-label="\(opens in new tab\)" class="icon-external"><\/span><\/a>/);
    const right = html.slice(html.indexOf('<div class="navbar__items navbar__items--right">'));
    expect(right).toMatch(/<div class="navbar__item dropdown dropdown--hoverable dropdown--right "><a href="#" role="button" class="navbar__link" aria-haspopup="true" aria-expanded="false"><span class="navbar__dropdown-label">Community<\/span>/);
  });

  it("is the current section on its links' pages only, not on every page of their sidebar", async () => {
    // /docs/intro shares the docs' one sidebar with the dropdown's Set up and Deploy: 'Docs' is its section, not 'Guides'.
    const html = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    const left = html.slice(html.indexOf('<div class="navbar__items">'), html.indexOf('<div class="navbar__items navbar__items--right">'));
    expect(left).toContain('class="navbar__link" aria-haspopup="true" aria-expanded="false"><span class="navbar__dropdown-label">Guides</span>');
    expect(left).toMatch(/<a href="\/docs\/intro" class="navbar__item navbar__link navbar__link--active"[^>]*>Docs</);
  });

  it('opens from the keyboard, closes on Escape, and follows a chosen link; the mobile sidebar lists the links under the label', async () => {
    await served.start();
    const problems: string[] = [];
    const tab = await served.open('/docs/intro', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    const navbar = tab.locator('nav.navbar');
    const guides = navbar.getByRole('button', { name: 'Guides' });
    await guides.focus();
    await tab.keyboard.press('Enter');
    await navbar.getByRole('link', { name: 'Deploy' }).waitFor({ state: 'visible' });
    expect(await guides.getAttribute('aria-expanded')).toBe('true');
    await tab.keyboard.press('Escape');
    expect(await guides.getAttribute('aria-expanded')).toBe('false');
    await tab.keyboard.press('Enter');
    await navbar.getByRole('link', { name: 'Deploy' }).click();
    await tab.waitForURL('**/docs/guides/deploy');
    await tab.getByRole('heading', { level: 1, name: 'Deploy' }).waitFor();
    // Client-side navigation keeps the navbar: the menu it was chosen from is closed.
    expect(await guides.getAttribute('aria-expanded')).toBe('false');

    await tab.setViewportSize({ width: 375, height: 800 });
    await tab.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await tab.getByRole('button', { name: '← Back to main menu' }).click();
    const group = tab.locator('.navbar-sidebar .menu__list-item', { has: tab.locator('.menu__link--static', { hasText: 'Guides' }) });
    expect(await group.locator('a').allTextContents()).toEqual(['Set up', 'Deploy', 'Status']);
    expect(await group.locator('.menu__link--heading').allTextContents()).toEqual(['Learn', 'Elsewhere']);
    // On Deploy's page, Deploy alone is the current link of the menu.
    expect(await group.locator('a.menu__link--active').allTextContents()).toEqual(['Deploy']);
    await group.getByRole('link', { name: 'Set up' }).click();
    await tab.waitForURL('**/docs/guides/setup');
    expect(problems).toEqual([]);
  });
});

describe("site.config.ts's navbar dropdowns", () => {
  it('takes a navbar entry with items as a dropdown, and checks its links', async () => {
    const site = await writeSite('navbar-dropdowns-config', {
      'site.config.ts': "export default {\n  title: 'Menus',\n  url: 'https://menus.example.org',\n  navbar: { items: [{ label: 'More', items: [{ label: 'Reading', heading: true }, { label: 'Intro', to: '/docs/intro' }, { label: 'Nowhere', to: '/docs/nowhere' }] }] },\n};\n",
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
    });
    const result = await runCli(['build', site]);
    expect(result.stderr).toMatch(/site\.config\.ts:4:\d+ {2}error {2}broken link "\/docs\/nowhere" in navbar\.items\[0\]\.items\[2\] \("Nowhere"\)/);
    // The heading is no link: nothing said of it.
    expect(result.stderr).not.toContain('"Reading"');
  });

  it('says at the entry what a dropdown cannot be: an address of its own, no link, or a heading that leads somewhere', async () => {
    const items = [
      "{ label: 'Guides', to: '/docs/intro', items: [{ label: 'Intro', to: '/docs/intro' }] }",
      "{ label: 'Empty', items: [] }",
      "{ label: 'Titles', items: [{ label: 'Reading', heading: true }] }",
      "{ label: 'More', items: [{ label: 'Reading', heading: true, to: '/docs/intro' }, { label: 'Intro', to: '/docs/intro' }] }",
    ];
    const site = await writeSite('navbar-dropdowns-config-mistakes', {
      'site.config.ts': `export default {\n  title: 'Menus',\n  url: 'https://menus.example.org',\n  navbar: {\n    items: [\n${items.map((item) => `      ${item},\n`).join('')}    ],\n  },\n};\n`,
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:6:\d+ {2}error {2}navbar\.items\[0\] is a dropdown \(it has `items`\), which has no address of its own/);
    expect(result.stderr).toMatch(/site\.config\.ts:7:\d+ {2}error {2}navbar\.items\[1\] is a dropdown with no link among its `items`/);
    expect(result.stderr).toMatch(/site\.config\.ts:8:\d+ {2}error {2}navbar\.items\[2\] is a dropdown with no link among its `items`/);
    expect(result.stderr).toMatch(/site\.config\.ts:9:\d+ {2}error {2}navbar\.items\[3\]\.items\[0\] is a heading of its dropdown \(heading: true\), which leads nowhere/);
  });

  it("places a mistake at its entry past a template literal whose code holds a backtick and a comma", async () => {
    const items = ["{ label: `Docs ${['`', ','].join('')}`, to: '/docs/intro' }", "{ label: 'Empty', items: [] }"];
    const site = await writeSite('navbar-dropdowns-config-template', {
      'site.config.ts': `export default {\n  title: 'Menus',\n  url: 'https://menus.example.org',\n  navbar: {\n    items: [\n${items.map((item) => `      ${item},\n`).join('')}    ],\n  },\n};\n`,
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/site\.config\.ts:7:\d+ {2}error {2}navbar\.items\[1\] is a dropdown with no link among its `items`/);
  });

  // KubeEdge's "Documentation" menu lists its archived versions as Object.keys(versionsArchived).map(…):
  // it was told "a dropdown without a list of items", at the dropdown, as if it had written none.
  it('says a dropdown whose items the config computes is left out for that, at the items', async () => {
    const site = await writeSite('navbar-dropdowns-config-computed', {
      'docusaurus.config.js': [
        "const archived = require('./archived.json');", // 1
        'module.exports = {', // 2
        "  title: 'Menus', url: 'https://menus.example.org',", // 3
        '  themeConfig: { navbar: { items: [', // 4
        "    { label: 'Versions', position: 'left',", // 5
        '      items: Object.keys(archived).map((v) => ({ label: v, href: archived[v] })) },', // 6
        "    { to: '/docs/intro', label: 'Docs' },", // 7
        '  ] } },',
        '};',
        '',
      ].join('\n'),
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('note: docusaurus.config.js:6:14  themeConfig.navbar.items[0].items, the dropdown\'s links (computed: a call)');
    expect(result.stderr).not.toContain('without a list of items');
  });

  it('places a problem in a list written with a spread at the list, not at the entry that many places after the spread', async () => {
    const site = await writeSite('navbar-dropdowns-config-spread', {
      'site.config.ts': [
        "const common = [{ label: 'X', to: '/docs/intro' }, { label: 'Y', to: '/docs/intro' }];", // 1
        'export default {', // 2
        "  title: 'Menus',", // 3
        "  url: 'https://menus.example.org',", // 4
        '  navbar: {', // 5
        '    items: [', // 6
        '      ...common,', // 7
        "      { label: 'Bad', to: 42 },", // 8
        "      { label: 'Good', to: '/docs/intro' },", // 9
        '    ],',
        '  },',
        '};',
        '',
      ].join('\n'),
      'content/docs/intro.md': '# Intro\n\nWelcome.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(2);
    // navbar.items[2] is the third entry of the list the config makes, 'Bad': the text's third is 'Good'.
    expect(result.stderr).toMatch(/site\.config\.ts:6:5 {2}error {2}navbar\.items\[2\]\.to must be a string/);
  });
});

describe('two navbar links into one sidebar', () => {
  it('light up on their own page (and those under it) only, not both on every page of the sidebar', async () => {
    // FINOS FDC3's "Getting Started" and "The Standard" both lit up on every doc: Docusaurus lights a link on its address.
    const site = await writeSite('docu-navbar-shared-sidebar', {
      'docusaurus.config.js': `module.exports = { title: 'Two', url: 'https://two.example.org', baseUrl: '/', themeConfig: { navbar: { items: [{ to: '/docs/intro', label: 'Getting started' }, { to: '/docs/standard', label: 'The standard' }] } } };\n`,
      'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nWelcome.\n',
      'content/docs/standard/index.md': '---\nsidebar_position: 2\n---\n# Standard\n\nThe rules.\n',
      'content/docs/standard/api.md': '# API\n\nCalls.\n',
      'content/docs/other.md': '---\nsidebar_position: 3\n---\n# Other\n\nMore.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code, build.stderr).toBe(0);
    const lit = async (route: string) => {
      const html = await readFile(path.join(site, 'build', ...route.split('/').filter(Boolean), 'index.html'), 'utf8');
      const left = html.slice(html.indexOf('<div class="navbar__items">'), html.indexOf('<div class="navbar__items navbar__items--right">'));
      return [...left.matchAll(/class="navbar__item navbar__link navbar__link--active"[^>]*>([^<]+)</g)].map((m) => m[1]);
    };
    expect(await lit('/docs/intro')).toEqual(['Getting started']);
    expect(await lit('/docs/standard')).toEqual(['The standard']);
    expect(await lit('/docs/standard/api')).toEqual(['The standard']);
    expect(await lit('/docs/other')).toEqual([]);
  });
});
