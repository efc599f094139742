// Which clicks the router takes over: a plain left click on a link to a page of this site.
import { routePathOfUrl } from '../shared/route-path.ts';

export interface RouteTarget {
  path: string;
  hash: string;
  search: string;
}

/** The route a link points at, or null when the browser should handle it. */
export function routeTargetOf(anchor: HTMLAnchorElement, event?: MouseEvent): RouteTarget | null {
  if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return null;
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') && href.length === 1) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = routePathOfUrl(url);
  return path === null ? null : { path, hash: url.hash, search: url.search };
}
