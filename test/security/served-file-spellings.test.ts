// `devcenter serve` keeps the files it serves in memory. A file is one file however a visitor spells
// its path (`//big.txt`, `/%2e/big.txt`): keeping one copy per spelling let a visitor grow the
// server's memory without end by asking for one file under new spellings (2,000 requests for a
// 270 KB script: 700 MB more, and a gzip made again for each).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest } from './servers-support.ts';

/** The resident memory of a process, in bytes (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

it('keeps one copy of a file however its path is spelt: 150 spellings of a 2 MB file leave memory about where it was', { timeout: 60_000 }, async () => {
  const site = await fixtureCopy('basic', 'security-served-file-spellings');
  expect((await runCli(['build', site])).code).toBe(0);
  const size = 2 * 1024 * 1024;
  await writeFile(path.join(site, 'build', 'big.txt'), 'x'.repeat(size));
  const server = await startServe([site, '--port', '0']);
  try {
    const first = await rawRequest(server.url, '/big.txt');
    expect(first.status).toBe(200);
    expect(first.body.length).toBe(size);
    const before = await residentBytes(server.child.pid!);
    for (let i = 1; i <= 150; i++) {
      // Extra slashes and encoded dot segments: each names the same file.
      const spelling = i % 2 === 0 ? `/${'/'.repeat(i)}big.txt` : `/${'%2e/'.repeat(i)}big.txt`;
      const answer = await rawRequest(server.url, spelling);
      expect(answer.status, spelling).toBe(200);
      expect(answer.body.length, spelling).toBe(size);
    }
    // One copy per spelling was 150 MB more and growing; one copy in all leaves it where it was.
    expect((await residentBytes(server.child.pid!)) - before).toBeLessThan(40 * 1024 * 1024);
  } finally {
    await server.stop();
  }
});
