// The folders a build makes beside its output: the staging folder (`.build.tmp-PID-TIME`) it writes
// into, and the previous output moved aside during the swap (`.build.old-PID-TIME`). A build that is
// killed leaves them behind; the next build for the same output removes those whose process is no
// longer running (a live build's are left alone), and puts back a previous output that a swap
// interrupted half way had moved aside.
import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Made by this process and not finished: never stale, whatever the pid says. */
const ours = new Set<string>();

const named = (outDir: string, kind: 'tmp' | 'old') => {
  const folder = path.join(path.dirname(outDir), `.${path.basename(outDir)}.${kind}-${process.pid}-${Date.now()}`);
  ours.add(folder);
  return folder;
};

export const stagingName = (outDir: string) => named(outDir, 'tmp');

/**
 * A path in a staging folder of `outDir` as the same path in `outDir`, where the file was to be once
 * the build finished; any other path as it is. The staging folder is removed when a build fails, so a
 * message naming it would name nothing the user can look at.
 */
export function asOutputPath(file: string, outDir: string): string {
  const out = path.resolve(outDir);
  const [first, ...rest] = path.relative(path.dirname(out), path.resolve(file)).split(path.sep);
  const prefix = `.${path.basename(out)}.tmp-`;
  return first.startsWith(prefix) && /^\d+-\d+$/.test(first.slice(prefix.length)) ? path.join(out, ...rest) : file;
}

export const swapName = (outDir: string) => named(outDir, 'old');

export function forgetSwap(folder: string): void {
  ours.delete(folder);
}

/** Whether a process with this pid runs (as any user). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface StaleSwap {
  folder: string;
  kind: 'tmp' | 'old';
  time: number;
}

/** The staging and swap folders of `outDir` left by builds that no longer run. */
export async function findStaleSwaps(outDir: string): Promise<StaleSwap[]> {
  const parent = path.dirname(outDir);
  const pattern = new RegExp(`^\\.${escapeRegExp(path.basename(outDir))}\\.(tmp|old)-(\\d+)-(\\d+)$`);
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale: StaleSwap[] = [];
  for (const name of names) {
    const match = pattern.exec(name);
    if (!match) continue;
    const folder = path.join(parent, name);
    const pid = Number(match[2]);
    // A pid of this process on a folder it did not make: a build before it had the same pid (a
    // container's processes often do).
    const alive = pid === process.pid ? ours.has(folder) : isRunning(pid);
    if (!alive) stale.push({ folder, kind: match[1] as 'tmp' | 'old', time: Number(match[3]) });
  }
  return stale;
}

export async function removeStaleSwaps(outDir: string): Promise<void> {
  const stale = await findStaleSwaps(outDir);
  // An interrupted swap moved the previous output aside and never put the new one in place: put the
  // previous one back rather than lose it.
  const previous = stale.filter((s) => s.kind === 'old').sort((a, b) => b.time - a.time)[0];
  if (previous && !existsSync(outDir)) {
    await rename(previous.folder, outDir);
    stale.splice(stale.indexOf(previous), 1);
  }
  // One that cannot be removed (a file in it made immutable) is said, and the build goes on.
  await Promise.all(stale.map((s) => rm(s.folder, { recursive: true, force: true }).catch((error: unknown) => leftBehind(s.folder, error))));
}

/** Says that a folder devcenter made beside the output (an earlier output, a staging copy) could not be removed. */
export function leftBehind(folder: string, error: unknown): void {
  const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  console.error(`warning: could not remove "${path.relative(process.cwd(), folder) || folder}", a folder an earlier devcenter build left beside the output (${code}): remove it yourself.`);
}
