// algoliasearch v4 (full and lite), the client most sites built before 2024 still ship, against a
// real `devcenter serve`: v4 sends each query's parameters as one URL-encoded `params` string, which
// the endpoint has to decode as Algolia does. Every request goes through a recording proxy, so the
// last test lists the parameter names v4 sends.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import algoliasearch from 'algoliasearch-v4';
import type liteAlgoliasearch from 'algoliasearch-v4/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { startRecordingProxy, type RecordingProxy } from '../support/recording-proxy.ts';

// In Node, `algoliasearch/lite` resolves to the full client (package.json's main); the lite client is
// the browser build. It runs here on v4's own Node requester, the one its full client uses.
const v4Require = createRequire(createRequire(import.meta.url).resolve('algoliasearch-v4/package.json'));
const liteClientV4 = v4Require('./dist/algoliasearch-lite.umd.js') as typeof liteAlgoliasearch;
const { createNodeHttpRequester } = v4Require('@algolia/requester-node-http') as { createNodeHttpRequester: () => unknown };

interface FixtureRecord {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<string, string | null>;
}

/** A multi-query's results, typed as search answers (v4 types them as search or facet answers). */
interface Answer {
  hits: FixtureRecord[];
  nbHits: number;
  query: string;
  facets?: Record<string, Record<string, number>>;
}
const asAnswers = (results: readonly unknown[]) => results as Answer[];

/** A page of ours whose heading and text hold a number, for a query made only of digits. */
const CHANGELOG = '---\ntitle: Changelog\n---\n\n## Release 2024\n\nRefunds shipped in 2024.\n';

describe('algoliasearch v4 against devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let proxy: RecordingProxy;
  let records: FixtureRecord[];
  let full: ReturnType<typeof algoliasearch>;
  let lite: ReturnType<typeof liteAlgoliasearch>;

  /** How many records hold each hierarchy.lvl0 value: what Algolia counts (before distinct). */
  const sectionCounts = () => {
    const counts: Record<string, number> = {};
    for (const record of records) counts[record.hierarchy.lvl0!] = (counts[record.hierarchy.lvl0!] ?? 0) + 1;
    return counts;
  };
  const place = (hit: { url: string }) => hit.url.replace('https://fixture.example', '');

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'algolia-v4-client', { 'content/pages/changelog.mdx': CHANGELOG });
    expect((await runCli(['build', site])).code).toBe(0);
    records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8'));
    server = await startServe([site, '--port', '0']);
    proxy = await startRecordingProxy(server.url);
    const hosts = [{ url: proxy.host, protocol: 'http' }];
    full = algoliasearch('FIXTURE', 'fixture-key', { hosts });
    lite = liteClientV4('FIXTURE', 'fixture-key', { hosts, requester: createNodeHttpRequester() } as Parameters<typeof liteAlgoliasearch>[2]);
    // The browser build really is the lite client: no getObject on its index.
    expect('getObject' in lite.initIndex('fixture')).toBe(false);
    expect('getObject' in full.initIndex('fixture')).toBe(true);
  });
  afterAll(async () => {
    await proxy?.stop();
    await server?.stop();
  });

  // The same questions through both clients: both send the same requests for these methods.
  for (const which of ['full', 'lite'] as const) {
    const client = () => (which === 'full' ? full : lite);

    it(`${which}: answers a multi-query with each query's hits and facet counts`, async () => {
      const { results } = await client().search<FixtureRecord>([
        { indexName: 'fixture', query: 'configure', params: { attributesToRetrieve: ['hierarchy', 'url'] } },
        { indexName: 'fixture', query: '', params: { facets: ['hierarchy.lvl0'], hitsPerPage: 0 } },
      ]);
      const [configure, facets] = asAnswers(results);
      // The Configure heading first, then the heading under it (lower level, same words).
      expect(configure.hits.map(place)).toEqual(['/docs/start#configure', '/docs/start#deep-detail']);
      expect(configure.hits[0].hierarchy.lvl3).toBe('Configure');
      expect(configure.nbHits).toBe(2);
      // Facet counts count every matching record: Basics 11, Guides 8, Documentation 6, Other 4 in this fixture.
      expect(facets.hits).toEqual([]);
      expect(facets.facets).toEqual({ 'hierarchy.lvl0': sectionCounts() });
      expect(facets.facets!['hierarchy.lvl0']).toMatchObject({ Guides: 8, Other: 4 });
    });

    it(`${which}: searches one index (index.search) with filters and paging`, async () => {
      const index = client().initIndex('fixture');
      const install = await index.search<FixtureRecord>('install');
      // The two headings "Install" first, each its record's own heading (hierarchy_radio), tied up to
      // the custom ranking: the page more pages link to (pageRank) first. Then the sections under
      // one, whose records hold "Install" only as an ancestor: the higher level (90) first.
      expect(install.hits.map(place)).toEqual(['/docs/start#install-it', '/docs/guides/first#install', '/docs/start#configure', '/docs/start#deep-detail']);
      expect(install.hits.every((hit) => hit.hierarchy.lvl2 === 'Install')).toBe(true);
      // One section, every record (distinct off): exactly the records file's Guides.
      const guides = await index.search<FixtureRecord>('', { facetFilters: ['hierarchy.lvl0:Guides'], distinct: false, hitsPerPage: 100 });
      expect(guides.nbHits).toBe(sectionCounts().Guides);
      expect(new Set(guides.hits.map((hit) => hit.hierarchy.lvl0))).toEqual(new Set(['Guides']));
      // A numeric filter on the DocSearch weights: headings of level 80 and up, one per URL.
      const headings = await index.search<FixtureRecord>('', { numericFilters: ['weight.level>=80'], hitsPerPage: 50 });
      expect(headings.hits.map(place)).not.toContain('/docs/start#deep-detail');
      expect(headings.hits.map(place)).toContain('/docs/start#configure');
      // Pages of 4: the second page holds other records than the first.
      const first = await index.search<FixtureRecord>('', { hitsPerPage: 4, page: 0 });
      const second = await index.search<FixtureRecord>('', { hitsPerPage: 4, page: 1 });
      expect(second.page).toBe(1);
      expect(first.nbPages).toBe(Math.ceil(first.nbHits / 4));
      expect(second.hits.map((h) => h.objectID).filter((id) => first.hits.some((h) => h.objectID === id))).toEqual([]);
    });

    it(`${which}: searches the values of hierarchy.lvl0 (searchForFacetValues), most frequent first`, async () => {
      const index = client().initIndex('fixture');
      const guides = await index.searchForFacetValues('hierarchy.lvl0', 'gu');
      expect(guides.facetHits).toEqual([{ value: 'Guides', highlighted: '<em>Gu</em>ides', count: sectionCounts().Guides }]);
      const all = await index.searchForFacetValues('hierarchy.lvl0', '', { maxFacetHits: 3 });
      expect(all.facetHits.map((hit) => [hit.value, hit.count])).toEqual([['Basics', 10], ['Guides', 8], ['Documentation', 6]]);
      // Among the records matching a query only: "install" is under Guides and Basics.
      const underInstall = await index.searchForFacetValues('hierarchy.lvl0', '', { query: 'install' });
      expect(underInstall.facetHits.map((hit) => hit.value).sort()).toEqual(['Basics', 'Guides']);
    });

    it(`${which}: keeps a query made only of digits a string ("2024")`, async () => {
      // index.search sends it as JSON ({"query":"2024"}).
      const answer = await client().initIndex('fixture').search<FixtureRecord>('2024');
      expect(answer.query).toBe('2024');
      expect(answer.hits.map(place)).toEqual(['/changelog#release-2024']);
      // A multi-query entry's params go in one URL-encoded string (query=2024&hitsPerPage=5), where
      // nothing says the digits are text: Algolia reads the query as text all the same.
      const sent = proxy.requests.length;
      const { results } = await client().search<FixtureRecord>([{ indexName: 'fixture', params: { query: '2024', hitsPerPage: 5 } }]);
      expect(proxy.requests.slice(sent).map((r) => JSON.parse(r.body))).toEqual([{ requests: [{ indexName: 'fixture', params: 'query=2024&hitsPerPage=5' }] }]);
      expect(asAnswers(results)[0].query).toBe('2024');
      expect(asAnswers(results)[0].hits.map(place)).toEqual(['/changelog#release-2024']);
      expect(asAnswers(results)[0].hits[0].hierarchy.lvl2).toBe('Release 2024');
    });
  }

  it('full: gets records by objectID (getObject, getObjects), whole or some attributes', async () => {
    const index = full.initIndex('fixture');
    const [configure] = records.filter((r) => r.url.endsWith('#configure') && r.type === 'lvl3');
    expect(await index.getObject(configure.objectID)).toEqual(configure);
    expect(await index.getObject(configure.objectID, { attributesToRetrieve: ['url'] })).toEqual({ objectID: configure.objectID, url: configure.url });
    await expect(index.getObject('no-such-record')).rejects.toMatchObject({ status: 404, message: 'ObjectID does not exist' });
    const { results } = await index.getObjects<FixtureRecord>([configure.objectID, 'no-such-record', records[0].objectID]);
    expect(results).toEqual([configure, null, records[0]]);
  });

  it('sends only these parameter names (recorded by the proxy)', () => {
    // The list the endpoint must keep accepting for v4; printed for whoever tightens the checks.
    const queries = proxy.namesSent(/^\/1\/indexes\/[^/]+\/(queries|query)$/);
    const facets = proxy.namesSent(/\/facets\//);
    const objects = proxy.namesSent(/^\/1\/indexes\/(\*\/objects|fixture\/(?!query$)[^/]+)$/);
    console.log('algoliasearch v4 parameter names:', JSON.stringify({ queries, facets, objects }));
    expect(queries).toEqual(['attributesToRetrieve', 'distinct', 'facetFilters', 'facets', 'hitsPerPage', 'indexName', 'numericFilters', 'page', 'query']);
    expect(facets).toEqual(['facetQuery', 'maxFacetHits', 'query']);
    expect(objects).toEqual(['attributesToRetrieve', 'indexName', 'objectID']);
  });
});
