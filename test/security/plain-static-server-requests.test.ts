// bench/plain-static-server.js, which the README names for trying a build as a static host serves it:
// a request it cannot read is answered, and the server goes on serving (any page the user opens can
// send one to 127.0.0.1).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT, writeSite } from '../support/cli.ts';

it('answers 400 to a path with a malformed %-escape and goes on serving', async () => {
  const out = await writeSite('plain-static-server-malformed', { 'index.html': '<h1>Home</h1>' });
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bench', 'plain-static-server.js'), out], { cwd: REPO_ROOT });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (d) => {
        seen += d;
        const match = /at (http:\/\/\S+?)\/ /.exec(seen);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${seen}`)));
    });
    for (const bad of ['/%zz', '/docs/%E0%A4%A', '/%']) expect((await fetch(`${url}${bad}`)).status).toBe(400);
    expect(await (await fetch(`${url}/`)).text()).toBe('<h1>Home</h1>');
  } finally {
    child.kill('SIGTERM');
  }
});
