// What a link written in content points at: another site, a route (+ anchor), or a content file.
import path from 'node:path';
import { isExternalUrl, normalizeRoutePath } from '../../runtime/shared/route-path.ts';

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

/** `fromContentPath` is the linking file under content/; `fromRoute` its route path. */
export function resolveLinkTarget(url: string, fromContentPath: string, fromRoute: string): LinkTarget {
  if (isExternalUrl(url)) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? decodeURIComponent(url.slice(hashAt + 1)) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const pathPart = withoutHash.split('?')[0];
  if (pathPart === '') return { kind: 'route', path: fromRoute, hash };
  if (MARKDOWN_FILE.test(pathPart)) {
    return { kind: 'file', contentPaths: markdownFileCandidates(decodeURIComponent(pathPart), fromContentPath), hash };
  }
  // Relative route links resolve like a browser does against the page's address (no trailing slash).
  const resolved = new URL(pathPart, `http://site${fromRoute}`).pathname;
  return { kind: 'route', path: normalizeRoutePath(decodeURIComponent(resolved)), hash };
}

/** The first of a file link's candidates that is a page of the site, by content path. */
export function findLinkedFile<T>(target: { contentPaths: string[] }, byContentPath: Map<string, T>): { contentPath: string; value: T } | null {
  for (const contentPath of target.contentPaths) {
    const value = byContentPath.get(contentPath);
    if (value !== undefined) return { contentPath, value };
  }
  return null;
}
