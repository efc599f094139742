// "Did you mean": the nearest name skips candidates whose length alone puts them past the limit, and
// a diagnostic's line is found from an index of the file's lines. Both were rewritten for speed
// (a site with thousands of broken links, a 1 MB page with thousands of links): their answers must
// be the ones the plain versions gave.
import { describe, expect, it } from 'vitest';
import { closest, closestName, editDistance } from '../../cli/closest.ts';
import { lineAt } from '../../cli/diagnostics.ts';

/** The plain version: every candidate's distance, the nearest within the limit. */
function plainClosest(word: string, candidates: string[], maxDistance?: number): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= (maxDistance ?? Math.max(2, Math.floor(word.length / 3))) ? best : undefined;
}

/** Levenshtein distance, the textbook table. */
function plainDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) table[i][j] = Math.min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return table[a.length][b.length];
}

describe('editDistance', () => {
  it("is the textbook distance, and past a bound some number past it, on 5,000 random pairs of every length up to 80", () => {
    let seed = 11;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    // Long strings too: the table's rows are kept between calls and must grow for them.
    const word = () => Array.from({ length: Math.floor(random() * (random() < 0.1 ? 80 : 14)) }, () => 'abcab/-é'[Math.floor(random() * 8)]).join('');
    for (let i = 0; i < 5000; i++) {
      const [a, b] = [word(), word()];
      const exact = plainDistance(a, b);
      expect(editDistance(a, b), `${a} / ${b}`).toBe(exact);
      const bound = Math.floor(random() * 5);
      const bounded = editDistance(a, b, bound);
      if (exact <= bound) expect(bounded, `${a} / ${b} within ${bound}`).toBe(exact);
      else expect(bounded, `${a} / ${b} past ${bound}`).toBeGreaterThan(bound);
    }
  });
});

describe('closest', () => {
  it('answers as comparing every candidate does, on 2,000 random cases', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const word = () => Array.from({ length: 1 + Math.floor(random() * 12) }, () => 'abcdeAB/-'[Math.floor(random() * 9)]).join('');
    for (let i = 0; i < 2000; i++) {
      const candidates = Array.from({ length: Math.floor(random() * 30) }, word);
      const asked = word();
      const limit = random() < 0.3 ? Math.floor(random() * 4) : undefined;
      expect(closest(asked, candidates, limit), `${asked} in ${candidates.join(',')}`).toBe(plainClosest(asked, candidates, limit));
    }
  });
});

describe('closestName', () => {
  it('names a typo of a key, never a different word that shares its start, and otherwise answers as closest', () => {
    const keys = ['title', 'description', 'author', 'authorTitle', 'authorURL', 'sidebar_label', 'sidebar_position', 'slug'];
    expect(closestName('authorTwitter', keys)).toBeUndefined();
    expect(closest('authorTwitter', keys)).toBe('authorTitle');
    expect(closestName('sidebar_lable', keys)).toBe('sidebar_label');
    expect(closestName('descripton', keys)).toBe('description');
    expect(closestName('autor', keys)).toBe('author');
    expect(closestName('Titel', keys)).toBe('title');
    expect(closestName('sidebar_postion', keys)).toBe('sidebar_position');
    expect(closestName('layoutmode', keys)).toBeUndefined();
  });
});

describe('lineAt', () => {
  it('gives the text of a line as splitting the file does, CRLF and the last line included', () => {
    for (const text of ['one\ntwo\r\nthree', 'a\n\nb\n', '', 'single', '\n\n']) {
      const lines = text.split('\n');
      for (let line = 0; line <= lines.length + 1; line++) expect(lineAt(text, line), `${JSON.stringify(text)}:${line}`).toBe(lines[line - 1]?.replace(/\r$/, ''));
    }
    // Another file between two questions about the first.
    expect(lineAt('x\ny', 2)).toBe('y');
    expect(lineAt('p\nq\nr', 3)).toBe('r');
    expect(lineAt('x\ny', 1)).toBe('x');
  });
});
