// Tables looked up by names content writes (an element, a language, an admonition type): without a
// prototype, so "constructor", "toString" or "__proto__" find nothing instead of Object's own members.

/** The same entries in an object with no prototype: `name in table` and `table[name]` see only them. */
export function lookupTable<T>(entries: Record<string, T>): Record<string, T> {
  return Object.assign(Object.create(null) as Record<string, T>, entries);
}
