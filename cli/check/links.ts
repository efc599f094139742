// The link graph checks: broken links, broken markdown links, broken anchors. Pure: no I/O.
import { blogElsewhereLinkHint } from '../content/blog-path.ts';
import { currentDocsPathOf, docsInstanceLinkHint, docsVersionBases, lastVersionLinkHint, unknownVersionLinkHint, versionedFileLinkHint, versionedLinkHint } from '../config/docs-versions.ts';
import { reactPageHint } from '../config/react-pages.ts';
import path from 'node:path';
import type { SiteConfig } from '../config/resolve.ts';
import { CONFIG_FILE } from '../config/config-file.ts';
import { closest, closestWork, editDistance, editWork, MAX_TYPO_DISTANCE } from '../closest.ts';
import type { Route } from '../content/routes.ts';
import { docusaurusBasedPath, findLinkedFile, linkBaseOf, pathOtherCase, resolveLinkTarget, staticBelowBaseUrl } from '../content/resolve-link.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { CheckLevel } from '../config/define-config.ts';
import { headingIdFor } from '../../runtime/shared/reserved-names.ts';
import { folderLinkHint } from './folder-link.ts';
import { mdxComponentsLinkComponent } from '../content/site-component-use.ts';

export interface LinkGraph {
  routes: Route[];
  /** Files copied as they are (from static/), as site paths: "/img/logo.svg". */
  staticFiles: Set<string>;
  /** Files of static/ the site refuses to publish, as site paths, with why. */
  refusedStaticFiles?: ReadonlyMap<string, Diagnostic>;
}

export function severity(level: CheckLevel): Diagnostic['severity'] | null {
  return level === 'ignore' ? null : level === 'throw' ? 'error' : 'warning';
}


/** A broken <a href> written as JSX: why the Docusaurus build of the same page may have passed. */
const JSX_ANCHOR_HINT =
  "Docusaurus's broken-link check does not see an <a> written as JSX in MDX (it sees Markdown links and <Link>), so its build passes with it; here it leads to no page or file of the site: link to the address where that page is published (https://…), or to a page of this site.";

/** How the author would write a link from one content file to another: "./reference.mdx#events". */
function relativeFileLink(fromContentPath: string, toContentPath: string, hash: string): string {
  let relative = path.posix.relative(path.posix.dirname(fromContentPath), toContentPath);
  if (!relative.startsWith('.')) relative = `./${relative}`;
  return relative + (hash ? `#${hash}` : '');
}

/**
 * A broken link to a file (its last segment has an extension): VRS links /doxygen/index.html, which a
 * script writes into the site before Docusaurus builds it. Said as a file the build does not have,
 * with where such a file goes; generated HTML is published on its own (static/ publishes no page).
 */
function fileLinkHint(url: string, sitePath: string): { hint?: string } {
  // The address as written: a route's path has lost its .html (`/doxygen/index.html` is /doxygen).
  const written = url.replace(/[?#].*$/s, '');
  const name = written.slice(written.lastIndexOf('/') + 1);
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (!extension) return {};
  if (extension === 'html' || extension === 'htm')
    return { hint: `no page has this address, and devcenter publishes no HTML file of its own: if a tool generates it (an API reference such as Doxygen's or Javadoc's), publish that on a host of its own and link to its address (https://…).` };
  return { hint: `static/ has no file ${sitePath.slice(1)}: a file a script writes before the build must be there when devcenter builds (static${sitePath} is ${sitePath}), or link to its published address (https://…).` };
}

/**
 * The shortest id that starts with the anchor, when it is no typo of any: the heading has grown words
 * since the link was written (FormatJS's links to `api.md#injectintl`, whose heading "injectIntl HOC" is
 * #injectintl-hoc, five times; `#definemessages` for "defineMessages/defineMessage"). Four letters at
 * least: a shorter anchor starts too many ids to name one.
 */
function lengthenedAnchor(hash: string, anchors: AnchorIndex): string | undefined {
  if (hash.length < 4) return undefined;
  let best: number | undefined;
  for (const i of startingWith(anchors.sorted, hash.toLowerCase())) if (shorterOrEarlier(anchors.ids, i, best)) best = i;
  return best === undefined ? undefined : anchors.ids[best];
}

/**
 * The ids (their places in `ids`) whose text, as `sorted` keeps it, starts with `start`: found by a
 * binary search and walked to the first that does not. A pass over every id for each broken anchor
 * was quadratic (12,000 headings all "section …" and as many broken anchors into them); an id is
 * walked at most once per prefix of it that is a distinct anchor, so the walks are as long as the page.
 */
function* startingWith(sorted: SortedIds, start: string): Generator<number> {
  let low = 0;
  let high = sorted.keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted.keys[middle] < start) low = middle + 1;
    else high = middle;
  }
  for (let k = low; k < sorted.keys.length && sorted.keys[k].startsWith(start); k++) yield sorted.at[k];
}

/** Lower-case ids (or, for `reversed`, each one's characters from the end), sorted, with each one's place in `ids`. */
interface SortedIds {
  keys: string[];
  at: number[];
}

function sortedIds(keys: string[]): SortedIds {
  const at = keys.map((_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : 0));
  return { keys: at.map((i) => keys[i]), at };
}

/** Whether id i is shorter than id best, or as long and earlier on the page (of two as short, the first heading). */
const shorterOrEarlier = (ids: string[], i: number, best: number | undefined) => best === undefined || ids[i].length < ids[best].length || (ids[i].length === ids[best].length && i < best);

const reversedText = (text: string) => [...text].reverse().join('');

/**
 * Typo suggestions for broken anchors compare the anchor with each id of its page: made for each
 * distinct anchor, that is the anchors times the ids times their lengths, and hostile content chooses
 * all three (3,000 headings with 9,000 broken anchors into them took 10 s to check, 12,000 with 36,000
 * took 145 s; 1,000 headings of 120 letters and 1,000 links to other such anchors, 11 s). Past this
 * many edit-distance cells in one check (closestWork: about 1 s) the further broken anchors are still
 * told, with the suggestions found by the ids' words and starts but no typo's closest id.
 */
export const MAX_ANCHOR_TYPO_WORK = 250_000_000;

/**
 * The same for the routes a broken link may have meant: each distinct broken link was compared with
 * the site's every route, the links times the routes times their lengths, and hostile content chooses
 * all three (2,000 pages of 60-letter slugs and one page of 5,000 broken links to other such
 * addresses took 106 s to check). Past this many edit-distance cells filled in one check (editWork:
 * about 1 s) the further broken links are still told, with a suggestion only where one is found
 * without a typo's comparisons (a page of the link's title), or the nearest found before the budget ran out.
 */
export const MAX_ROUTE_TYPO_WORK = 250_000_000;

/**
 * A page's ids for suggestions, made once per page: as a list (closest() keeps its lower-case copy
 * by the list), and sorted from the start and from the end, so that an id that is the anchor and more
 * words is found among those it starts or ends, not by a pass over thousands of ids for each broken
 * anchor (nor over all those sharing its first word: 12,000 headings may all start "section").
 */
interface AnchorIndex {
  ids: string[];
  /** The ids in lower case, sorted: those an anchor starts, by a binary search. */
  sorted: SortedIds;
  /** The ids in lower case read from the end, sorted: those an anchor ends. */
  reversed: SortedIds;
  /** The suggestion made for each broken anchor of this page, once. */
  suggested: Map<string, string | undefined>;
}

function anchorIndex(anchors: ReadonlySet<string>): AnchorIndex {
  const ids = [...anchors];
  const lower = ids.map((id) => id.toLowerCase());
  return { ids, sorted: sortedIds(lower), reversed: sortedIds(lower.map(reversedText)), suggested: new Map() };
}

/**
 * The id that is the anchor with words added before (`#ignoreregexplist` for CSpell's heading id
 * settings-ignoreregexplist) or after it (Metro's `#dev`, its heading "`dev` (boolean)" is dev-boolean):
 * the shortest; for an anchor of fewer than four letters only the one there is, as a short word ends
 * or starts many ids.
 */
function wordedAnchor(hash: string, anchors: AnchorIndex, after: boolean): string | undefined {
  const lower = hash.toLowerCase();
  let best: number | undefined;
  let found = 0;
  for (const i of after ? startingWith(anchors.sorted, `${lower}-`) : startingWith(anchors.reversed, reversedText(`-${lower}`))) {
    found++;
    // Of fewer than four letters, a second id is enough to say none: no need to walk the rest.
    if (found > 1 && lower.length < 4) return undefined;
    if (shorterOrEarlier(anchors.ids, i, best)) best = i;
  }
  return best === undefined ? undefined : anchors.ids[best];
}

export function checkLinks(graph: LinkGraph, config: SiteConfig): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byPath = new Map(graph.routes.map((r) => [r.path, r]));
  // A file that lost its route to another (a duplicate route, warned of) is linked to at that route.
  const byFile = new Map(graph.routes.filter((r) => r.page).flatMap((r) => [r.page!.source.contentPath, ...(r.duplicateContentPaths ?? [])].map((file) => [file, r] as const)));
  const isLivePage = (routePath: string) => {
    const route = byPath.get(routePath);
    return route !== undefined && route.kind !== 'notFound';
  };
  // A redirect to an address of the site that is no page nor file (its own broken link, reported at it) leads
  // nowhere: never a suggestion. typescript-eslint's redirects into its unbuilt guides made 13 broken
  // links "did you mean /getting-started/typed-linting/monorepos?", an old address leading to no page.
  const leadsNowhere = (r: Route) => {
    const to = r.kind === 'redirect' ? r.redirectTo?.replace(/[?#].*$/s, '') : undefined;
    return to !== undefined && to.startsWith('/') && !to.startsWith('//') && !isLivePage(to) && !graph.staticFiles.has(to);
  };
  // The site's MDXComponents drawing Markdown links with its own component, read once for all links.
  let linkComponent: ReturnType<typeof mdxComponentsLinkComponent>;
  let linkComponentRead = false;
  const linkComponentHint = (source: { absPath: string; file: string }): { hint?: string } => {
    if (!linkComponentRead) linkComponent = mdxComponentsLinkComponent(source.absPath.slice(0, source.absPath.length - source.file.length));
    linkComponentRead = true;
    return linkComponent
      ? { hint: `the site's ${linkComponent.file} draws Markdown links with its own <${linkComponent.component}> (a: ${linkComponent.component}), which devcenter does not run, and Docusaurus checks no link it draws as a plain <a>: if it sends this address to another site, write that site's full address (https://…) here.` }
      : {};
  };
  // A link to where a partial would be were it a page (Arbitrum's /for-devs/…/precompile-tables/_ArbOwner,
  // a partial of content/docs/): it makes no page, and the page that shows it is what the link means.
  // Each partial the pages include, by its content path without extension, and the first page showing it.
  let partialPages: Map<string, { partial: string; shownAt: string }> | undefined;
  const partialLinkHint = (sitePath: string): { suggestion: string; hint: string } | undefined => {
    const last = sitePath.replace(/\/+$/, '').split('/').at(-1) ?? '';
    if (!last.startsWith('_')) return undefined;
    if (!partialPages) {
      partialPages = new Map();
      for (const r of graph.routes) {
        if (!r.page || r.kind === 'notFound') continue;
        for (const include of r.page.includes) {
          const stem = include.replace(/\.mdx?$/, '');
          if (!partialPages.has(stem)) partialPages.set(stem, { partial: include, shownAt: r.path });
        }
      }
    }
    const wanted = sitePath.replace(/\/+$/, '');
    for (const [stem, found] of partialPages) {
      if (!`/${stem}`.endsWith(wanted)) continue;
      return {
        suggestion: found.shownAt,
        hint: `content/${found.partial} is a partial (its name starts with _), which makes no page of its own, as in Docusaurus: link to a page that includes it, such as ${found.shownAt}.`,
      };
    }
    return undefined;
  };
  const linkable = graph.routes.filter((r) => r.kind !== 'notFound' && !leadsNowhere(r)).map((r) => r.path);
  const anchorSets = new Map<Route, Set<string>>();
  /** Edit-distance cells the typo suggestions for broken anchors may still fill (MAX_ANCHOR_TYPO_WORK). */
  let typoWorkLeft = MAX_ANCHOR_TYPO_WORK;
  const anchorIndexes = new WeakMap<ReadonlySet<string>, AnchorIndex>();
  const anchorIndexOf = (anchors: ReadonlySet<string>) => {
    let index = anchorIndexes.get(anchors);
    if (!index) anchorIndexes.set(anchors, (index = anchorIndex(anchors)));
    return index;
  };
  /** A page's anchors as a set, made once: a long page links to its own headings thousands of times. */
  const anchorsOf = (route: Route | undefined): Set<string> | undefined => {
    const target = route?.kind === 'redirect' && route.redirectTo ? byPath.get(route.redirectTo) : route;
    if (!target?.page?.anchors) return undefined;
    // A page that does not parse has no headings to tell: its own error says so, not a broken anchor in each page linking to it.
    // Nor does one that failed before its body was read (a front matter never closed, on line 1; a limit):
    // no anchors, and that error. Any other error (a front matter value) leaves its body, and its anchors, read.
    const failed = target.page.anchors.length === 0;
    const failedEarly = (d: Diagnostic) => d.code === 'content-limit' || d.code === 'internal' || (d.code === 'frontmatter' && d.line === 1);
    if (target.page.diagnostics.some((d) => d.severity === 'error' && (d.code === 'mdx' || (failed && failedEarly(d))))) return undefined;
    let set = anchorSets.get(target);
    if (!set) anchorSets.set(target, (set = new Set(target.page.anchors)));
    return set;
  };
  // The route a broken link most likely meant, looked for once per broken link target:
  // - one whose path ends as the link is spelled (a relative link resolved from the wrong folder:
  //   `queries/byrole` written in dom-testing-library/), or ends nearly so (`queries/byrol`), those
  //   with the link's anchor first, the nearest of them;
  // - else, for a link with an anchor, the nearest of the routes that have it;
  // - else the nearest of all.
  const nearestRoutes = new Map<string, string | undefined>();
  const routeTypoBudget = { cells: MAX_ROUTE_TYPO_WORK };
  // The routes' paths in order, once: whether any route is under a broken link's path (a folder with
  // no index page) is a search, where folderLinkHint looks through every route for each broken link.
  const sortedPaths = graph.routes.map((r) => r.path).sort();
  const hasRouteUnder = (folderPath: string) => {
    const prefix = `${folderPath}/`;
    let [low, high] = [0, sortedPaths.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (sortedPaths[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    return low < sortedPaths.length && sortedPaths[low].startsWith(prefix);
  };
  // Each route's last n segments, lower case, made once per n.
  const tailsByCount = new Map<number, string[]>();
  const tailsOf = (n: number) => {
    let tails = tailsByCount.get(n);
    if (!tails) tailsByCount.set(n, (tails = linkable.map((p) => p.split('/').slice(-n).join('/').toLowerCase())));
    return tails;
  };
  const nearestRoute = (routePath: string, url: string, hash: string | undefined) => {
    const spelled = url.replace(/[?#].*$/, '').replace(/^(?:\.\.?\/)+/, '').replace(/\.mdx?$/, '').replace(/\/+$/, '');
    const key = `${routePath}\0${spelled}\0${hash ?? ''}`;
    if (nearestRoutes.has(key)) return nearestRoutes.get(key);
    const hasAnchor = (p: string) => hash !== undefined && anchorsOf(byPath.get(p))?.has(headingIdFor(hash)) === true;
    // Among routes that end as the link does, the nearest within a bound, else the first: with no
    // bound each comparison was a whole table, the link's length by the route's, and hostile content
    // chooses both (50 pages of 1,500-character slugs linking zz/x, beside 300 routes ending so, took 240 s).
    const nearest = (candidates: string[]) => (candidates.length > 0 ? (closest(routePath, candidates, 2 * MAX_TYPO_DISTANCE, routeTypoBudget) ?? candidates[0]) : undefined);
    let near: string | undefined;
    if (spelled && !spelled.startsWith('/')) {
      const segments = spelled.split('/').length;
      const limit = Math.min(MAX_TYPO_DISTANCE, Math.max(1, Math.floor(spelled.length / 4)));
      const lower = spelled.toLowerCase();
      const tails = tailsOf(segments);
      const filledBefore = editWork.cells;
      const endsLike = linkable.filter((_, i) => {
        const tail = tails[i];
        // Lengths further apart than the limit are further apart in edits: no table (a site's every route, for each broken link).
        return Math.abs(tail.length - lower.length) <= limit && editWork.cells - filledBefore < routeTypoBudget.cells && editDistance(tail, lower, limit) <= limit;
      });
      routeTypoBudget.cells = Math.max(0, routeTypoBudget.cells - (editWork.cells - filledBefore));
      const exactly = endsLike.filter((p) => p.endsWith(`/${spelled}`));
      near = nearest(exactly.filter(hasAnchor)) ?? nearest(exactly) ?? nearest(endsLike.filter(hasAnchor)) ?? nearest(endsLike);
    }
    near ??= (hash ? closest(routePath, linkable.filter(hasAnchor), undefined, routeTypoBudget) : undefined) ?? closest(routePath, linkable, undefined, routeTypoBudget);
    // The nearest address a redirect holds (an old one): the page it leads to is what to link.
    const redirect = near === undefined ? undefined : byPath.get(near);
    const target = redirect?.kind === 'redirect' ? redirect.redirectTo?.replace(/[?#].*$/s, '') : undefined;
    if (target && target.startsWith('/') && !target.startsWith('//') && isLivePage(target)) near = target;
    nearestRoutes.set(key, near);
    return near;
  };

  // A suggestion keeps the link's anchor only where the page suggested has it: Jest's
  // `tutorial-react#snapshot-testing-with-mocks-enzyme-and-react-16` was told "did you mean
  // /docs/tutorial-async#snapshot-testing-with-mocks-enzyme-and-react-16?", itself a broken anchor.
  // A page whose anchors are not known (it failed to parse) keeps it.
  const anchorIfThere = (route: Route | undefined, hash: string) => (hash && anchorsOf(route)?.has(headingIdFor(hash)) !== false ? hash : '');

  // A page whose title is the link's text (case aside) is what a broken link meant, however far its
  // address is from the one written: after a rename, [Configuration](/docs/setup) was told the path
  // nearest "/docs/setup" while the page titled Configuration was there.
  const byTitle = new Map<string, Route>();
  for (const route of graph.routes) if (route.page && route.kind !== 'notFound') byTitle.set(route.page.title.trim().toLowerCase(), byTitle.get(route.page.title.trim().toLowerCase()) ?? route);
  const titledRoute = (text: string | undefined) => (text ? byTitle.get(text.toLowerCase()) : undefined);

  // A link into a docs version the site keeps from Docusaurus (versioned_docs/), which is not built.
  const versions = new Set(config.unbuiltDocsVersions);
  const versionBases = docsVersionBases(config);
  // A link to a React page of the Docusaurus site (src/pages/help.js), or into a docs plugin instance
  // of its config but the built one (Kvrocks's /community/…), which are not built either. A navbar's
  // `to` is read under the baseUrl (React Native Navigation's 'showcase' is /react-native-navigation/showcase),
  // where Docusaurus serves the React pages too.
  const base = config.docusaurusBaseUrl;
  const belowBase = (sitePath: string) => (base !== '' && sitePath.startsWith(`${base}/`) ? sitePath.slice(base.length) : undefined);
  const reactPage = (sitePath: string) => {
    const below = belowBase(sitePath);
    return reactPageHint(sitePath, config.unbuiltReactPages) ?? (below === undefined ? undefined : reactPageHint(below, config.unbuiltReactPages));
  };
  // A docs (or blog) instance at the site's root (typescript-eslint's "base-docs" at '/', its rules the
  // built docs at /rules) holds every path: tried after every other reading, and never for a path under
  // the built docs or blog, whose own broken links are typos there. Its 89 links were bare "broken link"s.
  const siteRoot = base === '' ? '/' : base;
  const instancesBelowRoot = config.unbuiltDocsInstances.filter((i) => i.path !== siteRoot);
  const instancesAtRoot = config.unbuiltDocsInstances.filter((i) => i.path === siteRoot).map((i) => ({ ...i, path: '/' }));
  const under = (sitePath: string, prefix: string) => prefix === '/' || sitePath === prefix || sitePath.startsWith(`${prefix}/`);
  const rootInstanceHint = (sitePath: string) =>
    instancesAtRoot.length === 0 || under(sitePath, config.site.docsVersion.path) || under(sitePath, config.blogPath) || (base !== '' && !under(sitePath, base)) ? undefined : docsInstanceLinkHint(sitePath, instancesAtRoot);
  // The same page in the current docs, for a link into a kept version: the page meant, before one
  // titled as the link's text or one a few letters off.
  const currentDocsPage = (sitePath: string) => {
    const current = currentDocsPathOf(sitePath, versions, versionBases, config.site.docsVersion.path);
    return current !== undefined && isLivePage(current) ? current : undefined;
  };
  const versionHint = (sitePath: string): { hint?: string } => {
    const hint =
      // An instance's path before the versions: EventMesh's footer link to its "events" docs,
      // /events/release-notes/v1.12.0, names a release that is also a docs version, and was told
      // that version of the docs is not read, where the whole "events" instance is not built.
      docsInstanceLinkHint(sitePath, instancesBelowRoot) ??
      // Written from the root ('/news/x' with baseUrl '/proj/'), Docusaurus's Link puts the baseUrl before it.
      (base !== '' && belowBase(sitePath) === undefined ? docsInstanceLinkHint(`${base}${sitePath}`, instancesBelowRoot) : undefined) ??
      versionedLinkHint(sitePath, versions, versionBases, config.unbuiltDocsVersionNames) ??
      blogElsewhereLinkHint(sitePath, config.blogPath) ??
      reactPage(sitePath) ??
      unknownVersionLinkHint(sitePath, config.unbuiltDocsVersions, [config.site.docsVersion.path, ...(config.unbuiltLastDocsVersion ? [config.unbuiltLastDocsVersion.path] : [])]) ??
      // Last: with the docs at "/" (pnpm's routeBasePath), every path is under the kept version's, and
      // its hint stood before the one that names where a link really leads (pnpm's /pnpr, a docs instance).
      lastVersionLinkHint(sitePath, config.unbuiltLastDocsVersion, config.site.docsVersion.path) ??
      rootInstanceHint(sitePath);
    return hint ? { hint } : {};
  };
  // A relative link written for addresses that end in "/" (a Docusaurus site with trailingSlash: true).
  const slashHint = (url: string, page: { source: { contentPath: string } }, routePath: string): { hint?: string } => {
    if (config.trailingSlash || /^[/?#]/.test(url) || routePath.endsWith('/')) return {};
    const asFromFolder = resolveLinkTarget(url, page.source.contentPath, routePath, `${routePath}/`);
    const found = asFromFolder.kind === 'route' ? byPath.get(asFromFolder.path) : undefined;
    return found && found.kind !== 'notFound'
      ? { hint: `from ${routePath}/ it leads to ${asFromFolder.kind === 'route' ? asFromFolder.path : ''}: a site whose Docusaurus config sets trailingSlash: true writes its relative links so; set trailingSlash: true in site.config.ts too.` }
      : {};
  };
  // A file of static/ written under a Docusaurus baseUrl (Immer's `<img src="/immer/img/logo.svg">`, its
  // baseUrl "/immer/"): Docusaurus serves static/ there, devcenter at the site's root.
  const staticBelowBase = (sitePath: string, url: string): { suggestion: string; hint: string } | undefined => {
    const below = sitePath.replace(/^\/[^/]+(?=\/)/, '');
    if (below === sitePath || !graph.staticFiles.has(below)) return undefined;
    const base = sitePath.slice(0, sitePath.length - below.length + 1);
    return {
      suggestion: url.includes(sitePath) ? url.replace(sitePath, below) : below,
      hint: `static${below} is served at ${below}: devcenter serves static/ at the site's root, not under a Docusaurus baseUrl such as "${base}".`,
    };
  };
  // A file of static/ whose name differs only in case: found on a Mac, a 404 on the Linux host that serves the site.
  let staticByLowerCase: Map<string, string> | null = null;
  const imageHint = (sitePath: string, url: string): { suggestion?: string; hint?: string } => {
    staticByLowerCase ??= new Map([...graph.staticFiles].map((file) => [file.toLowerCase(), file]));
    const sameButCase = staticByLowerCase.get(sitePath.toLowerCase());
    if (sameButCase) return { suggestion: url.replace(sitePath, sameButCase) };
    return staticBelowBase(sitePath, url) ?? { hint: 'put the file under static/ (static/img/x.png is /img/x.png), or point at the file beside the page (./x.png).' };
  };
  for (const route of graph.routes) {
    const page = route.page;
    if (!page) continue;
    for (const link of page.links) {
      // A link of a partial is reported in the partial, with the page that includes it.
      // Where a problem of the link is reported; its line's text is found only when there is one.
      const where = () =>
        link.file
          ? { file: link.file, line: link.line, column: link.column, lineText: link.lineText, length: link.length, notes: [{ message: 'on a page that includes this partial', file: page.source.file }] }
          : { file: page.source.file, line: link.line, column: link.column, lineText: lineAt(page.source.text, link.line), length: link.length };
      const linkBase = linkBaseOf(page, route.path, config.trailingSlash);
      const target = resolveLinkTarget(link.url, link.from ?? page.source.contentPath, route.path, linkBase);
      // What a problem quotes and suggests: the address as its file writes it (a partial's, said from the page in link.url).
      const said = link.written ?? link.url;
      const saidFrom = link.written !== undefined && link.file?.startsWith('content/') ? link.file.slice('content/'.length) : (link.from ?? page.source.contentPath);
      if (target.kind === 'external') continue;
      // A prop of the site's own component (Hydra's <GithubLink to="NEWS.md">, a file of its repository):
      // the component decides what it means, so it follows checks.brokenLinks, which its author can lower.
      const component = link.element !== undefined && Object.hasOwn(config.components, link.element.split('.')[0]) ? link.element : undefined;
      const inProp = component ? ` in a prop of <${component}>` : '';
      const componentHint = component ? { hint: `if <${component}> does not read it as an address of the site, set checks.brokenLinks to 'warn' or 'ignore' in site.config.ts.` } : {};
      let targetRoute: Route | undefined;
      if (target.kind === 'file') {
        targetRoute = findLinkedFile(target, byFile)?.value;
        const level = severity(component ? config.checks.brokenLinks : config.checks.brokenMarkdownLinks);
        if (!targetRoute && level) {
          // The same file with the other extension (.md / .mdx) is the likeliest intent, then the nearest name.
          const [first] = target.contentPaths;
          const stems = new Set(target.contentPaths.map((p) => p.replace(/\.mdx?$/, '')));
          // Never the page itself: "./nope.md" in intro.md is not a typo of "./intro.md".
          const others = [...byFile.keys()].filter((f) => f !== page.source.contentPath);
          const titled = titledRoute(link.text)?.page?.source.contentPath;
          const near = others.find((f) => stems.has(f.replace(/\.mdx?$/, ''))) ?? (titled !== page.source.contentPath ? titled : undefined) ?? closest(first, others);
          const missing = target.contentPaths.map((p) => `content/${p}`).join(', ');
          // A link that climbs out of content/ names no page: say so, rather than "content/../x.md".
          const outside = target.contentPaths.every((p) => p.startsWith('../'));
          const versioned = versionedFileLinkHint(first);
          diagnostics.push({
            severity: level,
            code: 'broken-markdown-link',
            message: outside
              ? `broken markdown link "${said}"${inProp}: it leads out of content/, where the site's pages are`
              : `broken markdown link "${said}"${inProp}: ${missing} ${target.contentPaths.length > 1 ? 'do' : 'does'} not exist`,
            ...where(),
            suggestion: near ? relativeFileLink(saidFrom, near, anchorIfThere(byFile.get(near), target.hash)) : undefined,
            ...(versioned ? { hint: versioned } : {}),
            ...componentHint,
          });
        }
        if (!targetRoute) continue;
      } else {
        // Under a Docusaurus baseUrl, a link written from the root leads under it when that is a page (Detox's `/docs/x`).
        targetRoute = byPath.get(docusaurusBasedPath(link.url, target.path, config.docusaurusBaseUrl, isLivePage, linkBase) ?? target.path);
        // A page's path in another case leads to it, as in Docusaurus (rewrite-links.ts writes the page's).
        if (!targetRoute || targetRoute.kind === 'notFound') targetRoute = byPath.get(pathOtherCase(target.path, linkable, link.url, config.docusaurusBaseUrl) ?? '') ?? targetRoute;
        // A link that may name a file (`./upgrade-to-2.0`) and leads to no page is the file check's (file-refs.ts).
        if (link.orFile && (!targetRoute || targetRoute.kind === 'notFound')) continue;
        // A file of static/ an element's prop writes under the Docusaurus baseUrl is published at the root (rewrite-links.ts).
        const isStatic = graph.staticFiles.has(target.path) || (link.element !== undefined && staticBelowBaseUrl(target.path, config.docusaurusBaseUrl, graph.staticFiles, isLivePage) !== null);
        const level = severity(config.checks.brokenLinks);
        // `/en/hooks.html` is read as the page address /en/hooks: the refused file is the .html one (pnpm's redirect pages).
        const refused = graph.refusedStaticFiles?.get(target.path) ?? (/\.html?(?:[?#]|$)/i.test(link.url) ? graph.refusedStaticFiles?.get(`${target.path}.html`) : undefined);
        if ((!targetRoute || targetRoute.kind === 'notFound') && refused) {
          // The file is there, but the site will not publish it: its own error says why.
          if (level) diagnostics.push({ severity: level, code: link.kind === 'image' ? 'broken-image' : 'broken-link', message: `"${said}" points at a file the site will not publish: ${refused.message}`, ...where(), hint: refused.hint });
        } else if ((!targetRoute || targetRoute.kind === 'notFound') && !isStatic) {
          if (level) {
            const partial = partialLinkHint(target.path);
            const near = partial?.suggestion ?? currentDocsPage(target.path) ?? titledRoute(link.text)?.path ?? nearestRoute(target.path, link.url, target.hash || undefined);
            diagnostics.push(
              link.kind === 'image'
                ? {
                    severity: level,
                    code: 'broken-image',
                    message: `broken image "${link.url}": static${target.path} does not exist`,
                    ...where(),
                    ...imageHint(target.path, link.url),
                  }
                : {
                    severity: level,
                    code: 'broken-link',
                    message: `broken link "${said}"${inProp}`,
                    ...where(),
                    suggestion: near ? `${near}${anchorIfThere(byPath.get(near), target.hash) ? `#${target.hash}` : ''}` : undefined,
                    // KIE's <a href="/docs/10.0.x/…/index.html">, docs published beside the site: the more particular hints below come first.
                    ...(link.kind === 'jsx' && link.element === 'a' ? { hint: JSX_ANCHOR_HINT } : {}),
                    ...fileLinkHint(link.url, target.path),
                    // The more particular hints below say better what the address is, when one applies.
                    // MDX maps only what Markdown writes ([x](/y)), never a <a> written as JSX.
                    ...(link.kind === 'markdown' ? linkComponentHint(page.source) : {}),
                    // A folder of pages with no index page of its own: its first page, and how to give it one.
                    ...(hasRouteUnder(target.path.replace(/\/+$/, '')) ? folderLinkHint(target.path.replace(/\/+$/, ''), graph.routes, config.sidebars) : {}),
                    ...slashHint(link.url, page, route.path),
                    ...versionHint(target.path),
                    ...staticBelowBase(target.path, link.url),
                    ...componentHint,
                    ...(partial ? { hint: partial.hint } : {}),
                  },
            );
          }
          continue;
        }
      }
      const anchors = anchorsOf(targetRoute);
      const level = severity(config.checks.brokenAnchors);
      // `#process` is the heading Docusaurus calls so, whose id here is process-section (reserved-names.ts).
      if (target.hash && anchors && !anchors.has(headingIdFor(target.hash)) && level) {
        // An id that is the anchor and more words ('milvus_uri' of the heading "MILVUS_URI (Required)",
        // milvus_uri-required), or more words and the anchor (CSpell's #ignoreregexplist, the heading
        // settings-ignoreregexplist, had no suggestion), is the heading meant, before one a few letters
        // off (Open WebUI's link to #milvus_uri was told "did you mean #milvus_db?"); otherwise a typo's
        // closest id, else one it starts. Made once for each anchor of a page: thousands link to a long page.
        const index = anchorIndexOf(anchors);
        let near = index.suggested.get(target.hash);
        if (!index.suggested.has(target.hash)) {
          const typo = () => {
            const work = closestWork(target.hash, index.ids.length);
            if (work > typoWorkLeft) return undefined;
            typoWorkLeft -= work;
            return closest(target.hash, index.ids);
          };
          near = wordedAnchor(target.hash, index, true) ?? wordedAnchor(target.hash, index, false) ?? typo() ?? lengthenedAnchor(target.hash, index);
          index.suggested.set(target.hash, near);
        }
        diagnostics.push({
          severity: level,
          code: 'broken-anchor',
          message: `broken anchor "${said}": ${targetRoute!.path} has no heading or id "${target.hash}"`,
          ...where(),
          suggestion: near ? `${said.slice(0, said.indexOf('#'))}#${near}` : undefined,
        });
      }
    }
  }

  const level = severity(config.checks.brokenLinks);
  for (const link of config.configLinks) {
    const target = resolveLinkTarget(link.href, '', '/');
    if (target.kind !== 'route' || !level) continue;
    const route = byPath.get(target.path);
    if ((!route || route.kind === 'notFound') && !graph.staticFiles.has(target.path)) {
      // The navbar devcenter makes for a root without a config (file '') leads to the pages it found:
      // it is broken only when each of them was refused, each with its own error (a blog whose one
      // post has a date that is no day). Said too, it blamed a link the author never wrote.
      if (link.file === '') continue;
      const near = currentDocsPage(target.path) ?? titledRoute(link.label)?.path ?? nearestRoute(target.path, link.href, target.hash || undefined);
      diagnostics.push({
        severity: level,
        code: 'broken-link',
        // The label as JSON: a Docusaurus config's or sidebars file's text, whose line break must not start a line of the report.
        message: `broken link "${link.href}" in ${link.where} (${JSON.stringify(link.label)})`,
        ...(link.file === '' ? {} : { file: link.file ?? CONFIG_FILE }),
        line: link.line,
        column: link.column,
        lineText: link.lineText,
        length: link.length,
        suggestion: near,
        ...versionHint(target.path),
      });
    }
  }
  return diagnostics;
}
