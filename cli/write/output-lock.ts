// One build at a time per output folder. Two builds into the same --out each took files from the
// previous output while the other swapped it away, and one failed with an "internal error" (a link
// to a file just deleted). The lock is a file beside the output naming the build's process; one
// left by a build that no longer runs is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';

/** Whether a devcenter process with this pid runs. Where /proc tells a process's command line, one
 * that is not devcenter's (the pid reused after a build was killed) does not hold the lock. */
function isDevcenterRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('devcenter');
  } catch {
    return true;
  }
}

export class OutputLock {
  private constructor(private readonly file: string) {}

  /** Takes the lock of `outDir`, or throws a BuildError naming the build that holds it. */
  static take(outDir: string): OutputLock {
    const file = path.join(path.dirname(outDir), `.${path.basename(outDir)}.lock`);
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(file, 'wx');
        try {
          writeSync(fd, String(process.pid));
        } finally {
          closeSync(fd);
        }
        return new OutputLock(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      }
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isDevcenterRunning(holder)) {
        const shown = path.relative(process.cwd(), outDir) || '.';
        throw new BuildError([
          {
            severity: 'error',
            code: 'output',
            message: `Another devcenter build (process ${holder}) is writing the output folder "${shown}". Nothing was written.`,
            hint: 'wait for it to finish, or build into another folder with --out.',
          },
        ]);
      }
      // Left by a build that was killed: taken over.
      unlinkSync(file);
    }
  }

  release(): void {
    try {
      unlinkSync(this.file);
    } catch {
      // Gone already: nothing to release.
    }
  }
}
