// What of a sidebar a page carries, so a page's size does not grow with the number of pages in the
// site: collapsed categories away from the current page keep only their label and first link, and a
// level longer than LEVEL_LIMIT (a flat site's top level of many folders, a folder of hundreds of
// pages) is cut to LEVEL_WINDOW items around the current page's; "Show N more" buttons load the rest.
// A level up to the limit, as most sites have, is shown whole.
import type { Sidebar, SidebarItem } from './types.ts';

export function firstHref(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link') return item.href;
    const inner = item.href ?? firstHref(item.items);
    if (inner) return inner;
  }
  return undefined;
}

export function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((i) => (i.type === 'link' ? i.href === path : containsPath(i.items, path)));
}

export const LEVEL_LIMIT = 24;
export const LEVEL_WINDOW = 8;

type Category = Extract<SidebarItem, { type: 'category' }>;

/** What trimming needs to know of a sidebar, worked out once for all its pages: without it, every
 * page walked the whole sidebar, and a build's trimming grew with the square of the site. */
interface SidebarIndex {
  /** For each page, the categories holding it, at every depth. */
  holders: Map<string, Set<Category>>;
  /** For each page, the categories holding its first place in the sidebar, outermost first. */
  chain: Map<string, Category[]>;
  /** Each page's first link item. */
  link: Map<string, SidebarItem>;
  /** Each item's place among its parent's items. */
  place: Map<SidebarItem, number>;
  /** The first page of each category. */
  first: Map<Category, string | undefined>;
}

const indexes = new WeakMap<Sidebar, SidebarIndex>();

function indexOf(sidebar: Sidebar): SidebarIndex {
  let index = indexes.get(sidebar);
  if (index) return index;
  const built: SidebarIndex = { holders: new Map(), chain: new Map(), link: new Map(), place: new Map(), first: new Map() };
  const visit = (items: SidebarItem[], chain: Category[]) =>
    items.forEach((item, i) => {
      built.place.set(item, i);
      if (item.type === 'link') {
        if (!built.link.has(item.href)) {
          built.link.set(item.href, item);
          built.chain.set(item.href, chain);
        }
        const holders = built.holders.get(item.href) ?? new Set<Category>();
        for (const category of chain) holders.add(category);
        built.holders.set(item.href, holders);
        return;
      }
      built.first.set(item, firstHref(item.items));
      visit(item.items, [...chain, item]);
    });
  visit(sidebar.items, []);
  index = built;
  indexes.set(sidebar, index);
  return index;
}

/** Items left out before and after a level's window. */
type Hidden = { hiddenBefore?: number; hiddenAfter?: number };

export function trimSidebar(sidebar: Sidebar, path: string): Sidebar {
  const { holders, chain, link, place, first } = indexOf(sidebar);
  const onPath = holders.get(path) ?? new Set<Category>();
  const pathChain = chain.get(path) ?? [];
  let trimmed = false;

  /**
   * A level's items as the page carries them (`parent` null for the top level): a long one cut to the
   * window around the item on the way to the current page (or its start, off that way). Only the
   * window is trimmed, so a page's work does not grow with a level's length either.
   */
  const level = (items: SidebarItem[], parent: Category | null): { items: SidebarItem[] } & Hidden => {
    if (items.length <= LEVEL_LIMIT) return { items: items.map(item) };
    trimmed = true;
    const depth = parent === null ? 0 : pathChain.indexOf(parent) + 1;
    const towardPage = depth === 0 && parent !== null ? undefined : (pathChain[depth] ?? link.get(path));
    const current = towardPage === undefined ? 0 : (place.get(towardPage) ?? 0);
    const start = Math.min(Math.max(0, current - Math.floor(LEVEL_WINDOW / 2)), items.length - LEVEL_WINDOW);
    const end = start + LEVEL_WINDOW;
    return { items: items.slice(start, end).map(item), hiddenBefore: start, hiddenAfter: items.length - end };
  };
  const item = (entry: SidebarItem): SidebarItem => {
    if (entry.type === 'link') return entry;
    if (entry.collapsed && !onPath.has(entry)) {
      trimmed = true;
      return { ...entry, items: [], lazy: true, href: first.get(entry) };
    }
    return { ...entry, ...level(entry.items, entry) };
  };

  const top = level(sidebar.items, null);
  if (!trimmed) return sidebar;
  return { ...sidebar, ...top, partial: true };
}
