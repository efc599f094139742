// Launches Debian's Chromium through playwright-core with the flags this closed network needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import path from 'node:path';
import { REPO_ROOT, runCli, startServe, TMP } from './cli.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Closes a context that answers some requests itself (`context.route`): its handlers are let go
 * first. Closed while a handler was answering (the modal's click event, on the way to another page),
 * a context could hang past the test's timeout on a busy machine.
 */
export async function closeContext(context: BrowserContext): Promise<void> {
  // Closing is cleanup: what the test checks is done. The whole of it is bounded, so a stuck step
  // cannot fail the test: letting the handlers go hung as well (about one run in five on two busy
  // cores, with a page still loading the stored search that Enter opened).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stuck = new Promise<void>((resolve) => (timer = setTimeout(resolve, 15_000)));
  await Promise.race([settleAndClose(context).catch(() => undefined), stuck]);
  clearTimeout(timer);
}

async function settleAndClose(context: BrowserContext): Promise<void> {
  // Its pages settle first: closed while one was still loading the next page, a context hung.
  await Promise.all(context.pages().map((page) => page.waitForLoadState('load', { timeout: 5_000 }).catch(() => undefined)));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.close();
}

/** A built site under `devcenter serve` with a Chromium to read it, for a describe block's hooks. */
export function servedInBrowser(site: () => string) {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  return {
    start: async () => {
      [server, browser] = await Promise.all([startServe([site(), '--port', '0']), launchBrowser()]);
    },
    stop: async () => {
      await browser?.close();
      await server?.stop();
    },
    /** A new tab on `route`, once the page has hydrated; `problems` collects its uncaught errors. */
    open: async (route: string, problems: string[] = []): Promise<Page> => {
      const page = await browser.newPage();
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${server.url}${route}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      return page;
    },
  };
}

/** This repository's Developer Center, built into test/.tmp/<name> and served, with a Chromium to read it: a describe block's hooks. */
export function servedDeveloperCenter(name: string) {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServe>>;
  const out = path.join(TMP, name);
  return {
    start: async () => {
      const built = await runCli(['build', REPO_ROOT, '--out', out]);
      if (built.code !== 0) throw new Error(`the Developer Center did not build:\n${built.stderr}`);
      [server, browser] = await Promise.all([startServe([REPO_ROOT, '--out', out, '--port', '0']), launchBrowser()]);
    },
    stop: async () => {
      await browser?.close();
      await server?.stop();
    },
    get browser(): Browser {
      return browser;
    },
    get url(): string {
      return server.url;
    },
  };
}
