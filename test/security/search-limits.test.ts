// Issue #14, point 9: the embedded search endpoint enforces Algolia's documented limits and a budget
// on the work and bytes of one request, and answers a malformed parameter with a 400 naming it. The
// application id and search key are public in every page: anyone can send these requests.
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES, MAX_SEARCH_WORK_MS, RequestBudget } from '../../cli/search/search-limits.ts';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH, rawRequest, type RawAnswer } from './servers-support.ts';

/** A page of 400 paragraphs that all match "alpha" thirty times: enough hits to fill a response. */
const BULK_PAGE = `---\ntitle: Bulk\n---\n\n## Bulk\n\n${Array.from({ length: 400 }, (_, i) => `Paragraph ${i}: ${'alpha '.repeat(30).trim()}.`).join('\n\n')}\n`;

/**
 * A record as large as content can make one (records.ts cuts content at 3,000 characters and headings at
 * 500): five headings and a paragraph of letters outside the BMP, 4 bytes each in UTF-8, about 16 KB.
 */
const WIDE = '\u{1D433}';
const LONG_PAGE = `---\ntitle: Long\n---\n\n${['##', '###', '####', '#####', '######'].map((marks) => `${marks} zanzibarlong ${`${WIDE.repeat(8)} `.repeat(27).trim()}\n\n`).join('')}zanzibarlong ${`${WIDE.repeat(8)} `.repeat(170).trim()}.\n`;

let server: Awaited<ReturnType<typeof startServe>>;
let client: ReturnType<typeof liteClient>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-search-limits', { 'content/docs/bulk.mdx': BULK_PAGE, 'content/docs/long.mdx': LONG_PAGE });
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe([site, '--port', '0']);
  client = liteClient('FIXTURE', 'fixture-key', { hosts: [{ url: new URL(server.url).host, accept: 'readWrite', protocol: 'http' }] });
});
afterAll(() => server?.stop());

const query = (q: string, extra: Record<string, unknown> = {}) => ({ indexName: 'fixture', query: q, ...extra });

function post(body: unknown, path = QUERIES_PATH): Promise<RawAnswer> {
  return rawRequest(server.url, path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** A refusal as the hosted service words it: 400, `{message, status}`, readable from any page. */
function expectRefused(answer: RawAnswer, ...mentions: string[]): void {
  expect(answer.status, answer.body).toBe(400);
  const body = JSON.parse(answer.body);
  expect(body.status).toBe(400);
  for (const text of mentions) expect(body.message).toContain(text);
  expect(answer.headers['access-control-allow-origin']).toBe('*');
}

describe('Algolia limits', () => {
  it('refuses more than 50 queries in one request, through the real algoliasearch client', async () => {
    const requests = Array.from({ length: 51 }, () => query('install'));
    await expect(client.search({ requests })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('at most 50') });
    const fifty = await client.search({ requests: requests.slice(0, 50) });
    expect(fifty.results).toHaveLength(50);
  });

  it('refuses the 300 x hitsPerPage 1000 request at once, before any search', async () => {
    const started = performance.now();
    const answer = await post({ requests: Array.from({ length: 300 }, () => query('', { hitsPerPage: 1000 })) });
    expectRefused(answer, 'Too many queries in multi query request', '300', '50');
    expect(answer.body.length).toBeLessThan(500);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a query over 512 bytes, through the client and at 100,000 characters', async () => {
    await expect(client.search({ requests: [query('é'.repeat(257))] })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('512 bytes') });
    expectRefused(await post({ requests: [query('a'.repeat(100_000))] }), '"query"', '512 bytes');
    expectRefused(await post({ requests: [query(Array.from({ length: 20_000 }, () => 'ab').join(' '))] }), '"query"', '512 bytes');
    expect((await post({ requests: [query('a'.repeat(511))] })).status).toBe(200);
  });

  it('refuses hitsPerPage and length over 1,000', async () => {
    expectRefused(await post({ requests: [query('alpha', { hitsPerPage: 1001 })] }), '"hitsPerPage"', '1000');
    expectRefused(await post({ requests: [query('alpha', { length: 5000 })] }), '"length"', '1000');
    expect((await post({ requests: [query('alpha', { hitsPerPage: 1000 })] })).status).toBe(200);
  });
});

describe('the budget of one request', () => {
  it('refuses queries that together ask for more than 2,000 hits', async () => {
    expectRefused(await post({ requests: Array.from({ length: 3 }, () => query('', { hitsPerPage: 1000 })) }), '3000 hits', '2000', '"hitsPerPage"');
    // Pages past Algolia's pagination limit return nothing, so they cost nothing.
    const beyond = await post({ requests: Array.from({ length: 3 }, () => query('', { hitsPerPage: 1000, page: 2 })) });
    expect(beyond.status).toBe(200);
  });

  it('refuses a query of more than 32 words', async () => {
    expectRefused(await post({ requests: [query(Array.from({ length: 33 }, () => 'alpha').join(' '))] }), '"query"', '33 words', '32');
    expect((await post({ requests: [query(Array.from({ length: 32 }, () => 'alpha').join(' '))] })).status).toBe(200);
  });

  it('refuses a request whose answer would pass 10 MB', async () => {
    // Highlight tags just under Algolia's 512 bytes, around each of 30 matching words a hit: about 30 KB a hit.
    const tags = (hitsPerPage: number) => ({ highlightPreTag: `<${'b'.repeat(500)}>`, highlightPostTag: `</${'b'.repeat(500)}>`, hitsPerPage, distinct: false });
    const half = await post({ requests: [query('alpha', tags(200))] });
    expect(half.status).toBe(200);
    expect(half.body.length).toBeGreaterThan(5 * 1024 * 1024);
    expectRefused(await post({ requests: [query('alpha', tags(400))] }), '10 MB', '"hitsPerPage"');
  });

  it('holds getObjects to the 10 MB answer too: one long record asked for a thousand times', async () => {
    // The paragraph's record: the largest, under all five headings.
    const found = JSON.parse((await post({ requests: [query('zanzibarlong', { attributesToRetrieve: ['objectID'], hitsPerPage: 1, facetFilters: ['type:content'] })] })).body);
    const objectID: string = found.results[0].hits[0].objectID;
    const objects = (count: number) =>
      post({ requests: Array.from({ length: count }, () => ({ indexName: 'fixture', objectID })) }, '/1/indexes/*/objects?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key');
    const many = await objects(1000);
    expectRefused(many, 'larger than 10 MB', 'fewer objects');
    expect(many.body.length).toBeLessThan(500);
    const few = await objects(10);
    expect(few.status).toBe(200);
    expect(JSON.parse(few.body).results.map((r: { objectID: string }) => r.objectID)).toEqual(Array(10).fill(objectID));
  });

  it('stops one query whose answer grows past 10 MB while it is shaped, before building it (tags of control characters)', async () => {
    // Every word of every record matches "e" with these typo settings; each tag is 512 characters,
    // 3 KB once escaped in JSON. Built whole, this answer took seconds and a gigabyte of memory.
    const tag = '\u0001'.repeat(512);
    const started = performance.now();
    const answer = await post({ requests: [query('e', { removeStopWords: false, minWordSizefor1Typo: 0, minWordSizefor2Typos: 0, hitsPerPage: 1000, distinct: false, highlightPreTag: tag, highlightPostTag: tag, attributesToSnippet: ['content:1000'] })] });
    expectRefused(answer, `larger than ${MAX_RESPONSE_BYTES / 1024 / 1024} MB`);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('stops one query past the work budget while it runs, and snippets an attribute once however often it is asked', async () => {
    // 32 one-letter words, each a prefix with two typos: every term of the index, 32 times.
    const started = performance.now();
    const heavy = await post({ requests: [query(Array(32).fill('e').join(' '), { queryType: 'prefixAll', minWordSizefor1Typo: 0, minWordSizefor2Typos: 0, removeStopWords: false, hitsPerPage: 1000, getRankingInfo: true, attributesToSnippet: ['content:1000'] })] });
    if (heavy.status !== 200) expectRefused(heavy, `more than ${MAX_SEARCH_WORK_MS} ms of work`, 'stopped inside a query');
    expect(performance.now() - started).toBeLessThan(MAX_SEARCH_WORK_MS * 3);
    // The same snippet asked 100 times is made once: about the time of asking it once.
    const once = await post({ requests: [query('alpha', { hitsPerPage: 1000, distinct: false, attributesToSnippet: ['content:1000'] })] });
    const repeated = await post({ requests: [query('alpha', { hitsPerPage: 1000, distinct: false, attributesToSnippet: Array(100).fill('content:1000') })] });
    expect(repeated.status, repeated.body).toBe(200);
    expect(JSON.parse(repeated.body).results[0].processingTimeMS).toBeLessThan(Math.max(100, 4 * JSON.parse(once.body).results[0].processingTimeMS));
  });

  it('counts the bytes of all of a request\'s queries together', () => {
    const budget = new RequestBudget();
    budget.charge(0, MAX_RESPONSE_BYTES / 2);
    expect(() => budget.charge(0, MAX_RESPONSE_BYTES / 2)).not.toThrow();
    expect(() => budget.charge(0, 1)).toThrow('larger than 10 MB');
  });

  it('refuses the rest of a request once its search work passes the budget', () => {
    const budget = new RequestBudget();
    budget.charge(MAX_SEARCH_WORK_MS - 1, 0);
    expect(() => budget.checkWork(3)).not.toThrow();
    budget.charge(2, 0);
    expect(() => budget.checkWork(3)).toThrow(`more than ${MAX_SEARCH_WORK_MS} ms`);
  });
});

describe('the parameters of one query', () => {
  /** `k0=1&k1=1&…`: dummy keys, as the red team sent 110,000 of them in 1 MB. */
  const dummyKeys = (count: number) => Array.from({ length: count }, (_, i) => `k${i}=1`).join('&');

  it('refuses a 1 MB params string of 110,000 dummy keys before decoding it, naming the limit', async () => {
    const started = performance.now();
    const answer = await post({ requests: [{ indexName: 'fixture', params: dummyKeys(110_000) }] });
    expectRefused(answer, '"params"', '65536');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses more than 200 parameters in a params string, in a query\'s fields, and in both together (indexName counts)', async () => {
    expectRefused(await post({ requests: [{ indexName: 'fixture', params: dummyKeys(201) }] }), 'Too many parameters', '202', 'at most 200');
    const fields = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, 1]));
    expectRefused(await post({ requests: [{ indexName: 'fixture', ...fields }] }), 'Too many parameters', '201', 'at most 200');
    expectRefused(await post({ requests: [{ indexName: 'fixture', params: dummyKeys(100), ...Object.fromEntries(Object.entries(fields).slice(100)) }] }), 'Too many parameters', 'at most 200');
    // Within the count, the names are read one by one: the dummy keys are then refused as unknown.
    const within = await post({ requests: [{ indexName: 'fixture', params: `query=install&${dummyKeys(198)}` }] });
    expectRefused(within, 'Unknown parameter: k0');
    expect(within.body).not.toContain('Too many parameters');
    expect((await post({ requests: [{ indexName: 'fixture', params: 'query=install&hitsPerPage=3' }] })).status).toBe(200);
  });

  it('refuses a list value of 100,000 entries, which would be checked and echoed back whole, naming the parameter', async () => {
    expectRefused(await post({ requests: [{ indexName: 'fixture', query: 'alpha', attributesToRetrieve: Array(100_000).fill('a') }] }), '"attributesToRetrieve"', '5000 entries');
    expectRefused(await post({ requests: [{ indexName: 'fixture', query: 'alpha', junk: Array(240_000).fill(0) }] }), 'junk');
    expectRefused(await post({ requests: [{ indexName: 'fixture', query: 'alpha', facetFilters: Array(5001).fill('type:content') }] }), '"facetFilters"', '5000 entries');
    expect((await post({ requests: [{ indexName: 'fixture', query: 'alpha', facetFilters: Array(1000).fill(['type:content']) }] })).status).toBe(200);
  });

  it('refuses every query of a request whose reading already spent the work budget', () => {
    const budget = new RequestBudget();
    budget.charge(MAX_SEARCH_WORK_MS + 1, 0);
    expect(() => budget.checkWork(1)).toThrow('reading its parameters');
  });
});

describe('malformed parameters', () => {
  it('answers each with a 400 naming the parameter, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ facetFilters: [123] }, '"facetFilters"'],
      [{ facetFilters: [['language:en', 5]] }, '"facetFilters"'],
      [{ facetFilters: { language: 'en' } }, '"facetFilters"'],
      [{ attributesToSnippet: [5] }, '"attributesToSnippet"'],
      [{ attributesToRetrieve: 7 }, '"attributesToRetrieve"'],
      [{ attributesToHighlight: [null] }, '"attributesToHighlight"'],
      [{ hitsPerPage: 'abc' }, '"hitsPerPage"'],
      [{ hitsPerPage: 2.5 }, '"hitsPerPage"'],
      [{ page: -1 }, '"page"'],
      [{ page: 'x' }, '"page"'],
      [{ distinct: 9 }, '"distinct"'],
      [{ clickAnalytics: 'maybe' }, '"clickAnalytics"'],
      [{ highlightPreTag: 5 }, '"highlightPreTag"'],
      [{ snippetEllipsisText: 'x'.repeat(600) }, '"snippetEllipsisText"'],
      [{ query: { $ne: 1 } }, '"query"'],
      [{ params: 'hitsPerPage=abc' }, '"hitsPerPage"'],
      [{ params: 'facetFilters=%5B123%5D' }, '"facetFilters"'],
      [{ params: 42 }, '"params"'],
      [{ params: 'removeStopWords=yes' }, '"removeStopWords"'],
      [{ removeStopWords: ['', 'en'] }, '"removeStopWords"'],
      [{ ignorePlurals: '__proto__' }, '"ignorePlurals"'],
      [{ optionalWords: [['nested']] }, '"optionalWords"'],
      [{ optionalWords: 7 }, '"optionalWords"'],
      [{ type: 'nope' }, '"type"'],
      [{ params: '__proto__=%7B%7D' }, '__proto__'],
      // Algolia's 1,000 filters are a query's, whichever parameters they come in.
      [{ numericFilters: [Array.from({ length: 600 }, (_, i) => `weight.level=${i}`)], tagFilters: [Array.from({ length: 600 }, (_, i) => `t${i}`)] }, '1200 filters in all'],
    ];
    for (const [params, name] of cases) {
      const answer = await post({ requests: [query('alpha', params)] });
      expect([JSON.stringify(params), answer.status], answer.body).toEqual([JSON.stringify(params), 400]);
      expectRefused(answer, name);
    }
  });

  it('refuses an unknown multi-query strategy, and counts distinct groups in the hits a request asks for', async () => {
    expectRefused(await post({ requests: [query('alpha')], strategy: 'bogus' }), '"strategy"');
    expect((await post({ requests: [query('alpha')], strategy: 'stopIfEnoughMatches' })).status).toBe(200);
    // hitsPerPage counts groups: distinct 4 with 1,000 a page asks for up to 4,000 hits.
    expectRefused(await post({ requests: [query('alpha', { hitsPerPage: 600, distinct: 4 })] }), 'ask for 2400 hits in all');
  });

  it('answers a parameter nested 100,000 deep with a 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expectRefused(await post(`{"requests":[{"indexName":"fixture","query":"alpha","analyticsTags":${deep}}]}`), '"analyticsTags"', 'nested');
  });

  it('answers a value nested 100,000 deep that its message quotes (index, strategy, getObjects attributes) with a 4xx naming it, not a 500', async () => {
    // These are checked before the depth of the query's parameters: the error message showed the whole
    // value through JSON.stringify, which overflowed the stack.
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const index = await post(`{"requests":[{"indexName":${deep}}]}`);
    expect(index.status, index.body).toBe(404);
    expect(JSON.parse(index.body).message).toMatch(/^Index \[{60}… does not exist$/);
    expectRefused(await post(`{"requests":[{"indexName":"fixture"}],"strategy":${deep}}`), '"strategy"', `got ${'['.repeat(60)}…`);
    const objects = `/1/indexes/*/objects?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key`;
    expectRefused(await post(`{"requests":[{"indexName":"fixture","objectID":"x","attributesToRetrieve":${deep}}]}`, objects), '"attributesToRetrieve"');
    // A shallow value is still shown as it was sent.
    expectRefused(await post({ requests: [query('alpha', { attributesToRetrieve: [1, { a: 'b' }] })] }), 'got [1,{"a":"b"}].');
  });

  it('answers bad percent-encoding in the index path with a 400', async () => {
    const answer = await post({ query: 'alpha' }, '/1/indexes/%E0%A4%A/query?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key');
    expectRefused(answer, 'index name', '%E0%A4%A');
  });

  it('answers odd bodies with a 4xx, never a 500', async () => {
    for (const body of ['{"requests":[null]}', '{"requests":[[]]}', '{"requests":"x"}', '[]', 'null', '5', '{"requests":[{"indexName":"fixture","query":"x","hitsPerPage":null}]}', '{"requests":[{"indexName":"fixture","query":"x","facetFilters":null}]}']) {
      const answer = await post(body);
      expect([body, answer.status >= 200 && answer.status < 500]).toEqual([body, true]);
    }
  });

  it('keeps the query a string when it comes in a params string', async () => {
    const answer = await post({ requests: [{ indexName: 'fixture', params: 'query=404&hitsPerPage=2' }, { indexName: 'fixture', params: 'query=%5B1%5D' }] });
    expect(answer.status, answer.body).toBe(200);
    const [first, second] = JSON.parse(answer.body).results;
    expect(first.query).toBe('404');
    expect(first.hitsPerPage).toBe(2);
    expect(second.query).toBe('[1]');
  });
});
