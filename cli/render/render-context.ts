// Everything a page's render reads besides the page itself, made one way for the build and for
// `devcenter dev`, so both render the same page the same.
import type { SiteConfig } from '../config/resolve.ts';
import type { RuntimeBundle } from '../bundle/runtime.ts';
import type { AssembledSite } from '../stages/assemble.ts';
import type { Templates } from './document.ts';
import type { RenderContext } from './render-route.ts';

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
  };
}
