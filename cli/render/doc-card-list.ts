// Docusaurus's <DocCardList />, made at render time: a card for each item of the sidebar category
// the page leads (or, failing that, the category the page is in), as our CardGrid of Cards. It needs
// the sidebars, so it is made here rather than when the page is parsed.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Sidebar, SidebarItem } from '../../runtime/shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The items the page's cards stand for: those of the category it leads, else of the one it is in. */
function itemsFor(items: SidebarItem[], routePath: string): SidebarItem[] | null {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === routePath) return item.items;
    const inner = itemsFor(item.items, routePath);
    if (inner) return inner;
    if (item.items.some((child) => child.type === 'link' && child.href === routePath)) return item.items;
  }
  return null;
}

const firstHref = (category: Category): string | undefined => category.href ?? category.items.map((item) => (item.type === 'link' ? item.href : firstHref(item))).find(Boolean);

function card(item: SidebarItem, routePath: string): MdxJsxFlowElement | null {
  const to = item.type === 'link' ? item.href : firstHref(item);
  if (!to || to === routePath) return null;
  return { type: 'mdxJsxFlowElement', name: 'Card', attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: item.label }, { type: 'mdxJsxAttribute', name: 'to', value: to }], children: [] };
}

/** The tree with each DocCardList replaced by the cards (a new tree; the one given is left as it was). */
export function withDocCards(tree: Root, routePath: string, sidebar: Sidebar | undefined): Root {
  if (!tree.children.some(function has(node: Nodes): boolean {
    return (node as { type: string }).type === 'docCardList' || ('children' in node && (node.children as Nodes[]).some(has));
  }))
    return tree;
  const cards = (itemsFor(sidebar?.items ?? [], routePath) ?? []).map((item) => card(item, routePath)).filter((c): c is MdxJsxFlowElement => c !== null);
  const grid: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: 'CardGrid', attributes: [], children: cards };
  const replaced = (node: Nodes): Nodes => {
    if ((node as { type: string }).type === 'docCardList') return grid;
    if (!('children' in node)) return node;
    return { ...node, children: (node.children as Nodes[]).map(replaced) } as Nodes;
  };
  return replaced(tree) as Root;
}
