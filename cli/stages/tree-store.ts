// The trees of the pages parsed in this thread, between the parse and the render. Each is handed
// out once: the render takes a page's tree and nothing holds it afterwards, so a large site's heap
// shrinks as its pages render. Pages themselves never hold a tree.
import type { Root } from 'mdast';
import type { ParsedPage } from '../content/page.ts';

export class TreeStore {
  private readonly trees = new Map<string, Root>();

  constructor(parsed: ParsedPage[] = []) {
    for (const page of parsed) this.trees.set(page.source.contentPath, page.tree);
  }

  has(contentPath: string): boolean {
    return this.trees.has(contentPath);
  }

  /** The tree of that content file, given up by the store; undefined when it holds none. */
  take(contentPath: string): Root | undefined {
    const tree = this.trees.get(contentPath);
    this.trees.delete(contentPath);
    return tree;
  }
}
