// Algolia's search for facet values (reference: algolia-search-api.md §3.3, §7): the values of one
// searchable facet held by the records that match the rest of the query (its words and filters),
// whose words begin with the facetQuery's words, the most frequent first, each with its count and
// the value highlighted (escaped, only the highlight tags as markup).
import { highlightText } from './highlight.ts';
import { SEARCHABLE_FACETS } from './index-settings.ts';
import { SearchRequestError } from './search-limits.ts';
import { tokenize, type Token } from './tokenize.ts';

export const DEFAULT_MAX_FACET_HITS = 10;

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export function checkSearchableFacet(facet: string): void {
  if (!SEARCHABLE_FACETS.includes(facet)) {
    throw new SearchRequestError(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
}

/** The facet hits among `counts` (value → matching records) for `facetQuery`. */
export function facetHits(counts: Record<string, number>, facetQuery: string, maxFacetHits: number, tags: { pre: string; post: string }, sortBy: 'count' | 'alpha' = 'count'): FacetHit[] {
  const queryWords = tokenize(facetQuery).map((t) => t.word);
  const hits: FacetHit[] = [];
  for (const [value, count] of Object.entries(counts)) {
    const words = tokenize(value);
    // Every word of the query begins some word of the value.
    const matched = queryWords.map((q) => words.find((w) => w.word.startsWith(q)));
    if (matched.some((w) => w === undefined)) continue;
    hits.push({ value, highlighted: highlight(value, words, queryWords, tags), count });
  }
  const byValue = (a: FacetHit, b: FacetHit) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  hits.sort(sortBy === 'alpha' ? byValue : (a, b) => b.count - a.count || byValue(a, b));
  return hits.slice(0, maxFacetHits);
}

/** The value (escaped as highlightText says), with each word's longest prefix typed in the query between the highlight tags. */
function highlight(value: string, words: Token[], query: string[], tags: { pre: string; post: string }): string {
  const escapeHtml = highlightText(tags);
  let out = '';
  let cursor = 0;
  for (const word of words) {
    const longest = Math.max(0, ...query.filter((q) => word.word.startsWith(q)).map((q) => q.length));
    if (longest === 0) continue;
    const end = Math.min(word.end, word.start + longest);
    out += escapeHtml(value.slice(cursor, word.start)) + tags.pre + escapeHtml(value.slice(word.start, end)) + tags.post;
    cursor = end;
  }
  return out + escapeHtml(value.slice(cursor));
}
