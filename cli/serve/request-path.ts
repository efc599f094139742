// The one place both servers turn a request's path into a site path, refusing anything that could
// reach outside what they serve: `..` (also encoded), backslashes, NUL bytes and dot-files (but for
// `/.well-known/`, which the build publishes from static/ and hosts serve: security.txt and the like).

import { isHiddenSegment } from '../content/site-path.ts';

export type SitePath = { path: string } | { status: 400 | 404 };

export function decodeSitePath(rawPathname: string): SitePath {
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return { status: 400 };
  }
  const segments = path.split('/');
  const unsafe = path.includes('\0') || path.includes('\\') || segments.some((s, i) => s === '..' || isHiddenSegment(s, i === 1));
  return unsafe ? { status: 404 } : { path };
}

/**
 * The request's target as a URL, read as a path even when it starts with `//` (which URL would read
 * as a host: `//evil.example/x`). Null when it cannot be read (`//%zz`, `//[`): a 400, not a 500.
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target ?? '/';
  try {
    return raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw, 'http://localhost');
  } catch {
    return null;
  }
}
