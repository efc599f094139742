// One build at a time per output folder. Two builds into the same --out each took files from the
// previous output while the other swapped it away, and one failed with an "internal error" (a link
// to a file just deleted). The lock is a file beside the output naming the build's process, made
// whole in one step (a link to a file already written, so no build ever reads it half made); one
// left by a build that no longer runs is moved aside in one step too, and only when it is still the
// very lock found stale.
import { constants, closeSync, fstatSync, linkSync, openSync, readFileSync, readSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';
import { isRunning } from './stale-swaps.ts';

/** Whether a devcenter build with this pid runs. Where /proc tells a process's command line, one that
 * is not a devcenter build (the pid reused after a build was killed) does not hold the lock. */
function isDevcenterBuild(pid: number): boolean {
  if (!isRunning(pid)) return false;
  try {
    // /proc's files say size 0: read as a stream, not by their size.
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return argv.some((arg) => /devcenter/.test(arg)) && argv.includes('build');
  } catch {
    return true;
  }
}

/** A small regular file's text, read without waiting (a FIFO put there is not read); null for anything else. */
function readLock(file: string): string | null {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > 64) return stats.isFile() ? '' : null;
    const bytes = Buffer.alloc(stats.size);
    readSync(fd, bytes, 0, stats.size, 0);
    return bytes.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** What a lock holds: its build's pid and a random part (take()'s token), or the pid alone (a lock of
 * the version before the token). */
const LOCK_TEXT = /^[1-9]\d*(?: [0-9a-f]{16})?$/;

const refuse = (message: string, hint: string): never => {
  throw new BuildError([{ severity: 'error', code: 'output', message, hint }]);
};

export class OutputLock {
  private constructor(
    private readonly file: string,
    private readonly token: string,
  ) {}

  /** Takes the lock of `outDir`, or throws a BuildError naming the build that holds it or what is in its place. */
  static take(outDir: string): OutputLock {
    const file = path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
    const shown = path.relative(process.cwd(), outDir) || '.';
    // The pid and a random part: a lock is recognised as this build's own, never another's of the same pid.
    const token = `${process.pid} ${randomBytes(8).toString('hex')}`;
    const made = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(made, token, { flag: 'wx' });
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          linkSync(made, file);
          return new OutputLock(file, token);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        let found: string | null;
        try {
          found = readLock(file);
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code;
          if (code === 'ENOENT') continue;
          // A link (O_NOFOLLOW), a folder: not a lock devcenter made.
          if (code === 'ELOOP' || code === 'EISDIR') found = null;
          else throw error;
        }
        // Anything but a lock's text (the user's own file of that name) is never taken for a stale
        // lock: that would remove it.
        if (found === null || !LOCK_TEXT.test(found)) {
          refuse(`"${path.relative(process.cwd(), file)}", where devcenter keeps the lock of the output "${shown}", is not a lock devcenter made.`, 'move it elsewhere or remove it, then build again.');
        }
        const holder = Number(found!.split(' ')[0]);
        if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isDevcenterBuild(holder)) {
          refuse(`Another devcenter build (process ${holder}) is writing the output folder "${shown}". Nothing was written.`, 'wait for it to finish, or build into another folder with --out.');
        }
        // Left by a build that no longer runs: moved aside, then checked to be the lock that was
        // judged stale (another build may have taken the lock since): if not, it goes back.
        const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
        try {
          renameSync(file, aside);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        let moved: string | null = null;
        try {
          moved = readLock(aside);
        } catch {
          moved = null;
        }
        if (moved !== found) {
          try {
            linkSync(aside, file);
          } catch {
            // Another lock was made meanwhile: that build has the output; the loop finds it.
          }
        }
        unlinkSync(aside);
      }
      return refuse(`The lock of the output "${shown}" kept changing hands: another devcenter build is starting.`, 'wait for it to finish, or build into another folder with --out.');
    } finally {
      try {
        unlinkSync(made);
      } catch {
        // Gone already.
      }
    }
  }

  /** Lets go of the lock, if it is still this build's. */
  release(): void {
    try {
      if (readLock(this.file) === this.token) unlinkSync(this.file);
    } catch {
      // Gone already, or not ours: nothing to release.
    }
  }
}
