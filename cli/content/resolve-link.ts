// What a link written in content points at: another site, a route (+ anchor), or a content file.
import path from 'node:path';
import { isExternalUrl, normalizeRoutePath } from '../../runtime/shared/route-path.ts';

export type LinkTarget =
  | { kind: 'external' }
  | { kind: 'route'; path: string; hash: string }
  | { kind: 'file'; contentPath: string; hash: string };

const MARKDOWN_FILE = /\.mdx?$/i;


/** `fromContentPath` is the linking file under content/; `fromRoute` its route path. */
export function resolveLinkTarget(url: string, fromContentPath: string, fromRoute: string): LinkTarget {
  if (isExternalUrl(url)) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? decodeURIComponent(url.slice(hashAt + 1)) : '';
  const withoutHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const pathPart = withoutHash.split('?')[0];
  if (pathPart === '') return { kind: 'route', path: fromRoute, hash };
  if (MARKDOWN_FILE.test(pathPart) && !pathPart.startsWith('/')) {
    const contentPath = path.posix.normalize(path.posix.join(path.posix.dirname(fromContentPath), decodeURIComponent(pathPart)));
    return { kind: 'file', contentPath, hash };
  }
  // Relative route links resolve like a browser does against the page's address (no trailing slash).
  const resolved = new URL(pathPart, `http://site${fromRoute}`).pathname;
  return { kind: 'route', path: normalizeRoutePath(decodeURIComponent(resolved)), hash };
}
