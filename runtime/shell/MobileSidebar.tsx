// Below 996 px: a panel with the docs sidebar (on docs pages) and the navbar entries.
// Escape, the backdrop, the close button and a link click close it; focus returns to the toggle.
// Tab stays in the panel while it is open: the page under the backdrop is out of reach.
import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../constants.ts';
import { interceptBack, isSidebarEntry, SIDEBAR_ENTRY } from '../router/history.ts';
import { useMessages } from '../messages-context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { DocSidebarMenu, MenuLink } from './DocSidebar.tsx';
import { isDropdownLinkActive, isNavbarItemActive } from './navbar-item-active.ts';
import { NavbarBrand } from './NavbarBrand.tsx';
import { useShell } from './shell-context.tsx';
import { useFocusTrap } from './use-focus-trap.ts';
import { LocaleDropdown, VersionDropdown } from './VersionAndLocale.tsx';

export function MobileSidebar({ onClose }: { onClose: () => void }) {
  const messages = useMessages();
  const { site, page, sidebar } = useShell();
  const [showPrimary, setShowPrimary] = useState(!sidebar);
  const { ref: panel, onKeyDown } = useFocusTrap<HTMLDivElement>();

  useEffect(() => {
    const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onResize = () => {
      if (window.innerWidth >= MOBILE_BREAKPOINT_PX) onClose();
    };
    // Back closes the sidebar instead of leaving the page: the open sidebar has a history entry of
    // its own (same address), which Back pops. A link followed from the sidebar replaces that entry.
    window.history.pushState({ ...(window.history.state as object | null), [SIDEBAR_ENTRY]: true }, '');
    const releaseBack = interceptBack(() => {
      onClose();
      return true;
    });
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    document.body.style.overflow = 'hidden';
    return () => {
      releaseBack();
      // Closed another way (Escape, backdrop, button): drop the sidebar's entry, once the click that
      // closed it has been handled (a followed link has replaced the entry by then).
      window.setTimeout(() => isSidebarEntry() && window.history.back(), 0);
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
      document.body.style.overflow = '';
      toggle?.focus();
    };
  }, [onClose]);

  return (
    <>
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={onClose} />
      <div className="navbar-sidebar" ref={panel} onKeyDown={onKeyDown}>
        <div className="navbar-sidebar__brand">
          <NavbarBrand defaultMark={false} />
          <ColorModeToggle />
          <button type="button" className="navbar-sidebar__close" aria-label={messages.closeNavigationBar} onClick={onClose}>
            <svg viewBox="0 0 15 15" width="18" height="18" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="2" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
            </svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          {sidebar && !showPrimary ? (
            <div className="navbar-sidebar__item menu">
              <button type="button" className="navbar-sidebar__back" onClick={() => setShowPrimary(true)}>
                {messages.backToMainMenu}
              </button>
              <DocSidebarMenu sidebar={sidebar} path={page.path} onNavigate={onClose} />
            </div>
          ) : (
            <div className="navbar-sidebar__item menu">
              <ul className="menu__list">
                {[...site.navbar.items, ...site.navbar.right].map((item) =>
                  item.items ? (
                    // A dropdown of links: its label over them, as a sidebar category that is always open.
                    <li key={`dropdown:${item.label}`} className="menu__list-item">
                      <span className="menu__link menu__link--static">{item.label}</span>
                      <ul className="menu__list">
                        {item.items.map((link) =>
                          link.heading ? (
                            <li key={`heading:${link.label}`} className="menu__list-item">
                              <span className="menu__link menu__link--static menu__link--heading">{link.label}</span>
                            </li>
                          ) : (
                            <MenuLink key={link.href} href={link.href} label={link.label} active={isDropdownLinkActive(link, page)} onClick={onClose} noPage={link.noPage} />
                          ),
                        )}
                      </ul>
                    </li>
                  ) : (
                    <MenuLink key={item.href} href={item.href} label={item.label} active={isNavbarItemActive(item, page, site.navbar.items)} onClick={onClose} noPage={item.noPage} />
                  ),
                )}
              </ul>
              {(site.navbar.versionDropdown || site.navbar.localeDropdown) && (
                <div className="navbar-sidebar__dropdowns">
                  {site.navbar.versionDropdown && <VersionDropdown />}
                  {site.navbar.localeDropdown && <LocaleDropdown mobileLabel />}
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
