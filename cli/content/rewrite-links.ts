// Markdown links to content files (./checkout.mdx#options) become the route they name (/docs/plugin/checkout#options).
import type { Definition, Link, Nodes, Root } from 'mdast';
import type { Page } from './page.ts';
import { findLinkedFile, resolveLinkTarget } from './resolve-link.ts';

/**
 * The page's tree with its links to content files pointing at their routes. The tree given is left
 * as it was: only the nodes on the way to a changed link are copied, the rest is shared.
 * `routeByFile` maps content paths ("docs/plugin/checkout.mdx") to route paths.
 */
export function withRoutedLinks(tree: Root, page: Page, ownRoute: string, routeByFile: Map<string, string>): Root {
  const routed = (node: Nodes): Nodes => {
    if (node.type === 'link' || node.type === 'definition') {
      const url = routeOf((node as Link | Definition).url);
      if (url !== null) node = { ...node, url } as Nodes;
    }
    if (!('children' in node)) return node;
    let children: Nodes[] | null = null;
    node.children.forEach((child: Nodes, i: number) => {
      const next = routed(child);
      if (next !== child) (children ??= [...node.children])[i] = next;
    });
    return children ? ({ ...node, children } as Nodes) : node;
  };
  const routeOf = (url: string): string | null => {
    const target = resolveLinkTarget(url, page.source.contentPath, ownRoute);
    if (target.kind !== 'file') return null;
    const found = findLinkedFile(target, routeByFile);
    return found ? found.value + (target.hash ? `#${target.hash}` : '') : null;
  };
  return routed(tree) as Root;
}
