// Algolia's facetFilters (reference: algolia-search-api.md §6.2, §6.3): a list ANDed together, a
// nested list ORed; `attr:value` matches a record whose attribute (a dotted path for nested ones:
// `hierarchy.lvl0`) holds the value, or one of its list's items; `attr:-value` negates, and `\-`
// starts a value that really begins with "-". Everything after the first colon is the value.
// Only faceted attributes (attributesForFaceting) can be filtered: on any other, as on Algolia, a
// filter matches nothing, and its negation everything. Compiled once per query into a predicate.
import type { FacetFilters } from '../../runtime/shared/search-wire.ts';
import type { ParsedFilters } from './filters-string.ts';
import { FACET_ATTRIBUTES } from './index-settings.ts';
import { valueAt } from './record-value.ts';

type Test = (record: Record<string, unknown>) => boolean;

interface ParsedFilter {
  attribute: string;
  value: string;
  negated: boolean;
}

export function parseFacetFilter(filter: string): ParsedFilter | null {
  const colon = filter.indexOf(':');
  if (colon < 0) return null;
  const attribute = filter.slice(0, colon);
  let value = filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negated };
}

function compileOne(filter: string): Test {
  const parsed = parseFacetFilter(filter);
  if (!parsed) return () => false;
  const { attribute, negated } = parsed;
  if (!(FACET_ATTRIBUTES as readonly string[]).includes(attribute)) return () => negated;
  // Facet values match whatever their case (`type:LVL1` is `type:lvl1`), as Algolia's do and the filters string's here.
  const expected = parsed.value.toLowerCase();
  const same = (v: unknown) => String(v).toLowerCase() === expected;
  return (record) => {
    const value = valueAt(record, attribute);
    const found = Array.isArray(value) ? value.some(same) : value !== undefined && value !== null && same(value);
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

/**
 * Algolia filters on objectID without its being declared a facet (a filter-only facet, values
 * compared as they are written: case counts). objectID is one record's own, so a facetFilters entry
 * naming it cannot be answered once per facet combination as the others are: such entries are taken
 * out, as filter groups the engine tests record by record (`groups`), the rest left as they were.
 */
export function takeObjectIdFilters(filters: FacetFilters | undefined): { rest: FacetFilters | undefined; groups: ParsedFilters } {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters;
  const namesObjectId = (filter: string) => parseFacetFilter(filter)?.attribute === 'objectID';
  const taken = list.filter((entry) => (Array.isArray(entry) ? entry.some(namesObjectId) : namesObjectId(entry)));
  if (taken.length === 0) return { rest: filters, groups: [] };
  const groups = taken.map((entry) =>
    (Array.isArray(entry) ? entry : [entry]).flatMap((filter) => {
      const parsed = parseFacetFilter(filter);
      // A filter with no colon matches nothing, here as in compileOne.
      return parsed ? [{ kind: 'facet' as const, ...parsed }] : [];
    }),
  );
  return { rest: list.filter((entry) => !taken.includes(entry)) as FacetFilters, groups };
}

/** The attributes a set of filters looks at. */
export function filteredAttributes(filters: FacetFilters | undefined): Set<string> {
  const list = filters === undefined ? [] : typeof filters === 'string' ? [filters] : filters.flat();
  return new Set(list.map((f) => parseFacetFilter(f)?.attribute ?? ''));
}
