// What a link written in content points at: another site, a route (+ anchor), or a content file.
import path from 'node:path';
import { isExternalUrl, normalizeRoutePath } from '../../runtime/shared/route-path.ts';
import { isCategoryIndex } from './doc-path.ts';

export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'route'; path: string; hash: string }
  /** `contentPaths`: where the file may be, in the order Docusaurus looks; the first that exists wins. */
  | { kind: 'file'; contentPaths: string[]; hash: string };

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * Where a link to a Markdown file may lead, as Docusaurus looks for it: `./x.md` and `../x.md` only
 * beside the linking file; `/x.md` from the docs folder, then from content/ (the site's folder);
 * a bare `x.md` or `guides/x.md` beside the file, then from the docs folder, then from content/.
 */
function markdownFileCandidates(filePath: string, fromContentPath: string): string[] {
  const join = (...parts: string[]) => path.posix.normalize(path.posix.join(...parts));
  if (filePath.startsWith('/')) return [join('docs', filePath), join(filePath).replace(/^\/+/, '')];
  const beside = join(path.posix.dirname(fromContentPath), filePath);
  if (filePath.startsWith('./') || filePath.startsWith('../')) return [beside];
  return [...new Set([beside, join('docs', filePath), join(filePath)])];
}

/** A link to a Markdown file written bare (`x.md`, `guides/x.md`): looked for beside the file that writes it, then from the docs folder. */
export function isBareMarkdownLink(url: string): boolean {
  const pathPart = url.split(/[?#]/)[0];
  return MARKDOWN_FILE.test(pathPart) && !/^(\.{1,2}\/|\/|@site\/|[a-z][a-z0-9+.-]*:)/i.test(pathPart);
}

/**
 * The address a page's relative links resolve against. Docusaurus gives a category's index doc
 * (guides/index.md, guides/README.md, guides/guides.md) and a doc whose slug ends in "/" an address
 * ending in "/", so `./child` from /docs/guides/ is /docs/guides/child. Our routes have no trailing
 * slash: such a page's relative links are resolved against its route plus "/", and written out whole.
 */
export function linkBaseOf(page: { source: { contentPath: string }; frontmatter: { slug?: string } }, route: string, trailingSlash?: boolean): string {
  const { contentPath } = page.source;
  const { slug } = page.frontmatter;
  // With the config's trailingSlash: true, every address ends in "/" as the site's Docusaurus serves
  // it; with false, none does: Docusaurus takes the "/" off a category index's address too
  // (/docs/dictionaries), where CSpell's `./dictionaries/searching-dictionaries` leads to
  // /docs/dictionaries/searching-dictionaries. Unset, only a category index's and a slug's "/" stay.
  const endsInSlash = trailingSlash ?? (contentPath.startsWith('docs/') && (slug === undefined ? isCategoryIndex(contentPath.slice('docs/'.length)) : slug.endsWith('/')));
  return endsInSlash && !route.endsWith('/') ? `${route}/` : route;
}

/**
 * `fromContentPath` is the linking file under content/; `fromRoute` its route path, `linkBase` what
 * its relative links resolve against (linkBaseOf).
 */
export function resolveLinkTarget(url: string, fromContentPath: string, fromRoute: string, linkBase = fromRoute): LinkTarget {
  if (isExternalUrl(url)) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? decodedOrAsWritten(url.slice(hashAt + 1)) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const pathPart = withoutHash.split('?')[0];
  if (pathPart === '') return { kind: 'route', path: fromRoute, hash };
  if (MARKDOWN_FILE.test(pathPart)) {
    return { kind: 'file', contentPaths: markdownFileCandidates(decodedOrAsWritten(pathPart), fromContentPath), hash };
  }
  // Relative route links resolve like a browser does against the page's address.
  const resolved = new URL(pathPart, `http://site${linkBase}`).pathname;
  return { kind: 'route', path: normalizeRoutePath(decodedOrAsWritten(resolved)), hash };
}

/**
 * A link's part with its %XX escapes decoded; as written when one is malformed (`/docs/%zz`, a cut
 * UTF-8 sequence), which then names no page and is a broken link: it was an "internal error".
 */
export function decodedOrAsWritten(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const byLowerCase = new WeakMap<Iterable<string>, Map<string, string | null>>();

/**
 * The one route path that differs from `routePath` in case alone (`/types/beforeswapdelta` for the
 * page at /types/BeforeSwapDelta): Docusaurus's router and its broken-link check match paths without
 * regard to case, so such a link leads to the page there (Uniswap's docs have a dozen). Null when no
 * path, or more than one, is so. `paths` is indexed once per collection. Given the link as written
 * (`url`) and a Docusaurus baseUrl, a link written from the root (`/docs/Config`, baseUrl "/Detox")
 * also finds the page under the baseUrl, as docusaurusBasedPath does for a link in the page's case.
 */
export function pathOtherCase(routePath: string, paths: Iterable<string>, url = '', baseUrl = ''): string | null {
  let index = byLowerCase.get(paths);
  if (!index) {
    index = new Map();
    for (const path of paths) {
      const lower = path.toLowerCase();
      index.set(lower, index.has(lower) ? null : path);
    }
    byLowerCase.set(paths, index);
  }
  const asWritten = index.get(routePath.toLowerCase());
  if (asWritten) return asWritten;
  if (baseUrl === '' || !url.startsWith('/') || url.startsWith('//')) return null;
  return index.get((routePath === '/' ? baseUrl : `${baseUrl}${routePath}`).toLowerCase()) ?? null;
}

/**
 * Where a link written from the root (`/docs/x`) leads in a site whose Docusaurus config has a baseUrl
 * ("/Detox"): Docusaurus's Link puts the baseUrl before it, and here only the docs are served under
 * it, so it leads to the baseUrl's page when that is a page and the path as written is not (the blog
 * and static files stay at the root). Null when the link leads where it is written.
 */
export function docusaurusBasedPath(url: string, routePath: string, baseUrl: string, isPage: (routePath: string) => boolean, linkBase?: string): string | null {
  if (baseUrl === '' || isPage(routePath)) return null;
  if (linkBase !== undefined && isRelativeLink(url)) return docusaurusRelativePath(url, linkBase, baseUrl, isPage);
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  if (routePath === baseUrl || routePath.startsWith(`${baseUrl}/`)) return null;
  const based = routePath === '/' ? baseUrl : `${baseUrl}${routePath}`;
  return isPage(based) ? based : null;
}

/** An address written relative to the page's: not from the root, not only a query or an anchor (an external one too). */
export const isRelativeAddress = (url: string) => url !== '' && !/^[/?#]/.test(url);

/** A link of the site that resolves against the page's address. */
const isRelativeLink = (url: string) => isRelativeAddress(url) && !isExternalUrl(url);

/**
 * Where a relative link leads from a page Docusaurus serves under its baseUrl and devcenter at the
 * root (the home page and the other pages of content/pages/, the blog): Docusaurus's browser resolves
 * it against the page's address under the baseUrl, so Watchman's home page (/watchman/) reaches its
 * docs with `./docs/troubleshooting`. Null when the link is from under the baseUrl (a doc: resolved
 * as written) or leads to no page that way either.
 */
function docusaurusRelativePath(url: string, linkBase: string, baseUrl: string, isPage: (routePath: string) => boolean): string | null {
  if (linkBase === baseUrl || linkBase.startsWith(`${baseUrl}/`)) return null;
  const target = resolveLinkTarget(url, '', linkBase, `${baseUrl}${linkBase}`);
  return target.kind === 'route' && isPage(target.path) ? target.path : null;
}

/**
 * Where a file of static/ written under a Docusaurus baseUrl in an element's prop is served here
 * (Infracost's `<img src="/docs/img/sso/a.png">`, baseUrl "/docs"; Immer's `/immer/img/…`): Docusaurus
 * serves static/ under its baseUrl and passes such a prop through as written, so it works there;
 * devcenter serves static/ at the site's root, so the address is the file's path without the baseUrl.
 * Null when a page is at the path as written or the rest names no file of static/. A Markdown image
 * is not read so: Docusaurus looks for its file in static/ as written, and fails the build without it.
 */
export function staticBelowBaseUrl(routePath: string, baseUrl: string, staticPaths: ReadonlySet<string>, isPage: (routePath: string) => boolean): string | null {
  if (baseUrl === '' || !routePath.startsWith(`${baseUrl}/`) || isPage(routePath)) return null;
  const below = routePath.slice(baseUrl.length);
  return staticPaths.has(below) ? below : null;
}

/** The first of a file link's candidates that is a page of the site, by content path. */
export function findLinkedFile<T>(target: { contentPaths: string[] }, byContentPath: Map<string, T>): { contentPath: string; value: T } | null {
  for (const contentPath of target.contentPaths) {
    const value = byContentPath.get(contentPath);
    if (value !== undefined) return { contentPath, value };
  }
  return null;
}
