// The one gate every file of a build passes on its way to disk: a path that would land outside the
// folder being written (a "../" slipped past the route checks, an absolute path) is refused.
import path from 'node:path';

/** The absolute path of `file` inside `folder`; throws when it is not strictly inside. */
export function pathInside(folder: string, file: string): string {
  const base = path.resolve(folder);
  const target = path.resolve(base, file);
  const relative = path.relative(base, target);
  if (file.includes('\0') || relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative))
    throw new Error(`Refused to write "${file}": it is outside the staging folder ${base}.`);
  return target;
}
