// A route's HTML is written at its path under the output folder (`<path>/index.html`), beside the
// files every build writes at fixed places, each route's own HTML, each page's Markdown copy
// (`<path>.md`) and the files of static/. A route whose folder is one of those files, or lies under
// one (`slug: /404.html`, a file named `index.html.md`, `slug: /a.md` beside a page /a,
// `slug: /sitemap.xml/x`, `slug: /note.txt` beside static/note.txt), would put a folder where the
// build must write a file: it is refused at its page, not met as a failed write. (`/index` is a page
// like any other: the home page's data is at /_dc/data.json, outside the folder of the others'.)
import {
  ASSETS_PATH,
  DEFAULT_SOCIAL_CARD,
  BUILD_STAMP_FILE,
  FAVICON_PATH,
  HOST_HEADERS_PATH,
  NO_JEKYLL_PATH,
  LLMS_FULL_PATH,
  LLMS_PATH,
  NOT_FOUND_HTML_FILE,
  outputFileOf,
  PAGE_MANIFEST_FILE,
  pageDataUrl,
  STATIC_INDEX_HASHES_FILE,
  ROBOTS_PATH,
  routeHtmlFile,
  routeMarkdownFile,
  RUNTIME_FOLDER_PATH,
  SEARCH_API_FOLDER_PATH,
  SEARCH_RECORDS_PATH,
  SITEMAP_PATH,
  WRITTEN_FILES_LIST,
} from '../../runtime/shared/site-urls.ts';
import { blogAtomPath, blogRssPath } from './blog-path.ts';

/** Files a build may write at fixed places, besides the routes' (site-wide-files.ts, csp.ts, the build's own records). */
const SITE_FILES = [
  NOT_FOUND_HTML_FILE,
  BUILD_STAMP_FILE,
  PAGE_MANIFEST_FILE,
  STATIC_INDEX_HASHES_FILE,
  WRITTEN_FILES_LIST,
  ...[FAVICON_PATH, SEARCH_RECORDS_PATH, SITEMAP_PATH, ROBOTS_PATH, LLMS_PATH, LLMS_FULL_PATH, NO_JEKYLL_PATH, HOST_HEADERS_PATH, DEFAULT_SOCIAL_CARD].map(outputFileOf),
];

/**
 * Files the build writes only when static/ has none (site-wide-files.ts): a site's own robots.txt,
 * favicon, link-preview picture or .nojekyll is published in their place, as Docusaurus publishes it.
 */
export const DEFAULTS_STATIC_REPLACES: ReadonlySet<string> = new Set([FAVICON_PATH, ROBOTS_PATH, DEFAULT_SOCIAL_CARD, NO_JEKYLL_PATH]);

/**
 * The files every build writes that a reader may be sent to, as site paths: the sitemap, robots.txt,
 * llms.txt, the favicon and, when the blog has posts, its feeds. A link or a `_redirects` rule leading
 * to one works (Jest's `/blog/feed.xml /blog/rss.xml`, a post's [RSS](/blog/rss.xml)), as one to a
 * file of static/ does: neither is a broken link.
 */
export function linkableBuildFiles(blogPath: string, blogHasPosts: boolean): string[] {
  return [SITEMAP_PATH, ROBOTS_PATH, LLMS_PATH, LLMS_FULL_PATH, FAVICON_PATH, ...(blogHasPosts ? [blogRssPath(blogPath), blogAtomPath(blogPath)] : [])];
}

/** Folders of the output that hold the site's own files only. */
const SITE_FOLDERS = [RUNTIME_FOLDER_PATH, ASSETS_PATH].map((folder) => folder.slice(1, -1));

/**
 * The output files the routes, static/ and the build occupy (file -> what it is), which no route's
 * folder may be or lie under; the blog's feeds are under its path (`blogPath`).
 */
export function occupiedOutputFiles(routePaths: Iterable<string>, blogPath: string, staticPaths: Iterable<string> = []): Map<string, string> {
  const occupied = new Map([...SITE_FILES, ...[blogRssPath(blogPath), blogAtomPath(blogPath)].map(outputFileOf)].map((file) => [file, `/${file}, a file every build writes`]));
  for (const sitePath of staticPaths) occupied.set(sitePath.slice(1), `${sitePath}, a file of static/`);
  for (const routePath of routePaths) {
    occupied.set(routeHtmlFile(routePath), `the HTML file of the page ${routePath}`);
    occupied.set(outputFileOf(pageDataUrl(routePath)), `the page data of the page ${routePath}`);
    if (routePath !== '/') occupied.set(routeMarkdownFile(routePath), `the Markdown copy of the page ${routePath}`);
  }
  return occupied;
}

/** Why the route's folder would land on a file of the output, or null when it does not. */
export function routeOutputProblem(routePath: string, occupied: ReadonlyMap<string, string>): string | null {
  if (routePath === '/') return null;
  const segments = routePath.slice(1).split('/');
  if (SITE_FOLDERS.includes(segments[0])) return `is inside /${segments[0]}/, which holds the site's own files`;
  if (`${routePath}/`.startsWith(SEARCH_API_FOLDER_PATH)) return `is inside ${SEARCH_API_FOLDER_PATH}, where the search endpoint answers`;
  for (let i = 1; i <= segments.length; i++) {
    const what = occupied.get(segments.slice(0, i).join('/'));
    if (what !== undefined) return i === segments.length ? `is the address of ${what}` : `lies under ${what}`;
  }
  // Its page data goes under _dc/data/ by the same path: no other page's data file may be on its way
  // (/docs/a.json/x beside /docs/a).
  const data = outputFileOf(pageDataUrl(routePath)).split('/');
  for (let i = 1; i < data.length; i++) {
    const what = occupied.get(data.slice(0, i).join('/'));
    if (what !== undefined) return `has its page data under ${what}`;
  }
  return null;
}
