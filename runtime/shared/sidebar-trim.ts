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
export const TOP_LEVEL_WINDOW = 10;

export function trimSidebar(sidebar: Sidebar, path: string): Sidebar {
  let trimmed = false;
  const trim = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'link') return item;
      if (item.collapsed && !containsPath(item.items, path)) {
        trimmed = true;
        return { ...item, items: [], lazy: true, href: firstHref(item.items) };
      }
      return { ...item, items: trim(item.items) };
    });
  const items = trim(sidebar.items);
  if (items.length > TOP_LEVEL_LIMIT) {
    // The current page's item sits in the middle of the window, or as near it as the ends allow.
    const current = Math.max(
      0,
      sidebar.items.findIndex((item) => (item.type === 'link' ? item.href === path : containsPath(item.items, path))),
    );
    const start = Math.min(Math.max(0, current - Math.floor(TOP_LEVEL_WINDOW / 2)), items.length - TOP_LEVEL_WINDOW);
    const end = start + TOP_LEVEL_WINDOW;
    return { ...sidebar, items: items.slice(start, end), partial: true, hiddenBefore: start, hiddenAfter: items.length - end };
  }
  return trimmed ? { ...sidebar, items, partial: true } : sidebar;
}
