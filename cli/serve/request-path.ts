// The one place both servers turn a request's path into a site path, refusing anything that could
// reach outside what they serve: `..` (also encoded), backslashes, NUL bytes and dot-files.

export type SitePath = { path: string } | { status: 400 | 404 };

export function decodeSitePath(rawPathname: string): SitePath {
  let path: string;
  try {
    path = decodeURIComponent(rawPathname);
  } catch {
    return { status: 400 };
  }
  const unsafe = path.includes('\0') || path.includes('\\') || path.split('/').some((s) => s === '..' || (s.startsWith('.') && s.length > 1));
  return unsafe ? { status: 404 } : { path };
}
