// When each content file last changed, from one `git log` over the content folder. Outside a git
// checkout, or for a file never committed, there is no date: the page then shows none.
//
// Git reads configuration from the repository it finds, and content/ is the site's own files: a pull
// request could make content/ itself a bare repository (HEAD, config, objects/ committed there) whose
// config names a program to run (log.showSignature with gpg.program ran a committed script on every
// build). So git is told not to take a bare repository it was not pointed at, and to run nothing of
// a config's for a log: no signatures, no fsmonitor.
import { execFile } from 'node:child_process';
import path from 'node:path';

/** Absolute file path -> Unix time (seconds) of the last commit that touched it. */
export function lastCommitTimes(contentDir: string): Promise<Map<string, number>> {
  return new Promise((resolve) => {
    execFile(
      'git',
      [
        '-c', 'safe.bareRepository=explicit',
        '-c', 'log.showSignature=false',
        '-c', 'core.fsmonitor=false',
        '-C', contentDir,
        'log', '--no-show-signature', '--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.',
      ],
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
