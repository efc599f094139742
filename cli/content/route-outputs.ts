// A route's HTML is written at its path under the output folder (`<path>/index.html`), beside the
// files every build writes at fixed places, each route's own HTML and each page's Markdown copy
// (`<path>.md`). A route whose folder is one of those files (`slug: /404.html`, a file named
// `index.html.md`, `slug: /a.md` beside a page /a) would put a folder where the build must write a
// file: it is refused at its page, not met as a failed write.
import { DEFAULT_SOCIAL_CARD } from '../config/resolve.ts';
import {
  ASSETS_PATH,
  BLOG_ATOM_PATH,
  BLOG_RSS_PATH,
  BUILD_STAMP_FILE,
  FAVICON_PATH,
  HOST_HEADERS_PATH,
  NO_JEKYLL_PATH,
  LLMS_FULL_PATH,
  LLMS_PATH,
  NOT_FOUND_HTML_FILE,
  outputFileOf,
  PAGE_MANIFEST_FILE,
  ROBOTS_PATH,
  routeHtmlFile,
  routeMarkdownFile,
  RUNTIME_FOLDER_PATH,
  SEARCH_RECORDS_PATH,
  SITEMAP_PATH,
  WRITTEN_FILES_LIST,
} from '../../runtime/shared/site-urls.ts';

/** Files a build may write at fixed places, besides the routes' (site-wide-files.ts, csp.ts, the build's own records). */
const SITE_FILES = [
  NOT_FOUND_HTML_FILE,
  BUILD_STAMP_FILE,
  PAGE_MANIFEST_FILE,
  WRITTEN_FILES_LIST,
  ...[FAVICON_PATH, SEARCH_RECORDS_PATH, SITEMAP_PATH, ROBOTS_PATH, LLMS_PATH, LLMS_FULL_PATH, NO_JEKYLL_PATH, HOST_HEADERS_PATH, BLOG_RSS_PATH, BLOG_ATOM_PATH, DEFAULT_SOCIAL_CARD].map(outputFileOf),
];

/** Folders of the output that hold the site's own files only. */
const SITE_FOLDERS = [RUNTIME_FOLDER_PATH, ASSETS_PATH].map((folder) => folder.slice(1, -1));

/** The output files the routes and the build occupy, which no route's folder may be. */
export function occupiedOutputFiles(routePaths: Iterable<string>): Set<string> {
  const occupied = new Set(SITE_FILES);
  for (const routePath of routePaths) {
    occupied.add(routeHtmlFile(routePath));
    if (routePath !== '/') occupied.add(routeMarkdownFile(routePath));
  }
  return occupied;
}

/** Why the route's folder would land on a file of the output, or null when it does not. */
export function routeOutputProblem(routePath: string, occupied: ReadonlySet<string>): string | null {
  if (routePath === '/') return null;
  const folder = routePath.slice(1);
  const top = folder.split('/')[0];
  if (SITE_FOLDERS.includes(top)) return `is inside /${top}/, which holds the site's own files`;
  if (!occupied.has(folder)) return null;
  if (SITE_FILES.includes(folder)) return `is the address of /${folder}, a file every build writes`;
  if (folder.endsWith('.md')) return `is the address of the Markdown copy of the page /${folder.slice(0, -'.md'.length)}`;
  return `is the address of the HTML file of the page /${folder.replace(/\/?index\.html$/, '')}`;
}
