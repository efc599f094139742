// The props content may give a site's own component (registered in site.config.ts): literals only —
// text, numbers, true/false, null, and arrays and plain objects of them. The build checks them and the
// browser filters them again, since page data is untrusted: nothing else reaches site code.

import { EVENT_HANDLER_ATTRIBUTES } from './event-handler-names.ts';
import { isReservedName } from './reserved-names.ts';
import { urlScheme } from './url-policy.ts';

/** Deeper than any prop an author writes; a tampered data file must not make the filter recurse without end. */
const MAX_PROP_DEPTH = 16;

/** Schemes that run or embed a document: a text prop that is such an address is dropped, whatever its name. */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/**
 * True for text that is a javascript:, vbscript: or data: address, read as the browser reads it
 * (url-policy.ts): a tab or line break inside the scheme (`java&#9;script:`, as MDX decodes it) is
 * dropped by the browser's URL parser, and a regular expression on the text let it through to a
 * component's `location.href = to` (an attacker-round find).
 */
export const isScriptUrl = (text: string): boolean => SCRIPT_SCHEMES.has(urlScheme(text) ?? '');

export type LiteralProp = string | number | boolean | null | LiteralProp[] | { [key: string]: LiteralProp };

/** Props React reads itself, or that put raw HTML into the page: never an author's to set. */
const REACT_OWN_PROPS = new Set(['children', 'key', 'ref', 'dangerouslysetinnerhtml', 'suppresshydrationwarning', 'suppresscontenteditablewarning']);

/**
 * True for a name a text prop could run script through, in React or in HTML:
 * - "on" (in any case) not followed by a lowercase letter: React's shape of a handler (onClick,
 *   OnClick, ONCLICK) and spellings of it (on-click, on_click). A component calls such a prop;
 * - a name that is, lowercased, an event handler attribute (onclick, onError): React's server render
 *   writes a custom element's text props as attributes (<my-widget {...props}> in a site component),
 *   and the HTML parser lowercases their names, so onError="…" there is the element's onerror handler.
 * Any other name starting with the letters "on" (online, one, onlyShowMultiTenancy) is no handler to
 * either: React never writes a prop starting with "on" on an HTML element, a component only calls what
 * it means to, and on a custom element it is an attribute no browser runs. A future event the list
 * lacks is still no script in `build` and `serve`: their Content-Security-Policy refuses inline handlers.
 */
function isEventHandlerName(name: string): boolean {
  return /^[oO][nN](?![a-z])/.test(name) || EVENT_HANDLER_ATTRIBUTES.has(name.toLowerCase());
}

/** True for a prop name content may set on a site component: a plain name, no handler, no React internals. */
export function isAllowedSitePropName(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_-]*$/.test(name) && !isEventHandlerName(name) && !REACT_OWN_PROPS.has(name.toLowerCase()) && name !== '__proto__';
}

/** The value as a literal prop, or undefined when it is not one (or reaches too deep). */
export function literalProp(value: unknown, depth = 0): LiteralProp | undefined {
  if (depth > MAX_PROP_DEPTH) return undefined;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return isScriptUrl(value) ? undefined : value;
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
    // An id or name the runtime owns, as content elements are filtered (content-props.ts).
    if ((name === 'id' || name === 'name') && typeof literal === 'string' && isReservedName(literal)) continue;
    if (literal !== undefined) safe[name] = literal;
  }
  return safe;
}
