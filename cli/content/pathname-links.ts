// Docusaurus's `pathname:///x` links and images: the path /x of this site, outside its routes (a
// static file, a page of plain HTML). They become `/x`, and a link carries rel="external" so the
// client router leaves it to the browser (a full page load), as Docusaurus does. They are not
// checked as page links: Docusaurus does not check them either.
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { pathnameTarget } from '../../runtime/shared/url-policy.ts';
import { reactPropName } from './jsx-attributes.ts';
import { walk } from './walk.ts';

/** What the router reads as "not mine" (runtime/router/links.ts). */
export const FULL_PAGE_LOAD_REL = 'external';

export function rewritePathnameLinks(tree: Root): void {
  walk<Nodes>(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const target = pathnameTarget(node.url);
      if (target === null) return;
      node.url = target;
      if (node.type === 'link') node.data = { ...node.data, hProperties: { ...node.data?.hProperties, rel: [FULL_PAGE_LOAD_REL] } };
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') rewriteJsx(node);
  });
}

function rewriteJsx(node: MdxJsxFlowElement | MdxJsxTextElement): void {
  let rewroteHref = false;
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
    const prop = reactPropName(attribute.name);
    if (prop !== 'href' && prop !== 'src') continue;
    const target = pathnameTarget(attribute.value);
    if (target === null) continue;
    attribute.value = target;
    rewroteHref ||= prop === 'href';
  }
  const hasRel = node.attributes.some((a) => a.type === 'mdxJsxAttribute' && reactPropName(a.name) === 'rel');
  if (rewroteHref && node.name === 'a' && !hasRel) node.attributes.push({ type: 'mdxJsxAttribute', name: 'rel', value: FULL_PAGE_LOAD_REL } satisfies MdxJsxAttribute);
}
