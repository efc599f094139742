import { describe, expect, it } from 'vitest';
import { parsePage } from '../../cli/content/parse.ts';
import { toPageHast } from '../../cli/render/to-hast.ts';
import { toPageTree } from '../../cli/render/page-tree.ts';
import { formatDiagnostic } from '../../cli/diagnostics.ts';

const values = { providerName: 'Acme Lending', providerUrl: 'https://acme.example' };
const parse = (text: string) =>
  parsePage({ absPath: '/site/content/docs/page.mdx', file: 'content/docs/page.mdx', contentPath: 'docs/page.mdx', text }, values);
const frames = (text: string) => parse(text).diagnostics.map((d) => formatDiagnostic(d, { color: false }));

describe('parsing MDX pages', () => {
  it('reads the title from frontmatter, else from the first h1', () => {
    expect(parse('---\ntitle: From frontmatter\n---\n\n# Heading').title).toBe('From frontmatter');
    expect(parse('# From the h1\n\ntext').title).toBe('From the h1');
  });

  it('gives headings slug ids, honours {#custom} ids and keeps ids unique', () => {
    const page = parse('## Step 1: Create keys\n\n## Webhooks {#hooks}\n\n## Step 1: Create keys\n');
    expect(page.headings.map((h) => h.id)).toEqual(['step-1-create-keys', 'hooks', 'step-1-create-keys-1']);
    expect(page.headings[1].text).toBe('Webhooks');
  });

  it('keeps a reserved slug\'s heading id unique against an id the author wrote as it ({#Section-process})', () => {
    const page = parse('## Steps {#Section-process}\n\n## Process\n\n## Navigation\n\n## Other {#Section-navigation}\n');
    expect(page.headings.map((h) => h.id)).toEqual(['Section-process', 'process-1', 'Section-navigation', 'Section-navigation']);
    expect(page.diagnostics.map((d) => d.message)).toEqual(['Heading id "Section-navigation" is already used on this page.']);
  });

  it('reports an unknown component with file, line, column and the closest name', () => {
    expect(frames('Intro\n\n<Tabz>x</Tabz>\n')).toEqual([
      ['content/docs/page.mdx:3:1  error  Unknown component <Tabz> — did you mean <Tabs>?', '   3 | <Tabz>x</Tabz>', '     | ^^^^^^^^^^^^^^'].join('\n'),
    ]);
    // A <Tab> with a value is a tab: <TabItem>, not the nearest name.
    expect(frames('Intro\n\n<Tab value="a">x</Tab>\n')[0]).toContain('Unknown component <Tab> — did you mean <TabItem>?');
  });

  it('refuses imports and JavaScript expressions without running them', () => {
    const diagnostics = parse('import X from "./x"\n\nTotal: {1 + 1}\n').diagnostics;
    expect(diagnostics.map((d) => [d.line, d.column, d.message])).toEqual([
      [1, 1, 'Import of "./x": content cannot import code.'],
      [3, 8, 'JavaScript expressions are not allowed in content: {1 + 1}.'],
    ]);
  });

  it('says of a placeholder in braces how to write it as text, and of code (a function as children, a call) that it belongs in a component', () => {
    const hints = parse('GET /users/{id} and {user.name}\n\n<div>{(flavor) => <b>{flavor}</b>}</div>\n\n{items.map((x) => x)}\n')
      .diagnostics.filter((d) => d.message.startsWith('JavaScript expressions'))
      .map((d) => [d.message, d.hint]);
    expect(hints).toHaveLength(4);
    const literal = 'write \\{ for a literal "{", or put the text in `code`; only a comment {/* */} or a string such as {\' \'} is allowed in braces.';
    expect(hints[0]).toEqual(['JavaScript expressions are not allowed in content: {id}.', literal]);
    expect(hints[1]).toEqual(['JavaScript expressions are not allowed in content: {user.name}.', literal]);
    expect(hints[2][1]).toMatch(/^this is code \(a function, a call, a condition\), which content never runs: do it in a component of the site's/);
    expect(hints[3][1]).toMatch(/^this is code/);
  });

  it('refuses expression attributes, event handlers and script elements', () => {
    const messages = parse('<Card title={x} to="/a">a</Card>\n\n<div onClick="x()">b</div>\n\n<script>alert(1)</script>\n').diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      'Attribute title of <Card> is a JavaScript expression; only text values are allowed.',
      'Event handler attribute onClick is not allowed in content.',
      '<script> is not an HTML element content may use.',
    ]);
  });

  it("refuses a <button> (the Docusaurus starter's MDX post has one) saying a site component may hold it", () => {
    const [problem] = parse('<button onClick={() => alert(1)}>Go</button>\n').diagnostics;
    expect(problem.message).toBe('<button> is HTML that runs or submits something, which content may not write.');
    expect(problem.hint).toContain("register it in site.config.ts (components: { MyButton: './src/components/MyButton.tsx' })");
  });

  it('takes the HTML of a docs page (sections, quotes, times, ruby, col), and says why inline SVG is refused', () => {
    const ok = parse('<section><h1>T</h1><q cite="https://example.com/q">Q</q> <time dateTime="2024-01-01">then</time> <s>old</s><wbr /></section>\n').diagnostics;
    expect(ok).toEqual([]);
    // One problem for the whole drawing (trpc's logo was 8, <g> with "did you mean <a>?").
    const diagnostics = parse('<div>\n  <svg width="20" height="20">\n    <g clip-path="url(#c)">\n      <path d="M0 0H10V10H0z" />\n    </g>\n  </svg>\n</div>\n').diagnostics;
    expect(diagnostics.map((d) => [d.message, d.line, d.column])).toEqual([['<svg> is not an HTML element content may use.', 2, 3]]);
    expect(diagnostics[0].hint).toMatch(/save it as a file under static\//);
  });

  it('reports an unclosed JSX element at its position', () => {
    const [d] = parse('Text\n\n<Tabs>\n\nmore\n').diagnostics;
    expect(d.code).toBe('mdx');
    expect([d.line, d.column, d.length]).toEqual([3, 1, 6]);
    expect(d.message).toMatch(/Could not parse MDX: Expected a closing tag for `<Tabs>`/);
    expect(d.hint).toBe('close the JSX element (<Tag>…</Tag> or <Tag />).');
  });

  it('reports HTML\'s empty elements written unclosed as MDX does, at the first one, however many follow', () => {
    // A sponsors page of 120 badges: the depth guard used to count each <img> as nesting, and spoke of
    // elements nested 100 levels deep at line 102.
    const badges = Array.from({ length: 120 }, (_, i) => `<a href="https://example.com/${i}"><img src="https://example.com/${i}.svg"></a>`).join('\n');
    const [d] = parse(`# Sponsors\n\n${badges}\n`).diagnostics;
    expect(d.line).toBe(3);
    expect(d.message).toMatch(/Could not parse MDX: Unexpected closing tag `<\/a>`, expected corresponding closing tag for `<img>`/);
    expect(d.hint).toBe('in MDX every element is closed, even HTML\'s empty ones: write <img … />.');
  });

  it('reports CommonMark autolinks as MDX does, at the first one, however many follow', () => {
    // A page of links written <https://…> (fine in CommonMark, refused by MDX): the depth guard counted
    // each as an element opened, and spoke of elements nested 100 levels deep at the hundredth.
    const links = Array.from({ length: 120 }, (_, i) => `See <https://example.com/${i}> or <team${i}@example.com>.`).join('\n\n');
    const [d] = parse(`# Links\n\n${links}\n`).diagnostics;
    expect([d.line, d.column]).toEqual([3, 12]);
    expect(d.message).toMatch(/^Could not parse MDX: Unexpected character `\/` \(U\+002F\) before local name/);
  });

  it('shows a long expression by its first line, and says what to do with an export by what it exports', () => {
    const [long] = parse(`Text\n\n{[\n${'  { label: "a", href: "/a" },\n'.repeat(100)}].map((x) => x.label)}\n`).diagnostics;
    expect(long.message).toBe('JavaScript expressions are not allowed in content: {[…}.');
    // A constant written whole is data (page-literal-exports.ts): `total` is computed here.
    const hints = parse('export const toc = [];\n\nexport const total = count(3);\n\nexport const Chart = () => null;\n').diagnostics.map((d) => d.hint);
    expect(hints[0]).toMatch(/^the table of contents is made from the page's headings: remove this export/);
    expect(hints[1]).toMatch(/^total is a value computed by code: write what it holds into the page itself/);
    expect(hints[2]).toMatch(/^Chart is code: put it in a file of its own \(e\.g\. src\/components\/Chart\.tsx\), register it/);
  });

  it('reads a "<" before a name no HTML has as text that meant a "<", and says how to write it', () => {
    const [d] = parse('Hello <world>\n').diagnostics;
    expect(d.hint).toBe('a "<" in text starts a JSX tag in MDX: write \\< or &lt; for a literal "<" (or close the element: <world>…</world>).');
    expect(parse('Text\n\n<details>\n\nmore\n').diagnostics[0].hint).toBe('close the JSX element (<Tag>…</Tag> or <Tag />).');
  });

  it('reports invalid frontmatter YAML at its line in the file', () => {
    const [d] = parse('---\ntitle: ok\ndescription: [unclosed\n---\n\nText').diagnostics;
    expect(d.code).toBe('frontmatter');
    expect(d.line).toBeGreaterThanOrEqual(3);
    expect(d.message).toMatch(/^Invalid YAML/);
  });

  it('reads a quoted frontmatter value that wraps onto a line that is not indented, as Docusaurus (js-yaml) does', () => {
    const wrapped = parse('---\ntitle: "A long title that wraps\nonto a second line"\ndescription: \'It\'\'s\ncut "here"\'\n---\n\nText\n');
    expect(wrapped.diagnostics).toEqual([]);
    expect(wrapped.frontmatter).toMatchObject({ title: 'A long title that wraps onto a second line', description: 'It\'s cut "here"' });
    // A quote never closed is still the mistake it was, at the quote that opens it.
    const [d] = parse('---\ntitle: "never closed\nstill open\n---\n\nText\n').diagnostics;
    expect(d.message).toMatch(/^Invalid YAML: Missing closing "quote/);
    expect([d.line, d.column]).toEqual([2, 8]);
  });

  it('warns about an unknown frontmatter key and suggests the right one', () => {
    const [d] = parse('---\ntitel: Oops\n---\n').diagnostics;
    expect([d.severity, d.line, d.message, d.suggestion, d.hint]).toEqual(['warning', 2, 'Unknown frontmatter key "titel" is ignored.', 'title', undefined]);
  });

  it('turns admonition directives into Admonition elements and leaves other colons as text', () => {
    const page = parse(':::warning[Heads up]\nBe careful.\n:::\n\nMeet at 10:30am, ratio a:b.\n');
    expect(page.diagnostics).toEqual([]);
    const tree = toPageTree(toPageHast(page.tree));
    expect(JSON.stringify(tree)).toContain('["Admonition",{"type":"warning","title":"Heads up"},["p",null,"Be careful."]]');
    expect(JSON.stringify(tree)).toContain('Meet at 10:30am, ratio a:b.');
  });

  it('replaces <ProviderName /> with the configured name at build time', () => {
    const tree = toPageTree(toPageHast(parse('Welcome to <ProviderName />.').tree));
    expect(tree).toEqual([['p', null, 'Welcome to Acme Lending.']]);
  });

  it('unwraps components written one per line instead of putting them in a paragraph', () => {
    const tree = toPageTree(toPageHast(parse('<CardGrid>\n  <Card title="A" to="/a">One</Card>\n  <Card title="B" to="/b">Two</Card>\n</CardGrid>\n\nPress <kbd>K</kbd> now.').tree));
    expect(tree[0]).toEqual(['CardGrid', null, ['Card', { title: 'A', to: '/a' }, 'One'], ['Card', { title: 'B', to: '/b' }, 'Two']]);
    expect(tree[2]).toEqual(['p', null, 'Press ', ['kbd', null, 'K'], ' now.']);
  });

  it('highlights code blocks at build time and keeps the title', () => {
    const tree = toPageTree(toPageHast(parse('```php title="Hello"\n<?php echo 1; ?>\n```\n').tree));
    const json = JSON.stringify(tree);
    expect(json).toContain('"CodeBlock",{"language":"php","title":"Hello"}');
    expect(json).toContain('token');
  });

  it('links addresses and emails written bare (GFM), and leaves text without one as it is', () => {
    const links = (text: string) => {
      const found: string[] = [];
      const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
        if (node.type === 'link') found.push(node.url!);
        for (const child of (node.children ?? []) as (typeof node)[]) visit(child);
      };
      visit(parse(text).tree);
      return found;
    };
    expect(links('Go to www.example.com or HTTPS://docs.example.com/a, write to help@example.com.')).toEqual([
      'http://www.example.com',
      'HTTPS://docs.example.com/a',
      'mailto:help@example.com',
    ]);
    // Written with character references, only GFM's second pass over the text finds them; it runs
    // only on pages where some text could hold one: each case on a page of its own.
    expect(links('Go to www&#46;example.com.')).toEqual(['http://www.example.com']);
    expect(links('See HTTPS&#58;//docs.example.com/a for more.')).toEqual(['HTTPS://docs.example.com/a']);
    expect(links('Write to help&#64;example.com.')).toEqual(['mailto:help@example.com']);
    expect(links('Nothing bare here: [a link](https://example.com) and `www.example.com` in code.')).toEqual(['https://example.com']);
    expect(links('| a |\n| - |\n| www.example.com |\n\nA *www.example.org* too.')).toEqual(['http://www.example.com', 'http://www.example.org']);
  });

  it('marks each heading with an id for a direct link, which the runtime draws (build.test.ts)', () => {
    const tree = toPageTree(toPageHast(parse('## Status lifecycle').tree));
    expect(tree[0]).toEqual(['h2', { id: 'status-lifecycle', className: 'anchor' }, 'Status lifecycle']);
  });
});
