// The proximity and attribute criteria (cli/search/ranking.ts) find the nearest places of two query
// words in one pass over each word's places. They must rank exactly as the plain reading does (every
// place of one word against every place of the other), and a record of thousands of matching words
// must cost milliseconds, not seconds.
import { describe, expect, it } from 'vitest';
import { MATCHES, MATCHES_EXACTLY, rankingDetails, rankingQuery } from '../../cli/search/ranking.ts';
import { RANKED_ATTRIBUTES, INDEX_SETTINGS } from '../../cli/search/index-settings.ts';

const CAP = 8;
const ORDERED = INDEX_SETTINGS.searchableAttributes.map((attribute) => !attribute.startsWith('unordered('));

/** Where each query word matches in the record: [attribute, position] pairs, in record order. */
function placesOf(attributes: Int32Array[], matches: Uint8Array[]): number[][] {
  const places: number[][] = matches.map(() => []);
  attributes.forEach((terms, a) => terms.forEach((term, p) => matches.forEach((m, w) => m[term] && places[w].push(a, p))));
  return places;
}

/** The plain proximity: each found word against the last found one, nearest pair in one attribute, capped. */
function plainProximity(places: number[][]): number {
  let sum = 0;
  let before: number[] | null = null;
  for (const here of places) {
    if (here.length === 0) continue;
    if (before) {
      let nearest = CAP;
      for (let i = 0; i < here.length; i += 2) for (let j = 0; j < before.length; j += 2) if (here[i] === before[j]) nearest = Math.min(nearest, Math.abs(here[i + 1] - before[j + 1]));
      sum += nearest;
    }
    before = here;
  }
  return sum;
}

/** The plain attribute of minimal proximity (attributeCriteriaComputedByMinProximity). */
function plainAttribute(places: number[][], attributeCount: number): number {
  let best = Infinity;
  let bestRank = attributeCount * 1000;
  for (let a = 0; a < attributeCount; a++) {
    let distance = 0;
    let first = Infinity;
    let before: number[] | null = null;
    for (const here of places) {
      if (here.length === 0) continue;
      let nearest = CAP + 1;
      for (let i = 0; i < here.length; i += 2) {
        if (here[i] !== a) continue;
        first = Math.min(first, here[i + 1]);
        if (before) for (let j = 0; j < before.length; j += 2) if (before[j] === a) nearest = Math.min(nearest, Math.abs(here[i + 1] - before[j + 1]), CAP);
      }
      if (before) distance += nearest;
      before = here;
    }
    if (first !== Infinity && distance < best) {
      best = distance;
      bestRank = a * 1000 + (ORDERED[a] ? Math.min(first, 999) : 0);
    }
  }
  return bestRank;
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

describe('proximity and attribute criteria', () => {
  it('rank 20,000 random records exactly as the plain reading does', () => {
    const next = random(17);
    const vocabulary = 12;
    for (let round = 0; round < 20000; round++) {
      const words = 1 + Math.floor(next() * 5);
      const matches = Array.from({ length: words }, () => {
        const m = new Uint8Array(vocabulary);
        for (let t = 0; t < vocabulary; t++) if (next() < 0.12) m[t] = next() < 0.5 ? MATCHES : MATCHES_EXACTLY;
        return m;
      });
      const attributes = Array.from({ length: RANKED_ATTRIBUTES.length }, () =>
        next() < 0.5 ? new Int32Array(0) : Int32Array.from({ length: Math.floor(next() * 60) }, () => Math.floor(next() * vocabulary)),
      );
      const details = rankingDetails(attributes, rankingQuery(matches, 'attribute'));
      const places = placesOf(attributes, matches);
      if (words === 1) continue;
      expect(details.proximity, `round ${round}`).toBe(plainProximity(places));
      if (places.some((p) => p.length > 0)) expect(details.attribute, `round ${round}`).toBe(plainAttribute(places, attributes.length));
    }
  });

  it('rank a record of 8,000 matching words for a 32-word query in well under a second', () => {
    const matches = Array.from({ length: 32 }, () => Uint8Array.of(MATCHES));
    const attributes = RANKED_ATTRIBUTES.map((attribute) => (attribute === 'content' ? new Int32Array(8000) : new Int32Array(0)));
    const started = performance.now();
    const details = rankingDetails(attributes, rankingQuery(matches, 'attribute'));
    // A guard against work that grows with the square of the words (seconds here), not a timing: it
    // takes milliseconds, and a CI machine busy with other tests must not fail it.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(details.proximity).toBe(0);
  });
});
