// Lists the files of a folder of the site (content/, static/) without ever leaving it: a symbolic
// link is followed only when it points inside the folder it is in (static/ to static/, content/ to
// content/: a link from static/ to the root's `.git/config` or `.env` would publish a secret), never
// to a hidden path (`.git`, `.env`…), and a link back to a folder on the way to it (a loop) is reported
// instead of followed. What it lists is read from its real path, so nothing later (a read, a copy)
// follows a link again.
import { lstatSync, readdirSync, readlinkSync, realpathSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { describeErrno, type Diagnostic } from '../diagnostics.ts';
import { isInside } from '../is-inside.ts';
import { lstatOrNull } from '../lstat-or-null.ts';

export interface SiteFolderFile {
  /** Path relative to the folder listed, forward slashes: the name it is known by. */
  relPath: string;
  /** Where its bytes are: the real path, links resolved. */
  realPath: string;
  size: number;
  mtimeMs: number;
}

export interface SiteFolderListing {
  files: SiteFolderFile[];
  /** Links that leave the root, loops, broken links and special files, each naming the link. */
  diagnostics: Diagnostic[];
}

export interface ListOptions {
  /** The site root: nothing outside it is listed. */
  root: string;
  /** The folder to list (content/ or static/). */
  dir: string;
  /** The folder links must stay in (real paths): `dir` unless it lies inside a larger listed folder
   * (zero-config lists content/docs/ with the rules of content/). */
  within?: string;
  /** Which files to list, by their path relative to `dir`. */
  includeFile?: (relPath: string) => boolean;
  /** Folders (and files) not to enter, by name and path relative to `dir`: node_modules, _partials, dot folders… */
  skipName?: (name: string, relPath: string) => boolean;
  /** Hidden folders at the top of `within` a link may point into (static/.well-known/). */
  openDotFolders?: string[];
}


export function listSiteFolder({ root, dir, within = dir, includeFile = () => true, skipName = () => false, openDotFolders = [] }: ListOptions): SiteFolderListing {
  const files: SiteFolderFile[] = [];
  const diagnostics: Diagnostic[] = [];
  let rootReal: string;
  try {
    rootReal = realpathSync(root);
  } catch {
    return { files, diagnostics };
  }
  const shown = (absPath: string) => path.relative(root, absPath).split(path.sep).join('/') || '.';
  const shownReal = (real: string) => path.relative(rootReal, real).split(path.sep).join('/') || '.';
  const withinName = `${path.relative(root, within).split(path.sep).join('/')}/`;
  /** Where links must lead, once known (the real path of `within`: itself perhaps a link). */
  let withinReal: string | null = null;
  /**
   * A link of a docs folder moved from Docusaurus's layout (docs/ beside the site's files) to
   * content/docs/ keeps the relative path it was written with, one folder short now
   * (`docs/changelog.md -> ../CHANGELOG.md`): named when that is what it meant.
   */
  const brokenLinkHint = (linkPath: string, written: string): string => {
    const name = shown(linkPath);
    const before = name.startsWith('content/') && !path.isAbsolute(written) ? path.resolve(root, path.dirname(name.slice('content/'.length)), written) : null;
    // Only a Markdown file, a page of the docs (`../CHANGELOG.md`): never a hidden file (`../.env`) nor
    // another (`../credentials.json`), which the hint would have copied where pages are published.
    if (before === null || !/\.mdx?$/i.test(before) || !isInside(before, root) || hiddenSegment(path.relative(root, before)) !== null || lstatOrNull(before)?.isFile() !== true)
      return 'remove the link, or create what it points to inside the site.';
    return `it was written for the docs folder at the site's root, as Docusaurus keeps it, and meant "${shown(before)}"; a link in ${withinName} must lead to a file in ${withinName}: move or copy "${shown(before)}" into ${withinName} and point the link there (or replace the link with the file).`;
  };
  const problem = (absPath: string, message: string, hint: string) =>
    diagnostics.push({ severity: 'error', code: 'symlink', message, file: shown(absPath), hint });

  /** What a link leads to, when it may be followed: its real path and what is there. */
  const follow = (linkPath: string, chain: string[]): { real: string; stats: Stats } | null => {
    const written = (() => {
      try {
        return readlinkSync(linkPath);
      } catch {
        return '?';
      }
    })();
    let real: string;
    try {
      real = realpathSync(linkPath);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ELOOP')
        problem(linkPath, `Symbolic link "${shown(linkPath)}" -> "${written}" is a loop of links that never reaches a file.`, 'remove the link, or point it at a file or folder.');
      else problem(linkPath, `Symbolic link "${shown(linkPath)}" -> "${written}" points to nothing (${code ?? 'unreadable'}).`, brokenLinkHint(linkPath, written));
      return null;
    }
    if (!isInside(real, rootReal)) {
      problem(
        linkPath,
        `Symbolic link "${shown(linkPath)}" points outside the site root, to "${real}"${written !== real ? ` (written "${written}")` : ''}.`,
        'copy what it points to into the site, or remove the link: a build reads only files inside the site root.',
      );
      return null;
    }
    const fence = withinReal ?? rootReal;
    if (!isInside(real, fence)) {
      problem(
        linkPath,
        `Symbolic link "${shown(linkPath)}" -> "${written}" points outside ${withinName}, to "${shownReal(real)}": a link in ${withinName} must lead to a file in ${withinName}.`,
        `copy the file into ${withinName} instead of linking to it, or remove the link.`,
      );
      return null;
    }
    const hidden = hiddenSegment(path.relative(fence, real), openDotFolders);
    if (hidden) {
      problem(
        linkPath,
        `Symbolic link "${shown(linkPath)}" -> "${written}" points to "${shownReal(real)}", inside the hidden "${shownReal(path.join(fence, hidden))}": hidden files and folders (.git, .env…) are never published.`,
        'remove the link; copy what the page needs (and nothing secret) into a visible file instead.',
      );
      return null;
    }
    const stats = statSync(real);
    if (stats.isDirectory() && chain.some((ancestor) => isInside(ancestor, real))) {
      problem(
        linkPath,
        `Symbolic link "${shown(linkPath)}" -> "${written}" points back to "${shown(path.join(root, path.relative(rootReal, real)))}", a folder it is in: following it would never end.`,
        'remove the link, or point it at a folder that does not contain it.',
      );
      return null;
    }
    return { real, stats };
  };

  const visit = (absPath: string, real: string, stats: Stats, relPath: string, chain: string[]) => {
    if (stats.isDirectory()) {
      const inner = [...chain, real];
      let entries;
      try {
        entries = readdirSync(real, { withFileTypes: true });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        diagnostics.push({ severity: 'error', code: 'read', message: `The folder "${shown(absPath)}" could not be read: ${code ? describeErrno(code) : String(error)}.`, file: shown(absPath), hint: 'let the user running devcenter read it, or move it out of the site.' });
        return;
      }
      for (const entry of entries) {
        const childRel = relPath ? `${relPath}/${entry.name}` : entry.name;
        if (skipName(entry.name, childRel)) continue;
        const childAbs = path.join(absPath, entry.name);
        const childReal = path.join(real, entry.name);
        if (entry.isSymbolicLink()) {
          const target = follow(childReal, inner);
          if (target) visit(childAbs, target.real, target.stats, childRel, inner);
        } else visit(childAbs, childReal, lstatSync(childReal), childRel, inner);
      }
      return;
    }
    if (!includeFile(relPath)) return;
    if (!stats.isFile()) {
      problem(absPath, `"${shown(absPath)}" is not a regular file (a device, socket or pipe).`, 'remove it from the site: only files and folders are read.');
      return;
    }
    files.push({ relPath, realPath: real, size: stats.size, mtimeMs: stats.mtimeMs });
  };

  let start: Stats;
  try {
    start = lstatSync(dir);
  } catch {
    return { files, diagnostics };
  }
  const realParent = realpathSync(path.dirname(dir));
  // The folder itself (or the one links must stay in) may be a link: inside the root, not hidden.
  try {
    withinReal = realpathSync(within);
  } catch {
    return { files, diagnostics };
  }
  const withinHidden = isInside(withinReal, rootReal) ? hiddenSegment(path.relative(rootReal, withinReal), []) : null;
  if (!isInside(withinReal, rootReal) || withinHidden) {
    withinReal = null;
    follow(within, [realParent]);
    return { files, diagnostics };
  }
  if (start.isSymbolicLink()) {
    const target = follow(dir, [realParent]);
    if (target) visit(dir, target.real, target.stats, '', []);
  } else visit(dir, path.join(realParent, path.basename(dir)), start, '', []);
  // Sorted by path, as a glob would list them.
  files.sort((a, b) => (a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0));
  return { files, diagnostics };
}

/** The first segment of `relPath` that is hidden (starts with a dot), but for the allowed top folders. */
export function hiddenSegment(relPath: string, openDotFolders: string[] = []): string | null {
  const segments = relPath.split(path.sep);
  for (const [index, segment] of segments.entries()) {
    if (!segment.startsWith('.')) continue;
    if (index === 0 && openDotFolders.includes(segment)) continue;
    return segments.slice(0, index + 1).join('/');
  }
  return null;
}
