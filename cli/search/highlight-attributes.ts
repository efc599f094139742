// Which attributes of a hit `attributesToHighlight` (or `attributesToSnippet`) asks for, as Algolia
// reads the list: a name is an attribute or an object of them (`hierarchy` is every `hierarchy.lvlN`,
// as the DocSearch template's own setting writes it), and `*` is every attribute of the record,
// searchable or not. The searchable ones are highlighted from the text the engine indexed; any other
// is highlighted (or snippeted) from the record, in its shape (an object of results for an object, a
// list for a list).
import { SEARCHABLE_ATTRIBUTES, type HighlightResult, type SnippetResult } from '../../runtime/shared/search-wire.ts';

/** Whether `attribute` (a dotted path) is among those `asked` names. */
export function isAsked(asked: readonly string[], attribute: string): boolean {
  return asked.some((name) => name === '*' || name === attribute || attribute.startsWith(`${name}.`));
}

/** Whether a path is a searchable attribute, inside one, or an object holding some. */
const touchesSearchable = (path: string) => SEARCHABLE_ATTRIBUTES.some((searchable) => searchable === path || searchable.startsWith(`${path}.`) || path.startsWith(`${searchable}.`));

/** What one text becomes: its highlight, or its snippet. */
type Leaf = HighlightResult | SnippetResult;
type Shaped = Leaf | Shaped[] | { [key: string]: Shaped };

/** A value's highlight (or snippet) in its shape; undefined for what holds no text (null, numbers, booleans). */
function shaped(value: unknown, highlight: (text: string) => Leaf): Shaped | undefined {
  if (typeof value === 'string') return highlight(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => shaped(item, highlight));
    return items.every((item) => item !== undefined) ? (items as Shaped[]) : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const out: Record<string, Shaped> = {};
  for (const [key, inner] of Object.entries(value)) {
    const result = shaped(inner, highlight);
    if (result !== undefined) out[key] = result;
  }
  return out;
}

/**
 * Adds to `into` the highlights (or, given the snippet function, the snippets) of the attributes
 * asked for that are not searchable (`url`, `type`, or all of them with `*`), read from the record;
 * the searchable ones are the engine's to add.
 */
export function highlightOtherAttributes(record: Record<string, unknown>, asked: readonly string[], highlight: (text: string) => Leaf, into: Record<string, unknown>): void {
  const paths = asked.includes('*') ? Object.keys(record).filter((key) => key !== 'objectID') : asked;
  for (const path of paths) {
    if (touchesSearchable(path)) continue;
    let value: unknown = record;
    for (const key of path.split('.')) value = typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
    const result = shaped(value, highlight);
    if (result === undefined) continue;
    const keys = path.split('.');
    let at = into;
    for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
    at[keys[keys.length - 1]] = result;
  }
}
