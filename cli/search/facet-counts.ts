// Algolia's `facets` (reference: algolia-search-api.md §7): for each faceted attribute asked for, how
// many of the query's matching records (all of them, not the page; before distinct) hold each value,
// the most frequent first (or alphabetically), at most maxValuesPerFacet; numeric values also get
// their facets_stats. An attribute outside attributesForFaceting has no counts, as on Algolia.
import type { SearchRecord } from '../../runtime/shared/search-wire.ts';
import { valueAt } from './record-value.ts';
import { FACET_ATTRIBUTES } from './index-settings.ts';

export const DEFAULT_MAX_VALUES_PER_FACET = 100;

export interface FacetRequest {
  attributes: string[];
  maxValues: number;
  sortBy: 'count' | 'alpha';
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
  /** False when some attribute had more values than were listed. */
  allValuesListed: boolean;
}

/** The attributes `facets` names that can be counted: `*` is every faceted attribute. */
export function facetAttributes(asked: string[]): string[] {
  const wanted = asked.includes('*') ? FACET_ATTRIBUTES : asked.filter((a) => (FACET_ATTRIBUTES as readonly string[]).includes(a));
  return [...new Set(wanted)];
}

/**
 * Counts over records grouped by their facet values: `perCombination[c]` matching records share the
 * values of `combinations[c]` (the engine's grouping), so the work is one pass over the groups.
 */
export function countFacets(combinations: SearchRecord[], perCombination: Int32Array, request: FacetRequest): FacetCounts {
  const facets: FacetCounts['facets'] = {};
  const stats: NonNullable<FacetCounts['facets_stats']> = {};
  let allValuesListed = true;
  for (const attribute of request.attributes) {
    const counts = new Map<string, number>();
    let numeric = { min: Infinity, max: -Infinity, sum: 0, count: 0 };
    combinations.forEach((record, c) => {
      const matching = perCombination[c];
      if (matching === 0) return;
      const value = valueAt(record as unknown as Record<string, unknown>, attribute);
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === null || item === undefined || typeof item === 'object') continue;
        const key = String(item);
        counts.set(key, (counts.get(key) ?? 0) + matching);
        if (typeof item === 'number') numeric = { min: Math.min(numeric.min, item), max: Math.max(numeric.max, item), sum: numeric.sum + item * matching, count: numeric.count + matching };
      }
    });
    const ordered = [...counts].sort(request.sortBy === 'alpha' ? ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0) : ([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
    if (ordered.length > request.maxValues) allValuesListed = false;
    // An attribute no matching record has a value for is left out, as on Algolia.
    if (ordered.length > 0) facets[attribute] = Object.fromEntries(ordered.slice(0, request.maxValues));
    if (numeric.count > 0) stats[attribute] = { min: numeric.min, max: numeric.max, avg: numeric.sum / numeric.count, sum: numeric.sum };
  }
  return { facets, ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}), allValuesListed };
}
