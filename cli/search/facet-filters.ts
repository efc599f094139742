// Algolia facetFilters: a list ANDed together; a nested list is ORed; "-attr:value" negates.

export type FacetFilters = string | (string | string[])[];

function matchesOne(record: Record<string, unknown>, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return false;
  const attribute = body.slice(0, colon);
  const expected = body.slice(colon + 1);
  const value = record[attribute];
  const found = Array.isArray(value) ? value.map(String).includes(expected) : value !== undefined && value !== null && String(value) === expected;
  return negated ? !found : found;
}

export function matchesFacetFilters(record: Record<string, unknown>, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  return list.every((entry) => (Array.isArray(entry) ? entry.some((f) => matchesOne(record, f)) : matchesOne(record, entry)));
}
