// Turns parsed pages into routes; the only place where file <-> route rules live.
import type { SiteConfig } from '../config/resolve.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { blogPostPlace, blogRoutes, indexBlog, isBlogFile, type BlogMaps } from './blog.ts';
import { docIdOfFile, docRouteOfFile, docusaurusDocId } from './doc-path.ts';
import { docTagRoutes, indexDocTags } from './doc-tags.ts';
import { frontmatterKeyPosition } from './frontmatter.ts';
import type { Page } from './page.ts';
import { HOST_REDIRECTS_FILE, type HostRedirect } from './host-redirects.ts';
import { NOT_FOUND_PATH, type Route } from './route.ts';
import { DEFAULTS_STATIC_REPLACES, occupiedOutputFiles, routeOutputProblem } from './route-outputs.ts';
import { sitePathProblem } from './site-path.ts';
import { compressedCopyOf } from './static-policy.ts';
import type { TagsFile } from './tags.ts';

export { NOT_FOUND_PATH, type Route } from './route.ts';

/**
 * Why a file of static/ would take the place of a file the build writes on some hosts though its name
 * differs (null when it would not): a compressed copy (search-records.json.gz), which nginx's
 * gzip_static and Caddy's precompressed send for the file itself, or a name that differs in case only
 * (Search-Records.json, _DC/…), one file with the build's on a case-insensitive disk or host (macOS,
 * Windows, IIS).
 */
function standsInForBuiltFile(file: string, builtByCase: Map<string, { file: string; what: string }>): string | null {
  const original = compressedCopyOf(file);
  const built = builtByCase.get((original ?? file).toLowerCase());
  if (!built) return null;
  if (original !== null) return `is a compressed copy of ${built.what}: nginx (gzip_static) and Caddy (precompressed) would send it in that file's place.`;
  return `differs only in case from ${built.what}: on a case-insensitive disk or host (macOS, Windows, IIS) one would take the other's place.`;
}

/** The route a content file gives, before any duplicate check. */
export function routeOfPage(page: Page, docsPath: string, blogPath: string): Omit<Route, 'page'> | null {
  const contentPath = page.source.contentPath.replace(/\.mdx?$/, '');
  const slug = page.frontmatter.slug;
  if (contentPath.startsWith('docs/')) {
    const inDocs = page.source.contentPath.slice('docs/'.length);
    const docId = docIdOfFile(inDocs, page.frontmatter);
    const docusaurusId = docusaurusDocId(inDocs, page.frontmatter);
    return { path: joinPath(docsPath, docRouteOfFile(inDocs, page.frontmatter)), kind: 'doc', docId, ...(docusaurusId !== docId ? { docusaurusId } : {}) };
  }
  if (isBlogFile(page.source.contentPath)) return { path: blogPostPlace(page, blogPath).path, kind: 'blogPost' };
  if (contentPath.startsWith('pages/')) {
    const rest = contentPath.slice('pages/'.length).replace(/(^|\/)index$/, '');
    const path = slug !== undefined ? joinPath('/', slug.replace(/^\//, '')) : joinPath('/', rest);
    return { path, kind: path === '/' ? 'home' : 'page' };
  }
  return null;
}

function joinPath(base: string, rest: string): string {
  const joined = `${base.replace(/\/$/, '')}/${rest}`.replace(/\/+$/, '');
  return joined || '/';
}

/** `blogMaps` and `docTagsFile` are the blog's and the docs' data files, read; `staticPaths` the files of static/ (site paths). */
export function buildRoutes(
  pages: Page[],
  config: SiteConfig,
  blogMaps: BlogMaps = { authors: null, tags: null },
  docTagsFile: TagsFile | null = null,
  staticPaths: Iterable<string> = [],
  /** The rules of static/_redirects carried over (host-redirects.ts): after the config's, which win. */
  hostRedirects: readonly HostRedirect[] = [],
): { routes: Route[]; diagnostics: Diagnostic[]; refusedDocIds: Set<string> } {
  const diagnostics: Diagnostic[] = [];
  // The docs whose route was refused (said once, at the file) and the drafts: the sidebars leave them out without another word.
  const refusedDocIds = new Set<string>();
  const byPath = new Map<string, Route>();
  const docsPath = config.site.docsVersion.path;
  for (const page of pages) {
    // A draft is left out of the build, as Docusaurus leaves it out of a production build: links to it
    // break. A sidebar naming it leaves it out without a word, as Docusaurus's does (it was "not a file").
    if (page.frontmatter.draft === true) {
      const draft = routeOfPage(page, docsPath, config.blogPath);
      for (const id of [draft?.docId, draft?.docusaurusId]) if (id !== undefined) refusedDocIds.add(id);
      continue;
    }
    const route = routeOfPage(page, docsPath, config.blogPath);
    if (!route) {
      diagnostics.push({
        severity: 'warning',
        code: 'content',
        message: `${page.source.file} is not under content/docs/, content/pages/ or content/blog/, so it is not a page of the site.`,
        file: page.source.file,
      });
      continue;
    }
    const pathProblem = sitePathProblem(route.path);
    if (pathProblem) {
      diagnostics.push(unsafeRoute(page, route.path, pathProblem));
      for (const id of [route.docId, route.docusaurusId]) if (id !== undefined) refusedDocIds.add(id);
      continue;
    }
    const existing = byPath.get(route.path);
    if (existing?.page) {
      // Sidebars name docs by id whatever route wins: the loser's ids lead to the winner.
      const lost = [route.docId, route.docusaurusId].filter((id): id is string => id !== undefined);
      if (lost.length > 0) existing.duplicateDocIds = [...(existing.duplicateDocIds ?? []), ...lost];
      // So do Markdown links to the loser's file, as in Docusaurus: it is there, and its address serves the winner.
      existing.duplicateContentPaths = [...(existing.duplicateContentPaths ?? []), page.source.contentPath];
      // Spec §5: duplicate routes only warn (unless configured otherwise); the first file wins.
      if (config.checks.duplicateRoutes !== 'ignore')
        diagnostics.push({
          severity: config.checks.duplicateRoutes === 'throw' ? 'error' : 'warning',
          code: 'duplicate-route',
          message: `duplicate route "${route.path}": another file produces it too, and wins`,
          file: page.source.file,
          notes: [{ message: `produces "${route.path}" too, and wins`, file: existing.page.source.file }],
        });
      continue;
    }
    byPath.set(route.path, { ...route, page });
  }
  /** `what`: a page the build makes that readers reach by its address (a list page, a tag's page): a file taking it says so. */
  /** Whether the route took its address (a page or route there already keeps it). */
  const addGenerated = (route: Route, what?: string): boolean => {
    const holder = byPath.get(route.path);
    if (!holder) {
      byPath.set(route.path, route);
      return true;
    }
    if (what && holder.page && config.checks.duplicateRoutes !== 'ignore')
      diagnostics.push({
        severity: config.checks.duplicateRoutes === 'throw' ? 'error' : 'warning',
        code: 'duplicate-route',
        message: `duplicate route "${route.path}": it is ${what}, and this file takes its place`,
        file: holder.page.source.file,
        ...slugPlace(holder.page),
      });
    return false;
  };
  /** A redirect from an address a page of the build's holds is left out; said where it is written, unless `what` is undefined. */
  const addRedirect = (from: string, to: string, what: string | undefined, place: Pick<Diagnostic, 'file' | 'line' | 'column' | 'lineText' | 'length'> | undefined) => {
    const holder = byPath.get(from);
    if (holder && !holder.page && holder.kind !== 'redirect' && what !== undefined && place !== undefined)
      diagnostics.push({ severity: 'warning', code: 'route', message: `The redirect from "${from}" to ${to} is left out: "${from}" is ${generatedPageName(holder)}.`, ...place, hint: 'remove the redirect: that address serves the page the build makes there.' });
    addGenerated({ path: from, kind: 'redirect', redirectTo: to }, what);
  };
  addGenerated({ path: `/${config.site.search.searchPagePath}`, kind: 'search' }, 'the search page (search.searchPagePath)');
  // The posts are routes by now: the blog's own pages are known before / is given to anything.
  const blog = indexBlog([...byPath.values()], { path: config.blogPath, layout: config.blogLayout }, blogMaps);
  const hasDocs = [...byPath.values()].some((route) => route.kind === 'doc');
  // A site without docs (Docusaurus's `docs: false`, a blog-only site) has no docs' address to lead anywhere.
  if (hasDocs || blog.posts.length === 0) addGenerated({ path: docsPath, kind: 'redirect', redirectTo: config.site.docsVersion.mainDocPath });
  // A blog at / (a blog-only site, Docusaurus's blog routeBasePath '/'): its list of posts is the home
  // page. A file that is the home page too is an error, not a duplicate route that wins: the blog's
  // list would be gone from its own address, its page 2 left behind.
  const home = byPath.get('/');
  if (config.blogPath === '/' && blog.posts.length > 0 && home?.page) {
    diagnostics.push(homeTakenByBlog(home.page));
    byPath.delete('/');
  }
  // A site without a home page: / leads to the docs (and the brand link's prefetch finds data): to
  // the page at the docs' own address when there is one (a doc with `slug: /`, Docusaurus's docs
  // home), not to whatever doc the first sidebar happens to start with; a site with a blog and no
  // docs, to the blog.
  const docsHome = byPath.get(docsPath)?.page ? docsPath : config.site.docsVersion.mainDocPath;
  if (config.blogPath !== '/' || blog.posts.length === 0) {
    const redirectTo = hasDocs || blog.posts.length === 0 ? docsHome : config.blogPath;
    // No page at / (docs served at / put their own redirect there first: Hasura's routeBasePath '/'
    // beside its React home page, which went unsaid).
    if (!byPath.get('/')?.page) diagnostics.push(...unbuiltReactHome(config.unbuiltReactPages['/'], redirectTo));
    addGenerated({ path: '/', kind: 'redirect', redirectTo });
  }
  diagnostics.push(...unmovedMarkdownPages(config.unbuiltReactPages, byPath));
  addGenerated({ path: NOT_FOUND_PATH, kind: 'notFound' });
  for (const route of blogRoutes(blog)) addGenerated(route, `the blog's ${route.kind === 'blogArchive' ? 'archive' : route.kind === 'blogTags' ? 'page of tags' : route.kind === 'blogTag' ? 'page of a tag' : 'list of posts'}`);
  diagnostics.push(...blog.diagnostics);
  const docTags = indexDocTags([...byPath.values()], docTagsFile, docsPath);
  for (const route of docTagRoutes(docTags)) addGenerated(route, route.docTags === 'all' ? 'the docs\' page of tags' : 'the page of a docs tag');
  diagnostics.push(...docTags.diagnostics);
  // Last of the routes: every page the build makes (the not-found page, the blog's list, archive and
  // tags, the docs' tags) is known, and a redirect never takes its address (a _redirects rule from
  // /404 left the site without its not-found page, one from /blog hid the blog), as Docusaurus's
  // client-redirects plugin leaves out a redirect from an existing page.
  for (const r of config.redirects) addRedirect(r.from, r.to, `a redirect of the config (to ${r.to})`, r.place);
  // As on Netlify, a page at the address is served, not the rule's redirect; a rule forced with `!` says so.
  for (const r of hostRedirects) addRedirect(r.from, r.to, r.forced ? `a redirect of static/_redirects, line ${r.line} (to ${r.to})` : undefined, r.forced ? { file: `static/${HOST_REDIRECTS_FILE}`, line: r.line, column: 1 } : undefined);
  // Once a Docusaurus site's lastVersion is a kept version, Docusaurus serves the current docs under
  // next/ (/docs/next/x), where their pages link and readers have them bookmarked; here the current
  // docs are the docs (/docs/x): each of their old addresses leads to it (FINOS FDC3's 25 links to
  // /docs/next/… were broken). An address a page or a written redirect has is left to it.
  // Addresses devcenter leads on its own accord (next/, the baseUrl): a file of static/ there keeps it.
  const courtesyRedirects = new Set<string>();
  const lastKept = config.unbuiltLastDocsVersion;
  if (lastKept && lastKept.path === docsPath) {
    const nextPath = `${docsPath === '/' ? '' : docsPath}/next`;
    for (const route of [...byPath.values()]) {
      if (route.kind !== 'doc' || !route.page || (route.path !== docsPath && !route.path.startsWith(`${docsPath === '/' ? '' : docsPath}/`))) continue;
      const rest = route.path === docsPath ? '' : route.path.slice(docsPath === '/' ? 0 : docsPath.length);
      if (addGenerated({ path: `${nextPath}${rest}`, kind: 'redirect', redirectTo: route.path })) courtesyRedirects.add(`${nextPath}${rest}`);
    }
  }
  // Under a Docusaurus baseUrl (Jitsi's '/handbook/'), the baseUrl itself is the home page there; here
  // only the docs are under it and the home is '/', so every link to the site's own address
  // (https://jitsi.github.io/handbook/) was the not-found page. It leads where '/' does, unless a page
  // or a redirect of the site's has that address.
  const base = config.docusaurusBaseUrl;
  const homeRoute = byPath.get('/');
  if (base !== '' && homeRoute && !byPath.has(base) && addGenerated({ path: base, kind: 'redirect', redirectTo: homeRoute.kind === 'redirect' && homeRoute.redirectTo !== undefined ? homeRoute.redirectTo : '/' })) courtesyRedirects.add(base);
  // A file of static/ where the build writes one of its own (sitemap.xml, a page's Markdown copy) is replaced by it.
  const built = occupiedOutputFiles(byPath.keys(), config.blogPath);
  const builtByCase = new Map([...built].map(([file, what]) => [file.toLowerCase(), { file, what }]));
  for (const sitePath of staticPaths) {
    if (DEFAULTS_STATIC_REPLACES.has(sitePath)) continue;
    const what = built.get(sitePath.slice(1));
    if (what !== undefined) {
      diagnostics.push({ severity: 'warning', code: 'static-file', message: `static${sitePath} is replaced in the output by ${what}.`, file: `static${sitePath}`, hint: 'rename or remove it: the build writes that file itself.' });
      continue;
    }
    const problem = standsInForBuiltFile(sitePath.slice(1), builtByCase);
    if (problem) diagnostics.push({ severity: 'error', code: 'static-file', message: `static${sitePath} ${problem}`, file: `static${sitePath}`, hint: 'rename or remove it: the build writes that file itself.' });
  }
  // Last, when every file the build writes is known: a page's folder must not be one of them.
  const occupied = occupiedOutputFiles(byPath.keys(), config.blogPath, staticPaths);
  for (const [routePath, route] of byPath) {
    const problem = routeOutputProblem(routePath, occupied);
    if (!problem) continue;
    // Made by devcenter for old links' sake: the site's own file at the address comes first, unsaid.
    if (courtesyRedirects.has(routePath)) {
      byPath.delete(routePath);
      continue;
    }
    const redirect = route.kind === 'redirect' ? redirectWritten(routePath, config.redirects, hostRedirects) : undefined;
    if (route.page) {
      diagnostics.push(unsafeRoute(route.page, routePath, problem, 'choose another slug or file name: the build writes a file of its own at that address.'));
      // Said at its file: a sidebar naming it (one made from the folders too) is not told it is no file.
      for (const id of [route.docId, route.docusaurusId, ...(route.duplicateDocIds ?? [])]) if (id !== undefined) refusedDocIds.add(id);
    }
    // A redirect from an address the build writes a file at (Uniswap's from '/contracts/v2/overview.md',
    // the page's Markdown copy): the file stays, as Docusaurus keeps a page a redirect's from would replace.
    else if (redirect)
      diagnostics.push({
        severity: 'warning',
        code: 'route',
        message: `The redirect from "${routePath}" to ${redirect.to} is left out: "${routePath}" ${problem}.`,
        ...redirect.place,
        hint: 'remove the redirect: that address serves the file the build writes there.',
      });
    // A page the build makes (the blog's archive, a tag's page, the search page) where static/ has a file.
    else diagnostics.push({ severity: 'error', code: 'route', message: `The page the build makes at "${routePath}" ${problem}.`, hint: 'move or rename that file: the build writes a page of its own there.' });
    byPath.delete(routePath);
  }
  return { routes: [...byPath.values()], diagnostics, refusedDocIds };
}

/**
 * A Docusaurus site's React home page (src/pages/index.js), which devcenter does not build: without a
 * word, its "/" quietly led to the docs, and the author looked for the page they had.
 */
function unbuiltReactHome(file: string | undefined, redirectTo: string): Diagnostic[] {
  if (file === undefined || !/\.[jt]sx?$/.test(file)) return [];
  return [
    {
      severity: 'warning',
      code: 'route',
      message: `${file} is the Docusaurus site's React home page, which devcenter does not build (it builds no React pages): "/" leads to ${redirectTo} instead.`,
      file,
      hint: "write the home page in Markdown as content/pages/index.mdx (it may use the site's own components, registered in site.config.ts).",
    },
  ];
}

/**
 * The Markdown pages a Docusaurus site keeps in src/pages/ (its create-docusaurus starter's
 * markdown-page.md), which devcenter reads from content/pages/: with no link to one, a site moved
 * over lost the page without a word. Those whose address nothing else takes are one warning, at the
 * first, each other a note (Socket.IO's thirty get-started and how-to pages: one cause, one move).
 */
function unmovedMarkdownPages(pages: Readonly<Record<string, string>>, built: ReadonlyMap<string, Route>): Diagnostic[] {
  // A redirect the build makes is no page there: react-native-paper's src/pages/index.mdx, its home
  // page, was lost without a word, "/" leading to the docs as on a site without a home page.
  const taken = (sitePath: string) => {
    const route = built.get(sitePath);
    return route !== undefined && (route.page !== undefined || route.kind !== 'redirect');
  };
  const left = Object.entries(pages)
    .filter(([sitePath, file]) => /\.mdx?$/.test(file) && !taken(sitePath))
    .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (left.length === 0) return [];
  const [[sitePath, file], ...others] = left;
  const count = others.length > 0 ? ` (${left.length} Markdown pages in src/pages/; this is the first, the others are listed below)` : '';
  return [
    {
      severity: 'warning',
      code: 'route',
      message: `${file} is a Markdown page of the Docusaurus site, which devcenter does not read there: "${sitePath}" is not built${count}.`,
      file,
      ...(others.length > 0 ? { notes: others.map(([otherPath, other]) => ({ message: `also left in src/pages/: "${otherPath}" is not built`, file: other })) } : {}),
      hint:
        others.length > 0
          ? `move them to content/pages/, each at the same path there (${file} to content/${file.slice('src/'.length)}), where devcenter reads the site's pages.`
          : `move it to content/${file.slice('src/'.length)}, where devcenter reads the site's pages.`,
    },
  ];
}

/** The home page's file, on a site whose blog is at / (where the blog's list of posts is). */
function homeTakenByBlog(page: Page): Diagnostic {
  return {
    severity: 'error',
    code: 'route',
    message: `${page.source.file} is the home page "/", and the blog is served at "/" (blog.path, or the Docusaurus config's blog routeBasePath '/'): its list of posts is the home page.`,
    file: page.source.file,
    ...slugPlace(page),
    hint: 'remove this page, or give it another address (a `slug`), as Docusaurus\'s blog-only mode has no src/pages/index; or serve the blog at another path.',
  };
}

/** Where a page's `slug` is written, when it sets one (a diagnostic about its route points there). */
function slugPlace(page: Page): Pick<Diagnostic, 'line' | 'column' | 'lineText' | 'length'> {
  const at = page.frontmatter.slug !== undefined ? frontmatterKeyPosition(page.source.text, 'slug') : null;
  return at ? { line: at.line, column: at.column, lineText: at.lineText, length: 'slug'.length } : {};
}

/** A page whose route would not be a clean site path: its files could land outside the output. */
function unsafeRoute(page: Page, routePath: string, problem: string, hint?: string): Diagnostic {
  const { slug, id } = page.frontmatter;
  const file = page.source.file;
  if (slug === undefined) {
    // A doc's `id` names the route's last segment (`id: .env`, `/docs/.env`): said at the key that makes it.
    const idAt = typeof id === 'string' && routePath.endsWith(`/${id}`) ? frontmatterKeyPosition(page.source.text, 'id') : undefined;
    if (idAt)
      return {
        severity: 'error',
        code: 'route',
        message: `id ${JSON.stringify(id)} makes the route "${routePath}", which ${problem}.`,
        file,
        line: idAt.line,
        column: idAt.column,
        lineText: idAt.lineText,
        length: 'id'.length,
        hint: hint ?? 'write the id as a name such as `id: my-page`, with no segment starting with "." and no "..", "%", "\\" or ":".',
      };
    return {
      severity: 'error',
      code: 'route',
      message: `The route "${routePath}" of ${file} ${problem}.`,
      file,
      hint: hint ?? 'rename the file (or set a `slug`) so that its route is a clean path such as /docs/section/page.',
    };
  }
  const at = frontmatterKeyPosition(page.source.text, 'slug');
  return {
    severity: 'error',
    code: 'route',
    message: `slug ${JSON.stringify(slug)} makes the route "${routePath}", which ${problem}.`,
    file,
    ...(at ? { line: at.line, column: at.column, lineText: at.lineText, length: 'slug'.length } : {}),
    hint: hint ?? 'write the slug as a path inside the site, e.g. `slug: my-page` or `slug: /section/my-page`, with no "..", "%", "\\", "//" or ":", and no segment starting with ".".',
  };
}

/** Where the redirect from `from` is written: the config's first (they win), then static/_redirects's rule. */
function redirectWritten(from: string, configured: SiteConfig['redirects'], hostRedirects: readonly HostRedirect[]): { to: string; place?: Pick<Diagnostic, 'file' | 'line' | 'column'> } | undefined {
  const inConfig = configured.find((r) => r.from === from);
  if (inConfig) return inConfig;
  // A rule from a file the build writes (a page's Markdown copy, /sitemap.xml, /_dc/…) is content's: a
  // warning at its line, never an error of the build's own pages without a place.
  const rule = hostRedirects.find((r) => r.from === from);
  return rule && { to: rule.to, place: { file: `static/${HOST_REDIRECTS_FILE}`, line: rule.line, column: 1 } };
}

/** What a page the build makes (no content file behind it) is, for a redirect its address keeps out. */
function generatedPageName(route: Route): string {
  if (route.docTags !== undefined) return route.docTags === 'all' ? "the docs' page of tags" : 'the page of a docs tag';
  const names: Partial<Record<Route['kind'], string>> = {
    notFound: 'the not-found page',
    search: 'the search page',
    blogList: "the blog's list of posts",
    blogArchive: "the blog's archive",
    blogTags: "the blog's page of tags",
    blogTag: "the page of a blog tag",
  };
  return names[route.kind] ?? 'a page the build makes';
}
