// The helper methods of Algolia's clients that walk the index for their caller (v5's browseObjects,
// v4's browseObjects and findObject), and the params string v4 builds from the values it is given,
// against a real `devcenter serve`: each checked against the records file, not only for a 200.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch } from 'algoliasearch';
import algoliasearchV4 from 'algoliasearch-v4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

interface FixtureRecord {
  objectID: string;
  type: string;
  url: string;
  hierarchy: Record<string, string | null>;
}

describe('Algolia client helpers against devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;
  let records: FixtureRecord[];
  let v5: ReturnType<typeof algoliasearch>;
  let v4: ReturnType<typeof algoliasearchV4>;

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'algolia-client-helpers');
    expect((await runCli(['build', site])).code).toBe(0);
    records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8'));
    server = await startServe([site, '--port', '0']);
    const host = server.url.replace('http://', '');
    v5 = algoliasearch('FIXTURE', 'fixture-key', { hosts: [{ url: host, accept: 'readWrite', protocol: 'http' }] });
    v4 = algoliasearchV4('FIXTURE', 'fixture-key', { hosts: [{ url: host, protocol: 'http' }] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('v5 browseObjects follows the cursor to the end: every record once, or every match once', async () => {
    const pages: number[] = [];
    const seen: string[] = [];
    await v5.browseObjects<FixtureRecord>({
      indexName: 'fixture',
      browseParams: { hitsPerPage: 7 },
      aggregator: (response) => {
        pages.push(response.page!);
        seen.push(...response.hits.map((hit) => hit.objectID));
      },
    });
    expect(seen.sort()).toEqual(records.map((r) => r.objectID).sort());
    expect(pages).toEqual(Array.from({ length: Math.ceil(records.length / 7) }, (_, i) => i));
    // With a query: what a search without distinct finds, each once (browse never groups by URL).
    const matches: string[] = [];
    await v5.browseObjects<FixtureRecord>({ indexName: 'fixture', browseParams: { query: 'install', hitsPerPage: 2 }, aggregator: (r) => matches.push(...r.hits.map((h) => h.objectID)) });
    const search = await v5.searchSingleIndex<FixtureRecord>({ indexName: 'fixture', searchParams: { query: 'install', distinct: false, hitsPerPage: 100 } });
    expect(matches.length).toBe(new Set(matches).size);
    expect(matches.sort()).toEqual(search.hits.map((h) => h.objectID).sort());
  });

  it('v5 browse keeps only the responseFields asked for, and the cursor, which browseObjects still follows to the end', async () => {
    const first = await v5.browse<FixtureRecord>({ indexName: 'fixture', browseParams: { hitsPerPage: 3, responseFields: ['nbHits'] } });
    expect(Object.keys(first).sort()).toEqual(['cursor', 'nbHits']);
    expect(first.nbHits).toBe(records.length);
    const seen: string[] = [];
    const shapes = new Set<string>();
    await v5.browseObjects<FixtureRecord>({
      indexName: 'fixture',
      browseParams: { hitsPerPage: 5, responseFields: ['hits'], attributesToRetrieve: ['url'] },
      aggregator: (response) => {
        shapes.add(Object.keys(response).filter((key) => key !== 'cursor').join());
        seen.push(...response.hits.map((hit) => hit.objectID));
      },
    });
    expect([...shapes]).toEqual(['hits']);
    expect(seen.sort()).toEqual(records.map((r) => r.objectID).sort());
  });

  it('v4 browseObjects and findObject walk the pages and stop', async () => {
    const index = v4.initIndex('fixture');
    const seen: string[] = [];
    await index.browseObjects<FixtureRecord>({ query: '', batch: (batch) => seen.push(...batch.map((hit) => hit.objectID)) });
    expect(seen.sort()).toEqual(records.map((r) => r.objectID).sort());
    // The last record, a few pages in (distinct off: with it, a section's record may stand behind its page's best).
    const last = records[records.length - 1];
    const found = await index.findObject<FixtureRecord>((hit) => hit.objectID === last.objectID, { query: '', distinct: false, hitsPerPage: 5, paginate: true });
    expect(found.object.objectID).toBe(last.objectID);
    await expect(index.findObject(() => false, { query: 'install', paginate: true })).rejects.toMatchObject({ name: 'ObjectNotFoundError' });
  });

  it('v4: an empty string for a list (attributesToHighlight: "") is the empty list, as []', async () => {
    const index = v4.initIndex('fixture');
    // v4 puts a string value in its params string as it is: `attributesToHighlight=&attributesToSnippet=`.
    const asString = await index.search<FixtureRecord>('install', { attributesToHighlight: '', attributesToSnippet: '', attributesToRetrieve: 'url,,type' } as never);
    const asList = await index.search<FixtureRecord>('install', { attributesToHighlight: [], attributesToSnippet: [], attributesToRetrieve: ['url', 'type'] });
    expect(asString.hits.length).toBeGreaterThan(0);
    expect(asString.hits).toEqual(asList.hits);
    expect(asString.hits[0]).toEqual({ objectID: asList.hits[0].objectID, url: asList.hits[0].url, type: asList.hits[0].type });
  });
});
