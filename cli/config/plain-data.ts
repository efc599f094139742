// A value a site's code exported (site.config.ts, sidebars.js), copied as plain data while the caller
// can still say whose problem it is: a getter that throws, a Proxy whose traps throw, a value that
// holds itself, all fail here, inside the caller's try, and not later as devcenter's own error.

/**
 * A copy of `value` as plain data: objects and arrays copied (their getters run now, an instance of
 * a class read as its own keys), functions kept for the checks to name; a BigInt or a symbol is
 * refused. `what` names the value in the errors thrown ("the config").
 */
export function plainData(value: unknown, what: string, above = new Set<unknown>()): unknown {
  if (typeof value === 'bigint' || typeof value === 'symbol') throw new Error(`${what} holds a ${typeof value} (${String(value)}), which is no config value`);
  if (typeof value !== 'object' || value === null) return value;
  if (above.has(value)) throw new Error(`${what} refers to itself (a value holds the object it is in)`);
  above.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => plainData(item, what, above))
    : Object.fromEntries(Object.keys(value).map((key) => [key, plainData((value as Record<string, unknown>)[key], what, above)]));
  above.delete(value);
  return copy;
}
