// `devcenter serve` over HTTP: clean URLs, redirects, 404, gzip, cache headers, and no way out of the output folder.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request, so paths like /../x reach the server exactly as written. */
function get(base: string, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('devcenter serve', () => {
  let server: Awaited<ReturnType<typeof startServe>>;

  beforeAll(async () => {
    const site = await fixtureCopy('basic', 'serve-basic');
    // A redirect to another site, as site.config.ts (and a Docusaurus config's client-redirects) may write one.
    const config = path.join(site, 'site.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("redirects: [", "redirects: [{ from: '/moved-away', to: 'https://pay.fixture.example/moved?a=1#b' }, "));
    await mkdir(path.join(site, 'static', 'assets'), { recursive: true });
    await writeFile(path.join(site, 'static', 'assets', 'logo-notes.txt'), 'A file of the site kept under /assets/.\n');
    const built = await runCli(['build', site]);
    expect(built.code).toBe(0);
    server = await startServe([site, '--port', '0']);
  });
  afterAll(() => server?.stop());

  it('binds 127.0.0.1 by default', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves a route as HTML with no-cache', async () => {
    const answer = await get(server.url, '/docs/start');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body.toString()).toContain('<title>Start here | Fixture Docs</title>');
  });

  it('redirects .html, /index.html and trailing-slash forms to the clean address', async () => {
    for (const [from, to] of [
      ['/docs/start.html', '/docs/start'],
      ['/docs/start/index.html', '/docs/start'],
      ['/docs/start/', '/docs/start'],
      ['/index.html', '/'],
      ['/docs/start.html?x=1', '/docs/start?x=1'],
    ]) {
      const answer = await get(server.url, from);
      expect([from, answer.status, answer.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('redirects the docs root and configured aliases', async () => {
    expect((await get(server.url, '/docs')).headers.location).toBe('/docs/start');
    expect((await get(server.url, '/docs/old-start')).headers.location).toBe('/docs/start');
  });

  it('redirects to the other site a redirect of the config leads to (once the path /https:/… of this one, a 404)', async () => {
    const answer = await get(server.url, '/moved-away?x=1');
    expect([answer.status, answer.headers.location]).toEqual([301, 'https://pay.fixture.example/moved?a=1#b']);
  });

  it('answers unknown paths with status 404 and the not-found page', async () => {
    const answer = await get(server.url, '/docs/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain('<h1>Page Not Found</h1>');
  });

  it('compresses text with gzip and caches hashed assets for a year', async () => {
    const html = await get(server.url, '/docs/start');
    const script = /<script type="module" src="([^"]+)"/.exec(html.body.toString())?.[1] ?? '';
    const answer = await get(server.url, script, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body).toString()).toContain('hydrateRoot');
    // A file of the site's static/assets/ keeps its name: it may change under it, so it is revalidated.
    const own = await get(server.url, '/assets/logo-notes.txt');
    expect([own.status, own.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it("sends Brotli to a client that takes it, as browsers do, gzip to one that takes only gzip, and each the same bytes", async () => {
    const html = await get(server.url, '/docs/start');
    const script = /<script type="module" src="([^"]+)"/.exec(html.body.toString())?.[1] ?? '';
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html.body.toString())?.[1] ?? '';
    // What Chromium sends, to http://127.0.0.1 too.
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const file of [script, stylesheet, '/docs/start']) {
      const plain = await get(server.url, file);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Requests arriving while it is being made share it.
      const answers = await Promise.all([1, 2, 3].map(() => get(server.url, file, browser)));
      for (const answer of answers) {
        expect([file, answer.status, answer.headers['content-encoding']]).toEqual([file, 200, 'br']);
        expect(brotliDecompressSync(answer.body).equals(plain.body)).toBe(true);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      }
      const gzipped = await get(server.url, file, { 'accept-encoding': 'br;q=0, gzip' });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
      expect(answers[0].body.length).toBeLessThan(gzipped.body.length);
      expect((await get(server.url, file, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await get(server.url, '/docs/start');
    const second = await get(server.url, '/docs/start', { 'if-none-match': String(first.headers.etag) });
    expect(second.status).toBe(304);
  });

  it('never serves a file outside the output folder', async () => {
    for (const attempt of ['/../site.config.ts', '/..%2fsite.config.ts', '/%2e%2e/site.config.ts', '/%2e%2e%2fsite.config.ts', '/..%5csite.config.ts', '/assets/..%2f..%2fsite.config.ts', '//etc/passwd', '/%00', '/.git/config']) {
      const answer = await get(server.url, attempt);
      expect([attempt, answer.status < 400 && answer.status !== 301]).toEqual([attempt, false]);
      expect(answer.body.toString()).not.toContain('defineConfig');
      expect(answer.body.toString()).not.toContain('root:');
    }
  });

  it('refuses methods other than GET and HEAD', async () => {
    const url = new URL(server.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/docs/start', method: 'DELETE' }, (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(405);
  });
});
