// "Did you mean ...?": the nearest of the names a key, route or component could have been.

/** Candidate lists in lower case, made once per list: a check asks about the site's every route for each broken link. */
const lowered = new WeakMap<readonly string[], string[]>();

/**
 * The most edits a likely typo is (a third of a word, up to this): past it a name is another name.
 * Each comparison costs its length times this, and hostile content chooses the lengths: a third of
 * a 1,500-character link made each of its comparisons with the site's every route a full table.
 */
export const MAX_TYPO_DISTANCE = 24;

/** The most edits closest() takes `word` to be a typo of: a third of it, 2 to MAX_TYPO_DISTANCE. */
export function typoLimit(word: string): number {
  return Math.min(MAX_TYPO_DISTANCE, Math.max(2, Math.floor(word.length / 3)));
}

/** The most table cells closest(word, candidates) fills: each candidate's row, within the limit of the word's length, by its band. */
export function closestWork(word: string, candidateCount: number): number {
  const limit = typoLimit(word);
  return candidateCount * (word.length + limit + 1) * (2 * limit + 1);
}

/**
 * The nearest candidate by edit distance, if close enough to be a likely typo (or within `maxDistance` when given).
 * With `budget`: the comparisons stop once they have filled its cells (editWork), the nearest found by then
 * kept, and what they filled is taken from it.
 */
export function closest(word: string, candidates: readonly string[], maxDistance?: number, budget?: { cells: number }): string | undefined {
  const filledBefore = editWork.cells;
  const limit = maxDistance ?? typoLimit(word);
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
    if (budget && editWork.cells - filledBefore >= budget.cells) break;
    const d = editDistance(lower, c, bound);
    if (d < bestDistance) [best, bestDistance] = [candidates[i], d];
  }
  if (budget) budget.cells = Math.max(0, budget.cells - (editWork.cells - filledBefore));
  return bestDistance <= limit ? best : undefined;
}

/** How many characters `a` and `b` (both in lower case) start with alike. */
function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/**
 * The nearest of a few names (front matter keys), if it is a likely typo of `word`: as closest(), and
 * within the typo limit of what follows the start they share too. A long shared start made a different
 * word look like a typo: React Native's `authorTwitter` was "did you mean authorTitle" (3 edits, within
 * a third of 13 characters), though "witter" and "itle" are different words; `sidebar_lable`,
 * `descripton` and `autor` are still typos of sidebar_label, description and author.
 */
export function closestName(word: string, candidates: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  const wordLimit = typoLimit(word);
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    const limit = Math.min(wordLimit, typoLimit(word.slice(sharedStart(lower, c))));
    if (Math.abs(c.length - lower.length) > limit) continue;
    const d = editDistance(lower, c, limit);
    if (d <= limit && d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Two rows of the edit-distance table, kept between calls: a check of a site moved from Docusaurus
 * compares each of thousands of broken links with every route, and a fresh array per row made most
 * of that time garbage. */
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);

/**
 * Edit-distance cells filled so far in this thread, for a caller holding many comparisons to a budget
 * (what was filled, not what might be: a bound passed early costs nothing), with the characters of a
 * shared start and end compared before any table.
 */
export const editWork = { cells: 0 };

/** Levenshtein distance; past `bound` (when given) any number above it, as soon as that is certain. */
export function editDistance(a: string, b: string, bound = Infinity): number {
  // A shared start and end cost nothing: the table is only made for what differs (routes of one
  // folder share most of their path).
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a.charCodeAt(a.length - 1 - end) === b.charCodeAt(b.length - 1 - end)) end++;
  // Counted as cells: comparing what is shared is work too, and hostile content makes it all of it
  // (2,000 routes and 3,600 broken links alike in 1,460 of their 1,470 characters filled few cells
  // each and took 36 s to check, within the budget of a second).
  editWork.cells += start + end;
  const n = a.length - start - end;
  const m = b.length - start - end;
  if (n === 0 || m === 0) return n + m;
  // Lengths further apart than the bound are further apart than it in edits.
  if (Math.abs(n - m) > bound) return Math.abs(n - m);
  // Within a bound only the cells at most `bound` off the diagonal can be within it (a cell's distance
  // is at least how far off it is): the rest are taken as past it. A whole table was n × m cells,
  // and hostile content chooses both lengths (a broken link and a page's slug of 1,500 characters
  // each: 50 such links on a site of 300 pages took 85 s to check); the band is n × (2 × bound + 1).
  const band = Math.min(bound, Math.max(n, m));
  const past = band + 1;
  if (m + 2 > previousRow.length) {
    previousRow = new Int32Array(2 * (m + 2));
    currentRow = new Int32Array(2 * (m + 2));
  }
  let prev = previousRow;
  let row = currentRow;
  for (let j = 0; j <= Math.min(m, band); j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const code = a.charCodeAt(start + i - 1);
    const low = Math.max(1, i - band);
    const high = Math.min(m, i + band);
    editWork.cells += high - low + 1;
    // The cells just outside the band, as the previous row and this one see them.
    if (high > i - 1 + band) prev[high] = past;
    row[low - 1] = low === 1 ? i : past;
    let rowMin = row[low - 1];
    for (let j = low; j <= high; j++) {
      let cell = prev[j - 1] + (code === b.charCodeAt(start + j - 1) ? 0 : 1);
      if (prev[j] + 1 < cell) cell = prev[j] + 1;
      if (row[j - 1] + 1 < cell) cell = row[j - 1] + 1;
      row[j] = cell;
      if (cell < rowMin) rowMin = cell;
    }
    // Every later row's cells are at least this row's least: the distance is past the bound already.
    if (rowMin > bound) return rowMin;
    [prev, row] = [row, prev];
  }
  return prev[m];
}
