// The search modal in Chromium against `devcenter serve`: the bytes of the modal's chunks (with the
// search client) and the time from a keystroke to painted results, median over distinct queries.
// Alone: `node bench/search-ui.js [root]` (after `npm run prepare`); run.js reports it too.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { timeModalQuery } from './modal-timing.js';
import { CHROMIUM_ARGS, startDevcenter } from './serve.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Distinct queries, so every one is a new request (the client caches answers it has seen). */
const QUERIES = ['checkout', 'refund', 'shopify', 'sandbox', 'webhook', 'magento', 'order', 'invoice', 'prequal', 'api key', 'bigcommerce', 'status', 'woocommerce', 'cancel', 'plugin install', 'errors', 'callback', 'amount', 'merchant', 'signature', 'capture', 'test card', 'banner', 'fulfill', 'idempotency'];

export const SEARCH_UI_BUDGET = { chunkGzip: 25 * 1024, keystrokeMs: 50 };

export async function measureSearchUi(site, dir) {
  if (!existsSync('/usr/bin/chromium')) return null;
  const { chromium } = await import('playwright-core');
  const { url, child: server } = await startDevcenter(['serve', site, '--out', dir, '--port', '0']);
  try {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // search-insights comes from jsDelivr and sends click events to Algolia: neither is reachable here,
    // so the CDN is answered with the npm package's file (what jsDelivr serves), with CORS as it does.
    const insights = createRequire(import.meta.url).resolve('search-insights/package.json');
    const cdnUrl = `https://cdn.jsdelivr.net/npm/search-insights@${JSON.parse(readFileSync(insights, 'utf8')).version}/dist/search-insights.min.js`;
    const cdnBody = readFileSync(path.join(path.dirname(insights), 'dist/search-insights.min.js'));
    await context.route(cdnUrl, (route) => route.fulfill({ status: 200, headers: { 'content-type': 'application/javascript', 'access-control-allow-origin': '*' }, body: cdnBody }));
    await context.route('https://insights.algolia.io/**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":200}' }));
    const page = await context.newPage();
    await page.goto(`${url}/docs/getstarted`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // What opening the modal downloads: every script fetched from the first hover on.
    const chunks = [];
    page.on('request', (r) => r.resourceType() === 'script' && r.url().startsWith(url) && chunks.push(new URL(r.url()).pathname));
    await page.getByRole('button', { name: /^Search \(/ }).hover();
    await page.getByRole('button', { name: /^Search \(/ }).click();
    await page.waitForSelector('.DocSearch-Input');
    await page.waitForLoadState('networkidle');
    const chunkGzip = chunks.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length, 0);
    // Warm up the connection and the engine once.
    await page.locator('.DocSearch-Input').fill('warm');
    await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults');
    const times = [];
    for (const query of QUERIES) {
      const ms = await timeModalQuery(page, query);
      if (ms === null) throw new Error(`the modal never showed the answer to "${query}"`);
      times.push(ms);
    }
    await browser.close();
    const sorted = [...times].sort((a, b) => a - b);
    return {
      chunkFiles: chunks.length,
      chunkGzip,
      queries: times.length,
      medianMs: Number(sorted[Math.floor(sorted.length / 2)].toFixed(1)),
      maxMs: Number(sorted.at(-1).toFixed(1)),
    };
  } finally {
    server.kill();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? repo);
  const out = path.join(os.tmpdir(), `devcenter-bench-search-ui-${process.pid}`);
  const build = spawnSync(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), 'build', root, '--out', out], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(build.stderr);
  const result = await measureSearchUi(root, out);
  rmSync(out, { recursive: true, force: true });
  console.log(JSON.stringify({ ...result, budget: SEARCH_UI_BUDGET }, null, 2));
}
