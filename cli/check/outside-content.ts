// Where a file address that climbs out of content/ leads, in words. It was "there is no
// content/../../outside.pdf": a path nobody writes, and, for a file that exists beside the site (a
// page's `import doc from '../../../outside.pdf'`), seemingly untrue. devcenter reads nothing outside
// the site's folder, and publishes files of content/ and static/ only: that is what to say.
import path from 'node:path';

export interface OutsideContent {
  /** Ends "broken file link "…": ": where the address leads and why no file is read there. */
  said: string;
  hint: string;
}

/** For a content path that leaves content/ (`../../outside.pdf`), where it leads from the site's folder; null for one inside. */
export function outsideContent(contentPath: string): OutsideContent | null {
  if (!contentPath.startsWith('../')) return null;
  const fromSite = path.posix.normalize(`content/${contentPath}`);
  if (fromSite.startsWith('../')) {
    return {
      said: `it leads outside the site, to ${fromSite} (relative to the site's folder), and devcenter never reads a file there.`,
      hint: 'copy the file into the site, next to the page under content/ (or into static/, and link to it from the root, /name), and point at it there.',
    };
  }
  return {
    said: `it leads to ${fromSite} in the site's folder, outside content/ and static/, whose files are the only ones published.`,
    hint: 'move the file next to the page under content/ (or into static/, and link to it from the root, /name), and point at it there.',
  };
}
