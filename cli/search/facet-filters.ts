// Algolia facetFilters: a list ANDed together; a nested list is ORed; "-attr:value" negates.
// Compiled once per query into a predicate (a query may test tens of thousands of records).
import type { FacetFilters } from '../../runtime/shared/search-wire.ts';

type Test = (record: Record<string, unknown>) => boolean;

function compileOne(filter: string): Test {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return () => false;
  const attribute = body.slice(0, colon);
  const expected = body.slice(colon + 1);
  return (record) => {
    const value = record[attribute];
    const found = Array.isArray(value) ? value.some((v) => String(v) === expected) : value !== undefined && value !== null && String(value) === expected;
    return negated ? !found : found;
  };
}

export function compileFacetFilters(filters: FacetFilters | undefined): Test {
  if (filters === undefined) return () => true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const tests = list.map((entry) => {
    if (!Array.isArray(entry)) return compileOne(entry);
    const any = entry.map(compileOne);
    return (record: Record<string, unknown>) => any.some((t) => t(record));
  });
  return (record) => tests.every((t) => t(record));
}

/** The attributes a set of filters looks at. */
export function filteredAttributes(filters: FacetFilters | undefined): Set<string> {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters.flat();
  return new Set(list.map((f) => f.replace(/^-/, '').split(':')[0]));
}
