// `attributesToRetrieve` names dotted paths into a record, and anyone may send them (the search key is
// public): a path through what a value inherits rather than holds (a list's `__proto__`) must read
// nothing and write nothing, least of all onto Object.prototype, which every later request shares.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH, rawRequest } from './servers-support.ts';

const OBJECTS_PATH = QUERIES_PATH.replace('/queries', '/objects');

let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-search-retrieve-paths');
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe([site, '--port', '0']);
}, 60_000);
afterAll(() => server?.stop());

const post = async (path: string, body: unknown) => {
  const answer = await rawRequest(server.url, path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { results: Record<string, unknown>[] };
};

it('copies no attribute a list inherits onto every object of the server', async () => {
  const objectID = '0-https://fixture.example/docs/start';
  const retrieve = (attributes: string[]) => post(OBJECTS_PATH, { requests: [{ indexName: 'fixture', objectID, attributesToRetrieve: attributes }] });
  // `version` is a list in every record (["current"]): through its __proto__, Array.prototype.
  const record = (await retrieve(['version'])).results[0];
  expect(record.version).toEqual(['current']);
  for (const path of ['version.__proto__.length', 'version.__proto__.constructor', 'hierarchy.__proto__.toString', '__proto__.length', 'constructor.prototype.length'])
    await retrieve([path]);
  await post(QUERIES_PATH, { requests: [{ indexName: 'fixture', query: 'install', attributesToRetrieve: ['version.__proto__.length'] }] });
  // Asked for afterwards, a record has no `length`: none was written onto Object.prototype (it read 0).
  const after = (await retrieve(['length', 'constructor', 'objectID'])).results[0];
  expect(after).toEqual({ objectID });
  const hits = (await post(QUERIES_PATH, { requests: [{ indexName: 'fixture', query: 'install', attributesToRetrieve: ['length', 'url'] }] })).results[0].hits as Record<string, unknown>[];
  expect(hits.length).toBeGreaterThan(0);
  for (const hit of hits) expect(Object.keys(hit)).not.toContain('length');
  // Nested attributes are still retrieved as asked.
  expect((await retrieve(['hierarchy.lvl1'])).results[0]).toEqual({ hierarchy: { lvl1: 'Start here' }, objectID });
});
