// What is at a path, a link not followed, without a try at every caller.
import { lstatSync, type Stats } from 'node:fs';

/** What is at `file`, a link not followed; null when nothing is (or it cannot be read). */
export function lstatOrNull(file: string): Stats | null {
  try {
    return lstatSync(file);
  } catch {
    return null;
  }
}
