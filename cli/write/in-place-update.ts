// Updating the previous output where it stands, instead of swapping a new folder in for it. After a
// one-page edit almost every file of the output is the previous build's own (the pages taken over,
// most of the search index): a new folder of them meant making every page's folder and linking its
// files, then deleting the old output, and on this machine's ext4 those ~1,200 new folders and
// ~7,000 names removed were the larger part of a 1,000-page rebuild. Here only what the build wrote
// moves in (renamed from the staging folder), and what it no longer writes goes.
//
// The previous output is read as untrusted, as everywhere (previous-output-files.ts): nothing moves
// into, or is removed through, anything but a real folder of the output; only names its last build
// listed are removed, and a folder still holding something else is left. Whatever of that cannot be
// done, it is found before anything changes, and the build swaps a new folder in as before.
//
// While files move, the output says it is not to be trusted: its stamp has no fingerprint (the next
// build never finds it up to date), it has no page manifest nor index hashes (nothing is taken over
// from it), and its list names both builds' files (the next build may remove either). A build killed
// half way leaves an output the next build makes whole again.
import { linkSync, renameSync, rmdirSync, unlinkSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { BUILD_STAMP_FILE, PAGE_MANIFEST_FILE, STATIC_INDEX_HASHES_FILE, WRITTEN_FILES_LIST } from '../../runtime/shared/site-urls.ts';
import type { BuildStamp } from '../incremental/build-stamp.ts';
import { isPlainRelative, pathInside } from './inside-folder.ts';
import { lstatOrNull } from '../lstat-or-null.ts';
import { folderOf, foldersAbove, Folders } from './output-folders.ts';
import { entriesUnder, readWrittenList, writtenListText, type FileMark } from './written-files.ts';

/** What a build takes over from the previous output: read by the next build only once the update is whole. */
const BUILD_RECORDS = [PAGE_MANIFEST_FILE, STATIC_INDEX_HASHES_FILE, BUILD_STAMP_FILE];

/** The stamp an output has while it is updated: nothing matches its fingerprint. */
const UNDER_WAY: BuildStamp = { fingerprint: '', pages: 0, records: 0, bytes: 0, diagnostics: [], listsFiles: true };

/**
 * Folders of the previous output (from -> to) whose taken-over files all move into one folder that is
 * new, under the same names: the folder goes whole, it holds no folder, and the new one is not there.
 */
function renamedFolders(elsewhere: { file: string; from: string; move: boolean }[], previous: Map<string, FileMark | null>, next: Map<string, FileMark | null>): Map<string, string> {
  const target = new Map<string, string | null>();
  for (const { file, from, move } of elsewhere) {
    const [source, destination] = [folderOf(from), folderOf(file)];
    const fits = move && source !== '' && file.slice(destination.length) === from.slice(source.length);
    const known = target.get(source);
    target.set(source, fits && (known === undefined || known === destination) ? destination : null);
  }
  const renamed = new Map<string, string>();
  const taken = new Set<string>();
  for (const [source, destination] of target) {
    if (destination === null || next.has(source) || previous.has(destination) || taken.has(destination)) continue;
    // A folder inside it would move too, unlisted for the next build.
    if ([...previous.keys()].some((name) => name !== source && name.startsWith(source) && name.endsWith('/'))) continue;
    renamed.set(source, destination);
    taken.add(destination);
  }
  return renamed;
}

/** What is at `name` in `folder`, a link not followed (a trailing "/" would follow it: left out). */
function entryAt(folder: string, name: string): Stats | null {
  return lstatOrNull(path.join(folder, name.endsWith('/') ? name.slice(0, -1) : name));
}

export class InPlaceUpdate {
  /** Files of the previous output the build takes over, by the name it gives them: where they are
   * now (relative; the same name for a page taken over, another for the search index's next
   * generation) and their size and time. */
  private readonly kept = new Map<string, { from: string; mark: FileMark }>();

  private constructor(private readonly outDir: string) {}

  /** An update of `outDir` in place, when it is an output a build listed (else the build swaps). */
  static of(outDir: string): InPlaceUpdate | null {
    if (!lstatOrNull(outDir)?.isDirectory()) return null;
    return readWrittenList(outDir) instanceof Map ? new InPlaceUpdate(path.resolve(outDir)) : null;
  }

  /** Whether `from` is a file of the previous output: taken over as `file` where it stands, not linked now. */
  keeps(file: string, from: string, mark: FileMark): boolean {
    // The previous output's files come as the output's folder + "/" + a plain name (previous-output-files.ts): taken as they are.
    const rest = from.startsWith(`${this.outDir}/`) ? from.slice(this.outDir.length + 1) : null;
    const relative = path.sep === '/' && rest !== null && isPlainRelative(rest) ? rest : path.relative(this.outDir, path.resolve(from));
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return false;
    try {
      pathInside(this.outDir, file);
    } catch {
      return false;
    }
    this.kept.set(file, { from: relative.split(path.sep).join('/'), mark });
    return true;
  }

  /** `file` is written anew: the previous output's is replaced, not kept. */
  replaced(file: string): void {
    this.kept.delete(file);
  }

  /** The files taken over, each with the output's file it is, for a build that swaps after all. */
  keptFiles(): [file: string, from: string][] {
    return [...this.kept].map(([file, { from }]) => [file, pathInside(this.outDir, from)]);
  }

  /**
   * Moves the staging folder's files into the output and removes what the previous build listed and
   * this one did not write. False, with the output untouched, when that cannot be done safely (the
   * output changed under the build): the caller then swaps.
   */
  apply(stagingDir: string): boolean {
    const previous = readWrittenList(this.outDir);
    if (!(previous instanceof Map) || !lstatOrNull(this.outDir)?.isDirectory()) return false;
    // Absolute: the update works from inside the output's folders.
    const staging = path.resolve(stagingDir);
    const staged = entriesUnder(staging);
    const next = new Map<string, FileMark | null>(staged.map(([name, mark]) => [name, mark ?? null]));
    for (const [file, { mark }] of this.kept) {
      if (next.has(file)) continue;
      next.set(file, mark);
      for (const folder of foldersAbove(file)) next.set(folder, null);
    }
    // Files taken over under another name: moved there when their old name goes, else linked.
    const elsewhere = [...this.kept].filter(([file, { from }]) => from !== file).map(([file, { from }]) => ({ file, from, move: !next.has(from) }));
    const movedAway = new Set(elsewhere.filter((e) => e.move).map((e) => e.from));
    const gone = [...previous.keys()].filter((name) => !next.has(name) && name !== WRITTEN_FILES_LIST);
    const goneFiles = gone.filter((name) => !name.endsWith('/') && !movedAway.has(name));
    // Deepest first, so a folder is empty by the time it is removed.
    const goneFolders = gone.filter((name) => name.endsWith('/')).sort((a, b) => b.split('/').length - a.split('/').length);
    const movedIn = staged.filter(([name]) => !name.endsWith('/')).map(([name]) => name);
    const renamed = renamedFolders(elsewhere, previous, next);
    const moves = elsewhere.filter((e) => !renamed.has(folderOf(e.from)));
    // Renamed in, the staging folder's files must be on the output's file system (an output that is itself a mount point is not).
    if (lstatOrNull(staging)?.dev !== lstatOrNull(this.outDir)?.dev) return false;
    // The update enters the output's folders (process.chdir), which only the main thread may do.
    if (!isMainThread) return false;
    const folders = new Folders(this.outDir);
    if (!this.safe(folders, previous, movedIn, moves, goneFiles, goneFolders, renamed)) return false;
    try {
      this.update(folders, staging, { previous, next, movedIn, moves, goneFiles, goneFolders, renamed });
    } finally {
      folders.leave();
    }
    return true;
  }

  private update(
    folders: Folders,
    staging: string,
    { previous, next, movedIn, moves, goneFiles, goneFolders, renamed }: {
      previous: Map<string, FileMark | null>;
      next: Map<string, FileMark | null>;
      movedIn: string[];
      moves: { file: string; from: string; move: boolean }[];
      goneFiles: string[];
      goneFolders: string[];
      renamed: Map<string, string>;
    },
  ): void {
    const union = new Map(previous);
    for (const [name, size] of next) union.set(name, size);
    this.writeRecord(folders, staging, WRITTEN_FILES_LIST, writtenListText(union));
    this.writeRecord(folders, staging, BUILD_STAMP_FILE, JSON.stringify(UNDER_WAY));
    for (const record of BUILD_RECORDS.slice(0, 2)) this.remove(folders, record);
    const stagedNames = new Set(movedIn);
    for (const name of goneFiles) {
      const to = renamed.get(folderOf(name));
      if (to === undefined) this.remove(folders, name);
    }
    // A folder whose files all move to one new folder (the search index's last generation, to the
    // next) is renamed whole; what of it is gone is then removed from its new name.
    // A file or folder moved from one folder of the output to another passes through the staging
    // folder, each folder of the output entered in turn.
    const passing = path.join(staging, '.devcenter-moving');
    for (const [from, to] of renamed) {
      renameSync(folders.enter(from.slice(0, -1)), passing);
      renameSync(passing, folders.enter(to.slice(0, -1)));
      folders.renamed(from, to);
      for (const name of goneFiles) {
        if (folderOf(name) !== from) continue;
        const now = `${to}${name.slice(from.length)}`;
        if (!stagedNames.has(now)) this.remove(folders, now);
      }
    }
    const madeFolders = (name: string) => {
      for (const folder of foldersAbove(name)) if (!folders.has(folder)) folders.make(folder);
    };
    for (const { file, from, move } of moves) {
      madeFolders(file);
      const source = folders.enter(from);
      if (move) renameSync(source, passing);
      else linkSync(source, passing);
      renameSync(passing, folders.enter(file));
    }
    for (const name of goneFolders) {
      if (!folders.hasAll(name.slice(0, -1))) continue;
      try {
        rmdirSync(folders.enter(name.slice(0, -1)));
      } catch {
        // Not empty (something not listed was put in it since) or gone already: left as it is.
      }
    }
    const moveIn = (name: string) => {
      madeFolders(name);
      const source = path.join(staging, name);
      renameSync(source, folders.enter(name));
    };
    for (const name of movedIn) if (!BUILD_RECORDS.includes(name)) moveIn(name);
    for (const name of BUILD_RECORDS) if (next.has(name) && !this.kept.has(name)) moveIn(name);
    this.writeRecord(folders, staging, WRITTEN_FILES_LIST, writtenListText(next));
  }

  /**
   * Whether every name the update touches lies in real folders of the output (no link on the way, no
   * other file system mounted there, none the last build did not list), what it moves in replaces a
   * file the last build listed or nothing (never a folder it keeps), what it moves within the output is a file, and what it removes is a file or a link (never
   * followed) or a real folder.
   */
  private safe(folders: Folders, previous: Map<string, FileMark | null>, movedIn: string[], elsewhere: { file: string; from: string }[], goneFiles: string[], goneFolders: string[], renamed: Map<string, string>): boolean {
    const realFolders = new Set<string>();
    const top = lstatOrNull(this.outDir);
    if (!top?.isDirectory()) return false;
    folders.found('', top);
    const device = top.dev;
    const inRealFolders = (name: string) =>
      foldersAbove(name).every((folder) => {
        if (realFolders.has(folder)) return true;
        const stats = entryAt(this.outDir, folder);
        // A folder not there yet is made by the update.
        if (stats === null) return true;
        // A folder mounted from another file system: nothing can be renamed into it. One the last
        // build did not list was made since by someone else: what is in it is not the build's.
        if (!stats.isDirectory() || stats.dev !== device || !previous.has(folder)) return false;
        realFolders.add(folder);
        folders.found(folder, stats);
        return true;
      });
    const folderGoing = new Set(goneFolders);
    const replaceable = (name: string) => {
      if (!inRealFolders(name)) return false;
      const there = entryAt(this.outDir, name);
      // At a name the last build did not write, anything there was put there since (the output was
      // checked when the build started): not the build's to replace.
      if (there !== null && !previous.has(name)) return false;
      return !there?.isDirectory() || folderGoing.has(`${name}/`);
    };
    if (!movedIn.every(replaceable)) return false;
    for (const { file, from } of elsewhere) {
      if (!inRealFolders(from) || !entryAt(this.outDir, from)?.isFile()) return false;
      if (!inRealFolders(file) || entryAt(this.outDir, file) !== null) return false;
    }
    for (const [from, to] of renamed) {
      const folder = entryAt(this.outDir, from);
      if (!inRealFolders(from.slice(0, -1)) || !folder?.isDirectory() || folder.dev !== device) return false;
      folders.found(from, folder);
      if (!inRealFolders(to.slice(0, -1)) || entryAt(this.outDir, to) !== null) return false;
    }
    if (!goneFiles.every((name) => inRealFolders(name) && !entryAt(this.outDir, name)?.isDirectory())) return false;
    return goneFolders.every((name) => inRealFolders(name.slice(0, -1)) && entryAt(this.outDir, name)?.isDirectory() !== false);
  }

  /** One of the build's own records written whole: a file of the staging folder renamed over it. */
  private writeRecord(folders: Folders, staging: string, name: string, text: string): void {
    const temporary = path.join(staging, `${name}.next`);
    writeFileSync(temporary, text);
    renameSync(temporary, folders.enter(name));
  }

  private remove(folders: Folders, name: string): void {
    // A folder that was not there has nothing to remove.
    if (!folders.hasAll(name)) return;
    const base = folders.enter(name);
    try {
      unlinkSync(base);
    } catch {
      // Gone already.
    }
  }
}
