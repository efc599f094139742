// Docusaurus 3's Markdown defaults (issue #16, points 1 and 8): comments, string literals, heading ids, <a id>.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli } from '../support/cli.ts';

const PAGE = [
  '# Defaults',
  '',
  '<!-- an HTML comment the reader never sees -->',
  '',
  'Before <!-- inline-secret --> after.',
  '',
  '{/* an MDX comment */}',
  '',
  '{',
  '// a note to authors, in line comments as the Cypress docs write them',
  '/* and a block one */',
  '}',
  '',
  '<!--',
  '```js',
  'const commentedOut = true;',
  '```',
  '-->',
  '',
  "Spaced{' '}words and {\"double quoted\"} text{}.",
  '',
  '```html',
  '<!-- shown in code -->',
  '```',
  '',
  '## Using `config` here {#custom-heading}',
  '',
  '## Newer spelling {/* #comment-id */}',
  '',
  '## Launch :rocket:',
  '',
  'Done :white_check_mark: but not `:x:` in code, nor 10:30:45, nor :not_an_emoji:.',
  '',
  '```md',
  '## Shown as written {#not-an-id}',
  '```',
  '',
  '<a id="empty-anchor"></a>',
  '',
  'Jump to [the anchor](#empty-anchor) or [the heading](#custom-heading).',
  '',
  'A claim[^src], [its source](#user-content-fn-src) and [the notes](#footnote-label).',
  '',
  '[^src]: Where it comes from.',
  '',
].join('\n');

describe('Docusaurus Markdown defaults', () => {
  let site: string;
  let html: string;
  let build: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-md-defaults', { 'content/docs/defaults.mdx': PAGE });
    build = await runCli(['build', site, '--strict']);
    html = await readFile(path.join(site, 'build', 'docs', 'defaults', 'index.html'), 'utf8');
  });

  it('builds a page holding comments, string literals, heading ids, an empty anchor and links to footnotes with no diagnostic', () => {
    expect(build.stderr + build.stdout).not.toMatch(/error|warning|internal/i);
    expect(build.code).toBe(0);
  });

  it('labels the footnotes for screen readers only, as Docusaurus does', () => {
    expect(html).toContain('<h2 class="anchor sr-only" id="footnote-label">Footnotes');
  });

  it('leaves HTML and MDX comments out of the page but keeps them inside code blocks', () => {
    expect(html).not.toContain('the reader never sees');
    expect(html).not.toContain('inline-secret');
    expect(html).not.toContain('an MDX comment');
    expect(html).not.toContain('a note to authors');
    // A fence inside a comment is part of the comment.
    expect(html).not.toContain('commentedOut');
    expect(html).toMatch(/&lt;!-- shown in code --&gt;/);
    expect(html).toMatch(/<p>Before\s+after\.<\/p>/);
  });

  it('renders string-literal expressions as their text, and an empty one ({}) as nothing', () => {
    expect(html).toContain('<p>Spaced words and double quoted text.</p>');
  });

  // Karmada's docs write a quantifier in prose (`a{6}`): MDX reads {6} as the number 6, and Docusaurus
  // shows "a6"; devcenter refused the page ("JavaScript expressions are not allowed in content").
  it('shows a number in braces as Docusaurus does, without its braces, and warns at each that they are gone', async () => {
    const numbers = await fixtureCopy('basic', 'docu-md-number-expressions', {
      'content/docs/numbers.md': '# Numbers\n\nSix letters: a{6}, at most one: b{0,1}, big: {1_000}, exponent {2e3}, negative {-1}.\n\n{42}\n',
    });
    const run = await runCli(['build', numbers]);
    expect(run.code).toBe(0);
    const page = await readFile(path.join(numbers, 'build', 'docs', 'numbers', 'index.html'), 'utf8');
    expect(page).toContain('<p>Six letters: a6, at most one: b1, big: 1000, exponent 2000, negative -1.</p>');
    expect(page).toContain('<p>42</p>');
    expect(run.stderr).toContain('content/docs/numbers.md:3:15  warning  {6} is JavaScript to MDX, the number 6: it shows as "6", without its braces, as in Docusaurus.');
    expect(run.stderr).toContain('hint: write \\{6} to show the braces, or put the text in `code`.');
    expect(run.stderr).toContain('content/docs/numbers.md:3:34  warning  {0,1} is JavaScript to MDX, the number 1');
    expect(run.stderr.match(/warning {2}\{/g)).toHaveLength(6);
    // Anything but numbers stays refused: a name, or a condition, is code.
    await writeFile(path.join(numbers, 'content/docs/numbers.md'), '# Numbers\n\n{true} and {count}.\n');
    const refused = await runCli(['build', numbers]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/numbers.md:3:1  error  JavaScript expressions are not allowed in content: {true}.');
  });

  it('gives a heading with inline code its {#id} and an empty anchor its id', () => {
    expect(html).toMatch(/<h2 id="custom-heading"[^>]*>Using <code>config<\/code> here</);
    // Docusaurus's MDX-comment spelling of an id; in a code block, the {#id} syntax stays as written.
    expect(html).toMatch(/<h2 id="comment-id"[^>]*>Newer spelling</);
    expect(html).toMatch(/Shown as written \{#not-an-id\}/);
    expect(html).not.toContain('\\{#not-an-id');
    expect(html).toMatch(/<a id="empty-anchor"><\/a>/);
  });

  it('takes any characters but braces as a heading id, in each of the three spellings Docusaurus reads (Babel writes {/* #stage-0:-class-properties */})', async () => {
    const ids = await fixtureCopy('basic', 'docu-md-heading-ids', {
      'content/docs/ids.md': [
        '# Ids',
        '',
        'To [1.2](#v1.2), [stage 0](#stage-0:-class-properties), [other](#html-id) and [spaced](#spaced.id).',
        '',
        '## Version 1.2 {#v1.2}',
        '',
        '## Stage 0: Class Properties { /*#stage-0:-class-properties*/ }',
        '',
        '## Other <!-- #html-id -->',
        '',
        '## Spaced {# spaced.id }',
        '',
      ].join('\n'),
    });
    const run = await runCli(['build', ids, '--strict']);
    expect(run.stderr).toBe('');
    const page = await readFile(path.join(ids, 'build', 'docs', 'ids', 'index.html'), 'utf8');
    expect(page).toMatch(/<h2 id="v1.2"[^>]*>Version 1.2</);
    expect(page).toMatch(/<h2 id="stage-0:-class-properties"[^>]*>Stage 0: Class Properties</);
    expect(page).toMatch(/<h2 id="html-id"[^>]*>Other</);
    expect(page).toMatch(/<h2 id="spaced.id"[^>]*>Spaced</);
    expect(page).not.toContain('{#');
  });

  // Docusaurus escapes the `{#` of every heading line (escapeMarkdownHeadingIds) and takes an id only where
  // `{#id}` with something in it ends the heading: `## Title {#}` was an MDX expression error here.
  it('reads a "{#" that is no id on a heading line as text, as Docusaurus does, and slugs the heading with it', async () => {
    const site = await fixtureCopy('basic', 'docu-md-heading-id-text', {
      'content/docs/odd.mdx': [
        '# Odd ids',
        '',
        'To [empty](#empty-), [lead](#lead-first-then-text), [two](#two), [open](#open-never-closed) and [unicode](#你好).',
        '',
        '## Empty {#}',
        '',
        '## {#lead} First then text',
        '',
        '## Two {#one} {#two}',
        '',
        '## Open {#never-closed',
        '',
        '## Code `{#kept}` as written {#你好}',
        '',
        '#hashtag {#not-a-heading}',
        '',
      ].join('\n'),
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const page = await readFile(path.join(site, 'build', 'docs', 'odd', 'index.html'), 'utf8');
    expect(page).toMatch(/<h2 id="empty-"[^>]*>Empty \{#\}</);
    expect(page).toMatch(/<h2 id="lead-first-then-text"[^>]*>\{#lead\} First then text</);
    expect(page).toMatch(/<h2 id="two"[^>]*>Two \{#one\}</);
    expect(page).toMatch(/<h2 id="open-never-closed"[^>]*>Open \{#never-closed</);
    expect(page).toMatch(/<h2 id="你好"[^>]*>Code <code>\{#kept\}<\/code> as written</);
    expect(page).toContain('<p>#hashtag {#not-a-heading}</p>');
    expect(page).not.toContain('\\{');
  });

  // Testing Library's `## <a name="selectoptions"/> selectOptions(), deselectOptions()`: Docusaurus slugs
  // the heading's text untrimmed, so the space beside an element at either end is a "-" of its id.
  it('keeps in a heading\'s id the space beside an element at its start or end, as Docusaurus slugs it', async () => {
    const site = await fixtureCopy('basic', 'docu-md-heading-edge-element', {
      'content/docs/edges.mdx': '# Edges\n\nTo [select](#-select-options), [new](#new-name-) and [plain](#plain).\n\n## <a name="sel"/> Select options\n\n## New name <a id="old-name"></a>\n\n## Plain\n',
    });
    const run = await runCli(['build', site, '--strict']);
    expect(run.stderr).toBe('');
    const page = await readFile(path.join(site, 'build', 'docs', 'edges', 'index.html'), 'utf8');
    expect(page).toMatch(/<h2 id="-select-options"/);
    expect(page).toMatch(/<h2 id="new-name-"/);
    expect(page).toMatch(/<h2 id="plain"/);
  });

  it('reads a heading id with only its "{" escaped (`\\{#id}`, a lone "}" being text in MDX) as the id, in .md and .mdx, and still places a real expression after one', async () => {
    const page = (name: string) => [`# ${name}`, '', 'To [the heading](#my-id).', '', '## Escaped id \\{#my-id}', '', '## Backslash then id \\\\{#after-backslash}', ''].join('\n');
    const ids = await fixtureCopy('basic', 'docu-md-half-escaped-ids', { 'content/docs/half.md': page('Half'), 'content/docs/half-mdx.mdx': page('Half MDX') });
    const run = await runCli(['build', ids, '--strict']);
    expect(run.stderr).toBe('');
    for (const route of ['half', 'half-mdx']) {
      const html = await readFile(path.join(ids, 'build', 'docs', route, 'index.html'), 'utf8');
      expect(html).toMatch(/<h2 id="my-id"[^>]*>Escaped id</);
      expect(html).toMatch(/<h2 id="after-backslash"[^>]*>Backslash then id \\</);
      expect(html).not.toContain('{#');
    }
    const bad = await fixtureCopy('basic', 'docu-md-half-escaped-expression', { 'content/docs/bad.md': '# Bad\n\n## Real \\{#x} then {1+1}\n' });
    const check = await runCli(['check', bad]);
    expect(check.stderr + check.stdout).toMatch(/bad\.md:3:20\s+error\s+JavaScript expressions are not allowed in content: \{1\+1\}/);
    expect(check.code).toBe(1);
  });

  it('turns emoji shortcodes into emoji (remark-emoji, on in Docusaurus), after the heading got its id from the text', () => {
    expect(html).toContain('<p>Done ✅ but not <code>:x:</code> in code, nor 10:30:45, nor :not_an_emoji:.</p>');
    expect(html).toMatch(/<h2 id="launch-rocket"[^>]*>Launch 🚀</);
    expect(html).toContain('"text":"Launch 🚀"');
  });

  it('still refuses any other expression, with a hint that does not recommend what is refused', async () => {
    const other = await fixtureCopy('basic', 'docu-md-expression', { 'content/docs/bad.mdx': '# Bad\n\nValue {1 + 1}.\n\n{\n// a comment, then code\nsecret()\n}\n' });
    const result = await runCli(['check', other]);
    const output = result.stderr + result.stdout;
    expect(output).toMatch(/bad\.mdx:3:7\s+error\s+JavaScript expressions are not allowed in content: \{1 \+ 1\}/);
    expect(output).toMatch(/bad\.mdx:5:1\s+error\s+JavaScript expressions are not allowed in content/);
    expect(output).toMatch(/hint: .*\{\/\* \*\/\}.*allowed/);
    expect(result.code).not.toBe(0);
  });

  it('says that LaTeX math is read only on a site that asks for it when the refused braces sit inside $…$ or $$…$$, once a formula, where they are; braces between prices stay an expression', async () => {
    const other = await fixtureCopy('basic', 'docu-md-math', {
      'content/docs/math.mdx': '# Math\n\nThe fraction $\\frac{a}{b}$ is inline.\n\n$$\n\\begin{bmatrix}\na & b \\\\\nc & d\n\\end{bmatrix}\n$$\n\nIt costs $5 and {value} and $6 more.\n',
      'content/docs/power.mdx': '# Power\n\nPower $x^{a+}$ here.\n',
    });
    const result = await runCli(['check', other]);
    const output = result.stderr + result.stdout;
    const math = /error  LaTeX math is read only on a site that asks for it: without it, MDX reads the braces of this formula as a JavaScript expression/;
    expect(output).toMatch(new RegExp(`math\\.mdx:3:20  ${math.source}`));
    expect(output).toMatch(new RegExp(`math\\.mdx:6:7  ${math.source}`));
    expect(output).toMatch(new RegExp(`power\\.mdx:3:13  ${math.source}`));
    expect(output).toMatch(/hint: turn math on with markdown: \{ math: true \} in site\.config\.ts .*or show the formula as code/);
    expect(output.match(/LaTeX math/g)).toHaveLength(3);
    expect(output).toMatch(/math\.mdx:12:17  error  JavaScript expressions are not allowed in content: \{value\}/);
    expect(output).not.toContain('not allowed in content: {bmatrix}');
    expect(result.code).toBe(1);
  });

  it('reads no comment and no fence in the front matter: a value holding `<!--` or ``` hides nothing after it (a draft stays a draft)', async () => {
    const other = await fixtureCopy('basic', 'docu-md-frontmatter-comment', {
      'content/docs/draft.md': '---\ntitle: "Draft <!--"\ndraft: true\n---\n-->\n\nSECRET DRAFT TEXT\n',
      'content/docs/fenced.md': '---\ntitle: Fenced\ndescription: |\n  ```\n---\n\nHello\n\n<!-- a comment -->\n',
      'content/blog/2024-01-02-post.md': '---\ntitle: Post\ndescription: |\n  ```\n---\n\nShown in the list.\n\n<!-- truncate -->\n\nOnly on the post.\n',
    });
    const result = await runCli(['build', other]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const built = (file: string) => readFile(path.join(other, 'build', file), 'utf8');
    await expect(built('docs/draft/index.html')).rejects.toThrow();
    expect(await built('search-records.json')).not.toContain('SECRET');
    expect(await built('docs/fenced/index.html')).toContain('<p>Hello</p>');
    const list = await built('blog/index.html');
    expect(list).toContain('Shown in the list.');
    expect(list).not.toContain('Only on the post.');
  });

  it('reads front matter as Docusaurus does: a merge key\'s draft is a draft, and a front matter that never closes is an error, never text on the page', async () => {
    const other = await fixtureCopy('basic', 'docu-md-frontmatter-yaml', {
      'content/docs/merged.md': '---\n<<: {draft: true}\ntitle: Merged\n---\n\nMERGED SECRET\n',
    });
    const built = await runCli(['build', other]);
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    expect(await readFile(path.join(other, 'build', 'search-records.json'), 'utf8')).not.toContain('MERGED SECRET');
    await expect(readFile(path.join(other, 'build', 'docs', 'merged', 'index.html'))).rejects.toThrow();
    await writeFile(path.join(other, 'content/docs/open.md'), '---\ndraft: true\n# Open\n\nOPEN SECRET\n');
    const open = await runCli(['build', other]);
    expect(open.code).toBe(1);
    expect(open.stderr).toContain('content/docs/open.md:1:1  error  The front matter opened on line 1 never closes.');
  });

  it("says of an autolink (<https://…>, <team@x.dev>), which MDX reads as a tag, how to write the link (Detox's pages, written for MDX 1)", async () => {
    const site = await fixtureCopy('basic', 'docu-defaults-autolink', {
      'content/docs/autolinks.md': '# Autolinks\n\n- <https://example.com/faq.xml#version>\n',
      'content/docs/mail.md': '# Mail\n\nWrite to <sales@example.com>.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/autolinks.md:3:10  error  Could not parse MDX');
    expect(result.stderr).toContain('hint: <https://example.com/faq.xml#version> is a link in CommonMark, but a JSX tag in MDX: write [https://example.com/faq.xml#version](https://example.com/faq.xml#version), or the address alone (GFM links it).');
    expect(result.stderr).toContain('hint: <sales@example.com> is a link in CommonMark, but a JSX tag in MDX: write [sales@example.com](mailto:sales@example.com), or the address alone (GFM links it).');
  });

  it("says what acorn found wrong in an import or export it could not read, with no hint about braces (an import written twice, or a line of text starting with `export`)", async () => {
    const site = await fixtureCopy('basic', 'docu-defaults-esm', {
      'content/docs/twice.md': "import Tabs from '@theme/Tabs'\n\nimport Tabs from '@theme/Tabs'\n\n# Twice\n",
      'content/docs/prose.md': '# Prose\n\nexport the file as a PNG.\n',
    });
    const result = await runCli(['check', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("content/docs/twice.md:3:8  error  Could not parse MDX: Could not parse import/exports with acorn (Identifier 'Tabs' has already been declared)");
    expect(result.stderr).toContain('content/docs/prose.md:3:8  error  Could not parse MDX: Could not parse import/exports with acorn (Unexpected token)');
    expect(result.stderr).toContain('hint: in MDX a line that starts with "import" or "export" is JavaScript, read until a blank line');
    expect(result.stderr).not.toContain('a "{" in text');
  });

  describe('in the browser', () => {
    const served = servedInBrowser(() => site);
    beforeAll(served.start);
    afterAll(served.stop);

    it('shows no comment text, shows the literals and follows links to the empty anchor and the {#id} heading', async () => {
      const problems: string[] = [];
      const page = await served.open('/docs/defaults', problems);
      const text = await page.locator('main').innerText();
      expect(text).not.toContain('reader never sees');
      expect(text).toContain('Spaced words and double quoted text.');
      await page.getByRole('link', { name: 'the anchor' }).click();
      await page.waitForURL(/#empty-anchor$/);
      expect(await page.locator('#empty-anchor').count()).toBe(1);
      await page.getByRole('link', { name: 'the heading' }).click();
      await page.waitForURL(/#custom-heading$/);
      expect(await page.locator('h2#custom-heading').innerText()).toContain('Using config here');
      expect(problems).toEqual([]);
    });
  });
});
