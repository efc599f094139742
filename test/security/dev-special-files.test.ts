// A FIFO (or socket, or device) that appears in content/ while `devcenter dev` runs is reported as a
// build reports it, and never read: a plain read of `mkfifo content/docs/pipe.md` waited forever,
// and with it every later read of the server (edits were no longer picked up, Ctrl+C did nothing).
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

describe('special files in content/ under devcenter dev', () => {
  let site: string;
  let dev: RunningDev;

  beforeAll(async () => {
    site = await writeSite('security-dev-special-files', { 'content/docs/intro.md': '# Title One\n\nHi.\n' });
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('reports a FIFO named like a page, keeps following edits, and stops when asked', async () => {
    expect((await rawRequest(dev.url, '/docs/intro')).body).toContain('Title One');
    // An edit seen first: the watchers are running (dev answers before they have scanned the folders).
    await writeFile(path.join(site, 'content/docs/intro.md'), '# Title Two\n\nHi.\n');
    await expect.poll(async () => (await rawRequest(dev.url, '/docs/intro')).body, { timeout: 20_000 }).toContain('Title Two');
    execFileSync('mkfifo', [path.join(site, 'content/docs/pipe.md')]);
    await expect.poll(() => dev.output(), { timeout: 20_000 }).toContain('content/docs/pipe.md  error  "content/docs/pipe.md" is not a regular file (a device, socket or pipe).');
    await writeFile(path.join(site, 'content/docs/intro.md'), '# Title Three\n\nHi.\n');
    await expect.poll(async () => (await rawRequest(dev.url, '/docs/intro')).body, { timeout: 20_000 }).toContain('Title Three');
    await rm(path.join(site, 'content/docs/pipe.md'));
    const exited = new Promise((done) => dev.child.once('exit', done));
    dev.child.kill('SIGINT');
    await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error('dev did not stop on SIGINT')), 10_000))]);
  });
});
