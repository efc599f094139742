// `devcenter dev` on a temporary copy of the basic fixture: Chromium watches while files change on
// disk. Edits show in place, mistakes show an overlay until fixed, pages come and go, and the server
// refuses foreign Host headers, foreign origins and paths outside what it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { open as fsOpen, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { BIN, fixtureCopy, REPO_ROOT } from '../support/cli.ts';

let browser: Browser;
let site: string;
let dev: ChildProcess;
let base: string;
let output = '';

/** Starts `devcenter dev` on `dir`; resolves with its address once it says it is ready. */
function startDev(dir: string, onOutput: (text: string) => void): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(process.execPath, [BIN, 'dev', dir, '--port', '0'], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let seen = '';
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`devcenter dev did not start:\n${seen}`)), 20_000);
    const take = (d: unknown) => {
      // SHOW_DEV=1 (with DEVCENTER_DEV_DEBUG=1 for its request and watch log) prints the server's output.
      if (process.env.SHOW_DEV) process.stderr.write(String(d));
      seen += d;
      onOutput(String(d));
      const match = /at (http:\/\/[^\s/]+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.on('exit', (code) => reject(new Error(`devcenter dev exited with ${code}:\n${seen}`)));
  });
  return { child, ready };
}

async function stopDev(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  site = await fixtureCopy('basic', `dev-site-${process.pid}`);
  const started = startDev(site, (text) => (output += text));
  dev = started.child;
  [base, browser] = await Promise.all([started.ready, launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  if (dev) await stopDev(dev);
});

const file = (relative: string) => path.join(site, relative);

async function edit(relative: string, change: (text: string) => string): Promise<void> {
  await writeFile(file(relative), change(await readFile(file(relative), 'utf8')));
}

async function open(route: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base + route);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => ((window as unknown as { __kept: number }).__kept = 1));
  // The live-reload stream is open.
  await page.waitForSelector('html[data-devcenter-dev="connected"]');
  return page;
}

/** The overlay's text once it shows `text`. waitForFunction keeps polling across the reloads a change can cause. */
async function overlayShowing(page: Page, text: string): Promise<string> {
  const handle = await page.waitForFunction(
    (t) => {
      const overlay = document.querySelector('[role="alertdialog"][aria-label="Build problems"]');
      return overlay?.textContent?.includes(t) ? overlay.textContent : null;
    },
    text,
    { timeout: 10_000 },
  );
  return (await handle.jsonValue()) as string;
}

async function noOverlay(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[role="alertdialog"]'), null, { timeout: 10_000 });
}

/** Closing a page that a live reload is navigating can stall in Chromium: give it a few seconds, then
 * leave it to browser.close() at the end. */
async function close(page: Page): Promise<void> {
  await Promise.race([page.context().close(), new Promise((resolve) => setTimeout(resolve, 3000))]);
}

const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept ?? 0);

/** Raw HTTP, so the Host and Origin headers can be anything. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: pathname, headers: { host: url.host, ...headers } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      // The event stream never ends by itself.
      if (res.headers['content-type']?.startsWith('text/event-stream')) {
        resolve({ status: res.statusCode!, body: '' });
        req.destroy();
      }
    });
    req.on('error', reject);
    req.end();
  });
}

describe('devcenter dev', () => {
  it('updates the open page in place when its file is saved, keeping the scroll position', async () => {
    const page = await open('/docs/start');
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.evaluate(() => window.scrollTo(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await edit('content/docs/start.mdx', (text) => text.replace('Welcome to', 'Hello and welcome to'));
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Hello and welcome to'));
    expect(await kept(page)).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await close(page);
  });

  it('adds a heading to the table of contents without a reload', async () => {
    const page = await open('/docs/guides/first');
    await edit('content/docs/guides/first.mdx', (text) => `${text}\n## Brand new section\n\nText.\n`);
    await page.waitForFunction(() => [...document.querySelectorAll('.toc a')].some((a) => a.textContent === 'Brand new section'));
    expect(await kept(page)).toBe(1);
    await close(page);
  });

  it('does not reload for a save caught half-written (emptied first, then written)', async () => {
    const page = await open('/docs/guides/second');
    const original = await readFile(file('content/docs/guides/second.mdx'), 'utf8');
    // What editors that save in place do: truncate, then write. The empty file in between has no
    // title and would reshape the sidebar if it were taken for the save.
    const handle = await fsOpen(file('content/docs/guides/second.mdx'), 'w');
    await new Promise((resolve) => setTimeout(resolve, 15));
    await handle.writeFile(`${original}\nA sentence written in place.\n`);
    await handle.close();
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('A sentence written in place.'));
    expect(await kept(page)).toBe(1);
    await close(page);
  });

  it('shows a broken file in an overlay with file:line:col and a code frame, here and in the terminal, until it is fixed', async () => {
    const page = await open('/docs/other');
    const original = await readFile(file('content/docs/other.mdx'), 'utf8');
    const before = output.length;
    await writeFile(file('content/docs/other.mdx'), `${original}\n<Card title="x">\n\nNever closed.\n`);
    const text = await overlayShowing(page, 'Could not parse MDX');
    expect(text).toMatch(/content\/docs\/other\.mdx:\d+:\d+/);
    expect(await page.getByRole('alertdialog', { name: 'Build problems' }).count()).toBe(1);
    await expect.poll(() => output.slice(before)).toMatch(/content\/docs\/other\.mdx:\d+:\d+/);
    await writeFile(file('content/docs/other.mdx'), original);
    await noOverlay(page);
    expect(dev.exitCode).toBe(null);
    await close(page);
  });

  it('shows a broken link in the overlay, and clears it when the link is fixed', async () => {
    const page = await open('/docs/start');
    await edit('content/docs/guides/second.mdx', (text) => `${text}\nSee [the missing page](/docs/does-not-exist).\n`);
    expect(await overlayShowing(page, '/docs/does-not-exist')).toMatch(/content\/docs\/guides\/second\.mdx:\d+:\d+/);
    await edit('content/docs/guides/second.mdx', (text) => text.replace('/docs/does-not-exist', '/docs/start'));
    await noOverlay(page);
    await close(page);
  });

  it('serves a new page at once, and 404s a deleted one', async () => {
    await writeFile(file('content/docs/added.mdx'), '---\ntitle: Added page\n---\n\nFreshly written.\n');
    await expect.poll(async () => (await get('/docs/added')).body, { timeout: 5000 }).toContain('Freshly written.');
    const page = await open('/docs/added');
    expect(await page.locator('main h1').textContent()).toBe('Added page');
    await rm(file('content/docs/added.mdx'));
    await expect.poll(async () => (await get('/docs/added')).status, { timeout: 5000 }).toBe(404);
    await close(page);
  });

  it('reloads the page when site.config.ts changes, and keeps serving when it breaks', async () => {
    const page = await open('/docs/start');
    const config = await readFile(file('site.config.ts'), 'utf8');
    await writeFile(file('site.config.ts'), config.replace("title: 'Fixture Docs'", "title: 'Renamed Docs'"));
    await page.waitForFunction(() => document.title.endsWith('| Renamed Docs'), null, { timeout: 5000 });
    await writeFile(file('site.config.ts'), config.replace("title: 'Fixture Docs'", "titel: 'Fixture Docs'"));
    // waitForFunction keeps polling across the reloads a config change causes.
    await overlayShowing(page, 'site.config.ts:4:3');
    expect((await get('/docs/start')).status).toBe(200);
    await writeFile(file('site.config.ts'), config);
    await page.waitForFunction(() => document.title.endsWith('| Fixture Docs') && !document.querySelector('[role="alertdialog"]'), null, { timeout: 10_000 });
    await close(page);
  });

  it('reloads a page that missed a change while its event stream was not open yet', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The page loads, but its event stream is held back until the file has changed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let streams = 0;
    await page.route('**/_dc/events', async (route) => {
      if (streams++ === 0) await held;
      await route.continue();
    });
    await page.goto(`${base}/docs/guides/first`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await edit('content/docs/guides/first.mdx', (text) => text.replace(/\n*$/, '\n\nWritten while the page was not listening.\n'));
    await expect.poll(async () => (await get('/docs/guides/first')).body, { timeout: 5000 }).toContain('Written while the page was not listening.');
    expect(await page.locator('main').textContent()).not.toContain('Written while the page was not listening.');
    release();
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Written while the page was not listening.'), null, { timeout: 10_000 });
    await close(page);
  });

  it('takes a config saved half-written (emptied first, then written) for the save, not for a broken config', async () => {
    const page = await open('/docs/start');
    const config = await readFile(file('site.config.ts'), 'utf8');
    for (const [title, pause] of [['Emptied Docs', 15], ['Fixture Docs', 40]] as const) {
      const handle = await fsOpen(file('site.config.ts'), 'w');
      await new Promise((resolve) => setTimeout(resolve, pause));
      await handle.writeFile(config.replace("title: 'Fixture Docs'", `title: '${title}'`));
      await handle.close();
      await page.waitForFunction((t) => document.title.endsWith(`| ${t}`) && !document.querySelector('[role="alertdialog"]'), title, { timeout: 10_000 });
    }
    expect(output).not.toMatch(/must export|default export/i);
    await close(page);
  });

  it('takes in what changed while it was starting, before its watchers were ready', async () => {
    const dir = await fixtureCopy('basic', `dev-start-${process.pid}`);
    const started = startDev(dir, () => undefined);
    try {
      const address = await started.ready;
      // At once, as a script that starts the server and then writes would.
      await writeFile(path.join(dir, 'content/docs/early.mdx'), '---\ntitle: Early page\n---\n\nWritten as the server started.\n');
      const start = path.join(dir, 'content/docs/start.mdx');
      await writeFile(start, (await readFile(start, 'utf8')).replace('Welcome to', 'Early welcome to'));
      const body = async (route: string) => (await fetch(address + route)).text();
      await expect.poll(() => body('/docs/early'), { timeout: 5000 }).toContain('Written as the server started.');
      await expect.poll(() => body('/docs/start'), { timeout: 5000 }).toContain('Early welcome to');
    } finally {
      await stopDev(started.child);
    }
  });

  it('answers search queries from the embedded endpoint', async () => {
    await expect
      .poll(async () => {
        const response = await fetch(`${base}/1/indexes/*/queries?x-algolia-application-id=FIXTURE&x-algolia-api-key=fixture-key`, {
          method: 'POST',
          body: JSON.stringify({ requests: [{ indexName: 'fixture', query: 'install' }] }),
        });
        return response.ok ? ((await response.json()) as { results: { nbHits: number }[] }).results[0].nbHits : 0;
      }, { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  it('refuses other Host headers, other origins on the event stream, and every path outside what it serves', async () => {
    expect((await get('/docs/start', { host: 'evil.example' })).status).toBe(403);
    expect((await get('/docs/start', { host: 'evil.example:80' })).status).toBe(403);
    expect((await get('/_dc/events', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await get('/_dc/events')).status).toBe(200);
    for (const attempt of ['/../site.config.ts', '/%2e%2e/site.config.ts', '/%2E%2E%2Fsite.config.ts', '/..%5csite.config.ts', '/%5c..%5csite.config.ts', '/site.config.ts', '/node_modules/react/package.json', '/content/docs/start.mdx', `/${encodeURIComponent(file('site.config.ts'))}`, '//etc/passwd', '/static/../site.config.ts']) {
      const response = await get(attempt);
      expect([403, 404], attempt).toContain(response.status);
      expect(response.body, attempt).not.toContain('defineConfig');
    }
  });
});
