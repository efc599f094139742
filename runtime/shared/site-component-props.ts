// The props content may give a site's own component (registered in site.config.ts): literals only —
// text, numbers, true/false, null, and arrays and plain objects of them. The build checks them and the
// browser filters them again, since page data is untrusted: nothing else reaches site code.

/** Deeper than any prop an author writes; a tampered data file must not make the filter recurse without end. */
const MAX_PROP_DEPTH = 16;

/** A URL with a scheme that runs or embeds a document: dropped from any text prop, whatever its name. */
const SCRIPT_URL = /^[\s\u0000-\u001f]*(?:javascript|vbscript|data)[\s\u0000-\u001f]*:/i;

/** True for text that is a javascript:, vbscript: or data: address. */
export const isScriptUrl = (text: string): boolean => SCRIPT_URL.test(text);

export type LiteralProp = string | number | boolean | null | LiteralProp[] | { [key: string]: LiteralProp };

/** Props React reads itself, or that put raw HTML into the page: never an author's to set. */
const REACT_OWN_PROPS = new Set(['children', 'key', 'ref', 'dangerouslysetinnerhtml', 'suppresshydrationwarning', 'suppresscontenteditablewarning']);

/** True for a prop name content may set on a site component: a plain name, no handler, no React internals. */
export function isAllowedSitePropName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !/^on/i.test(name) && !REACT_OWN_PROPS.has(name.toLowerCase()) && name !== '__proto__';
}

/** The value as a literal prop, or undefined when it is not one (or reaches too deep). */
export function literalProp(value: unknown, depth = 0): LiteralProp | undefined {
  if (depth > MAX_PROP_DEPTH) return undefined;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return SCRIPT_URL.test(value) ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map((item) => literalProp(item, depth + 1));
    return items.every((item) => item !== undefined) ? (items as LiteralProp[]) : undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const object: Record<string, LiteralProp> = {};
    for (const [key, item] of Object.entries(value)) {
      const literal = literalProp(item, depth + 1);
      if (literal === undefined || key === '__proto__') return undefined;
      object[key] = literal;
    }
    return object;
  }
  return undefined;
}

/** The props of a site component as the renderer passes them on: allowed names with literal values. */
export function safeSiteProps(props: unknown): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  if (!props || typeof props !== 'object' || Array.isArray(props)) return safe;
  for (const [name, value] of Object.entries(props)) {
    if (!isAllowedSitePropName(name)) continue;
    const literal = literalProp(value);
    if (literal !== undefined) safe[name] = literal;
  }
  return safe;
}
