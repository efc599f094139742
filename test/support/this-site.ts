// The Developer Center built once into test/.tmp, served by a real `devcenter serve`, with Chromium.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser } from './browser.ts';
import { REPO_ROOT, runCli, startServe, TMP } from './cli.ts';

export interface ServedSite {
  browser: Browser;
  server: Awaited<ReturnType<typeof startServe>>;
  base: string;
  stop: () => Promise<void>;
}

/** Builds this repository's site into test/.tmp/<name>, then serves it and launches Chromium. */
export async function serveThisSite(name: string): Promise<ServedSite> {
  const out = path.join(TMP, name);
  expect((await runCli(['build', REPO_ROOT, '--out', out])).code).toBe(0);
  const [server, browser] = await Promise.all([startServe([REPO_ROOT, '--out', out, '--port', '0']), launchBrowser()]);
  return {
    browser,
    server,
    base: server.url,
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}
