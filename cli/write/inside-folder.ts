// The one gate every file of a build passes on its way to disk: a path that would land outside the
// folder being written (a "../" slipped past the route checks, an absolute path) is refused.
import path from 'node:path';

/** The last absolute folder asked about, resolved: a build asks about the same folder for each of its thousands of files. */
let lastFolder: string | null = null;
let lastBase = '';

/** The absolute path of `file` inside `folder`; throws when it is not strictly inside. */
export function pathInside(folder: string, file: string): string {
  // Only an absolute folder is remembered: a relative one resolves against the working folder, which may change.
  if (folder !== lastFolder) [lastFolder, lastBase] = path.isAbsolute(folder) ? [folder, path.resolve(folder)] : [null, path.resolve(folder)];
  const base = lastBase;
  // A path of plain names ("docs/a/index.html", as the build names its files) is inside as it is:
  // joined without resolving, which took a rebuild tens of milliseconds over its files.
  if (path.sep === '/' && base !== '/' && isPlainRelative(file)) return `${base}/${file}`;
  const target = path.resolve(base, file);
  const relative = path.relative(base, target);
  if (file.includes('\0') || relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative))
    throw new Error(`Refused to write "${file}": it is outside the staging folder ${base}.`);
  return target;
}

/** Names joined by "/", none empty, "." or "..", and no NUL: what path.resolve would leave as it is. */
export function isPlainRelative(file: string): boolean {
  if (file === '' || file.includes('\0')) return false;
  for (let start = 0; start <= file.length; ) {
    let end = file.indexOf('/', start);
    if (end === -1) end = file.length;
    const length = end - start;
    if (length === 0 || (file.charCodeAt(start) === 0x2e && (length === 1 || (length === 2 && file.charCodeAt(start + 1) === 0x2e)))) return false;
    start = end + 1;
  }
  return true;
}
