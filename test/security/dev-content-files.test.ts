// `devcenter dev` serves the files of content/ a build publishes, and no other: the files a page
// points at. A note, a draft's picture or a spreadsheet left in content/ is not on the built site,
// and with `--host` anyone who can reach dev could otherwise fetch it by guessing its name.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../support/cli.ts';
import { rawRequest, startDev, type RunningDev } from './servers-support.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('latin1');

describe('content files in devcenter dev', () => {
  let site: string;
  let dev: RunningDev;

  beforeAll(async () => {
    site = await writeSite('security-dev-content-files', {
      'content/docs/intro.md': '---\ntitle: Intro\n---\n\n![A picture](./shown.png)\n',
      // Not opened by the test: its file is found once dev parses the pages no one asked for yet.
      'content/docs/later.md': '---\ntitle: Later\n---\n\n[The price list](./prices.csv)\n',
      'content/docs/shown.png': PNG,
      'content/docs/prices.csv': 'item,price\n',
      'content/docs/private-notes.csv': 'salary,100\n',
    });
    dev = await startDev(site);
  });
  afterAll(() => dev?.stop());

  it('serves the files pages point at, parsed or not, and not the others', async () => {
    expect((await rawRequest(dev.url, '/docs/intro')).status).toBe(200);
    expect((await rawRequest(dev.url, '/_dc/files/docs/shown.png')).status).toBe(200);
    // A page not opened yet points at it: dev parses what it has not parsed, as a build would.
    const prices = await rawRequest(dev.url, '/_dc/files/docs/prices.csv');
    expect(prices.status).toBe(200);
    expect(prices.body).toContain('item,price');
    const notes = await rawRequest(dev.url, '/_dc/files/docs/private-notes.csv');
    expect(notes.status).toBe(404);
    expect(notes.body).not.toContain('salary');
  });

  it('serves a file once a saved page points at it, and stops when none does', async () => {
    const intro = path.join(site, 'content/docs/intro.md');
    await writeFile(intro, '---\ntitle: Intro\n---\n\n[Notes](./private-notes.csv)\n');
    await expect.poll(async () => (await rawRequest(dev.url, '/_dc/files/docs/private-notes.csv')).status, { timeout: 10_000 }).toBe(200);
    await writeFile(intro, '---\ntitle: Intro\n---\n\nNo files.\n');
    await expect.poll(async () => (await rawRequest(dev.url, '/_dc/files/docs/shown.png')).status, { timeout: 10_000 }).toBe(404);
  });
});
