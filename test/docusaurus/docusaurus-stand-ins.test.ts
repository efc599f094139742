// A site's own component written for Docusaurus imports Docusaurus's modules (the src/ folders of
// public sites import Link, useDocusaurusContext, theme-common's useColorMode, Translate, Head,
// useIsBrowser, CodeBlock, Heading, ThemedImage…): the build gives it stand-ins with the same API
// (cli/bundle/docusaurus-shims.ts), so the component renders at build time and hydrates unchanged.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const SHOWCASE = `import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import isInternalUrl from '@docusaurus/isInternalUrl';
import Head from '@docusaurus/Head';
import Translate, { translate } from '@docusaurus/Translate';
import { useColorMode } from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import ThemedImage from '@theme/ThemedImage';
import Admonition from '@theme/Admonition';

export default function Showcase() {
  const { siteConfig, i18n } = useDocusaurusContext();
  const { withBaseUrl } = useBaseUrlUtils();
  const isBrowser = useIsBrowser();
  const { colorMode, setColorMode } = useColorMode();
  return (
    <div className="showcase">
      <Head><meta name="keywords" content="left out" /></Head>
      <p id="site">{siteConfig.title} / {siteConfig.tagline} / {siteConfig.url}{siteConfig.baseUrl} / {i18n.currentLocale}</p>
      {/* What differs between server and browser is drawn after hydration, as Docusaurus asks too. */}
      <p id="where">{isBrowser ? 'in the browser; DOM ' + ExecutionEnvironment.canUseDOM : 'on the server'}</p>
      <p id="urls">{useBaseUrl('img/logo.svg')} {withBaseUrl('/docs/x')} {String(isInternalUrl('/docs'))} {String(isInternalUrl('https://example.org'))}</p>
      <p id="translated"><Translate id="x" values={{ name: <b>Ada</b> }}>{'Hello {name}, welcome'}</Translate> {translate({ message: 'Page {n} of {m}' }, { n: 1, m: 3 })}</p>
      <Link to="/docs/other" isNavLink activeClassName="active">Other page</Link> <Link href="https://example.org/x">Elsewhere</Link>
      <button type="button" id="mode" onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}>Mode: {colorMode}</button>
      <Heading as="h2" id="from-component">Made by a component</Heading>
      <CodeBlock language="js" title="example.js">{'const a = "<b>";\\n'}</CodeBlock>
      <ThemedImage alt="Logo" sources={{ light: '/img/light.png', dark: '/img/dark.png' }} />
      <Admonition type="tip" title="A tip">Read this.</Admonition>
    </div>
  );
}
`;

async function showcaseSite(name: string): Promise<string> {
  return writeSite(name, {
    'site.config.ts': `export default {\n  title: 'Stand-in Docs',\n  tagline: 'Tested with <care>',\n  url: 'https://docs.example.org',\n  components: { Showcase: './src/components/Showcase.jsx' },\n};\n`,
    'src/components/Showcase.jsx': SHOWCASE,
    'content/docs/intro.mdx': "---\nsidebar_position: 1\n---\nimport Showcase from '@site/src/components/Showcase';\n\n# Intro\n\n<Showcase />\n",
    'content/docs/other.md': '# Other\n\nAnother page.\n',
    'static/img/light.png': '',
    'static/img/dark.png': '',
  });
}

describe('Docusaurus stand-ins for site components', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await showcaseSite('docu-stand-ins');
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('build a component importing fourteen Docusaurus modules, with no diagnostic', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('render it at build time with what each module gives', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8');
    const page = html.replaceAll('<!-- -->', '');
    // useDocusaurusContext: the site's own title, tagline (escaped) and address, on a base URL of '/'.
    expect(page).toContain('<p id="site">Stand-in Docs / Tested with &lt;care&gt; / https://docs.example.org/ / en</p>');
    expect(page).toContain('<p id="where">on the server</p>');
    expect(page).toContain('<p id="urls">/img/logo.svg /docs/x true false</p>');
    expect(page).toContain('<p id="translated">Hello <b>Ada</b>, welcome Page 1 of 3</p>');
    // Link: Docusaurus's own props are not attributes; another site's address opens in a new tab.
    expect(page).toContain('<a href="/docs/other">Other page</a>');
    expect(page).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">Elsewhere</a>');
    expect(page).not.toMatch(/isNavLink|activeClassName|activeclassname/);
    expect(page).toContain('<h2 id="from-component" class="anchor">Made by a component<a href="#from-component" class="hash-link" aria-label="Direct link to Made by a component">\u200b</a></h2>');
    // CodeBlock: the runtime's block (title, copy button), the code escaped and without its last newline.
    expect(page).toMatch(/<div class="code-block language-js"><div class="code-block__title">example\.js<\/div><div class="code-block__body"><pre><code>const a = &quot;&lt;b&gt;&quot;;<\/code><\/pre><button type="button" class="code-block__copy"/);
    expect(page).toContain('<img src="/img/light.png" class="themedComponent themedComponent--light" alt="Logo"/>');
    expect(page).toContain('<img src="/img/dark.png" class="themedComponent themedComponent--dark" alt="Logo"/>');
    expect(page).toMatch(/<div class="admonition admonition--tip"><div class="admonition__heading"><span class="admonition__icon" aria-hidden="true"><\/span>A tip<\/div><div class="admonition__content">Read this\.<\/div><\/div>/);
    // Head: the page's head is devcenter's.
    expect(html).not.toContain('left out');
  });

  it('hydrate it in Chromium without an error, then run in the browser: useIsBrowser, the colour mode both ways', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/intro', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.locator('#where', { hasText: 'in the browser; DOM true' }).waitFor();
    await tab.getByRole('button', { name: 'Mode: light' }).click();
    await tab.getByRole('button', { name: 'Mode: dark' }).waitFor();
    expect(await tab.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['dark', 'dark']);
    // The navbar's own switch changes what the component reads.
    await tab.getByRole('button', { name: 'Switch between dark and light mode (currently dark mode)' }).click();
    await tab.getByRole('button', { name: 'Mode: light' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('a module with no stand-in is an error naming the file and the modules there are', async () => {
    const broken = await showcaseSite('docu-stand-ins-missing');
    await import('node:fs/promises').then(({ writeFile }) =>
      writeFile(path.join(broken, 'src/components/Showcase.jsx'), "import { useThemeConfig } from '@docusaurus/theme-common';\nimport DocCard from '@theme/DocCard';\nexport default function Showcase() { return <DocCard>{useThemeConfig().x}</DocCard>; }\n"),
    );
    const result = await runCli(['build', broken]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('src/components/Showcase.jsx:2:');
    expect(result.stderr).toContain('Could not resolve "@theme/DocCard"');
    expect(result.stderr).toContain('@docusaurus/useDocusaurusContext');
    expect(result.stderr).not.toContain('internal error');
  });
});

// TypeORM's DatabaseTabs, and components of Supertokens', Data Client's, Cypress's and a dozen more sites,
// draw Docusaurus's Tabs: "Could not resolve @theme/Tabs" stopped their build.
const SHELL_TABS = `import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function ShellTabs({ command }) {
  return (
    <Tabs groupId="shell" queryString values={[{ value: 'pwsh', label: 'PowerShell' }, { value: 'bash', label: 'Bash', default: true, attributes: { className: 'bash-tab' } }]}>
      <TabItem value="bash" attributes={{ className: 'item-own-tab' }}><code id="bash-code">{command}</code></TabItem>
      <TabItem value="pwsh" label="Windows PowerShell" default><code id="pwsh-code">{command + '.exe'}</code></TabItem>
    </Tabs>
  );
}
`;

// With values, Docusaurus's tab list is the array alone (useTabValues): an item it lacks has no tab
// and its panel is always hidden; a value no item has is a tab with nothing under it.
const LISTED_TABS = `import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

export default function ListedTabs() {
  return (
    <div id="listed">
      <Tabs values={[{ label: 'A', value: 'a' }]}>
        <TabItem value="b"><span id="unlisted">x</span></TabItem>
      </Tabs>
    </div>
  );
}
`;

describe("Docusaurus's Tabs and TabItem in a site component", () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-stand-ins-tabs', {
      'site.config.ts': "export default {\n  title: 'Tabs Docs',\n  url: 'https://docs.example.org',\n  components: { ShellTabs: './src/components/ShellTabs.jsx', ListedTabs: './src/components/ListedTabs.jsx' },\n};\n",
      'src/components/ShellTabs.jsx': SHELL_TABS,
      'src/components/ListedTabs.jsx': LISTED_TABS,
      'content/docs/intro.mdx': "import ShellTabs from '@site/src/components/ShellTabs';\n\n# Intro\n\n<ShellTabs command=\"greet\" />\n\n<ListedTabs />\n",
    });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  // With values, Docusaurus's tab list is the array: its order, its default, each tab's label and
  // attributes (an item's own label, default and attributes are not read: useTabValues, TabList).
  it("draws the page's tabs at build time: labels and attributes.className from values, in the values' order, the values' default shown", async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = (await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const tabs = [...html.slice(0, html.indexOf('<div id="listed">')).matchAll(/<button type="button" role="tab"[^>]*aria-selected="(true|false)"[^>]*class="([^"]*)"[^>]*>([^<]*)<\/button>/g)].map(([, selected, cls, label]) => `${label} ${selected} ${cls}`);
    expect(tabs).toEqual(['PowerShell false tabs__item', 'Bash true tabs__item bash-tab tabs__item--active']);
    expect(html).toMatch(/<div role="tabpanel" class="tab-item"[^>]*hidden=""[^>]*><code id="pwsh-code">greet.exe<\/code><\/div>/);
  });

  it("draws only the values' tabs: an item the array lacks has none and is never shown, a value no item has is an empty tab", async () => {
    expect(build.code).toBe(0);
    const html = (await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    const listed = html.slice(html.indexOf('<div id="listed">'));
    expect([...listed.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(['A true']);
    expect(listed).toMatch(/^<div id="listed"><div class="tabs-container">(?:(?!<\/div>)[\s\S])*<\/div><div class="tab-panels"><div role="tabpanel" class="tab-item"[^>]*><\/div><\/div>/);
    expect(html).not.toContain('id="unlisted"');
  });

  it('hydrates in Chromium without an error, and a tab shows its panel when clicked', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/intro', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.getByRole('tab', { name: 'PowerShell' }).click();
    await tab.locator('#pwsh-code').waitFor({ state: 'visible' });
    expect(await tab.locator('#bash-code').isVisible()).toBe(false);
    // queryString (true: the groupId) writes the choice to the address, as Docusaurus's Tabs does.
    expect(new URL(tab.url()).search).toBe('?shell=pwsh');
    expect(problems).toEqual([]);
  });
});

// TypeORM's DatabaseTabs imports `@site/src/constants/databases`, as components of Supertokens', Ory's,
// Cypress's and a score more sites import their helpers and data: "Could not resolve" stopped the build.
describe("Docusaurus's @site/ alias in a site component", () => {
  it('resolves from the site root, then from content/ (where docs/ is here), and not out of the site', async () => {
    const files = {
      'site.config.ts': "export default {\n  title: 'Alias Docs',\n  url: 'https://docs.example.org',\n  components: { Engines: './src/components/Engines.tsx' },\n};\n",
      'src/components/Engines.tsx': "import { engines } from '@site/src/data/engines';\nimport notes from '@site/docs/notes.json';\n\nexport default function Engines() {\n  return <ul id=\"engines\">{engines.map((e) => <li key={e}>{e}: {notes[e]}</li>)}</ul>;\n}\n",
      'src/data/engines.ts': "export const engines: string[] = ['alpha', 'beta'];\n",
      'content/docs/notes.json': '{ "alpha": "first", "beta": "second" }\n',
      'content/docs/intro.mdx': "import Engines from '@site/src/components/Engines';\n\n# Intro\n\n<Engines />\n",
    };
    const site = await writeSite('docu-stand-ins-site-alias', files);
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = (await readFile(path.join(site, 'build', 'docs', 'intro', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect(html).toContain('<ul id="engines"><li>alpha: first</li><li>beta: second</li></ul>');
    const outside = await writeSite('docu-stand-ins-site-alias-outside', { ...files, 'src/components/Engines.tsx': "import secret from '@site/../secret.json';\nexport default function Engines() { return <p>{secret}</p>; }\n" });
    const refused = await runCli(['build', outside]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('src/components/Engines.tsx:1:20  error  A site component does not build: Could not resolve "@site/../secret.json"');
  });
});

// Components of Cypress's, Lexical's, Saleor's, Supertokens', Apify's and a dozen more sites read the
// doc they are on through the docs plugin's client (useDoc, useDocsVersion, useActiveDocContext):
// "Could not resolve @docusaurus/plugin-content-docs/client" stopped their build.
const DOC_INFO = `import React from 'react';
import { useDoc, useDocsVersion, useActiveDocContext, isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';

export default function DocInfo() {
  const { metadata, frontMatter, toc } = useDoc();
  const { version, isLast, label } = useDocsVersion();
  const { activeDoc, activeVersion } = useActiveDocContext('default');
  return (
    <div className="doc-info">
      <p id="meta">{metadata.id} | {metadata.title} | {metadata.permalink} | {metadata.source} | {metadata.editUrl} | {metadata.tags.map((t) => t.label + '@' + t.permalink).join(',')} | {metadata.next?.permalink}</p>
      <p id="front">{String(frontMatter.e2eSpecific)} | {frontMatter.sidebar_position} | {JSON.stringify(frontMatter.extra)} | {String(frontMatter.reach)}</p>
      <p id="proto">{Object.hasOwn(frontMatter, '__proto__') ? JSON.stringify(frontMatter['__proto__']) : 'none'} | {String(Object.getPrototypeOf(frontMatter) === Object.prototype)}</p>
      <p id="version">{version} | {String(isLast)} | {label} | {activeDoc?.id} | {activeVersion.name}</p>
      <ul id="toc">{toc.map((t) => <li key={t.id} data-level={t.level} dangerouslySetInnerHTML={{ __html: t.value }} />)}</ul>
      <p id="active">{String(isActiveSidebarItem({ type: 'category', items: [{ type: 'link', href: metadata.permalink }] }, metadata.permalink))}</p>
    </div>
  );
}
`;

describe("Docusaurus's docs client in a site component", () => {
  const files = {
    'site.config.ts': "export default {\n  title: 'Client Docs',\n  url: 'https://docs.example.org',\n  editUrl: 'https://git.example.org/edit/',\n  components: { DocInfo: './src/components/DocInfo.jsx' },\n};\n",
    'src/components/DocInfo.jsx': DOC_INFO,
    'content/docs/intro.md': '---\nsidebar_position: 1\n---\n# Intro\n\nNo component here.\n',
    'content/docs/guides/setup.mdx': '---\nsidebar_position: 2\ne2eSpecific: true\nextra: { depth: 1 }\nreach: .inf\ntags: [install]\n__proto__: { polluted: 1 }\n---\n# Setup\n\n<DocInfo />\n\n## Heading \\<img src=x onerror=alert(1)>\n\nText.\n',
    'content/docs/guides/later.md': '---\nsidebar_position: 3\nsidebar_positon: 4\n---\n# Later\n\nA typo in a key.\n',
  };
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-stand-ins-docs-client', files);
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('gives the doc its component is on: id, address, file, edit link, tags, its whole front matter, the headings escaped', async () => {
    expect(build.code).toBe(0);
    // A key only the site's components read is no warning; a misspelt known one still is.
    expect(build.stderr).not.toContain('e2eSpecific');
    expect(build.stderr).toContain('content/docs/guides/later.md:3:1  warning  Unknown frontmatter key "sidebar_positon" is ignored — did you mean "sidebar_position"?');
    const html = (await readFile(path.join(site, 'build', 'docs', 'guides', 'setup', 'index.html'), 'utf8')).replaceAll('<!-- -->', '');
    expect(html).toContain('<p id="meta">guides/setup | Setup | /docs/guides/setup | @site/docs/guides/setup.mdx | https://git.example.org/edit/content/docs/guides/setup.mdx | install@/docs/tags/install | /docs/guides/later</p>');
    // A value JSON has not (YAML's .inf) is drawn as the browser reads it from the page data (null), not as Infinity.
    expect(html).toContain('<p id="front">true | 2 | {&quot;depth&quot;:1} | null</p>');
    // A key named __proto__ is a key like the others, not the object's prototype.
    expect(html).toContain('<p id="proto">{&quot;polluted&quot;:1} | true</p>');
    expect(html).toContain('<p id="version">current | true | Next | guides/setup | current</p>');
    expect(html).toContain('<ul id="toc"><li data-level="2">Heading &lt;img src=x onerror=alert(1)&gt;</li></ul>');
    expect(html).toContain('<p id="active">true</p>');
    // A page without a component carries none of it.
    const data = async (route: string) => JSON.parse(await readFile(path.join(site, 'build', '_dc', 'data', `${route}.json`), 'utf8'));
    expect((await data('docs/guides/setup')).doc.id).toBe('guides/setup');
    expect((await data('docs/intro')).doc).toBeUndefined();
  });

  it('hydrates in Chromium without an error, the browser reading the same doc', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/guides/setup', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.waitForSelector('html[data-has-hydrated="true"]');
    expect(await tab.locator('#front').textContent()).toBe('true | 2 | {"depth":1} | null');
    expect(await tab.locator('#toc li').innerHTML()).toBe('Heading &lt;img src=x onerror=alert(1)&gt;');
    expect(problems).toEqual([]);
  });

  it("what would need every doc of the site is an error: a version's docs when read, a hook with no stand-in at its import", async () => {
    const docs = await writeSite('docu-stand-ins-docs-client-docs', {
      ...files,
      'src/components/DocInfo.jsx': "import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';\nexport default function DocInfo() { return <p>{Object.keys(useDocsVersion().docs).length}</p>; }\n",
    });
    const read = await runCli(['build', docs]);
    expect(read.code).not.toBe(0);
    expect(read.stderr).toContain('content/docs/guides/setup.mdx  error  A site component threw while this page was rendered (<DocInfo>): useDocsVersion().docs has no stand-in in devcenter');
    const sidebar = await writeSite('docu-stand-ins-docs-client-sidebar', {
      ...files,
      'src/components/DocInfo.jsx': "import { useDocsSidebar } from '@docusaurus/plugin-content-docs/client';\nexport default function DocInfo() { return <p>{useDocsSidebar().items.length}</p>; }\n",
    });
    const imported = await runCli(['build', sidebar]);
    expect(imported.code).not.toBe(0);
    expect(imported.stderr).toContain('src/components/DocInfo.jsx:1:10  error  A site component does not build: devcenter\'s stand-in for "@docusaurus/plugin-content-docs/client" has no export "useDocsSidebar"');
    expect(imported.stderr).toMatch(/hint: it has useDocsVersion, useDoc, .*isActiveSidebarItem; useDocsSidebar reads what only Docusaurus's own client has/);
    expect(imported.stderr).not.toContain('internal error');
  });
});
