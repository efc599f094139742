// The site's URL scheme: where each kind of file lives on a built site, in the browser's router, on
// both servers and in `devcenter dev`. Every such address is spelt here and nowhere else.
//
// A site path is decoded and starts with `/` (`/_dc/data/docs/start.json`); an output file is the
// same path relative to the output folder (`_dc/data/docs/start.json`). The strings are written out
// whole: esbuild keeps a constant built from a template literal in the browser bundle even unused.

/** The runtime's own folder: page data, sidebars, redirects, headers, and dev's live-reload client. */
export const RUNTIME_FOLDER_PATH = '/_dc/';
/** Where the search endpoint answers (Algolia's API paths): nothing the site publishes may be there. */
export const SEARCH_API_FOLDER_PATH = '/1/indexes/';
/** The runtime bundle's files, named by their content hash. */
export const ASSETS_PATH = '/assets/';

const PAGE_DATA_PATH = '/_dc/data';
const SIDEBARS_PATH = '/_dc/sidebars/';

/** Every redirect route and its target, for the client router. */
export const REDIRECTS_PATH = '/_dc/redirects.json';
/** The headers every response of the site carries (its Content-Security-Policy), for `devcenter serve`. */
export const HEADERS_PATH = '/_dc/headers.json';
/** The site's search records (DocSearch record shape), at the root where crawlers and `index push` look. */
export const SEARCH_RECORDS_PATH = '/search-records.json';

/** The site's icon: static/ may hold its own, or the build writes the default one. */
export const FAVICON_PATH = '/favicon.svg';
/** The default social card (og:image), written by the build from templates/ unless static/ has its own. */
export const DEFAULT_SOCIAL_CARD = '/img/social-card.jpg';

/** Files every build writes at the site's root (`robots.txt` and `_headers` unless static/ has its own). */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';
/** Tells GitHub Pages not to run Jekyll, which leaves out folders starting with `_` (/_dc/: page data, the static search index). */
export const NO_JEKYLL_PATH = '/.nojekyll';
export const LLMS_PATH = '/llms.txt';
export const LLMS_FULL_PATH = '/llms-full.txt';
/** Static hosts' header rules (Netlify, Cloudflare Pages): the Content-Security-Policy. */
export const HOST_HEADERS_PATH = '/_headers';
// The blog's feeds (<blog path>/rss.xml, atom.xml) are under the blog's path: cli/content/blog-path.ts.

/** The build's own records in the output folder: what it built from (a rebuild with nothing changed
 * stops there; `--out` replaces only a folder holding it), and each page's inputs (for reuse). */
export const BUILD_STAMP_FILE = '.devcenter-build.json';
export const PAGE_MANIFEST_FILE = '.devcenter-pages.json';
/** The static search index's files by name, each with the sha256 of its bytes before compression (the next build links those it would make the same). */
export const STATIC_INDEX_HASHES_FILE = '.devcenter-search-index.json';
/** Every file and folder a build wrote, one a line (folders end in "/"): what the next build may delete. */
export const WRITTEN_FILES_LIST = '.devcenter-files.txt';

/** The route of the not-found page, and the file hosts serve for an unknown path. */
export const NOT_FOUND_ROUTE = '/404';
export const NOT_FOUND_HTML_FILE = '404.html';

/** `devcenter dev` only: its live-reload client and the event stream that client listens to. */
export const DEV_CLIENT_PATH = '/_dc/dev-client.js';
export const DEV_EVENTS_PATH = '/_dc/events';
/** `devcenter dev` serves the files next to pages from here, by content path (a build copies them
 * under assets/files/, named by content hash). */
export const DEV_CONTENT_FILES_PATH = '/_dc/files/';

export function devContentFileUrl(contentPath: string): string {
  return DEV_CONTENT_FILES_PATH + contentPath.split('/').map(encodeURIComponent).join('/');
}

/** The content path of a file `devcenter dev` serves from DEV_CONTENT_FILES_PATH (decoded site path), or null. */
export function contentPathOfDevFile(sitePath: string): string | null {
  return sitePath.startsWith(DEV_CONTENT_FILES_PATH) ? sitePath.slice(DEV_CONTENT_FILES_PATH.length) : null;
}

/** The output file of a site path. */
export function outputFileOf(sitePath: string): string {
  return sitePath.slice(1);
}

/** The home page's data, beside the folder of the other pages' rather than in it: at
 * /_dc/data/index.json it would be the data of a page /index (Docusaurus's `slug: index` on a docs
 * root served at /), which is a page of its own. */
const HOME_PAGE_DATA_PATH = '/_dc/data.json';

/** Where a route's page data lives: derived from the path, so no route table is needed. */
export function pageDataUrl(routePath: string): string {
  return routePath === '/' ? HOME_PAGE_DATA_PATH : `/_dc/data${routePath}.json`;
}

/** The route whose page data lives at `sitePath`, or null when it is no page data address. */
export function routeOfPageData(sitePath: string): string | null {
  if (sitePath === HOME_PAGE_DATA_PATH) return '/';
  if (!sitePath.startsWith(`${PAGE_DATA_PATH}/`) || !sitePath.endsWith('.json')) return null;
  const routePath = sitePath.slice(PAGE_DATA_PATH.length, -'.json'.length);
  return routePath === '/' ? null : routePath;
}

/** The site path of a sidebar's data (its id as written in site.config.ts). */
export function sidebarDataPath(id: string): string {
  return `${SIDEBARS_PATH}${id}.json`;
}

/** The URL the browser fetches a sidebar from: its path with the id encoded. */
export function sidebarDataUrl(id: string): string {
  return sidebarDataPath(encodeURIComponent(id));
}

/** The id of the sidebar whose data lives at `sitePath`, or null. */
export function sidebarIdOf(sitePath: string): string | null {
  if (!sitePath.startsWith(SIDEBARS_PATH) || !sitePath.endsWith('.json')) return null;
  const id = sitePath.slice(SIDEBARS_PATH.length, -'.json'.length);
  return id === '' || id.includes('/') ? null : id;
}

/** The site path of a part of a sidebar: a category's items (sidebar-trim.ts). A sidebar id holds no "/". */
export function sidebarPartPath(id: string, part: number): string {
  return `${SIDEBARS_PATH}${id}/${part}.json`;
}

/** The URL the browser fetches a part of a sidebar from. */
export function sidebarPartUrl(id: string, part: number): string {
  return sidebarPartPath(encodeURIComponent(id), part);
}

/** The sidebar and part whose items live at `sitePath`, or null. */
export function sidebarPartOf(sitePath: string): { id: string; part: number } | null {
  const match = sitePath.startsWith(SIDEBARS_PATH) ? /^([^/]+)\/(0|[1-9]\d{0,8})\.json$/.exec(sitePath.slice(SIDEBARS_PATH.length)) : null;
  return match ? { id: match[1], part: Number(match[2]) } : null;
}

/** The output file of a route's HTML. */
export function routeHtmlFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

/** The output file of a docs page's Markdown copy (`/docs/a` -> `docs/a.md`), for readers and LLMs. */
export function routeMarkdownFile(routePath: string): string {
  return `${routePath.slice(1)}.md`;
}

/** The tag that loads dev's live-reload client; `generation` is the count of changes the page is up to date with. */
export function devClientScriptTag(generation?: number): string {
  const counted = generation === undefined ? '' : ` data-generation="${generation}"`;
  return `<script src="${DEV_CLIENT_PATH}"${counted}></script>`;
}
