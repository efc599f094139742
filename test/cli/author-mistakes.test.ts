// Everyday authoring mistakes of a zero-config docs site, each reported where the author made it.
import path from 'node:path';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runCli, zeroConfigSite } from '../support/cli.ts';

const checkSite = async (name: string, docs: Record<string, string>) => runCli(['check', await zeroConfigSite(name, docs)]);

describe('an element left open in a paragraph', () => {
  it('is reported at the tag, not at the start of its paragraph', async () => {
    const result = await checkSite('mistake-open-br', { 'a.mdx': '# A\n\nLine one<br>line two\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      ['content/docs/a.mdx:3:9  error  Could not parse MDX: Expected a closing tag for `<br>` (3:9-3:13) before the end of `paragraph`', '   3 | Line one<br>line two', '     |         ^^^^'].join('\n'),
    );
  });

  it('marks the whole closing tag that does not match', async () => {
    const result = await checkSite('mistake-wrong-close', { 'a.mdx': '# A\n\nSome <b>bold</strong> text.\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(['   3 | Some <b>bold</strong> text.', '     |             ^^^^^^^^^'].join('\n'));
  });
});

// Apache KIE's pages link with <a href="/…"> written as JSX, which Docusaurus's broken-link check does
// not see (MDX maps only Markdown links to its Link): said, so the difference from a passing Docusaurus build is plain.
describe('a broken link written as a JSX <a>', () => {
  it("says Docusaurus's check does not see it, and where to link instead; a Markdown link to the same address does not", async () => {
    const result = await checkSite('mistake-jsx-anchor', { 'a.mdx': '# A\n\nSee <a href="/docs/old-guide">the old guide</a>.\n\nOr [the old guide](/docs/old-guide).\n' });
    expect(result.code).toBe(1);
    const [jsx, markdown] = result.stderr.split('content/docs/a.mdx:5:');
    expect(jsx).toContain('content/docs/a.mdx:3:8  error  broken link "/docs/old-guide"');
    expect(jsx).toContain("hint: Docusaurus's broken-link check does not see an <a> written as JSX in MDX (it sees Markdown links and <Link>), so its build passes with it; here it leads to no page or file of the site");
    expect(markdown).not.toContain('written as JSX');
  });
});

// OpenDAL's Java and Node.js guides end with a stray `</content>` line (10 pages): a closing tag with
// nothing open, which MDX refuses; the error gave no hint.
describe('a closing tag that closes nothing', () => {
  it('says so, naming the tag, and how to write a literal "<"', async () => {
    const result = await checkSite('mistake-stray-close', { 'a.md': '# A\n\nThe guide ends here.\n\n</section-body>\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:5:2  error  Could not parse MDX: Unexpected closing slash `/` in tag, expected an open tag first');
    expect(result.stderr).toContain('  hint: </section-body> closes no element: nothing before it opened one, and MDX reads every tag as JSX. Remove it, or write \\< (or &lt;) for a literal "<".');
  });
});

// Socket.IO's tutorial (written for Docusaurus 2): a tab's text ends with a list, and its `  </TabItem>`,
// indented, is read by MDX 3 as more of the last list item. The error named listItem and gave no fix.
describe('a closing tag indented under a list item', () => {
  it('says the list item holds it, and to start it at the beginning of its line', async () => {
    const page = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n# A\n\n<Tabs>\n  <TabItem value=\"a\" label=\"A\">\n\n- one\n- two\n\n\n  </TabItem>\n</Tabs>\n";
    const result = await checkSite('mistake-close-in-list-item', { 'a.mdx': page });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:13:3  error  Could not parse MDX: Expected the closing tag `</TabItem>` either after the end of `listItem`');
    expect(result.stderr).toContain(
      'hint: this </TabItem> is indented under the list item before it (from line 10), so MDX reads it as part of that item, while its opening tag is outside the list: start </TabItem> at the beginning of its line, after a blank line.',
    );
    // Written as the hint says, the page is read.
    expect((await checkSite('mistake-close-in-list-item-fixed', { 'a.mdx': page.replace('  </TabItem>', '</TabItem>') })).code).toBe(0);
  });
});

// Pages written for Docusaurus 2 (MDX 1): Kubevela's `apply <ui schema file/dir path>`, React Native Elements'
// blog keeping JSX in code indented by 4 spaces. The errors said where micromark stopped, and nothing of why.
describe('a "<" MDX reads as a tag it cannot read', () => {
  it('names the "<" that opened the tag, with what to write', async () => {
    const result = await checkSite('mistake-tag-in-text', { 'a.mdx': '# A\n\napply <ui schema file/dir path>\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:3:23  error  Could not parse MDX: Unexpected character `d` (U+0064) after self-closing slash');
    expect(result.stderr).toContain('hint: the "<ui" before it starts a JSX tag in MDX, which it cannot read: write \\< or &lt; for a literal "<"');
  });

  it('says that code indented by 4 spaces is no code in MDX 3, from its first line, and not inside a list item', async () => {
    const code = ['    renderLeft = (item) => {', '', '    return (', '        <Avatar', '          title="x"', '          ...', '        />', '    );'].join('\n');
    const result = await checkSite('mistake-indented-code', {
      'a.mdx': `# A\n\nIt should look like this:\n\n${code}\n`,
      'b.mdx': `# B\n\n- In a list:\n\n${code}\n`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:10:11  error  Could not parse MDX: Unexpected character `.` (U+002E) before attribute name');
    expect(result.stderr).toContain('hint: line 5 is indented by 4 spaces after a blank line: code in Markdown (and in Docusaurus 2\'s MDX 1), but MDX 3 has no indented code, and reads a "<" or "{" there as JSX: put those lines in a ``` fence.');
    expect(result.stderr).toMatch(/content\/docs\/b\.mdx:10:11  error  Could not parse MDX: [^\n]*\n.*\n.*\n  hint: a "<" in text starts a JSX tag in MDX, which it cannot read/);
  });
});

// Babel's docs show `    <f:image />` after "For example:", and MDX 3 reads it as an element: the error
// said only that <f:image> is no HTML element content may use, not that the line was meant as code.
describe('an element or expression in lines indented as code', () => {
  it('says that MDX 3 has no indented code, for an HTML element, a component and an expression, and not in a list item', async () => {
    const result = await checkSite('mistake-indented-element', {
      'a.md': '# A\n\nFor example:\n\n    <f:image />\n\nOr:\n\n    <Foo bar="1" />\n\nAn object:\n\n    {a}\n',
      'b.md': '# B\n\n- In a list:\n\n    <f:image />\n',
    });
    expect(result.code).toBe(1);
    const hint = (line: number) => `hint: line ${line} is indented by 4 spaces after a blank line: code in Markdown (and in Docusaurus 2's MDX 1), but MDX 3 has no indented code, and reads a "<" or "{" there as JSX: put those lines in a \`\`\` fence.`;
    expect(result.stderr).toMatch(/content\/docs\/a\.md:5:5  error  <f:image> is not an HTML element content may use\.\n.*\n.*\n  hint: line 5 is indented/);
    expect(result.stderr).toMatch(/content\/docs\/a\.md:9:5  error  Unknown component <Foo>\.\n.*\n.*\n  hint: line 9 is indented/);
    expect(result.stderr).toMatch(/content\/docs\/a\.md:13:5  error  JavaScript expressions are not allowed in content: \{a\}\.\n.*\n.*\n  hint: line 13 is indented/);
    for (const line of [5, 9, 13]) expect(result.stderr).toContain(hint(line));
    // In a list item, an indented line is the item's text, not code: the usual hint stands.
    expect(result.stderr).toMatch(/content\/docs\/b\.md:5:5  error  <f:image> is not an HTML element content may use[^\n]*\n.*\n.*\n(?!  hint: line)/);
  });
});

// RocketMQ's docs quote a JSON reply, `>{"status":200,"body":{…}}`: MDX reads it as an expression, cannot,
// and reads on past the quote, so the error pointed at the blank line after it, a line with nothing wrong.
describe('an expression MDX cannot read in a quote or a list item', () => {
  it('is reported at the "{" that opened it, not at the line after the quote', async () => {
    const result = await checkSite('mistake-lazy-expression', {
      'a.md': '# A\n\nIt replies:\n>{"status":200,"body":{"id":1}}\n\nMore.\n',
      'b.md': '# B\n\n- The reply, with `{` in it:\n\n  {"a":{"b":1}}\n\nMore.\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(['content/docs/a.md:4:2  error  Could not parse MDX: Unexpected lazy line in expression in container', ''].join(''));
    expect(result.stderr).toContain(['   4 | >{"status":200,"body":{"id":1}}', '     |  ^', '  hint: this "{" starts a JS expression in MDX, which it could not read and ran on past the quote or list item it is in'].join('\n'));
    // In a list item, past a blank line and a "{" in `code`: the "{" outside braces that starts the expression.
    expect(result.stderr).toContain('content/docs/b.md:5:3  error  Could not parse MDX: Unexpected lazy line');
  });
});

// A newcomer's stray "{" in a sentence (`Broken {oops`): MDX fails where the paragraph ends, and the caret
// marked the end of the line, where nothing is wrong.
describe('a "{" left open in a paragraph', () => {
  it('is reported at the "{", not at the end of its paragraph', async () => {
    const result = await checkSite('mistake-open-brace', {
      'a.md': '# A\n\nBroken {oops with a rocket.\n',
      'b.md': '# B\n\nText {a} and `{code` and more {b\nstill going.\n\nEnd.\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      ['content/docs/a.md:3:8  error  Could not parse MDX: Unexpected end of file in expression, expected a corresponding closing brace for `{`', '   3 | Broken {oops with a rocket.', '     |        ^', '  hint: a "{" in text starts a JS expression in MDX: write \\{ for a literal "{"'].join('\n'),
    );
    // Past a closed expression and a "{" in code, on the paragraph's first line though it ends on its second.
    expect(result.stderr).toContain('content/docs/b.md:3:31  error  Could not parse MDX: Unexpected end of file in expression');
  });
});

// Babel's compiler assumptions page writes 20 `<div is="assumption-repl" data-…>`, which its own script
// upgrades to a REPL: the hint said to "write the content as Markdown or JSX children", which it was.
describe('an is attribute', () => {
  it('says it asks for a custom element of the site\'s script, and what to do', async () => {
    const result = await checkSite('mistake-is-attribute', { 'a.mdx': '# A\n\n<div is="assumption-repl" data-plugins="x">\n\nText.\n\n</div>\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:3:6  error  Attribute is of <div> is not allowed in content: it could run code or replace what the page renders.');
    expect(result.stderr).toContain("hint: is makes <div> a custom element the site's script defines, which content does not run: remove the attribute (the <div> and its children stay), and draw the interactive part from a component of the site, registered in site.config.ts (components).");
  });
});

// Babel's and Electron's blog posts end a quoted tweet with `<script async src="//platform.twitter.com/widgets.js">`:
// the hint listed what HTML content may use, and nothing of what to do with an embed's script.
describe('a script element', () => {
  it('is refused with a hint saying to remove it, and that the embed it dresses up shows as written', async () => {
    const result = await checkSite('mistake-script-embed', { 'a.mdx': '# A\n\n> A tweet. [link](https://twitter.com/x/status/1)\n\n<script async src="//platform.twitter.com/widgets.js" charset="utf-8"></script>\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:5:1  error  <script> is not an HTML element content may use.');
    expect(result.stderr).toContain("hint: content runs no script: remove it. An embed's script (a tweet's platform.twitter.com/widgets.js, a slide deck's) dresses up the quote or link beside it, which shows as written;");
  });

  // tRPC's page of quoted tweets follows each with the widget's script: 7 errors in a row, each with the same hint.
  it('is said once for every embed script of the site, the other places listed under it', async () => {
    const tweet = (n: number) => `<blockquote>Quote ${n}</blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>\n\n`;
    const result = await checkSite('mistake-script-embeds', { 'a.mdx': `# A\n\n${tweet(1)}${tweet(2)}${tweet(3)}`, 'b.mdx': `# B\n\n${tweet(4)}` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.mdx:3:34  error  <script> is not an HTML element content may use (4 scripts in 2 files; this is the first, the others are listed below).');
    expect(result.stderr).toContain('note: content/docs/a.mdx:5:34  also here\n  note: content/docs/a.mdx:7:34  also here\n  note: content/docs/b.mdx:3:34  also here\n');
    expect(result.stderr.match(/hint: content runs no script/g)).toHaveLength(1);
    expect(result.stderr).toContain('check failed: 1 error');
  });
});

describe('two docs with the same address', () => {
  it('warns of the duplicate route, and a link to the losing file still leads to that address', async () => {
    const root = await zeroConfigSite('mistake-duplicate-slug', {
      'a.md': '---\nslug: /b\n---\n\n# A\n',
      'b.md': '# B\n',
      'c.md': '# C\n\nSee [b](./b.md) and [a](./a.md).\n',
    });
    const out = path.join(root, 'build');
    const result = await runCli(['build', root, '--out', out]);
    expect(result.stderr).toContain('content/docs/b.md  warning  duplicate route "/docs/b": another file produces it too, and wins');
    expect(result.stderr).not.toContain('does not exist');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(out, 'docs/c/index.html'), 'utf8');
    expect(html).toContain('<a href="/docs/b">b</a>');
  });
});

describe('a front matter YAML error', () => {
  it('is reported at the quote left open, not where the front matter ends, with what to do', async () => {
    const result = await checkSite('mistake-yaml-quote', { 'a.md': '---\ntitle: "Configuration\nsidebar_position: 3\ndescription: All the options\n---\n\n# A\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      ['content/docs/a.md:2:8  error  Invalid YAML: Missing closing "quote', '   2 | title: "Configuration', '     |        ^', '  hint: end the quoted value with ", or leave the quotes out.'].join('\n'),
    );
  });

  it('says a value with ": " in it needs quotes', async () => {
    const result = await checkSite('mistake-yaml-colon', { 'a.md': '---\ntitle: Step 2: Configure\n---\n\n# A\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:2:8  error  Invalid YAML: Nested mappings are not allowed in compact mappings');
    expect(result.stderr).toContain('  hint: a value with ": " in it needs quotes: title: "Step 2: Configure".');
  });

  it('says a value starting with "[" or "{" is read as a list or map, at its line, not the next key', async () => {
    const pages = {
      'a.md': '---\ntitle: [Beta\ndescription: Soon\n---\n\n# A\n',
      'b.md': '---\ntitle: [Beta] Payments\n---\n\n# B\n',
      'c.md': '---\ntags: [one,\n  two\nsidebar_label: C\n---\n\n# C\n',
    };
    const result = await runCli(['check', await zeroConfigSite('mistake-yaml-flow', pages)]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      ['content/docs/a.md:2:8  error  Invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]', '   2 | title: [Beta', '     |        ^', '  hint: a value that starts with "[" is read as a list and needs its "]": for text, quote it: title: "[Beta".'].join('\n'),
    );
    expect(result.stderr).toContain('content/docs/b.md:2:8  error  Invalid YAML: Unexpected scalar at node end');
    expect(result.stderr).toContain('  hint: a value that starts with "[" is read as a list: for text, quote it: title: "[Beta] Payments".');
    expect(result.stderr).toContain('content/docs/c.md:2:7  error  Invalid YAML: Flow sequence');
  });

  it('shows the quoted value as YAML reads it: a backslash doubled, a list item still a list item', async () => {
    const pages = { 'a.md': '---\ntitle: Step 2: open C:\\Users\\me\n---\n\n# A\n', 'b.md': '---\ntitle: B\ntags:\n  - @scope/pkg\n---\n\n# B\n' };
    const site = await zeroConfigSite('mistake-yaml-quoted-hint', pages);
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('  hint: a value with ": " in it needs quotes: title: "Step 2: open C:\\\\Users\\\\me".');
    expect(result.stderr).toContain('  hint: a value that starts with "@" needs quotes: - "@scope/pkg".');
    // Written as the hints say, each front matter is read.
    await writeFile(path.join(site, 'content', 'docs', 'a.md'), '---\ntitle: "Step 2: open C:\\\\Users\\\\me"\n---\n\n# A\n');
    await writeFile(path.join(site, 'content', 'docs', 'b.md'), '---\ntitle: B\ntags:\n  - "@scope/pkg"\n---\n\n# B\n');
    const fixed = await runCli(['check', site]);
    expect(fixed.stderr).not.toContain('Invalid YAML');
    expect(fixed.code).toBe(0);
  });
});

describe('an admonition never closed', () => {
  it('warns at its opening line, and not of one that is closed', async () => {
    const result = await checkSite('mistake-open-admonition', {
      'a.md': '# A\n\n:::tip[Closed]\nfine\n:::\n\n::::note Outer\n:::tip\ninner\n:::\n::::\n\n:::note\nInstall with npm.\n\n## Next step\n\nMore text.\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      [
        'content/docs/a.md:13:1  warning  ":::note" is never closed: everything after it, to the end of the page, is inside it.',
        '   13 | :::note',
        '      | ^',
        '  hint: end it with a line of ::: where its content ends.',
        '',
      ].join('\n'),
    );
  });

  it('names the block around it that its ::: closes instead (Pomerium\'s one-line ":::note See …" before a ":::warning")', async () => {
    const result = await checkSite('mistake-open-admonition-around', { 'a.md': '# A\n\n:::note See the page.\n\nText one.\n\n:::warning\n\nCareful.\n\n:::\n\nAfter.\n' });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.md:7:1  warning  ":::warning" is never closed: everything after it in the block around it is inside it.');
    expect(result.stderr).toContain('  hint: end it with a line of ::: where its content ends; as written, line 11 closes ":::note" (line 3), the block around it: if that one was meant to end before this one, end it there.');
  });
});

describe('a code block never closed', () => {
  it('warns at its opening fence, and not of closed, nested, quoted or indented blocks', async () => {
    const result = await checkSite('mistake-open-fence', {
      'a.md': '# A\n\n````md\n```js\ninner\n```\n````\n\n> ```\n> quoted\n> ```\n\n    indented\n\n```js\nconst a = 1;\n\n## Next step\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      [
        'content/docs/a.md:15:1  warning  Code block: "```" is never closed: the text after it is shown as code.',
        '   15 | ```js',
        '      | ^^^',
        '  hint: end the block with a line of ``` after its last line of code.',
        '',
      ].join('\n'),
    );
  });
});

// Home Assistant's developer docs leave a fence open inside an admonition, which ends it: the text after is no code.
describe('a code block never closed inside an admonition', () => {
  it('says it ends where the admonition ends, not that the text after it is code', async () => {
    const result = await checkSite('mistake-open-fence-admonition', {
      'a.md': '# A\n\n:::tip\n\n```python\nx = 1\n\n:::\n\n## After\n\nText.\n\n```\n:::\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.md:5:1  warning  Code block: "```" is never closed: it ends where the ":::" block around it ends, on line 8.');
    expect(result.stderr).toContain('  hint: end the block with a line of ``` before the :::.');
    // A fence at the page's level runs on past a ":::" to the end: that one is still code.
    expect(result.stderr).toContain('content/docs/a.md:14:1  warning  Code block: "```" is never closed: the text after it is shown as code.');
  });
});

// Infracost's docs leave a fence open in a numbered step before the next heading: the list item ends it, and the heading is no code.
describe('a code block never closed inside a list item or a quote', () => {
  it('says it ends where the list item or the quote ends, not that the text after it is code', async () => {
    const result = await checkSite('mistake-open-fence-list', {
      'a.md': '# A\n\n1. First step:\n\n    ```sh\n    run one\n\n    run two\n\n## After\n\nText.\n\n> ```\n> quoted\n\nOutside.\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.md:5:5  warning  Code block: "```" is never closed: it ends where the list item around it ends, on line 8.');
    expect(result.stderr).toContain('  hint: end the block with a line of ``` after its last line of code, indented as the opening one.');
    expect(result.stderr).toContain('content/docs/a.md:14:3  warning  Code block: "```" is never closed: it ends where the quote around it ends, on line 15.');
    expect(result.stderr).toContain('  hint: end the block with the line "> ```" after its last line of code.');
  });

  it('says the closing line of a quote in a list item, or a list item in a quote, as it must be written', async () => {
    const result = await checkSite('mistake-open-fence-nested', {
      'a.md': '# A\n\n1. Step:\n\n   > ```sh\n   > run one\n\n## After\n\n> 1. Quoted step:\n>\n>    ```sh\n>    run two\n\nOutside.\n',
    });
    expect(result.code).toBe(0);
    // A line of "> ```" closes neither: the first is a new quote outside the list item, the second ends the list item too.
    expect(result.stderr).toContain('content/docs/a.md:5:6  warning  Code block: "```" is never closed: it ends where the quote around it ends, on line 6.');
    expect(result.stderr).toContain('  hint: end the block with the line "   > ```" after its last line of code.');
    expect(result.stderr).toContain('content/docs/a.md:12:6  warning  Code block: "```" is never closed');
    expect(result.stderr).toContain('  hint: end the block with the line ">    ```" after its last line of code.');
  });
});

describe('an image named with the wrong case', () => {
  it('suggests the file as it is named', async () => {
    const root = await zeroConfigSite('mistake-image-case', { 'a.md': '# A\n\n![Logo](./img/Logo.PNG)\n' });
    await mkdir(path.join(root, 'content/docs/img'), { recursive: true });
    await writeFile(path.join(root, 'content/docs/img/logo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const result = await runCli(['check', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      [
        'content/docs/a.md:3:1  error  broken file link "./img/Logo.PNG": there is no content/docs/img/Logo.PNG — did you mean "./img/logo.png"?',
        '   3 | ![Logo](./img/Logo.PNG)',
        '     | ^^^^^^^^^^^^^^^^^^^^^^^',
        '  hint: the file is content/docs/img/logo.png: a Mac or Windows finds it whatever the case, the Linux host that serves the site does not.',
      ].join('\n'),
    );
  });
});

describe('a duplicate route in a sidebar generated from the folders', () => {
  it('is warned of once, as the duplicate route, not again as a doc listed twice in a sidebar the author did not write', async () => {
    for (const [name, clash] of [['mistake-duplicate-slug-sidebar', 'slug: /intro'], ['mistake-duplicate-id-sidebar', 'id: install']]) {
      const result = await checkSite(name, {
        'intro.md': '# Intro\n',
        'guides/config.md': `---\n${clash}\n---\n\n# Configuration\n`,
        'guides/install.md': '# Install\n',
      });
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('warning  duplicate route');
      expect(result.stderr).not.toContain('already in this sidebar');
    }
  });
});

describe('a front matter never closed', () => {
  it('is the page\'s one error, not also a broken anchor in each page linking to its headings', async () => {
    const result = await checkSite('mistake-open-front-matter', {
      'a.md': '---\ntitle: A\nsidebar_position: 1\n\n# A\n\n## Options\n',
      'b.md': '# B\n\nSee [the options](./a.md#options).\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:1:1  error  The front matter opened on line 1 never closes.');
    expect(result.stderr).not.toContain('broken anchor');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  it('is told apart from a front matter value in error: a page read to its end, with no heading, still has its missing anchors reported', async () => {
    const result = await checkSite('mistake-front-matter-value-anchor', {
      'a.md': '---\nsidebar_position: first\n---\n\nJust text, no heading.\n',
      'b.md': '# B\n\nSee [the options](./a.md#options).\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:2:1  error  Frontmatter "sidebar_position" must be a number, got "first".');
    expect(result.stderr).toContain('content/docs/b.md:3:5  warning  broken anchor "./a.md#options"');
  });
});

describe('front matter below the first line', () => {
  it('warns where it starts, and not of a page with a rule and text of its own', async () => {
    const result = await checkSite('mistake-late-front-matter', {
      'a.md': '\n---\ntitle: Configuration\nslug: /setup\n---\n\n# A\n',
      'b.md': '# B\n\nText.\n\n---\n\nMore: text\n\n---\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toBe(
      [
        "content/docs/a.md:2:1  warning  This looks like front matter, but it starts on line 2: only a block on the file's first line is front matter, so this one is shown as text.",
        '   2 | ---',
        '     | ^^^',
        '  hint: move it to the top of the file: nothing, not even a blank line, may come before its opening ---.',
        '',
      ].join('\n'),
    );
  });
});

describe('a _category_.json of the wrong shape', () => {
  it('fails the build as a content problem (exit 1) and says the previous output was kept', async () => {
    const root = await zeroConfigSite('mistake-category-type', { 'intro.md': '# Intro\n', 'guides/config.md': '# Config\n' });
    expect((await runCli(['build', root])).code).toBe(0);
    await writeFile(path.join(root, 'content/docs/guides/_category_.json'), '{"label": "Guides", "position": "two"}\n');
    const result = await runCli(['build', root]);
    expect(result.stderr).toContain('content/docs/guides/_category_.json:1:22  error  "position" must be a number; it is "two".');
    expect(result.stderr).toContain('build failed: 1 error, 0 warnings');
    expect(result.stderr).toMatch(/The previous output in \S*build was left as it was\./);
    expect(result.code).toBe(1);
    expect((await runCli(['check', root])).code).toBe(1);
    // dev starts on it and shows the problem: test/docusaurus/dev-sidebars.test.ts.
  });

  it('points at the end of the line a comma is missing from, and says to add it there', async () => {
    const result = await checkSite('mistake-category-comma', { 'intro.md': '# Intro\n', 'guides/config.md': '# Config\n', 'guides/_category_.json': '{"label": "Guides"\n "position": 2}\n' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      [
        'content/docs/guides/_category_.json:1:19  error  Invalid category file: Missing , between flow map items',
        '   1 | {"label": "Guides"',
        '     |                   ^',
        '  hint: add a comma at the end of line 1.',
      ].join('\n'),
    );
  });

  // The starter's category file with the comma after "position" left out: the key after it holds an
  // object, which YAML reads as a block mapping, so the parser said "Implicit keys need to be on a
  // single line" and "Block collections are not allowed within flow collections", two errors of YAML's
  // words for one missing comma.
  it('says a comma is missing when the item after it holds an object, once', async () => {
    const category = '{\n  "label": "Tutorial - Basics",\n  "position": 2\n  "link": {\n    "type": "generated-index",\n    "description": "5 minutes."\n  }\n}\n';
    const result = await checkSite('mistake-category-comma-object', { 'intro.md': '# Intro\n', 'guides/config.md': '# Config\n', 'guides/_category_.json': category });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      [
        'content/docs/guides/_category_.json:3:16  error  Invalid category file: Missing , between flow map items',
        '   3 |   "position": 2',
        '     |                ^',
        '  hint: add a comma at the end of line 3.',
      ].join('\n'),
    );
    expect(result.stderr).not.toContain('Implicit keys');
    expect(result.stderr).toContain('check failed: 1 error, 0 warnings');
  });

  it("is reported with the pages' own problems in the same run, in a build and a check, not before any page is read", async () => {
    const docs = { 'intro.md': '# Intro\n\n[gone](/docs/nope)\n', 'bad.md': '---\ntitle: "open\n---\n# Bad\n', 'guides/config.md': '# Config\n', 'guides/_category_.json': '{\n  "label": "Guides"\n  "position": 2\n}\n' };
    for (const command of ['check', 'build'] as const) {
      const result = await runCli([command, await zeroConfigSite(`mistake-category-with-pages-${command}`, docs)]);
      expect(result.code, command).toBe(1);
      expect(result.stderr).toContain('content/docs/guides/_category_.json:2:20  error  Invalid category file');
      expect(result.stderr).toContain('content/docs/bad.md:2:8  error  Invalid YAML');
      expect(result.stderr).toContain('content/docs/intro.md:3:1  error  broken link "/docs/nope"');
      expect(result.stderr).toContain(`${command} failed: 3 errors, 0 warnings`);
    }
  });
});

describe('a link to a folder of pages with no index page', () => {
  it('suggests the folder\'s first page, or its generated index, and says how to give the folder a page', async () => {
    const docs = { 'intro.md': '# Intro\n\nSee [guides](./guides/).\n', 'guides/config.md': '# Config\n', 'guides/install.md': '---\nsidebar_position: 1\n---\n\n# Install\n' };
    const result = await checkSite('mistake-folder-link', docs);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      [
        'content/docs/intro.md:3:5  error  broken link "./guides/" — did you mean "/docs/guides/install"?',
        '   3 | See [guides](./guides/).',
        '     |     ^^^^^^^^^^^^^^^^^^^',
        '  hint: /docs/guides has pages under it but no index page: link to one of them, or add content/docs/guides/index.md (or README.md) to give the folder a page.',
      ].join('\n'),
    );
    const indexed = await checkSite('mistake-folder-link-index', { ...docs, 'guides/_category_.json': '{"label": "Guides", "link": {"type": "generated-index"}}\n' });
    expect(indexed.stderr).toContain('content/docs/intro.md:3:5  error  broken link "./guides/" — did you mean "/docs/category/guides"?');
    expect(indexed.stderr).toContain("  hint: /docs/guides has pages under it but no index page: its category's generated index lists them, or add content/docs/guides/index.md (or README.md) to give the folder a page.");
  });
});

describe('a misspelt partial import', () => {
  it('suggests the partial of the nearest name, written as the import writes its path', async () => {
    const result = await checkSite('mistake-partial-name', {
      'intro.md': '# Intro\n\nimport Snippet from \'./_snipet.mdx\';\nimport Setup from \'./_setup.mdx\';\n\n<Snippet />\n',
      '_snippet.mdx': 'Snippet text.\n',
      'configuration.md': '# Configuration\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/intro.md:3:1  error  Import of "./_snipet.mdx": there is no such Markdown file in content/ — did you mean "./_snippet.mdx"?');
    // A name no file is near gets none: not a page or partial of another name.
    expect(result.stderr).toContain('content/docs/intro.md:4:1  error  Import of "./_setup.mdx": there is no such Markdown file in content/.\n');
  });
});

describe('an HTML attribute the element does not take', () => {
  it('is left out because it has no effect, not answered with a did-you-mean for another attribute; a typo still gets one', async () => {
    const result = await checkSite('mistake-img-valign', {
      'a.md': '# A\n\n<img src="./logo.svg" valign="middle" alt="Logo" />\n\n<img src="./logo.svg" alignn="left" alt="Logo" />\n',
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    });
    expect(result.stderr).toContain('content/docs/a.md:3:23  warning  <img> has no attribute "valign": it is left out of the page, as it has no effect on <img> (only the parts of a table read it).');
    expect(result.stderr).not.toContain('"valign": it is left out of the page — did you mean');
    expect(result.stderr).toContain('<img> has no attribute "alignn": it is left out of the page — did you mean "align"?');
    expect(result.code).toBe(0);
  });

  // Lexical's devtools page puts valign="middle" on eight badge images: eight warnings said the same.
  it('is one warning for all its places, each other place a note', async () => {
    const img = (n: number) => `<img src="./logo.svg" valign="middle" alt="Logo ${n}" />`;
    const result = await checkSite('mistake-img-valign-many', {
      'a.md': `# A\n\n${img(1)} ${img(2)}\n\n${img(3)}\n`,
      'b.md': `# B\n\n${img(4)}\n`,
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>\n',
    });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.md:3:23  warning  <img> has no attribute "valign": it is left out of the page, as it has no effect on <img> (only the parts of a table read it) (4 times in 2 files; this is the first).');
    expect(result.stderr.match(/warning {2}<img> has no attribute "valign"/g)).toHaveLength(1);
    expect(result.stderr.match(/also here/g)).toHaveLength(3);
  });
});

// Detox's partial (written for Docusaurus 2) shows Markdown under `{props.debug && <div>…</div>}`: MDX 3
// reads that as JSX, and a quote's `>` in it failed as "Could not parse expression with acorn", with a
// hint to write \{ for a "{" the line does not have. acorn's own reason said what was wrong.
describe('an expression MDX cannot read', () => {
  it("says what acorn found, and for Markdown inside a JSX element in {…} that it is read as JSX", async () => {
    const result = await checkSite('mistake-markdown-in-expression', {
      'a.mdx': '# A\n\n{props.debug && <div>\n\nRun the packager first:\n\n```bash\nnpm start\n\n> react-native start\n```\n\n</div>}\n\nHello {a b} text.\n',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      [
        'content/docs/a.mdx:10:1  error  Could not parse MDX: Could not parse expression with acorn (Unexpected token `>`. Did you mean `&gt;` or `{">"}`?)',
        '   10 | > react-native start',
        '      | ^',
        '  hint: this line is text of a JSX element inside a {…} expression that starts above it, which MDX reads as JSX, not Markdown',
      ].join('\n'),
    );
  });

  it('gives acorn\'s reason for a stray expression in text, with the "{" hint', async () => {
    const result = await checkSite('mistake-stray-expression', { 'a.mdx': '# A\n\nHello {a b} text.\n' });
    expect(result.stderr).toContain('content/docs/a.mdx:3:9  error  Could not parse MDX: Could not parse expression with acorn (Unexpected content after expression)');
    expect(result.stderr).toContain('hint: a "{" in text starts a JS expression in MDX: write \\{ for a literal "{"');
  });
});

// VRS links /doxygen/index.html, which a script writes into the site before Docusaurus builds it:
// the error was a bare "broken link".
describe('a link to a file the build does not have', () => {
  it('says where such a file goes, and that generated HTML is published on its own', async () => {
    const site = await zeroConfigSite('author-mistakes-generated-file-links', {
      'intro.md': '# Intro\n\nSee [the API](/doxygen/index.html), [the guide](/files/guide.pdf) and [a page](/docs/nowhere).\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('broken link "/doxygen/index.html"');
    expect(result.stderr).toContain("hint: no page has this address, and devcenter publishes no HTML file of its own: if a tool generates it (an API reference such as Doxygen's or Javadoc's), publish that on a host of its own and link to its address (https://…).");
    expect(result.stderr).toContain('hint: static/ has no file files/guide.pdf: a file a script writes before the build must be there when devcenter builds (static/files/guide.pdf is /files/guide.pdf), or link to its published address (https://…).');
    // A link to a page is told as before.
    expect(result.stderr.match(/  hint: /g)).toHaveLength(2);
  });
});
