// bench/plain-static-server.js run by hand: a built folder served as a static host serves it, so a
// reader can try the site's search with no endpoint (README, "To publish to a static host").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/cli.ts';
import { runPlainStaticServer } from '../support/plain-static-server-process.ts';

describe('node bench/plain-static-server.js', () => {
  it('serves the folder it is given until stopped, with no search endpoint', async () => {
    const out = await writeSite('plain-static-server-out', { 'index.html': '<h1>Home</h1>', 'docs/intro/index.html': '<h1>Intro</h1>' });
    const server = await runPlainStaticServer(out);
    try {
      expect(await (await fetch(`${server.url}/docs/intro`)).text()).toBe('<h1>Intro</h1>');
      expect((await fetch(`${server.url}/1/indexes/*/queries`, { method: 'POST', body: '{}' })).status).toBe(405);
    } finally {
      server.stop();
    }
  });

  it('says how to use it when no folder is given', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bench', 'plain-static-server.js')], { cwd: REPO_ROOT });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('usage: node bench/plain-static-server.js <built site folder>');
  });
});
