// Stage "assemble": the site the pages make: routes, sidebars (and where each doc sits in them),
// the navbar, the blog index, and which route each content file became. Pure: no I/O.
import type { NavbarItem, Sidebar, SiteData } from '../../runtime/shared/types.ts';
import type { SiteConfig } from '../config/resolve.ts';
import { parseAuthorsMap } from '../content/blog-authors.ts';
import { indexBlog, type BlogIndex, type FileDate } from '../content/blog.ts';
import { NO_DATA_FILES, type DataFiles, type DataFileSource } from '../content/data-files.ts';
import { readHostRedirects, type HostRedirect } from '../content/host-redirects.ts';
import { redirectPageLeadingNowhere, type StaticRedirectPage } from '../content/static-policy.ts';
import { indexDocTags, type DocTagIndex } from '../content/doc-tags.ts';
import { blogTagsPlace, docTagsPlace, parseTagsFile } from '../content/tags.ts';
import type { Page } from '../content/page.ts';
import type { Route } from '../content/route.ts';
import { inboundLinkCounts } from '../content/page-rank.ts';
import { buildRoutes } from '../content/routes.ts';
import { linkableBuildFiles, occupiedOutputFiles, routeOutputProblem } from '../content/route-outputs.ts';
import type { DocPlace } from '../content/doc-navigation.ts';
import { resolveSidebars } from '../content/sidebars.ts';
import { withNoPageSidebarLinks, withNoPageSiteLinks } from '../content/no-route-links.ts';
import { lineAt, type Diagnostic } from '../diagnostics.ts';
import { docsVersionBases, versionedLinkHint } from '../config/docs-versions.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';

export interface AssembledSite {
  routes: Route[];
  sidebars: Sidebar[];
  /** Where each doc (by id) sits: its sidebar, categories, previous and next. */
  places: Map<string, DocPlace>;
  /** The site data every page carries, its navbar entries knowing their sidebars. */
  site: SiteData;
  blog: BlogIndex;
  /** The docs' tags: each doc's, and each tag's docs. */
  docTags: DocTagIndex;
  /** Content path -> route path, for links written to files. */
  routeByFile: Map<string, string>;
  /** Route path -> how many other pages link to it: its search records' weight.pageRank. */
  pageRanks: Map<string, number>;
  /** The files of static/, as site paths (the render writes a prop naming one under a Docusaurus baseUrl at the root's). */
  staticPaths: ReadonlySet<string>;
  /** What routing and the sidebars found wrong (duplicate routes, unknown sidebar ids…). */
  diagnostics: Diagnostic[];
}

/** What the site is assembled from besides its pages, as stage discover (and git) found it. */
export interface AssembleInputs {
  /** The blog's and the docs' data files as written. */
  dataFiles?: DataFiles;
  /** The files of static/, as site paths. */
  staticPaths?: ReadonlySet<string>;
  /** The day each undated blog post's file gives it (post-file-dates.ts). */
  undatedPostDates?: ReadonlyMap<string, FileDate>;
}

export function assembleSite(pages: Page[], config: SiteConfig, { dataFiles = NO_DATA_FILES, staticPaths = new Set(), undatedPostDates }: AssembleInputs = {}): AssembledSite {
  const docsPath = config.site.docsVersion.path;
  const authors = dataFiles.authors ? parseAuthorsMap(dataFiles.authors) : { map: null, diagnostics: [] };
  const tags = dataFiles.blogTags ? parseTagsFile(dataFiles.blogTags, blogTagsPlace(config.blogPath)) : { map: null, diagnostics: [] };
  const docTags = dataFiles.docTags ? parseTagsFile(dataFiles.docTags, docTagsPlace(docsPath)) : { map: null, diagnostics: [] };
  const blogMaps = { authors: authors.map, tags: tags.map, undatedPostDates };
  const hostRedirects = dataFiles.hostRedirects ? readHostRedirects(dataFiles.hostRedirects) : { redirects: [], diagnostics: [] };
  // static/'s redirect pages after the rules of static/_redirects, as a host applies its rules before its files.
  const redirectPages = dataFiles.redirectPages ?? [];
  const pageRules = redirectPages.map((page): HostRedirect => ({ from: page.from, to: page.to, line: page.line, forced: false }));
  const routed = buildRoutes(pages, config, blogMaps, docTags.map, staticPaths, [...hostRedirects.redirects, ...pageRules]);
  const sidebars = resolveSidebars(config.sidebars, routed.routes, docsPath, config.sidebarsSource, routed.refusedDocIds);
  // A category's generated index is a page of the docs too, unless a file already has its address.
  const taken = new Set(routed.routes.map((r) => r.path));
  const generated = generatedIndexRoutes(sidebars.generatedRoutes.filter((r) => !taken.has(r.path)), routed.routes, config.blogPath, staticPaths);
  const routes = [...routed.routes, ...generated.routes];
  // A file that lost its route to another (a duplicate route) is linked to at that route, as links.ts checks it.
  const routeByFile = new Map(routes.filter((r) => r.page).flatMap((r) => [r.page!.source.contentPath, ...(r.duplicateContentPaths ?? [])].map((file) => [file, r.path] as const)));
  const pagePaths = new Set(routes.filter((route) => route.kind !== 'notFound').map((route) => route.path));
  const blog = indexBlog(routes, { path: config.blogPath, layout: config.blogLayout }, blogMaps);
  // A rule may lead to a file the build writes (`/blog/feed.xml /blog/rss.xml`) as to one of static/.
  const reachableFiles = new Set([...staticPaths, ...linkableBuildFiles(blog.blogPath, blog.posts.length > 0)]);
  return {
    routes,
    sidebars: withNoPageSidebarLinks(sidebars.sidebars, pagePaths),
    places: sidebars.places,
    site: withNoPageSiteLinks(withNavbarSidebars(config.site, routes, sidebars.places), pagePaths),
    blog,
    docTags: indexDocTags(routes, docTags.map, docsPath),
    routeByFile,
    pageRanks: inboundLinkCounts(routes, routeByFile, config.trailingSlash, config.docusaurusBaseUrl),
    staticPaths,
    diagnostics: [...authors.diagnostics, ...tags.diagnostics, ...docTags.diagnostics, ...hostRedirects.diagnostics, ...routed.diagnostics, ...sidebars.diagnostics, ...generated.diagnostics, ...redirectsLeadingNowhere(hostRedirects.redirects, dataFiles.hostRedirects, routes, reachableFiles, new Set(config.unbuiltDocsVersions), docsVersionBases(config), config.unbuiltDocsVersionNames), ...redirectPagesLeadingNowhere(redirectPages, routes, reachableFiles)],
  };
}

/**
 * The categories' generated index pages that can be written: one whose address would put a folder
 * where the build writes a file (a `_category_` link slug `intro.md` beside the doc /docs/intro) is
 * an error naming its category, and left out.
 */
function generatedIndexRoutes(candidates: Route[], routes: Route[], blogPath: string, staticPaths: ReadonlySet<string>): { routes: Route[]; diagnostics: Diagnostic[] } {
  const occupied = occupiedOutputFiles([...routes, ...candidates].map((r) => r.path), blogPath, staticPaths);
  const diagnostics: Diagnostic[] = [];
  const kept = candidates.filter((route) => {
    const problem = routeOutputProblem(route.path, occupied);
    if (!problem) return true;
    diagnostics.push({
      severity: 'error',
      code: 'route',
      message: `The generated index of category "${route.generatedIndex?.title ?? route.path}" has the route "${route.path}", which ${problem}.`,
      hint: 'give the category another link slug (its _category_ file\'s link.slug, or the sidebar\'s): the build writes a file of its own at that address.',
    });
    return false;
  });
  return { routes: kept, diagnostics };
}

/** Navbar entries learn the sidebar of the doc they point at, so they light up across it. */
function withNavbarSidebars(site: SiteData, routes: Route[], places: Map<string, DocPlace>): SiteData {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  return {
    ...site,
    navbar: {
      ...site.navbar,
      items: site.navbar.items.map(function withSidebar(item): NavbarItem {
        if (item.items) return { ...item, items: item.items.map(withSidebar) };
        const docId = byPath.get(item.href)?.docId;
        const sidebarId = docId !== undefined ? places.get(docId)?.sidebarId : undefined;
        return sidebarId ? { ...item, sidebarId } : item;
      }),
    },
  };
}

/**
 * static/'s redirect pages read as redirects whose target is no page or file of the site (a page of
 * an older site's addresses, a typo), each an error at its refresh naming the nearest page. One
 * whose address a page of the site holds is not applied, and not checked.
 */
function redirectPagesLeadingNowhere(redirectPages: readonly StaticRedirectPage[], routes: readonly Route[], staticPaths: ReadonlySet<string>): Diagnostic[] {
  if (redirectPages.length === 0) return [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const pagePaths = routes.filter((route) => route.kind !== 'notFound' && route.kind !== 'redirect').map((route) => route.path);
  const cap = capDiagnostics();
  for (const page of redirectPages) {
    if (byPath.get(page.from)?.redirectTo !== page.to) continue;
    // Its own address is a route now, and no page it could mean.
    const isPage = (sitePath: string) => sitePath !== page.from && (staticPaths.has(sitePath) || (byPath.has(sitePath) && byPath.get(sitePath)!.kind !== 'notFound'));
    // The nearest page is looked for only for the errors shown.
    if (!isPage(page.to.replace(/[?#].*$/s, '').replace(/(?<=.)\/+$/, ''))) cap.add('redirect page leading nowhere', () => redirectPageLeadingNowhere(page, isPage, pagePaths)!);
  }
  return cap.diagnostics();
}

/**
 * A rule of static/_redirects whose target is no page or file of the site: the reader it sends there
 * finds the 404 page (a page moved twice, a typo), said at the rule's line; so is a rule that leads
 * back to its own address through others (`/a /b` and `/b /a`, written apart in a long file), whose
 * redirect page would send the browser round forever and whose 301s end in "too many redirects".
 * Each kind is capped: a generated file of 10,000 such rules is one problem, not 10,000 lines.
 */
function redirectsLeadingNowhere(redirects: readonly HostRedirect[], source: DataFileSource | null, routes: readonly Route[], staticPaths: ReadonlySet<string>, versions: ReadonlySet<string>, versionBases: readonly string[], versionNames: Readonly<Record<string, string>>): Diagnostic[] {
  if (!source) return [];
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const leadsSomewhere = (path: string) => staticPaths.has(path) || (byPath.has(path) && byPath.get(path)!.kind !== 'notFound');
  const loops = redirectLoops(byPath);
  const nowhere: HostRedirect[] = [];
  const cap = capDiagnostics();
  const warn = (kind: string, rule: HostRedirect, message: string, hint: string) =>
    cap.add(kind, () => ({ severity: 'warning', code: 'redirects', message, file: source.file, line: rule.line, column: 1, lineText: lineAt(source.text, rule.line), hint }));
  for (const rule of redirects) {
    // A rule whose address a page holds is not applied (the page is served): where it leads does not matter.
    if (byPath.get(rule.from)?.redirectTo !== rule.to) continue;
    const loop = loops.get(rule.from);
    if (loop)
      warn(
        'loop',
        rule,
        `This redirect leads back to ${rule.from} through ${loop.slice(0, LOOP_ADDRESSES_SAID).join(' → ')}${loop.length > LOOP_ADDRESSES_SAID ? ' → …' : ''}, and a browser sent there goes round without end.`,
        "lead each of these redirects to the page that took the old addresses' place.",
      );
    else if (!leadsSomewhere(rule.to.replace(/[?#].*$/s, ''))) nowhere.push(rule);
  }
  return [...cap.diagnostics(), ...foldedNowhere(nowhere, source, versions, versionBases, versionNames)];
}

/** The rules a folded warning lists as notes: a generated file of 10,000 such rules is not 10,000 lines. */
const NOWHERE_NOTES = 50;

/**
 * The rules leading to no page, one warning for each reason: Sequelize's 45 rules into its v6 docs,
 * a version devcenter does not build, were 45 warnings saying the same. The first rule of each reason
 * is the warning, counting them; each other rule a note at its line (each is still a line to mend).
 */
function foldedNowhere(rules: readonly HostRedirect[], source: DataFileSource, versions: ReadonlySet<string>, versionBases: readonly string[], versionNames: Readonly<Record<string, string>>): Diagnostic[] {
  const byHint = new Map<string, HostRedirect[]>();
  for (const rule of rules) {
    const hint = versionedLinkHint(rule.to.replace(/[?#].*$/s, ''), versions, versionBases, versionNames) ?? "lead it to the page that took the old one's place, or remove the line.";
    const alike = byHint.get(hint);
    if (alike) alike.push(rule);
    else byHint.set(hint, [rule]);
  }
  return [...byHint].map(([hint, [first, ...others]]) => ({
    severity: 'warning',
    code: 'redirects',
    message: `This redirect leads to ${first.to}, which is no page of the site${others.length === 0 ? '' : ` (as do ${others.length} more of this file's redirects, ${others.length > NOWHERE_NOTES ? `the first ${NOWHERE_NOTES} ` : ''}listed below)`}.`,
    file: source.file,
    line: first.line,
    column: 1,
    lineText: lineAt(source.text, first.line),
    hint,
    ...(others.length > 0 ? { notes: others.slice(0, NOWHERE_NOTES).map((rule) => ({ message: `leads to ${rule.to}`, file: source.file, line: rule.line, column: 1 })) } : {}),
  }));
}

/** How many of a loop's addresses its warning names, the rest said as "…". */
const LOOP_ADDRESSES_SAID = 3;

/**
 * Each redirect route that its redirects lead back to, with the addresses they pass on the way. Each
 * route has one target at most, so one walk from each, never walking a route twice, finds every loop
 * (a chain of 10,000 rules is 10,000 steps, not 10,000 walks of it).
 */
function redirectLoops(byPath: ReadonlyMap<string, Route>): Map<string, string[]> {
  const loops = new Map<string, string[]>();
  const walked = new Set<string>();
  const targetOf = (path: string) => byPath.get(path)?.redirectTo?.replace(/[?#].*$/s, '');
  for (const start of byPath.keys()) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let at: string | undefined = start;
    while (at !== undefined && !walked.has(at)) {
      walked.add(at);
      onPath.set(at, path.length);
      path.push(at);
      at = targetOf(at);
    }
    // The walk ended on an address of its own path: from there on, it is a loop.
    const from = at === undefined ? undefined : onPath.get(at);
    if (from === undefined) continue;
    const loop = path.slice(from);
    // At most a few addresses each: a loop of thousands would otherwise be kept thousands of times.
    loop.forEach((address, i) => loops.set(address, Array.from({ length: Math.min(loop.length - 1, LOOP_ADDRESSES_SAID + 1) }, (_, j) => loop[(i + 1 + j) % loop.length])));
  }
  return loops;
}
