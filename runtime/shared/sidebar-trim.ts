// What of a sidebar a page carries, so a page's size does not grow with the number of pages in the
// site: collapsed categories away from the current page keep only their label and first link, and a
// top level longer than TOP_LEVEL_LIMIT (a flat site of many folders) is cut to TOP_LEVEL_WINDOW
// items around the current page's; "Show N more" buttons load the rest. A top level up to the limit,
// as most sites have, is shown whole.
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

export const TOP_LEVEL_LIMIT = 24;
export const TOP_LEVEL_WINDOW = 8;

type Category = Extract<SidebarItem, { type: 'category' }>;

/** What trimming needs to know of a sidebar, worked out once for all its pages: without it, every
 * page walked the whole sidebar, and a build's trimming grew with the square of the site. */
interface SidebarIndex {
  /** For each page, the categories holding it, at every depth. */
  holders: Map<string, Set<Category>>;
  /** The first page of each category. */
  first: Map<Category, string | undefined>;
  /** For each page, the index of the top-level item holding it (or being it). */
  topLevel: Map<string, number>;
}

const indexes = new WeakMap<Sidebar, SidebarIndex>();

function indexOf(sidebar: Sidebar): SidebarIndex {
  let index = indexes.get(sidebar);
  if (index) return index;
  const built: SidebarIndex = { holders: new Map(), first: new Map(), topLevel: new Map() };
  const visit = (items: SidebarItem[], chain: Category[], top: number | undefined) =>
    items.forEach((item, i) => {
      const topIndex = top ?? i;
      if (item.type === 'link') {
        if (!built.topLevel.has(item.href)) built.topLevel.set(item.href, topIndex);
        const holders = built.holders.get(item.href) ?? new Set<Category>();
        for (const category of chain) holders.add(category);
        built.holders.set(item.href, holders);
        return;
      }
      built.first.set(item, firstHref(item.items));
      visit(item.items, [...chain, item], topIndex);
    });
  visit(sidebar.items, [], undefined);
  index = built;
  indexes.set(sidebar, index);
  return index;
}

export function trimSidebar(sidebar: Sidebar, path: string): Sidebar {
  const { holders, first, topLevel } = indexOf(sidebar);
  const onPath = holders.get(path) ?? new Set<Category>();
  let trimmed = false;
  const trim = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'link') return item;
      if (item.collapsed && !onPath.has(item)) {
        trimmed = true;
        return { ...item, items: [], lazy: true, href: first.get(item) };
      }
      return { ...item, items: trim(item.items) };
    });
  const all = sidebar.items;
  if (all.length > TOP_LEVEL_LIMIT) {
    // The current page's item sits in the middle of the window, or as near it as the ends allow;
    // only the window is trimmed, so a page's work does not grow with the top level either.
    const current = topLevel.get(path) ?? 0;
    const start = Math.min(Math.max(0, current - Math.floor(TOP_LEVEL_WINDOW / 2)), all.length - TOP_LEVEL_WINDOW);
    const end = start + TOP_LEVEL_WINDOW;
    return { ...sidebar, items: trim(all.slice(start, end)), partial: true, hiddenBefore: start, hiddenAfter: all.length - end };
  }
  const items = trim(all);
  return trimmed ? { ...sidebar, items, partial: true } : sidebar;
}
