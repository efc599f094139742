// Search relevance on this repository's own Developer Center: reader queries (golden-queries.json),
// each with the page a reader asking it wants, sent through algoliasearch v5's lite client to a real
// `devcenter serve` with the very request the search modal sends (runtime/search/client.ts).
// The wanted page must be among the first 5 distinct pages for every query, and the first page for
// at least FIRST_HIT_RATE of them. When it fails, fix the ranking (cli/search/), not the queries.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParams } from '../../runtime/search/client.ts';
import { SNIPPET_WORDS } from '../../runtime/shared/search-wire.ts';
import { builtSiteData } from '../support/built-site.ts';
import { REPO_ROOT, runCli, startServe, TMP } from '../support/cli.ts';
import golden from './golden-queries.json' with { type: 'json' };

interface GoldenQuery {
  kind: string;
  query: string;
  /** The wanted page: a URL path without anchor. */
  page: string;
  why: string;
}

interface Outcome extends GoldenQuery {
  /** Distinct pages in the order of their first hit (paths without anchor). */
  pages: string[];
  /** 1-based rank of the wanted page among those pages; null when it is not among the hits. */
  rank: number | null;
  /** The endpoint refused the query: a miss like any other, with the reason. */
  error?: string;
}

const QUERIES = golden as GoldenQuery[];
/**
 * The floor the ranking holds today (70 of 83 first, 84.3%), so a change that ranks worse fails. Issue
 * 17 asks for 90%: not reached with Algolia's criteria and the index settings (the misses printed
 * below are where the criteria and the wanted page part ways); raise this as the ranking improves,
 * never lower it to pass.
 */
const FIRST_HIT_RATE = 0.84;
const TOP = 5;

const describePage = (o: Outcome) =>
  `  "${o.query}" (${o.kind}): wanted ${o.page}, rank ${o.rank ?? 'none'}; got ${o.error ? `error ${o.error}` : o.pages.slice(0, TOP).join(', ') || 'no hits'}`;

describe('search relevance on the Developer Center', () => {
  const out = path.join(TMP, 'relevance');
  let server: Awaited<ReturnType<typeof startServe>>;
  const outcomes: Outcome[] = [];

  beforeAll(async () => {
    await rm(out, { recursive: true, force: true });
    const built = await runCli(['build', REPO_ROOT, '--out', out]);
    if (built.code !== 0) throw new Error(`the Developer Center did not build:\n${built.stderr}`);
    const site = await builtSiteData(out);
    server = await startServe([REPO_ROOT, '--out', out, '--port', '0']);
    const client = liteClient(site.search.appId, site.search.apiKey, {
      hosts: [{ url: new URL(server.url).host, accept: 'read', protocol: 'http' }],
    });
    for (const golden of QUERIES) {
      try {
        const { results } = await client.search({
          requests: [{ indexName: site.search.indexName, ...searchParams(site, golden.query, SNIPPET_WORDS) }],
        });
        const hits = (results[0] as unknown as { hits: { url: string }[] }).hits;
        // A page's rank is that of its first hit; the anchor is not part of the page.
        const pages = [...new Set(hits.map((hit) => new URL(hit.url).pathname))];
        const at = pages.indexOf(golden.page);
        outcomes.push({ ...golden, pages, rank: at === -1 ? null : at + 1 });
      } catch (error) {
        outcomes.push({ ...golden, pages: [], rank: null, error: (error as Error).message });
      }
    }
  });
  afterAll(() => server?.stop());

  it('has a golden set worth the name: 60 queries or more, each wanting a page the site has', async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    const records = JSON.parse(await readFile(path.join(out, 'search-records.json'), 'utf8')) as { url_without_anchor: string }[];
    const sitePages = new Set(records.map((record) => new URL(record.url_without_anchor).pathname));
    expect(QUERIES.filter((q) => !sitePages.has(q.page)).map((q) => `${q.query} -> ${q.page}`)).toEqual([]);
    expect(new Set(QUERIES.map((q) => q.query.toLowerCase())).size).toBe(QUERIES.length);
  });

  it(`ranks the wanted page first for at least ${FIRST_HIT_RATE * 100}% of the queries`, () => {
    const firsts = outcomes.filter((o) => o.rank === 1).length;
    const rate = firsts / outcomes.length;
    const inTop = outcomes.filter((o) => o.rank !== null && o.rank <= TOP).length;
    console.log(
      `search relevance: first hit ${firsts}/${outcomes.length} (${(rate * 100).toFixed(1)}%), ` +
        `top ${TOP} ${inTop}/${outcomes.length} (${((inTop / outcomes.length) * 100).toFixed(1)}%)`,
    );
    const misses = outcomes.filter((o) => o.rank !== 1);
    // The misses are printed on success too: they are the work left.
    console.log(`not first:\n${misses.map(describePage).join('\n')}`);
    expect(
      rate,
      `the wanted page came first for ${firsts} of ${outcomes.length} queries (${(rate * 100).toFixed(1)}%, ` +
        `needed ${FIRST_HIT_RATE * 100}%); not first for these ${misses.length}:\n${misses.map(describePage).join('\n')}\n`,
    ).toBeGreaterThanOrEqual(FIRST_HIT_RATE);
  });

  it(`finds the wanted page among the first ${TOP} pages for every query`, () => {
    const misses = outcomes.filter((o) => o.rank === null || o.rank > TOP);
    expect(
      misses.length,
      `the wanted page was not among the first ${TOP} pages for ${misses.length} of ${outcomes.length} queries:\n` +
        `${misses.map(describePage).join('\n')}\n`,
    ).toBe(0);
  });
});
