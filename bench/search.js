// Index time, memory and query latency of the embedded search endpoint, over HTTP against a real
// `devcenter serve`. Used by run.js; alone: `node bench/search.js --pages 5000 --rounds 3`
// (add `--answers FILE` to write every response, minus timings, to compare two versions; `--rebuild`
// to write and build the generated site again).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Index time, memory and query latency (p50/p95, over HTTP) of the embedded search endpoint. */
export async function measureSearch(site, dir, { answers } = {}) {
  const { url, indexMs, records, server } = await serveSite(site, dir);
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  const appId = /"appId": "([^"]+)"/.exec(config)[1];
  const apiKey = /"apiKey": "([^"]+)"/.exec(config)[1];
  const indexName = /"indexName": "([^"]+)"/.exec(config)[1];
  const times = [];
  const bodies = [];
  for (const [i, query] of benchmarkQueries(200).entries()) {
    const started = performance.now();
    const response = await fetch(`${url}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ indexName, ...benchmarkRequest(query, i) }] }),
    });
    const body = await response.json();
    times.push(performance.now() - started);
    if (answers) bodies.push(body.results.map(({ processingTimeMS, queryID, ...rest }) => rest));
  }
  const rssMb = Number(spawnSync('ps', ['-o', 'rss=', '-p', String(server.pid)], { encoding: 'utf8' }).stdout.trim()) / 1024;
  server.kill();
  if (answers) writeFileSync(answers, JSON.stringify(bodies, null, 1));
  times.sort((a, b) => a - b);
  return { records, indexMs, rssMb: Math.round(rssMb), p50Ms: Number(times[99].toFixed(1)), p95Ms: Number(times[189].toFixed(1)) };
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
