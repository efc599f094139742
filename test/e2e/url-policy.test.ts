// One URL policy for both servers: the same requests, sent to a built site under `devcenter serve`
// and to the same site under `devcenter dev`, get the same status, Location and content type.
// Raw HTTP: fetch would normalise the paths and follow the redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { rawRequest, startDev, type RawAnswer, type RunningDev } from '../security/servers-support.ts';

/** [method, raw path]: every branch of the policy, the addresses the router fetches, and the traps. */
const REQUESTS: [string, string][] = [
  ['GET', '/'],
  ['GET', '/docs/start'],
  ['HEAD', '/docs/start'],
  ['GET', '/docs/start?x=1'],
  ['POST', '/docs/start'],
  ['DELETE', '/docs/start'],
  ['POST', 'http://['],
  ['GET', '/docs/start.html'],
  ['GET', '/docs/start/index.html'],
  ['GET', '/docs/start/'],
  ['GET', '/index.html'],
  ['GET', '/docs/start.html?x=1'],
  ['GET', '/docs'],
  ['GET', '/docs/old-start?from=%2F%2Fevil&b=2'],
  ['HEAD', '/docs/old-start'],
  ['GET', '/docs/release-1.2'],
  ['GET', '/docs/release-1.2/'],
  ['GET', '/%2e%2e/'],
  ['GET', '/%2e%2e/site.config.ts'],
  ['GET', '/.git/config'],
  ['GET', '//['],
  ['GET', 'http://['],
  ['GET', '/%zz'],
  ['GET', '/assets/nope.js'],
  ['GET', '/assets/nope/'],
  ['GET', '/img/nope.png'],
  ['GET', '/img/logo.svg'],
  ['GET', '/favicon.svg'],
  ['GET', '/docs/nope'],
  ['HEAD', '/docs/nope'],
  ['GET', '/404'],
  ['GET', '/404.html'],
  ['GET', '/_dc/data.json'],
  ['GET', '/_dc/data/index.json'],
  ['GET', '/_dc/data/docs/start.json'],
  ['GET', '/_dc/data/docs/old-start.json'],
  ['GET', '/_dc/data/docs/nope.json'],
  ['GET', '/_dc/sidebars/main.json'],
  ['GET', '/_dc/sidebars/nope.json'],
  ['GET', '/_dc/redirects.json'],
  ['GET', '/search-records.json'],
];

/** What a request's answer says about the policy: status, where it redirects, what it is. */
function policyOf(answer: RawAnswer) {
  return {
    status: answer.status,
    location: answer.headers.location,
    type: answer.headers['content-type'],
    allow: answer.headers.allow,
    nosniff: answer.headers['x-content-type-options'],
    vary: answer.headers.vary,
  };
}

async function ask(base: string, [method, path]: [string, string]): Promise<RawAnswer> {
  return rawRequest(base, path, { method, headers: { host: new URL(base).host } });
}

let site: string;
let serve: Awaited<ReturnType<typeof startServe>>;
let dev: RunningDev;

beforeAll(async () => {
  site = await fixtureCopy('basic', 'url-policy', {
    // A route whose last segment has a dot: a path with an extension may still be a page.
    'content/docs/release-1.2.mdx': '---\ntitle: Release 1.2\n---\n\n# Release 1.2\n\nWhat changed.\n',
  });
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  [serve, dev] = await Promise.all([startServe([site, '--port', '0']), startDev(site)]);
});
afterAll(async () => {
  await Promise.all([serve?.stop(), dev?.stop()]);
});

describe('devcenter serve and devcenter dev', () => {
  it('answer every request of the table with the same status, Location and content type', async () => {
    const table = async (base: string) => {
      const answers = await Promise.all(REQUESTS.map((request) => ask(base, request)));
      return Object.fromEntries(REQUESTS.map((request, i) => [request.join(' '), policyOf(answers[i])]));
    };
    const [built, live] = await Promise.all([table(serve.url), table(dev.url)]);
    // One comparison of the whole table: a failure lists every request that differs.
    expect(live).toEqual(built);
  });

  it('serve the same redirect data, sidebars and redirect list', async () => {
    for (const path of ['/_dc/data/docs/old-start.json', '/_dc/sidebars/main.json', '/_dc/redirects.json']) {
      const [built, live] = await Promise.all([ask(serve.url, ['GET', path]), ask(dev.url, ['GET', path])]);
      expect(JSON.parse(live.body), path).toEqual(JSON.parse(built.body));
    }
  });

  it('answer as the spec says: clean URLs, 301s for the other forms and redirect routes, the not-found page with 404', async () => {
    const answers = await Promise.all(REQUESTS.map((request) => ask(serve.url, request)));
    const table = Object.fromEntries(REQUESTS.map((request, i) => [request.join(' '), [answers[i].status, answers[i].headers.location ?? answers[i].headers['content-type']]]));
    expect(table).toMatchObject({
      'GET /docs/start': [200, 'text/html; charset=utf-8'],
      'HEAD /docs/start': [200, 'text/html; charset=utf-8'],
      'POST /docs/start': [405, undefined],
      'POST http://[': [405, undefined],
      'GET http://[': [400, undefined],
      'GET /docs/start/index.html': [301, '/docs/start'],
      'GET /docs/start.html?x=1': [301, '/docs/start?x=1'],
      'GET /docs/old-start?from=%2F%2Fevil&b=2': [301, '/docs/start?from=%2F%2Fevil&b=2'],
      'GET /docs/release-1.2': [200, 'text/html; charset=utf-8'],
      'GET /docs/release-1.2/': [301, '/docs/release-1.2'],
      // URL parsing reads %2e%2e as "..", which stays at the root.
      'GET /%2e%2e/': [200, 'text/html; charset=utf-8'],
      'GET /%2e%2e/site.config.ts': [404, 'text/html; charset=utf-8'],
      'GET /.git/config': [404, 'text/html; charset=utf-8'],
      'GET /%zz': [400, undefined],
      'GET /assets/nope.js': [404, 'text/html; charset=utf-8'],
      'GET /img/logo.svg': [200, 'image/svg+xml'],
      'GET /_dc/data/docs/old-start.json': [200, 'application/json; charset=utf-8'],
      'GET /_dc/data/docs/nope.json': [404, 'text/html; charset=utf-8'],
      'GET /_dc/sidebars/main.json': [200, 'application/json; charset=utf-8'],
    });
    expect((await ask(serve.url, ['GET', '/docs/old-start'])).body).toBe('');
  });

  it('give an SVG opened on its own, the default favicon included, a policy that runs nothing', async () => {
    for (const base of [serve.url, dev.url])
      for (const path of ['/img/logo.svg', '/favicon.svg']) {
        const answer = await ask(base, ['GET', path]);
        expect(answer.headers['content-security-policy'], `${base}${path}`).toContain('sandbox');
      }
  });
});
