// Stage "check": every problem of the site, in one list and one order whoever asks (build, check,
// dev): what discovery found, each page's own problems, routing and sidebars, then the link graph.
import { checkFileRefs, pageLinkResolver } from '../check/file-refs.ts';
import { foldUnregisteredComponentImports } from '../check/component-imports.ts';
import { foldUnknownDirectiveTypes } from '../check/directive-types.ts';
import { foldUnknownFrontmatterKeys } from '../check/frontmatter-keys.ts';
import { foldPluginSchemeLinks } from '../check/plugin-scheme-links.ts';
import { foldIframeAttributeWarnings } from '../check/iframe-attributes.ts';
import { foldSiteWideWarnings } from '../check/site-wide-warnings.ts';
import { foldScriptElements } from '../check/script-elements.ts';
import { foldDuplicateHeadingIds } from '../check/duplicate-heading-ids.ts';
import { foldShadowedSiteComponents } from '../check/shadowed-site-components.ts';
import { foldSidebarRepeats } from '../check/sidebar-repeats.ts';
import { foldReactPageLinks } from '../check/react-page-links.ts';
import { foldRepeatedBrokenLinks } from '../check/repeated-broken-links.ts';
import { foldRefusedFileReferences } from '../check/refused-file-refs.ts';
import { foldStaticCodeFiles } from '../check/static-code-files.ts';
import { cardListsWithoutCategory } from '../check/card-lists.ts';
import { checkLinks, severity } from '../check/links.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { Page } from '../content/page.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { AssembledSite } from './assemble.ts';
import { linkableBuildFiles } from '../content/route-outputs.ts';
import { redirectHintAmongPages } from '../content/static-policy.ts';

export interface CheckInputs {
  config: SiteConfig;
  /** Problems found before the pages were parsed (discovery; a dev server adds its config's). */
  earlier: Diagnostic[];
  pages: Iterable<Page>;
  site: AssembledSite;
  /** The files of static/ as site paths: links may point at them. */
  staticPaths: Set<string>;
  /** The files of static/ the site refuses to publish, by site path, with why (stage discover). */
  refusedStatic?: ReadonlyMap<string, Diagnostic>;
  /** The other files of content/, by content path: pages may point at them. */
  contentFiles: ReadonlyMap<string, SiteFolderFile>;
}

export function checkSite({ config, earlier: discovered, pages, site, staticPaths, refusedStatic = new Map(), contentFiles }: CheckInputs): Diagnostic[] {
  const all = [...pages];
  const pageProblems = all.flatMap((page) => page.diagnostics);
  // A link may lead to a file the build writes (the sitemap, the blog's feeds) as to one of static/.
  const linkableFiles = new Set([...staticPaths, ...linkableBuildFiles(site.blog.blogPath, site.blog.posts.length > 0)]);
  // A redirect page of static/ was refused before the pages were known: the redirect its hint
  // proposes in its place is checked against them now (a target that is no page, named so). A link
  // never reaches one as a refused file: an address ending in .html is read as its page's.
  const pagePaths = site.routes.filter((route) => route.kind !== 'notFound').map((route) => route.path);
  const pageSet = new Set(pagePaths);
  const earlier = discovered.map((diagnostic) => redirectHintAmongPages(diagnostic, (sitePath) => pageSet.has(sitePath) || linkableFiles.has(sitePath), pagePaths));
  const links = checkLinks({ routes: site.routes, staticFiles: linkableFiles, refusedStaticFiles: refusedStatic }, config);
  const files = checkFileRefs(all, contentFiles, staticPaths, new Set(Object.keys(config.components)), severity(config.checks.brokenLinks), pageLinkResolver(site.routes, config.trailingSlash), refusedStatic);
  return once(foldRepeatedBrokenLinks(foldStaticCodeFiles(foldRefusedFileReferences([...earlier, ...foldDuplicateHeadingIds(foldShadowedSiteComponents(foldScriptElements(foldSiteWideWarnings(foldIframeAttributeWarnings(foldPluginSchemeLinks(foldUnregisteredComponentImports(foldUnknownDirectiveTypes(foldUnknownFrontmatterKeys(pageProblems))))))))), ...foldSidebarRepeats(site.diagnostics), ...cardListsWithoutCategory(site), ...foldReactPageLinks(links), ...files]))));
}

/** A partial included by several pages reports its problems with each: they are said once. */
function once(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.message, d.file, d.line, d.column]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
