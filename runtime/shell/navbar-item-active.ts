// Whether a navbar entry is the current section, for the navbar and the mobile sidebar alike.
import type { NavbarItem, PageData } from '../shared/types.ts';

/** A link of a dropdown is the current one on its own page only: two docs of one sidebar would both light up by the section's rule. */
export function isDropdownLinkActive(link: NavbarItem, page: PageData): boolean {
  return !link.external && link.href === page.path;
}

/** The folder of an address: itself without its last segment ("/docs/guides/first" → "/docs/guides"). */
const folderOf = (href: string) => href.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
const isUnder = (pagePath: string, folder: string) => pagePath.startsWith(`${folder}/`);

/**
 * Spec/reference: a doc entry is active on every page of its target's sidebar. `siblings`: the
 * navbar's entries, this one among them. When several lead into the page's sidebar (FINOS FDC3's
 * "Getting Started" and "The Standard", the fixture's "Start" and "Guides"), all of them lit up on
 * every page of it: then the one leading to the page is the current section, else the one the page
 * is under (its address, else its folder), the deepest when one is deepest, else none (Docusaurus
 * lights a plain link on its own address and those under it).
 */
export function isNavbarItemActive(item: NavbarItem, page: PageData, siblings: readonly NavbarItem[] = []): boolean {
  // A dropdown is the current section when the page is one of its links: by the sidebar rule, a menu
  // with one doc of the docs' sidebar lit up on every doc beside the navbar's own Docs entry.
  if (item.items) return item.items.some((inner) => isDropdownLinkActive(inner, page));
  if (item.external) return false;
  if (!item.sidebarId || !page.sidebarId) return item.href === page.path;
  if (item.sidebarId !== page.sidebarId) return false;
  const sharing = siblings.filter((other) => !other.items && !other.external && other.sidebarId === item.sidebarId);
  if (!sharing.includes(item)) sharing.push(item);
  if (sharing.length === 1) return true;
  const depths = sharing.map((other) => nearness(page.path, other.href));
  const nearest = Math.max(...depths);
  return nearest >= 0 && depths[sharing.indexOf(item)] === nearest && depths.filter((depth) => depth === nearest).length === 1;
}

/** How near a link leads to the page: its own address (nearest), an address it is under, then its folder; -1 for none of them. */
function nearness(pagePath: string, href: string): number {
  if (pagePath === href) return Number.MAX_SAFE_INTEGER;
  const own = href.replace(/\/+$/, '');
  if (isUnder(pagePath, own)) return own.length;
  const folder = folderOf(href);
  return isUnder(pagePath, folder) ? folder.length : -1;
}
