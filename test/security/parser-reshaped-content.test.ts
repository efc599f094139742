// Content written by hand that a browser's HTML parser reads as another tree than React's: the
// server's HTML must be the tree React hydrates, or hydration fails (#418) and the page is drawn
// anew on every load. Links never nest (the parser closes an open <a> when another starts: a
// heading's direct link inside a link, a <Card to> holding a Markdown link), and a <pre> that starts
// with a line break followed by elements loses that break as the parser does. HTML written out of
// its places (an <li> in an <li>, a <td> outside a row, text or a <div> in a <table>, an <h4> in an
// <h3>, a <dd> in a <dt>) is drawn where the parser puts it (cli/render/browser-shape.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite, type CliResult } from '../support/cli.ts';

const PAGES: Record<string, string> = {
  'heading-in-link': '# Heading in a link\n\n<a href="/docs/">\n\n## Inside a link\n\n</a>\n',
  'heading-in-card': '# Heading in a card\n\n<Card to="/docs/" title="Card">\n\n## Inside a card\n\n</Card>\n',
  'link-in-card': '# Link in a card\n\n<Card to="/docs/" title="Card">\nSee [the first](/docs/heading-in-link) page.\n</Card>\n',
  'link-in-link': '# Link in a link\n\n<a href="/docs/">out <a href="/docs/link-in-card">in</a></a>\n',
  'pre-line-break': '# Pre\n\n<pre>{"\\nfirst"}<b>bold</b></pre>\n',
  // The second line break is a blank line the content wrote: it stays.
  'pre-line-breaks': '# Pre\n\n<pre>{"\\n\\nafter a blank line"}<b>bold</b></pre>\n',
  // Each of these threw #418 before browser-shape.ts.
  'li-in-li': '# Li\n\n<ul><li>one<li>two</li></li></ul>\n',
  'heading-in-heading': '# Hh\n\n<h3>outer <h4>inner</h4></h3>\n',
  'dd-in-dt': '# Dd\n\n<dl><dt>term<dd>def</dd></dt></dl>\n',
  'div-in-table': '# Dt\n\n<table><div>x</div><tbody><tr><td>a</td></tr></tbody></table>\n',
  'td-in-table': '# Td\n\n<table><td>a</td></table>\n',
  'tr-in-tr': '# Tr\n\n<table><tbody><tr><td>a</td><tr><td>b</td></tr></tr></tbody></table>\n',
  'tbody-in-tbody': '# Tb\n\n<table><tbody><tbody><tr><td>a</td></tr></tbody></tbody></table>\n',
  'col-in-table': '# Col\n\n<table><col/><tbody><tr><td>a</td></tr></tbody></table>\n',
  'td-in-td': '# Tdtd\n\n<table><tbody><tr><td>a<td>b</td></td></tr></tbody></table>\n',
  'table-in-table': '# Tt\n\n<table><tbody><tr><td>a</td></tr><table><tbody><tr><td>b</td></tr></tbody></table></tbody></table>\n',
  'li-in-li-md': '# Md\n\n<ol>\n<li>\n\nfirst\n\n<li>second</li>\n\n</li>\n</ol>\n',
  'dt-in-dd': '# Dtdd\n\n<dl><dd>def<dt>term</dt></dd></dl>\n',
  'summary-twice': '# S\n\n<details><summary>a</summary>text<summary>b</summary></details>\n',
  'caption-late': '# C\n\n<table><tbody><tr><td>a</td></tr></tbody><caption>late</caption></table>\n',
  // Components in HTML the parser reshapes stay components, with their props.
  'card-in-cell': '# Card\n\n<table><td><Card to="/docs/" title="In a cell">card text</Card></td></table>\n',
  // A site's component draws what its code says: a row in the table it stands in, the list around the
  // items it holds. The parser's rules are for what it draws, not for where it is written.
  'row-component': '# Row\n\n<table><tbody><MyRow label="drawn"/><tr><td>written</td></tr></tbody></table>\n',
  'list-component': '# List\n\n<ul><li>outer<MyList><li>inner</li></MyList></li></ul>\n',
  'list-in-tab': '# Tab\n\n<Tabs>\n<TabItem value="a" label="A">\n<ul><li>x<li>y</li></li></ul>\n</TabItem>\n<TabItem value="b" label="B">\nb\n</TabItem>\n</Tabs>\n',
};

describe('content the parser would reshape is hydrated without an error', () => {
  let site = '';
  let build: CliResult;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('parser-reshaped-content', {
      'site.config.ts': "export default { components: { MyRow: './src/MyRow.tsx', MyList: './src/MyList.tsx' } };\n",
      'src/MyRow.tsx': 'export default function MyRow({ label }: { label: string }) {\n  return <tr className="my-row"><td>{label}</td></tr>;\n}\n',
      'src/MyList.tsx':
        "import type { ReactNode } from 'react';\nexport default function MyList({ children }: { children?: ReactNode }) {\n  return <ul className=\"my-list\">{children}</ul>;\n}\n",
      'content/docs/index.md': '# Home\n',
      ...Object.fromEntries(Object.entries(PAGES).map(([name, text]) => [`content/docs/${name}.mdx`, text])),
    });
    build = await runCli(['build', site]);
    await served.start();
  });
  afterAll(() => served.stop());

  it('build', () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
  });

  it('a heading inside a link keeps its id and gets no direct link of its own', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'heading-in-link', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/"><h2 id="inside-a-link">Inside a link</h2></a>');
    expect(html).toContain('href="#inside-a-link" class="toc__link"');
  });

  it('a <pre> starting with two line breaks keeps the blank line', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'pre-line-breaks', 'index.html'), 'utf8');
    expect(html).toContain('<pre><span>\n</span>after a blank line<b>bold</b></pre>');
  });

  it('a component inside reshaped HTML is still the component', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'card-in-cell', 'index.html'), 'utf8');
    expect(html).toMatch(/<table><tbody><tr><td><a [^>]*href="\/docs\/"[^>]*>.*In a cell.*card text/s);
    const tabs = await readFile(path.join(site, 'build', 'docs', 'list-in-tab', 'index.html'), 'utf8');
    expect(tabs).toContain('role="tablist"');
    expect(tabs).toContain('<ul><li>x</li><li>y</li></ul>');
  });

  it("a site's component stays where it is written, holding what it holds", async () => {
    const row = await readFile(path.join(site, 'build', 'docs', 'row-component', 'index.html'), 'utf8');
    expect(row).toContain('<table><tbody><tr class="my-row"><td>drawn</td></tr><tr><td>written</td></tr></tbody></table>');
    const list = await readFile(path.join(site, 'build', 'docs', 'list-component', 'index.html'), 'utf8');
    expect(list).toContain('<ul><li>outer<ul class="my-list"><li>inner</li></ul></li></ul>');
  });

  it('a link inside a link keeps its text', async () => {
    const html = await readFile(path.join(site, 'build', 'docs', 'link-in-link', 'index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/">out in</a>');
  });

  for (const name of Object.keys(PAGES)) {
    it(`${name}: the DOM after hydration is the server's HTML as parsed, with no error`, async () => {
      const problems: string[] = [];
      const tab = await served.open(`/docs/${name}`, problems);
      tab.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
      const [parsed, live] = await tab.evaluate(async () => {
        const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        return [served.querySelector('.markdown')?.innerHTML, document.querySelector('.markdown')?.innerHTML];
      });
      expect(live).toBe(parsed);
      expect(problems).toEqual([]);
      await tab.close();
    });
  }
});
