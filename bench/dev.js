// `devcenter dev` in Chromium on generated sites: from starting the command to the first docs page's
// h1 on screen, and from saving a page to the change on screen (median of several saves).
// Alone: `node bench/dev.js [--pages 36,1000]` (after `npm run prepare`); run.js reports it too.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './corpus.js';
import { CHROMIUM_ARGS, startDevcenter } from './serve.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const SAVES = 9;

export const DEV_BUDGET = { 36: { startMs: 1000, saveMs: 50 }, 1000: { startMs: 2000, saveMs: 100 } };

export async function measureDev(pages) {
  if (!existsSync('/usr/bin/chromium')) return null;
  const { chromium } = await import('playwright-core');
  const site = path.join(repo, 'bench', '.corpus', `dev-${pages}`);
  const ids = writeCorpus(site, pages);
  const first = ids[0];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const started = performance.now();
  const { url, child: dev } = await startDevcenter(['dev', site, '--port', '0']);
  try {
    await page.goto(`${url}/docs/${first}`, { waitUntil: 'commit' });
    await page.waitForSelector('main h1');
    const startMs = performance.now() - started;
    await page.waitForSelector('html[data-devcenter-dev="connected"]');
    // Let the background parse and link check finish, as they would while the author reads.
    await page.waitForTimeout(pages > 100 ? 4000 : 500);

    const file = path.join(site, 'content', 'docs', `${first}.md`);
    const source = existsSync(file) ? file : `${file}x`;
    const original = readFileSync(source, 'utf8');
    const saves = [];
    for (let i = 0; i < SAVES; i++) {
      const marker = `Saved edit number ${i} here.`;
      await page.evaluate((text) => {
        window.__seenAt = null;
        new MutationObserver((_, observer) => {
          if (!document.querySelector('main')?.textContent?.includes(text)) return;
          observer.disconnect();
          // On screen: the frame with the change has been produced.
          requestAnimationFrame(() => setTimeout(() => (window.__seenAt = Date.now()), 0));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }, marker);
      const savedAt = Date.now();
      writeFileSync(source, `${original}\n\n${marker}\n`);
      await page.waitForFunction(() => window.__seenAt !== null, null, { timeout: 10_000 });
      saves.push((await page.evaluate(() => window.__seenAt)) - savedAt);
      await page.waitForTimeout(150);
    }
    writeFileSync(source, original);
    const sorted = [...saves].sort((a, b) => a - b);
    return { pages, startMs: Math.round(startMs), saveMedianMs: sorted[Math.floor(sorted.length / 2)], saveMaxMs: sorted.at(-1), saves: saves.length };
  } finally {
    dev.kill();
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--pages');
  const sizes = (i >= 0 ? process.argv[i + 1] : '36,1000').split(',').map(Number);
  for (const pages of sizes) console.log(JSON.stringify({ ...(await measureDev(pages)), budget: DEV_BUDGET[pages] }));
}
