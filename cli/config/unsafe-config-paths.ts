// Refuses a configured path that is not a clean site path: the build writes files at these paths.
import { outputFileOf, sidebarDataPath } from '../../runtime/shared/site-urls.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { sitePathProblem } from '../content/site-path.ts';
import { CONFIG_FILE } from './config-file.ts';
import type { UserConfig } from './define-config.ts';
import { findKey, findValue, formatPath } from './validate.ts';

/** Paths the build writes files at (redirects, the docs path, the search page, sidebar ids) must be
 * clean site paths: a ".." there would write outside the output folder. */
export function unsafeConfigPaths(user: UserConfig, source: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const hint = 'write it as a path inside the site, e.g. "/docs/section/page", with no "..", "%", "\\", "//" or ":".';
  const check = (value: string, where: (string | number)[], what: string, routePath = value) => {
    const problem = sitePathProblem(routePath);
    if (problem)
      problems.push({ severity: 'error', code: 'config', message: `${formatPath(where)} ${JSON.stringify(value)} ${what} ${problem}.`, file: CONFIG_FILE, ...findValue(source, where, value), hint });
  };
  user.redirects?.forEach((r, i) => check(r.from, ['redirects', i, 'from'], 'is where a redirect page is written, and'));
  if (user.docs?.version?.path !== undefined) check(user.docs.version.path, ['docs', 'version', 'path'], 'is the path of the docs, and');
  if (user.search?.searchPagePath !== undefined) check(user.search.searchPagePath, ['search', 'searchPagePath'], 'is the path of the search page, and', `/${user.search.searchPagePath}`);
  for (const id of Object.keys(user.sidebars)) {
    const problem = sitePathProblem(`/${id}`) ?? (id.includes('/') ? 'contains a "/"' : null);
    if (problem)
      problems.push({
        severity: 'error',
        code: 'config',
        message: `The sidebar id ${JSON.stringify(id)} names a file of the output (${outputFileOf(sidebarDataPath('<id>'))}), and ${problem}.`,
        file: CONFIG_FILE,
        ...findKey(source, ['sidebars', id]),
        hint: 'name the sidebar with letters, digits, "-" and "_" only.',
      });
  }
  return problems;
}
