// What a route may be: a clean path of the site. Its files are written at that path under the output
// folder, so a "..", an empty segment or a character that a file system or a URL reads another way
// (a backslash, "%", ":"…) could put them elsewhere, or make an address no server finds.

const NAMES: Record<string, string> = { '\\': 'a backslash', '%': 'a "%" (an encoded character)', '?': 'a "?"', '#': 'a "#"', ':': 'a ":"' };

/** The longest file name common file systems take (ext4, APFS, NTFS: 255), less room for `.md` beside it. */
const MAX_SEGMENT_BYTES = 250;

/**
 * A path segment naming a hidden file or folder (`.env`, `.git`), which the servers never answer
 * (request-path.ts): but `/.well-known/`, the first segment of addresses hosts serve from static/
 * (security.txt and the like).
 */
export function isHiddenSegment(segment: string, first: boolean): boolean {
  return segment.length > 1 && segment.startsWith('.') && !(first && segment === '.well-known');
}

/** Why `routePath` is not a clean site path ("/a/b"), or null when it is one. */
export function sitePathProblem(routePath: string): string | null {
  if (!routePath.startsWith('/')) return 'does not start with "/"';
  if (routePath === '/') return null;
  if (routePath.endsWith('/')) return 'ends with "/"';
  let first = true;
  for (const segment of routePath.slice(1).split('/')) {
    if (segment === '') return 'has an empty segment ("//")';
    if (segment === '.' || segment === '..') return `has a "${segment}" segment (a way out of the folder it is in)`;
    const bad = /[\\%?#:*<>|"\u0000-\u001f\u007f]/.exec(segment);
    if (bad) return `contains ${NAMES[bad[0]] ?? `the character ${JSON.stringify(bad[0])}`}`;
    if (isHiddenSegment(segment, first)) return `has a segment starting with "." ("${segment}"): a hidden file, which devcenter serve and most static hosts do not serve`;
    first = false;
    // A folder of the output is named by the segment (index.html inside): file systems take 255 bytes.
    const bytes = Buffer.byteLength(segment);
    if (bytes > MAX_SEGMENT_BYTES) return `has a segment of ${bytes} bytes, longer than the ${MAX_SEGMENT_BYTES} a file name may be`;
  }
  return null;
}
