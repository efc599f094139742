// Docusaurus's <DocCardList />, made at render time: a card for each item of the sidebar category
// the page leads (or, failing that, the category the page is in), as our CardGrid of Cards. It needs
// the sidebars, so it is made here rather than when the page is parsed.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Sidebar, SidebarItem } from '../../runtime/shared/types.ts';
import { ENGLISH_PAGE_WORDS } from './generated-page-words.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** What the cards say of the pages they lead to, by address: each doc's description (or first
 * paragraph), and each generated index's description (a category's card says it, else its count). */
export interface CardDescriptions {
  pages: ReadonlyMap<string, string>;
  generatedIndexes: ReadonlyMap<string, string>;
}

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

/** What a card says under its title, as Docusaurus's DocCard: a page's description (its first
 * paragraph when its front matter gives none), and for a category its generated index's description
 * or how many items it holds. */
function cardDescription(item: SidebarItem, descriptions: CardDescriptions, itemCount: (count: number) => string): string {
  if (item.type === 'link') return item.external ? '' : (descriptions.pages.get(item.href) ?? '');
  const own = item.href ? descriptions.generatedIndexes.get(item.href) : undefined;
  return own || itemCount(item.items.length);
}

/** The cards a page's DocCardList draws: the title, address and description of each. */
/** Whether the page leads a category of the sidebar or is in one: what a DocCardList lists the items of. */
export function hasCardCategory(routePath: string, sidebar: Sidebar | undefined): boolean {
  return itemsFor(sidebar?.items ?? [], routePath) !== null;
}

export interface DocCard {
  title: string;
  to: string;
  description: string;
}

/** `itemCount`: a category's "3 items", in the site's language (generated-page-words.ts). */
export function docCards(routePath: string, sidebar: Sidebar | undefined, descriptions: CardDescriptions, itemCount: (count: number) => string = ENGLISH_PAGE_WORDS.itemCount): DocCard[] {
  return (itemsFor(sidebar?.items ?? [], routePath) ?? []).flatMap((item) => {
    const to = item.type === 'link' ? item.href : firstHref(item);
    return to && to !== routePath ? [{ title: item.label, to, description: cardDescription(item, descriptions, itemCount) }] : [];
  });
}

/** Cards as our CardGrid of Cards, in the tree. */
export function cardGrid(cards: DocCard[]): MdxJsxFlowElement {
  const card = ({ title, to, description }: DocCard): MdxJsxFlowElement => ({
    type: 'mdxJsxFlowElement',
    name: 'Card',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'title', value: title },
      { type: 'mdxJsxAttribute', name: 'to', value: to },
    ],
    children: description ? [{ type: 'text', value: cut(description) }] as unknown as MdxJsxFlowElement['children'] : [],
  });
  return { type: 'mdxJsxFlowElement', name: 'CardGrid', attributes: [], children: cards.map(card) };
}

/** A card shows a line or two of its description: the rest would only weigh on the page. */
const CARD_DESCRIPTION_LENGTH = 160;

function cut(text: string): string {
  if (text.length <= CARD_DESCRIPTION_LENGTH) return text;
  const end = text.lastIndexOf(' ', CARD_DESCRIPTION_LENGTH);
  // Never half of a letter outside the BMP (an emoji): written as UTF-8 it is a U+FFFD, which the
  // page's data, holding the half, does not match when it hydrates.
  return `${text.slice(0, end > CARD_DESCRIPTION_LENGTH / 2 ? end : CARD_DESCRIPTION_LENGTH).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

/** The tree with each DocCardList replaced by the cards (a new tree; the one given is left as it was). */
export function withDocCards(tree: Root, routePath: string, sidebar: Sidebar | undefined, descriptions: CardDescriptions, itemCount: (count: number) => string = ENGLISH_PAGE_WORDS.itemCount): Root {
  if (!tree.children.some(function has(node: Nodes): boolean {
    return (node as { type: string }).type === 'docCardList' || ('children' in node && (node.children as Nodes[]).some(has));
  }))
    return tree;
  const grid = cardGrid(docCards(routePath, sidebar, descriptions, itemCount));
  const replaced = (node: Nodes): Nodes => {
    if ((node as { type: string }).type === 'docCardList') return grid;
    if (!('children' in node)) return node;
    return { ...node, children: (node.children as Nodes[]).map(replaced) } as Nodes;
  };
  return replaced(tree) as Root;
}
