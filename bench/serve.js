// Starts `devcenter <command> …` for a benchmark and resolves with the address it prints.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** `{ url, child }` once the command prints "at http://…/"; rejects if it exits first. */
export function startDevcenter(args, options = {}) {
  const child = spawn(process.execPath, [path.join(repo, 'cli', 'devcenter.js'), ...args], { env: { ...process.env, NO_COLOR: '1' }, ...options });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
      const m = /at (http:\/\/[^\s/]+)\//.exec(text);
      if (m) resolve({ url: m[1], child });
    });
    child.on('exit', () => reject(new Error(text)));
  });
}
