// What of a sidebar a page carries: collapsed categories away from the current page keep only their
// label and first link, so a page's size does not grow with the number of pages in the site.
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
  return trimmed ? { ...sidebar, items, partial: true } : sidebar;
}
