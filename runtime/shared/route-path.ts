// Route path rules both sides need: normalising an address to the route it names.

/** `/a/b.html`, `/a/b/index.html` and `/a/b/` all name the route `/a/b`; the root stays `/`. */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname.trim().replace(/(?:\/index)?\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** Where a route's page data lives: derived from the path, so no route table is needed. */
export function pageDataUrl(routePath: string): string {
  return routePath === '/' ? '/_dc/data/index.json' : `/_dc/data${routePath}.json`;
}

/** The output file of a route's HTML. */
export function routeHtmlFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** Another site (any scheme, or protocol-relative): opened in a new tab and never checked as a route. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}
