// A navbar dropdown (language, docs version, a config's menu of links): opens on hover, click or Enter;
// Escape, outside clicks and a chosen item close it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from './Link.tsx';

export interface DropdownItem {
  label: string;
  href: string;
  lang?: string;
  active?: boolean;
  onSelect?: () => void;
  /** The same page in another language: the address keeps the reader's query and hash. */
  keepQueryAndHash?: boolean;
  /** A link of the config's: another site's opens in a new tab with its icon; one to no page is left to the browser. */
  siteLink?: { noPage?: boolean };
  /** A title over the links after it, not a link. */
  heading?: boolean;
}

export function NavbarDropdown({ label, icon, items, className = '', align = 'right', active = false }: { label: string; icon?: ReactNode; items: DropdownItem[]; className?: string; align?: 'left' | 'right'; active?: boolean }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Read when the reader reaches for the dropdown (the server, and hydration, know no query or hash).
  const [here, setHere] = useState('');
  const noteAddress = () => setHere(window.location.search + window.location.hash);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      ref={ref}
      className={`navbar__item dropdown dropdown--hoverable${align === 'right' ? ' dropdown--right' : ''}${open ? ' dropdown--show' : ''} ${className}`}
      onPointerEnter={noteAddress}
      onFocus={noteAddress}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
        }
      }}
    >
      <a
        href="#"
        role="button"
        className={`navbar__link${active ? ' navbar__link--active' : ''}`}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          setOpen((o) => !o);
        }}
      >
        {icon}
        <span className="navbar__dropdown-label">{label}</span>
      </a>
      <ul className="dropdown__menu">
        {items.map((item) =>
          item.heading ? (
            <li key={`heading:${item.label}`} className="dropdown__heading">
              {item.label}
            </li>
          ) : (
            <li key={item.href + item.label}>
              {item.siteLink ? (
                <Link
                  href={item.href}
                  noPage={item.siteLink.noPage}
                  className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
                  aria-current={item.active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  showExternalIcon
                >
                  {item.label}
                </Link>
              ) : (
                <a
                  href={item.keepQueryAndHash ? item.href + here : item.href}
                  lang={item.lang}
                  className={`dropdown__link${item.active ? ' dropdown__link--active' : ''}`}
                  aria-current={item.active ? 'true' : undefined}
                  onClick={item.onSelect}
                >
                  {item.label}
                </a>
              )}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
