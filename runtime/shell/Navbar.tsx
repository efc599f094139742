// The top bar: brand, section entries and dropdowns of links, version and language dropdowns (when the config asks),
// external links, colour switch, and below 996 px the toggle for the mobile sidebar.
import { useCallback, useRef, useState } from 'react';
import { useMessages } from '../messages-context.ts';
import { SearchButton } from '../search/SearchButton.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { Link } from './Link.tsx';
import { MobileSidebar } from './MobileSidebar.tsx';
import { NavbarBrand } from './NavbarBrand.tsx';
import { isDropdownLinkActive, isNavbarItemActive } from './navbar-item-active.ts';
import { useShell } from './shell-context.tsx';
import { useHideableNavbar } from './use-hideable-navbar.ts';
import { LocaleDropdown, VersionDropdown } from './VersionAndLocale.tsx';
import { NavbarDropdown } from './NavbarDropdown.tsx';
import type { NavbarItem } from '../shared/types.ts';

export function Navbar() {
  const messages = useMessages();
  const { site, page } = useShell();
  const [mobileOpen, setMobileOpen] = useState(false);
  // One function for the panel's life: its effect runs again when it changes, and its cleanup steps
  // back out of the panel's history entry, which closed the panel at any re-render of the navbar (a
  // category of a large sidebar opened in it, whose items arrive as the shell's new state).
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideableNavbar(ref, page.path) && !mobileOpen;
  return (
    <nav
      ref={ref}
      aria-label={messages.mainNavigation}
      className={`navbar navbar--fixed-top${mobileOpen ? ' navbar-sidebar--show' : ''}${hidden ? ' navbar--hidden' : ''}`}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <button
            type="button"
            className="navbar__toggle"
            aria-label={messages.toggleNavigationBar}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((o) => !o)}
          >
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <NavbarBrand defaultMark />
          {site.navbar.items.map((item) => {
            const active = isNavbarItemActive(item, page, site.navbar.items);
            if (item.items) return <LinksDropdown key={`dropdown:${item.label}`} item={item} align="left" />;
            return (
              <Link
                key={item.href}
                href={item.href}
                noPage={item.noPage}
                className={`navbar__item navbar__link${active ? ' navbar__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                showExternalIcon
              >
                {item.label}
              </Link>
            );
          })}
        </div>
        <div className="navbar__items navbar__items--right">
          {site.navbar.versionDropdown && <VersionDropdown />}
          {site.navbar.localeDropdown && <LocaleDropdown />}
          {site.navbar.right.map((item) =>
            item.items ? (
              <LinksDropdown key={`dropdown:${item.label}`} item={item} align="right" />
            ) : (
              <Link key={item.href} href={item.href} noPage={item.noPage} className="navbar__item navbar__link" showExternalIcon>
                {item.label}
              </Link>
            ),
          )}
          <ColorModeToggle className="navbar__item" />
          <SearchButton />
        </div>
      </div>
      {mobileOpen && <MobileSidebar onClose={closeMobile} />}
    </nav>
  );
}

/** A dropdown of the config's links (Docusaurus's `type: 'dropdown'`): active when the page is one of them. */
function LinksDropdown({ item, align }: { item: NavbarItem; align: 'left' | 'right' }) {
  const { page } = useShell();
  const links = item.items ?? [];
  return (
    <NavbarDropdown
      label={item.label}
      align={align}
      active={isNavbarItemActive(item, page)}
      items={links.map((link) => ({ label: link.label, href: link.href, active: isDropdownLinkActive(link, page), siteLink: { noPage: link.noPage }, heading: link.heading }))}
    />
  );
}
