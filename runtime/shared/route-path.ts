// Route path rules both sides need: normalising an address to the route it names. Where a route's
// files live is the URL scheme's (site-urls.ts).
import { ASSETS_PATH, RUNTIME_FOLDER_PATH } from './site-urls.ts';
import { normalizeUrl } from './url-policy.ts';

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all name the route `/a/b`; the root stays `/`. */
export function normalizeRoutePath(pathname: string): string {
  const p = pathname.trim().replace(/(?:\/index)?\.html$/, '');
  // Trailing slashes cut by a scan, not by /\/+$/: that regex tries every run of slashes anywhere in the
  // path, each to its end: a request of 16,000 slashes and a letter (/a////…/b) held the server's
  // thread 200 ms, and twenty of them kept every reader's page waiting 4 s.
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 0x2f) end--;
  return p.slice(0, end) || '/';
}

/** A scheme, or two slashes of either kind at the start: a browser reads `/\host` and `\\host` as `//host`. */
const ANOTHER_SITE = /^(?:[a-z][a-z0-9+.-]*:|[/\\]{2})/i;

/** Another site (any scheme, or protocol-relative): opened in a new tab and never checked as a route.
 * Read as the browser reads it (normalizeUrl): ` //host` and `/\host` go to another host too. */
export function isExternalUrl(url: string): boolean {
  return ANOTHER_SITE.test(normalizeUrl(url));
}

/** Paths with a file extension (other than .html) are files, not routes: the browser fetches them. */
const FILE_PATH = /\.(?!html$)[a-z0-9]+$/i;

/**
 * The route a same-site address leads to as the router reads it, or null when the browser loads it
 * itself (a file, the runtime's own folders): runtime/router/links.ts for a click or a prefetch, and
 * the build (cli/content/no-route-links.ts), so both agree on which links the router takes. Every
 * escape is decoded, as the link check reads a link (resolve-link.ts) and as the build writes a route
 * (`/docs/q%26a` for q&a.md): decodeURI kept `%26`, `%2B` and the like, naming no route.
 */
export function routePathOfUrl(url: URL): string | null {
  if (FILE_PATH.test(url.pathname) || url.pathname.startsWith(RUNTIME_FOLDER_PATH) || url.pathname.startsWith(ASSETS_PATH)) return null;
  try {
    return normalizeRoutePath(decodeURIComponent(url.pathname));
  } catch {
    // A malformed escape (`%E0%A4%A`) names no route: the browser loads it.
    return null;
  }
}
