// The files search engines read: sitemap.xml (the canonical routes only) and robots.txt pointing at it.
import type { Route } from '../content/routes.ts';
import { xmlUrl } from './xml-text.ts';

/** A route a reader or a crawler should land on: not a redirect, not the search or not-found page. */
export function isCanonicalRoute(route: Route): boolean {
  return ['doc', 'page', 'home', 'blogPost', 'blogList', 'blogTags', 'blogTag', 'blogArchive'].includes(route.kind);
}

export function renderSitemap(routes: Route[], siteUrl: string): string {
  const urls = routes
    // Unlisted docs are reachable by their address only: not offered to crawlers.
    .filter((route) => isCanonicalRoute(route) && !route.page?.frontmatter.unlisted)
    .map((route) => `  <url><loc>${xmlUrl(siteUrl, route.path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
