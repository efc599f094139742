// Docusaurus's markdown.format: 'md' reads every page as CommonMark, 'detect' the .md files only (the
// .mdx ones stay MDX). textlint's docs (format "md") failed here with 10 MDX errors on `{line, column}`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

const TEXT = '# A\n\nCall it with {line, column} when a < b.\n\n<div class="note"><b>x</b></div>\n\nPress <kbd>K</kbd> to go on.\n';

function config(format: string): string {
  return `module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  markdown: {\n    format: '${format}',\n  },\n};\n`;
}

async function article(root: string, route: string): Promise<string> {
  const html = await readFile(path.join(root, 'build', route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>'));
}

describe('markdown.format', () => {
  it("'md': every page is CommonMark, `{line, column}` and `a < b` text and its raw HTML shown", async () => {
    const root = await writeSite('markdown-format-md', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': TEXT, 'content/docs/b.mdx': TEXT.replace('# A', '# B') });
    const result = await runCli(['build', root]);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    for (const route of ['docs/a', 'docs/b']) {
      const html = await article(root, route);
      expect(html).toContain('<p>Call it with {line, column} when a &lt; b.</p>');
      expect(html).toContain('<div class="note"><b>x</b></div>');
      expect(html).toContain('<p>Press <kbd>K</kbd> to go on.</p>');
    }
  });

  it("'detect': a .md page is CommonMark, while the same text in a .mdx page is still an MDX error", async () => {
    const root = await writeSite('markdown-format-detect', { 'docusaurus.config.js': config('detect'), 'content/docs/a.md': TEXT, 'content/docs/b.mdx': TEXT.replace('# A', '# B') });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/b.mdx:3:14  error');
    expect(result.stderr).not.toContain('content/docs/a.md');
    const fixed = await writeSite('markdown-format-detect', { 'docusaurus.config.js': config('detect'), 'content/docs/a.md': TEXT, 'content/docs/b.mdx': '# B\n\nCall it with \\{line, column} when a \\< b.\n' });
    expect((await runCli(['build', fixed])).code).toBe(0);
    expect(await article(fixed, 'docs/a')).toContain('<p>Call it with {line, column} when a &lt; b.</p>');
    expect(await article(fixed, 'docs/a')).toContain('<div class="note"><b>x</b></div>');
  });

  // Docusaurus's getFormat reads the page's front matter first (mdx: {format: …}), then the site's setting.
  it("follows a page's own mdx.format over the site's, and names a value it does not know at its line", async () => {
    const asMd = `---\nmdx:\n  format: md\n---\n${TEXT}`;
    const asMdx = `---\nmdx: { format: mdx }\n---\n${TEXT}`;
    const root = await writeSite('markdown-format-page', { 'docusaurus.config.js': config('mdx'), 'content/docs/a.mdx': asMd, 'content/docs/b.md': TEXT.replace('# A', '# B').replace('{line, column}', 'it') });
    const result = await runCli(['build', root]);
    expect(result.stderr).not.toContain('error');
    expect(result.code).toBe(0);
    expect(await article(root, 'docs/a')).toContain('<p>Call it with {line, column} when a &lt; b.</p>');
    // A site read as CommonMark, one page asking for MDX: its `{line, column}` is MDX's again.
    const mdSite = await writeSite('markdown-format-page-mdx', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': asMdx });
    const mdx = await runCli(['build', mdSite]);
    expect(mdx.code).toBe(1);
    expect(mdx.stderr).toContain('content/docs/a.md:6:14  error');
    const wrong = await writeSite('markdown-format-page-wrong', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': `---\ntitle: A\nmdx:\n  format: html\n---\n${TEXT}` });
    const refused = await runCli(['build', wrong]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('content/docs/a.md:3:1  error  Frontmatter key "mdx.format" is "html": it is md, mdx or detect.');
  });

  // Docusaurus reads an imported file by its own extension: a .md partial of a .mdx page is CommonMark under 'detect'.
  it("'detect': a .md partial a .mdx page imports is CommonMark", async () => {
    const root = await writeSite('markdown-format-partial', {
      'docusaurus.config.js': config('detect'),
      'content/docs/b.mdx': "import Part from './_part.md';\n\n# B\n\n<Part />\n",
      'content/docs/_part.md': 'Partial {x} when a < b, <b>bold</b>.\n',
    });
    expect((await runCli(['build', root])).code).toBe(0);
    expect(await article(root, 'docs/b')).toContain('<p>Partial {x} when a &lt; b, <b>bold</b>.</p>');
  });

  it('holds raw HTML that spans blocks (<details> around Markdown) as rehype-raw does', async () => {
    const root = await writeSite('markdown-format-details', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': '# A\n\n<details>\n<summary>Sum</summary>\n\nHidden **text**, {a} < b.\n\n</details>\n\nAfter.\n' });
    expect((await runCli(['build', root])).code).toBe(0);
    const html = await article(root, 'docs/a');
    expect(html).toMatch(/<details[^>]*>[\s\S]*Sum[\s\S]*<p>Hidden <strong>text<\/strong>, \{a\} &lt; b\.<\/p>[\s\S]*<\/details>\s*<p>After\.<\/p>/);
  });

  it("refuses a CommonMark page's raw HTML that MDX content may not hold, at its file, line and column", async () => {
    const root = await writeSite('markdown-format-refused', {
      'docusaurus.config.js': config('detect'),
      'content/docs/a.md': '# A\n\nBad <img src=x onerror=alert(1)> here.\n\n<script>alert(1)</script>\n\nA <a href="javascript:alert(1)">link</a>.\n\n<iframe src="https://e.example/x" srcdoc="<script>alert(1)</script>"></iframe>\n\n- item\n\n  <div>\n  <img src="/x.png" onmouseover="x">\n  </div>\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:5  error  Event handler attribute onerror is not allowed in content.');
    expect(result.stderr).toContain('content/docs/a.md:5:1  error  <script> is not an HTML element content may use.');
    expect(result.stderr).toContain('content/docs/a.md:7:3  error  Unsafe href "javascript:alert(1)" on <a>');
    expect(result.stderr).toMatch(/content\/docs\/a\.md:9:1 {2}error {2}[^\n]*srcdoc/);
    // Past an html block's first line, in a list item: counted from the page's line, indent and all.
    expect(result.stderr).toContain('content/docs/a.md:14:3  error  Event handler attribute onmouseover is not allowed in content.');
    expect(result.stderr).toContain('Nothing was written');
  });

  // A placeholder written in text (textlint's `--rule <rule-name>`) is an HTML tag to Docusaurus, which hides it;
  // a component in a .md page of a 'detect' site is HTML too: each is said as what it is there, not as MDX's.
  it('says of an unknown tag in a CommonMark page that it is HTML there, and of a component that it needs .mdx', async () => {
    const root = await writeSite('markdown-format-unknown-tags', {
      'docusaurus.config.js': config('detect'),
      'content/docs/a.md': '# A\n\nRun with <value> here.\n\nOr --rule <rule-name>.\n\n<Tabs>\n<TabItem value="a">\n\nA\n\n</TabItem>\n</Tabs>\n',
    });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:10  error  <value> is not an HTML element content may use.');
    expect(result.stderr).toContain('hint: in a CommonMark page "<value>" is an HTML tag, which Docusaurus draws as an element no browser knows, leaving "<value>" out of the text: write \\<value> or &lt;value> for the text, or put it in `code`.');
    expect(result.stderr).toContain('content/docs/a.md:5:11  error  <rule-name> is not an HTML element content may use.');
    expect(result.stderr).toContain('hint: in a CommonMark page "<rule-name>" is an HTML tag');
    expect(result.stderr).toContain('content/docs/a.md:7:1  error  <tabs> is not an HTML element content may use.');
    expect(result.stderr).toContain('hint: <Tabs> is a component in MDX, but HTML (<tabs>) in a CommonMark page, as Docusaurus reads this one (markdown.format "md", or "detect" for a .md file): name the file .mdx under "detect"');
  });

  // The depth limit counts the elements raw HTML makes: 3,000 nested <span class=a> (an unquoted value, which MDX refuses) were a flat paragraph of html nodes to it.
  it('fails a page whose raw HTML nests past the depth limit, at the element past it', async () => {
    const root = await writeSite('markdown-format-deep', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': `# A\n\n${'<span class=a>'.repeat(3000)}x\n` });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:1401  error  JSX elements nested more than 100 levels deep.');
  });

  // Elements left open, each holding the rest of the paragraph, and no text check saw them nest (a stray
  // </i> after each <b>): 20,000 of them were read on to 12 s, where the stack ran out.
  it('stops reading raw HTML whose elements, left open, nest past the depth limit, and fails the page there', async () => {
    const root = await writeSite('markdown-format-left-open', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': `# A\n\n${'<b></i> '.repeat(20_000)}x\n` });
    const result = await runCli(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/docs/a.md:3:792  error  Content nested more than 100 levels deep (block quotes, lists, JSX elements, emphasis).');
    expect(result.stderr).not.toContain('the stack ran out');
  });

  describe('in the browser', () => {
    let site = '';
    const served = servedInBrowser(() => site);
    beforeAll(async () => {
      site = await writeSite('markdown-format-browser', { 'docusaurus.config.js': config('md'), 'content/docs/a.md': TEXT });
      expect((await runCli(['build', site])).code).toBe(0);
      await served.start();
    });
    afterAll(served.stop);

    it('shows the text and the raw HTML of a CommonMark page, hydrated without an error (React 19 reports a mismatch as one)', async () => {
      const problems: string[] = [];
      const page = await served.open('/docs/a', problems);
      expect(await page.locator('article').innerText()).toContain('Call it with {line, column} when a < b.');
      expect(await page.locator('article div.note > b').innerText()).toBe('x');
      expect(await page.locator('article kbd').innerText()).toBe('K');
      expect(problems).toEqual([]);
    });
  });
});
