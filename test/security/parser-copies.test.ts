// A formatting element the browser's parser closes early (a <b> around an <li> that the next <li>
// ends) is opened again before each text that follows, in as many copies as there are of them still
// open. browser-shape.ts reads a page's HTML as the parser does, with each element numbered, so no two
// are alike and none is capped at three copies as a browser caps alike ones: <li><b>×95 then 10,000
// <li>s (100 KB) made a 17 MB page that took 10 s and 1.4 GB to build. The parser's elements are
// bounded per page; past the bound the page is drawn as written.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

describe("the elements a browser's parser copies", () => {
  it('are bounded: a page of formatting elements around thousands of list items is built at about its own size', { timeout: 120_000 }, async () => {
    const site = await writeSite('parser-copies', {
      'content/docs/index.md': '# Home\n',
      'content/docs/copies.mdx': `# Copies\n\n<ul><li>${'<b>'.repeat(95)}x${'<li>y</li>'.repeat(3_000)}${'</b>'.repeat(95)}</li></ul>\n`,
      // A few copies, as content makes them, are still drawn as the parser reads them.
      'content/docs/few.mdx': '# Few\n\n<ul><li><b>x<li>y</li><li>z</li></b></li></ul>\n',
    });
    const result = await runCli(['build', site], { timeoutMs: 100_000 });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const copies = await readFile(path.join(site, 'build', 'docs', 'copies', 'index.html'), 'utf8');
    expect(copies.length).toBeLessThan(500_000);
    const few = await readFile(path.join(site, 'build', 'docs', 'few', 'index.html'), 'utf8');
    expect(few).toContain('<ul><li><b>x</b></li><li><b>y</b></li><li><b>z</b></li></ul>');
  });
});
