// The real algoliasearch v5 client against the embedded search endpoint of a real `devcenter serve`.
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

interface Hit {
  objectID: string;
  type: string;
  hierarchy: Record<string, string | null>;
  url: string;
  _highlightResult: { hierarchy?: Record<string, { value: string; matchLevel: string }>; content?: { value: string; matchLevel: string } };
  _snippetResult?: { content?: { value: string } };
}

describe('the embedded search endpoint', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let client: ReturnType<typeof liteClient>;
  let site: string;

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'search-endpoint');
    expect((await runCli(['build', site])).code).toBe(0);
    server = await startServe([site, '--port', '0']);
    const host = new URL(server.url).host;
    client = liteClient('FIXTURE', 'fixture-key', { hosts: [{ url: host, accept: 'readWrite', protocol: 'http' }] });
  });
  afterAll(() => server?.stop());

  const search = async (query: string, extra: Record<string, unknown> = {}) => {
    const { results } = await client.search({ requests: [{ indexName: 'fixture', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra }] });
    return results[0] as unknown as { hits: Hit[]; nbHits: number; nbPages: number; page: number; hitsPerPage: number; queryID?: string; query: string; processingTimeMS: number };
  };

  it('answers a DocSearch request with ranked, highlighted and snippeted hits', async () => {
    const result = await search('install', {
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
      attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
      snippetEllipsisText: '…',
      hitsPerPage: 20,
      clickAnalytics: true,
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    expect(result.nbHits).toBeGreaterThanOrEqual(2);
    expect(result.hits[0].type).toBe('lvl2');
    expect(result.hits[0].hierarchy.lvl2).toBe('Install');
    expect(result.hits[0]._highlightResult.hierarchy!.lvl2).toMatchObject({ value: '<mark>Install</mark>', matchLevel: 'full' });
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof result.processingTimeMS).toBe('number');
  });

  it('matches the last word as a prefix and tolerates typos', async () => {
    expect((await search('insta')).hits[0].hierarchy.lvl2).toBe('Install');
    expect((await search('confgure')).hits[0].hierarchy.lvl3).toBe('Configure');
    expect((await search('qqqq')).nbHits).toBe(0);
  });

  it('says the typo search was exhaustive only when there was one: typoTolerance false leaves the flag out, as Algolia does', async () => {
    const typos = (await search('confgure')) as unknown as { exhaustive: Record<string, boolean>; exhaustiveTypo?: boolean };
    expect(typos.exhaustive).toEqual({ nbHits: true, typo: true });
    expect(typos.exhaustiveTypo).toBe(true);
    const none = (await search('configure', { typoTolerance: false, facets: ['type'] })) as unknown as { nbHits: number; exhaustive: Record<string, boolean> };
    expect(none.nbHits).toBeGreaterThan(0);
    expect(none.exhaustive).toEqual({ nbHits: true, facetsCount: true, facetValues: true });
    expect('exhaustiveTypo' in none).toBe(false);
    // min keeps only the fewest typos found: a typo search all the same.
    expect(((await search('confgure', { typoTolerance: 'min' })) as unknown as { exhaustive: Record<string, boolean> }).exhaustive.typo).toBe(true);
  });

  it('filters by facets and pages through the hits', async () => {
    const pages = await search('', { facetFilters: ['docusaurus_tag:default'], hitsPerPage: 100 });
    expect(new Set(pages.hits.map((h) => h.url.replace(/#.*/, '')))).toEqual(new Set(['https://fixture.example/', 'https://fixture.example/thanks']));
    const first = await search('', { hitsPerPage: 3, page: 0 });
    const second = await search('', { hitsPerPage: 3, page: 1 });
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 3));
    expect(second.page).toBe(1);
    expect(second.hits.map((h) => h.objectID)).not.toContain(first.hits[0].objectID);
  });

  it('escapes record text: only the highlight tags are markup', async () => {
    const hit = (await search('script promotional', { attributesToSnippet: ['content:6'] })).hits[0];
    expect(hit._highlightResult.content!.value).toBe('Never paste &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; into a <mark>promotional</mark> message.');
    expect(hit._snippetResult!.content!.value).not.toMatch(/<(?!\/?mark>)/);
    // With InstantSearch's placeholder tags the client escapes the value itself, as with Algolia: the text comes raw.
    const raw = (await search('script promotional', { highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' })).hits[0];
    expect(raw._highlightResult.content!.value).toBe('Never paste <__ais-highlight__script__/ais-highlight__>alert(1)</__ais-highlight__script__/ais-highlight__> into a __ais-highlight__promotional__/ais-highlight__ message.');
  });

  it('refuses an unknown or unimplemented parameter with a 400 naming it, and accepts the analytics ones', async () => {
    await expect(search('install', { notAParameter: 1 })).rejects.toMatchObject({ status: 400, message: 'Unknown parameter: notAParameter' });
    await expect(search('install', { aroundLatLng: '48.85, 2.35' })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Unsupported parameter: aroundLatLng/) });
    await expect(search('install', { optionalFilters: ['type:lvl2'] })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Unsupported parameter: optionalFilters/) });
    // Search parameters in algoliasearch v5's own types (IndexSettingsAsSearchParams) that the engine's fixed ranking does not take.
    for (const [name, value] of [['attributeCriteriaComputedBy', 'sum'], ['ranking', ['custom']]] as const) {
      await expect(search('install', { [name]: value })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(new RegExp(`^Unsupported parameter: ${name} `)) });
    }
    await expect(search('install', { userToken: 'not a token!' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"userToken"') });
    const accepted = await search('install', { analytics: false, analyticsTags: ['docs', 'modal'], userToken: 'reader-42', enableRules: true, enablePersonalization: false });
    expect(accepted.hits[0].hierarchy.lvl2).toBe('Install');
    // What InstantSearch's RelevantSort and VoiceSearch (language 'en-US') send: Algolia reads the first on
    // virtual replicas only, and English is the language the engine's plurals and stop words are.
    const plain = await search('installs', {});
    const widgets = await search('installs', { relevancyStrictness: 90, queryLanguages: ['en'] });
    expect(widgets.hits.map((h) => h.objectID)).toEqual(plain.hits.map((h) => h.objectID));
    await expect(search('install', { queryLanguages: ['en', 'fr'] })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^Unsupported parameter: queryLanguages/) });
    // Spelt out with the value that asks for what the engine does (Algolia's default, or the index's
    // setting), a parameter not implemented otherwise is accepted and changes nothing; any other value is refused.
    const defaults = { sumOrFiltersScores: false, restrictHighlightAndSnippetArrays: false, minProximity: 1, attributeCriteriaComputedByMinProximity: true, mode: 'keywordSearch', optionalFilters: [], disableExactOnAttributes: [], alternativesAsExact: ['ignorePlurals', 'singleWordSynonym'] };
    const spelt = await search('installs', defaults);
    expect(spelt.hits.map((h) => h.objectID)).toEqual(plain.hits.map((h) => h.objectID));
    for (const [name, value] of [['sumOrFiltersScores', true], ['minProximity', 2], ['attributeCriteriaComputedByMinProximity', false], ['mode', 'neuralSearch'], ['disableExactOnAttributes', ['content']], ['alternativesAsExact', ['singleWordSynonym']], ['alternativesAsExact', []]] as const) {
      await expect(search('install', { [name]: value })).rejects.toMatchObject({ status: 400, message: expect.stringMatching(new RegExp(`^Unsupported parameter: ${name} `)) });
    }
    // Read by Algolia only with Dynamic Re-Ranking on, or in mode neuralSearch: the answer is the same without them.
    const unread = await search('installs', { reRankingApplyFilter: [['type:lvl2', 'type:lvl3']], semanticSearch: { eventSources: null } });
    expect(unread.hits.map((h) => h.objectID)).toEqual(plain.hits.map((h) => h.objectID));
    await expect(search('install', { semanticSearch: { eventSources: 'fixture' } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"semanticSearch"') });
  });

  it('ranks and cuts as the index settings say: phrases, exclusions, words made optional, ranking info, offset and length', async () => {
    const pages = async (query: string, extra: Record<string, unknown> = {}) => (await search(query, { hitsPerPage: 50, ...extra })).hits.map((h) => h.url.replace(/^https:\/\/fixture\.example/, '').replace(/#.*/, ''));
    // "Fixture Pay" is in the start page, the second guide and the thanks page; an excluded word leaves one out.
    expect(new Set(await pages('"fixture pay"'))).toEqual(new Set(['/docs/start', '/docs/guides/second', '/thanks']));
    expect(new Set(await pages('"fixture pay" -careful'))).toEqual(new Set(['/docs/start', '/thanks']));
    expect(await pages('"pay fixture"')).toEqual([]);
    // No record holds both words: the one holding "welcome" and "fixture" ranks above those with one word.
    const optional = await search('welcome nowhere fixture', { getRankingInfo: true });
    expect(optional.nbHits).toBeGreaterThan(1);
    expect((optional.hits[0] as unknown as { _rankingInfo: { words: number } })._rankingInfo.words).toBe(2);
    const all = await search('', { hitsPerPage: 10 });
    const slice = await search('', { params: 'offset=3&length=2' });
    expect(slice.hits.map((h) => h.objectID)).toEqual(all.hits.slice(3, 5).map((h) => h.objectID));
    expect(slice).toMatchObject({ offset: 3, length: 2 });
    const fields = await search('install', { responseFields: ['hits', 'nbHits'] });
    expect(Object.keys(fields).sort()).toEqual(['hits', 'nbHits']);
  });

  it('refuses a wrong search key with the 403 the hosted service gives', async () => {
    const wrong = liteClient('FIXTURE', 'not-the-key', { hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
    await expect(wrong.search({ requests: [{ indexName: 'fixture', query: 'x' }] })).rejects.toMatchObject({ status: 403, message: 'Invalid Application-ID or API key' });
  });

  it('answers an unknown index with 404', async () => {
    await expect(client.search({ requests: [{ indexName: 'other', query: 'x' }] })).rejects.toMatchObject({ status: 404 });
  });

  const raw = (method: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const url = new URL(server.url);
      const req = request(
        { host: url.hostname, port: url.port, method, path: '/1/indexes/*/queries?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key', headers },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('answers malformed JSON, a wrong shape and an oversized body with 400 and a message', async () => {
    const bad = await raw('POST', '{"requests": [');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toMatch(/^Invalid JSON body/);
    const shape = await raw('POST', '{"query": "x"}');
    expect(shape.status).toBe(400);
    const huge = await raw('POST', JSON.stringify({ requests: [{ indexName: 'fixture', query: 'x'.repeat(1_100_000) }] }));
    expect(huge.status).toBe(400);
    expect(JSON.parse(huge.body)).toEqual({ message: 'Request body is larger than 1048576 bytes', status: 400 });
  });

  it('allows queries from a page on another origin (CORS), with the headers Algolia\'s clients let a page add', async () => {
    const asked = ['x-algolia-api-key', 'x-algolia-application-id', 'x-algolia-usertoken', 'x-forwarded-for', 'x-algolia-request-id'];
    const preflight = await raw('OPTIONS', undefined, { origin: 'http://127.0.0.1:9999', 'access-control-request-method': 'POST', 'access-control-request-headers': asked.join(',') });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(preflight.headers['access-control-allow-headers']).split(/,\s*/);
    for (const name of asked) expect(allowed).toContain(name);
  });

  it('answers a browser page of another origin that sends X-Algolia-UserToken (a preflighted request)', async () => {
    // The page comes from a second server: another port is another origin, on the same loopback
    // address (Chromium refuses requests from a public or opaque origin to a loopback one).
    const [browser, other] = await Promise.all([launchBrowser(), startServe([site, '--port', '0'])]);
    try {
      // The page's own Content-Security-Policy names only its own search host: set aside, since what
      // is tested here is the endpoint's answer to another origin.
      const page = await (await browser.newContext({ bypassCSP: true })).newPage();
      await page.goto(`${other.url}/`);
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(`${url}/1/indexes/*/queries`, {
          method: 'POST',
          headers: { 'x-algolia-application-id': 'FIXTURE', 'x-algolia-api-key': 'fixture-key', 'X-Algolia-UserToken': 'reader-42', 'content-type': 'application/json' },
          body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }),
        });
        return { status: response.status, nbHits: ((await response.json()) as { results: { nbHits: number }[] }).results[0].nbHits };
      }, server.url);
      expect(answer.status).toBe(200);
      expect(answer.nbHits).toBeGreaterThan(0);
    } finally {
      await browser.close();
      await other.stop();
    }
  });
});

describe('facets, through algoliasearch v5\'s lite client', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let client: ReturnType<typeof liteClient>;
  let records: Record<string, unknown>[];
  /** How many records hold each value of `attribute`, counted here from the records file. */
  const countsOf = (attribute: string, among = records) => {
    const counts: Record<string, number> = {};
    const at = (record: Record<string, unknown>) => attribute.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
    for (const record of among) for (const value of [at(record)].flat()) if (typeof value === 'string') counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  };
  const search = async (params: Record<string, unknown>) =>
    (await client.search({ requests: [{ indexName: 'fixture', ...params }] })).results[0] as unknown as {
      hits: unknown[];
      nbHits: number;
      facets?: Record<string, Record<string, number>>;
      exhaustive?: { facetValues: boolean };
      params: string;
    };

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'search-endpoint-facets');
    expect((await runCli(['build', site])).code).toBe(0);
    records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8'));
    server = await startServe([site, '--port', '0']);
    client = liteClient('FIXTURE', 'fixture-key', { hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
  });
  afterAll(() => server?.stop());

  it('counts every matching record\'s values (not only the page\'s), for named attributes or all (*)', async () => {
    const all = await search({ query: '', facets: ['*'], hitsPerPage: 0 });
    expect(all.hits).toEqual([]);
    expect(all.facets?.type).toEqual(countsOf('type'));
    expect(all.facets?.language).toEqual(countsOf('language'));
    expect(all.facets?.docusaurus_tag).toEqual(countsOf('docusaurus_tag'));
    // Every faceted attribute with a value (lang has none in these records), the nested hierarchy.lvl0 too.
    expect(Object.keys(all.facets ?? {}).sort()).toEqual(['docusaurus_tag', 'hierarchy.lvl0', 'language', 'type', 'version']);
    expect(all.facets?.version).toEqual(countsOf('version'));
    expect(all.facets?.['hierarchy.lvl0']).toEqual(countsOf('hierarchy.lvl0'));
    // The counts follow the filters; an attribute that is not faceted (url) gets none.
    const pages = records.filter((r) => r.type === 'lvl1');
    const lvl1Only = await search({ query: '', facets: ['type', 'hierarchy.lvl0', 'url'], facetFilters: ['type:lvl1'] });
    expect(lvl1Only.facets).toEqual({ type: { lvl1: pages.length }, 'hierarchy.lvl0': countsOf('hierarchy.lvl0', pages) });
  });

  it('counts after distinct with facetingAfterDistinct: each value\'s count is what a click on it then finds', async () => {
    // A doc site's records share a URL and anchor by the several (a heading and its paragraphs): counted
    // before distinct, a section says more than a click on it finds; after, the two agree (Algolia's promise
    // when a group's records share the value, as a page's section is shared).
    const groups = (among: Record<string, unknown>[]) => new Set(among.map((r) => `${r.url_without_anchor as string}#${(r.anchor as string | null) ?? ''}`)).size;
    for (const query of ['', 'fixture']) {
      const before = await search({ query, facets: ['hierarchy.lvl0'], hitsPerPage: 0 });
      const after = await search({ query, facets: ['hierarchy.lvl0'], facetingAfterDistinct: true, hitsPerPage: 0 });
      const sections = Object.entries(after.facets?.['hierarchy.lvl0'] ?? {});
      expect(sections.length).toBeGreaterThan(1);
      for (const [section, count] of sections) {
        const clicked = await search({ query, facetFilters: [`hierarchy.lvl0:${section}`], hitsPerPage: 0 });
        expect(count, `${query}/${section}`).toBe(clicked.nbHits);
      }
      expect(Object.values(after.facets!['hierarchy.lvl0']).reduce((a, b) => a + b, 0)).toBe(after.nbHits);
      expect(after.nbHits).toBe(before.nbHits);
      if (query === '') {
        expect(before.facets?.['hierarchy.lvl0']).toEqual(countsOf('hierarchy.lvl0'));
        const [section] = sections[0];
        expect(after.facets!['hierarchy.lvl0'][section]).toBe(groups(records.filter((r) => (r.hierarchy as { lvl0: string }).lvl0 === section)));
        expect(after.facets!['hierarchy.lvl0'][section]).toBeLessThan(before.facets!['hierarchy.lvl0'][section]);
      }
    }
    // With distinct off there is nothing to count after: every matching record counts.
    expect((await search({ query: '', facets: ['type'], facetingAfterDistinct: true, distinct: false, hitsPerPage: 0 })).facets?.type).toEqual(countsOf('type'));
    // In a params string, as algoliasearch v4 sends it; a value that is no boolean is Algolia's 400.
    expect((await search({ params: 'query=&facets=%5B%22type%22%5D&facetingAfterDistinct=true&hitsPerPage=0' })).facets?.type).toBeDefined();
    await expect(search({ query: '', facetingAfterDistinct: 'yes' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('facetingAfterDistinct') });
  });

  it('filters on a nested attribute (hierarchy.lvl0), and negates with a minus before the value', async () => {
    const [section, count] = Object.entries(countsOf('hierarchy.lvl0'))[0];
    expect((await search({ query: '', facetFilters: [`hierarchy.lvl0:${section}`], distinct: false, hitsPerPage: 1000 })).nbHits).toBe(count);
    expect((await search({ query: '', facetFilters: [`hierarchy.lvl0:-${section}`], distinct: false, hitsPerPage: 1000 })).nbHits).toBe(records.length - count);
  });

  it('filters on objectID without its being a facet (facetFilters and filters), its value as written, and never counts it', async () => {
    // Algolia's faceting guide: objectID is a filter-only facet, usable undeclared, case-sensitive.
    const [first, second] = records.map((r) => r.objectID as string);
    const ids = (answer: { hits: unknown[] }) => answer.hits.map((hit) => (hit as { objectID: string }).objectID);
    const all = { query: '', distinct: false, hitsPerPage: 1000, attributesToRetrieve: ['objectID'], attributesToHighlight: [] };
    expect(ids(await search({ ...all, facetFilters: [`objectID:${first}`] }))).toEqual([first]);
    expect((await search({ ...all, facetFilters: [`objectID:-${first}`] })).nbHits).toBe(records.length - 1);
    // In an OR group beside a facet: either one.
    const lvl1 = records.filter((r) => r.type === 'lvl1' && r.objectID !== second).length;
    expect((await search({ ...all, facetFilters: [[`objectID:${second}`, 'type:lvl1']] })).nbHits).toBe(lvl1 + 1);
    expect(ids(await search({ ...all, filters: `objectID:"${first}" OR objectID:"${second}"` })).sort()).toEqual([first, second].sort());
    expect((await search({ ...all, filters: `NOT objectID:"${first}"` })).nbHits).toBe(records.length - 1);
    // The value is compared as written: another case is another objectID.
    expect((await search({ ...all, facetFilters: [`objectID:${first.toUpperCase()}`] })).nbHits).toBe(0);
    expect((await search({ query: '', facets: ['objectID'], hitsPerPage: 0 })).facets).toEqual({});
  });

  it('applies a filters string with the facets counted under it, and refuses a malformed one with its column', async () => {
    const [section] = Object.keys(countsOf('hierarchy.lvl0'));
    const pages = records.filter((r) => r.type === 'lvl1' && (r.hierarchy as { lvl0: string }).lvl0 !== section);
    const answer = await search({ query: '', filters: `type:lvl1 AND NOT "hierarchy.lvl0":"${section}"`, facets: ['hierarchy.lvl0'], distinct: false, hitsPerPage: 1000 });
    expect(answer.nbHits).toBe(pages.length);
    expect(answer.facets).toEqual(pages.length > 0 ? { 'hierarchy.lvl0': countsOf('hierarchy.lvl0', pages) } : {});
    // A params string, as InstantSearch on algoliasearch v4 sends it: the filters stay text.
    expect((await search({ params: `query=&distinct=false&hitsPerPage=1000&filters=${encodeURIComponent('type:lvl1')}` })).nbHits).toBe(records.filter((r) => r.type === 'lvl1').length);
    await expect(search({ query: '', filters: 'type:lvl1 AND (type:content' })).rejects.toMatchObject({ status: 400, message: "filters: Unexpected token end of filter expected ')' at col 28" });
  });

  it('searches a searchable facet\'s values (a multi-query entry of type facet), counted under the query and filters', async () => {
    const sections = Object.entries(countsOf('hierarchy.lvl0')).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const { results } = await client.search({ requests: [{ indexName: 'fixture', type: 'facet', facet: 'hierarchy.lvl0', facetQuery: '', highlightPreTag: '<b>', highlightPostTag: '</b>' }] });
    const all = results[0] as unknown as { facetHits: { value: string; highlighted: string; count: number }[]; exhaustiveFacetsCount: boolean };
    expect(all.facetHits).toEqual(sections.slice(0, 10).map(([value, count]) => ({ value, highlighted: value, count })));
    expect(all.exhaustiveFacetsCount).toBe(true);
    // The first letters of a section's name find it, highlighted with the query's tags.
    const [name] = sections[0];
    const { results: found } = await client.search({ requests: [{ indexName: 'fixture', type: 'facet', facet: 'hierarchy.lvl0', facetQuery: name.slice(0, 2).toLowerCase(), highlightPreTag: '<b>', highlightPostTag: '</b>', maxFacetHits: 1 }] });
    expect((found[0] as unknown as typeof all).facetHits).toEqual([{ value: name, highlighted: `<b>${name.slice(0, 2)}</b>${name.slice(2)}`, count: sections[0][1] }]);
    // Only records matching the rest of the query count.
    const { results: filtered } = await client.search({ requests: [{ indexName: 'fixture', type: 'facet', facet: 'hierarchy.lvl0', facetQuery: '', filters: 'type:lvl1' }] });
    expect(Object.fromEntries((filtered[0] as unknown as typeof all).facetHits.map((h) => [h.value, h.count]))).toEqual(countsOf('hierarchy.lvl0', records.filter((r) => r.type === 'lvl1')));
    // A facet that is not searchable: Algolia's 400.
    await expect(client.search({ requests: [{ indexName: 'fixture', type: 'facet', facet: 'type', facetQuery: 'l' }] })).rejects.toMatchObject({
      status: 400,
      message: 'Cannot search in `type` attribute, you need to add `searchable(type)` to attributesForFaceting.',
    });
  });

  it('keeps the most frequent values (or the first alphabetically) up to maxValuesPerFacet, and says when some were left out', async () => {
    const counts = Object.entries(countsOf('type')).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    const top = await search({ query: '', facets: 'type', maxValuesPerFacet: 2 });
    expect(Object.entries(top.facets?.type ?? {})).toEqual(counts.slice(0, 2));
    expect(top.exhaustive?.facetValues).toBe(false);
    const alpha = await search({ query: '', facets: ['type'], maxValuesPerFacet: 2, sortFacetValuesBy: 'alpha' });
    expect(Object.keys(alpha.facets?.type ?? {})).toEqual(counts.map(([value]) => value).sort().slice(0, 2));
    // In a params string, as algoliasearch v4 and InstantSearch send them.
    const fromString = await search({ params: 'query=&facets=%5B%22type%22%5D&maxValuesPerFacet=1' });
    expect(Object.entries(fromString.facets?.type ?? {})).toEqual(counts.slice(0, 1));
  });

  it('refuses a wrong maxValuesPerFacet or sortFacetValuesBy with a 400 naming it', async () => {
    await expect(search({ facets: ['type'], maxValuesPerFacet: 0 })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"maxValuesPerFacet"') });
    await expect(search({ facets: ['type'], maxValuesPerFacet: 1001 })).rejects.toMatchObject({ status: 400 });
    await expect(search({ facets: ['type'], sortFacetValuesBy: 'random' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('"sortFacetValuesBy"') });
  });
});

describe('the read endpoints, through algoliasearch v5\'s full client', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let site: string;
  let client: ReturnType<typeof algoliasearch>;
  const get = async (path: string) => {
    const response = await fetch(`${server.url}${path}${path.includes('?') ? '&' : '?'}x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key&x-algolia-agent=test`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** What the client throws for an answer it does not retry: the status and Algolia's message. */
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }));

  beforeAll(async () => {
    site = await fixtureCopy('basic', 'search-endpoint-reads');
    expect((await runCli(['build', site])).code).toBe(0);
    server = await startServe([site, '--port', '0']);
    client = algoliasearch('FIXTURE', 'fixture-key', { hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
  });
  afterAll(() => server?.stop());

  it('searches one index by POST (searchSingleIndex) and by GET, with the same answer', async () => {
    const posted = await client.searchSingleIndex({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 3, attributesToRetrieve: ['url'] } });
    expect(posted.hits.length).toBeGreaterThan(0);
    const byGet = await get('/1/indexes/fixture?query=install&hitsPerPage=3&attributesToRetrieve=url');
    expect(byGet.status).toBe(200);
    expect((byGet.body.hits as { objectID: string }[]).map((h) => h.objectID)).toEqual(posted.hits.map((h) => h.objectID));
    expect(Object.keys((byGet.body.hits as Record<string, unknown>[])[0]).sort()).toEqual(Object.keys(posted.hits[0]).sort());
    expect(Object.keys(posted.hits[0]).filter((key) => !key.startsWith('_')).sort()).toEqual(['objectID', 'url']);
    // A query of digits stays text, as Algolia reads it.
    expect((await get('/1/indexes/fixture?query=2024')).body.query).toBe('2024');
    expect(await get('/1/indexes/other?query=x')).toEqual({ status: 404, body: { message: 'Index other does not exist', status: 404 } });
  });

  it('gets records by objectID (getObject, getObjects), whole or the attributes asked for', async () => {
    const { hits } = await client.searchSingleIndex<{ url: string; hierarchy: Record<string, string | null> }>({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 2 } });
    const [first, second] = hits;
    const whole = (await client.getObject({ indexName: 'fixture', objectID: first.objectID })) as Record<string, unknown>;
    expect(whole).toMatchObject({ objectID: first.objectID, url: first.url, hierarchy: first.hierarchy });
    expect(whole._highlightResult).toBeUndefined();
    const some = await client.getObject({ indexName: 'fixture', objectID: first.objectID, attributesToRetrieve: ['url', 'hierarchy.lvl0'] });
    expect(some).toEqual({ objectID: first.objectID, url: first.url, hierarchy: { lvl0: first.hierarchy.lvl0 } });
    expect(await refusal(client.getObject({ indexName: 'fixture', objectID: 'no-such-record' }))).toEqual({ status: 404, message: 'ObjectID does not exist' });

    const answer = await client.getObjects({
      requests: [
        { indexName: 'fixture', objectID: second.objectID, attributesToRetrieve: ['url'] },
        { indexName: 'fixture', objectID: 'no-such-record' },
        { indexName: 'other', objectID: first.objectID },
      ],
    });
    // An index it does not have is named in a message, as Algolia names it.
    expect(answer).toEqual({ results: [{ objectID: second.objectID, url: second.url }, null, null], message: 'Index other does not exist.' });
    expect(await client.getObjects({ requests: [{ indexName: 'fixture', objectID: 'no-such-record' }] })).toEqual({ results: [null] });
  });

  it('searches facet values by the facet\'s own path (searchForFacetValues)', async () => {
    const answer = await client.searchForFacetValues({ indexName: 'fixture', facetName: 'hierarchy.lvl0', searchForFacetValuesRequest: { facetQuery: '', maxFacetHits: 2 } });
    expect(answer.facetHits.length).toBeGreaterThan(0);
    expect(answer.facetHits.length).toBeLessThanOrEqual(2);
    expect(answer.facetHits.every((hit) => hit.count > 0 && hit.highlighted === hit.value)).toBe(true);
    expect(await refusal(client.searchForFacetValues({ indexName: 'fixture', facetName: 'hierarchy.lvl0', searchForFacetValuesRequest: { maxFacetHits: 101 } }))).toMatchObject({ status: 400 });
    // sortFacetValuesBy alpha orders them by value, as in a hits query's facets.
    const alpha = await client.searchForFacetValues({ indexName: 'fixture', facetName: 'hierarchy.lvl0', searchForFacetValuesRequest: { params: 'sortFacetValuesBy=alpha&maxFacetHits=10' } as never });
    const values = alpha.facetHits.map((hit) => hit.value);
    expect(values.length).toBeGreaterThan(1);
    expect(values).toEqual([...values].sort());
  });

  it('answers as Algolia does for distinct above 1, "*" with exclusions, snippets of "*" or an object, and no highlighting asked', async () => {
    type Row = { objectID: string; url: string; hierarchy?: Record<string, unknown>; _highlightResult?: unknown; _snippetResult?: Record<string, unknown> };
    // Every record: some URLs (with their anchor) hold several.
    const query = (searchParams: Record<string, unknown>) => client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { query: '', hitsPerPage: 1000, ...searchParams } });
    const one = await query({ distinct: 1, attributesToRetrieve: ['url'] });
    const two = await query({ distinct: 2, attributesToRetrieve: ['url'] });
    const perUrl = (hits: Row[]) => hits.reduce((m, h) => m.set(h.url, (m.get(h.url) ?? 0) + 1), new Map<string, number>());
    // The same groups, counted as groups; up to two records of each, and some group has two.
    expect(two.nbHits).toBe(one.nbHits);
    // Every count is exact, and the answer says so as Algolia's does, facets asked or not.
    expect([one.exhaustive, (one as { exhaustiveTypo?: boolean }).exhaustiveTypo]).toEqual([{ nbHits: true, typo: true }, true]);
    expect([...perUrl(two.hits).keys()]).toEqual(one.hits.map((h) => h.url));
    expect(Math.max(...perUrl(two.hits).values())).toBe(2);
    expect(two.hits.length).toBeGreaterThan(one.hits.length);
    // A page of distinct 2 is of groups: hitsPerPage 1 gives one group, its two best records.
    const firstGroup = await query({ distinct: 2, hitsPerPage: 1, attributesToRetrieve: ['url'] });
    expect(firstGroup.hits.map((h) => h.url)).toEqual(two.hits.slice(0, firstGroup.hits.length).map((h) => h.url));
    expect(new Set(firstGroup.hits.map((h) => h.url)).size).toBe(1);

    const [hit] = (await query({ hitsPerPage: 1, filters: 'type:content', attributesToRetrieve: ['*', '-url', '-hierarchy.lvl1'], attributesToHighlight: [], attributesToSnippet: ['hierarchy:2', 'content:3'] })).hits;
    expect(hit.url).toBeUndefined();
    expect(hit.hierarchy).toBeDefined();
    expect(hit.hierarchy!.lvl1).toBeUndefined();
    expect('lvl0' in hit.hierarchy!).toBe(true);
    expect(hit._highlightResult).toBeUndefined();
    expect(Object.keys(hit._snippetResult!).sort()).toEqual(['content', 'hierarchy']);
    expect(Object.keys(hit._snippetResult!.hierarchy as object)).toContain('lvl0');
    const [starred] = (await query({ hitsPerPage: 1, filters: 'type:content', attributesToSnippet: ['*:4'] })).hits;
    expect(Object.keys(starred._snippetResult!)).toEqual(expect.arrayContaining(['content', 'hierarchy']));
  });

  it("snippets what attributesToSnippet names as it highlights: any attribute by name, searchable or not, and every one with '*'", async () => {
    type Leaf = { value: string; matchLevel: string };
    type Row = { _highlightResult?: Record<string, unknown>; _snippetResult?: { url?: Leaf; type?: Leaf; version?: Leaf[]; content?: Leaf; hierarchy?: Record<string, Leaf>; weight?: unknown } };
    const first = async (searchParams: Record<string, unknown>) =>
      (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 1, filters: 'type:content', ...searchParams } })).hits[0];
    // Named: an attribute no query searches is snippeted all the same (InstantSearch's Snippet on
    // `url`), the query's words marked, cut to the words asked; a list is a list of snippets.
    const named = (await first({ attributesToHighlight: [], attributesToSnippet: ['url:2', 'type', 'version'] }))._snippetResult!;
    expect(Object.keys(named).sort()).toEqual(['type', 'url', 'version']);
    expect(named.url).toEqual({ value: '…<em>install</em>-it', matchLevel: 'full' });
    expect(named.type).toEqual({ value: 'content', matchLevel: 'none' });
    expect(named.version).toEqual([{ value: 'current', matchLevel: 'none' }]);
    // '*': every attribute of the record but its objectID, the same ones '*' highlights.
    const all = await first({ attributesToHighlight: ['*'], attributesToSnippet: ['*'] });
    expect(Object.keys(all._snippetResult!).sort()).toEqual(Object.keys(all._highlightResult!).sort());
    expect(all._snippetResult).toMatchObject({ url: { matchLevel: 'full' }, content: { matchLevel: expect.any(String) }, hierarchy: { lvl0: { value: 'Basics' } } });
    expect(all._snippetResult!.weight).toEqual({});
  });

  it("highlights what attributesToHighlight names as Algolia does: an object's every attribute (the DocSearch template's own 'hierarchy'), any attribute by name, searchable or not, and every one with '*'", async () => {
    type Leaf = { value: string; matchLevel: string };
    type Row = { type: string; _highlightResult?: { hierarchy?: Record<string, Leaf>; content?: Leaf; url?: Leaf; type?: Leaf; language?: Leaf; version?: Leaf[]; weight?: unknown } };
    const first = async (searchParams: Record<string, unknown>) =>
      (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 1, filters: 'type:content', ...searchParams } })).hits[0]._highlightResult!;
    // What the index's settings say (and GET settings answers) gives what no parameter gives.
    const byDefault = await first({});
    const asSettings = await first({ attributesToHighlight: ['hierarchy', 'content'] });
    expect(asSettings).toEqual(byDefault);
    expect(Object.keys(asSettings.hierarchy!)).toContain('lvl1');
    expect(JSON.stringify(asSettings)).toContain('<em>');
    // An attribute no query searches is highlighted all the same when named.
    const named = await first({ attributesToHighlight: ['url', 'type'] });
    expect(Object.keys(named).sort()).toEqual(['type', 'url']);
    expect(named.type).toMatchObject({ value: 'content', matchLevel: 'none' });
    expect(named.url!.value).toMatch(/^https:\/\/fixture\.example\/docs\//);
    // '*': every attribute of the record but its objectID, in its shape (a list for a list); numbers hold no text.
    const all = await first({ attributesToHighlight: ['*'] });
    expect(all).toMatchObject({ hierarchy: byDefault.hierarchy, content: byDefault.content, url: named.url, language: { value: 'en' } });
    expect(Array.isArray(all.version)).toBe(true);
    expect(all.weight).toEqual({});
    expect('objectID' in all).toBe(false);
  });

  it("snippets by the index's attributesToSnippet (content:10) when a query names none, as Docusaurus's search page expects", async () => {
    type Leaf = { value: string; matchLevel: string };
    type Row = { type: string; content: string | null; _snippetResult?: { content?: Leaf } };
    // What Docusaurus's /search page sends (through algoliasearch-helper): no attributesToSnippet, yet
    // it shows each hit's _snippetResult.content, which Algolia makes from the index's setting.
    const { attributesToSnippet } = await client.getSettings({ indexName: 'fixture' });
    expect(attributesToSnippet).toEqual(['content:10']);
    const docusaurusPage = { query: 'welcome', hitsPerPage: 15, advancedSyntax: true, facetFilters: [['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'], ['language:en']] };
    const [hit] = (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: docusaurusPage })).hits;
    expect(hit.type).toBe('content');
    expect(hit._snippetResult?.content).toEqual({ value: '<em>Welcome</em> to Fixture Pay. Read the first guide next, or…', matchLevel: 'full' });
    // The same as naming the setting; an empty list still asks for none.
    const named = (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { ...docusaurusPage, attributesToSnippet: ['content:10'] } })).hits[0];
    expect(named._snippetResult).toEqual(hit._snippetResult);
    const none = (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { ...docusaurusPage, attributesToSnippet: [] } })).hits[0];
    expect(none._snippetResult).toBeUndefined();
  });

  it('leaves _snippetResult and _highlightResult out of a hit whose asked attributes hold no text (a heading\'s null content), as Algolia adds them only when one is there', async () => {
    type Row = { type: string; content: string | null; _highlightResult?: unknown; _snippetResult?: unknown };
    const first = async (searchParams: Record<string, unknown>) =>
      (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 1, filters: 'type:lvl2', ...searchParams } })).hits[0];
    // The index's content:10 on a heading record: nothing to snippet, so no object (Docusaurus's page then shows no summary).
    const heading = await first({});
    expect([heading.type, heading.content]).toEqual(['lvl2', null]);
    expect(heading._snippetResult).toBeUndefined();
    expect(heading._highlightResult).toBeDefined();
    const contentOnly = await first({ attributesToHighlight: ['content'], attributesToSnippet: ['content:5'] });
    expect(contentOnly._highlightResult).toBeUndefined();
    expect(contentOnly._snippetResult).toBeUndefined();
    // One attribute with text is enough for the object, the null one left out of it (DocSearch's modal asks for both).
    const both = await first({ attributesToSnippet: ['hierarchy.lvl2:5', 'content:5'] });
    expect(both._snippetResult).toEqual({ hierarchy: { lvl2: { value: '<em>Install</em>', matchLevel: 'full' } } });
  });

  it('highlights a quoted phrase found in a record as one, the text between its words in it, as Algolia does; other words each alone', async () => {
    type Leaf = { value: string; matchLevel: string };
    type Row = { _highlightResult?: { content?: Leaf; hierarchy?: Record<string, Leaf> }; _snippetResult?: { content?: Leaf } };
    const first = async (query: string, searchParams: Record<string, unknown> = {}) =>
      (await client.searchSingleIndex<Row>({ indexName: 'fixture', searchParams: { query, hitsPerPage: 1, ...searchParams } })).hits[0];
    // A recorded Algolia answer to the query "click Issue #53" (quoted) marks <em>click Issue #53</em>.
    const phrase = await first('"fixture pay"', { attributesToSnippet: ['content:3'] });
    expect(phrase._highlightResult!.content!.value).toBe('Careful <em>Fixture Pay</em>.');
    expect(phrase._snippetResult!.content!.value).toBe('Careful <em>Fixture Pay</em>.');
    const heading = await first('"start here" install', { filters: 'type:lvl2' });
    expect(heading._highlightResult!.hierarchy!.lvl1.value).toBe('<em>Start here</em>');
    // The same words unquoted: each its own highlight (Algolia's spec: <em>George</em> <em>Clo</em>oney).
    expect((await first('start here'))._highlightResult!.hierarchy!.lvl1.value).toBe('<em>Start</em> <em>here</em>');
  });

  it('gives matchedWords in lower case, whatever the case typed, as Algolia does', async () => {
    type Leaf = { value: string; matchedWords: string[] };
    const lvl = async (query: string, level: string) =>
      (await client.searchSingleIndex<{ _highlightResult: { hierarchy: Record<string, Leaf> } }>({ indexName: 'fixture', searchParams: { query, hitsPerPage: 1 } })).hits[0]._highlightResult.hierarchy[level];
    // A recorded Algolia answer to "click Issue #53" lists ["click", "issue", "53"].
    expect(await lvl('INSTALL', 'lvl2')).toMatchObject({ value: '<em>Install</em>', matchedWords: ['install'] });
    expect(await lvl('"Start Here"', 'lvl1')).toMatchObject({ value: '<em>Start here</em>', matchedWords: ['start', 'here'] });
  });

  it('reads the string form of facetFilters, tagFilters and numericFilters (commas AND, parentheses OR, empty is none), and refuses a number that is not decimal', async () => {
    const count = async (searchParams: Record<string, unknown>) => (await client.searchSingleIndex({ indexName: 'fixture', searchParams: { query: '', distinct: false, hitsPerPage: 0, ...searchParams } })).nbHits;
    const all = await count({});
    expect(await count({ facetFilters: '(type:lvl2,type:lvl3)' })).toBe(await count({ facetFilters: [['type:lvl2', 'type:lvl3']] }));
    expect(await count({ facetFilters: 'type:-content,type:-lvl2' })).toBe(await count({ facetFilters: ['type:-content', 'type:-lvl2'] }));
    expect(await count({ facetFilters: '(type:lvl2,type:lvl3)' })).toBeGreaterThan(0);
    expect(await count({ facetFilters: '' })).toBe(all);
    expect(await count({ tagFilters: '' })).toBe(all);
    expect(await count({ numericFilters: 'weight.level>50,weight.level<95' })).toBe(await count({ numericFilters: ['weight.level>50', 'weight.level<95'] }));
    expect(await count({ numericFilters: 'weight.level>50,weight.level<95' })).toBeGreaterThan(0);
    expect(await refusal(client.searchSingleIndex({ indexName: 'fixture', searchParams: { filters: 'weight.level:0x10 TO 100' } }))).toMatchObject({ status: 400 });
  });

  it('browses every record with a cursor until the last page (browse, browseObjects), by GET too', async () => {
    const records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8')) as { objectID: string }[];
    const first = await client.browse({ indexName: 'fixture', browseParams: { hitsPerPage: 3, attributesToRetrieve: ['url'] } });
    expect(first.hits).toHaveLength(3);
    expect(first.nbHits).toBe(records.length);
    expect(first.cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Object.keys(first.hits[0]).sort()).toEqual(['objectID', 'url']);
    // The cursor alone carries the first call's parameters.
    const second = await client.browse({ indexName: 'fixture', browseParams: { cursor: first.cursor } });
    expect(second.hits.map((h) => h.objectID)).not.toContain(first.hits[0].objectID);
    expect(Object.keys(second.hits[0]).sort()).toEqual(['objectID', 'url']);
    const seen: string[] = [];
    await client.browseObjects({ indexName: 'fixture', browseParams: { hitsPerPage: 4 }, aggregator: (page) => seen.push(...page.hits.map((h) => h.objectID)) });
    expect(seen.sort()).toEqual(records.map((r) => r.objectID).sort());
    const filtered = await get('/1/indexes/fixture/browse?query=install&hitsPerPage=1000');
    expect(filtered.status).toBe(200);
    expect((filtered.body.hits as unknown[]).length).toBe(filtered.body.nbHits);
    expect(filtered.body.cursor).toBeUndefined();
    expect(await refusal(client.browse({ indexName: 'fixture', browseParams: { cursor: 'not-a-cursor' } }))).toMatchObject({ status: 400, message: expect.stringContaining('cursor') });
  });

  it('answers getSettings with the settings the engine ranks by', async () => {
    const settings = await client.getSettings({ indexName: 'fixture' });
    expect(settings).toMatchObject({ ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'], customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'], ignorePlurals: true, advancedSyntax: true, removeWordsIfNoResults: 'allOptional', hitsPerPage: 20 });
    expect(settings.searchableAttributes?.at(-1)).toBe('content');
    expect((await get('/1/indexes/other/settings')).status).toBe(404);
  });

  it('carries renderingContent {} in every answer with hits (search, multi-query, GET, browse), as Algolia answers for an index that sets none', async () => {
    // What InstantSearch's dynamicWidgets reads its facet order from; hosted answers hold it even when empty.
    const single = await client.searchSingleIndex({ indexName: 'fixture', searchParams: { query: 'install', hitsPerPage: 1 } });
    const { results } = await client.search({ requests: [{ indexName: 'fixture', query: 'install', hitsPerPage: 0, facets: ['*'] }, { indexName: 'fixture', type: 'facet', facet: 'hierarchy.lvl0', facetQuery: 'b' }] });
    const browsed = await client.browse({ indexName: 'fixture', browseParams: { hitsPerPage: 1 } });
    const byGet = await get('/1/indexes/fixture?query=install&hitsPerPage=1');
    for (const answer of [single, results[0], browsed, byGet.body]) expect((answer as { renderingContent?: unknown }).renderingContent).toEqual({});
    // A facet-value search has no such field, nor does an answer whose responseFields leave it out.
    expect('renderingContent' in results[1]).toBe(false);
    const trimmed = await client.searchSingleIndex({ indexName: 'fixture', searchParams: { query: 'install', responseFields: ['hits', 'nbHits'] } });
    expect(Object.keys(trimmed).sort()).toEqual(['hits', 'nbHits']);
  });

  it("reads a gzip-compressed body, as algoliasearch v5 sends one with compression: 'gzip', and never inflates it past one body's limit", async () => {
    // The client gzips a POST body over 750 characters (Content-Encoding: gzip): 60 facet filters make one.
    const gzipping = algoliasearch('FIXTURE', 'fixture-key', { compression: 'gzip', hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
    const searchParams = { query: 'install', hitsPerPage: 2, attributesToRetrieve: ['url'], facetFilters: Array.from({ length: 60 }, (_, i) => `type:-not-a-type-${i}`) };
    expect(JSON.stringify(searchParams).length).toBeGreaterThan(750);
    const plain = await client.searchSingleIndex({ indexName: 'fixture', searchParams });
    const gzipped = await gzipping.searchSingleIndex({ indexName: 'fixture', searchParams });
    expect(gzipped.hits.map((h) => h.objectID)).toEqual(plain.hits.map((h) => h.objectID));
    expect(gzipped.nbHits).toBeGreaterThan(0);
    const { results } = await gzipping.search({ requests: [{ indexName: 'fixture', ...searchParams }] });
    expect((results[0] as { nbHits: number }).nbHits).toBe(plain.nbHits);

    const post = async (body: Uint8Array | string, encoding: string) => {
      const response = await fetch(`${server.url}/1/indexes/*/queries?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key`, { method: 'POST', headers: { 'content-encoding': encoding }, body: typeof body === 'string' ? body : new Uint8Array(body) });
      return { status: response.status, body: (await response.json()) as { message: string } };
    };
    // 3 KB of gzip that would be 3 MB of body: refused once past the 1 MB a body may be, never held whole.
    expect(await post(gzipSync(Buffer.alloc(3 * 1024 * 1024, ' ')), 'gzip')).toEqual({ status: 400, body: { message: 'Request body is larger than 1048576 bytes once decompressed', status: 400 } });
    expect((await post('{"requests":[]}', 'gzip')).status).toBe(400);
    expect(await post('{"requests":[]}', 'br')).toMatchObject({ status: 415, body: { message: expect.stringContaining('"br"') } });
  });

  it("answers what the search key may not do (writes, synonyms, rules, listIndices) as Algolia does: 403 'Method not allowed with this API key'", async () => {
    const notAllowed = { status: 403, message: 'Method not allowed with this API key' };
    for (const call of [
      () => client.saveObject({ indexName: 'fixture', body: { title: 'x' } }),
      () => client.addOrUpdateObject({ indexName: 'fixture', objectID: 'x', body: { title: 'x' } }),
      () => client.partialUpdateObject({ indexName: 'fixture', objectID: 'x', attributesToUpdate: { title: 'y' } }),
      () => client.deleteObject({ indexName: 'fixture', objectID: 'x' }),
      () => client.batch({ indexName: 'fixture', batchWriteParams: { requests: [] } }),
      () => client.multipleBatch({ requests: [] }),
      () => client.clearObjects({ indexName: 'fixture' }),
      () => client.setSettings({ indexName: 'fixture', indexSettings: { hitsPerPage: 5 } }),
      () => client.deleteIndex({ indexName: 'fixture' }),
      () => client.searchSynonyms({ indexName: 'fixture' }),
      () => client.searchRules({ indexName: 'fixture' }),
      () => client.listIndices(),
    ]) {
      expect(await refusal(call())).toEqual(notAllowed);
    }
    // A wrong key is told so first, as for a search.
    const wrongKey = algoliasearch('FIXTURE', 'wrong', { hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
    expect(await refusal(wrongKey.deleteIndex({ indexName: 'fixture' }))).toEqual({ status: 403, message: 'Invalid Application-ID or API key' });
    // The index is still all there.
    expect((await client.searchSingleIndex({ indexName: 'fixture', searchParams: { hitsPerPage: 0, distinct: false } })).nbHits).toBeGreaterThan(0);
  });

  it('refuses a wrong key, a wrong method and an unknown path with {message, status}', async () => {
    const wrongKey = await fetch(`${server.url}/1/indexes/fixture/some-id?x-algolia-application-id=FIXTURE&x-algolia-api-key=wrong`);
    expect([wrongKey.status, await wrongKey.json()]).toEqual([403, { message: 'Invalid Application-ID or API key', status: 403 }]);
    const wrongMethod = await fetch(`${server.url}/1/indexes/*/objects?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key`);
    expect(wrongMethod.status).toBe(405);
    expect((await get('/1/indexes/fixture/a/b')).status).toBe(404);
  });
});
