// `npm run bench`: builds the site in fresh processes and reports build time, peak memory and the
// bytes a docs page ships, against the foundation budgets. A benchmark, not a test: it never fails CI.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeCorpus } from './corpus.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = path.resolve(option('--root', repo));
const docsPage = option('--page', '/docs/plugin/checkout');
const runs = Number(option('--runs', '5'));
const out = path.join(os.tmpdir(), `devcenter-bench-${process.pid}`);

const checkPages = Number(option('--check-pages', '1000'));
const BUDGET = { buildMs: 1500, jsGzip: 80 * 1024, cssGzip: 15 * 1024, checkMs: 2000 };

/** One cold build in a fresh Node process; returns wall time and the child's peak RSS. */
function coldBuild() {
  rmSync(out, { recursive: true, force: true });
  const script = `
    process.env.NODE_ENV ??= 'production';
    const { main } = await import(${JSON.stringify(path.join(repo, 'dist', 'cli.js'))});
    const start = performance.now();
    const code = await main(['node', 'devcenter', 'build', ${JSON.stringify(root)}, '--out', ${JSON.stringify(out)}]);
    console.error(JSON.stringify({ code, ms: performance.now() - start, maxRssKb: process.resourceUsage().maxRSS }));`;
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const wallMs = performance.now() - started;
  const report = JSON.parse(child.stderr.trim().split('\n').pop());
  if (report.code !== 0) throw new Error(`build failed:\n${child.stderr}`);
  return { wallMs, buildMs: report.ms, maxRssMb: report.maxRssKb / 1024 };
}

function size(buffer) {
  return { raw: buffer.length, gzip: gzipSync(buffer, { level: 9 }).length };
}

/** What a first visit to one docs page downloads: HTML (page data inside), CSS, and every JS module it loads. */
function pageWeight(route) {
  const html = readFileSync(path.join(out, route.slice(1), 'index.html'));
  const text = html.toString();
  const css = [...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(path.join(out, m[1])));
  const seen = new Set();
  const queue = [...text.matchAll(/<script type="module" src="([^"]+)"/g), ...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  const js = [];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(out, url));
    js.push(code);
    // Static imports only: dynamic import() chunks load on use (search modal and the like).
    for (const m of code.toString().matchAll(/(?:^|[;}\s])import\s*(?:[\w{},*\s$]+from\s*)?["']\.\/([^"']+)["']/g)) queue.push(path.posix.join(path.posix.dirname(url), m[1]));
  }
  const sum = (list) => list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  return { html: size(html), css: sum(css.map(size)), js: sum(js.map(size)), jsFiles: js.length };
}

/** `devcenter check` in a fresh process; `cold` first deletes the parse cache. */
function timedCheck(site, cold) {
  if (cold) rmSync(path.join(site, '.devcenter-cache'), { recursive: true, force: true });
  const started = performance.now();
  const child = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'check', site], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  if (child.status !== 0) throw new Error(`check failed:\n${child.stderr}`);
  return performance.now() - started;
}

const builds = [];
for (let i = 0; i < runs; i++) builds.push(coldBuild());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const weight = pageWeight(docsPage);
const corpus = path.join(repo, 'bench', '.corpus', String(checkPages));
writeCorpus(corpus, checkPages);
const checkCold = Array.from({ length: 3 }, () => timedCheck(corpus, true));
const checkWarm = Array.from({ length: 3 }, () => timedCheck(corpus, false));
const result = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  root,
  runs,
  build: {
    wallMsMedian: Math.round(median(builds.map((b) => b.wallMs))),
    buildMsMedian: Math.round(median(builds.map((b) => b.buildMs))),
    peakRssMbMax: Math.round(Math.max(...builds.map((b) => b.maxRssMb))),
  },
  page: { route: docsPage, ...weight },
  check: { pages: checkPages, coldMsMedian: Math.round(median(checkCold)), warmMsMedian: Math.round(median(checkWarm)) },
};
rmSync(out, { recursive: true, force: true });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const check = (value, budget) => (value <= budget ? 'ok' : 'OVER');
console.log(`devcenter bench — ${root} (${runs} cold builds, ${result.cpus} cores, Node ${process.version})`);
console.log('');
console.log(`| measure | value | budget | |`);
console.log(`| --- | --- | --- | --- |`);
console.log(`| cold build, wall (process start to exit), median | ${result.build.wallMsMedian} ms | ${BUDGET.buildMs} ms | ${check(result.build.wallMsMedian, BUDGET.buildMs)} |`);
console.log(`| build inside the process, median | ${result.build.buildMsMedian} ms | | |`);
console.log(`| peak RSS | ${result.build.peakRssMbMax} MB | | |`);
console.log(`| ${docsPage} HTML (page data inside) | ${kb(weight.html.raw)} raw, ${kb(weight.html.gzip)} gzip | | |`);
console.log(`| ${docsPage} JS (${weight.jsFiles} files) | ${kb(weight.js.raw)} raw, ${kb(weight.js.gzip)} gzip | ${kb(BUDGET.jsGzip)} gzip | ${check(weight.js.gzip, BUDGET.jsGzip)} |`);
console.log(`| ${docsPage} CSS | ${kb(weight.css.raw)} raw, ${kb(weight.css.gzip)} gzip | ${kb(BUDGET.cssGzip)} gzip | ${check(weight.css.gzip, BUDGET.cssGzip)} |`);
console.log(`| devcenter check, ${checkPages} generated pages, cold (no cache), median | ${result.check.coldMsMedian} ms | ${BUDGET.checkMs} ms | ${check(result.check.coldMsMedian, BUDGET.checkMs)} |`);
console.log(`| devcenter check, ${checkPages} generated pages, warm (unchanged files cached), median | ${result.check.warmMsMedian} ms | ${BUDGET.checkMs} ms | ${check(result.check.warmMsMedian, BUDGET.checkMs)} |`);
mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true });
const file = path.join(repo, 'bench', 'results', `${result.date.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(result, null, 2));
console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
