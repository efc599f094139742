// When writing the output fails because of the machine (a full disk, a read-only or forbidden
// folder), the build says so as a problem of the build, naming the folder and the cause, instead of
// an "internal error": those are kept for bugs.
import path from 'node:path';
import { BuildError, describeErrno } from '../diagnostics.ts';
import { asOutputPath } from './stale-swaps.ts';

const HINTS: Record<string, string> = {
  ENOSPC: 'free some space on that disk, or build to another one with --out.',
  EDQUOT: 'free some space within your quota, or build to another disk with --out.',
  EROFS: 'build to a folder on a writable file system with --out.',
  EACCES: 'let the user running devcenter write to that folder (and the folder holding it), or choose another --out.',
  EPERM: 'let the user running devcenter write to that folder (and the folder holding it), or choose another --out.',
  EIO: 'check the disk: it reported an input/output error.',
  EMFILE: 'raise the limit of open files (ulimit -n), then build again.',
  ENFILE: 'too many files are open on this machine: close some programs, then build again.',
  ENAMETOOLONG: "shorten the page's file name or slug: its output path is longer than the file system allows.",
  EBUSY: 'something holds that folder (a mount point, an open program): build to another folder with --out.',
};

/** A BuildError for a failed write of the output, or null when `error` is not one (a bug). */
export function outputFailure(error: unknown, outDir: string): BuildError | null {
  const { code, path: where } = (error ?? {}) as NodeJS.ErrnoException;
  if (!code || !(code in HINTS)) return null;
  const shown = (p: string) => path.relative(process.cwd(), p) || '.';
  // A file of the staging folder is named where it was to be in the output: that folder is gone by now.
  const target = where ? asOutputPath(where, outDir) : undefined;
  const at = target && path.resolve(target) !== path.resolve(outDir) ? ` (at "${shown(target)}")` : '';
  return new BuildError(
    [
      {
        severity: 'error',
        code: 'output',
        message: `Could not write the output folder "${shown(outDir)}": ${describeErrno(code)}${at}. The previous output was left as it was.`,
        hint: HINTS[code],
      },
    ],
    { cause: error },
  );
}
