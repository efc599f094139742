// A query word is at most 512 bytes long as typed, but NFKD, which search applies to every word, makes
// U+FDFA (ARABIC LIGATURE SALLALLAHOU ALAYHE WASALLAM, 3 bytes) 18 letters: 170 of them are one word
// of 3,060 letters. Its typos are looked for in one step the request's work budget cannot stop, which
// must cost what a word of a few letters costs, whatever the word's length.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCopy, runCli, startServe } from '../support/cli.ts';
import { QUERIES_PATH, rawRequest } from './servers-support.ts';

/** 20,000 distinct made-up words (every three-letter start there is, and more), 400 to a paragraph: a large vocabulary. */
function wordsPage(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const word = (n: number) => Array.from({ length: 5 }, (_, k) => letters[Math.floor(n / 26 ** k) % 26]).join('');
  const words = Array.from({ length: 20_000 }, (_, i) => word(i * 7919));
  const paragraphs = Array.from({ length: 50 }, (_, p) => words.slice(p * 400, (p + 1) * 400).join(' '));
  return `---\ntitle: Words\n---\n\n${paragraphs.join('\n\n')}\n`;
}

let server: Awaited<ReturnType<typeof startServe>>;

beforeAll(async () => {
  const site = await fixtureCopy('basic', 'security-search-long-words', { 'content/docs/words.mdx': wordsPage() });
  const built = await runCli(['build', site]);
  expect(built.code, built.stderr).toBe(0);
  server = await startServe([site, '--port', '0']);
});
afterAll(() => server?.stop());

describe('a query word as long as normalization makes one', () => {
  it('answers 10 queries of one 3,060-letter word each (169 U+FDFA and two letters) in one request, within its work budget', async () => {
    const word = '\uFDFA'.repeat(169);
    expect(word.normalize('NFKD').length).toBe(169 * 18);
    // Each query its own word (a word's terms are remembered for the next query): 507 bytes and two letters.
    const requests = Array.from({ length: 10 }, (_, i) => ({ indexName: 'fixture', query: `${word}${String.fromCharCode(97 + i)}z` }));
    const answer = await rawRequest(server.url, QUERIES_PATH, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ requests }) });
    // Rows of the whole word's length (37 MB of them) took hundreds of ms a query on this vocabulary,
    // in a step no checkpoint of the work budget is in: the request was refused ("more than 500 ms of
    // work") after 2 to 3 s; now the ten take some 50 ms.
    expect(answer.status, answer.body).toBe(200);
    const { results } = JSON.parse(answer.body) as { results: { nbHits: number }[] };
    expect(results).toHaveLength(10);
    expect(results.every((result) => result.nbHits === 0)).toBe(true);
  });
});
