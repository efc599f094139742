// Search on a static host answers as `devcenter serve` does. The Developer Center is built once; a
// plain static server (no search endpoint) serves the output, and algoliasearch's lite client asks
// each golden query twice: of the embedded endpoint of a real `devcenter serve`, and through the
// static requester the page uses on a static host, which loads the static index over HTTP. Both
// answers must be the same, hits, highlights, snippets and counts, and the static side must fetch
// only part of the index.
import { appendFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchParams } from '../../runtime/search/client.ts';
import { answerStatically } from '../../runtime/search/static/static-requester.ts';
import { StaticSearch } from '../../runtime/search/static/static-search.ts';
import { staticRequester } from '../../runtime/search/search-requesters.ts';
import { SNIPPET_WORDS } from '../../runtime/shared/search-wire.ts';
import type { SiteData } from '../../runtime/shared/types.ts';
import { builtSiteData } from '../support/built-site.ts';
import { REPO_ROOT, runCli, startServe, TMP } from '../support/cli.ts';
import { startPlainStaticServer } from '../../bench/plain-static-server.js';
import golden from '../search-relevance/golden-queries.json' with { type: 'json' };
// @ts-expect-error: the benchmark's corpus generator is plain JavaScript.
import { benchmarkQueries, writeCorpus } from '../../bench/corpus.js';

/** What differs between two answers to one query by nature: timing and the random query id. */
function comparable(result: Record<string, unknown>): Record<string, unknown> {
  const { processingTimeMS: _time, queryID: _id, ...rest } = result;
  return rest;
}

describe('search on a static host', () => {
  const out = path.join(TMP, 'static-parity');
  let site: SiteData;
  let serve: Awaited<ReturnType<typeof startServe>>;
  let host: Awaited<ReturnType<typeof startPlainStaticServer>>;
  let endpoint: ReturnType<typeof liteClient>;
  let onStaticHost: ReturnType<typeof liteClient>;
  let opened: Promise<StaticSearch>;

  beforeAll(async () => {
    await rm(out, { recursive: true, force: true });
    const built = await runCli(['build', REPO_ROOT, '--out', out]);
    if (built.code !== 0) throw new Error(`the Developer Center did not build:\n${built.stderr}`);
    site = await builtSiteData(out);
    serve = await startServe([REPO_ROOT, '--out', out, '--port', '0']);
    host = await startPlainStaticServer(out);
    const { appId, apiKey, indexName } = site.search;
    endpoint = liteClient(appId, apiKey, { hosts: [{ url: new URL(serve.url).host, accept: 'read', protocol: 'http' }] });
    opened = StaticSearch.open(host.url);
    onStaticHost = liteClient(appId, apiKey, {
      hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }],
      requester: { send: (request) => answerStatically(() => opened, indexName, request) },
    });
  });
  afterAll(async () => {
    await serve?.stop();
    await host?.close();
  });

  const both = async (params: Record<string, unknown>) => {
    const request = { requests: [{ indexName: site.search.indexName, ...params }] };
    const [a, b] = await Promise.all([endpoint.search(request), onStaticHost.search(request)]);
    return [comparable(a.results[0] as never), comparable(b.results[0] as never)];
  };

  it('has no search endpoint: the plain server answers a search request with 405', async () => {
    const response = await fetch(`${host.url}/1/indexes/*/queries`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });

  it('answers every golden query as the endpoint does, in the modal request', async () => {
    const differ: string[] = [];
    for (const { query } of golden as { query: string }[]) {
      const [fromEndpoint, fromStatic] = await both(searchParams(site, query, SNIPPET_WORDS));
      expect((fromEndpoint as { nbHits: number }).nbHits, query).toBeGreaterThan(0);
      if (JSON.stringify(fromEndpoint) !== JSON.stringify(fromStatic)) differ.push(query);
      expect(fromStatic, query).toEqual(fromEndpoint);
    }
    expect(differ).toEqual([]);
  });

  it('answers facets, filters, typo settings, pages and facet-value searches as the endpoint does', async () => {
    const shapes: Record<string, unknown>[] = [
      { query: 'refund', facets: ['*'], maxValuesPerFacet: 20 },
      { query: 'webhook', filters: 'NOT type:lvl1 AND (type:content OR type:lvl2)' },
      { query: 'order', numericFilters: ['weight.level>=50'], hitsPerPage: 50 },
      { query: 'checkout', facetFilters: [['hierarchy.lvl0:Plugin', 'hierarchy.lvl0:API']], page: 1, hitsPerPage: 5 },
      { query: 'snadbox -keys', advancedSyntax: true },
      { query: '"order generation"', getRankingInfo: true },
      { query: 'prequal', typoTolerance: false, restrictSearchableAttributes: ['hierarchy.lvl1'] },
      { query: '', facets: ['hierarchy.lvl0'], hitsPerPage: 3 },
    ];
    for (const shape of shapes) {
      const [fromEndpoint, fromStatic] = await both(shape);
      expect(fromStatic, JSON.stringify(shape)).toEqual(fromEndpoint);
    }
    const facetSearch = { requests: [{ indexName: site.search.indexName, type: 'facet' as const, facet: 'hierarchy.lvl0', facetQuery: 'ec', query: 'order' }] };
    const [a, b] = await Promise.all([endpoint.search(facetSearch), onStaticHost.search(facetSearch)]);
    expect(comparable(b.results[0] as never)).toEqual(comparable(a.results[0] as never));
  });

  it('answers a getObject or browse of another index as the endpoint does (404), and of its own with the 400 it cannot answer', async () => {
    const { appId, apiKey, indexName } = site.search;
    for (const [method, route] of [['GET', '/1/indexes/other/some-id'], ['POST', '/1/indexes/other/browse'], ['GET', `/1/indexes/${indexName}/some-id`]] as const) {
      const onEndpoint = await fetch(`${serve.url}${route}`, { method, headers: { 'x-algolia-application-id': appId, 'x-algolia-api-key': apiKey }, ...(method === 'POST' ? { body: '{}' } : {}) });
      const onHost = await answerStatically(() => opened, indexName, { method, url: `${host.url}${route}`, ...(method === 'POST' ? { data: '{}' } : {}) });
      const expected = route.includes('/other/') ? onEndpoint.status : 400;
      expect([route, onHost.status]).toEqual([route, expected]);
      if (expected === 404) expect(JSON.parse(onHost.content)).toEqual(await onEndpoint.json());
    }
  });

  it('fetches at most sixteen files at once, even for a filter that reads the records of every candidate, and answers as the endpoint does', async () => {
    let now = 0;
    let most = 0;
    const counting: typeof fetch = async (input, init) => {
      now++;
      most = Math.max(most, now);
      try {
        // Each file takes a moment, so the requests a query makes overlap as they would over a network.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return await fetch(input, init);
      } finally {
        now--;
      }
    };
    const fresh = await StaticSearch.open(host.url, counting);
    const params = { query: 'the', numericFilters: ['weight.level>=0'], hitsPerPage: 50 };
    const answered = await fresh.run((engine) => engine.search(site.search.indexName, params));
    expect(fresh.fetched.files).toBeGreaterThan(32);
    expect(most).toBeLessThanOrEqual(16);
    const { results } = await endpoint.search({ requests: [{ indexName: site.search.indexName, ...params }] });
    expect(comparable(answered as unknown as Record<string, unknown>)).toEqual(comparable(results[0] as unknown as Record<string, unknown>));
  });

  it('fetches the part of the index a query needs: a first query, then a second one, a fraction of it', async () => {
    const folder = path.join(out, '_dc', 'search');
    const [generation] = (await readdir(folder)).filter((name) => name !== 'index.json');
    let total = 0;
    for (const name of await readdir(path.join(folder, generation))) total += (await stat(path.join(folder, generation, name))).size;
    const fresh = await StaticSearch.open(host.url);
    const modal = (query: string) => fresh.run((engine) => engine.search(site.search.indexName, searchParams(site, query, SNIPPET_WORDS)));
    expect((await modal('refund an order')).nbHits).toBeGreaterThan(0);
    const first = fresh.fetched.bytes;
    expect((await modal('prequalification')).nbHits).toBeGreaterThan(0);
    const second = fresh.fetched.bytes - first;
    console.log(`static index: ${total} bytes in all; a first query fetched ${first} (${fresh.fetched.files} files so far), a second ${second}`);
    expect(first).toBeLessThan(total / 3);
    expect(second).toBeGreaterThan(0);
    expect(second).toBeLessThan(first);
  });
});

describe('search on a static host, a generated site whose common words fill more records than a term shard holds places for', () => {
  const site = path.join(TMP, 'static-parity-generated');
  const out = path.join(TMP, 'static-parity-generated-out');
  let serve: Awaited<ReturnType<typeof startServe>>;
  let host: Awaited<ReturnType<typeof startPlainStaticServer>>;
  let opened: Promise<StaticSearch>;

  beforeAll(async () => {
    // Written afresh: a test below adds to a page.
    await Promise.all([rm(out, { recursive: true, force: true }), rm(site, { recursive: true, force: true })]);
    writeCorpus(site, 60);
    const built = await runCli(['build', site, '--out', out]);
    if (built.code !== 0) throw new Error(`the generated site did not build:\n${built.stderr}`);
    serve = await startServe([site, '--out', out, '--port', '0']);
    host = await startPlainStaticServer(out);
    opened = StaticSearch.open(host.url);
  });
  afterAll(async () => {
    await serve?.stop();
    await host?.close();
  });

  it('has terms whose places are split between their shard and its tail', async () => {
    const folder = path.join(out, '_dc', 'search');
    const [generation] = (await readdir(folder)).filter((name) => name !== 'index.json');
    expect((await readdir(path.join(folder, generation))).filter((name) => /^x\d+\.bin$/.test(name)).length).toBeGreaterThan(0);
  });

  it('answers every keystroke of 40 reader queries (prefixes, typos, two words) as the endpoint does', async () => {
    const config = (await builtSiteData(out, '404.html')).search;
    const endpoint = liteClient(config.appId, config.apiKey, { hosts: [{ url: new URL(serve.url).host, accept: 'read', protocol: 'http' }] });
    const onStaticHost = liteClient(config.appId, config.apiKey, {
      hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }],
      requester: { send: (request) => answerStatically(() => opened, config.indexName, request) },
    });
    let asked = 0;
    for (const query of benchmarkQueries(40) as string[]) {
      for (let i = 1; i <= query.length; i++) {
        const request = { requests: [{ indexName: config.indexName, query: query.slice(0, i), hitsPerPage: 20, getRankingInfo: true, facets: ['*'], attributesToSnippet: ['content:10'] }] };
        const [a, b] = await Promise.all([endpoint.search(request), onStaticHost.search(request)]);
        expect(comparable(b.results[0] as never), query.slice(0, i)).toEqual(comparable(a.results[0] as never));
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(150);
  });

  it('joins words typed apart (concatenation) and splits words typed together (splitting) on a static host as the endpoint does', async () => {
    const config = (await builtSiteData(out, '404.html')).search;
    const endpoint = liteClient(config.appId, config.apiKey, { hosts: [{ url: new URL(serve.url).host, accept: 'read', protocol: 'http' }] });
    const onStaticHost = liteClient(config.appId, config.apiKey, {
      hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }],
      requester: { send: (request) => answerStatically(() => opened, config.indexName, request) },
    });
    let joinedHits = 0;
    const firstHighlights: string[] = [];
    for (const query of ['sand box', 'web hook', 'pre qualification', 'ful fill ment']) {
      for (let i = query.indexOf(' ') + 2; i <= query.length; i++) {
        const request = { requests: [{ indexName: config.indexName, query: query.slice(0, i), hitsPerPage: 20, getRankingInfo: true, removeWordsIfNoResults: 'none' as const }] };
        const [a, b] = await Promise.all([endpoint.search(request), onStaticHost.search(request)]);
        expect(comparable(b.results[0] as never), query.slice(0, i)).toEqual(comparable(a.results[0] as never));
        joinedHits += (a.results[0] as { nbHits: number }).nbHits;
        if (i === query.length) firstHighlights.push(JSON.stringify((b.results[0] as { hits: { _highlightResult?: unknown }[] }).hits[0]?._highlightResult ?? null).toLowerCase());
      }
    }
    expect(joinedHits).toBeGreaterThan(0);
    // The first hit of each is found by the joined word, highlighted whole (the site writes each as one word).
    expect(firstHighlights.map((highlight, k) => highlight.includes(`<em>${['sandbox', 'webhook', 'prequalification', 'fulfillment'][k]}`))).toEqual([true, true, true, true]);
    // And a word typed for two (splitting): "page12" is "Page 12", the page titles' words side by side.
    const request = { requests: [{ indexName: config.indexName, query: 'page12', hitsPerPage: 20, getRankingInfo: true }] };
    const [a, b] = await Promise.all([endpoint.search(request), onStaticHost.search(request)]);
    expect(comparable(b.results[0] as never)).toEqual(comparable(a.results[0] as never));
    expect(JSON.stringify((b.results[0] as { hits: { _highlightResult?: unknown }[] }).hits[0]?._highlightResult ?? null)).toContain('<em>Page</em> <em>12</em>');
  });

  it('opens the new index when the site is published again while a page is open', async () => {
    const config = (await builtSiteData(out, '404.html')).search;
    const client = liteClient(config.appId, config.apiKey, { hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }], requester: staticRequester(config.indexName, host.url) });
    const ask = async (query: string) => comparable((await client.search({ requests: [{ indexName: config.indexName, query, hitsPerPage: 5 }] })).results[0] as never);
    expect((await ask('sand')).nbHits).toBeGreaterThan(0);
    const [firstPage] = (await readdir(path.join(site, 'content', 'docs'), { recursive: true })).filter((f) => String(f).endsWith('.mdx'));
    // Published again: a page gains a word, so the index is a new generation and the old one is gone.
    const publish = async (word: string) => {
      await appendFile(path.join(site, 'content', 'docs', String(firstPage)), `\n\nThe ${word} appendix.\n`);
      expect((await runCli(['build', site, '--out', out])).code).toBe(0);
      const fresh = await StaticSearch.open(host.url);
      return async (query: string) => comparable((await fresh.run((engine) => engine.search(config.indexName, { query, hitsPerPage: 5 }))) as never);
    };
    // The search still open: a word whose term shard it has not loaded finds its old address gone (404), and the new index answers.
    let expected = await publish('zebraquux');
    expect(await ask('application'), 'application').toEqual(await expected('application'));
    // Search opened again (a new client): it checks the index's entry first, so even a word it could answer from memory is answered by the new index.
    expected = await publish('quuxzebra');
    const reopened = liteClient(config.appId, config.apiKey, { hosts: [{ url: new URL(host.url).host, accept: 'read', protocol: 'http' }], requester: staticRequester(config.indexName, host.url) });
    const answer = comparable((await reopened.search({ requests: [{ indexName: config.indexName, query: 'quuxzebra', hitsPerPage: 5 }] })).results[0] as never);
    expect(answer).toEqual(await expected('quuxzebra'));
    expect(answer.nbHits).toBe(1);
  });
});
