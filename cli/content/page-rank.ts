// The search records' weight.pageRank: how many other pages of the site link to a page. The index's
// customRanking puts it first, so where the criteria before it tie (the same words, as close, in
// the same attribute), the page the site itself points readers to most wins: "BigCommerce" before
// "BigCommerce legacy accounts", the error codes table before a page that mentions one code.
import type { Route } from './route.ts';
import { docusaurusBasedPath, findLinkedFile, linkBaseOf, resolveLinkTarget } from './resolve-link.ts';

/** Route path -> the number of distinct other pages linking to it (redirects followed once; under a Docusaurus baseUrl, as the check follows `/docs/x`). */
export function inboundLinkCounts(routes: Route[], routeByFile: Map<string, string>, trailingSlash: boolean | undefined = undefined, docusaurusBaseUrl = ''): Map<string, number> {
  const paths = new Set(routes.filter((r) => r.kind !== 'notFound').map((r) => r.path));
  const redirects = new Map(routes.filter((r) => r.kind === 'redirect' && r.redirectTo).map((r) => [r.path, r.redirectTo!]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const route of routes) {
    const page = route.page;
    if (!page) continue;
    for (const link of page.links) {
      const linkBase = linkBaseOf(page, route.path, trailingSlash);
      const target = resolveLinkTarget(link.url, link.from ?? page.source.contentPath, route.path, linkBase);
      const targetPath =
        target.kind === 'route'
          ? (docusaurusBasedPath(link.url, target.path, docusaurusBaseUrl, (path) => paths.has(path), linkBase) ?? target.path)
          : target.kind === 'file'
            ? findLinkedFile(target, routeByFile)?.value
            : undefined;
      if (targetPath === undefined) continue;
      const to = redirects.get(targetPath) ?? targetPath;
      if (to === route.path) continue;
      let from = linkedFrom.get(to);
      if (!from) linkedFrom.set(to, (from = new Set()));
      from.add(route.path);
    }
  }
  return new Map([...linkedFrom].map(([to, from]) => [to, from.size]));
}
