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
    <span role="img" aria-label={messages.opensInNewTab} className="icon-external" />
  );
}

/** Content links from MDX: the same rules, with the external icon. */
export function ContentLink(props: LinkProps) {
  return <Link {...props} showExternalIcon />;
}
