// Code fences as Docusaurus readers write them: title, {1,3-4}, magic comments, showLineNumbers.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const PAGE = `---
title: Code lines
---

Lines by metastring:

\`\`\`js title="server.js" {1,3-4}
const port = 8080;
const host = 'localhost';
const app = createApp();
app.listen(port, host);
console.log('up');
\`\`\`

Magic comments in Python:

\`\`\`python
def handler(event):
    # highlight-next-line
    body = event["body"]
    # highlight-start
    status = 200
    headers = {}
    # highlight-end
    return status
\`\`\`

In HTML, SQL and JSX:

\`\`\`html
<ul>
  <!-- highlight-next-line -->
  <li>marked html</li>
</ul>
\`\`\`

\`\`\`sql
-- highlight-next-line
SELECT marked_sql FROM t;
SELECT plain_sql FROM t;
\`\`\`

\`\`\`jsx
function App() {
  return (
    <div>
      {/* highlight-next-line */}
      <MarkedJsx />
    </div>
  );
}
\`\`\`

Numbered from five:

\`\`\`bash showLineNumbers=5
npm install
# highlight-next-line
npm run build
npm start
\`\`\`

An attribute in braces is no list of lines:

\`\`\`js tab={"span":2} title="tabbed.js"
const tabbed = true;
\`\`\`

Nor is a title in braces, Pandoc's way, which Docusaurus reads as a title:

\`\`\`yaml {title="config.yaml"}
braced_title: true
\`\`\`

Numbered from one:

\`\`\`yaml showLineNumbers
first: 1
second: 2
\`\`\`
`;

const WRONG = `# Wrong

\`\`\`js {1,x}
const a = 1;
\`\`\`

\`\`\`js {2-9}
const a = 1;
const b = 2;
\`\`\`

\`\`\`ts
// highlight-end
const a = 1;
\`\`\`

\`\`\`ts
// highlight-start
const unmarked = 1;
// highlight-start
const marked = 2;
// highlight-end
\`\`\`
`;

describe('code blocks as Docusaurus readers know them', () => {
  let site: string;
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  let page: Page;
  let html: string;
  let diagnostics: { severity: string; code: string; message: string; file: string; line: number; column: number; hint: string }[];
  const problems: string[] = [];

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-code-blocks', { 'content/docs/code-lines.md': PAGE, 'content/docs/wrong-lines.md': WRONG });
    const built = await runCli(['build', site, '--reporter', 'json']);
    expect(built.code).toBe(0);
    diagnostics = JSON.parse(built.stdout).diagnostics;
    html = await readFile(path.join(site, 'build/docs/code-lines/index.html'), 'utf8');
    [server, browser] = await Promise.all([startServe([site, '--port', '0']), launchBrowser()]);
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${server.url}/docs/code-lines`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const block = (text: string) => page.locator('div.code-block', { hasText: text });
  const marked = (text: string) => block(text).locator('.code-line--highlighted').allTextContents();

  it('shows the title above the block and marks the lines the metastring names', async () => {
    expect(await block('createApp').locator('.code-block__title').textContent()).toBe('server.js');
    expect(await block('braced_title').locator('.code-block__title').textContent()).toBe('config.yaml');
    expect(await marked('createApp')).toEqual(['const port = 8080;\n', 'const app = createApp();\n', 'app.listen(port, host);\n']);
  });

  it('marks the lines magic comments name in Python, HTML, SQL and JSX, and shows no magic comment', async () => {
    expect(await marked('handler')).toEqual(['    body = event["body"]\n', '    status = 200\n', '    headers = {}\n']);
    expect(await marked('marked html')).toEqual(['  <li>marked html</li>\n']);
    expect(await marked('marked_sql')).toEqual(['SELECT marked_sql FROM t;\n']);
    expect(await marked('MarkedJsx')).toEqual(['      <MarkedJsx />\n']);
    expect(await page.locator('main').textContent()).not.toContain('highlight-');
    expect(html).not.toContain('highlight-');
  });

  it('marks nothing for a highlight-start left without its end, as Docusaurus does', async () => {
    const other = await page.context().newPage();
    await other.goto(`${server.url}/docs/wrong-lines`);
    await other.waitForSelector('html[data-has-hydrated="true"]');
    const lines = other.locator('div.code-block', { hasText: 'unmarked' }).locator('.code-line--highlighted');
    expect(await lines.allTextContents()).toEqual(['const marked = 2;']);
    await other.close();
  });

  it('copies the code without its magic comments or line numbers', async () => {
    await block('handler').getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('def handler(event):\n    body = event["body"]\n    status = 200\n    headers = {}\n    return status');
    await block('npm install').getByRole('button', { name: 'Copy code to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install\nnpm run build\nnpm start');
  });

  it('numbers the lines from showLineNumbers=5, or from 1, beside the code', async () => {
    const numbers = (text: string) =>
      block(text)
        .locator('.code-line')
        .evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
    expect(await numbers('npm install')).toEqual(['"5"', '"6"', '"7"']);
    expect(await numbers('first: 1')).toEqual(['"1"', '"2"']);
    expect(await marked('npm install')).toEqual(['npm run build\n']);
    expect(html).toContain('data-line="5"');
  });

  it("paints a marked line's background across the whole block, at the height of the other lines", async () => {
    const pre = await block('createApp').locator('pre').evaluate((el) => ({ left: el.getBoundingClientRect().left, width: el.clientWidth }));
    const lines = await block('createApp')
      .locator('.code-line')
      .evaluateAll((spans) => spans.map((span) => ({ left: span.getBoundingClientRect().left, width: span.getBoundingClientRect().width, height: Math.round(span.getBoundingClientRect().height), marked: span.classList.contains('code-line--highlighted') })));
    expect(lines).toHaveLength(5);
    expect(new Set(lines.map((line) => line.height)).size).toBe(1);
    for (const line of lines.filter((l) => l.marked)) {
      expect(Math.abs(line.left - pre.left)).toBeLessThan(2);
      expect(Math.abs(line.width - pre.width)).toBeLessThan(2);
    }
  });

  it('hydrates without a console error or warning', () => {
    expect(problems).toEqual([]);
  });

  for (const theme of ['light', 'dark']) {
    it(`keeps marked lines readable by axe's contrast rule (${theme})`, async () => {
      await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
      await page.evaluate(await readFile(AXE_PATH, 'utf8'));
      const result = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
        return axe.run({ include: [['.code-line--highlighted']] }, { runOnly: ['color-contrast'] });
      });
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  it("leaves magic comments out of the page's Markdown copy, keeping the metastring", async () => {
    const markdown = await readFile(path.join(site, 'build/docs/code-lines.md'), 'utf8');
    expect(markdown).not.toContain('highlight-');
    expect(markdown).toContain('def handler(event):\n    body = event["body"]\n    status = 200');
    expect(markdown).toContain('```js title="server.js" {1,3-4}');
  });

  it('leaves magic comments out of the search records', async () => {
    const records = await readFile(path.join(site, 'build/search-records.json'), 'utf8');
    expect(records).toContain('Magic comments in Python');
    expect(records).not.toContain('highlight-');
  });

  it('warns, with file, line and column, about a metastring the author got wrong', () => {
    const wrong = diagnostics.filter((d) => d.file === 'content/docs/wrong-lines.md');
    expect(wrong.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([
      ['warning', 'code-block', 3, 7],
      ['warning', 'code-block', 7, 7],
      ['warning', 'code-block', 13, 1],
      ['warning', 'code-block', 18, 1],
    ]);
    expect(wrong[0]!.message).toContain('{1,x}');
    expect(wrong[1]!.message).toContain('the code block has 2 lines');
    expect(wrong[2]!.message).toContain('highlight-end without a highlight-start');
    expect(wrong[3]!.message).toContain('highlight-start without a highlight-end');
    for (const d of wrong) expect(d.hint).toBeTruthy();
    expect(diagnostics.filter((d) => d.file === 'content/docs/code-lines.md')).toEqual([]);
  });
});

describe('code blocks that ask for a Docusaurus plugin', () => {
  it('build as written, with a warning naming the plugin and what to write instead', async () => {
    const site = await fixtureCopy('basic', 'docu-code-plugins', {
      'content/docs/plugins.mdx': '# Plugins\n\n```mermaid\ngraph TD; A-->B;\n```\n\n```tsx live\n<b>bold</b>\n```\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/plugins.mdx:3:4  warning  Code block: "mermaid" asks for a diagram (@docusaurus/theme-mermaid)');
    expect(result.stderr).toContain('content/docs/plugins.mdx:7:8  warning  Code block: "live" asks for an editable live preview');
    const text = (await readFile(path.join(site, 'build', 'docs', 'plugins', 'index.html'), 'utf8')).replace(/<[^>]+>/g, '');
    expect(text).toContain('graph TD; A-->B;');
  });

  // Open WebUI's docs (@docusaurus/theme-mermaid) have 22 mermaid blocks in 14 files: one warning each buried the rest.
  it('says once for the site, at the first block, how many blocks of a plugin show as written', async () => {
    const block = '```mermaid\ngraph TD; A-->B;\n```\n';
    const site = await fixtureCopy('basic', 'docu-code-plugins-once', {
      'content/docs/a.mdx': `# A\n\n${block}\n${block}`,
      'content/docs/b.mdx': `# B\n\n${block}`,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/a.mdx:3:4  warning  Code block: "mermaid" asks for a diagram (@docusaurus/theme-mermaid), a Docusaurus plugin this build does not run: the block shows as written (3 times in 2 files; this is the first).');
    expect(result.stderr.match(/"mermaid" asks for a diagram/g)).toHaveLength(1);
    // Each other block is listed under it: each is a diagram to export.
    expect(result.stderr).toMatch(/note: content\/docs\/a\.mdx:7:4  also here/);
    expect(result.stderr).toMatch(/note: content\/docs\/b\.mdx:3:4  also here/);
  });

  // The shared corpora copied into 59 folders (the bench's real shape): 58 lines of "also here" buried the report.
  it('lists twenty places of a cause repeated on many pages and counts the rest, all of them in the JSON report', async () => {
    const block = '```mermaid\ngraph TD; A-->B;\n```\n';
    const pages = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`content/docs/p${String(i).padStart(2, '0')}.mdx`, `# P${i}\n\n${block}`]));
    const site = await fixtureCopy('basic', 'docu-code-plugins-many', pages);
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('(40 times in 40 files; this is the first).');
    expect(result.stderr.match(/also here/g)).toHaveLength(19);
    expect(result.stderr).toContain('note: and 20 more notes (`devcenter check --reporter json` lists every one)');
    const json = await runCli(['check', site, '--reporter', 'json']);
    const report = JSON.parse(json.stdout) as { diagnostics: { message: string; notes?: unknown[] }[] };
    expect(report.diagnostics.find((d) => d.message.includes('"mermaid"'))?.notes).toHaveLength(39);
  });

  it('npm2yarn shows the npm commands in tabs beside Yarn\'s and pnpm\'s, as the plugin does (Babel writes 211 such blocks)', async () => {
    const site = await fixtureCopy('basic', 'docu-code-npm2yarn', {
      'content/docs/install.mdx': '# Install\n\n```bash npm2yarn title="Terminal" {2}\nnpm install --save-dev foo\nnpm run build\n```\n',
    });
    const result = await runCli(['build', site, '--strict']);
    expect(result.stderr).toBe('');
    const page = await readFile(path.join(site, 'build', 'docs', 'install', 'index.html'), 'utf8');
    // What is drawn, without the page's data for hydration.
    const html = page.slice(0, page.indexOf('id="__dc_data"'));
    const text = html.replace(/<[^>]+>/g, '');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    for (const label of ['npm', 'Yarn', 'pnpm']) expect(html).toMatch(new RegExp(`role="tab"[^>]*>${label}</button>`));
    expect(text).toContain('npm install --save-dev foo');
    expect(text).toContain('yarn add --dev foo');
    expect(text).toContain('pnpm add --save-dev foo');
    expect(text).toContain('yarn build');
    // The rest of the metastring stays with each tab's block: its title, its highlighted line.
    expect(html.match(/Terminal/g)?.length).toBe(3);
    expect(html.match(/code-line--highlighted/g)?.length).toBe(3);
    expect(text).not.toContain('npm2yarn');
  });
});

// tRPC writes its TypeScript as ```ts twoslash, run by remark-shiki-twoslash, which devcenter does not
// run: its blocks showed the set-up before `// ---cut---`, `// @errors: 2322` and `// ^?` as code.
describe('twoslash code blocks', () => {
  const TWOSLASH = [
    '# Twoslash',
    '',
    // Kept for a later `// @include: base`, shown nowhere by the twoslash renderer.
    '```twoslash include base',
    'const hidden = 1;',
    '```',
    '',
    '```ts twoslash title="server.ts" {2}',
    '// @filename: trpc.ts',
    "import { initTRPC } from '@trpc/server';",
    'export const t = initTRPC.create();',
    '// @filename: server.ts',
    '// @noErrors',
    '// @target: esnext',
    '// ---cut---',
    "import { t } from './trpc';",
    '// @errors: 2322',
    'const router = t.router({});',
    '//    ^?',
    'type Shown = typeof router;',
    '  // ^^^ a highlight',
    '// @filename: other.ts',
    '// @ts-expect-error kept as written',
    'const tail = 1;',
    '// ---cut-after---',
    'export {};',
    '```',
    '',
    '```ts',
    '// ---cut---',
    '// @errors: 2322',
    'const plain = 1;',
    '```',
    '',
  ].join('\n');

  it("shows what the twoslash renderer shows: nothing up to `// ---cut---` or from `// ---cut-after---`, no flag or query line; other blocks as written", async () => {
    const site = await fixtureCopy('basic', 'docu-code-twoslash', { 'content/docs/twoslash.md': TWOSLASH });
    const result = await runCli(['build', site, '--strict']);
    expect(result.stderr).toBe('');
    const page = await readFile(path.join(site, 'build', 'docs', 'twoslash', 'index.html'), 'utf8');
    const html = page.slice(0, page.indexOf('id="__dc_data"'));
    const blocks = [...html.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map(([, code]) => code.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trimEnd());
    expect(blocks).toEqual([
      ["import { t } from './trpc';", 'const router = t.router({});', 'type Shown = typeof router;', '// @filename: other.ts', '// @ts-expect-error kept as written', 'const tail = 1;'].join('\n'),
      ['// ---cut---', '// @errors: 2322', 'const plain = 1;'].join('\n'),
    ]);
    // The metastring's range counts the lines shown, and the title stays.
    const marked = [...html.matchAll(/<span class="code-line code-line--highlighted">([\s\S]*?)<\/span>(?=<span class="code-line|<\/code>)/g)].map(([, line]) => line.replace(/<[^>]+>/g, '').trim());
    expect(marked).toEqual(['const router = t.router({});']);
    expect(html).toContain('server.ts');
    // The page's Markdown copy shows the code as the page does.
    const markdown = await readFile(path.join(site, 'build', 'docs', 'twoslash.md'), 'utf8');
    expect(markdown).not.toContain('initTRPC');
    expect(markdown).not.toContain('^?');
    expect(markdown).toContain('// ---cut---\n// @errors: 2322\nconst plain = 1;');
  });

  it('names the line a misplaced magic comment is written on, counting the lines the cut hides', async () => {
    // The comments count the lines shown, but the warning is about the line the author wrote.
    const page = ['# Marks', '', '```ts twoslash', 'const hidden = 1;', '// @noErrors', '// ---cut---', 'const a = 1;', '// highlight-end', '// highlight-start', 'const b = 2;', '```', ''].join('\n');
    const site = await fixtureCopy('basic', 'docu-code-twoslash-lines', { 'content/docs/marks.md': page });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('content/docs/marks.md:8:1  warning  Code block: highlight-end without a highlight-start before it');
    expect(result.stderr).toContain('content/docs/marks.md:9:1  warning  Code block: highlight-start without a highlight-end after it marks nothing');
  });
});

describe('a metastring range Docusaurus reads though it is written wrong', () => {
  it('marks the lines Docusaurus marks (line 0 passed over, a range from the higher number read both ways), and says how to write it', async () => {
    const site = await fixtureCopy('basic', 'docu-code-odd-ranges', {
      'content/docs/ranges.md': '# Ranges\n\n```js {0-2,4}\nalpha()\nbeta()\ngamma()\ndelta()\n```\n\n```js {3-2}\nepsilon()\nzeta()\neta()\n```\n\n```js {0}\ntheta()\n```\n',
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('content/docs/ranges.md:3:7  warning  Code block: "0-2" in {0-2,4}: lines count from 1; it marks lines 1 to 2, as Docusaurus does');
    expect(result.stderr).toContain('content/docs/ranges.md:10:7  warning  Code block: "3-2" in {3-2}: a range goes from the lower number to the higher; it marks lines 2 to 3, as Docusaurus does');
    expect(result.stderr).toContain('content/docs/ranges.md:16:7  warning  Code block: "0" in {0} names line 0, and marks nothing');
    const page = await readFile(path.join(site, 'build', 'docs', 'ranges', 'index.html'), 'utf8');
    const html = page.slice(0, page.indexOf('id="__dc_data"'));
    const marked = [...html.matchAll(/<span class="code-line code-line--highlighted">([\s\S]*?)<\/span>(?=<span class="code-line|<\/code>)/g)].map(([, line]) => line.replace(/<[^>]+>/g, '').trim());
    expect(marked).toEqual(['alpha()', 'beta()', 'delta()', 'zeta()', 'eta()']);
  });
});
