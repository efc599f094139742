// Route path rules both sides need: normalising an address to the route it names. Where a route's
// files live is the URL scheme's (site-urls.ts).

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all name the route `/a/b`; the root stays `/`. */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname.trim().replace(/(?:\/index)?\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** Another site (any scheme, or protocol-relative): opened in a new tab and never checked as a route. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
