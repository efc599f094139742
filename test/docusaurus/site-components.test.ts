// Issue #16, point 7: a site's own React components, registered in site.config.ts, are bundled,
// rendered at build time and hydrated, each in its own chunk that only the pages using it load. MDX
// imports of them (as Docusaurus pages write them) are accepted; their props are literals; content
// still never runs code, and every mistake is an error that says how to fix it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite, zeroConfigSite } from '../support/cli.ts';
import { rawRequest, startDev } from '../security/servers-support.ts';

const GREETING = `import type { ReactNode } from 'react';
import clsx from 'tiny-clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function Greeting({ name, tags, options, children }: { name: string; tags: string[]; options: { size: number; loud: boolean }; children?: ReactNode }) {
  return (
    <section className={clsx(styles.greeting, options.loud && styles.loud)} data-size={options.size}>
      <p>Hello, {name}! Tags: {tags.join(' + ')}.</p>
      {children}
      <Link to="/docs/plain">Plain page</Link>
    </section>
  );
}
`;

// Written as the Redux docs write theirs: a named export in a .jsx file next to the content.
const COUNTER = `import { useState } from 'react';

export const ClickCounter = ({ start = 0 }) => {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
};
`;

// A package of the site's node_modules, as a Docusaurus site installs react-lite-youtube-embed.
const PACKAGE = {
  'node_modules/fake-embed/package.json': JSON.stringify({ name: 'fake-embed', version: '1.0.0', main: 'index.js' }),
  'node_modules/fake-embed/index.js': "const { createElement } = require('react');\nexports.default = function FakeEmbed(props) { return createElement('figure', { className: 'fake-embed' }, 'Video ' + props.id); };\nexports.__esModule = true;\n",
  'node_modules/tiny-clsx/package.json': JSON.stringify({ name: 'tiny-clsx', version: '1.0.0', main: 'index.js', type: 'module' }),
  'node_modules/tiny-clsx/index.js': "export default function clsx(...names) { return names.filter(Boolean).join(' '); }\n",
};

const WITH_COMPONENTS = `---
title: With components
---
import Greeting from '@site/src/components/Greeting';
import { ClickCounter } from '../components/ClickCounter';
import FakeEmbed from 'fake-embed';

# With components

<Greeting name="reader" tags={['one', "two"]} options={{ size: 3, loud: true }}>
Children are **Markdown**.
</Greeting>

<ClickCounter start={2} />

<FakeEmbed id="abc123" />
`;

const CONFIG = `export default {
  components: {
    Greeting: './src/components/Greeting',
    ClickCounter: './content/components/ClickCounter.jsx',
    FakeEmbed: 'fake-embed',
  },
};
`;

function componentSite(name: string, extra: Record<string, string> = {}): Promise<string> {
  return writeSite(name, {
    'site.config.ts': CONFIG,
    'src/components/Greeting/index.tsx': GREETING,
    'src/components/Greeting/styles.module.css': '.greeting { border: 3px solid rgb(0, 128, 0); }\n.loud { font-weight: 700; }\n',
    'content/components/ClickCounter.jsx': COUNTER,
    'content/docs/with-components.mdx': WITH_COMPONENTS,
    'content/docs/plain.md': '---\nsidebar_position: 1\n---\n# Plain\n\nNo components on this page. Go [to the components](./with-components.mdx).\n',
    ...PACKAGE,
    ...extra,
  });
}

describe('site components registered in site.config.ts', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await componentSite('docu-site-components');
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  const html = (route: string) => readFile(path.join(site, 'build', route.slice(1), 'index.html'), 'utf8');

  it('build a site whose config registers only components, on the zero-config defaults, with no diagnostic', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('render each component at build time with its literal props and Markdown children', async () => {
    const page = await html('/docs/with-components');
    expect(page).toMatch(/<section class="greeting_[0-9a-f]{6} loud_[0-9a-f]{6}" data-size="3"><p>Hello, <!-- -->reader<!-- -->! Tags: <!-- -->one \+ two<!-- -->.<\/p><p>Children are <strong>Markdown<\/strong>.<\/p>/);
    expect(page).toContain('<button type="button">Clicked <!-- -->2<!-- --> times</button>');
    expect(page).toContain('<figure class="fake-embed">Video abc123</figure>');
  });

  it('give each component its own chunk, and only the pages that use one load it', async () => {
    const assets = await readdir(path.join(site, 'build', 'assets'));
    for (const name of ['Greeting', 'ClickCounter', 'FakeEmbed']) expect(assets.some((file) => file.startsWith(`site-${name}-`) && file.endsWith('.js'))).toBe(true);
    const using = await html('/docs/with-components');
    expect(using).toMatch(/<link rel="preload" href="\/assets\/site-Greeting-[A-Z0-9]+\.js" as="script" crossorigin fetchpriority="low">/);
    expect(using).toMatch(/<link rel="stylesheet" href="\/assets\/site-Greeting-[A-Z0-9]+\.css">/);
    // The components' own style props and embeds are allowed by the site's policy, as content's are.
    expect(using).toMatch(/style-src-attr 'unsafe-inline'.*frame-src https:/);
    const plain = await html('/docs/plain');
    expect(plain).not.toContain('/assets/site-');
    expect(plain).not.toContain('siteComponents');
  });

  it('hydrate in the browser without a console error, and the components work', async () => {
    const problems: string[] = [];
    const tab: Page = await served.open('/docs/with-components', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    const counter = tab.getByRole('button', { name: 'Clicked 2 times' });
    await counter.click();
    await tab.getByRole('button', { name: 'Clicked 3 times' }).waitFor();
    const border = await tab.locator('section[data-size="3"]').evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe('rgb(0, 128, 0)');
    expect(problems).toEqual([]);
  });

  it('load a component\'s chunk on a client-side navigation to the first page that uses it', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/plain', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // The plain page's HTML names no component chunk (see above): the chunk comes with the link's
    // prefetch or the navigation, and the page it leads to works.
    await tab.getByRole('link', { name: 'to the components' }).click();
    await tab.getByRole('button', { name: 'Clicked 2 times' }).click();
    await tab.getByRole('button', { name: 'Clicked 3 times' }).waitFor();
    expect(await tab.getByText('Video abc123').isVisible()).toBe(true);
    const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    expect(loaded.some((p) => /^\/assets\/site-ClickCounter-/.test(p))).toBe(true);
    expect(await tab.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(problems).toEqual([]);
  });
});

describe('a page reading its own front matter', () => {
  it("gives a component its value as a prop and writes it in text, as MDX's frontMatter does (Home Assistant passes lists so, 33 pages); a key it does not have is a warning and no value", async () => {
    const page = `---
title: From front matter
owner: Ada <b>Lovelace</b>
rule_tags: [first, second]
---

# From front matter

Written by {frontMatter.owner}; {frontMatter.missing}done.

<Greeting name={frontMatter.owner} tags={frontMatter.rule_tags} options={{ size: 1, loud: false }} />

<ClickCounter start={frontMatter.nothing} />
`;
    const site = await componentSite('docu-site-components-front-matter', { 'content/docs/front.mdx': page });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    expect(build.stderr).toContain('content/docs/front.mdx:9:33  warning  frontMatter.missing has no value');
    expect(build.stderr).toContain('content/docs/front.mdx:13:15  warning  frontMatter.nothing has no value');
    expect(build.stderr).not.toContain('Unknown frontmatter key');
    const html = await readFile(path.join(site, 'build', 'docs', 'front', 'index.html'), 'utf8');
    expect(html).toContain('<p>Written by Ada &lt;b&gt;Lovelace&lt;/b&gt;; done.</p>');
    expect(html).toContain('<p>Hello, <!-- -->Ada &lt;b&gt;Lovelace&lt;/b&gt;<!-- -->! Tags: <!-- -->first + second<!-- -->.</p>');
    expect(html).toContain('<button type="button">Clicked <!-- -->0<!-- --> times</button>');
  });
});

describe('many places of a few unregistered components', () => {
  it("keeps an error at each place and ends the terminal report with each name's places and its one fix, most used first (Cypress's 2,580 errors came from about 30 names)", async () => {
    const site = await zeroConfigSite('docu-site-components-flood', {
      'one.mdx': '# One\n\n<Icon name="a" />\n\n<Icon name="b" />\n\n<DocsImage src="x.png" />\n\n<Tabz>x</Tabz>\n',
      'two.mdx': '# Two\n\n<Icon name="c" />\n\n<DocsImage src="y.png" />\n\n<Links.Home />\n',
      'three.mdx': '# Three\n\n<Icon name="d" />\n',
    });
    const pretty = await runCli(['check', site]);
    expect(pretty.code).toBe(1);
    // Every place is still an error of its own.
    expect(pretty.stderr.match(/error {2}Unknown component <Icon>\./g)).toHaveLength(4);
    const summary = pretty.stderr.slice(pretty.stderr.indexOf('Unknown components:')).split('\n');
    expect(summary.slice(0, 6)).toEqual([
      `Unknown components: 8 places use 4 components; the fix of each clears all its places (a site's own component is registered in site.config.ts, README: "Site components"):`,
      "  <Icon>        4 places in 3 files  register in site.config.ts: components: { Icon: './src/components/Icon.tsx' }",
      "  <DocsImage>   2 places in 2 files  register in site.config.ts: components: { DocsImage: './src/components/DocsImage.tsx' }",
      "  <Links.Home>  1 place in 1 file    register in site.config.ts: components: { Links: './src/components/Links.tsx' }",
      '  <Tabz>        1 place in 1 file    did you mean <Tabs>?',
      '',
    ]);
    expect(summary.at(-2)).toBe('check failed: 8 errors, 0 warnings');
    // JSON and GitHub annotations list every place, and no summary.
    const json = await runCli(['check', site, '--reporter', 'json']);
    expect(JSON.parse(json.stdout).diagnostics).toHaveLength(8);
    const github = await runCli(['check', site, '--reporter', 'github']);
    expect(github.stdout.match(/^::error /gm)).toHaveLength(8);
    expect(github.stdout).not.toContain('Unknown components:');
  });

  it("shows the first 5 places of a name used on many pages, and counts the rest in the summary (Cypress's report was some 8,000 lines)", async () => {
    const pages = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`page-${i}.mdx`, `# Page ${i}\n\n<Icon name="${i}" />\n`]));
    const site = await zeroConfigSite('docu-site-components-places', { ...pages, 'other.mdx': '# Other\n\n<DocsImage src="x.png" />\n' });
    const pretty = await runCli(['check', site]);
    expect(pretty.code).toBe(1);
    expect(pretty.stderr.match(/error {2}Unknown component <Icon>\./g)).toHaveLength(5);
    expect(pretty.stderr).toContain('content/docs/page-4.mdx:3:1  error  Unknown component <Icon>.');
    expect(pretty.stderr).not.toContain('content/docs/page-5.mdx');
    expect(pretty.stderr.match(/error {2}Unknown component <DocsImage>\./g)).toHaveLength(1);
    expect(pretty.stderr).toContain('  <Icon>       8 places in 8 files');
    expect(pretty.stderr).toContain('  (the report above shows the first 5 places of each; `--reporter json` lists every one)');
    expect(pretty.stderr).toContain('check failed: 9 errors, 0 warnings');
    const json = await runCli(['check', site, '--reporter', 'json']);
    expect(JSON.parse(json.stdout).diagnostics).toHaveLength(9);
  });

  it('shows, past the first 5 places of a name, a place whose fix is another (lines indented as code), on a summary line of its own', async () => {
    const pages = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`page-${i}.mdx`, `# Page ${i}\n\n<Foo />\n`]));
    // Sorted after the six: its <Foo> is a code example MDX 3 reads as JSX, which registering Foo would not fix.
    const site = await zeroConfigSite('docu-site-components-other-fix', { ...pages, 'zz-example.mdx': '# Example\n\nWrite it so:\n\n    <Foo />\n\nDone.\n' });
    const pretty = await runCli(['check', site]);
    expect(pretty.code).toBe(1);
    expect(pretty.stderr).toContain('content/docs/zz-example.mdx:5:5  error  Unknown component <Foo>.');
    expect(pretty.stderr).toMatch(/hint: line 5 is indented by 4 spaces after a blank line.*put those lines in a ``` fence/);
    expect(pretty.stderr).toContain("  <Foo>  6 places in 6 files  register in site.config.ts: components: { Foo: './src/components/Foo.tsx' }");
    expect(pretty.stderr).toMatch(/\n {2}<Foo> {2}1 place in 1 file {4}line 5 is indented by 4 spaces/);
    expect(pretty.stderr).toContain('Unknown components: 7 places use one component;');
  });
});

describe('mistakes with site components', () => {
  const check = async (name: string, files: Record<string, string>) => {
    const site = await componentSite(name, files);
    const result = await runCli(['build', site, '--reporter', 'json']);
    return { ...result, diagnostics: JSON.parse(result.stdout).diagnostics as { message: string; file?: string; line?: number; column?: number; hint?: string }[] };
  };

  it('an unregistered component is an error whose hint says how to register it, and the one error: its props mean what it says, so they are not checked as links or files', async () => {
    const { code, diagnostics } = await check('docu-site-components-unknown', {
      'content/docs/plain.md': '# Plain\n\n<BrowserWindow url="x">Hi</BrowserWindow>\n\n<Screenshot alt="Shot" src="images/shot.png" href="./gone.md" />\n',
    });
    expect(code).toBe(1);
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ message: 'Unknown component <BrowserWindow>.', file: 'content/docs/plain.md', line: 3, column: 1, hint: expect.stringContaining("components: { BrowserWindow: './src/components/BrowserWindow.tsx' }") }),
    );
    expect(diagnostics.map((d) => d.message)).toEqual(['Unknown component <BrowserWindow>.', 'Unknown component <Screenshot>.']);
  });

  it('a member of an unregistered component (<Links.Home />) is an error whose hint registers the component, whose members then work too, never a dotted name', async () => {
    const { code, diagnostics } = await check('docu-site-components-member', { 'content/docs/plain.mdx': '# Plain\n\n<Links.Home />\n' });
    expect(code).toBe(1);
    const problem = diagnostics.find((d) => d.message === 'Unknown component <Links.Home>.');
    expect(problem).toMatchObject({ file: 'content/docs/plain.mdx', line: 3, column: 1 });
    expect(problem?.hint).toContain("components: { Links: './src/components/Links.tsx' }): its members, such as <Links.Home>, then work too");
    expect(problem?.hint).not.toContain('{ Links.Home:');
  });

  it('an import of an unregistered component of the site says the registration that makes it work', async () => {
    const { diagnostics } = await check('docu-site-components-import', { 'content/docs/plain.md': "# Plain\n\nimport APITable from '@site/src/components/APITable';\n" });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ message: 'Import of "@site/src/components/APITable": content cannot import code.', line: 3, hint: expect.stringContaining("components: { APITable: './src/components/APITable' }") }),
    );
  });

  it("an import from the site's root (/src/components/X, as Docusaurus's webpack resolves it) names the same file as @site/src/components/X", async () => {
    const { diagnostics } = await check('docu-site-components-root-import', { 'content/docs/plain.md': "# Plain\n\nimport APITable from '/src/components/APITable';\n" });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ message: 'Import of "/src/components/APITable": content cannot import code.', line: 3, hint: expect.stringContaining("components: { APITable: './src/components/APITable' }") }),
    );
  });

  it('a list of blog posts loads the components its posts show', async () => {
    const site = await componentSite('docu-site-components-blog', { 'content/blog/2024-01-01-hello.mdx': '---\ntitle: Hello\n---\n\n<Greeting name="blog" tags={[]} options={{ size: 1, loud: false }} />\n' });
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    const list = JSON.parse(await readFile(path.join(site, 'build/_dc/data/blog.json'), 'utf8')) as { siteComponents?: Record<string, unknown> };
    expect(Object.keys(list.siteComponents ?? {})).toEqual(['Greeting']);
  });

  it('an import of the site\'s own <Card> (a name devcenter\'s components have) is one error whose hint works when followed', async () => {
    const page = "# Card page\n\nimport Card from '@site/src/components/Card';\n\n<Card url=\"/docs/with-components\">Go</Card>\n";
    const { diagnostics } = await check('docu-site-components-card', { 'content/docs/card.mdx': page });
    const onPage = diagnostics.filter((d) => d.file === 'content/docs/card.mdx');
    expect(onPage.map((d) => d.message)).toEqual(['Import of "@site/src/components/Card": content cannot import code.']);
    expect(onPage[0].hint).toContain("register the site's under another name, components: { SiteCard: './src/components/Card' }");
    // Followed: registered as SiteCard, the page's import makes its <Card> the site's.
    const card = "export default function Card({ url, children }: { url: string; children?: unknown }) {\n  return <a className=\"site-card\" href={url}>{children as never}</a>;\n}\n";
    const site = await componentSite('docu-site-components-card-followed', {
      'content/docs/card.mdx': page,
      'src/components/Card.tsx': card,
      'site.config.ts': CONFIG.replace("Greeting: './src/components/Greeting',", "Greeting: './src/components/Greeting',\n    SiteCard: './src/components/Card',"),
    });
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(site, 'build/docs/card/index.html'), 'utf8')).toContain('<a class="site-card" href="/docs/with-components">Go</a>');
  });

  it('an import naming a registered component and the site\'s <Card> (a named export) hints at the one not registered, and the hint works when followed', async () => {
    // As Uniswap's docs write theirs: Cards is registered, Card (devcenter's own name) is refused.
    const cards = "export function Cards({ children }: { children?: unknown }) {\n  return <div className=\"site-cards\">{children as never}</div>;\n}\nexport function Card({ title, href }: { title: string; href: string }) {\n  return <a className=\"site-card\" href={href}>{title}</a>;\n}\n";
    const page = "# Cards page\n\nimport { Cards, Card } from '@site/src/components/Cards';\n\n<Cards>\n  <Card title=\"Go\" href=\"/docs/plain\" />\n</Cards>\n";
    const config = CONFIG.replace("Greeting: './src/components/Greeting',", "Greeting: './src/components/Greeting',\n    Cards: './src/components/Cards.tsx',");
    const { diagnostics } = await check('docu-site-components-cards', { 'content/docs/cards.mdx': page, 'src/components/Cards.tsx': cards, 'site.config.ts': config });
    const onPage = diagnostics.filter((d) => d.file === 'content/docs/cards.mdx');
    expect(onPage.map((d) => d.message)).toEqual(['Import of "@site/src/components/Cards": content cannot import code.']);
    expect(onPage[0].hint).toContain("<Card> is also one of devcenter's own components");
    expect(onPage[0].hint).toContain("./src/components/SiteCard.tsx: export { Card as default } from './Cards'");
    expect(onPage[0].hint).toContain("components: { SiteCard: './src/components/SiteCard.tsx' }, and write <SiteCard>");
    // Followed: the wrapper registered as SiteCard, written <SiteCard>, Card out of the import.
    const site = await componentSite('docu-site-components-cards-followed', {
      'content/docs/cards.mdx': page.replace('{ Cards, Card }', '{ Cards }').replace('<Card ', '<SiteCard '),
      'src/components/Cards.tsx': cards,
      'src/components/SiteCard.tsx': "export { Card as default } from './Cards'\n",
      'site.config.ts': config.replace("Cards: './src/components/Cards.tsx',", "Cards: './src/components/Cards.tsx',\n    SiteCard: './src/components/SiteCard.tsx',"),
    });
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(site, 'build/docs/cards/index.html'), 'utf8')).toContain('<div class="site-cards"><a class="site-card" href="/docs/plain">Go</a></div>');
  });

  it('an import of a Docusaurus theme component devcenter lacks says to write one, never to register what the config refuses', async () => {
    const page = "# Plain\n\nimport IdealImage from '@theme/IdealImage';\n\n<IdealImage img=\"/a.png\" />\n";
    const { diagnostics } = await check('docu-site-components-theme', { 'content/docs/plain.mdx': page });
    const problem = diagnostics.find((d) => d.message === 'Import of "@theme/IdealImage": content cannot import code.');
    expect(problem?.hint).toContain("components: { IdealImage: './src/components/IdealImage.tsx' }");
    expect(problem?.hint).toContain("import it from '@site/src/components/IdealImage'");
    expect(problem?.hint).not.toContain("IdealImage: '@theme/");
  });

  it("an import of @theme/X names the site's theme, which a theme package fills too (Bluesky's @theme/ParamsDetails, of docusaurus-theme-openapi-docs), not Docusaurus's alone", async () => {
    const page = "# Api\n\nimport ParamsDetails from '@theme/ParamsDetails';\n\n<ParamsDetails />\n";
    const { diagnostics } = await check('docu-site-components-theme-package', { 'content/docs/plain.mdx': page });
    const problem = diagnostics.find((d) => d.message === 'Import of "@theme/ParamsDetails": content cannot import code.');
    expect(problem?.hint).toContain("@theme/ParamsDetails is a component of the site's Docusaurus theme (Docusaurus's own or a theme package's, such as docusaurus-theme-openapi-docs) that devcenter does not provide");
    expect(problem?.hint).not.toContain("component of Docusaurus's theme");
  });

  it("an import of @theme/X the site has in its own src/theme/ (Litho's VersionedCodeBlock) names that file to register, and the hint works when followed", async () => {
    const page = "# Shout\n\nimport Shout from '@theme/Shout';\n\n<Shout text=\"hey\" />\n";
    const shout = 'export default function Shout({ text }) {\n  return <strong className="site-shout">{text.toUpperCase()}</strong>;\n}\n';
    const { diagnostics } = await check('docu-site-components-own-theme', { 'content/docs/shout.mdx': page, 'src/theme/Shout.jsx': shout });
    const problem = diagnostics.find((d) => d.message === 'Import of "@theme/Shout": content cannot import code.');
    expect(problem?.hint).toBe("@theme/Shout is the site's own theme component, src/theme/Shout.jsx: devcenter takes none from src/theme/ by itself; register it in site.config.ts (components: { Shout: './src/theme/Shout.jsx' }), and this import is then accepted.");
    const site = await componentSite('docu-site-components-own-theme-followed', {
      'content/docs/shout.mdx': page,
      'src/theme/Shout.jsx': shout,
      'site.config.ts': CONFIG.replace("Greeting: './src/components/Greeting',", "Greeting: './src/components/Greeting',\n    Shout: './src/theme/Shout.jsx',"),
    });
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(site, 'build/docs/shout/index.html'), 'utf8')).toContain('<strong class="site-shout">HEY</strong>');
  });

  it("a component the site's src/theme/MDXComponents gives every page (webdriverio's <PhoneMock>, <LiteYouTubeEmbed>) has its hint name the file or package that file imports it from, and the hint works when followed", async () => {
    const page = '# Mock\n\n<PhoneMock label="hi" />\n\n<YouTube id="x" />\n\n<Elsewhere />\n';
    const mdxComponents = [
      "import MDXComponents from '@theme-original/MDXComponents';",
      "import YouTube from 'lite-youtube';",
      "import { PhoneMock } from '../components/phoneMock.tsx';",
      'export default { ...MDXComponents, YouTube, PhoneMock };',
      '',
    ].join('\n');
    const phoneMock = 'export function PhoneMock({ label }: { label: string }) {\n  return <div className="site-phone">{label}</div>;\n}\n';
    const files = { 'content/docs/mock.mdx': page, 'src/theme/MDXComponents.js': mdxComponents, 'src/components/phoneMock.tsx': phoneMock };
    const { diagnostics } = await check('docu-site-components-mdx-components', files);
    const hintOf = (name: string) => diagnostics.find((d) => d.message === `Unknown component <${name}>.`)?.hint;
    expect(hintOf('PhoneMock')).toBe("the site's src/theme/MDXComponents.js gives <PhoneMock> to every page, and devcenter does not run it: register the component in site.config.ts: components: { PhoneMock: './src/components/phoneMock.tsx' }.");
    expect(hintOf('YouTube')).toContain("components: { YouTube: 'lite-youtube' }");
    // One the file does not import keeps the general hint.
    expect(hintOf('Elsewhere')).toBe("a component of your site? Register it in site.config.ts: components: { Elsewhere: './src/components/Elsewhere.tsx' }.");
    const site = await componentSite('docu-site-components-mdx-components-followed', {
      ...files,
      'content/docs/mock.mdx': '# Mock\n\n<PhoneMock label="hi" />\n',
      'site.config.ts': CONFIG.replace("Greeting: './src/components/Greeting',", "Greeting: './src/components/Greeting',\n    PhoneMock: './src/components/phoneMock.tsx',"),
    });
    const built = await runCli(['build', site]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(site, 'build/docs/mock/index.html'), 'utf8')).toContain('<div class="site-phone">hi</div>');
  });

  it("a component the site's MDXComponents maps from its own src/theme/ ('@theme/Shot' with src/theme/Shot/index.tsx) has its hint name that file", async () => {
    const mdxComponents = "import MDXComponents from '@theme-original/MDXComponents';\nimport Shot from '@theme/Shot';\nexport default { ...MDXComponents, Shot };\n";
    const { diagnostics } = await check('docu-site-components-mdx-components-own-theme', {
      'content/docs/shots.md': '# Shots\n\n<Shot alt="A" src="/img/a.png" />\n',
      'src/theme/MDXComponents.js': mdxComponents,
      'src/theme/Shot/index.tsx': 'export default function Shot({ alt }: { alt: string }) {\n  return <figure>{alt}</figure>;\n}\n',
    });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        message: 'Unknown component <Shot>.',
        line: 3,
        hint: "the site's src/theme/MDXComponents.js gives <Shot> to every page, and devcenter does not run it: register the component in site.config.ts: components: { Shot: './src/theme/Shot/index.tsx' }.",
      }),
    );
  });

  it("a component the site's MDXComponents maps, indented by 4 spaces after a blank line inside a component, has the registration hint, not the indented-code one", async () => {
    const mdxComponents = "import MDXComponents from '@theme-original/MDXComponents';\nimport Version from '../components/Version';\nexport default { ...MDXComponents, Version };\n";
    const page = '# Install\n\nAdd it:\n\n<Note>\n\n    <Version pkg="x" />\n</Note>\n';
    const { diagnostics } = await check('docu-site-components-mdx-components-indented', {
      'content/docs/install.mdx': page,
      'src/theme/MDXComponents.js': mdxComponents,
      'src/components/Version.tsx': 'export default function Version({ pkg }: { pkg: string }) {\n  return <code>{pkg}</code>;\n}\n',
    });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({
        message: 'Unknown component <Version>.',
        line: 7,
        column: 5,
        hint: "the site's src/theme/MDXComponents.js gives <Version> to every page, and devcenter does not run it: register the component in site.config.ts: components: { Version: './src/components/Version' }.",
      }),
    );
  });

  it("a missing file named by a component's prop follows checks.brokenLinks (the component decides what its prop means)", async () => {
    const page = '# Plain\n\nCopy <Greeting name="x" tags={[]} options={{ size: 1, loud: false }} href="template/package.json" />.\n';
    const strict = await check('docu-site-components-file-prop', { 'content/docs/props.mdx': page });
    expect(strict.code).toBe(1);
    expect(strict.diagnostics).toContainEqual(expect.objectContaining({ message: 'broken file link "template/package.json" in a prop of <Greeting>: there is no content/docs/template/package.json.', file: 'content/docs/props.mdx', line: 3 }));
    const config = CONFIG.replace('export default {', "export default {\n  checks: { brokenLinks: 'warn' },");
    const lowered = await check('docu-site-components-file-prop-warn', { 'content/docs/props.mdx': page, 'site.config.ts': config });
    expect(lowered.code).toBe(0);
    expect(lowered.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', message: expect.stringContaining('in a prop of <Greeting>') }));
    // Content's own links follow it too (Docusaurus counts them as broken links); what the page shows stays an error.
    const own = await check('docu-site-components-file-own', { 'content/docs/props.mdx': '# Plain\n\n<a href="./gone.pdf">PDF</a>\n\n<img src="./gone.png" alt="" />\n', 'site.config.ts': config });
    expect(own.code).toBe(1);
    expect(own.diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', message: 'broken file link "./gone.pdf": there is no content/docs/gone.pdf.' }));
    expect(own.diagnostics).toContainEqual(expect.objectContaining({ severity: 'error', message: 'broken file link "./gone.png": there is no content/docs/gone.png.' }));
  });

  it("a page link or Markdown file named by a component's prop says which component, and follows checks.brokenLinks (Hydra's <GithubLink to=\"NEWS.md\">)", async () => {
    const page = '# Plain\n\nSee <Greeting name="x" tags={[]} options={{ size: 1, loud: false }} to="NEWS.md" /> and <Greeting name="y" tags={[]} options={{ size: 1, loud: false }} to="examples/app" />.\n';
    const strict = await check('docu-site-components-link-prop', { 'content/docs/props.mdx': page });
    expect(strict.code).toBe(1);
    const onPage = strict.diagnostics.filter((d) => d.file === 'content/docs/props.mdx');
    expect(onPage.map((d) => d.message)).toEqual([
      'broken markdown link "NEWS.md" in a prop of <Greeting>: content/docs/NEWS.md, content/NEWS.md do not exist',
      'broken link "examples/app" in a prop of <Greeting>',
    ]);
    expect(onPage[0].hint).toBe("if <Greeting> does not read it as an address of the site, set checks.brokenLinks to 'warn' or 'ignore' in site.config.ts.");
    const config = CONFIG.replace('export default {', "export default {\n  checks: { brokenLinks: 'ignore' },");
    const lowered = await check('docu-site-components-link-prop-ignored', { 'content/docs/props.mdx': page, 'site.config.ts': config });
    expect(lowered.code).toBe(0);
    expect(lowered.diagnostics.filter((d) => d.file === 'content/docs/props.mdx')).toEqual([]);
    // Content's own Markdown links still follow checks.brokenMarkdownLinks.
    const own = await check('docu-site-components-link-own', { 'content/docs/props.mdx': '# Plain\n\n[News](NEWS.md)\n', 'site.config.ts': config });
    expect(own.code).toBe(1);
  });

  it("an import written for Docusaurus's layout (../src/ from docs/, one folder short once the page is in content/) is told to register the file that is there", async () => {
    const { diagnostics } = await check('docu-site-components-moved-import', {
      'src/components/Hello.js': 'export default function Hello() { return <b>hi</b>; }\n',
      'content/docs/x.mdx': "import Hello from '../src/components/Hello';\n\n# X\n\n<Hello />\n",
    });
    expect(diagnostics).toContainEqual(expect.objectContaining({ file: 'content/docs/x.mdx', line: 1, hint: expect.stringContaining("components: { Hello: './src/components/Hello' }") }));
    expect(JSON.stringify(diagnostics)).not.toContain('./content/src');
  });

  it("an import through a webpack alias of the Docusaurus site (Ionic's '@components/global/DocsCard', no such package) is told to register the file the alias names, and the hint works when followed", async () => {
    const files = {
      'src/widgets/panels/Notice/index.jsx': 'export default function Notice({ children }) { return <aside className="notice">{children}</aside>; }\n',
      'content/docs/x.mdx': "import Notice from '@widgets/panels/Notice';\n\n# X\n\n<Notice>Read me</Notice>\n",
    };
    const { diagnostics } = await check('docu-site-components-aliased-import', files);
    const importError = diagnostics.find((d) => d.file === 'content/docs/x.mdx' && d.line === 1);
    expect(importError?.hint).toContain('"@widgets/panels/Notice" is a webpack alias of the Docusaurus site, it seems, for ./src/widgets/panels/Notice');
    expect(importError?.hint).toContain("components: { Notice: './src/widgets/panels/Notice' }");
    // Registered by the alias, the package is not there: the config's error names the file instead.
    const byAlias = await writeSite('docu-site-components-aliased-registration', { ...files, 'site.config.ts': "export default { components: { Notice: '@widgets/panels/Notice' } };\n" });
    const refused = await runCli(['build', byAlias]);
    expect(refused.stderr).toContain('hint: "@widgets/panels/Notice" is a webpack alias of the Docusaurus site, it seems, for the site\'s ./src/widgets/panels/Notice, and devcenter reads no alias: register the file, "./src/widgets/panels/Notice".');
    const followed = await writeSite('docu-site-components-aliased-followed', { ...files, 'site.config.ts': "export default { components: { Notice: './src/widgets/panels/Notice' } };\n" });
    const built = await runCli(['build', followed]);
    expect(built.stderr).toBe('');
    expect(await readFile(path.join(followed, 'build', 'docs', 'x', 'index.html'), 'utf8')).toContain('<aside class="notice">Read me</aside>');
  });

  it("an imported SVG given to a site component as a prop (KIE's <ComponentBanner Logo={DroolsLogo}>) says it is a component no page carries, and to pass its address", async () => {
    const site = await writeSite('docu-site-components-svg-prop', {
      'site.config.ts': "export default { components: { Banner: './src/components/Banner.jsx' } };\n",
      'src/components/Banner.jsx': 'export default function Banner({ Logo, name }) { return <header>{typeof Logo === "string" ? <img src={Logo} alt="" /> : <Logo />}{name}</header>; }\n',
      'static/img/mark.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>\n',
      'content/docs/x.mdx': "import Mark from '@site/static/img/mark.svg';\n\n# X\n\n<Banner Logo={Mark} name=\"Mill\" />\n",
    });
    const result = await runCli(['build', site]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('content/docs/x.mdx:5:9  error  Prop Logo of <Banner> is the SVG imported as Mark, which Docusaurus gives the component as a React component: a site component takes no component as a prop, only literals.');
    expect(result.stderr).toContain('hint: pass the picture\'s address as text, Logo="/img/mark.svg", and draw it in the component\'s code');
    // Followed, the hint builds: the component draws the address it is given.
    await writeFile(path.join(site, 'content/docs/x.mdx'), '# X\n\n<Banner Logo="/img/mark.svg" name="Mill" />\n');
    const followed = await runCli(['build', site]);
    expect(followed.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'x', 'index.html'), 'utf8')).toContain('<header><img src="/img/mark.svg" alt=""/>Mill</header>');
  });

  it('a component defined in the page is an error whose hint says to move it to a file and register it', async () => {
    const { diagnostics } = await check('docu-site-components-export', { 'content/docs/plain.md': '# Plain\n\nexport const Highlight = ({children}) => <span>{children}</span>;\n' });
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ message: 'import and export are not allowed in content.', line: 3, hint: expect.stringContaining("register it in site.config.ts (components: { Highlight: './src/components/Highlight.tsx' })") }),
    );
  });

  it("a component defined in the page is one error at its export, not one more at each use (Saleor's generated API pages)", async () => {
    const { diagnostics } = await check('docu-site-components-export-uses', {
      'content/docs/fields.mdx':
        "# Fields\n\nexport const Dot = () => <span> · </span>;\n\nexport const Kind = (props) => <span>{props.text}</span>;\n\n`name`<Dot />`string` <Kind text=\"field\" />\n\n`size`<Dot />`number` <Kind text=\"field\" />\n\n<Dot />\n\n<Missing />\n",
    });
    const page = diagnostics.filter((d) => d.file === 'content/docs/fields.mdx');
    expect(page.map((d) => [d.line, d.message])).toEqual([
      [3, 'import and export are not allowed in content.'],
      [5, 'import and export are not allowed in content.'],
      [13, 'Unknown component <Missing>.'],
    ]);
    expect(page[0].hint).toContain('This page writes <Dot> 3 times: not reported again as an unknown component.');
    expect(page[1].hint).toContain('This page writes <Kind> 2 times');
  });

  it('an unregistered component imported by many pages is one error for the site, at its first import with how many files, as registering it once accepts them all', async () => {
    const { diagnostics } = await check('docu-site-components-import-folded', {
      'src/components/Note.js': 'export default function Note() { return null; }\n',
      'src/components/Aside.js': 'export default function Aside() { return null; }\n',
      'content/docs/a.mdx': "import Note from '@site/src/components/Note';\n\n# A\n\n<Note />\n",
      'content/docs/b.mdx': "import Note from '@site/src/components/Note';\n\n# B\n\n<Note />\n",
      'content/docs/c.mdx': "import Note from '@site/src/components/Note';\nimport Aside from '@site/src/components/Aside';\n\n# C\n\n<Note />\n<Aside />\n",
    });
    const imports = diagnostics.filter((d) => d.message.startsWith('Import of'));
    expect(imports.map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/docs/a.mdx', 1, 'Import of "@site/src/components/Note": content cannot import code (in 3 files; this is the first).'],
      ['content/docs/c.mdx', 2, 'Import of "@site/src/components/Aside": content cannot import code.'],
    ]);
    expect(imports[0].hint).toContain("components: { Note: './src/components/Note' }");
  });

  it("a component imported by relative paths from pages at different depths is one error for the site, as its one registration accepts them all (Redux's DetailedExplanation: 5 files wrote ../components/, 15 ../../components/, and each path was an error of its own)", async () => {
    const { diagnostics } = await check('docu-site-components-import-folded-paths', {
      'content/docs/parts/Panel.jsx': 'export function Panel() { return null; }\n',
      'content/docs/guide/a.mdx': "import { Panel } from '../parts/Panel';\n\n# A\n\n<Panel />\n",
      'content/docs/guide/deep/b.mdx': "import { Panel } from '../../parts/Panel';\n\n# B\n\n<Panel />\n",
      'content/docs/guide/deep/c.mdx': "import { Panel } from '../../parts/Panel';\nimport { Shade } from '../../parts/Panel';\n\n# C\n\n<Panel />\n<Shade />\n",
    });
    const imports = diagnostics.filter((d) => d.message.startsWith('Import of'));
    expect(imports.map((d) => [d.file, d.line, d.message, d.hint])).toEqual([
      ['content/docs/guide/a.mdx', 1, 'Import of "../parts/Panel": content cannot import code (in 3 files; this is the first).', expect.stringContaining("components: { Panel: './content/docs/parts/Panel' }")],
      // Another component of the same file is another registration: its own error, with its own hint.
      ['content/docs/guide/deep/c.mdx', 2, 'Import of "../../parts/Panel": content cannot import code.', expect.stringContaining("components: { Shade: './content/docs/parts/Panel' }")],
    ]);
  });

  it("a value (not a component) of one module imported by many pages is one error at its first import with how many files (Uniforms's { ajvValidatorFile }, 6 errors in 6 files)", async () => {
    const { diagnostics } = await check('docu-site-components-value-import-folded', {
      'src/shared/files.js': "export const helperFile = 'x';\n",
      'content/docs/a.mdx': "import { helperFile } from '@site/src/shared/files';\n\n# A\n",
      'content/docs/deep/b.mdx': "import { helperFile } from '@site/src/shared/files';\n\n# B\n",
      'content/docs/c.mdx': "import { helperFile } from '@site/src/shared/files';\nimport { other } from '@site/src/shared/other';\n\n# C\n",
    });
    const imports = diagnostics.filter((d) => d.message.startsWith('Import of'));
    expect(imports.map((d) => [d.file, d.line, d.message])).toEqual([
      ['content/docs/a.mdx', 1, 'Import of "@site/src/shared/files": content cannot import code (in 3 files; this is the first).'],
      ['content/docs/c.mdx', 2, 'Import of "@site/src/shared/other": content cannot import code.'],
    ]);
    expect(imports[0].hint).toMatch(/^pages may import only the theme's components/);
  });

  it('a prop that is not a literal, an event handler and a javascript: address are errors at their attribute', async () => {
    const { diagnostics } = await check('docu-site-components-props', {
      'content/docs/plain.md': '# Plain\n\n<ClickCounter start={count + 1} />\n\n<ClickCounter onClick="alert(1)" />\n\n<ClickCounter href="javascript:alert(1)" />\n',
    });
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [3, 15, expect.stringMatching(/^Prop start of <ClickCounter> is not a literal/)],
      [5, 15, expect.stringMatching(/^Prop onClick of <ClickCounter> is not allowed in content/)],
      [7, 15, expect.stringMatching(/^Prop href of <ClickCounter> is a javascript:, vbscript: or data: address/)],
    ]);
  });

  it('a prop that only starts with the letters "on" (online, one, onlyShowMultiTenancy) is a prop; a handler\'s name, in any case, is an error', async () => {
    const handlers = ['onClick', 'onclick', 'ONCLICK', 'OnClick', 'onError', 'onerror', 'onPointerDown', 'on-click', 'on_click'];
    const { diagnostics } = await check('docu-site-components-on-props', {
      'content/docs/plain.md': `# Plain\n\n<ClickCounter onlyShowMultiTenancy online one="1" onboarding="yes" />\n\n${handlers.map((name) => `<ClickCounter ${name}="alert(1)" />`).join('\n\n')}\n`,
    });
    expect(diagnostics.map((d) => [d.line, d.message])).toEqual(handlers.map((name, i) => [5 + 2 * i, expect.stringMatching(new RegExp(`^Prop ${name} of <ClickCounter> is not allowed in content`))]));
  });

  it('a registration of a file that is not there names the config line', async () => {
    const { code, stderr } = await runCli(['build', await componentSite('docu-site-components-missing', { 'site.config.ts': "export default {\n  components: {\n    Greeting: './src/components/Nope',\n  },\n};\n" })]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('site.config.ts:3:15');
    expect(stderr).toContain('components.Greeting: "./src/components/Nope" is not a file inside the site');
  });

  // PixiJS's pages import <Sandpack> from @codesandbox/sandpack-react, and the hint says to register the
  // package: not installed, check passed and build failed at "../Sandpack:1:20", a file devcenter made.
  it('a registration of a package the site has not installed names the config line, in check as in build', async () => {
    const root = await componentSite('docu-site-components-no-package', { 'site.config.ts': "export default {\n  components: {\n    Sandpack: '@no-such-scope/sandpack-react',\n    FakeEmbed: 'fake-embed/index.js',\n  },\n};\n" });
    for (const command of ['check', 'build']) {
      const { code, stderr } = await runCli([command, root]);
      expect(code).not.toBe(0);
      expect(stderr).toContain('site.config.ts:3:15  error  components.Sandpack: the package "@no-such-scope/sandpack-react" is not installed in the site (no node_modules/@no-such-scope/sandpack-react in its folder or above).');
      expect(stderr).toContain('hint: install it in the site\'s folder (npm install @no-such-scope/sandpack-react), or register a file of the site, e.g. "./src/components/Sandpack.tsx".');
      // A file inside an installed package is the package's: it is there.
      expect(stderr).not.toContain('FakeEmbed');
      expect(stderr).not.toContain('Could not resolve');
    }
  });

  it("a component that does not build is an error at its own file and line, not an internal error, said with the pages' warnings", async () => {
    const { code, stderr } = await runCli([
      'build',
      await componentSite('docu-site-components-broken', {
        'content/components/ClickCounter.jsx': "import { useBlogPost } from '@docusaurus/plugin-content-blog/client';\nexport const ClickCounter = () => <b>{useBlogPost().metadata.title}</b>;\n",
        'content/docs/diagram.md': '# Diagram\n\n```mermaid\ngraph TD; A-->B;\n```\n',
      }),
    ]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/components/ClickCounter.jsx:1:29');
    expect(stderr).toContain('A site component does not build: Could not resolve "@docusaurus/plugin-content-blog/client"');
    expect(stderr).toContain('content/docs/diagram.md:3:4  warning  Code block: "mermaid" asks for a diagram');
    expect(stderr).toContain('build failed: 1 error, 1 warning');
    expect(stderr).not.toContain('internal error');
  });

  it('a component that imports a picture is told to draw it by its address, the one it has in static/ (Yoga\'s toolbar imports static/img/link.svg)', async () => {
    const { code, stderr } = await runCli([
      'build',
      await componentSite('docu-site-components-picture', {
        'static/img/arrow.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
        'content/components/ClickCounter.jsx': "import Arrow from '../../static/img/arrow.svg';\nimport photo from './photo.png';\nexport const ClickCounter = () => <b><Arrow /><img src={photo} alt='' /></b>;\n",
        'content/components/photo.png': 'not really a picture',
      }),
    ]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/components/ClickCounter.jsx:1:19');
    expect(stderr).toContain('draw it by its address, <img src="/img/arrow.svg" alt="…" />.');
    expect(stderr).toContain('content/components/ClickCounter.jsx:2:19');
    expect(stderr).toContain('put the file in static/img/photo.png, then draw it by its address, <img src="/img/photo.png" alt="…" />.');
    expect(stderr).not.toContain('internal error');
  });

  it("a component written with Flow's types is told that its types are what does not build", async () => {
    const { code, stderr } = await runCli([
      'build',
      await componentSite('docu-site-components-flow', { 'content/components/ClickCounter.jsx': 'export const ClickCounter = ({ v }: { v: string }) => <b>{v}</b>;\n' }),
    ]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/components/ClickCounter.jsx:1:');
    expect(stderr).toContain("a type annotation (Flow's");
    expect(stderr).not.toContain('internal error');
  });

  it("a component that imports a Sass stylesheet is told that Sass is not compiled, and to write CSS (Sequelize's support-table.module.scss)", async () => {
    const { code, stderr } = await runCli([
      'build',
      await componentSite('docu-site-components-sass', {
        'content/components/ClickCounter.jsx': "import css from './counter.module.scss';\nexport const ClickCounter = () => <b className={css.count}>1</b>;\n",
        'content/components/counter.module.scss': '$accent: teal;\n.count { color: $accent; }\n',
      }),
    ]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/components/ClickCounter.jsx:1:17  error  A site component does not build: it imports a Sass stylesheet (./counter.module.scss), which devcenter does not compile');
    expect(stderr).toContain('write the styles as CSS and import the .css file (a .module.css is scoped to the component as a .module.scss is');
    // esbuild's own words named the file by a path from devcenter's folder.
    expect(stderr).not.toContain('No loader is configured');
  });

  // React Native's RNRepoLink draws its link with the theme's renderer of Markdown links.
  it("a component drawing a link with @theme/MDXComponents/A (the theme's Markdown link) builds, the link as Docusaurus's Link draws it", async () => {
    const site = await componentSite('docu-site-components-mdx-a', {
      'content/components/ClickCounter.jsx':
        "import A from '@theme/MDXComponents/A';\nexport const ClickCounter = () => <p><A href=\"https://git.example/repo/blob/main/x.ts\">x.ts</A> and <A href=\"/docs/plain\">plain</A></p>;\n",
    });
    const build = await runCli(['build', site]);
    expect(build.stderr).toBe('');
    const page = await readFile(path.join(site, 'build', 'docs', 'with-components', 'index.html'), 'utf8');
    expect(page).toContain('<p><a href="https://git.example/repo/blob/main/x.ts" target="_blank" rel="noopener noreferrer">x.ts</a> and <a href="/docs/plain">plain</a></p>');
  });

  // React Native's ReleasesTable renders ./_releases-table.md, which Docusaurus's MDX loader makes a component of.
  it('a component that imports a Markdown file is told that Markdown is content here, and the partial it says to write builds', async () => {
    const table = '| Version | Date |\n| --- | --- |\n| 2.x | 2026-01-05 |\n';
    const site = await componentSite('docu-site-components-markdown', {
      'content/components/ClickCounter.jsx': "import Table from './_table.md';\nexport const ClickCounter = () => <Table />;\n",
      'content/components/_table.md': table,
    });
    const { code, stderr } = await runCli(['build', site]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/components/ClickCounter.jsx:1:19  error  A site component does not build: it imports a Markdown file (./_table.md), which devcenter reads as content only');
    expect(stderr).toContain("move the file into content/ (a name starting with _ is no page of its own) and include it where the page shows the component, as a partial the page imports (import Part from './_part.md', then <Part />).");
    expect(stderr).not.toContain('No loader is configured');
    // The hint followed: the table is a partial of the page, where the component stood.
    await writeFile(path.join(site, 'content', 'docs', '_table.md'), table);
    await writeFile(path.join(site, 'content', 'components', 'ClickCounter.jsx'), COUNTER);
    await writeFile(path.join(site, 'content', 'docs', 'plain.md'), "---\nsidebar_position: 1\n---\n# Plain\n\nimport Table from './_table.md';\n\n<Table />\n");
    const fixed = await runCli(['build', site]);
    expect(fixed.stderr).toBe('');
    expect(await readFile(path.join(site, 'build', 'docs', 'plain', 'index.html'), 'utf8')).toContain('<td>2026-01-05</td>');
  });

  it('--out never names a folder that holds a component', async () => {
    const site = await componentSite('docu-site-components-out');
    const { code, stderr } = await runCli(['build', site, '--out', 'src']);
    expect(code).not.toBe(0);
    expect(stderr).toContain('which the build reads: replacing the output would delete it');
    await readFile(path.join(site, 'src', 'components', 'Greeting', 'index.tsx'), 'utf8');
  });
});

describe('site components as they change', () => {
  const counterSaying = (words: string) => COUNTER.replace('Clicked {count} times', `${words} {count}`);

  it('a build after a component changed renders the new code (the bundle cache follows the component\'s files)', async () => {
    const site = await componentSite('docu-site-components-rebuild');
    expect((await runCli(['build', site])).code).toBe(0);
    await writeFile(path.join(site, 'content', 'components', 'ClickCounter.jsx'), counterSaying('Pressed'));
    const again = await runCli(['build', site]);
    expect(again.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'with-components', 'index.html'), 'utf8');
    expect(html).toContain('<button type="button">Pressed <!-- -->2</button>');
  });

  it('a build with nothing changed since the last does nothing (the components\' fingerprint is the same from run to run)', async () => {
    const site = await writeSite('docu-site-components-unchanged', {
      'site.config.ts': "export default { components: { Hello: './src/Hello.jsx' } };\n",
      'src/Hello.jsx': "import React from 'react';\nexport default function Hello({ name }) { return <strong>Hello {name}</strong>; }\n",
      'content/docs/page.md': '---\ntitle: Page\n---\n\n<Hello name="Ada" />\n',
    });
    for (let run = 0; run < 2; run++) expect((await runCli(['build', site])).code).toBe(0);
    // Its files' hashes were keyed as their reads finished: the order, so the fingerprint, changed from run to run.
    for (let run = 0; run < 3; run++) expect((await runCli(['build', site])).stdout).toContain('unchanged since the last build');
  });

  it('devcenter dev renders them, and follows a save of a component\'s file', async () => {
    const site = await componentSite('docu-site-components-dev');
    const dev = await startDev(site);
    try {
      const page = async () => (await rawRequest(dev.url, '/docs/with-components', { headers: { host: new URL(dev.url).host } })).body;
      expect(await page()).toContain('<button type="button">Clicked <!-- -->2<!-- --> times</button>');
      const chunk = /\/assets\/site-ClickCounter-[A-Z0-9]+\.js/.exec(await page())![0];
      expect((await rawRequest(dev.url, chunk, { headers: { host: new URL(dev.url).host } })).status).toBe(200);
      await writeFile(path.join(site, 'content', 'components', 'ClickCounter.jsx'), counterSaying('Tapped'));
      const deadline = Date.now() + 15_000;
      while (!(await page()).includes('Tapped') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await page()).toContain('<button type="button">Tapped <!-- -->2</button>');
    } finally {
      await dev.stop();
    }
  });

  it("devcenter dev follows a component's file saved while its watchers start (found when they are ready)", async () => {
    const site = await componentSite('docu-site-components-dev-early');
    const dev = await startDev(site);
    try {
      // At once: the watchers are still reading the folders, and see no event for this save.
      await writeFile(path.join(site, 'content', 'components', 'ClickCounter.jsx'), counterSaying('Early'));
      const page = async () => (await rawRequest(dev.url, '/docs/with-components', { headers: { host: new URL(dev.url).host } })).body;
      const deadline = Date.now() + 15_000;
      while (!(await page()).includes('Early') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(await page()).toContain('<button type="button">Early <!-- -->2</button>');
    } finally {
      await dev.stop();
    }
  });

  it('a component that throws while a page renders is an error naming that page, not an internal error', async () => {
    const site = await componentSite('docu-site-components-throws', { 'content/components/ClickCounter.jsx': "export const ClickCounter = ({ start }) => start.toFixed();\n" });
    await writeFile(path.join(site, 'content', 'docs', 'plain.md'), '# Plain\n\n<ClickCounter />\n');
    const { code, stderr } = await runCli(['build', site]);
    expect(code).not.toBe(0);
    expect(stderr).toContain('content/docs/plain.md');
    expect(stderr).toMatch(/A site component threw while this page was rendered \(<ClickCounter>\): .*toFixed/);
    expect(stderr).not.toContain('internal error');
  });
});
