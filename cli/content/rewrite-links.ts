// Links to content files become what they name: a Markdown file its route
// (./checkout.mdx#options -> /docs/plugin/checkout#options), any other file of content/ (an image, a
// download) its address in the output.
import type { Definition, Image, Link, Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { FILE_PROPS, fileRefTarget, isFileRef } from './file-refs.ts';
import { reactPropName } from './jsx-attributes.ts';
import type { Page } from './page.ts';
import { docusaurusBasedPath, findLinkedFile, isRelativeAddress, linkBaseOf, pathOtherCase, resolveLinkTarget, staticBelowBaseUrl } from './resolve-link.ts';
import { isExternalUrl } from '../../runtime/shared/route-path.ts';
import { headingIdFor } from '../../runtime/shared/reserved-names.ts';
import { mapTree } from './walk.ts';

/** A route path as an address: each segment percent-encoded as the router decodes it. */
const encodedPath = (routePath: string) => routePath.split('/').map(encodeURIComponent).join('/');

const routePathSets = new WeakMap<Map<string, string>, Set<string>>();
/** The route paths of the pages (routeByFile's values), made once per build. */
function routePathsOf(routeByFile: Map<string, string>): Set<string> {
  let paths = routePathSets.get(routeByFile);
  if (!paths) routePathSets.set(routeByFile, (paths = new Set(routeByFile.values())));
  return paths;
}

/** The link with its hash as the id of the heading it names: `#process`, Docusaurus's id for "## Process", is #process-section here. */
function withHeadingId(url: string): string {
  const at = url.indexOf('#');
  if (at < 0) return url;
  const id = url.slice(at + 1);
  return url.slice(0, at + 1) + headingIdFor(id);
}

/**
 * The page's tree with its links to content files pointing at their routes, and its references to
 * other files of content/ at their output addresses. The tree given is left as it was: only the
 * nodes on the way to a changed link are copied, the rest is shared. `routeByFile` maps content paths
 * ("docs/plugin/checkout.mdx") to route paths, `fileUrls` content paths of other files to addresses.
 * Under a Docusaurus baseUrl ("/Detox"), a link written from the root to a page served under it
 * (`/docs/x`, as Docusaurus's Link reads it) is written with it (/Detox/docs/x): a page of `routePaths`,
 * every route's path (by default the files' only); an element's prop naming a file of static/ under it
 * (`<img src="/Detox/img/x.png">`, one of `staticPaths`) is written as the root's (/img/x.png), where it is served.
 */
export function withRoutedLinks(
  tree: Root,
  page: Page,
  ownRoute: string,
  routeByFile: Map<string, string>,
  fileUrls: ReadonlyMap<string, string> = new Map(),
  trailingSlash: boolean | undefined = undefined,
  docusaurusBaseUrl = '',
  routePaths: ReadonlySet<string> = routePathsOf(routeByFile),
  staticPaths: ReadonlySet<string> = new Set(),
): Root {
  const linkBase = linkBaseOf(page, ownRoute, trailingSlash);
  /** `from`: the partial a bare `x.md` is written in (partials.ts), where its file is looked for from. */
  const routeOf = (url: string, from = page.source.contentPath): string | null => {
    const fileRef = isFileRef(url);
    if (fileRef) {
      const address = fileUrls.get(fileRefTarget(url, page.source.contentPath));
      // Its `?query#hash` kept, as written (`?v=2` on a file of static/ a cache may hold).
      if (address) return address + url.slice(url.search(/[?#]|$/));
    }
    const target = resolveLinkTarget(url, from, ownRoute, linkBase);
    // No such file: a page's address (`../mappings/core.ts` to the doc core.ts.md) is written out
    // as the page links are (the check accepted it, check/file-refs.ts); anything else stays as written.
    if (fileRef && (target.kind !== 'route' || !routePathsOf(routeByFile).has(target.path))) return null;
    // What follows the path (`?query#hash`) stays as written, as Docusaurus keeps it.
    const rest = url.slice(url.search(/[?#]|$/));
    // A relative link (`../b`, `child`) is written out whole, as the check resolved it: a static host
    // that serves /docs/a as /docs/a/ (GitHub Pages, S3, Netlify) would have the browser resolve it
    // one folder deeper, and so would a page whose address Docusaurus ends with "/" (linkBaseOf).
    // A path that names a page in another case (`./pair-erc-20` for Pair-ERC-20), which Docusaurus's router
    // finds, is written as the page's: a static host's paths are case-sensitive.
    const otherCase = target.kind === 'route' && !routePaths.has(target.path) ? pathOtherCase(target.path, routePaths, url, docusaurusBaseUrl) : null;
    if (otherCase !== null) return encodedPath(otherCase) + rest;
    if (target.kind === 'route') {
      // Any route, as the check follows the link (a category's generated index, the tags pages), not only a file's.
      const based = docusaurusBasedPath(url, target.path, docusaurusBaseUrl, (routePath) => routePaths.has(routePath), linkBase);
      if (based === null && isRelativeAddress(url)) return encodedPath(target.path) + rest;
      return based === null ? null : encodedPath(based) + rest;
    }
    if (target.kind !== 'file') return null;
    const found = findLinkedFile(target, routeByFile);
    return found ? found.value + rest : null;
  };
  /** The link as it is written into the page, or null to keep it as written. */
  const linkOf = (url: string, routed: boolean, from?: string): string | null => {
    if (isExternalUrl(url)) return routed ? routeOf(url, from) : null;
    const written = withHeadingId((routed ? routeOf(url, from) : null) ?? url);
    return written === url ? null : written;
  };
  /** A prop's address of a file of static/ written under the baseUrl, as served here (at the root); else null. */
  const staticServed = (url: string): string | null => {
    if (docusaurusBaseUrl === '' || !url.startsWith(`${docusaurusBaseUrl}/`)) return null;
    const target = resolveLinkTarget(url, page.source.contentPath, ownRoute, linkBase);
    const served = target.kind === 'route' ? staticBelowBaseUrl(target.path, docusaurusBaseUrl, staticPaths, (routePath) => routePaths.has(routePath)) : null;
    return served === null ? null : encodedPath(served) + url.slice(url.search(/[?#]|$/));
  };
  const routedAttributes = (element: MdxJsxFlowElement | MdxJsxTextElement): MdxJsxFlowElement['attributes'] | null => {
    let changed = false;
    const attributes = element.attributes.map((a) => {
      if (a.type !== 'mdxJsxAttribute' || typeof a.value !== 'string') return a;
      const prop = reactPropName(a.name);
      const served = FILE_PROPS.includes(prop) ? staticServed(a.value) : null;
      if (served !== null) {
        changed = true;
        return { ...a, value: served } satisfies MdxJsxAttribute;
      }
      const link = (prop === 'href' || prop === 'to') && !isExternalUrl(a.value);
      const routed = (link && (isRelativeAddress(a.value) || (docusaurusBaseUrl !== '' && a.value.startsWith('/')))) || (FILE_PROPS.includes(prop) && isFileRef(a.value));
      if (!link && !routed) return a;
      const url = linkOf(a.value, routed);
      if (url === null) return a;
      changed = true;
      return { ...a, value: url } satisfies MdxJsxAttribute;
    });
    return changed ? attributes : null;
  };
  return mapTree<Nodes>(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const url = linkOf((node as Link | Definition | Image).url, true, (node.data as { linkFrom?: string } | undefined)?.linkFrom);
      if (url !== null) return { ...node, url } as Nodes;
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = routedAttributes(node);
      if (attributes) return { ...node, attributes } as Nodes;
    }
    return node;
  }) as Root;
}
