// Whether a navbar entry is the current section, for the navbar and the mobile sidebar alike.
import type { NavbarItem, PageData } from '../shared/types.ts';

/** A link of a dropdown is the current one on its own page only: two docs of one sidebar would both light up by the section's rule. */
export function isDropdownLinkActive(link: NavbarItem, page: PageData): boolean {
  return !link.external && link.href === page.path;
}

/** Spec/reference: a doc entry is active on every page of its target's sidebar. */
export function isNavbarItemActive(item: NavbarItem, page: PageData): boolean {
  // A dropdown is the current section when the page is one of its links: by the sidebar rule, a menu
  // with one doc of the docs' sidebar lit up on every doc beside the navbar's own Docs entry.
  if (item.items) return item.items.some((inner) => isDropdownLinkActive(inner, page));
  if (item.external) return false;
  if (item.sidebarId && page.sidebarId) return item.sidebarId === page.sidebarId;
  return item.href === page.path;
}
