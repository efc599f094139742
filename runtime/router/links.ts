// Which clicks the router takes over: a plain left click on a link to a page of this site.
import { normalizeRoutePath } from '../shared/route-path.ts';
import { ASSETS_PATH, RUNTIME_FOLDER_PATH } from '../shared/site-urls.ts';

/** Paths with a file extension (other than .html) are files, not routes: the browser fetches them. */
const FILE_PATH = /\.(?!html$)[a-z0-9]+$/i;

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
  if (url.origin !== window.location.origin || FILE_PATH.test(url.pathname)) return null;
  if (url.pathname.startsWith(RUNTIME_FOLDER_PATH) || url.pathname.startsWith(ASSETS_PATH)) return null;
  return { path: normalizeRoutePath(decodeURI(url.pathname)), hash: url.hash, search: url.search };
}
