// `<Switcher.Option>` in content is the Option member of the site's registered Switcher, as MDX reads
// it (Switcher.Option of the module): rendered at build time, hydrated in the browser, and checked
// against the members the component's module has, with file, line and column. Names every object
// has (`constructor`, `__proto__`, `toString`) are refused, never looked up. A Docusaurus site
// writes such members thousands of times (<BackendTabs.TabItem value="nodejs">).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

// A component with members, as component libraries write them: functions set on the component,
// a member of a member, a memo() object, a context the members share.
const SWITCHER = `import { createContext, memo, useContext, useState, type ReactNode } from 'react';

const Chosen = createContext<{ value: string; choose: (value: string) => void }>({ value: '', choose: () => undefined });

function Switcher({ initial, children }: { initial: string; children?: ReactNode }) {
  const [value, choose] = useState(initial);
  return <div className="switcher" data-chosen={value}><Chosen.Provider value={{ value, choose }}>{children}</Chosen.Provider></div>;
}

function Option({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  const chosen = useContext(Chosen);
  return (
    <section className="switcher-option" data-value={value}>
      <button type="button" aria-pressed={chosen.value === value} onClick={() => chosen.choose(value)}>{label}</button>
      {chosen.value === value ? <div className="switcher-panel">{children}</div> : null}
    </section>
  );
}

function Badge({ children }: { children?: ReactNode }) {
  return <mark className="switcher-badge">{children}</mark>;
}

Option.Badge = Badge;
Switcher.Option = Option;
Switcher.Note = memo(function Note({ text }: { text: string }) {
  return <aside className="switcher-note">{text}</aside>;
});
// Not a component: never a member.
Switcher.version = '1.0';

export default Switcher;
`;

const PAGE = `---
title: Members
---
import S from '@site/src/components/Switcher';

# Members

<Switcher initial="node">
  <Switcher.Option value="node" label="Node">
    Run **npm install** <Switcher.Option.Badge>new</Switcher.Option.Badge>

    <Switcher initial="inner-b">
      <Switcher.Option value="inner-a" label="Inner A">
        Inner A text
      </Switcher.Option>
      <Switcher.Option value="inner-b" label="Inner B">
        Inner B text
      </Switcher.Option>
    </Switcher>
  </Switcher.Option>
  <Switcher.Option value="python" label="Python">
    Run pip install
  </Switcher.Option>
</Switcher>

<Switcher.Note text="A memo member" />

<S initial="x">
  <S.Option value="x" label="Imported name">
    Through the page's import
  </S.Option>
</S>
`;

// Components written on one line, and on consecutive lines, as a paragraph of Markdown would be.
const ONE_LINE_PAGE = `# One line

<Switcher initial="a"><Switcher.Option value="a" label="First">First panel</Switcher.Option></Switcher>

<Switcher.Note text="Note one" />
<Switcher initial="a"><Switcher.Option value="b" label="Second">Second panel</Switcher.Option></Switcher>

Text and <Switcher.Option.Badge>a badge</Switcher.Option.Badge> stay a paragraph.
`;

const CONFIG = `export default {
  components: { Switcher: './src/components/Switcher.tsx' },
};
`;

function memberSite(name: string, extra: Record<string, string> = {}): Promise<string> {
  return writeSite(name, {
    'site.config.ts': CONFIG,
    'src/components/Switcher.tsx': SWITCHER,
    'content/docs/members.mdx': PAGE,
    ...extra,
  });
}

interface JsonDiagnostic {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  suggestion?: string;
}

async function diagnosticsOf(command: 'build' | 'check', site: string): Promise<{ code: number; diagnostics: JsonDiagnostic[] }> {
  const result = await runCli([command, site, '--reporter', 'json']);
  return { code: result.code, diagnostics: JSON.parse(result.stdout).diagnostics as JsonDiagnostic[] };
}

describe('members of a registered component (<Switcher.Option>)', () => {
  let site = '';
  const served = servedInBrowser(() => site);
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await memberSite('component-members', { 'content/docs/one-line.mdx': ONE_LINE_PAGE });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('build with no diagnostic, and render each member at build time, nested, with Markdown children', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'members', 'index.html'), 'utf8');
    expect(html).toContain('<div class="switcher" data-chosen="node"><section class="switcher-option" data-value="node"><button type="button" aria-pressed="true">Node</button><div class="switcher-panel">');
    expect(html).toContain('Run <strong>npm install</strong> <mark class="switcher-badge">new</mark>');
    expect(html).toContain('<div class="switcher" data-chosen="inner-b">');
    expect(html).toContain('<div class="switcher-panel"><p>Inner B text</p></div>');
    expect(html).toContain('<button type="button" aria-pressed="false">Python</button>');
    expect(html).toContain('<aside class="switcher-note">A memo member</aside>');
    expect(html).toContain('<div class="switcher-panel"><p>Through the page&#x27;s import</p></div>');
    // The page loads the component's chunk, whose module holds the members.
    expect(html).toMatch(/<link rel="preload" href="\/assets\/site-Switcher-[A-Z0-9]+\.js" as="script" crossorigin fetchpriority="low">/);
  });

  it('hydrate in Chromium without a console error, and the members work', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/members', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    await tab.getByRole('button', { name: 'Python' }).click();
    await tab.getByText('Run pip install').waitFor();
    expect(await tab.getByText('Inner B text').count()).toBe(0);
    await tab.getByRole('button', { name: 'Node' }).click();
    await tab.getByRole('button', { name: 'Inner A' }).click();
    await tab.getByText('Inner A text').waitFor();
    expect(await tab.getByText('A memo member').isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await tab.close();
  });

  it('a line holding only components is no paragraph, as in MDX: the server\'s HTML is the tree React hydrates (a <div> in a <p> was error #418)', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'one-line', 'index.html'), 'utf8');
    expect(html).not.toMatch(/<p><div class="switcher"/);
    expect(html).toContain('<p>Text and <mark class="switcher-badge">a badge</mark> stay a paragraph.</p>');
    const problems: string[] = [];
    const tab = await served.open('/docs/one-line', problems);
    tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    // The content as the browser's parser read the server's HTML, and as it is after hydration: a
    // failed hydration renders it anew with React's own tree, <p><div> and all.
    const [parsed, live] = await tab.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
      return [served.querySelector('.markdown')?.innerHTML, document.querySelector('.markdown')?.innerHTML];
    });
    expect(live).toBe(parsed);
    expect(await tab.locator('.markdown > .switcher').count()).toBe(2);
    await tab.getByRole('button', { name: 'Second' }).click();
    await tab.getByText('Second panel').waitFor();
    expect(problems).toEqual([]);
    await tab.close();
  });
});

describe('members a component does not have', () => {
  it('a misspelt member is an error at its file, line and column listing the members there, in build and in check', async () => {
    const site = await memberSite('component-members-misspelt', {
      'content/docs/members.mdx': '# Members\n\n<Switcher initial="a">\n  <Switcher.Optoin value="a" label="A">A</Switcher.Optoin>\n</Switcher>\n\nText <Switcher.Option.Badeg>b</Switcher.Option.Badeg>.\n',
    });
    for (const command of ['build', 'check'] as const) {
      const { code, diagnostics } = await diagnosticsOf(command, site);
      expect(code).toBe(1);
      expect(diagnostics).toEqual([
        expect.objectContaining({ message: "<Switcher.Optoin>: the site's component <Switcher> has no member Optoin; its members are Switcher.Note, Switcher.Option.", file: 'content/docs/members.mdx', line: 4, column: 3, suggestion: '<Switcher.Option>' }),
        expect.objectContaining({ message: "<Switcher.Option.Badeg>: the site's component <Switcher.Option> has no member Badeg; its members are Switcher.Option.Badge.", file: 'content/docs/members.mdx', line: 7, column: 6, suggestion: '<Switcher.Option.Badge>' }),
      ]);
    }
  });

  it('a value that is not a component is no member, and one written in a partial is reported in the partial', async () => {
    const site = await memberSite('component-members-partial', {
      'content/docs/members.mdx': "# Members\n\nimport Shared from './_shared.mdx';\n\n<Shared />\n",
      'content/docs/_shared.mdx': 'Shared text.\n\n<Switcher.version />\n',
    });
    const { code, diagnostics } = await diagnosticsOf('build', site);
    expect(code).toBe(1);
    expect(diagnostics).toEqual([expect.objectContaining({ message: expect.stringContaining("<Switcher.version>: the site's component <Switcher> has no member version; its members are Switcher.Note, Switcher.Option."), file: 'content/docs/_shared.mdx', line: 3, column: 1 })]);
  });

  it('names every object or function has (constructor, __proto__, toString, prototype) are refused, never looked up', async () => {
    const names = ['constructor', '__proto__', 'toString', 'prototype', 'hasOwnProperty'];
    const site = await memberSite('component-members-prototype', {
      'content/docs/members.mdx': `# Members\n\n${names.map((name) => `<Switcher.${name} value="x" />`).join('\n\n')}\n\n<Switcher.Option.constructor />\n`,
    });
    const { code, diagnostics } = await diagnosticsOf('build', site);
    expect(code).toBe(1);
    expect(diagnostics).toEqual([
      ...names.map((name, i) =>
        expect.objectContaining({ message: `<Switcher.${name}> names "${name}", which every JavaScript object or function has: it is not a member of <Switcher>.`, file: 'content/docs/members.mdx', line: 3 + 2 * i, column: 1 }),
      ),
      expect.objectContaining({ message: '<Switcher.Option.constructor> names "constructor", which every JavaScript object or function has: it is not a member of <Switcher>.', line: 13 }),
    ]);
  });

  it("React's own fields of what it makes (memo's type, forwardRef's render, lazy's _init, a class's getDerivedStateFromProps) are no members, never rendered", async () => {
    // Each holds a function, so each was taken for a member: <Lazy._init> rendered React's lazy
    // initializer with the page's props (the build failed on the undefined it threw), and the others
    // drew the wrapped component or called the lifecycle method as one.
    const site = await memberSite('component-members-react-fields', {
      'site.config.ts': CONFIG.replace("Switcher: './src/components/Switcher.tsx'", "Switcher: './src/components/Switcher.tsx', Lazy: './src/components/Lazy.tsx', Boxed: './src/components/Boxed.tsx'"),
      'src/components/Lazy.tsx': "import { lazy } from 'react';\n\nexport default lazy(async () => ({ default: () => <span>lazy</span> }));\n",
      'src/components/Boxed.tsx': [
        "import { Component, forwardRef, type ReactNode } from 'react';",
        '',
        'export default class Boxed extends Component<{ children?: ReactNode }> {',
        '  static getDerivedStateFromProps() { return null; }',
        '  static Framed = forwardRef<HTMLElement>(function Framed(_props, _ref) { return <i>framed</i>; });',
        '  render() { return <div className="boxed">{this.props.children}</div>; }',
        '}',
        '',
      ].join('\n'),
      'content/docs/members.mdx': '# Members\n\n<Lazy._init />\n\n<Switcher.Note.type text="t" />\n\n<Boxed.Framed.render />\n\n<Boxed.getDerivedStateFromProps />\n\n<Boxed.Framed />\n',
    });
    const { code, diagnostics } = await diagnosticsOf('build', site);
    expect(code).toBe(1);
    expect(diagnostics).toEqual([
      expect.objectContaining({ message: expect.stringContaining("<Lazy._init>: the site's component <Lazy> has no member _init; it has none"), line: 3, column: 1 }),
      expect.objectContaining({ message: expect.stringContaining("<Switcher.Note.type>: the site's component <Switcher.Note> has no member type; it has none"), line: 5, column: 1 }),
      expect.objectContaining({ message: expect.stringContaining("<Boxed.Framed.render>: the site's component <Boxed.Framed> has no member render; it has none"), line: 7, column: 1 }),
      expect.objectContaining({ message: "<Boxed.getDerivedStateFromProps>: the site's component <Boxed> has no member getDerivedStateFromProps; its members are Boxed.Framed.", line: 9, column: 1 }),
    ]);
  });

  it('an unregistered component\'s member says that registering the component makes its members work; devcenter\'s own components have none', async () => {
    const site = await memberSite('component-members-unregistered', {
      'content/docs/members.mdx': '# Members\n\n<BackendTabs.TabItem value="nodejs">Node</BackendTabs.TabItem>\n\n<Tabs.TabItem value="a">A</Tabs.TabItem>\n',
    });
    const { code, diagnostics } = await diagnosticsOf('check', site);
    expect(code).toBe(1);
    expect(diagnostics).toEqual([
      expect.objectContaining({
        message: 'Unknown component <BackendTabs.TabItem>.',
        line: 3,
        column: 1,
        hint: "register <BackendTabs> in site.config.ts (components: { BackendTabs: './src/components/BackendTabs.tsx' }): its members, such as <BackendTabs.TabItem>, then work too, as BackendTabs.TabItem of its module.",
      }),
      expect.objectContaining({ message: 'Unknown component <Tabs.TabItem>.', line: 5, column: 1, hint: expect.stringContaining("<Tabs> is one of devcenter's own components, which have no members: write <TabItem>, which is one,") }),
    ]);
  });
});
