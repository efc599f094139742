// Docusaurus's <TOCInline />, made at build time: the page's own headings, between the levels it
// asks for, as a nested list of links. Nothing of it runs in the browser.
import type { List, ListItem, Nodes, Root } from 'mdast';
import type { PageHeading } from './headings.ts';
import type { TocInlineNode } from './theme-imports.ts';
import { walk } from './walk.ts';

/** `levels`: the site's (its tableOfContents), for a <TOCInline> that gives none of its own. */
export function expandTocInline(tree: Root, headings: PageHeading[], levels: { min: number; max: number } = { min: 2, max: 3 }): void {
  const isToc = (node: Nodes) => (node as { type: string }).type === 'tocInline';
  const isBlank = (node: Nodes) => node.type === 'text' && node.value.trim() === '';
  walk<Nodes>(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    // Written on a line of its own, MDX may have put it in a paragraph: the list takes the paragraph's place.
    const alone = node.type === 'paragraph' && node.children.some(isToc) && node.children.every((child) => isToc(child) || isBlank(child));
    if (!alone && !isToc(node)) return;
    const toc = (alone ? (node as { children: Nodes[] }).children.find(isToc) : node) as unknown as TocInlineNode;
    // Docusaurus's `toc` is the page's headings from h2 down, in order: a slice of it is taken before the levels.
    const listed = toc.slice ? headings.filter((h) => h.depth >= 2).slice(...toc.slice) : headings;
    const [min, max] = [toc.minDepth ?? levels.min, toc.maxDepth ?? levels.max];
    const list = tocList(listed.filter((h) => h.depth >= min && h.depth <= max));
    // Inside a line of text a list cannot stand: there, and for a page without headings, nothing is left.
    const replacement = list && (alone || parent.type !== 'paragraph') ? [list as never] : [];
    parent.children.splice(index, 1, ...replacement);
    return index + replacement.length;
  });
}

/** Headings in page order, each nested under the nearest shallower one before it. */
function tocList(headings: PageHeading[]): List | null {
  if (headings.length === 0) return null;
  const root: List = { type: 'list', ordered: false, spread: false, children: [] };
  const stack: { depth: number; list: List }[] = [{ depth: 0, list: root }];
  for (const heading of headings) {
    while (stack.length > 1 && stack[stack.length - 1].depth >= heading.depth) stack.pop();
    const item: ListItem = {
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: [{ type: 'link', url: `#${heading.id}`, children: [{ type: 'text', value: heading.text }] }] }],
    };
    stack[stack.length - 1].list.children.push(item);
    const nested: List = { type: 'list', ordered: false, spread: false, children: [] };
    item.children.push(nested);
    stack.push({ depth: heading.depth, list: nested });
  }
  // Lists that stayed empty are left out.
  walk<Nodes>(root, (node) => {
    if (node.type === 'listItem') node.children = node.children.filter((child) => child.type !== 'list' || child.children.length > 0);
  });
  return root;
}
