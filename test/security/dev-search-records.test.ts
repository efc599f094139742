// `devcenter dev` serves /search-records.json (and, with search.mode static, the static index made from
// it): the whole site's text. It was made again, and compressed again, for every request: 90 MB for
// 1,500 pages held the server 1.5 s a request, for any visitor (or any page of another site, by an
// <img>) to repeat. It is now made once per change of the records; files of static/ are kept likewise.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fixtureCopy } from '../support/cli.ts';
import { rawRequest, startDev } from './servers-support.ts';

const WORDS = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon'.split(' ');

/**
 * The CPU time (user + system, ms) a process has spent: what ten requests cost the server, whatever
 * else the machine is running (a wall-clock bound failed at load 10, and was too loose to tell).
 */
async function cpuMs(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  // utime and stime, fields 14 and 15 of stat (the 12th and 13th after the command's name), in clock ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A generated page of twenty sections, each of three paragraphs. */
function page(i: number): string {
  let text = `---\ntitle: Generated ${i}\n---\n\n`;
  for (let s = 0; s < 20; s++) {
    text += `## Section ${s}\n\n`;
    for (let p = 0; p < 3; p++) text += `${Array.from({ length: 40 }, (_, k) => WORDS[(i * 7 + s * 3 + p + k * k) % WORDS.length]).join(' ')}.\n\n`;
  }
  return text;
}

it('makes /search-records.json once per change of the records, not once per request, and still follows an edit', { timeout: 120_000 }, async () => {
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++) files[`content/docs/gen/p${i}.md`] = page(i);
  const site = await fixtureCopy('basic', 'security-dev-search-records', files);
  const dev = await startDev(site);
  try {
    const deadline = Date.now() + 60_000;
    while (!/checked \d+ pages/.test(dev.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const get = () => rawRequest(dev.url, '/search-records.json', { headers: { 'accept-encoding': 'gzip' } });
    const first = await get();
    expect(first.status).toBe(200);
    const before = await cpuMs(dev.child.pid!);
    for (let i = 0; i < 10; i++) expect((await get()).status).toBe(200);
    // Made again each time, ten requests took 6 s here; kept, a few milliseconds of the server's CPU each.
    expect(await cpuMs(dev.child.pid!) - before).toBeLessThan(400);

    await writeFile(path.join(site, 'content/docs/gen/p0.md'), `${page(0)}\nA freshly written zanzibar paragraph.\n`);
    const seen = Date.now() + 20_000;
    let records = '';
    while (!records.includes('zanzibar') && Date.now() < seen) {
      await new Promise((r) => setTimeout(r, 200));
      records = (await rawRequest(dev.url, '/search-records.json')).body;
    }
    expect(records).toContain('zanzibar');
  } finally {
    await dev.stop();
  }
});

it('reads and compresses a large file of static/ once until it changes, not once per request', { timeout: 60_000 }, async () => {
  const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, name: `item ${i} ${(i * 7919).toString(36)}`, value: i / 7 }));
  const site = await fixtureCopy('basic', 'security-dev-static-file-repeated', { 'static/data.json': JSON.stringify(rows) });
  const dev = await startDev(site);
  try {
    const get = () => rawRequest(dev.url, '/data.json', { headers: { 'accept-encoding': 'gzip' } });
    expect((await get()).status).toBe(200);
    const before = await cpuMs(dev.child.pid!);
    for (let i = 0; i < 10; i++) expect((await get()).status).toBe(200);
    // Read and gzipped again each time, ten requests cost the server 0.6 s of CPU or more (10 gzips of
    // these 6.4 MB); kept, a few milliseconds each.
    expect(await cpuMs(dev.child.pid!) - before).toBeLessThan(400);
    // A save is served at once.
    await writeFile(path.join(site, 'static/data.json'), '{"changed": true}');
    expect((await rawRequest(dev.url, '/data.json')).body).toBe('{"changed": true}');
  } finally {
    await dev.stop();
  }
});
