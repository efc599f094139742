// "Did you mean ...?": the nearest of the names a key, route or component could have been.

/** Candidate lists in lower case, made once per list: a check asks about the site's every route for each broken link. */
const lowered = new WeakMap<readonly string[], string[]>();

/** The nearest candidate by edit distance, if close enough to be a likely typo (or within `maxDistance` when given). */
export function closest(word: string, candidates: readonly string[], maxDistance?: number): string | undefined {
  const limit = maxDistance ?? Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  let lowerCandidates = lowered.get(candidates);
  if (!lowerCandidates) lowered.set(candidates, (lowerCandidates = candidates.map((c) => c.toLowerCase())));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (let i = 0; i < candidates.length; i++) {
    const c = lowerCandidates[i];
    // Lengths further apart than the limit are further apart than it in edits: not worth the table
    // (a site's every route, for each of thousands of broken links).
    const bound = Math.min(limit, bestDistance);
    if (Math.abs(c.length - word.length) > bound) continue;
    const d = editDistance(lower, c, bound);
    if (d < bestDistance) [best, bestDistance] = [candidates[i], d];
  }
  return bestDistance <= limit ? best : undefined;
}

/** Levenshtein distance; past `bound` (when given) any number above it, as soon as that is certain. */
export function editDistance(a: string, b: string, bound = Infinity): number {
  // A shared start and end cost nothing: the table is only made for what differs (routes of one
  // folder share most of their path).
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  if (start > 0 || end > 0) {
    a = a.slice(start, a.length - end);
    b = b.slice(start, b.length - end);
  }
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (row[j] < rowMin) rowMin = row[j];
    }
    // Every later row's cells are at least this row's least: the distance is past the bound already.
    if (rowMin > bound) return rowMin;
    prev = row;
  }
  return prev[b.length];
}
