// Refuses a blog path the site cannot serve the blog at: one that is not a clean site path, the docs'
// own path, the search page's, or a place the build or the servers keep for themselves (/_dc/,
// /assets/, /1/indexes/). Said at the setting, in site.config.ts or the Docusaurus config.
import type { Diagnostic } from '../diagnostics.ts';
import { occupiedOutputFiles, routeOutputProblem } from '../content/route-outputs.ts';
import { sitePathProblem } from '../content/site-path.ts';
import type { Position } from './source-positions.ts';

/** Where a blog path is written: the file, the setting as messages name it, and its position there. */
export interface ConfigValuePlace extends Position {
  file: string;
  /** The setting as messages name it: "blog.path", "the blog's routeBasePath". */
  setting: string;
  /** The value as written, when it is not the path itself ("posts" for "/posts"). */
  written?: string;
}

/** The docs' path and the search page's, which the blog may not take. */
export interface TakenPaths {
  docsPath: string;
  searchPagePath: string;
}

export function blogPathProblems(blogPath: string, taken: TakenPaths, place: ConfigValuePlace): Diagnostic[] {
  const problem = blogPathProblem(blogPath, taken);
  if (!problem) return [];
  const { setting, written = blogPath, ...at } = place;
  const served = written === blogPath ? '' : ` (the blog at "${blogPath}")`;
  return [
    {
      severity: 'error',
      code: 'config',
      message: `${setting} ${JSON.stringify(written)}${served} is where the blog would be served, and ${problem}.`,
      ...at,
      hint: 'write a path of its own from the site\'s root, such as "/blog", "/news", or "/" for a blog that is the home page.',
    },
  ];
}

function blogPathProblem(blogPath: string, { docsPath, searchPagePath }: TakenPaths): string | null {
  const unclean = sitePathProblem(blogPath);
  if (unclean) return unclean;
  // The docs' address is a redirect to their first page, the blog's the list of posts: one of them would be lost.
  if (blogPath === docsPath) return `is the docs' path too (${docsPath === '/' ? 'the docs are the whole site' : 'docs.version.path, or the docs routeBasePath'})`;
  if (blogPath === `/${searchPagePath}`) return 'is the search page\'s path (search.searchPagePath)';
  // Every build writes the page / (a home page, the blog's or docs' list, or a redirect): a blog at
  // /index.html would land on its HTML file, said before at no place with a hint to rename a file.
  return routeOutputProblem(blogPath, occupiedOutputFiles(['/'], blogPath));
}
