// The docs sidebar: categories toggle on their own (no auto-collapse, not hideable); what a page left
// out of a large sidebar (sidebar-trim.ts) loads when a lazy category opens or "Show N more" is pressed:
// that level's items only.
import { useState } from 'react';
import { useMessages } from '../messages-context.ts';
import type { Sidebar, SidebarItem } from '../shared/types.ts';
import { containsPath, firstHref } from '../shared/sidebar-trim.ts';
import { categoryRequest, topLevelRequest, type PartRequest } from '../router/sidebar-merge.ts';
import { Link } from './Link.tsx';
import { useShell } from './shell-context.tsx';


/** An author's class for an item (`sidebar_class_name`, `className`): plain class names only. */
function extraClass(className: string | undefined): string {
  return className && /^[\w-]+(?: [\w-]+)*$/.test(className) ? ` ${className}` : '';
}

function Category({ item, path, onNavigate }: { item: Extract<SidebarItem, { type: 'category' }>; path: string; onNavigate?: () => void }) {
  const messages = useMessages();
  const active = containsPath([item], path);
  const [collapsed, setCollapsed] = useState(item.collapsed && !active);
  const { openSidebarPart } = useShell();
  const asks = categoryRequest(item);
  const setOpen = (open: boolean) => {
    if (open && item.lazy) openSidebarPart(asks);
    setCollapsed(!open);
  };
  const list = item.items.length > 0 && (
    <ul className="menu__list" hidden={collapsed}>
      <ShowMore count={item.hiddenBefore} asks={asks} />
      {item.items.map((child, i) => (
        <Item key={itemKey(child, i)} item={child} path={path} onNavigate={onNavigate} />
      ))}
      <ShowMore count={item.hiddenAfter} asks={asks} />
    </ul>
  );
  const className = `menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}${extraClass(item.className)}`;
  if (item.collapsible === false) {
    // Always open, as Docusaurus draws `collapsible: false`: no caret, the label a link to the
    // category's page when it has one, else plain text.
    const current = item.href === path;
    return (
      <li className={className}>
        {item.href !== undefined ? (
          <Link href={item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
            {item.label}
          </Link>
        ) : (
          <span className="menu__link menu__link--static">{item.label}</span>
        )}
        {list}
      </li>
    );
  }
  if (item.href !== undefined) {
    // A category with a page of its own, as Docusaurus draws it: the label goes to the page (opening
    // the category, or toggling it when the reader is already there), the caret only toggles.
    const current = item.href === path;
    return (
      <li className={className}>
        <div className={`menu__list-item-collapsible${current ? ' menu__list-item-collapsible--active' : ''}`}>
          <Link
            href={item.href}
            className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`}
            aria-current={current ? 'page' : undefined}
            onClick={(event) => {
              if (current) {
                event.preventDefault();
                setOpen(collapsed);
                return;
              }
              setOpen(true);
              onNavigate?.();
            }}
          >
            {item.label}
          </Link>
          <button
            type="button"
            className="menu__caret"
            aria-label={collapsed ? messages.expandSidebarCategory(item.label) : messages.collapseSidebarCategory(item.label)}
            aria-expanded={!collapsed}
            onClick={() => setOpen(collapsed)}
          />
        </div>
        {list}
      </li>
    );
  }
  return (
    <li className={className}>
      <a
        role="button"
        href={item.firstHref ?? firstHref(item.items) ?? '#'}
        aria-expanded={!collapsed}
        className={`menu__link menu__link--sublist menu__link--sublist-caret${active ? ' menu__link--active' : ''}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(collapsed);
        }}
      >
        {item.label}
      </a>
      {/* A category the page left out has no list until its items arrive. */}
      {list}
    </li>
  );
}

/** One entry of a menu (docs sidebar, mobile menu): the current page is marked for all readers. */
export function MenuLink({ href, label, active, onClick, className, noPage }: { href: string; label: string; active: boolean; onClick?: () => void; className?: string; noPage?: boolean }) {
  return (
    <li className={`menu__list-item${extraClass(className)}`}>
      <Link href={href} noPage={noPage} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined} showExternalIcon onClick={onClick}>
        {label}
      </Link>
    </li>
  );
}

function Item({ item, path, onNavigate }: { item: SidebarItem; path: string; onNavigate?: () => void }) {
  if (item.type === 'category') return <Category item={item} path={path} onNavigate={onNavigate} />;
  return <MenuLink href={item.href} label={item.label} active={item.href === path} onClick={onNavigate} className={item.className} noPage={item.noPage} />;
}

/** Stable across a partial sidebar and the whole one, so an open category stays open when the rest arrives. */
function itemKey(item: SidebarItem, i: number): string {
  return item.type === 'link' ? `l:${item.href}:${i}` : `c:${item.label}:${item.href ?? item.firstHref ?? firstHref(item.items) ?? i}`;
}

/** Items a long level of the sidebar left out of the page: a button loads that whole level (its part). */
function ShowMore({ count, asks }: { count: number | undefined; asks: PartRequest | null }) {
  const messages = useMessages();
  const { openSidebarPart } = useShell();
  if (!count) return null;
  return (
    <li className="menu__list-item">
      <button type="button" className="menu__link menu__show-more" onClick={() => openSidebarPart(asks)}>
        {messages.showMoreSidebarItems(count)}
      </button>
    </li>
  );
}

export function DocSidebarMenu({ sidebar, path, onNavigate }: { sidebar: Sidebar; path: string; onNavigate?: () => void }) {
  return (
    <ul className="menu__list">
      <ShowMore count={sidebar.hiddenBefore} asks={topLevelRequest(sidebar)} />
      {sidebar.items.map((item, i) => (
        <Item key={itemKey(item, i)} item={item} path={path} onNavigate={onNavigate} />
      ))}
      <ShowMore count={sidebar.hiddenAfter} asks={topLevelRequest(sidebar)} />
    </ul>
  );
}

export function DocSidebar({ sidebar, path }: { sidebar: Sidebar; path: string }) {
  const messages = useMessages();
  return (
    <nav aria-label={messages.docsSidebar} className="menu doc-sidebar__menu">
      <DocSidebarMenu sidebar={sidebar} path={path} />
    </nav>
  );
}
