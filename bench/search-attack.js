// How ordinary readers fare while someone attacks the embedded search endpoint (issue #14, point 9):
// p50/p95 of a page GET and a normal search, idle, then while attack requests run in parallel from a
// worker thread. Attacks: the 300-query x hitsPerPage 1000 body and the 100,000-character query
// (refused by the limits), and, for information, the heaviest request the limits still accept and 50
// queries of the longest word a 512-byte query normalizes to (U+FDFA). The refused attack is also aimed at a do-nothing server in another process: on a machine of two cores,
// that figure is what the attacker's own load costs the readers.
// Target: p95 under attack within 2x of idle. Used by run.js; alone:
// `node bench/search-attack.js --pages 1000` (the built site is shared with bench/search.js).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { benchmarkQueries, writeCorpus } from './corpus.js';
import { serveSite } from './search.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Parallel attack connections (`--attackers N`): each sends its next request as soon as the last is answered. */
const DEFAULT_ATTACKERS = 2;
/** Rounds of idle and attacked phases (`--rounds N`). */
const DEFAULT_ROUNDS = 3;
/** Ordinary requests measured per phase (half page GETs, half searches). */
const SAMPLES = 300;
const FACET_FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

function credentials(site) {
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8');
  const field = (name) => new RegExp(`"${name}": "([^"]+)"`).exec(config)[1];
  return { appId: field('appId'), apiKey: field('apiKey'), indexName: field('indexName') };
}

/** The attack bodies, by name. */
function attackBodies(indexName) {
  const words = 'merchant customer checkout financing application payment approval decision'.split(' ');
  const heaviestQuery = Array.from({ length: 32 }, (_, i) => words[i % words.length]).join(' ').slice(0, 511);
  return {
    '300 queries x hitsPerPage 1000': JSON.stringify({ requests: Array.from({ length: 300 }, () => ({ indexName, query: '', hitsPerPage: 1000 })) }),
    '100,000-character query': JSON.stringify({ requests: [{ indexName, query: 'a'.repeat(100_000) }] }),
    'heaviest accepted: 50 queries of 32 words': JSON.stringify({ requests: Array.from({ length: 50 }, () => ({ indexName, query: heaviestQuery, hitsPerPage: 40 })) }),
    'heaviest accepted: 2 x hitsPerPage 1000': JSON.stringify({ requests: Array.from({ length: 2 }, () => ({ indexName, query: '', hitsPerPage: 1000 })) }),
    // NFKD makes U+FDFA (3 bytes) 18 letters: each query one word of 3,060 letters, each its own (a
    // word's terms are remembered). Its typos are looked for in one step no checkpoint of the budget is in.
    'longest words: 50 queries of a 3,060-letter word': JSON.stringify({ requests: Array.from({ length: 50 }, (_, i) => ({ indexName, query: `${'\uFDFA'.repeat(169)}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}` })) }),
  };
}

/** One request over a kept-alive connection; resolves with status and body size once it is read. */
function send(agent, url, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, bytes }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Worker: sends the chosen attack bodies in a loop on `attackers` connections until told to stop. */
async function attack({ url, bodies, attackers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: attackers });
  let running = true;
  parentPort.on('message', () => (running = false));
  const tally = { requests: 0, bytes: 0, statuses: {} };
  await Promise.all(
    Array.from({ length: attackers }, async (_, i) => {
      for (let n = i; running; n++) {
        const { status, bytes } = await send(agent, url, { method: 'POST', body: bodies[n % bodies.length] });
        tally.requests++;
        tally.bytes += bytes;
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      }
    }),
  );
  parentPort.postMessage(tally);
}

/** p50 and p95 of ordinary requests: a page GET and a normal DocSearch query, alternating. */
async function ordinaryLatency(base, searchUrl, route, indexName) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const queries = benchmarkQueries(SAMPLES / 2);
  const times = [];
  for (let i = 0; i < SAMPLES; i++) {
    const search = i % 2 === 1;
    const body = search
      ? JSON.stringify({ requests: [{ indexName, query: queries[(i - 1) / 2], hitsPerPage: 20, attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>', facetFilters: FACET_FILTERS }] })
      : undefined;
    const started = performance.now();
    const { status } = await send(agent, search ? searchUrl : base + route, { method: search ? 'POST' : 'GET', body });
    if (status !== 200) throw new Error(`an ordinary request got ${status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  times.sort((a, b) => a - b);
  const at = (p) => Number(times[Math.floor(p * (times.length - 1))].toFixed(1));
  return { p50Ms: at(0.5), p95Ms: at(0.95) };
}

async function underAttack(measure, url, bodies, attackers) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { url, bodies, attackers } });
  // Let the attack reach full speed first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const latency = await measure();
  const tally = new Promise((resolve) => worker.once('message', resolve));
  worker.postMessage('stop');
  const attack = await tally;
  await worker.terminate();
  return { ...latency, attack };
}

/**
 * A server in another process that answers every request with a 400 at once: the same attack aimed at
 * it shows what sharing the machine's cores with the attacker costs, apart from the endpoint's work.
 */
async function startDecoy() {
  const code = `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => r.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"no","status":400}')); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const decoy = spawn(process.execPath, ['-e', code]);
  const port = await new Promise((resolve) => decoy.stdout.once('data', (d) => resolve(String(d).trim())));
  return { url: `http://127.0.0.1:${port}/1/indexes/*/queries`, stop: () => decoy.kill() };
}

/** The round whose p95 is the median of the rounds' (what the machine's other load moved least). */
function medianRound(rounds) {
  return [...rounds].sort((a, b) => a.p95Ms - b.p95Ms)[Math.floor(rounds.length / 2)];
}

/**
 * Idle, then under each attack: ordinary requests' p50/p95, and what the attack requests got. Idle and
 * attacked phases alternate for `rounds` rounds and the median of each is kept, so that a burst of other
 * work on a shared machine does not land on one side only.
 */
export async function measureSearchAttack(site, dir, route, { attackers = DEFAULT_ATTACKERS, rounds = DEFAULT_ROUNDS } = {}) {
  const { url, server } = await serveSite(site, dir);
  const decoy = await startDecoy();
  try {
    const { appId, apiKey, indexName } = credentials(site);
    const searchUrl = `${url}/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${apiKey}`;
    const measure = () => ordinaryLatency(url, searchUrl, route, indexName);
    await measure(); // warm-up: the first requests pay for compiling the server's code
    const bodies = attackBodies(indexName);
    const refusedBodies = [bodies['300 queries x hitsPerPage 1000'], bodies['100,000-character query']];
    const heaviestBodies = [bodies['heaviest accepted: 50 queries of 32 words'], bodies['heaviest accepted: 2 x hitsPerPage 1000']];
    const longWordBodies = [bodies['longest words: 50 queries of a 3,060-letter word']];
    const phases = { idle: [], refused: [], sameAttackElsewhere: [], heaviest: [], longestWords: [] };
    for (let round = 0; round < rounds; round++) {
      phases.idle.push(await measure());
      phases.refused.push(await underAttack(measure, searchUrl, refusedBodies, attackers));
      phases.sameAttackElsewhere.push(await underAttack(measure, decoy.url, refusedBodies, attackers));
      phases.heaviest.push(await underAttack(measure, searchUrl, heaviestBodies, attackers));
      phases.longestWords.push(await underAttack(measure, searchUrl, longWordBodies, attackers));
    }
    const figures = Object.fromEntries(Object.entries(phases).map(([name, list]) => [name, medianRound(list)]));
    return { attackers, rounds, ...figures, ratio: Number((figures.refused.p95Ms / figures.idle.p95Ms).toFixed(2)) };
  } finally {
    decoy.stop();
    server.kill();
  }
}

if (!isMainThread) {
  await attack(workerData);
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const pages = Number(option('--pages', '1000'));
  const site = path.join(repo, 'bench', '.corpus', String(pages));
  const out = path.join(os.tmpdir(), `devcenter-bench-search-${pages}`);
  const ids = writeCorpus(site, pages);
  if (args.includes('--rebuild') || !existsSync(path.join(out, 'search-records.json'))) {
    rmSync(out, { recursive: true, force: true });
    const built = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'build', site, '--out', out], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  }
  const attackers = Number(option('--attackers', String(DEFAULT_ATTACKERS)));
  const rounds = Number(option('--rounds', String(DEFAULT_ROUNDS)));
  const figures = await measureSearchAttack(site, out, `/docs/${ids[Math.floor(ids.length / 2)]}`, { attackers, rounds });
  console.log(JSON.stringify({ pages, ...figures }, null, 1));
}
