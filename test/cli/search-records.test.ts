// The search records a build writes (search-records.json), read as DocSearch's crawler would make
// them: a table row named by its first cell, each page's weight.pageRank from the site's links, and
// the pages in the order the sidebar gives them, which is how records equal on every criterion rank.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../cli/search/records.ts';
import { builtSiteData } from '../support/built-site.ts';
import { runCli, startServe, TMP, zeroConfigSite } from '../support/cli.ts';
import { startDev } from '../security/servers-support.ts';

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

describe('search records in reading order', () => {
  // Two pages named alike, whose file names sort the other way from their sidebar_position: nothing
  // but the order of the records tells them apart for a query that matches both titles alike.
  const DOCS: Record<string, string> = {
    'a-widget-legacy.md': '---\nsidebar_position: 3\n---\n\n# Widget legacy\n\nThe older widget.\n',
    'b-widget.md': '---\nsidebar_position: 1\n---\n\n# Widget\n\nThe widget.\n',
    'c-overview.md': '---\nsidebar_position: 2\n---\n\n# Overview\n\nWhat there is.\n',
  };
  let root: string;
  let server: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    root = await zeroConfigSite('search-reading-order', DOCS);
    const built = await runCli(['build', root]);
    expect(built.stderr).toBe('');
    server = await startServe([root, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it("writes the pages' records in the sidebar's order, not their files' order", async () => {
    const records = JSON.parse(await readFile(path.join(root, 'build', 'search-records.json'), 'utf8')) as SearchRecord[];
    const pages = [...new Set(records.map((r) => new URL(r.url_without_anchor).pathname))];
    expect(pages.slice(0, 3)).toEqual(['/docs/b-widget', '/docs/c-overview', '/docs/a-widget-legacy']);
  });

  it('serves the same order from devcenter dev', async () => {
    const dev = await startDev(root);
    try {
      let pages: string[] = [];
      // dev makes its records as it parses the pages: asked again until all three are in.
      for (let tries = 0; tries < 50 && pages.length < 3; tries++) {
        const records = (await (await fetch(`${dev.url}/search-records.json`)).json()) as SearchRecord[];
        pages = [...new Set(records.map((r) => new URL(r.url_without_anchor).pathname))].filter((page) => page !== '/docs');
        if (pages.length < 3) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(pages).toEqual(['/docs/b-widget', '/docs/c-overview', '/docs/a-widget-legacy']);
    } finally {
      await dev.stop();
    }
  });

  it('ranks the page the sidebar lists first when everything else ties (a typo in a title both pages hold)', async () => {
    const site = await builtSiteData(path.join(root, 'build'), 'docs/b-widget/index.html');
    const client = liteClient(site.search.appId, site.search.apiKey, { hosts: [{ url: new URL(server.url).host, accept: 'read', protocol: 'http' }] });
    const { results } = await client.search({ requests: [{ indexName: site.search.indexName, query: 'widgte', getRankingInfo: true }] });
    const hits = (results[0] as unknown as { hits: { url: string; type: string; _rankingInfo: Record<string, number> }[] }).hits.filter((hit) => hit.type === 'lvl1');
    expect(hits.map((hit) => new URL(hit.url).pathname)).toEqual(['/docs/b-widget', '/docs/a-widget-legacy']);
    // They do tie: same typos, attribute, proximity and exactness; the order is the records'.
    const criteria = (hit: (typeof hits)[number]) => [hit._rankingInfo.nbTypos, hit._rankingInfo.firstMatchedWord, hit._rankingInfo.proximityDistance, hit._rankingInfo.nbExactWords];
    expect(criteria(hits[0])).toEqual(criteria(hits[1]));
  });
});

describe('search records of a very long paragraph or heading', () => {
  it('cuts them to a size a hit can be highlighted in within the budget, every word still found, and the endpoint answers', async () => {
    const words = 'sándbox wébhook réfund ordér '.repeat(20_000);
    const site = await zeroConfigSite('search-records-long', {
      'install.md': '# Install\n\nConfigure the sandbox webhook for a refund.\n',
      'glossary.md': `# Glossary\n\n## ${'heading '.repeat(400)}\n\nfirstword ${words} lastword\n`,
    });
    const build = await runCli(['build', site]);
    expect(build.code).toBe(0);
    const records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8')) as SearchRecord[];
    const glossary = records.filter((record) => record.url_without_anchor.endsWith('/docs/glossary') && record.type === 'content');
    expect(glossary.length).toBeGreaterThan(100);
    for (const record of glossary) {
      expect(record.content!.length).toBeLessThanOrEqual(3000);
      expect(record.hierarchy.lvl2!.length).toBeLessThanOrEqual(500);
    }
    // Nothing is lost between the pieces.
    expect(glossary.map((record) => record.content).join(' ').split(' ').length).toBe(2 + 80_000);
    const server = await startServe([site, '--port', '0']);
    try {
      const data = await builtSiteData(path.join(site, 'build'), 'docs/install/index.html');
      const client = liteClient(data.search.appId, data.search.apiKey, { hosts: [{ url: new URL(server.url).host, accept: 'read', protocol: 'http' }] });
      const { results } = await client.search({ requests: [{ indexName: data.search.indexName, query: 'sandbox', hitsPerPage: 20, attributesToSnippet: ['content:10'] }, { indexName: data.search.indexName, query: 'lastword' }] });
      const [modal, last] = results as unknown as { nbHits: number; hits: { url: string }[] }[];
      expect(modal.nbHits).toBeGreaterThan(1);
      expect(last.hits.map((hit) => new URL(hit.url).pathname)).toContain('/docs/glossary');
    } finally {
      await server.stop();
    }
  });
});
