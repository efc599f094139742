// A partial's syntax tree, parsed once and copied for each page that includes it. Each include used
// to parse the partial's text again: a shared partial listing the site's pages, included by every
// page, made the build's parsing grow with the square of the site (500 pages and a 500-link partial:
// 74 s of a 92 s build parsing the same text). What follows the parse (props, imports, links
// said from the including page) changes the tree, so each include gets its own copy, made far
// faster than the parse; the cached tree itself is never handed out.
import type { Root } from 'mdast';

/** How many partials' trees are kept (a worker lives through a whole `devcenter dev` session). */
const MAX_TREES = 64;
/** Larger partials are parsed each time: their trees would hold much memory for long. */
const MAX_TEXT_CHARS = 1_000_000;

const trees = new Map<string, { parser: object; tree: Root }>();

/** The tree of `text` as `parse` (one of parse.ts's processors, `parser`) makes it: a fresh copy
 * of the one kept when the same text was parsed so before. A parse that throws is not kept. */
export function partialTree(parser: object, text: string, parse: () => Root): Root {
  if (text.length > MAX_TEXT_CHARS) return parse();
  const kept = trees.get(text);
  if (kept && kept.parser === parser) {
    // Most recently used last: the oldest goes first.
    trees.delete(text);
    trees.set(text, kept);
    return copyTree(kept.tree);
  }
  const tree = parse();
  trees.set(text, { parser, tree: copyTree(tree) });
  if (trees.size > MAX_TREES) trees.delete(trees.keys().next().value!);
  return tree;
}

/** A deep copy of a syntax tree: mdast, with MDX's estree (acorn's nodes keep their prototype; a
 * RegExp literal's value is shared, as nothing changes one). */
function copyTree<T>(value: T): T {
  if (typeof value !== 'object' || value === null || value instanceof RegExp) return value;
  if (Array.isArray(value)) return value.map(copyTree) as T;
  const proto = Object.getPrototypeOf(value) as object | null;
  const copy = (proto === Object.prototype ? {} : Object.create(proto)) as Record<string, unknown>;
  for (const key of Object.keys(value)) copy[key] = copyTree((value as Record<string, unknown>)[key]);
  return copy as T;
}
