// Search on a plain static host (issue #19), side by side with Pagefind on the same built pages: a
// build's output served by a few lines of node:http (no search endpoint), read by Chromium.
// - devcenter: the search modal answers from the static index in the page. Measured: what the first
//   query downloads (index files, and the in-page engine's script), what a second, different query
//   adds, the time from each keystroke to painted results once loaded (p95), the index's size and
//   the time to write it (the build prints it).
// - Pagefind (the npm package, run on the same output): the same downloads through its JS API
//   (search, then the data of the first 5 results, as its UI shows them), each keystroke's search
//   time, its index size and its indexing time.
// Alone: `node bench/static-search.js <built output folder> [pagefind scratch folder]`; the scratch
// folder gets `npm i pagefind` once. Files compressed by their maker (the static index, Pagefind's
// pf_ files) count as sent; other files count as their gzip, as a host compresses them.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { benchmarkQueries } from './corpus.js';
import { startPlainStaticServer } from './plain-static-server.js';
import { clearModalQuery, timeModalQuery } from './modal-timing.js';
import { CHROMIUM_ARGS } from './serve.js';

export const STATIC_SEARCH_BUDGET = { firstQueryKb: 200, keystrokeP95Ms: 30, indexShare: 0.5 };

/** Bytes a reader downloads for a file: as stored when its maker compressed it, else its gzip. */
function sentBytes(out, sitePath) {
  const file = path.join(out, sitePath);
  const bytes = readFileSync(file);
  return /\.(bin|pf_\w+|pagefind)$/.test(sitePath) || /\/_dc\/search\//.test(sitePath) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
}

function folderBytes(folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { recursive: true })) {
    const file = path.join(folder, String(entry));
    const info = statSync(file);
    if (info.isFile()) total += info.size;
  }
  return total;
}

/** Sums what was fetched since `from` (an index into the server's request log), split by kind. */
function fetchedSince(host, out, from, isIndex) {
  const paths = [...new Set(host.requests.slice(from))].filter((p) => existsSync(path.join(out, p)) && statSync(path.join(out, p)).isFile());
  const index = paths.filter(isIndex).reduce((sum, p) => sum + sentBytes(out, p), 0);
  const script = paths.filter((p) => !isIndex(p) && p.endsWith('.js')).reduce((sum, p) => sum + sentBytes(out, p), 0);
  return { index, script, files: paths.length };
}

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Runs Pagefind over the output (into out/pagefind), timed. */
export function runPagefind(out, scratch) {
  if (!existsSync(path.join(scratch, 'node_modules', '.bin', 'pagefind'))) {
    mkdirSync(scratch, { recursive: true });
    execFileSync('npm', ['init', '-y'], { cwd: scratch, stdio: 'ignore' });
    execFileSync('npm', ['i', 'pagefind@1'], { cwd: scratch, stdio: 'ignore' });
  }
  rmSync(path.join(out, 'pagefind'), { recursive: true, force: true });
  const started = performance.now();
  const run = spawnSync(path.join(scratch, 'node_modules', '.bin', 'pagefind'), ['--site', out], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`pagefind failed:\n${run.stderr}`);
  const version = execFileSync(path.join(scratch, 'node_modules', '.bin', 'pagefind'), ['--version'], { encoding: 'utf8' }).trim();
  return { ms: Math.round(performance.now() - started), bytes: folderBytes(path.join(out, 'pagefind')), version };
}

export async function measureStaticSearch(out, { pagefindScratch, queries = benchmarkQueries(40), docsPage } = {}) {
  const { chromium } = await import('playwright-core');
  const host = await startPlainStaticServer(out);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const generation = JSON.parse(readFileSync(path.join(out, '_dc', 'search', 'index.json'), 'utf8')).generation;
  const result = { outputBytes: folderBytes(out), indexBytes: folderBytes(path.join(out, '_dc', 'search')) };
  try {
    // devcenter's modal.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.route('https://cdn.jsdelivr.net/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await context.route('https://insights.algolia.io/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }));
    const page = await context.newPage();
    await page.goto(`${host.url}${docsPage}`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.getByRole('button', { name: /^Search \(/ }).click();
    await page.waitForSelector('.DocSearch-Input');
    await page.waitForLoadState('networkidle');
    const isIndex = (p) => p.startsWith('/_dc/search/');
    const type = (q) => timeModalQuery(page, q);
    let mark = host.requests.length;
    const firstMs = await type(queries[0]);
    result.devcenterFirst = { ...fetchedSince(host, out, mark, isIndex), ms: Math.round(firstMs) };
    mark = host.requests.length;
    await type(queries[1]);
    result.devcenterSecond = fetchedSince(host, out, mark, isIndex);
    // Every keystroke of the other queries, as typed.
    const keystrokes = [];
    const loaded = [];
    let unanswered = 0;
    for (const query of queries.slice(2)) {
      // From an empty box, as a reader starts a new search.
      await clearModalQuery(page);
      await page.waitForTimeout(50);
      for (let i = 1; i <= query.length; i++) {
        const before = host.requests.length;
        const ms = await type(query.slice(0, i));
        if (ms === null) unanswered++;
        else (host.requests.slice(before).some(isIndex) ? keystrokes : loaded).push(ms);
      }
    }
    // Keystrokes whose answer needed no index file the page did not have: the engine and the render alone.
    result.devcenterLoadedKeystroke = loaded.length > 0 ? { count: loaded.length, medianMs: Number(percentile(loaded, 0.5).toFixed(1)), p95Ms: Number(percentile(loaded, 0.95).toFixed(1)) } : null;
    keystrokes.push(...loaded);
    result.devcenterKeystroke = { unanswered, count: keystrokes.length, medianMs: Number(percentile(keystrokes, 0.5).toFixed(1)), p95Ms: Number(percentile(keystrokes, 0.95).toFixed(1)) };
    result.devcenterAllFetched = fetchedSince(host, out, 0, isIndex).index;
    await context.close();
    result.generation = generation;

    if (pagefindScratch) {
      result.pagefind = runPagefind(out, pagefindScratch);
      const pfContext = await browser.newContext();
      const pf = await pfContext.newPage();
      // A page of no site (the plain server's 404 page): no Content-Security-Policy in the way of Pagefind's WebAssembly.
      await pf.goto(`${host.url}/__pagefind-bench`);
      await pf.evaluate(async () => {
        window.pagefind = await import('/pagefind/pagefind.js');
        await window.pagefind.init();
      });
      const search = (q) =>
        pf.evaluate(async (query) => {
          const started = performance.now();
          const found = await window.pagefind.search(query);
          await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
          return performance.now() - started;
        }, q);
      const isPagefindIndex = (p) => p.startsWith('/pagefind/') && !p.endsWith('.js');
      mark = 0;
      await search(queries[0]);
      result.pagefindFirst = fetchedSince(host, out, host.requests.indexOf('/pagefind/pagefind.js'), isPagefindIndex);
      mark = host.requests.length;
      await search(queries[1]);
      result.pagefindSecond = fetchedSince(host, out, mark, isPagefindIndex);
      const times = [];
      const pagefindLoaded = [];
      for (const query of queries.slice(2)) {
        for (let i = 1; i <= query.length; i++) {
          const before = host.requests.length;
          const ms = await search(query.slice(0, i));
          times.push(ms);
          if (!host.requests.slice(before).some(isPagefindIndex)) pagefindLoaded.push(ms);
        }
      }
      result.pagefindLoadedKeystroke = pagefindLoaded.length > 0 ? { count: pagefindLoaded.length, medianMs: Number(percentile(pagefindLoaded, 0.5).toFixed(1)), p95Ms: Number(percentile(pagefindLoaded, 0.95).toFixed(1)) } : null;
      result.pagefindKeystroke = { count: times.length, medianMs: Number(percentile(times, 0.5).toFixed(1)), p95Ms: Number(percentile(times, 0.95).toFixed(1)) };
      await pfContext.close();
    }
  } finally {
    await browser.close();
    await host.close();
  }
  return result;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.resolve(process.argv[2]);
  const scratch = process.argv[3] ? path.resolve(process.argv[3]) : undefined;
  const docsPage = process.argv[4] ?? '/docs/getstarted';
  console.log(JSON.stringify({ ...(await measureStaticSearch(out, { pagefindScratch: scratch, docsPage })), budget: STATIC_SEARCH_BUDGET }, null, 2));
}
