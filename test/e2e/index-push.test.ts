// `devcenter index push` with the real algoliasearch client, against a local server that records
// every request and answers like the hosted service (a task for each write, every task published).
import { createServer, type Server } from 'node:http';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli } from '../support/cli.ts';

interface Recorded {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

describe('devcenter index push', () => {
  let recorder: Server;
  let host: string;
  const seen: Recorded[] = [];
  let site: string;

  beforeAll(async () => {
    recorder = createServer((req, res) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => {
        const body = text ? JSON.parse(text) : null;
        seen.push({ method: req.method ?? '', path: new URL(req.url ?? '/', 'http://x').pathname, headers: req.headers, body });
        const answer = req.url?.includes('/task/')
          ? { status: 'published', pendingTask: false }
          : { taskID: seen.length, updatedAt: new Date().toISOString(), objectIDs: (body?.requests ?? []).map((r: { body: { objectID: string } }) => r.body?.objectID) };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const address = recorder.address();
    host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    site = await fixtureCopy('basic', 'index-push');
    expect((await runCli(['build', site])).code).toBe(0);
  });
  afterAll(() => new Promise<void>((resolve) => recorder.close(() => resolve())));

  it('needs the admin key from the environment', async () => {
    const result = await runCli(['index', 'push', site], { env: { DEVCENTER_SEARCH_HOSTS: host } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('DEVCENTER_SEARCH_ADMIN_KEY is not set.');
    expect(seen).toEqual([]);
  });

  it('uploads the settings and every record, with the admin key, into a fresh index moved into place', async () => {
    const result = await runCli(['index', 'push', site], { env: { DEVCENTER_SEARCH_HOSTS: host, DEVCENTER_SEARCH_ADMIN_KEY: 'admin-secret-123' } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const records = JSON.parse(await readFile(path.join(site, 'build', 'search-records.json'), 'utf8')) as { objectID: string }[];
    expect(result.stdout).toMatch(new RegExp(`^pushed ${records.length} records and the index settings to "fixture" \\(FIXTURE\\)`));

    const settings = seen.find((r) => r.method === 'PUT' && r.path === '/1/indexes/fixture/settings');
    expect(settings?.body).toMatchObject({
      searchableAttributes: expect.arrayContaining(['unordered(hierarchy_radio.lvl1)', 'unordered(hierarchy.lvl0)', 'content']),
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      attributesForFaceting: expect.arrayContaining(['language', 'docusaurus_tag']),
    });
    const batches = seen.filter((r) => r.path.endsWith('/batch'));
    const pushed = batches.flatMap((b) => (b.body as { requests: { action: string; body: { objectID: string } }[] }).requests);
    expect(pushed.every((r) => r.action === 'addObject')).toBe(true);
    expect(pushed.map((r) => r.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    // Each record goes with hierarchy_radio, which the settings search first: a heading record's own
    // heading alone at its level, nothing for a content record.
    const bodies = pushed.map((r) => r.body as unknown as { type: string });
    const heading = bodies.find((body) => body.type === 'lvl2') as unknown as { hierarchy: Record<string, string | null>; hierarchy_radio: Record<string, string | null> };
    expect(heading.hierarchy_radio).toEqual({ lvl0: null, lvl1: null, lvl2: heading.hierarchy.lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
    expect(heading.hierarchy_radio.lvl2).toEqual(expect.any(String));
    const content = bodies.find((body) => body.type === 'content') as unknown as { hierarchy_radio: Record<string, string | null> };
    expect(Object.values(content.hierarchy_radio)).toEqual(Array(7).fill(null));
    const temporary = batches[0].path.split('/')[3];
    expect(temporary).toMatch(/^fixture_tmp_/);
    const move = seen.find((r) => r.path === `/1/indexes/${temporary}/operation` && (r.body as { operation: string }).operation === 'move');
    expect(move?.body).toMatchObject({ operation: 'move', destination: 'fixture' });
    expect(seen.every((r) => r.headers['x-algolia-api-key'] === 'admin-secret-123' && r.headers['x-algolia-application-id'] === 'FIXTURE')).toBe(true);
  });

  it('never writes the admin key into the output', async () => {
    const files = await readdir(path.join(site, 'build'), { recursive: true, withFileTypes: true });
    for (const file of files.filter((f) => f.isFile())) {
      expect(await readFile(path.join(file.parentPath, file.name), 'utf8')).not.toContain('admin-secret-123');
    }
  });
});
