// `valign` on a table's cells and rows, as an all-contributors table in a README or a blog post writes
// it (HertzBeat's "to Apache" post: <td align="center" valign="top" width="14.28%">, 20 times): React
// reads it as the prop vAlign and Docusaurus draws it; a browser still aligns the cell by it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedInBrowser } from '../support/browser.ts';
import { runCli, writeSite } from '../support/cli.ts';

describe('valign on the parts of a table', () => {
  let site = '';
  let build: Awaited<ReturnType<typeof runCli>>;
  const served = servedInBrowser(() => site);

  beforeAll(async () => {
    site = await writeSite('docu-table-valign', {
      'content/docs/people.md': '# People\n\n<table>\n  <tr valign="bottom">\n    <td align="center" valign="top" width="50%"><b>Ada</b><br />Code</td>\n    <th valign="middle">Grace<br />Docs<br />Tests</th>\n    <td>Alan</td>\n  </tr>\n</table>\n',
    });
    build = await runCli(['build', site]);
    if (build.code === 0) await served.start();
  });
  afterAll(() => served.stop());

  it('keeps it on a cell, a header cell and a row, with no warning', async () => {
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'people', 'index.html'), 'utf8');
    expect(html).toContain('<tr vAlign="bottom"><td vAlign="top" width="50%" class="text--center">');
    expect(html).toContain('<th vAlign="middle">');
  });

  it('aligns the cells in Chromium as the browser reads valign (a cell\'s own, else its row\'s), after hydration, without a console problem', async () => {
    const problems: string[] = [];
    const tab = await served.open('/docs/people', problems);
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    expect(await tab.locator('td').first().evaluate((cell) => getComputedStyle(cell).verticalAlign)).toBe('top');
    // A cell that says nothing takes its row's.
    expect(await tab.locator('td').last().evaluate((cell) => getComputedStyle(cell).verticalAlign)).toBe('bottom');
    expect(await tab.locator('th').evaluate((cell) => getComputedStyle(cell).verticalAlign)).toBe('middle');
    expect(problems).toEqual([]);
  });
});
