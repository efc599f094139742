// Which of the site's own components a page uses, and what that adds to it: their chunks and styles
// in the page's data (the browser loads them before it renders the page) and in its HTML (preloaded,
// and the styles linked, so the first paint is already styled). A page that uses none gets nothing.
import type { PageData, PageNode, SiteComponentAssets } from '../../runtime/shared/types.ts';
import { childNodes } from '../../runtime/shared/code-tokens.ts';
import type { SiteComponentOutput } from '../bundle/site-components.ts';

type Outputs = Record<string, SiteComponentOutput>;

/** The registered components the tree names (`BackendTabs.TabItem` names BackendTabs), in the order they first appear. */
function usedIn(nodes: PageNode[], outputs: Outputs, found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (!Array.isArray(node)) continue;
    const type = node[0];
    const root = typeof type === 'string' ? type.split('.')[0] : '';
    if (Object.hasOwn(outputs, root)) found.add(root);
    // A code block's compact token holds its children from index 1 (runtime/shared/code-tokens.ts).
    usedIn(childNodes(node), outputs, found);
  }
  return found;
}

/** The page's data with the components it uses, when it uses any. */
export function withSiteComponents(page: PageData, outputs: Outputs | undefined): PageData {
  if (!outputs || Object.keys(outputs).length === 0) return page;
  // A list of posts shows their content too: the components there are the page's as well.
  const excerpts = (page.blog?.posts ?? []).flatMap((post) => post.excerpt ?? []);
  const used = [...new Set([...usedIn(page.content, outputs), ...usedIn(excerpts, outputs)])];
  if (used.length === 0) return page;
  const siteComponents: Record<string, SiteComponentAssets> = {};
  for (const name of used) siteComponents[name] = { js: outputs[name].js, css: outputs[name].css };
  return { ...page, siteComponents };
}

/** The runtime's files for the page's HTML, with those of the page's components added. */
export function pageBundle<B extends { preloads: string[]; css: string[] }>(bundle: B, page: PageData, outputs: Outputs | undefined): B {
  const names = Object.keys(page.siteComponents ?? {});
  if (!outputs || names.length === 0) return bundle;
  const preloads = new Set(bundle.preloads);
  const css = new Set(bundle.css);
  for (const name of names) {
    for (const url of [outputs[name].js, ...outputs[name].preloads]) preloads.add(url);
    for (const url of outputs[name].css) css.add(url);
  }
  return { ...bundle, preloads: [...preloads], css: [...css] };
}
