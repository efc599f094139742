// A link: same-site links stay in the tab; other sites open in a new one and say so to screen readers.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { messages } from '../messages.ts';
import { isExternalUrl } from '../shared/route-path.ts';


type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode; showExternalIcon?: boolean };

export function Link({ href, children, showExternalIcon = false, ...rest }: LinkProps) {
  if (!isExternalUrl(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      {showExternalIcon && <ExternalIcon />}
    </a>
  );
}

export function ExternalIcon() {
  return (
    <svg width="13" height="13" aria-label={messages.opensInNewTab} role="img" viewBox="0 0 24 24" className="icon-external">
      <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
    </svg>
  );
}

/** Content links from MDX: the same rules, with the external icon. */
export function ContentLink(props: LinkProps) {
  return <Link {...props} showExternalIcon />;
}
