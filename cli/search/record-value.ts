// A record's value at an attribute path, as filters, facets and the static index read it: a dotted
// path (`hierarchy.lvl0`) goes into nested objects, never into a list.

/** Dotted paths split once: a filter on a nested attribute reads it from thousands of records per query. */
const splitPaths = new Map<string, string[]>();

function pathKeys(path: string): string[] {
  let keys = splitPaths.get(path);
  if (!keys) {
    // Paths come from requests: a stranger's endless new paths must not grow this forever.
    if (splitPaths.size >= 1000) splitPaths.clear();
    splitPaths.set(path, (keys = path.split('.')));
  }
  return keys;
}

/** The value at a dotted path (`hierarchy.lvl0`), or undefined. */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return record[path];
  let value: unknown = record;
  for (const key of pathKeys(path)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
