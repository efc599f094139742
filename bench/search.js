// Index time, memory and query latency of the embedded search endpoint, over HTTP against a real
// `devcenter serve`. Used by run.js; alone: `node bench/search.js --pages 5000 --rounds 3`
// (add `--answers FILE` to write every response, minus timings, to compare two versions; `--rebuild`
// to write and build the generated site again).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liteClient } from 'algoliasearch/lite';
import { benchmarkQueries, writeCorpus } from './corpus.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Starts `devcenter serve` and resolves with its address, the index time it reports, and its RSS. */
export async function serveSite(site, dir) {
  const server = spawn(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'serve', site, '--out', dir, '--port', '0']);
  let text = '';
  const url = await new Promise((resolve, reject) => {
    server.stdout.on('data', (d) => {
      text += d;
      const m = /at (http:\/\/[^\s/]+)\//.exec(text);
      if (m) resolve(m[1]);
    });
    server.on('exit', () => reject(new Error(text)));
  });
  const indexMs = Number(/indexed in (\d+) ms/.exec(text)?.[1] ?? NaN);
  const records = Number(/(\d+) records indexed/.exec(text)?.[1] ?? NaN);
  return { url, indexMs, records, server };
}

/**
 * The request of the i-th benchmark query: the DocSearch modal's, and in the mix what other front ends
 * send: facet counts, a filters string, numeric filters, a facet-value search (type facet), and a
 * natural question with a word no page has (every word then made optional: removeWordsIfNoResults).
 */
export function benchmarkRequest(query, i) {
  const docsearch = { query, hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', clickAnalytics: true, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] };
  switch (i % 10) {
    case 1:
    case 6:
      return { ...docsearch, facets: ['hierarchy.lvl0', 'type', 'docusaurus_tag'], maxValuesPerFacet: 20 };
    case 2:
      return { ...docsearch, filters: '(type:content OR type:lvl2) AND NOT hierarchy.lvl0:Documentation' };
    case 3:
      return { ...docsearch, numericFilters: ['weight.level>=50'] };
    case 4:
      return { type: 'facet', facet: 'hierarchy.lvl0', query, facetQuery: query.slice(0, 2) };
    case 9:
      return { ...docsearch, query: `how do I ${query} without zqxjv` };
    default:
      return docsearch;
  }
}

const SETTLE_MS = 1000;
const CLIENT_WARM_UP_REQUESTS = 10;

/** Index time, memory and query latency (p50/p95, over HTTP) of the embedded search endpoint. */
export async function measureSearch(site, dir, { answers } = {}) {
  const { url, indexMs, records, server } = await serveSite(site, dir);
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  const appId = /"appId": "([^"]+)"/.exec(config)[1];
  const apiKey = /"apiKey": "([^"]+)"/.exec(config)[1];
  const indexName = /"indexName": "([^"]+)"/.exec(config)[1];
  // Algolia's own client, as a Node back end or the relevance test calls the endpoint (its Node build
  // sends with node:http and keeps the connection open). Node's fetch cost the measuring side 1.3-1.6 ms
  // a request and 3.2-3.6 ms at p95 against a server that does nothing, a third of the budget measured.
  const client = liteClient(appId, apiKey, { hosts: [{ url: new URL(url).host, accept: 'read', protocol: 'http' }] });
  const times = [];
  const replies = [];
  const bodies = [];
  // Steady state, as readers meet it: the server's first second after it starts listening is spent on
  // background work of its start (V8 sweeping and optimizing over the new index, on two cores). It is
  // given that second; the client's connection is opened with a few searches for a word no page has.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  for (let i = 0; i < CLIENT_WARM_UP_REQUESTS; i++) await client.search({ requests: [{ indexName, query: 'zqxjvk' }] });
  for (const [i, query] of benchmarkQueries(200).entries()) {
    const started = performance.now();
    const { results } = await client.search({ requests: [{ indexName, ...benchmarkRequest(query, i) }] });
    times.push(performance.now() - started);
    replies.push(JSON.stringify({ results }));
    if (answers) bodies.push(results.map(({ processingTimeMS, queryID, ...rest }) => rest));
  }
  const rssMb = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).stdout.trim()) / 1024;
  server.kill();
  if (answers) writeFileSync(answers, JSON.stringify(bodies, null, 1));
  return { records, indexMs, rssMb: Math.round(rssMb), ...percentiles(times), clientFloorP95Ms: (await clientFloor(replies, appId, apiKey, indexName)).p95Ms };
}

const percentiles = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: Number(sorted[Math.floor(sorted.length / 2) - 1].toFixed(1)), p95Ms: Number(sorted[Math.floor(sorted.length * 0.95) - 1].toFixed(1)) };
};

/**
 * What the measuring side costs: the same client sends the same requests to a server that only
 * replays the endpoint's answers (the same bytes, in the same order). The endpoint's p95 holds this.
 */
async function clientFloor(replies, appId, apiKey, indexName) {
  let next = 0;
  const decoy = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' }).end(replies[next++ % replies.length]));
  });
  await new Promise((resolve) => decoy.listen(0, '127.0.0.1', resolve));
  const client = liteClient(appId, apiKey, { hosts: [{ url: `127.0.0.1:${decoy.address().port}`, accept: 'read', protocol: 'http' }] });
  for (let i = 0; i < CLIENT_WARM_UP_REQUESTS; i++) await client.search({ requests: [{ indexName, query: 'zqxjvk' }] });
  next = 0;
  const times = [];
  for (const [i, query] of benchmarkQueries(replies.length).entries()) {
    const started = performance.now();
    await client.search({ requests: [{ indexName, ...benchmarkRequest(query, i) }] });
    times.push(performance.now() - started);
  }
  decoy.close();
  return percentiles(times);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const pages = Number(option('--pages', '5000'));
  const rounds = Number(option('--rounds', '3'));
  const site = path.join(repo, 'bench', '.corpus', String(pages));
  const out = path.join(os.tmpdir(), `devcenter-bench-search-${pages}`);
  // The built site is kept between runs: only the search index changes with the engine.
  if (args.includes('--rebuild') || !existsSync(path.join(out, 'search-records.json'))) {
    writeCorpus(site, pages);
    rmSync(out, { recursive: true, force: true });
    const built = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'build', site, '--out', out], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  }
  // How busy all CPUs were during a round (this bench alone keeps two cores ~65% busy): on a shared
  // machine, a round with more is measuring someone else's load too.
  const cpuTimes = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + fields[4], total: fields.reduce((a, b) => a + b, 0) };
  };
  for (let round = 0; round < rounds; round++) {
    const before = existsSync('/proc/stat') ? cpuTimes() : null;
    const figures = await measureSearch(site, out, { answers: round === 0 ? option('--answers', undefined) : undefined });
    const after = before && cpuTimes();
    const machineBusyPercent = before && after ? Math.round(100 * (1 - (after.idle - before.idle) / (after.total - before.total))) : undefined;
    console.log(JSON.stringify({ ...figures, machineBusyPercent }));
  }
}
