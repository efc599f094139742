// When each content file last changed, from one `git log` over the content folder; and when each of
// the blog's files was added, for a post that names no date. Outside a git checkout, or for a file
// never committed, there is no date: the page then shows none (a post is dated by its file instead).
//
// Git reads configuration from the repository it finds, and content/ is the site's own files: a pull
// request could make content/ itself a bare repository (HEAD, config, objects/ committed there) whose
// config names a program to run (log.showSignature with gpg.program ran a committed script on every
// build). So git is told not to take a bare repository it was not pointed at, and to run nothing of
// a config's for a log: no signatures, no fsmonitor.
//
// Nor any fetch: in a partial clone (or a planted .git/ whose config says it is one) the blobs a
// rename's similarity needs are fetched from the "promisor" remote when missing, and that remote's
// address and transport are the repository's config: url = ext::sh -c … with protocol.ext.allow, or
// an ssh:// url with core.sshCommand, ran that command at every build with an undated post. A log
// reads only what is on disk: GIT_ALLOW_PROTOCOL set and empty allows no transport whatever the
// config says, GIT_NO_LAZY_FETCH (git 2.45+) stops the fetch before it starts.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { timeLimitMs } from '../time-limit.ts';

const GIT = 'git';

/**
 * How long a log may take. A planted .git/ can make git wait for ever: its config's include.path
 * naming a FIFO held every build and check until killed. A long history is read in seconds.
 */
const GIT_TIMEOUT_MS = timeLimitMs('DEVCENTER_GIT_TIMEOUT_MS', 30_000);
/** A log killed at GIT_TIMEOUT_MS: no other log is asked of that content folder while the process runs. */
const TIMED_OUT = Symbol('timed out');
const unanswered = new Set<string>();
const textOf = (log: string | null | typeof TIMED_OUT): string => (typeof log === 'string' ? log : '');

/** Git's options for reading the site's history and nothing else (see the top of this file); paths as written. */
function gitLog(contentDir: string, args: string[]): Promise<string | null | typeof TIMED_OUT> {
  if (unanswered.has(contentDir)) return Promise.resolve(TIMED_OUT);
  return new Promise((resolve) => {
    execFile(
      GIT,
      // -z: names as they are, each ended by a NUL; without it git quotes a name holding `"`, `\\`, a tab
      // or a line break ("blog/a \"q\".md"), which then matched no file, and the post was dated by its mtime.
      ['-c', 'safe.bareRepository=explicit', '-c', 'log.showSignature=false', '-c', 'core.fsmonitor=false', '-c', 'core.quotePath=false', '-C', contentDir, 'log', '-z', '--no-show-signature', ...args],
      { maxBuffer: 256 * 1024 * 1024, timeout: GIT_TIMEOUT_MS, killSignal: 'SIGKILL', env: { ...process.env, GIT_ALLOW_PROTOCOL: '', GIT_NO_LAZY_FETCH: '1' } },
      // Not a git checkout, no git, or a git that did not answer in time: no dates.
      (error, stdout) => {
        if (error?.killed) unanswered.add(contentDir);
        resolve(error ? (error.killed ? TIMED_OUT : null) : stdout);
      },
    );
  });
}

// A commit's time is what its author wrote: a crafted commit says 99999999999999, past what a Date
// holds, and the build stopped with 'internal error: Invalid time value'. Up to the year 9999, as
// four digits of a day; another commit has no date.
const LAST_TIME = Date.UTC(10000, 0, 1) / 1000;

/** The time a log's `%ct` gives, or 0 when it is none a page can show. */
function commitTime(text: string): number {
  const time = Number(text);
  return Number.isInteger(time) && time > 0 && time < LAST_TIME ? time : 0;
}

/**
 * A `git log -z --format=%x00%ct` log as its commits, newest first: each commit's time and the fields
 * after it (names, or statuses and names), each ended by a NUL. A commit starts with an empty field
 * (its %x00) and its time; no name or status is empty, and the first after the time follows a line break.
 */
function logCommits(log: string): { time: number; fields: string[] }[] {
  const commits: { time: number; fields: string[] }[] = [];
  const fields = log.split('\0');
  for (let i = 0; i < fields.length; i++) {
    if (fields[i] === '') {
      if (i + 1 < fields.length && /^\d+$/.test(fields[i + 1])) commits.push({ time: commitTime(fields[++i]), fields: [] });
      continue;
    }
    const commit = commits.at(-1);
    if (commit) commit.fields.push(commit.fields.length === 0 ? fields[i].replace(/^\n/, '') : fields[i]);
  }
  return commits;
}

/** Absolute file path -> Unix time (seconds) of the last commit that touched it. */
export async function lastCommitTimes(contentDir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  const log = await gitLog(contentDir, ['--format=%x00%ct', '--name-only', '--relative', '--no-renames', '--', '.']);
  for (const { time, fields } of logCommits(textOf(log))) {
    if (!time) continue;
    for (const name of fields) {
      const file = path.join(contentDir, name);
      // The log is newest first: the first time seen is the last change.
      if (!times.has(file)) times.set(file, time);
    }
  }
  return times;
}

/**
 * Absolute file path -> Unix time (seconds) of the commit that added it, for the files under
 * content/`folder` (the blog's): Docusaurus dates a post that names no date by it. A file renamed
 * since keeps the day its first name was added, as `git log --follow` finds it for Docusaurus.
 */
export async function addedCommitTimes(contentDir: string, folder: string): Promise<Map<string, number>> {
  const byName = ['--format=%x00%ct', '--name-status', '--diff-filter=AR', '--relative', '--', folder];
  // A partial clone lacks the blobs a rename's similarity reads, and nothing is fetched (see the top
  // of this file): the log without renames needs none, and dates each name by the day it appeared.
  const log = (await gitLog(contentDir, ['-M', ...byName])) ?? (await gitLog(contentDir, ['--no-renames', ...byName]));
  // Oldest first: a file's first add is kept, and a rename carries its old name's day to the new one.
  const added = new Map<string, number>();
  for (const { time, fields } of logCommits(textOf(log)).reverse()) {
    for (let i = 0; i < fields.length; ) {
      // A status, then its name, or for a rename (R100) its old name and its new one.
      const status = fields[i];
      const renamed = status.startsWith('R');
      const [from, to] = [fields[i + 1], renamed ? fields[i + 2] : undefined];
      i += renamed ? 3 : 2;
      // A commit without a time a page can show (0) dates nothing; a rename still carries its old name's day.
      if (status === 'A' && from && time && !added.has(from)) added.set(from, time);
      else if (renamed && from && to && !added.has(to) && (added.get(from) ?? time)) added.set(to, added.get(from) ?? time);
    }
  }
  return new Map([...added].map(([file, time]) => [path.join(contentDir, file), time]));
}
