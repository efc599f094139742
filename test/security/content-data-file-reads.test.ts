// A data file under content/ that the sidebars file requires (the docusaurus-openapi-docs plugin's
// docs/api/sidebar.js) is content: a stranger's. It is read only as the rest of content/ is: a link
// there that leads out of content/ (to /proc/self/environ, whose first line a parse error would print
// into the build's log: the CI job's environment), a FIFO (a read that never ends) or a device
// (/dev/zero: memory until the machine gives out) is refused at the file, and never read.
import { execFileSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeSite } from '../support/cli.ts';

const site = (name: string) =>
  writeSite(name, {
    'content/docs/intro.md': '# Intro\n\nHi.\n',
    'content/docs/api/list-pets.md': '# List pets\n\nGET.\n',
    'sidebars.js': "module.exports = { docs: ['intro', { type: 'category', label: 'API', items: require('./docs/api/sidebar.js') }] };\n",
  });

describe('a data file of content/ the sidebars file requires', () => {
  it("is never read through a link out of content/: the build's environment is not printed", async () => {
    const root = await site('content-data-environ');
    await symlink('/proc/self/environ', path.join(root, 'content/docs/api/sidebar.js'));
    // The environment's first variable is what a parse error at its first NUL would show.
    const wrapper = ['env', '-i', 'DEVCENTER_TEST_SECRET=ghp_never_printed', `PATH=${process.env.PATH ?? ''}`, 'NO_COLOR=1'];
    const result = await runCli(['check', root], { wrapper, timeoutMs: 30_000 });
    expect(result.stderr).not.toContain('ghp_never_printed');
    expect(result.stderr).not.toContain('internal error');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('content/docs/api/sidebar.js is under content/, so devcenter reads it as data, and only from content/: it is a link that leads out of content/');
  });

  it('is refused, not waited on, when it is a FIFO', async () => {
    const root = await site('content-data-fifo');
    execFileSync('mkfifo', [path.join(root, 'content/docs/api/sidebar.js')]);
    const result = await runCli(['check', root], { timeoutMs: 30_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('content/docs/api/sidebar.js is under content/, so devcenter reads it as data, and only from content/: it is not a regular file');
  });

  it('is refused, not read to the end of memory, when it links to /dev/zero', async () => {
    const root = await site('content-data-dev-zero');
    await symlink('/dev/zero', path.join(root, 'content/docs/api/sidebar.js'));
    const result = await runCli(['check', root], { timeoutMs: 30_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('it is a link that leads out of content/ (to "/dev/zero")');
  });
});
