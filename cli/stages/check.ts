// Stage "check": every problem of the site, in one list and one order whoever asks (build, check,
// dev): what discovery found, each page's own problems, routing and sidebars, then the link graph.
import { foldUnknownFrontmatterKeys } from '../check/frontmatter-keys.ts';
import { checkLinks } from '../check/links.ts';
import type { SiteConfig } from '../config/resolve.ts';
import type { Page } from '../content/page.ts';
import type { Diagnostic } from '../diagnostics.ts';
import type { AssembledSite } from './assemble.ts';

export interface CheckInputs {
  config: SiteConfig;
  /** Problems found before the pages were parsed (discovery; a dev server adds its config's). */
  earlier: Diagnostic[];
  pages: Iterable<Page>;
  site: AssembledSite;
  /** The files of static/ as site paths: links may point at them. */
  staticPaths: Set<string>;
}

export function checkSite({ config, earlier, pages, site, staticPaths }: CheckInputs): Diagnostic[] {
  const pageProblems = [...pages].flatMap((page) => page.diagnostics);
  const links = checkLinks({ routes: site.routes, staticFiles: staticPaths }, config);
  return [...earlier, ...foldUnknownFrontmatterKeys(pageProblems), ...site.diagnostics, ...links];
}
