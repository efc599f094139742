// dev's watchers watch links as links (followSymlinks: false), so a link to / is never scanned. But the
// build follows a link that stays in its own folder (content/docs/shared -> ../shared, site-folder.ts),
// and its pages are the link's: a save in content/shared/x.md raises an event there only, and the page
// /docs/shared/x never followed it. These are the links the build follows, so that an event at what one
// leads to is also taken at the path through the link.
import type { Dirent } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '../is-inside.ts';
import { hiddenSegment } from '../content/site-folder.ts';

export interface FollowedLink {
  /** The link, as the watcher names it (under the folder it watches). */
  link: string;
  /** What it leads to, as the watcher names it (under the same folder). */
  target: string;
}

/** The links under each of `folders` that lead inside the same folder, to no hidden path: the ones the build follows. */
export async function followedLinks(folders: string[], ignored: (file: string) => boolean): Promise<FollowedLink[]> {
  const found: FollowedLink[] = [];
  for (const folder of folders) {
    const real = await realpath(folder).catch(() => null);
    if (real === null) continue;
    const walk = async (dir: string): Promise<void> => {
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const inner = path.join(dir, entry.name);
        if (entry.name.startsWith('.') || ignored(inner)) continue;
        if (entry.isDirectory()) await walk(inner);
        else if (entry.isSymbolicLink()) {
          const target = await realpath(inner).catch(() => null);
          if (target === null || !isInside(target, real) || hiddenSegment(path.relative(real, target)) !== null) continue;
          found.push({ link: inner, target: path.join(folder, path.relative(real, target)) });
        }
      }
    };
    await walk(folder);
  }
  return found;
}

/** The other paths `file` is known by through `links` (through a link in a linked folder too), never `file` itself. */
export function pathsThroughLinks(file: string, links: FollowedLink[]): string[] {
  const seen = new Set([file]);
  const queue = [file];
  // Bounded: the build refuses a link back to a folder it is in, and a chain deeper than this is no site's.
  for (let index = 0; index < queue.length && seen.size < 64; index++) {
    for (const { link, target } of links) {
      const current = queue[index]!;
      if (current !== target && !current.startsWith(target + path.sep)) continue;
      const through = link + current.slice(target.length);
      if (seen.has(through) || leadsBack(through, links)) continue;
      seen.add(through);
      queue.push(through);
    }
  }
  return queue.slice(1);
}

/**
 * Whether the build refuses `file`'s path: on the way to it, a link leads back to a folder the path
 * has come through (content/docs/loop -> ., or content/docs/s -> ../a with content/a/l -> ../docs),
 * which site-folder.ts refuses. Each save of content/docs/x.md was taken at content/docs/loop/x.md,
 * content/docs/loop/loop/x.md… too, and dev served those pages, which no build has.
 */
function leadsBack(file: string, links: FollowedLink[]): boolean {
  const targets = new Map(links.map(({ link, target }) => [link, target]));
  const chain: string[] = [];
  let real = path.parse(file).root;
  for (const segment of file.slice(real.length).split(path.sep)) {
    real = path.join(real, segment);
    const target = targets.get(real);
    if (target !== undefined) {
      if (chain.some((ancestor) => isInside(ancestor, target))) return true;
      real = target;
    }
    chain.push(real);
  }
  return false;
}
