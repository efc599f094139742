// Issue #16, point 6: Docusaurus pages import the theme's components before using them. The imports
// are read, never run: they map to our components, `<Tabs values={[…]}>` gives the tabs their labels,
// `<TOCInline toc={toc} />` becomes the page's table of contents at build time, and any other import
// is an error that names the file, the line and what to do.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { runCli, startServe, writeSite, zeroConfigSite } from '../support/cli.ts';
import { startDev } from '../security/servers-support.ts';

const INSTALL_PAGE = `---
title: Installing
---
import Tabs from '@theme/Tabs';
import PackageManagers from '@theme/TabItem';
import TOCInline from '@theme/TOCInline';
import Link from '@docusaurus/Link';

<TOCInline toc={toc} maxHeadingLevel={2} />

## With a package manager

<Tabs values={[{label: 'Yarn', value: 'yarn'}, {label: 'pnpm', value: 'pnpm'}]} groupId="manager" queryString lazy>
<PackageManagers value="yarn">

Run yarn add the-library.

</PackageManagers>
<PackageManagers value="pnpm">

Run pnpm add the-library.

</PackageManagers>
</Tabs>

### A heading the contents leave out

Read <Link to="/docs/usage">how to use it</Link>.

## From a script tag

Paste the tag.

import CodeBlock from '@theme/CodeBlock';

<CodeBlock language="html" title="index.html">
{\`<script src="/the-library.js"></script>\`}
</CodeBlock>
`;

describe('theme imports in a Docusaurus page', () => {
  let site: string;
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    site = await zeroConfigSite('docu-theme-imports', { 'install.mdx': INSTALL_PAGE, 'usage.md': '# Usage\n\nUse it.\n' });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    page = await browser.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/docs/install`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('builds with no diagnostic and hydrates without a console error', () => {
    expect(problems).toEqual([]);
  });

  it('shows the tabs under the labels of their values array, and switches them', async () => {
    const yarn = page.getByRole('tab', { name: 'Yarn' });
    const pnpm = page.getByRole('tab', { name: 'pnpm' });
    expect(await yarn.getAttribute('aria-selected')).toBe('true');
    await pnpm.click();
    expect(await page.getByText('Run pnpm add the-library.').isVisible()).toBe(true);
    expect(await page.getByText('Run yarn add the-library.').isVisible()).toBe(false);
  });

  it('renders TOCInline as the page\'s own headings up to the level asked, linking to each', async () => {
    const inline = page.locator('.markdown > ul').first();
    expect(await inline.getByRole('link').allTextContents()).toEqual(['With a package manager', 'From a script tag']);
    await inline.getByRole('link', { name: 'From a script tag' }).click();
    await page.waitForFunction(() => location.hash === '#from-a-script-tag');
  });

  it('turns Docusaurus\'s Link into a link the router follows', async () => {
    await page.getByRole('link', { name: 'how to use it' }).click();
    await page.waitForSelector('h1:text("Usage")');
    expect(new URL(page.url()).pathname).toBe('/docs/usage');
  });

  it('turns a CodeBlock with literal code into a code block of its language', async () => {
    await page.goto(`${server.url}/docs/install`);
    const block = page.locator('pre.code-block', { hasText: 'the-library.js' });
    expect(await block.textContent()).toBe('<script src="/the-library.js"></script>');
  });

  it('keeps the import statements out of the page and its Markdown copy', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8');
    expect(html).not.toContain('@theme/');
    const markdown = await readFile(path.join(site, 'build', 'docs', 'install.md'), 'utf8');
    expect(markdown).not.toContain('import ');
    expect(markdown).toContain('[From a script tag](#from-a-script-tag)');
  });
});

describe('Tabs written on consecutive lines', () => {
  it('take their labels from the values array too', async () => {
    const site = await zeroConfigSite('docu-tabs-compact', {
      'page.mdx': "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{label: 'Yarn', value: 'y'}, {label: 'npm', value: 'n'}]}>\n<TabItem value=\"y\">yarn add x</TabItem>\n<TabItem value=\"n\">npm i x</TabItem>\n</Tabs>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Yarn', 'npm']);
  });

  // React Native's pages write values={[TypeScript, JavaScript]} over a JavaScript item written first:
  // Docusaurus lists the tabs in the array's order and opens its first, TypeScript.
  it('are listed in the order of the values array, whose first is open without a defaultValue', async () => {
    const site = await zeroConfigSite('docu-tabs-values-order', {
      'page.mdx':
        "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
        "<Tabs values={[{label: 'TypeScript', value: 'ts'}, {label: 'JavaScript', value: 'js'}]}>\n<TabItem value=\"js\">\n\nPlain script.\n\n</TabItem>\n<TabItem value=\"ts\">\n\nTyped script.\n\n</TabItem>\n</Tabs>\n\n" +
        "<Tabs values={[{label: 'Yarn', value: 'y'}, {label: 'npm', value: 'n'}]}>\n<TabItem value=\"n\">npm i x</TabItem>\n<TabItem value=\"y\">yarn add x</TabItem>\n</Tabs>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['TypeScript', 'JavaScript', 'Yarn', 'npm']);
    expect([...html.matchAll(/role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['TypeScript', 'Yarn']);
    const panels = [...html.matchAll(/role="tabpanel" class="tab-item"( hidden="")?[^>]*>([\s\S]*?)<\/div>/g)].map((m) => [m[2].replace(/<[^>]+>/g, '').trim(), m[1] ? 'hidden' : 'shown']);
    expect(panels).toEqual([['Typed script.', 'shown'], ['Plain script.', 'hidden'], ['yarn add x', 'shown'], ['npm i x', 'hidden']]);
  });

  // With values, Docusaurus's tab list is the array alone: the tab open first, without a defaultValue,
  // is the one it marks default, or its first; an item's own default is not read.
  it('open first the value the array marks default, not an item marked default', async () => {
    const site = await zeroConfigSite('docu-tabs-values-default', {
      'page.mdx':
        "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
        "<Tabs values={[{label: 'One', value: 'one'}, {label: 'Two', value: 'two', default: true}]}>\n<TabItem value=\"one\">first</TabItem>\n<TabItem value=\"two\">second</TabItem>\n</Tabs>\n\n" +
        "<Tabs values={[{label: 'Yarn', value: 'y'}, {label: 'npm', value: 'n'}]}>\n<TabItem value=\"y\" label=\"Yarn Berry\">yarn add x</TabItem>\n<TabItem value=\"n\" default>npm i x</TabItem>\n</Tabs>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect([...html.matchAll(/role="tab"[^>]*aria-selected="true"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Two', 'Yarn']);
    // The array's label too, over the item's own (TabList draws the array's label ?? value).
    expect(html).not.toContain('Yarn Berry');
  });

  // With values, Docusaurus's tab list is the array alone (tabsUtils' useTabValues): a value no item
  // has is a tab with nothing under it, and an item the array lacks has no tab, its panel always
  // hidden (no choice can select it). devcenter showed a tab "b" with "x".
  it("draw the array's tabs only: an item it lacks has no tab and is never shown, a value no item has is an empty tab", async () => {
    const site = await zeroConfigSite('docu-tabs-values-only', {
      'page.mdx':
        "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n" +
        '<Tabs values={[{label: "A", value: "a"}]}>\n<TabItem value="b">x</TabItem>\n</Tabs>\n\n' +
        '<Tabs values={[{label: "One", value: "one"}, {label: "Two", value: "two"}]} groupId="g">\n<TabItem value="two">second</TabItem>\n<TabItem value="three">third</TabItem>\n</Tabs>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/page.mdx:7:1  warning  <TabItem value="b"> is not in the values of its <Tabs>, so Docusaurus shows no tab for it and never shows its content: it is left out of the page.');
    expect(build.stderr).toContain('content/docs/page.mdx:12:1  warning  <TabItem value="three"> is not in the values of its <Tabs>');
    const html = (await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect([...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['A true', 'One true', 'Two false']);
    const panels = [...html.matchAll(/role="tabpanel" class="tab-item"( hidden="")?[^>]*>([\s\S]*?)<\/div>/g)].map((m) => [m[2].replace(/<[^>]+>/g, '').trim(), m[1] ? 'hidden' : 'shown']);
    expect(panels).toEqual([['', 'shown'], ['', 'shown'], ['second', 'hidden']]);
    expect(html).not.toContain('>x<');
    expect(html).not.toContain('third');
  });

  it('read the values array without an import too (sites that give Tabs to every page), and leave out with a warning the props Docusaurus ignores', async () => {
    const site = await zeroConfigSite('docu-tabs-no-import', {
      'page.mdx':
        '# Page\n\n<Tabs values={[{label: \'Yarn\', value: \'y\'}, {label: \'npm\', value: \'n\'}]} aria-label="Package manager" block>\n' +
        '<TabItem value="y" active>yarn add x</TabItem>\n<TabItem value="n">npm i x</TabItem>\n</Tabs>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/page.mdx:3:74  warning  <Tabs> has no attribute "aria-label": it is left out of the page.');
    expect(build.stderr).toContain('content/docs/page.mdx:4:20  warning  <TabItem> has no attribute "active": it is left out of the page.');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect([...html.matchAll(/role="tab"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual(['Yarn', 'npm']);
    // `block` stretches the tabs over the width, as Infima's tabs--block does in Docusaurus.
    expect(html).toContain('class="tabs tabs--block"');
    const css = (await Promise.all([...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map((m) => readFile(path.join(site, 'build', m[1]), 'utf8')))).join('\n');
    expect(css).toMatch(/\.tabs--block \.tabs__item\{flex:1 1 0;?/);
    expect(html).not.toContain('Package manager');
  });

  // Cypress writes <TabItem … active> 18 times in 7 files: one warning each said the same 18 times.
  it('say once for the site, at the first place, that a prop is left out of an element, when no near name makes it a typo', async () => {
    const tabs = (n: number) => `<Tabs>\n<TabItem value="a${n}" active>A</TabItem>\n<TabItem value="b${n}" lable="B">B</TabItem>\n</Tabs>\n`;
    const site = await zeroConfigSite('docu-tabs-active-once', {
      'one.mdx': `# One\n\n${tabs(1)}\n${tabs(2)}`,
      'two.mdx': `# Two\n\n${tabs(3)}`,
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/one.mdx:4:21  warning  <TabItem> has no attribute "active": it is left out of the page (3 times in 2 files; this is the first).');
    expect(build.stderr.match(/has no attribute "active"/g)).toHaveLength(1);
    // A likely typo is said where it is, each time.
    expect(build.stderr.match(/has no attribute "lable"/g)).toHaveLength(3);
  });
});

describe('<Details> written without an import', () => {
  it("is the theme's details, as Docusaurus's MDXComponents gives it to every page (Saleor's API reference writes it so)", async () => {
    const site = await zeroConfigSite('docu-details-no-import', {
      'page.mdx': '# Page\n\n<Details>\n<summary>Return type</summary>\n\nThe fields it holds.\n\n</Details>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/<details[^>]*><summary>Return type<\/summary><p>The fields it holds\.<\/p><\/details>/);
  });
});

describe("theme components the site's src/theme/MDXComponents gives every page", () => {
  it("are devcenter's own where pages write them with no import (Dagger's <CodeBlock>), as if imported; one the file imports without mapping stays unknown", async () => {
    // Dagger's swizzled MDXComponents, as Docusaurus's docs tell sites to write it.
    const mdxComponents = (mapped: string) =>
      ["import MDXComponents from '@theme-original/MDXComponents';", "import CodeBlock from '@theme/CodeBlock';", '', 'export default {', '  ...MDXComponents,', mapped, '};', ''].join('\n');
    const site = await writeSite('docu-mdx-components-theme', {
      'src/theme/MDXComponents.js': mdxComponents('  // CodeBlock is not given yet'),
      'content/docs/install.mdx': '# Install\n\n<CodeBlock language="shell" title="Linux">\n{`curl -fsSL https://dl.example/install.sh | sh`}\n</CodeBlock>\n',
    });
    // Imported, but not given to pages: Docusaurus pages could not write it without an import either.
    expect((await runCli(['build', site])).stderr).toContain('content/docs/install.mdx:3:1  error  Unknown component <CodeBlock>.');
    await writeFile(path.join(site, 'src', 'theme', 'MDXComponents.js'), mdxComponents('  CodeBlock,'));
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8');
    expect(html).toMatch(/Linux[\s\S]*<pre class="code-block language-bash"[^>]*><code><span class="token function">curl<\/span>/);
  });

  it('are read from a hostile MDXComponents in time linear in its size (an import of 150 KB of spaces, 1,500 imports)', { timeout: 20_000 }, async () => {
    // Each read the lazy import pattern backtracked over: 60 KB of spaces after one `import a` took 8 s of a build.
    const imports = Array.from({ length: 1500 }, (_, i) => `import Theme${i} from '@theme/Theme${i}';`).join('\n');
    const site = await writeSite('docu-mdx-components-hostile', {
      'src/theme/MDXComponents.js': `import CodeBlock from '@theme/CodeBlock';\n${imports}\nexport default { CodeBlock, ${'{,'.repeat(10_000)} };\nimport a${' '.repeat(150_000)}\n`,
      'content/docs/install.mdx': '# Install\n\n<CodeBlock language="shell">{`curl -fsSL https://dl.example/install.sh | sh`}</CodeBlock>\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8')).toContain('<pre class="code-block');
  });

  // Cypress's MDXComponents maps 30 partials of docs/partials/ (<HeaderYields /> on 92 pages): each
  // place was 'Unknown component', with a hint to register a .mdx file under ./docs/, which cannot be.
  it("include a Markdown partial it maps where pages write it with no import, as an imported one is; a page's own import of the name wins", async () => {
    const site = await writeSite('docu-mdx-components-partial', {
      'src/theme/MDXComponents.js': [
        "import MDXComponents from '@theme-original/MDXComponents';",
        "import HeaderYields from '@site/docs/partials/_header-yields.mdx';",
        "import Note from '../../docs/partials/_note.mdx';",
        'export default { ...MDXComponents, HeaderYields, Note };',
        '',
      ].join('\n'),
      'content/docs/partials/_header-yields.mdx': '### Yields\n\nWhat the command yields, for {props.what}.\n',
      'content/docs/partials/_note.mdx': 'The mapped note.\n',
      'content/docs/get.mdx': '# get\n\n<HeaderYields what="get" />\n\n<Note />\n',
      'content/docs/find.mdx': "import Note from '@theme/Admonition';\n\n# find\n\n<Note type=\"tip\">The page's own note.</Note>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const get = await readFile(path.join(site, 'build', 'docs', 'get', 'index.html'), 'utf8');
    expect(get).toMatch(/<h3[^>]*id="yields"/);
    expect(get).toContain('What the command yields, for get.');
    expect(get).toContain('The mapped note.');
    const find = await readFile(path.join(site, 'build', 'docs', 'find', 'index.html'), 'utf8');
    expect(find).toMatch(/admonition[^"]*tip[\s\S]*The page's own note\./);
    expect(find).not.toContain('The mapped note.');
  });

  // Cypress's two views pages import a partial's toc to add its headings to their own; the file was
  // said not to be there ("did you mean" the very same path).
  it("say, for a named import of a partial that is there (its toc), that only its default is read, and that its headings are in the page's toc already", async () => {
    const site = await writeSite('docu-partial-toc-import', {
      'content/docs/partials/_views.mdx': '## Views\n\nGrouped pages.\n',
      'content/docs/views.mdx': "import Views, { toc as viewsToc } from './partials/_views.mdx';\nimport { toc } from '@site/docs/partials/_views.mdx';\n\n# Views\n\n<Views />\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toContain('content/docs/views.mdx:2:1  error  Import of "toc" from "@site/docs/partials/_views.mdx": a page includes content/docs/partials/_views.mdx by its default import only; what else MDX exports from it is not read.');
    expect(build.stderr).toContain("hint: the headings of a partial the page includes are in its table of contents here already");
    expect(build.stderr).not.toContain('no such Markdown file');
  });

  it('are taken in dev as the file is saved, without a restart', async () => {
    const mdxComponents = (mapped: string) => ["import CodeBlock from '@theme/CodeBlock';", 'export default {', mapped, '};', ''].join('\n');
    const site = await writeSite('docu-mdx-components-theme-dev', {
      'src/theme/MDXComponents.js': mdxComponents('  // none yet'),
      'content/docs/install.mdx': '# Install\n\n<CodeBlock language="shell">{`curl -fsSL https://dl.example/install.sh | sh`}</CodeBlock>\n',
    });
    const dev = await startDev(site, { DEVCENTER_DEV_DEBUG: '1' });
    try {
      expect(await (await fetch(`${dev.url}/docs/install`)).text()).not.toContain('<pre class="code-block');
      await writeFile(path.join(site, 'src', 'theme', 'MDXComponents.js'), mdxComponents('  CodeBlock,'));
      await expect.poll(async () => (await fetch(`${dev.url}/docs/install`)).text(), { timeout: 15_000 }).toContain('<pre class="code-block');
    } catch (error) {
      console.log(dev.output());
      throw error;
    } finally {
      await dev.stop();
    }
  });
});

describe("a theme component imported from @theme-original/", () => {
  it("is the theme's component, as @theme/ gives it (react-native-elements imports @theme-original/Admonition); any other @theme-original/ module stays an error", async () => {
    const site = await zeroConfigSite('docu-theme-original', {
      'page.mdx': "# Page\n\nimport Note from '@theme-original/Admonition';\nimport Gadget from '@theme-original/Gadget';\n\n<Note type=\"tip\" title=\"Before you start\">\n  Charge the <b>battery</b> first.\n</Note>\n",
    });
    const refused = await runCli(['build', site]);
    expect(refused.stderr).toContain('content/docs/page.mdx:4:1  error  Import of "@theme-original/Gadget": content cannot import code.');
    expect(refused.stderr.match(/  error  /g)).toHaveLength(1);
    await writeFile(path.join(site, 'content', 'docs', 'page.mdx'), "# Page\n\nimport Note from '@theme-original/Admonition';\n\n<Note type=\"tip\" title=\"Before you start\">\n  Charge the <b>battery</b> first.\n</Note>\n");
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/class="[^"]*admonition[^"]*tip[^"]*"/);
    expect(html).toContain('Before you start');
    expect(html).toContain('<b>battery</b>');
  });
});

describe('a stylesheet a page imports', () => {
  it('is left out with a warning, a package\'s or the site\'s own alike (Babel\'s pages import their own)', async () => {
    const site = await zeroConfigSite('docu-stylesheet-imports', {
      'page.mdx': "# Page\n\nimport 'pkg/dist/x.css';\nimport \"@site/static/css/timeline.css\";\n\nText.\n",
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/page.mdx:3:1  warning  Import of "pkg/dist/x.css" is left out: a page does not add stylesheets.');
    expect(result.stderr).toContain('content/docs/page.mdx:4:1  warning  Import of "@site/static/css/timeline.css" is left out: a page does not add stylesheets.');
  });
});

describe('Tabs that hold something else than tabs', () => {
  it('are errors at what is out of place, and at a value used twice, as Docusaurus refuses them', async () => {
    const site = await zeroConfigSite('docu-tabs-misfilled', {
      'page.mdx':
        '# Page\n\nSee [the setup](#setup).\n\n<Tabs>\n\n## Setup\n\ntext\n\n</Tabs>\n\n' +
        '<Tabs>\n<TabItem value="a" label="A">one</TabItem>\n<TabItem value="a" label="B">two</TabItem>\n</Tabs>\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/page.mdx:7:1  error  A <Tabs> holds only <TabItem> elements; this is outside any of them.');
    expect(result.stderr).toContain('content/docs/page.mdx:9:1  error  A <Tabs> holds only <TabItem> elements');
    expect(result.stderr).toContain('content/docs/page.mdx:15:1  error  Two <TabItem>s of one <Tabs> have the value "a".');
  });

  it('an unknown component written where a <TabItem> belongs (Supertokens\' <Tab>) is one error, suggesting <TabItem>', async () => {
    const site = await zeroConfigSite('docu-tabs-unknown-item', {
      'page.mdx': '# Page\n\n<Tabs>\n<Tab value="npm" label="npm">one</Tab>\n<TabItem value="yarn" label="yarn">two</TabItem>\n</Tabs>\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/page.mdx:4:1  error  Unknown component <Tab> — did you mean <TabItem>?');
    expect(result.stderr).not.toContain('holds only <TabItem>');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  it('suggests <TabItem> for a <Tab value="…"> outside any <Tabs> too, and <Tabs> for a bare <Tab>', async () => {
    const site = await zeroConfigSite('docu-tab-outside-tabs', {
      'page.mdx': '# Page\n\n<Tab value="npm" label="npm">one</Tab>\n\n<Tab>two</Tab>\n',
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('content/docs/page.mdx:3:1  error  Unknown component <Tab> — did you mean <TabItem>?');
    expect(result.stderr).toContain('content/docs/page.mdx:5:1  error  Unknown component <Tab> — did you mean <Tabs>?');
  });
});

describe('TOCInline with a slice of the headings', () => {
  it('lists the headings after the ones toc.slice leaves out, as Jest\'s API pages ask, and refuses any other computation with its place', async () => {
    const site = await zeroConfigSite('docu-toc-slice', {
      'api.mdx': "# API\n\n## Methods\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc.slice(1)} />\n\n## Reference\n\n### first()\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'api', 'index.html'), 'utf8');
    const inline = html.slice(html.indexOf('id="methods"'), html.indexOf('id="reference"'));
    expect([...inline.matchAll(/<a href="(#[^"]+)">/g)].map((m) => m[1])).toEqual(['#reference', '#first']);

    await writeFile(path.join(site, 'content', 'docs', 'api.mdx'), "# API\n\nimport TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc.filter((item) => item.level > 2)} />\n\n## Reference\n");
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/api.mdx:5:1  error  The toc of <TOCInline> must be the page\'s headings, {toc}, or a slice of them');
  });
});

describe('DocCardList', () => {
  it('shows a card for each other page of the sidebar category the page leads', async () => {
    const site = await zeroConfigSite('docu-doc-card-list', {
      'intro.md': '# Intro\n\nHello.\n',
      'guides/index.mdx': "---\nsidebar_position: 1\n---\n# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'guides/first.md': '---\nsidebar_position: 2\n---\n# First guide\n\nOne.\n',
      'guides/second.md': '---\nsidebar_position: 3\n---\n# Second guide\n\nTwo.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'guides', 'index.html'), 'utf8');
    const cards = [...html.matchAll(/<a href="([^"]+)" class="card"><span class="card__title">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(cards).toEqual([
      ['/docs/guides/first', 'First guide'],
      ['/docs/guides/second', 'Second guide'],
    ]);
  });

  it("says under each card what Docusaurus's does: the page's description or first paragraph, a category's description or count, on a generated index too, and again after an edit", async () => {
    const site = await zeroConfigSite('docu-doc-card-descriptions', {
      'intro.md': '# Intro\n\nHello.\n',
      'guides/index.mdx': "---\nsidebar_position: 1\n---\n# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'guides/install.md': '---\nsidebar_position: 2\n---\n# Install\n\nInstall the **plugin** with `npm`, then [set it up](./setup.md).\n\nMore.\n',
      'guides/setup.md': '---\nsidebar_position: 3\ndescription: Every option of the setup.\n---\n# Setup\n\nText.\n',
      'guides/advanced/_category_.json': '{"label": "Advanced", "position": 4, "link": {"type": "generated-index", "description": "Topics for experts."}}',
      'guides/advanced/deep.md': '# Deep\n\nDeep page.\n',
      'guides/more/_category_.json': '{"label": "More", "position": 5}',
      'guides/more/one.md': '# One\n\nFirst.\n',
      'guides/more/two.md': '# Two\n\nSecond.\n',
    });
    const cardsOf = async (route: string) => {
      const html = await readFile(path.join(site, 'build', ...route.split('/').filter(Boolean), 'index.html'), 'utf8');
      return [...html.matchAll(/<a href="([^"]+)" class="card"><span class="card__title">([^<]+)<\/span><span class="card__body">([^<]*)<\/span>/g)].map((m) => [m[1], m[2], m[3]]);
    };
    expect((await runCli(['build', site])).stderr).toBe('');
    expect(await cardsOf('/docs/guides')).toEqual([
      ['/docs/guides/install', 'Install', 'Install the plugin with npm, then set it up.'],
      ['/docs/guides/setup', 'Setup', 'Every option of the setup.'],
      ['/docs/category/advanced', 'Advanced', 'Topics for experts.'],
      ['/docs/guides/more/one', 'More', '2 items'],
    ]);
    // A category's generated index lists its items as cards.
    expect(await cardsOf('/docs/category/advanced')).toEqual([['/docs/guides/advanced/deep', 'Deep', 'Deep page.']]);
    // Another page's description changed: the rebuild shows it on the cards, though the page with them is unchanged.
    await writeFile(path.join(site, 'content', 'docs', 'guides', 'setup.md'), '---\nsidebar_position: 3\ndescription: All the options.\n---\n# Setup\n\nText.\n');
    expect((await runCli(['build', site])).stderr).toBe('');
    expect((await cardsOf('/docs/guides'))[1]).toEqual(['/docs/guides/setup', 'Setup', 'All the options.']);
  });

  // Docusaurus 2's docs gave this snippet for a category's index page, and docusaurus-openapi-docs
  // writes it on each tag page (Tolgee's 32 API tag pages): the import was "content cannot import code".
  it("draws <DocCardList items={useCurrentSidebarCategory().items} /> as <DocCardList />, the hook imported from theme-common or the docs plugin's client", async () => {
    const snippet = (module: string) => `import DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '${module}';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n`;
    const site = await zeroConfigSite('docu-doc-card-list-hook', {
      'intro.md': '# Intro\n\nHello.\n',
      'guides/index.mdx': `---\nsidebar_position: 1\n---\n# Guides\n\n\`\`\`mdx-code-block\n${snippet('@docusaurus/theme-common')}\`\`\`\n`,
      'guides/first.md': '---\nsidebar_position: 2\n---\n# First guide\n\nOne.\n',
      'tools/index.mdx': `---\nsidebar_position: 1\n---\n# Tools\n\n${snippet('@docusaurus/plugin-content-docs/client')}`,
      'tools/hammer.md': '---\nsidebar_position: 2\n---\n# Hammer\n\nBang.\n',
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const cards = async (route: string) => [...(await readFile(path.join(site, 'build', 'docs', route, 'index.html'), 'utf8')).matchAll(/<a href="([^"]+)" class="card"><span class="card__title">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]);
    expect(await cards('guides')).toEqual([['/docs/guides/first', 'First guide']]);
    expect(await cards('tools')).toEqual([['/docs/tools/hammer', 'Hammer']]);
  });

  it('says under each card what its page says when the DocCardList is in a partial, and again after an edit', async () => {
    const site = await zeroConfigSite('docu-doc-card-partial', {
      '_cards.mdx': "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'guides/index.mdx': "# Guides\n\nimport Cards from '../_cards.mdx';\n\n<Cards />\n",
      'guides/install.md': '# Install\n\nInstall the plugin.\n',
    });
    const body = async () => /<span class="card__body">([^<]*)<\/span>/.exec(await readFile(path.join(site, 'build', 'docs', 'guides', 'index.html'), 'utf8'))?.[1];
    expect((await runCli(['build', site])).stderr).toBe('');
    expect(await body()).toBe('Install the plugin.');
    await writeFile(path.join(site, 'content', 'docs', 'guides', 'install.md'), '# Install\n\nAdd the plugin to your shop.\n');
    expect((await runCli(['build', site])).stderr).toBe('');
    expect(await body()).toBe('Add the plugin to your shop.');
  });

  it('cuts a long first paragraph between letters on a card and a tag page, never inside an emoji', async () => {
    const site = await zeroConfigSite('docu-doc-card-emoji', {
      'guides/index.mdx': "# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      // 'x' then emoji: a cut at an even length ends between the two halves of one.
      'guides/party.md': `---\ntags: [fun]\n---\n# Party\n\nx${'🎉'.repeat(300)}\n`,
    });
    expect((await runCli(['build', site])).stderr).toBe('');
    for (const file of [['docs', 'guides', 'index.html'], ['_dc', 'data', 'docs', 'guides.json'], ['docs', 'tags', 'fun', 'index.html'], ['_dc', 'data', 'docs', 'tags', 'fun.json']]) {
      const text = await readFile(path.join(site, 'build', ...file), 'utf8');
      expect(text).toContain('🎉🎉…');
      expect(text).not.toContain('\uFFFD');
      expect(text).not.toMatch(/\\ud83c/i);
    }
  });

  it('follows under dev a first paragraph saved on another page', async () => {
    const site = await zeroConfigSite('docu-doc-card-dev', {
      'guides/index.mdx': "# Guides\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n",
      'guides/install.md': '# Install\n\nInstall the plugin.\n',
    });
    const dev = await startDev(site);
    try {
      const guides = async () => (await fetch(`${dev.url}/docs/guides`)).text();
      expect(await guides()).toContain('<span class="card__body">Install the plugin.</span>');
      await writeFile(path.join(site, 'content', 'docs', 'guides', 'install.md'), '# Install\n\nAdd the plugin to your shop.\n');
      const deadline = Date.now() + 15_000;
      let html = await guides();
      while (!html.includes('Add the plugin to your shop.') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        html = await guides();
      }
      expect(html).toContain('<span class="card__body">Add the plugin to your shop.</span>');
    } finally {
      await dev.stop();
    }
  });

  it('says under dev what each card leads to when the first DocCardList of the site is saved', async () => {
    const site = await zeroConfigSite('docu-doc-card-dev-first', {
      'guides/index.mdx': '# Guides\n\nAll the guides.\n',
      'guides/install.md': '# Install\n\nInstall the plugin.\n',
    });
    const dev = await startDev(site);
    try {
      const guides = async () => (await fetch(`${dev.url}/docs/guides`)).text();
      expect(await guides()).not.toContain('class="card"');
      await writeFile(path.join(site, 'content', 'docs', 'guides', 'index.mdx'), "# Guides\n\nAll the guides.\n\nimport DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
      const deadline = Date.now() + 15_000;
      let html = await guides();
      while (!html.includes('class="card"') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        html = await guides();
      }
      expect(html).toContain('<span class="card__body">Install the plugin.</span>');
    } finally {
      await dev.stop();
    }
  });
});

describe('a CodeBlock whose children are elements', () => {
  it("shows their text as Docusaurus's <pre> does (<br /> a new line, attributes such as style left out, text escaped), and refuses any other element saying what it may hold", async () => {
    const site = await zeroConfigSite('docu-code-block-elements', {
      'page.mdx': [
        '# Page',
        '',
        "import CodeBlock from '@theme/CodeBlock';",
        '',
        '<CodeBlock>',
        '$ kubectl auth whoami',
        'ATTRIBUTE   VALUE',
        "<span style={{fontWeight: 'bold'}}>Username    foo<></>@example.com</span>",
        'Groups      [system:authenticated]',
        '',
        '<span>$ kubectl auth can-i list pods</span><br/>',
        "<span style={{fontWeight: 'bold'}}>no</span>",
        '</CodeBlock>',
        '',
        '<CodeBlock language="text">',
        '  <span>$ kubectl auth can-i list pods</span>',
        '  <br />',
        "  <b>yes &lt;script&gt;</b>",
        '</CodeBlock>',
        '',
      ].join('\n'),
      'bad.mdx': "# Bad\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>\n  <a href=\"https://example.com\">link</a>\n</CodeBlock>\n",
    });
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/bad.mdx:5:1  error  The code of <CodeBlock> must be one literal ({`…`} or {"…"}), a name imported with raw-loader, or text with no elements but <span>, <b>, <strong>, <i>, <em>, <u>, <code>, <mark> and <br />.');
    expect(refused.stderr).not.toContain('page.mdx');
    await rm(path.join(site, 'content', 'docs', 'bad.mdx'));
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    const codes = [...html.matchAll(/<pre class="code-block[^"]*"[^>]*><code>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]);
    expect(codes).toEqual([
      '$ kubectl auth whoami\nATTRIBUTE   VALUE\nUsername    foo@example.com\nGroups      [system:authenticated]\n\n$ kubectl auth can-i list pods\n\nno',
      '$ kubectl auth can-i list pods\nyes &lt;script&gt;',
    ]);
    expect(html).not.toContain('fontWeight');
  });
});

describe("Docusaurus's Heading and Translate", () => {
  it('render the heading and the literal text they stand for (as generated OpenAPI pages write them), the heading a link target out of the table of contents as in Docusaurus; anything computed stays an error', async () => {
    const site = await zeroConfigSite('docu-heading-translate', {
      'api.mdx': [
        '---',
        'title: GetServerInfo',
        'hide_title: true',
        '---',
        '',
        'import Heading from "@theme/Heading";',
        'import Translate, { translate } from "@docusaurus/Translate";',
        '',
        '<Heading',
        '  as={"h1"}',
        '  className={"openapi__heading"}',
        '  children={"GetServerInfo"}',
        '>',
        '</Heading>',
        '',
        'See [the request](#request).',
        '',
        '<Heading',
        '  id={"request"}',
        '  as={"h2"}',
        '  className={"openapi-tabs__heading"}',
        '>',
        '  <Translate id="theme.openapi.request.title">Request</Translate>',
        '</Heading>',
        '',
        "Inline <Translate id=\"x\" description=\"d\">translated &lt;b&gt;</Translate> and {translate({message: 'called', id: 'y'})}.",
        '',
        "<img alt={translate({message: 'Alt text'})} src=\"https://example.com/x.png\" />",
        '',
        '## Markdown heading',
        '',
      ].join('\n'),
      'bad.mdx': [
        '# Bad',
        '',
        "import Heading from '@theme/Heading';",
        "import Translate, { translate } from '@docusaurus/Translate';",
        '',
        '<Heading id="x">No level</Heading>',
        '',
        '<Translate values={{n: 1}}>{n} items</Translate>',
        '',
        'Computed {translate({message: make()})}.',
        '',
      ].join('\n'),
    });
    const refused = await runCli(['build', site]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/bad.mdx:6:1  error  <Heading> needs as="h1" … as="h6", a literal (it has none).');
    expect(refused.stderr).toContain('content/docs/bad.mdx:8:1  error  <Translate> with values (placeholders) is code: write the text itself.');
    expect(refused.stderr).toMatch(/content\/docs\/bad\.mdx:10:10 +error +JavaScript expressions are not allowed in content: \{translate/);
    expect(refused.stderr).not.toContain('api.mdx');
    await rm(path.join(site, 'content', 'docs', 'bad.mdx'));
    const build = await runCli(['build', site, '--strict']);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'api', 'index.html'), 'utf8');
    expect(html).toContain('<h1 class="openapi__heading">GetServerInfo</h1>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="request" class="anchor openapi-tabs__heading">Request<a href="#request" class="hash-link"/);
    expect(html).toContain('<p>Inline translated &lt;b&gt; and called.</p>');
    expect(html).toContain('<img alt="Alt text" src="https://example.com/x.png"/>');
    expect(html).toContain('"toc":[{"id":"markdown-heading","text":"Markdown heading","level":2}]');
  });
});

describe('imports that are not the theme\'s', () => {
  it('are errors naming the file, line and column, with what to do', async () => {
    const site = await zeroConfigSite('docu-theme-imports-refused', {
      'page.mdx': "# Page\n\nimport Banner from '@site/src/components/Banner';\nimport Shared from './_shared.mdx';\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"js\">{make()}</CodeBlock>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1');
    expect(build.stderr).toContain('Import of "@site/src/components/Banner": content cannot import code.');
    expect(build.stderr).toContain("hint: to use the site's own component <Banner>, register it in site.config.ts: components: { Banner: './src/components/Banner' }");
    expect(build.stderr).toContain('content/docs/page.mdx:4:1');
    expect(build.stderr).toContain('Import of "./_shared.mdx": there is no such Markdown file in content/.');
    expect(build.stderr).toContain('content/docs/page.mdx:7:1');
    expect(build.stderr).toContain('The code of <CodeBlock> must be one literal');
    // Reported once, as what it is: not also as an unknown component or an expression.
    expect(build.stderr).not.toContain('Unknown component <CodeBlock>');
    expect(build.stderr).not.toContain('JavaScript expressions are not allowed');
  });

  it('refuses a values array that is not literals', async () => {
    const site = await zeroConfigSite('docu-theme-imports-values', {
      'page.mdx': "# Page\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={makeValues()}>\n<TabItem value=\"a\">A</TabItem>\n</Tabs>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:6:7');
    expect(build.stderr).toContain('The values of <Tabs> must be written as literals');
    // Reported once, as what it is: not also as an attribute holding an expression.
    expect(build.stderr).not.toContain('Attribute values of <Tabs> is a JavaScript expression');
  });
});

describe('an import written inside an element', () => {
  it('binds for the whole page, as in Docusaurus, and leaves no trace in it', async () => {
    const site = await zeroConfigSite('docu-nested-import', {
      'page.mdx': "# Page\n\n<details>\n<summary>Install</summary>\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"npm\" label=\"npm\">npm i x</TabItem>\n</Tabs>\n\n</details>\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toMatch(/<details><summary>Install<\/summary>[\s\S]*role="tab"[^>]*>npm</);
    expect(html).not.toContain('@theme/');
  });
});

describe('an import through a webpack loader', () => {
  it('other than raw-loader (test/docusaurus/partials.test.ts) is an error whose hint says to paste the file into a fenced code block', async () => {
    const site = await zeroConfigSite('docu-webpack-loader', { 'page.mdx': "# Page\n\nimport Code from '!!val-loader!./example.js';\n" });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1');
    expect(build.stderr).toContain('hint: a webpack loader does not run here: paste the file\'s text into a fenced code block');
  });

  it('a theme component written without its import is unknown, with the import as the hint, not a registration the config refuses', async () => {
    const site = await zeroConfigSite('docu-theme-unimported', { 'page.mdx': '# Page\n\n<CodeBlock language="js">{`let a = 1;`}</CodeBlock>\n' });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain('content/docs/page.mdx:3:1  error  Unknown component <CodeBlock>.');
    expect(build.stderr).toContain("hint: <CodeBlock> is Docusaurus's @theme/CodeBlock: import it as Docusaurus pages do (import CodeBlock from '@theme/CodeBlock'), and it is devcenter's own.");
    expect(build.stderr).not.toContain('components: { CodeBlock:');
  });
});

describe('a DocCardList on a page in no sidebar category', () => {
  it('is a warning at the element (Docusaurus stops its build there), and the page still builds', async () => {
    const site = await zeroConfigSite('docu-doc-card-list-no-category', {
      'top.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Top\n\n<DocCardList />\n",
      'guides/one.md': '# One\n\nFirst.\n',
      'guides/index.mdx': "import DocCardList from '@theme/DocCardList';\n\n# Guides\n\n<DocCardList />\n",
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/top.mdx:5:1  warning  This <DocCardList /> has no cards: it lists the items of the sidebar category its page leads or is in, and this page is in no category of its sidebar.');
    // The category's own page has cards: nothing said.
    expect(result.stderr).not.toContain('guides/index.mdx');
    expect(result.stdout).toMatch(/built \d+ pages .*, 1 warning$/m);
  });
});
