// The search records a build writes (search-records.json), read as DocSearch's crawler would make
// them: a table row named by its first cell, and each page's weight.pageRank from the site's links.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../cli/search/records.ts';
import { runCli, TMP } from '../support/cli.ts';

const FILES: Record<string, string> = {
  'content/docs/errors.md': [
    '# Errors',
    '',
    '## Error codes',
    '',
    '| Code | Status | Meaning |',
    '| --- | --- | --- |',
    '| `invalid_order` | 422 | A field is missing. |',
    '| `key_mismatch` | 401 | The key is for the other environment. |',
    '|  | 500 | Unnamed row. |',
    '',
    '##### Details',
    '',
    'After the table, the level 5 heading is the page\'s own again.',
    '',
  ].join('\n'),
  // Links to errors from two pages (one of them twice, one through the Markdown file), and to itself.
  'content/docs/guide.md': '# Guide\n\nSee [errors](./errors.md) and [the codes](/docs/errors#error-codes).\n',
  'content/docs/intro.md': '# Intro\n\nRead [the guide](/docs/guide) then [errors](/docs/errors).\n',
  'content/docs/lonely.md': '# Lonely\n\nNo page links here. [Itself](/docs/lonely).\n',
};

describe('search records', () => {
  let records: SearchRecord[];

  beforeAll(async () => {
    const root = path.join(TMP, 'search-records');
    await rm(root, { recursive: true, force: true });
    for (const [file, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await writeFile(path.join(root, file), text);
    }
    const built = await runCli(['build', root]);
    expect(built.stderr).toBe('');
    records = JSON.parse(await readFile(path.join(root, 'build', 'search-records.json'), 'utf8')) as SearchRecord[];
  });

  it("makes a table row one record: its first cell as lvl5 (DocSearch's td:first-child), the row as its content", () => {
    const rows = records.filter((r) => r.url.endsWith('/docs/errors#error-codes') && r.type === 'content');
    expect(rows.map((r) => [r.hierarchy.lvl5, r.content])).toEqual([
      ['invalid_order', 'invalid_order | 422 | A field is missing.'],
      ['key_mismatch', 'key_mismatch | 401 | The key is for the other environment.'],
      [null, '500 | Unnamed row.'],
    ]);
    // The header row is not a record, and the next heading's records do not keep a row's name.
    expect(records.some((r) => r.content?.includes('Meaning'))).toBe(false);
    const after = records.find((r) => r.content?.startsWith('After the table'));
    expect(after?.hierarchy.lvl5).toBe('Details');
  });

  it('gives each page as pageRank the number of other pages linking to it', () => {
    const rankOf = (page: string) => new Set(records.filter((r) => r.url_without_anchor.endsWith(page)).map((r) => r.weight.pageRank));
    expect(rankOf('/docs/errors')).toEqual(new Set([2]));
    expect(rankOf('/docs/guide')).toEqual(new Set([1]));
    expect(rankOf('/docs/lonely')).toEqual(new Set([0]));
  });
});
