// Route path rules both sides need: normalising an address to the route it names. Where a route's
// files live is the URL scheme's (site-urls.ts).
import { normalizeUrl } from './url-policy.ts';

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all name the route `/a/b`; the root stays `/`. */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname.trim().replace(/(?:\/index)?\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** A scheme, or two slashes of either kind at the start: a browser reads `/\host` and `\\host` as `//host`. */
const ANOTHER_SITE = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;

/** Another site (any scheme, or protocol-relative): opened in a new tab and never checked as a route.
 * Read as the browser reads it (normalizeUrl): ` //host` and `/\host` go to another host too. */
export function isExternalUrl(url: string): boolean {
  return ANOTHER_SITE.test(normalizeUrl(url));
}
