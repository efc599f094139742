// What a build wrote into its output, listed in the output itself (WRITTEN_FILES_LIST), so the next
// build replaces that folder only while it holds nothing else: a git checkout made in it, a CNAME
// put there by hand, are the user's, and a build that would delete them stops instead.
//
// The list's first line names its format; then one JSON array a line, `["docs/a/index.html", 1234,
// 1764250000000.5]` for a file (with its size and modification time), `["docs/a/"]` for a folder:
// JSON, so a name holding a newline or a tab is one entry, never two. The build stamp says the output has a list: a stamped output whose
// list is gone or damaged cannot be told apart from the user's files, and is not replaced.
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE, WRITTEN_FILES_LIST } from '../../runtime/shared/site-urls.ts';
import { PreviousOutputFiles } from './previous-output-files.ts';

/** The list can be long (a 10,000-page site writes about 40,000 files): read back up to this size. */
const MAX_LIST_BYTES = 256 << 20;
const MAX_STAMP_BYTES = 64 << 20;
const HEADER = 'devcenter written files 1';

/**
 * A listed file as its build left it: its size, and its modification time (ms), which a file changed
 * since at the same size does not keep (a checkout of an output kept in a repository, a hand edit);
 * lists of older builds have no time.
 */
export interface FileMark {
  size: number;
  mtime?: number;
}

/** Whether a file of `size` and `mtime` found where its build listed `mark` is still as it was written (a list without times trusts no file). */
export const sameMark = (mark: FileMark, size: number, mtime: number) => mark.size === size && mark.mtime === mtime;

/** Every folder and file under `folder`, relative (folders with a trailing "/"), files with their size and time; links are listed, not followed. */
export function entriesUnder(folder: string): [string, FileMark?][] {
  const entries: [string, FileMark?][] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.push([`${name}/`]);
        visit(name);
      } else {
        const stats = lstatSync(path.join(folder, name));
        entries.push([name, { size: stats.size, mtime: stats.mtimeMs }]);
      }
    }
  };
  visit('');
  return entries;
}

/** Writes the list of what `stagingDir` holds (the finished build, before it replaces the output), itself included. */
export function writeWrittenFilesList(stagingDir: string): void {
  writeFileSync(path.join(stagingDir, WRITTEN_FILES_LIST), writtenListText(entriesUnder(stagingDir)));
}

/** The list's text for `entries` (name -> mark; null or none for a folder), the list itself added. */
export function writtenListText(entries: Iterable<[string, (FileMark | null)?]>): string {
  const sorted = [...entries].filter(([name]) => name !== WRITTEN_FILES_LIST);
  sorted.push([WRITTEN_FILES_LIST]);
  sorted.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const line = ([name, mark]: [string, (FileMark | null)?]) => JSON.stringify(mark ? (mark.mtime === undefined ? [name, mark.size] : [name, mark.size, mark.mtime]) : [name]);
  return `${[HEADER, ...sorted.map(line)].join('\n')}\n`;
}

/** What the output's stamp says of its list: whether the build that wrote it wrote one. */
function stampPromisesList(outDir: string): boolean {
  try {
    const text = new PreviousOutputFiles(outDir).readText(BUILD_STAMP_FILE, MAX_STAMP_BYTES);
    return text !== null && (JSON.parse(text) as { listsFiles?: unknown }).listsFiles === true;
  } catch {
    return false;
  }
}

/**
 * Whether `name` is one a build writes: relative, forward slashes, no empty, "." or ".." part, no NUL
 * (a folder with one trailing "/"). The list is read from the previous output, as untrusted as the
 * rest of it: a name like "../x" or "a/../../x" would have the next build remove a file outside.
 */
function cleanListedName(name: string): boolean {
  const parts = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  return !name.includes('\0') && parts.every((part) => part !== '' && part !== '.' && part !== '..');
}

/**
 * The list's entries (name -> mark, null for a folder); 'none' for an output from before the list
 * (its stamp promises none); 'damaged' when the stamp promises one and it is missing, not a regular
 * file, too large or not in its format, or names a path that is not a clean one inside the output.
 */
export function readWrittenList(outDir: string): ReadonlyMap<string, FileMark | null> | 'none' | 'damaged' {
  const text = new PreviousOutputFiles(outDir).readText(WRITTEN_FILES_LIST, MAX_LIST_BYTES);
  if (text !== null && text === lastRead?.text) return lastRead.entries;
  const promised = stampPromisesList(outDir);
  if (text === null) return promised ? 'damaged' : 'none';
  const lines = text.split('\n');
  if (lines[0] !== HEADER) return promised ? 'damaged' : 'none';
  const entries = parseListLines(lines);
  if (entries instanceof Map) lastRead = { text, entries };
  return entries;
}

/**
 * The last list read and what it said: a rebuild reads the list at each step that needs it (the
 * output check, page reuse, the static index, the update), the same text each time, and a
 * 1,000-page site's list is 4,000 lines of JSON. Compared by its whole text, so a list changed on
 * disk since (by the build's own update, or by hand) is read again.
 */
let lastRead: { text: string; entries: ReadonlyMap<string, FileMark | null> } | null = null;

/** The list's lines after its header, or 'damaged' at the first that is not an entry a build writes. */
function parseListLines(lines: string[]): ReadonlyMap<string, FileMark | null> | 'damaged' {
  const entries = new Map<string, FileMark | null>();
  for (const line of lines.slice(1)) {
    if (!line) continue;
    let entry: unknown;
    try {
      entry = JSON.parse(line);
    } catch {
      return 'damaged';
    }
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !cleanListedName(entry[0])) return 'damaged';
    entries.set(entry[0], typeof entry[1] === 'number' ? (typeof entry[2] === 'number' ? { size: entry[1], mtime: entry[2] } : { size: entry[1] }) : null);
  }
  return entries;
}

/**
 * Whether every file the output's build listed is still there, as it was written (its size and time):
 * a build with nothing changed trusts the output only then (a page deleted or a file edited in it
 * is made again). True for an output from before the list, trusted as it always was.
 */
export function outputIntact(outDir: string): boolean {
  const entries = readWrittenList(outDir);
  if (entries === 'none') return true;
  if (entries === 'damaged') return false;
  for (const [name, mark] of entries) {
    if (name === WRITTEN_FILES_LIST) continue;
    let stats;
    try {
      stats = lstatSync(path.join(outDir, name));
    } catch {
      return false;
    }
    if (name.endsWith('/') ? !stats.isDirectory() : !stats.isFile() || (mark !== null && !sameMark(mark, stats.size, stats.mtimeMs))) return false;
  }
  return true;
}

/**
 * What `outDir` holds that its build did not write, outermost first (a foreign folder is named, not
 * what is in it); 'damaged' when its list cannot be read though its stamp promises one; null for an
 * output from before the list (what it holds cannot be told apart, and it is replaced as it always was).
 */
export function foreignEntries(outDir: string): string[] | 'damaged' | null {
  const entries = readWrittenList(outDir);
  if (entries === 'none') return null;
  if (entries === 'damaged') return 'damaged';
  const written = new Set(entries.keys());
  const foreign: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(outDir, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      // A link or anything else that is not a plain folder is one entry, never entered. At a name the
      // build wrote (a page's folder swapped for a link), it is that name's to replace: removing a
      // link removes nothing it points to.
      const folder = entry.isDirectory() && lstatSync(path.join(outDir, name)).isDirectory();
      const ours = folder ? written.has(`${name}/`) : written.has(name) || written.has(`${name}/`);
      if (!ours) foreign.push(folder ? `${name}/` : name);
      else if (folder) visit(name);
    }
  };
  visit('');
  return foreign;
}
