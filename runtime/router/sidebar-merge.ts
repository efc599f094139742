// The sidebar state a reader builds up: the parts of the sidebar they opened stay loaded when a
// client-side navigation brings the next page's own part of the sidebar (as its full load carries it).
import type { Sidebar, SidebarItem } from '../shared/types.ts';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The sidebar with the left-out category numbered `part` given its items. */
export function withPartLoaded(sidebar: Sidebar, part: number, partItems: SidebarItem[]): Sidebar {
  const visit = (list: SidebarItem[]): SidebarItem[] => {
    let changed = false;
    const next = list.map((item) => {
      if (item.type === 'link') return item;
      const replaced: Category = item.lazy && item.part === part ? { ...item, items: partItems, lazy: undefined } : { ...item, items: visit(item.items) };
      if (replaced.items === item.items) return item;
      changed = true;
      return replaced;
    });
    return changed ? next : list;
  };
  const items = visit(sidebar.items);
  return items === sidebar.items ? sidebar : { ...sidebar, items };
}

/**
 * The next page's part of the sidebar, with the categories the reader had loaded on the way kept
 * loaded. Both come from the same sidebar, so an item is known by its place in its level: the place
 * in what was shown, plus the items a window left out before it.
 */
export function keepLoadedParts(next: Sidebar, current: Sidebar | null): Sidebar {
  if (!current || current.id !== next.id) return next;
  const level = (items: SidebarItem[], before: number, had: SidebarItem[], hadBefore: number): SidebarItem[] =>
    items.map((item, i) => {
      const old = had[before + i - hadBefore];
      if (item.type === 'link' || old?.type !== 'category' || old.label !== item.label) return item;
      // A category left out here that the reader had opened: as they had it.
      if (item.lazy) return old.lazy ? item : old;
      return old.lazy ? item : { ...item, items: level(item.items, item.hiddenBefore ?? 0, old.items, old.hiddenBefore ?? 0) };
    });
  return { ...next, items: level(next.items, next.hiddenBefore ?? 0, current.items, current.hiddenBefore ?? 0) };
}
