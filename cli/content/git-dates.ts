// When each content file last changed, from one `git log` over the content folder. Outside a git
// checkout, or for a file never committed, there is no date: the page then shows none.
import { execFile } from 'node:child_process';
import path from 'node:path';

/** Absolute file path -> Unix time (seconds) of the last commit that touched it. */
export function lastCommitTimes(contentDir: string): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-C', contentDir, 'log', '--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.'],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        const times = new Map<string, number>();
        if (error) return resolve(times); // not a git checkout, or no git: no dates
        let time = 0;
        for (const line of stdout.split('\n')) {
          if (line.startsWith('\0')) time = Number(line.slice(1));
          else if (line && time) {
            const file = path.join(contentDir, line);
            // The log is newest first: the first time seen is the last change.
            if (!times.has(file)) times.set(file, time);
          }
        }
        resolve(times);
      },
    );
  });
}
