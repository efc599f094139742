// `devcenter dev --host 0.0.0.0`, to read the site from another device: the machine's own addresses
// are this server's names, while any other name in the Host header is still refused (DNS rebinding).
import { spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../security/servers-support.ts';
import { BIN, REPO_ROOT, zeroConfigSite } from '../support/cli.ts';

describe('devcenter dev --host 0.0.0.0', () => {
  it('answers requests that name it by an address of this machine, and refuses other names saying why in the terminal', async () => {
    const site = await zeroConfigSite('dev-host-wildcard', { 'intro.md': '# Intro\n\nHello.\n' });
    const child = spawn(process.execPath, [BIN, 'dev', site, '--port', '0', '--host', '0.0.0.0'], { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '1' } });
    try {
      let seen = '';
      child.stderr.on('data', (d) => (seen += d));
      const port = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d) => {
          seen += d;
          const match = /at http:\/\/0\.0\.0\.0:(\d+)\//.exec(seen);
          if (match) resolve(match[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}: ${seen}`)));
      });
      const own = Object.values(networkInterfaces()).flat().find((a) => a?.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.1';
      const base = `http://127.0.0.1:${port}`;
      expect((await rawRequest(base, '/docs/intro', { headers: { host: `${own}:${port}` } })).status).toBe(200);
      expect((await rawRequest(base, '/docs/intro', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
      // The browser shows only the 403: the terminal says why, once.
      expect((await rawRequest(base, '/docs/other', { headers: { host: `evil.example:${port}` } })).status).toBe(403);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(seen.match(/Refused a request for host "evil\.example:\d+": devcenter dev answers only requests naming it by its own address/g)).toHaveLength(1);
      // It says where to go: localhost here, this machine's address from another device; never 0.0.0.0, which names no server.
      expect(seen).toContain(`open http://localhost:${port}/ on this machine`);
      if (own !== '127.0.0.1') expect(seen).toContain(`http://${own}:${port}/ from another`);
      expect(seen).not.toMatch(/open http:\/\/0\.0\.0\.0/);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
