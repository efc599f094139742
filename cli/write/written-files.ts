// What a build wrote into its output, listed in the output itself (WRITTEN_FILES_LIST), so the next
// build replaces that folder only while it holds nothing else: a git checkout made in it, a CNAME
// put there by hand, are the user's, and a build that would delete them stops instead.
import { lstatSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WRITTEN_FILES_LIST } from '../../runtime/shared/site-urls.ts';
import { PreviousOutputFiles } from './previous-output-files.ts';

/** The list can be long (a 10,000-page site writes about 40,000 files): read back up to this size. */
const MAX_LIST_BYTES = 256 << 20;

/** Every folder and file under `folder`, relative, folders with a trailing "/", files with a tab and
 * their size; links are listed, not followed. */
function entriesUnder(folder: string): string[] {
  const entries: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        entries.push(`${name}/`);
        visit(name);
      } else entries.push(`${name}\t${lstatSync(path.join(folder, name)).size}`);
    }
  };
  visit('');
  return entries;
}

/** Writes the list of what `stagingDir` holds (the finished build, before it replaces the output), itself included. */
export function writeWrittenFilesList(stagingDir: string): void {
  const entries = [...entriesUnder(stagingDir), WRITTEN_FILES_LIST].sort();
  writeFileSync(path.join(stagingDir, WRITTEN_FILES_LIST), `${entries.join('\n')}\n`);
}

/** The list's entries: names (folders with their "/") and, for files, the size written. */
function readList(outDir: string): Map<string, number | null> | null {
  const text = new PreviousOutputFiles(outDir).readText(WRITTEN_FILES_LIST, MAX_LIST_BYTES);
  if (text === null) return null;
  const entries = new Map<string, number | null>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const tab = line.lastIndexOf('\t');
    if (tab < 0) entries.set(line, null);
    else entries.set(line.slice(0, tab), Number(line.slice(tab + 1)));
  }
  return entries;
}

/**
 * Whether every file the output's build listed is still there, at the size it was written: a build
 * with nothing changed trusts the output only then (a page deleted or a file edited by hand in it
 * is made again). True for an output without a list, trusted as before the list existed.
 */
export function outputIntact(outDir: string): boolean {
  const entries = readList(outDir);
  if (entries === null) return true;
  for (const [name, size] of entries) {
    if (name === WRITTEN_FILES_LIST) continue;
    let stats;
    try {
      stats = lstatSync(path.join(outDir, name));
    } catch {
      return false;
    }
    if (name.endsWith('/') ? !stats.isDirectory() : !stats.isFile() || (size !== null && stats.size !== size)) return false;
  }
  return true;
}

/**
 * What `outDir` holds that its build did not write, outermost first (a foreign folder is named, not
 * what is in it). Null when the folder has no list (an output of a devcenter before the list existed:
 * what it holds cannot be told apart, and it is replaced as it always was).
 */
export function foreignEntries(outDir: string): string[] | null {
  const entries = readList(outDir);
  if (entries === null) return null;
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
