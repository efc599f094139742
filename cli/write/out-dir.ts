// Which folder a build may replace with its output. A build deletes the folder it replaces, so it
// refuses one that holds the site or its inputs, a file, or a folder of files devcenter did not write
// (it has no build stamp, or holds more than its last build listed). Checked before the build
// starts, and again just before the swap.
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '../diagnostics.ts';
import { STAMP_FILE } from '../incremental/build-stamp.ts';
import { isInside } from '../is-inside.ts';
import { foreignEntries } from './written-files.ts';

export interface OutDirRules {
  outDir: string;
  root: string;
  /** Folders the build reads (content/, static/, the cache, the CLI's templates…): the output may be
   * neither one of them, inside one, nor hold one. */
  inputFolders: string[];
  /** Files the build reads (site.config.ts and what it imports): the output may not hold one. */
  inputFiles: string[];
}

const shown = (p: string) => path.relative(process.cwd(), p) || '.';

/** The real path of `p`, links resolved, for the part of it that exists. */
function realPathOf(p: string): string {
  const rest: string[] = [];
  for (let current = path.resolve(p); ; ) {
    try {
      return path.join(realpathSync(current), ...rest.reverse());
    } catch {
      const parent = path.dirname(current);
      if (parent === current) return path.resolve(p);
      rest.push(path.basename(current));
      current = parent;
    }
  }
}

function refuse(message: string, hint: string): never {
  throw new ConfigError([{ severity: 'error', code: 'out-dir', message, hint }]);
}

const ELSEWHERE = 'choose a folder of its own for the output, e.g. --out build (the default: build/ under the site root).';

export function checkOutDir({ outDir, root, inputFolders, inputFiles }: OutDirRules): void {
  const out = realPathOf(outDir);
  const realRoot = realPathOf(root);
  const named = `--out "${shown(outDir)}"`;
  // Not "site.config.ts and content/": a zero-config root has no config, and a newcomer looked for one.
  if (out === realRoot) refuse(`${named} is the site root: a build replaces its output folder, which would delete the site itself (content/ and everything beside it).`, ELSEWHERE);
  if (isInside(realRoot, out)) refuse(`${named} holds the site root ("${shown(root)}"): replacing it would delete the site and everything beside it.`, ELSEWHERE);
  // Said as what it is: `--out ~` was refused for holding devcenter's cache (~/.cache/devcenter/…),
  // true but beside the point (found by newcomer59).
  if (out === path.parse(out).root || out === realPathOf(os.homedir())) refuse(`${named} is ${out === path.parse(out).root ? 'the root of the file system' : 'your home folder'}: a build replaces its output folder, which would delete everything in it.`, ELSEWHERE);
  for (const folder of inputFolders) {
    const real = realPathOf(folder);
    if (isInside(out, real) || isInside(real, out))
      refuse(
        out === real
          ? `${named} is a folder the build reads: replacing the output would delete it.`
          : `${named} ${isInside(out, real) ? 'is inside' : 'holds'} "${shown(folder)}", which the build reads: replacing the output would delete it.`,
        ELSEWHERE,
      );
  }
  for (const file of inputFiles)
    if (isInside(realPathOf(file), out)) refuse(`${named} holds "${shown(file)}", which the build reads: replacing the output would delete it.`, ELSEWHERE);
  assertReplaceable(outDir);
}

/** The output may be replaced: it does not exist, or is an empty folder, or one a build wrote. */
export function assertReplaceable(outDir: string): void {
  // A folder a build wrote may since hold the user's own files (a git checkout, a CNAME).
  if (assertBuildFolder(outDir)) refuseForeignEntries(outDir, outDir);
}

/**
 * The output is nothing yet, or a folder that is empty or has a build's stamp: true for one that
 * holds anything (what it holds is not looked at here). Refused otherwise.
 */
export function assertBuildFolder(outDir: string): boolean {
  let kind: 'folder' | 'link' | 'file';
  try {
    const stats = lstatSync(outDir);
    kind = stats.isDirectory() ? 'folder' : stats.isSymbolicLink() ? 'link' : 'file';
  } catch {
    return false; // nothing there yet
  }
  const named = `The output "${shown(outDir)}"`;
  if (kind === 'link') refuse(`${named} is a symbolic link: devcenter replaces its output folder and will not replace a link it did not make.`, 'give --out the folder the link points to, or another folder.');
  if (kind === 'file') refuse(`${named} is a file, not a folder: devcenter replaces its output folder and will not delete a file it did not write.`, 'choose another --out, or move the file away yourself.');
  const entries = readdirSync(outDir);
  if (entries.length > 0 && !entries.includes(STAMP_FILE))
    refuse(
      `${named} is a folder of files devcenter did not write (it holds no ${STAMP_FILE}): replacing it would delete them.`,
      'choose a new or empty folder for --out, or empty this one yourself if nothing in it is needed.',
    );
  return entries.length > 0;
}

/**
 * Refuses to replace `folder` (the output, or the output just moved aside to be replaced) when it
 * holds what its build did not write, or when its list of what it wrote is gone or damaged.
 * `outDir` names it in the message.
 */
export function refuseForeignEntries(folder: string, outDir: string): void {
  const named = `The output "${shown(outDir)}"`;
  let foreign: ReturnType<typeof foreignEntries>;
  try {
    foreign = foreignEntries(folder);
  } catch (error) {
    // A folder or file of it gone between being listed and being looked at: something else is
    // writing into the output as the build checks it.
    const code = (error as { code?: string }).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
    refuse(
      `${named} changed while devcenter checked what it holds ("${shown((error as { path?: string }).path ?? folder)}" is gone): it will not replace an output something else is writing into.`,
      'build again once nothing else writes into the output.',
    );
  }
  if (foreign === 'damaged') {
    refuse(
      `${named} has a build stamp, but its list of the files that build wrote (.devcenter-files.txt) is gone or damaged: devcenter cannot tell your files from its own, and will not replace it.`,
      'if nothing in it is yours, delete the folder yourself and build again, or choose another --out.',
    );
  }
  if (foreign && foreign.length > 0) {
    const listed = foreign.slice(0, 5).map((entry) => JSON.stringify(entry)).join(', ');
    const more = foreign.length > 5 ? ` and ${foreign.length - 5} more` : '';
    refuse(
      `${named} holds ${foreign.length === 1 ? 'a file' : 'files'} devcenter did not write since its last build (${listed}${more}): replacing the output would delete ${foreign.length === 1 ? 'it' : 'them'}.`,
      'move them out of the output: a file every build should publish (CNAME, .nojekyll) belongs in static/, and a deployment checkout in a folder of its own.',
    );
  }
}
