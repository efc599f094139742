// A preorder walk over mdast or hast. unist-util-visit names a function for every node it visits
// (a debugging aid), which was the largest cost of checking a large site after parsing itself.
import type { Node, Parent } from 'unist';

/**
 * Calls `visitor` for every node, parents before children. A visitor that replaced or removed the
 * node returns the index in the parent to go on from; the node's children are then not entered.
 * `T` is the node union of the tree (mdast `Nodes`, hast `Nodes`), so `node.type` checks narrow.
 */
export function walk<T extends Node>(tree: T, visitor: (node: T, index: number | undefined, parent: (T & Parent) | undefined) => number | void): void {
  const enter = (node: T, index: number | undefined, parent: (T & Parent) | undefined): number => {
    const next = visitor(node, index, parent);
    if (typeof next === 'number') return next;
    const children = (node as unknown as Parent).children as T[] | undefined;
    if (children) for (let i = 0; i < children.length; ) i = enter(children[i], i, node as T & Parent);
    return (index ?? 0) + 1;
  };
  enter(tree, undefined, undefined);
}

/**
 * The tree with `change` applied to every node, parents before children (a changed parent's children
 * are those of what `change` returned). The tree given is left as it was: only the nodes on the way
 * to a changed one are copied, the rest is shared, so a parsed page kept for later builds is never
 * altered by one build's rewriting of it.
 */
export function mapTree<T extends Node>(tree: T, change: (node: T) => T): T {
  const map = (node: T): T => {
    let next = change(node);
    const children = (next as unknown as Parent).children as T[] | undefined;
    if (!children) return next;
    let copied: T[] | null = null;
    children.forEach((child, i) => {
      const mapped = map(child);
      if (mapped !== child) (copied ??= [...children])[i] = mapped;
    });
    if (copied) next = { ...next, children: copied };
    return next;
  };
  return map(tree);
}
