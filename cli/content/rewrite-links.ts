// Markdown links to content files (./checkout.mdx#options) become the route they name (/docs/plugin/checkout#options).
import type { Definition, Link } from 'mdast';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import type { Page } from './parse.ts';
import { resolveLinkTarget } from './resolve-link.ts';

/** `routeByFile` maps content paths ("docs/plugin/checkout.mdx") to route paths. */
export function rewriteMarkdownLinks(page: Page, ownRoute: string, routeByFile: Map<string, string>): void {
  walk<Nodes>(page.tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const link = node as Link | Definition;
    const target = resolveLinkTarget(link.url, page.source.contentPath, ownRoute);
    if (target.kind !== 'file') return;
    const routePath = routeByFile.get(target.contentPath);
    if (routePath) link.url = routePath + (target.hash ? `#${target.hash}` : '');
  });
}
