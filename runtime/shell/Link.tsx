// A link: same-site links stay in the tab; other sites open in a new one and say so to screen readers.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../messages-context.ts';
import { isExternalUrl } from '../shared/route-path.ts';


type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode; showExternalIcon?: boolean; noPage?: boolean };

/**
 * `noPage`: a path of this site where the build found no page: rel="external" keeps the router and the
 * prefetcher off it (asking for its page data logged a 404 on every page showing the link).
 */
export function Link({ href, children, showExternalIcon = false, noPage = false, ...rest }: LinkProps) {
  if (!isExternalUrl(href)) {
    return (
      <a href={href} {...(noPage ? { rel: 'external' } : {})} {...rest}>
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
  const messages = useMessages();
  return (
    <span role="img" aria-label={messages.opensInNewTab} className="icon-external" />
  );
}
