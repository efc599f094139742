// Whether one absolute path is a folder or the path itself, or lies beneath it: the one test behind
// every "does this stay inside?" check (output writes, symbolic links, --out, served files).
import path from 'node:path';

/** True when `child` is `parent` or lies beneath it. Both absolute and resolved (links resolved where that matters). */
export function isInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
