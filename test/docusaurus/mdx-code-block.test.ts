// ```mdx-code-block fences (issue #16, point 1): their body is read as MDX and becomes part of the page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli } from '../support/cli.ts';

const PAGE = [
  '# Fenced MDX',
  '',
  '```mdx-code-block',
  '<div className="unwrapped-box">',
  '',
  'Inside **bold** text.',
  '',
  '</div>',
  '```',
  '',
  '````md',
  '```mdx-code-block',
  '<em>shown as code</em>',
  '```',
  '````',
  '',
  'After the fences.',
  '',
].join('\n');

describe('mdx-code-block fences', () => {
  let site: string;
  let html: string;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'docu-mdx-code-block', { 'content/docs/fenced.mdx': PAGE });
    const build = await runCli(['build', site, '--strict']);
    expect(build.stderr).not.toMatch(/error|warning/i);
    html = await readFile(path.join(site, 'build', 'docs', 'fenced', 'index.html'), 'utf8');
  });

  it('renders the body of an mdx-code-block fence as part of the page, not as code', () => {
    expect(html).toMatch(/<div class="unwrapped-box"><p>Inside <strong>bold<\/strong> text\.<\/p><\/div>/);
  });

  it('keeps an mdx-code-block fence that sits inside another fence as code', () => {
    expect(html).toContain('&lt;em&gt;shown as code&lt;/em&gt;');
    expect(html).not.toContain('<em>shown as code</em>');
    expect(html).toContain('<p>After the fences.</p>');
  });

  describe('in the browser', () => {
    const served = servedInBrowser(() => site);
    beforeAll(served.start);
    afterAll(served.stop);

    it('shows the fenced MDX as rendered content with no code block around it', async () => {
      const page = await served.open('/docs/fenced');
      expect(await page.locator('main .unwrapped-box strong').innerText()).toBe('bold');
      expect(await page.locator('main pre').count()).toBe(1);
    });
  });

  it('unwraps an mdx-code-block fence inside a ````mdx-code-block one, as Docusaurus does; a code fence there stays code', async () => {
    // As Ory's docs write theirs: imports and a <CodeBlock> in a fence inside <Tabs>, itself in a fence.
    const nested = [
      '# Nested',
      '',
      '````mdx-code-block',
      "import Tabs from '@theme/Tabs'",
      "import TabItem from '@theme/TabItem'",
      '',
      '<Tabs>',
      '<TabItem value="sdk" label="SDK">',
      '',
      '```mdx-code-block',
      "import CodeBlock from '@theme/CodeBlock'",
      "import Example from '!!raw-loader!./example.ts'",
      '',
      '<CodeBlock language="ts">{Example}</CodeBlock>',
      '```',
      '',
      '```js',
      'const shown = "as code";',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '````',
      '',
      'After the fences.',
      '',
    ].join('\n');
    const root = await fixtureCopy('basic', 'docu-mdx-code-block-nested', { 'content/docs/nested.mdx': nested, 'content/docs/example.ts': 'export const answer = 42;\n' });
    const build = await runCli(['build', root, '--strict']);
    expect(build.stderr).not.toMatch(/error|warning/i);
    const page = await readFile(path.join(root, 'build', 'docs', 'nested', 'index.html'), 'utf8');
    expect(page).not.toContain('import CodeBlock');
    expect(page).toContain('answer');
    expect(page).toContain('shown');
    expect(page).toContain('<p>After the fences.</p>');
    expect(page.match(/<pre/g)).toHaveLength(2);
  });
});
