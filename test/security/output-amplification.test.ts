// Issue #14, round 2: a small page must not render into a huge output. Tables pad every row to the
// header's width, and a reference definition is copied into every link that uses it; both are bounded
// after the parse, before anything expands, with an error naming the file, the line and the limit.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

/** A header of `columns` cells, its delimiter row, then `rows` rows of one cell each (padded to `columns` when rendered). */
function paddedTable(columns: number, rows: number): string {
  return [`${'|a'.repeat(columns)}|`, `${'|-'.repeat(columns)}|`, ...Array.from({ length: rows }, () => '|x|')].join('\n');
}

async function buildPage(name: string, body: string) {
  const site = await fixtureCopy('basic', `security-amplification-${name}`, { 'content/docs/big.mdx': `# Big\n\n${body}\n` });
  const started = performance.now();
  const result = await runCli(['build', site]);
  return { ...result, site, seconds: (performance.now() - started) / 1000 };
}

describe('output amplification', () => {
  it('refuses a 10 KB table of 1,000 columns and 3,000 short rows, naming the file, the line and the column limit', { timeout: 30_000 }, async () => {
    const body = paddedTable(1000, 3000);
    expect(body.length).toBeLessThan(20_000);
    const result = await buildPage('wide-table', body);
    expect(result.stderr).toContain('content/docs/big.mdx:3:1  error  This table has 1000 columns; a table may have at most 100.');
    expect(result.stderr).toMatch(/build failed: 1 error, 0 warnings/);
    expect(result.code).toBe(1);
    expect(result.seconds).toBeLessThan(10);
  });

  it('refuses a table of 8,000 columns with full rows (2 MB) before parsing it, where parsing it took over 30 s', { timeout: 120_000 }, async () => {
    const row = `|${' x |'.repeat(8000)}`;
    const body = [`|${' h |'.repeat(8000)}`, `|${'---|'.repeat(8000)}`, ...Array.from({ length: 60 }, () => row)].join('\n');
    expect(body.length).toBeGreaterThan(1_900_000);
    const result = await buildPage('full-wide-table', body);
    expect(result.stderr).toContain('content/docs/big.mdx:3:1  error  This table has 8000 columns; a table may have at most 100.');
    expect(result.stderr).toContain('hint: split it into narrower tables, or use a list.');
    expect(result.code).toBe(1);
    expect(result.seconds).toBeLessThan(15);
  });

  it('refuses a table of more cells than a page may have before parsing it, even under a header of two columns', { timeout: 60_000 }, async () => {
    // 22 rows of 5,000 cells (220 KB): GFM's parse of them took 10 s before the tree's check refused them.
    const row = `|${' x |'.repeat(5000)}`;
    const body = ['| a | b |', '| - | - |', ...Array.from({ length: 22 }, () => row)].join('\n');
    const result = await buildPage('narrow-header-wide-rows', body);
    expect(result.stderr).toContain("content/docs/big.mdx:3:1  error  This table brings the page's tables to more than 20,000 cells; a page may have at most 20,000.");
    expect(result.code).toBe(1);
  });

  it('refuses tables whose cells, counting the padding, pass the limit, naming the table that crosses it', { timeout: 30_000 }, async () => {
    // 100 columns × 151 rows = 15,100 cells, then 60 × 101 = 6,060 more: the second table crosses 20,000.
    const body = `${paddedTable(100, 150)}\n\ntext\n\n${paddedTable(60, 100)}`;
    const result = await buildPage('many-cells', body);
    expect(result.stderr).toContain(
      "content/docs/big.mdx:158:1  error  This table brings the page's tables to 21,160 cells (columns × rows, counting the empty cells short rows are padded with); a page may have at most 20,000.",
    );
    expect(result.code).toBe(1);
  });

  it('reports the same table limits from check, which parses without GFM tables', { timeout: 30_000 }, async () => {
    const site = await fixtureCopy('basic', 'security-amplification-check', {
      'content/docs/wide.mdx': `# Wide\n\n${paddedTable(1000, 3000)}\n`,
      'content/docs/cells.mdx': `# Cells\n\n${paddedTable(100, 150)}\n\ntext\n\n\`\`\`md\n${paddedTable(100, 150)}\n\`\`\`\n\n${paddedTable(60, 100)}\n`,
    });
    const result = await runCli(['check', site]);
    expect(result.stderr).toContain('content/docs/wide.mdx:3:1  error  This table has 1000 columns; a table may have at most 100.');
    // The table in fenced code is text, not a table: the third one crosses the limit.
    expect(result.stderr).toContain("content/docs/cells.mdx:313:1  error  This table brings the page's tables to 21,160 cells");
    expect(result.stderr).toMatch(/check failed: 2 errors, 0 warnings/);
    expect(result.code).toBe(1);
  });

  it('names a task checkbox by at most 200 characters of its item: 95 KB of text 30 task items deep is not copied into 30 names', { timeout: 30_000 }, async () => {
    let prefix = '';
    const lines = [];
    for (let i = 0; i < 30; i++) {
      lines.push(`${prefix}- [ ] item ${i}`);
      prefix += '  > ';
    }
    lines.push(prefix + 'word '.repeat(19_000));
    const result = await buildPage('task-labels', lines.join('\n'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(result.site, 'build', 'docs', 'big', 'index.html'), 'utf8');
    const labels = [...html.matchAll(/aria-label="(item [^"]*)"/g)].map((m) => m[1]);
    expect(labels.length).toBeGreaterThanOrEqual(30);
    expect(labels[0]).toMatch(/^item 0 item 1 item 2 .*…$/);
    expect(Math.max(...labels.map((label) => label.length))).toBeLessThanOrEqual(200);
    expect(html.length).toBeLessThan(1_000_000);
  });

  it('refuses a reference definition with a 20 KB URL, naming its line and the URL limit', { timeout: 30_000 }, async () => {
    const definition = `[r]: https://example.com/${'a'.repeat(20_000)} "${'t'.repeat(20_000)}"`;
    const uses = Array.from({ length: 2000 }, (_, i) => `[x][r]${i % 200 === 199 ? '\n\n' : ' '}`).join('');
    const result = await buildPage('long-url', `${uses}\n\n${definition}`);
    expect(result.stderr).toContain("content/docs/big.mdx:25:1  error  This definition's URL is 20,020 characters long; at most 8,000 are allowed.");
    expect(result.code).toBe(1);
  });

  it('refuses a link title past the title limit', async () => {
    const result = await buildPage('long-title', `[x](/docs/start "${'t'.repeat(1500)}")`);
    expect(result.stderr).toContain("content/docs/big.mdx:3:1  error  This link's title is 1,500 characters long; at most 1,000 are allowed.");
    expect(result.code).toBe(1);
  });

  it('refuses a page whose definitions, counted at every use, would render past the text limit, naming the use that crosses it', { timeout: 30_000 }, async () => {
    // 7,900 + 900 characters a use, within the URL and title limits; the 228th use, on line 459, passes 2,000,000.
    const definition = `[r]: https://example.com/${'a'.repeat(7_880)} "${'t'.repeat(900)}"`;
    const uses = Array.from({ length: 400 }, () => '[x][r]').join('\n\n');
    const result = await buildPage('expanded-text', `${definition}\n\n${uses}`);
    expect(result.stderr).toMatch(/^content\/docs\/big\.mdx:459:1 {2}error {2}This page's text would render to more than 2,000,000 characters \(text, code, URLs and titles, a reference definition counted at every use\)\./m);
    expect(result.code).toBe(1);
  });

  it('builds a long real-sized table and a definition used many times', { timeout: 30_000 }, async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => `| row ${i} | ${'| cell '.repeat(8)}|`);
    const table = [`| Name ${'| Column '.repeat(9)}|`, `|---${'|---'.repeat(9)}|`, ...rows].join('\n');
    const uses = Array.from({ length: 500 }, (_, i) => `[use ${i}][docs]${i % 50 === 49 ? '\n\n' : ' '}`).join('');
    const result = await buildPage('ordinary', `${table}\n\n${uses}\n\n[docs]: /docs/start "The start page"`);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(result.site, 'build', 'docs', 'big', 'index.html'), 'utf8');
    expect(html).toContain('row 999');
  });

  it('refuses a page with more tags, or a post with more authors, than a page lists, and an author\'s name longer than a title', async () => {
    // Each tag's page lists the post again: 500 tags on a 200 KB post wrote 325 MB.
    const tags = Array.from({ length: 101 }, (_, i) => `t${i}`).join(', ');
    const long = 'x'.repeat(1001);
    const site = await fixtureCopy('basic', 'security-amplification-tags-authors', {
      'content/blog/authors.yml': `ada:\n  name: Ada\nlong:\n  name: ${long}\n`,
      'content/blog/2024-01-02-tags.md': `---\ntitle: Tags\ntags: [${tags}]\n---\n\nText.\n`,
      'content/blog/2024-01-03-authors.md': `---\ntitle: Authors\nauthors: [${Array(51).fill('ada').join(', ')}, ${Array.from({ length: 51 }, (_, i) => `{name: A${i}}`).join(', ')}]\n---\n\nText.\n`,
      'content/docs/tagged.md': `---\ntitle: Tagged\ntags: [${tags}]\n---\n\nText.\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('content/blog/2024-01-02-tags.md:3:1  error  This page has 101 tags; a page may have at most 100.');
    expect(result.stderr).toContain('content/docs/tagged.md:3:1  error  This page has 101 tags; a page may have at most 100.');
    expect(result.stderr).toContain('content/blog/2024-01-03-authors.md:3:1  error  This post has 102 authors; a post may have at most 50.');
    expect(result.stderr).toContain('content/blog/authors.yml:3:1  error  "long" in the authors map: an author\'s name is 1001 characters; it may be at most 1000.');
    expect(result.stderr).not.toContain('internal error');
  });

  it('refuses what every list of pages repeats past its limits: a title or label longer than 1,000 characters, eleven generated lists in a page, more than 10,000 tags in a blog', async () => {
    const long = 'x'.repeat(1001);
    const posts = Object.fromEntries(Array.from({ length: 101 }, (_, p) => [`content/blog/2024-01-${String((p % 28) + 1).padStart(2, '0')}-p${p}.md`, `---\ntitle: P${p}\ntags: [${Array.from({ length: 100 }, (_, t) => `p${p}t${t}`).join(', ')}]\n---\n\nText.\n`]));
    const site = await fixtureCopy('basic', 'security-amplification-lists', {
      ...posts,
      'content/docs/labelled.md': `---\nsidebar_label: ${long}\n---\n\n# Labelled\n`,
      'content/docs/headed.md': `# ${long}\n\nText.\n`,
      'content/docs/lists.mdx': `# Lists\n\n## One\n\n${Array(11).fill('<TOCInline toc={toc} />').join('\n\n')}\n`,
    });
    const result = await runCli(['build', site]);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toContain('internal error');
    expect(result.stderr).toContain(`content/docs/labelled.md:2:1  error  Frontmatter "sidebar_label" must be a string of at most 1,000 characters (it has 1,001), got "${'x'.repeat(79)}….`);
    expect(result.stderr).toContain("content/docs/headed.md:1:1  error  This page's title (its first heading) has 1001 characters; a title may have at most 1000.");
    expect(result.stderr).toContain('content/docs/lists.mdx:25:1  error  This page has 11 <DocCardList /> and <TOCInline /> elements; a page may have at most 10.');
    // At the tags: of the first post whose tags go past the limit.
    expect(result.stderr).toMatch(/content\/blog\/2024-01-\d\d-p\d+\.md:3:1  error  The blog has more than 10,000 tags; a blog may have at most 10,000 \(each is a page\)\. This post's tags go past it\.\n +3 \| tags: \[/);
  });
  it("names a heading's direct link by its own text, not a linked heading's inside it: 98 headings nested in MDX do not copy their text 98 times", { timeout: 60_000 }, async () => {
    // Each heading's link is "Direct link to <its text>" (runtime/page/heading-link.ts); counted in
    // every heading around it, 200 KB of text in the innermost heading made 20 MB of HTML.
    const depth = 98;
    const text = 'x'.repeat(200_000);
    const body = `${Array.from({ length: depth }, (_, i) => `<h2 id="h${i}" className="anchor">`).join('')}${text}${'</h2>'.repeat(depth)}`;
    const result = await buildPage('nested-headings', body);
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(0);
    const html = await readFile(path.join(result.site, 'build', 'docs', 'big', 'index.html'), 'utf8');
    expect(html).toContain(`<a href="#h${depth - 1}" class="hash-link" aria-label="Direct link to ${text}">`);
    expect(html).toContain('<a href="#h0" class="hash-link" aria-label="Direct link to ">');
    expect(html.length).toBeLessThan(2_000_000);
  });
});
