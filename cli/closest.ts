// "Did you mean ...?": the nearest of the names a key, route or component could have been.

/** The nearest candidate by edit distance, if close enough to be a likely typo (or within `maxDistance` when given). */
export function closest(word: string, candidates: readonly string[], maxDistance?: number): string | undefined {
  const limit = maxDistance ?? Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    // Lengths further apart than the limit are further apart than it in edits: not worth the table
    // (a site's every route, for each of thousands of broken links).
    if (Math.abs(c.length - word.length) > Math.min(limit, bestDistance)) continue;
    const d = editDistance(lower, c.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [c, d];
  }
  return bestDistance <= limit ? best : undefined;
}

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
