// A route's HTML is written at its path under the output folder (`<path>/index.html`), beside the
// files every build writes at fixed places, each route's own HTML and each page's Markdown copy
// (`<path>.md`). A route whose folder is one of those files (`slug: /404.html`, a file named
// `index.html.md`, `slug: /a.md` beside a page /a) would put a folder where the build must write a
// file: it is refused at its page, not met as a failed write.
import { routeHtmlFile, RUNTIME_FOLDER_PATH, ASSETS_PATH, SEARCH_RECORDS_PATH, FAVICON_PATH, NOT_FOUND_HTML_FILE } from '../../runtime/shared/site-urls.ts';

/** Files every build may write at the output's root, besides the routes' (site-wide-files.ts, csp.ts, the build's own records). */
const SITE_FILES = [
  NOT_FOUND_HTML_FILE,
  FAVICON_PATH.slice(1),
  SEARCH_RECORDS_PATH.slice(1),
  'sitemap.xml',
  'robots.txt',
  'llms.txt',
  'llms-full.txt',
  '_headers',
  '.devcenter-build.json',
  '.devcenter-pages.json',
];

/** Folders of the output that hold the site's own files only. */
const SITE_FOLDERS = [RUNTIME_FOLDER_PATH, ASSETS_PATH].map((folder) => folder.slice(1, -1));

/** The output files the routes and the build occupy, which no route's folder may be. */
export function occupiedOutputFiles(routePaths: Iterable<string>): Set<string> {
  const occupied = new Set(SITE_FILES);
  for (const routePath of routePaths) {
    occupied.add(routeHtmlFile(routePath));
    if (routePath !== '/') occupied.add(`${routePath.slice(1)}.md`);
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
