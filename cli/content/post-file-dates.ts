// The date of a blog post that names none (no `date` in its front matter, none in its path), as
// Docusaurus gives it: the day of the commit that added its file, else the day of the file itself.
// Docusaurus takes the file's creation time there; here it is its modification time, which a
// checkout sets as it sets the other, and which every file system keeps.
import { statSync } from 'node:fs';
import { blogPostPlace, isBlogFile, type FileDate } from './blog.ts';
import type { Page } from './page.ts';

/** The blog posts that name no date, neither in their front matter nor in their path. */
export function undatedPosts(pages: readonly Page[]): Page[] {
  return pages.filter((page) => isBlogFile(page.source.contentPath) && blogPostPlace(page, '/').date === null);
}

/** Each undated post's day, by its file's absolute path, from when git added the file (`firstCommitTimes`,
 * git-dates.ts addedCommitTimes), else from the file; a file that cannot be read has none. */
export function undatedPostDates(pages: readonly Page[], firstCommitTimes: ReadonlyMap<string, number>): Map<string, FileDate> {
  const dates = new Map<string, FileDate>();
  for (const page of undatedPosts(pages)) {
    const committed = firstCommitTimes.get(page.source.absPath);
    if (committed !== undefined) {
      dates.set(page.source.absPath, { day: dayOf(committed * 1000), from: 'commit' });
      continue;
    }
    const modified = statSync(page.source.absPath, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined) dates.set(page.source.absPath, { day: dayOf(modified), from: 'file' });
  }
  return dates;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
