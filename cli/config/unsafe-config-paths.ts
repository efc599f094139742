// Refuses a configured path that is not a clean site path: the build writes files at these paths.
import { outputFileOf, sidebarDataPath } from '../../runtime/shared/site-urls.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { sitePathProblem } from '../content/site-path.ts';
import { CONFIG_FILE } from './config-file.ts';
import type { UserConfig } from './define-config.ts';
import { findKey, findValue } from './source-positions.ts';
import { formatPath } from './validate.ts';

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
  user.redirects?.forEach((r, i) => {
    check(r.from, ['redirects', i, 'from'], 'is where a redirect page is written, and');
    // The target goes into a page's refresh, its script and its link, and a server's Location: a path of
    // this site or an http(s) address, never a script URL or "//host" (an open redirect from the site).
    const problem = redirectTargetProblem(r.to);
    if (problem)
      problems.push({ severity: 'error', code: 'config', message: `${formatPath(['redirects', i, 'to'])} ${JSON.stringify(r.to)} is where a redirect leads, and ${problem}.`, file: CONFIG_FILE, ...findValue(source, ['redirects', i, 'to'], r.to), hint: 'write a path of the site ("/docs/page", with a ?query or #anchor if need be) or an http(s) address.' });
  });
  // The site's address starts every canonical link, the sitemap, the feeds and the search records' URLs.
  const urlProblem = isHttpAddress(user.url) ? siteAddressProblem(user.url) : 'is not an http(s) address';
  if (urlProblem)
    problems.push({ severity: 'error', code: 'config', message: `url ${JSON.stringify(user.url)} ${urlProblem}.`, file: CONFIG_FILE, ...findValue(source, ['url'], user.url), hint: 'write the address the site is published at, e.g. "https://docs.example.com".' });
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

/** Why a redirect cannot lead to `to` (null when it can): a path of this site or an http(s) address. */
export function redirectTargetProblem(to: string): string | null {
  return externalAddressProblem(to) ?? (isHttpAddress(to) ? null : sitePathProblem(to.replace(/[?#].*$/s, '') || '/'));
}

/**
 * Why a site's http(s) address cannot start its pages' addresses (null when it can): every canonical
 * link, the sitemap and the feeds are the url and a page's path, so `https://evil@host/?q=x#y` made
 * them all `https://evil@host/?q=x#y/docs/intro`, the host's root with a fragment (found by atk58).
 */
export function siteAddressProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return 'has a user name or password before its host';
  // Written as it is before each path: a browser reads `https://host.dev\@evil.example` as host.dev
  // (a backslash is a slash to it) and other readers of a sitemap or feed (Python's urlsplit) as
  // evil.example; a tab or line break a browser drops is kept by others.
  if (/[\\\x00-\x20\x7f]/.test(url)) return 'has a backslash, a space or a control character, which browsers and other readers of the address (a crawler, a feed reader) read differently';
  if (parsed.search || parsed.hash || /[?#]/.test(url)) return "has a ?query or #fragment, which would come before each page's path in its canonical link, the sitemap and the feeds";
  // Escaped in the pages, but no valid address in a canonical link, the sitemap or a feed (atk61).
  if (/["<>`{}|^]/.test(url)) return 'has a character no address holds unescaped (" < > ` { } | ^), which would come before each page\'s path in its canonical link, the sitemap and the feeds';
  return null;
}

/** An absolute http(s) address with a host. */
export function isHttpAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

/** Why a value that reads as an address of another site, but not an http(s) one, is refused (null otherwise). */
function externalAddressProblem(value: string): string | null {
  if (isHttpAddress(value)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value.trim())) return 'is an address of another scheme than http(s)';
  if (/^\s*[\\/][\\/]/.test(value)) return 'starts with "//" or "/\\" (another site, to a browser)';
  return null;
}
