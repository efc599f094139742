// Whether a navbar entry is the current section, for the navbar and the mobile sidebar alike.
import type { NavbarItem, PageData } from '../shared/types.ts';

/** Spec/reference: a doc entry is active on every page of its target's sidebar. */
export function isNavbarItemActive(item: NavbarItem, page: PageData): boolean {
  if (item.external) return false;
  if (item.sidebarId && page.sidebarId) return item.sidebarId === page.sidebarId;
  return item.href === page.path;
}
