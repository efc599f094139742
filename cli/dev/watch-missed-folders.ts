// chokidar reads a folder before it starts watching it: a folder renamed in between (an author
// renaming a folder of pages as dev starts, while the watcher's first scan is still running) is
// gone when its turn comes and its new name was never seen, so nothing saved in it raised an event
// again. Once the first scan is done, every folder on disk it does not watch is given to it.
import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FSWatcher } from 'chokidar';

/** The folders under `roots` (the roots too) that exist on disk and `watcher` does not watch, now watched. */
export async function watchMissedFolders(watcher: FSWatcher, roots: string[], ignored: (folder: string) => boolean): Promise<string[]> {
  const watched = new Set(Object.keys(watcher.getWatched()).map((folder) => path.resolve(folder)));
  const missed: string[] = [];
  for (const root of roots) {
    for (const folder of await foldersUnder(path.resolve(root), ignored)) {
      if (watched.has(folder)) continue;
      // A folder under one just added is scanned with it.
      if (missed.some((outer) => folder.startsWith(outer + path.sep))) continue;
      missed.push(folder);
    }
  }
  if (missed.length > 0) watcher.add(missed);
  return missed;
}

/** `folder` and every folder under it, outer before inner, leaving out ignored ones and what they hold, added to `found`. */
async function foldersUnder(folder: string, ignored: (folder: string) => boolean, found: string[] = []): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    // Missing, not a folder, or not readable: nothing there to watch.
    return found;
  }
  found.push(folder);
  // Into one list, not spread from each folder's: a tree of 120,000 folders overflowed the stack.
  for (const entry of entries) {
    const inner = path.join(folder, entry.name);
    if (entry.isDirectory() && !ignored(inner)) await foldersUnder(inner, ignored, found);
  }
  return found;
}
