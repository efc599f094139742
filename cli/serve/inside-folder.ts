// Whether a file, once every symbolic link on its way is followed, is still inside the folder a server
// serves: a link in the output (or in static/) to /etc/passwd or to the site's own config must not
// hand out what it points at.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../is-inside.ts';

/** The real path of `file` when it exists and lies inside `realFolder` (itself a real path); otherwise null. */
export async function realPathInside(realFolder: string, file: string): Promise<string | null> {
  const real = await realpath(file).catch(() => null);
  if (real === null) return null;
  return isInside(real, realFolder) ? real : null;
}

/** The real path of a folder, or the folder as given while it does not exist. */
export async function realFolder(folder: string): Promise<string> {
  return realpath(folder).catch(() => path.resolve(folder));
}
