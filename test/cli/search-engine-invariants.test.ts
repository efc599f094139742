// Random queries (fixed seed) over made-up records, each answer checked against what Algolia's
// semantics say of it whatever the ranking: the pages of a query are slices of one order, and facet
// counts are the number of matching records holding each value, distinct or not.
import { describe, expect, it } from 'vitest';
import { SearchEngine } from '../../cli/search/engine.ts';
import type { SearchRecord } from '../../cli/search/records.ts';

/** A small deterministic generator (mulberry32): the same queries on every run. */
function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seededRandom(20261127);
const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const WORDS = ['order', 'orders', 'refund', 'webhook', 'checkout', 'customer', 'payment', 'plugin', 'balance', 'invoice', 'merchant', 'secret', 'approval', 'status'];
const SECTIONS = ['API', 'Plugin', 'Guides', 'Marketing'];
const phrase = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');

/** 900 records on 300 pages: headings and paragraphs of a few of the words each, in one of four sections. */
const records: SearchRecord[] = Array.from({ length: 900 }, (_, i) => {
  const page = Math.floor(i / 3);
  const url = `https://site.example/docs/page-${page}`;
  const anchor = i % 3 === 0 ? null : `part-${i % 3}`;
  const hierarchy = { lvl0: SECTIONS[page % 4], lvl1: `Page ${phrase(2)}`, lvl2: anchor ? phrase(2) : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const type = i % 3 === 2 ? 'content' : anchor ? 'lvl2' : 'lvl1';
  return {
    objectID: `${i}-${url}`,
    url: anchor ? `${url}#${anchor}` : url,
    url_without_anchor: url,
    anchor,
    content: type === 'content' ? `${phrase(3)} and ${phrase(4)}.` : null,
    type,
    hierarchy,
    ...hierarchy,
    weight: { pageRank: Math.floor(random() * 5), level: type === 'lvl1' ? 100 : type === 'lvl2' ? 90 : 0, position: i % 3 },
    language: 'en',
    docusaurus_tag: page % 5 === 0 ? 'default' : 'docs-default-current',
  } as SearchRecord;
});

describe('the search engine against Algolia semantics, on random queries', () => {
  const engine = new SearchEngine(records);
  const queries = Array.from({ length: 60 }, () => {
    const word = pick(WORDS);
    const typed = random() < 0.3 ? word.slice(0, 2 + Math.floor(random() * (word.length - 2))) : random() < 0.2 ? `${word.slice(0, 2)}${word.slice(3)}` : word;
    return random() < 0.4 ? `${pick(WORDS)} ${typed}` : typed;
  });
  const ids = (result: { hits: Record<string, unknown>[] }) => result.hits.map((hit) => hit.objectID as string);

  it('pages through one order: every page a slice of the hits of one 1,000-hit page, with the same nbHits', () => {
    for (const query of queries) {
      const distinct = pick([true, false]);
      const hitsPerPage = pick([5, 10, 20]);
      const whole = engine.search('docs', { query, distinct, hitsPerPage: 1000 });
      const paged: string[] = [];
      for (let page = 0; page * hitsPerPage < whole.nbHits; page++) {
        const result = engine.search('docs', { query, distinct, hitsPerPage, page });
        expect(result.nbHits, query).toBe(whole.nbHits);
        paged.push(...ids(result));
      }
      expect(paged, `${query} (distinct ${distinct}, ${hitsPerPage} a page)`).toEqual(ids(whole));
    }
  });

  it('counts facet values over every matching record, before distinct', () => {
    for (const query of queries) {
      const all = engine.search('docs', { query, distinct: false, hitsPerPage: 1000, facets: ['*'] });
      const expected: Record<string, Record<string, number>> = {};
      for (const hit of all.hits) {
        for (const facet of ['type', 'language', 'docusaurus_tag', 'hierarchy.lvl0']) {
          const value = String(facet.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], hit));
          (expected[facet] ??= {})[value] = (expected[facet][value] ?? 0) + 1;
        }
      }
      const facets = all.facets as Record<string, Record<string, number>>;
      for (const facet of Object.keys(expected)) expect(facets[facet], `${query}: ${facet}`).toEqual(expected[facet]);
      expect(engine.search('docs', { query, distinct: true, hitsPerPage: 0, facets: ['*'] }).facets, query).toEqual(facets);
    }
  });
});
