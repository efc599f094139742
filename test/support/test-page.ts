// A test page of ours that runs one of Algolia's front-end libraries in Chromium: its source (under
// test/support/pages/) bundled with esbuild at test time, and served by a tiny server of its own, on
// another port than the search endpoint, so the library's requests are cross-origin as on a real site.
import { createServer } from 'node:http';
import { readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT, TMP } from './cli.ts';

const PAGES = path.join(REPO_ROOT, 'test', 'support', 'pages');

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * Bundles test/support/pages/<name>.ts (and the CSS it imports) into test/.tmp/pages/<name>/ beside
 * an index.html that loads it; returns that folder.
 */
export async function bundleTestPage(name: string): Promise<string> {
  const out = path.join(TMP, 'pages', name);
  await build({
    entryPoints: { page: path.join(PAGES, `${name}.ts`) },
    outdir: out,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: false,
    logLevel: 'silent',
    // Libraries read process.env.NODE_ENV to pick their production code, as a site's bundler sets it.
    define: { 'process.env.NODE_ENV': '"production"' },
    write: true,
  });
  const css = await readFile(path.join(out, 'page.css'), 'utf8').then(
    () => '<link rel="stylesheet" href="./page.css">',
    () => '',
  );
  // An inline icon: Chromium would otherwise ask for /favicon.ico and log the 404 as a console error.
  await writeFile(path.join(out, 'index.html'), `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${name}</title>${css}</head>\n<body><main id="app"></main><script type="module" src="./page.js"></script></body></html>\n`);
  return out;
}

/** Serves the files of `dir` (no subfolders) on 127.0.0.1, a free port. */
export async function servePage(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer(async (req, res) => {
    const name = path.basename(new URL(req.url ?? '/', 'http://x').pathname) || 'index.html';
    try {
      const body = await readFile(path.join(dir, name));
      res.writeHead(200, { 'content-type': TYPES[path.extname(name)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
