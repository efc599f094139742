// Everything a page's render reads besides the page itself, made one way for the build and for
// `devcenter dev`, so both render the same page the same.
import type { SiteConfig } from '../config/resolve.ts';
import type { RuntimeBundle } from '../bundle/runtime.ts';
import type { AssembledSite } from '../stages/assemble.ts';
import type { Templates } from './document.ts';
import type { RenderContext } from './render-route.ts';
import type { CardDescriptions } from './doc-card-list.ts';
import type { Route } from '../content/route.ts';

export function renderContext(config: SiteConfig, site: AssembledSite, bundle: RuntimeBundle, shells: Pick<Templates, 'document' | 'redirect'>, commitTimes: Map<string, number>, fileUrls: Map<string, string>): RenderContext {
  return {
    config,
    site: site.site,
    shells: { document: shells.document, redirect: shells.redirect },
    bundle: {
      entry: bundle.entry,
      preloads: bundle.preloads,
      css: bundle.css,
      bootScript: bundle.bootScript,
      serverFile: bundle.serverFile,
      siteComponents: bundle.siteComponents,
      ...(bundle.siteComponentsFile ? { siteComponentsFile: bundle.siteComponentsFile } : {}),
    },
    renderApp: bundle.renderApp,
    sidebars: site.sidebars,
    places: site.places,
    routeByFile: site.routeByFile,
    routePaths: new Set(site.routes.filter((route) => route.kind !== 'notFound').map((route) => route.path)),
    staticPaths: site.staticPaths,
    pageRanks: site.pageRanks,
    fileUrls,
    blog: site.blog,
    docTags: site.docTags,
    commitTimes,
    cardDescriptions: cardDescriptions(site.routes),
  };
}

const NO_CARDS: CardDescriptions = { pages: new Map(), generatedIndexes: new Map() };

/**
 * What doc cards say of the pages they lead to: made only for a site with cards (a DocCardList, a
 * generated index), since every render worker is sent it. Not in the render context's key: a page
 * with cards has the descriptions of its own cards' pages in its key (page-reuse.ts).
 */
function cardDescriptions(routes: Route[]): CardDescriptions {
  if (!routes.some((route) => route.page?.docCards || route.generatedIndex)) return NO_CARDS;
  const pages = new Map<string, string>();
  const generatedIndexes = new Map<string, string>();
  for (const route of routes) {
    if (route.kind !== 'doc') continue;
    if (route.generatedIndex) generatedIndexes.set(route.path, route.generatedIndex.description);
    else if (route.page) pages.set(route.path, route.page.frontmatter.description ?? route.page.summary ?? '');
  }
  return { pages, generatedIndexes };
}
