// A link to an address of this site where no page is (a missing page that checks.brokenLinks lets
// through as a warning, or a path something else on the host serves) carries rel="external", as a
// Docusaurus pathname:// link does (pathname-links.ts): the router leaves it to the browser, and the
// prefetcher does not ask for page data that is not there. Asking for it put a 404 in the console of
// every page showing such a link, which Lighthouse's best-practices audit counts against the page.
import type { Definition, Nodes, Root } from 'mdast';
import type { NavbarItem, Sidebar, SidebarItem, SiteData, SiteLink } from '../../runtime/shared/types.ts';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { isExternalUrl, routePathOfUrl } from '../../runtime/shared/route-path.ts';
import { reactPropName } from './jsx-attributes.ts';
import { FULL_PAGE_LOAD_REL } from './pathname-links.ts';
import { mapTree, walk } from './walk.ts';

/** A base to resolve a page's links against: only the path of what they resolve to is read. */
const SITE = 'http://site.invalid';

/** Whether `url`, on the page at `ownRoute`, leads to an address of this site the router would load and no page answers. */
export function leadsToNoPage(url: string, ownRoute: string, routePaths: ReadonlySet<string>): boolean {
  // Most links are written as a page's very path (routed ones always are): no URL to parse for them.
  const bare = url.slice(0, url.search(/[?#]|$/));
  if (bare === '' || routePaths.has(bare) || isExternalUrl(url)) return false;
  let target: URL;
  try {
    target = new URL(url, SITE + ownRoute);
  } catch {
    return false;
  }
  if (target.origin !== SITE) return false;
  const path = routePathOfUrl(target);
  return path !== null && !routePaths.has(path);
}

const hasRel = (element: MdxJsxFlowElement | MdxJsxTextElement) => element.attributes.some((a) => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === 'rel');

/**
 * The page's tree (links already written to their routes, rewrite-links.ts) with rel="external" on
 * its links to no page: Markdown links, reference links and JSX <a href>. The tree given is left as it
 * was: only the nodes on the way to a marked link are copied.
 */
export function withNoRouteLinksMarked(tree: Root, ownRoute: string, routePaths: ReadonlySet<string>): Root {
  const noPage = (url: string) => leadsToNoPage(url, ownRoute, routePaths);
  // A reference link ([text][id]) leads where its definition does, wherever in the page that stands.
  const definedNoPage = new Set<string>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'definition' && noPage((node as Definition).url)) definedNoPage.add((node as Definition).identifier);
  });
  return mapTree<Nodes>(tree, (node) => {
    if ((node.type === 'link' && noPage(node.url)) || (node.type === 'linkReference' && definedNoPage.has(node.identifier))) {
      if (node.data?.hProperties?.rel === undefined) return { ...node, data: { ...node.data, hProperties: { ...node.data?.hProperties, rel: [FULL_PAGE_LOAD_REL] } } };
    } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'a' && !hasRel(node)) {
      const href = node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === 'href');
      if (typeof href?.value === 'string' && noPage(href.value)) return { ...node, attributes: [...node.attributes, { type: 'mdxJsxAttribute', name: 'rel', value: FULL_PAGE_LOAD_REL }] };
    }
    return node;
  }) as Root;
}

/**
 * The site's navbar, footer and announcement links, those to no page of the site marked `noPage`
 * (the runtime writes them with rel="external"): a navbar link to docs the build does not make (a
 * Docusaurus docs instance, `/rest`) was prefetched on every page, and logged a 404 there.
 */
export function withNoPageSiteLinks(site: SiteData, routePaths: ReadonlySet<string>): SiteData {
  const marked = <T extends SiteLink>(link: T): T => (!link.external && leadsToNoPage(link.href, '/', routePaths) ? { ...link, noPage: true } : link);
  const markedItem = (item: NavbarItem): NavbarItem => (item.items ? { ...item, items: item.items.map((entry) => (entry.heading ? entry : marked(entry))) } : marked(item));
  return {
    ...site,
    navbar: { ...site.navbar, items: site.navbar.items.map(markedItem), right: site.navbar.right.map(markedItem) },
    footer: { ...site.footer, columns: site.footer.columns.map((column) => ({ ...column, items: column.items.map(marked) })) },
    announcement: site.announcement?.link ? { ...site.announcement, link: marked(site.announcement.link) } : site.announcement,
  };
}

/**
 * The sidebars, their link items to no page of the site marked `noPage` as the navbar's are: a
 * sidebar's `{type: 'link', href: '/u/intro'}` into a docs instance the build does not make
 * (CrowdSec's) was prefetched on every page of that sidebar, and logged a 404 there.
 */
export function withNoPageSidebarLinks(sidebars: Sidebar[], routePaths: ReadonlySet<string>): Sidebar[] {
  const marked = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type === 'category') return { ...item, items: marked(item.items) };
      return !item.external && leadsToNoPage(item.href, '/', routePaths) ? { ...item, noPage: true } : item;
    });
  return sidebars.map((sidebar) => ({ ...sidebar, items: marked(sidebar.items) }));
}
