// The output's folders as an update in place found them (in-place-update.ts), and the way it changes
// anything in them: from inside the very folder concerned, never through a path that is followed
// again at each call.
import { lstatSync, mkdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { BuildError } from '../diagnostics.ts';

/** The folder holding `name`, with its trailing "/" ("" at the top). */
export function folderOf(name: string): string {
  return name.slice(0, name.lastIndexOf('/') + 1);
}

/** The folders above `name` (relative, forward slashes), outermost first, each with a trailing "/". */
export function foldersAbove(name: string): string[] {
  const parts = name.split('/').slice(0, -1);
  return parts.map((_, i) => `${parts.slice(0, i + 1).join('/')}/`);
}

/** A folder as found: a folder put in its place since (a link to one elsewhere) is another. */
type FolderId = { dev: number; ino: number };

/**
 * The output's folders as safe() found them, and every change of the update made from inside the very
 * folder it concerns (the process's working folder, entered one part at a time and checked to be the
 * folder found): a folder of the output swapped for a link while files move cannot lead a removal or
 * a rename outside. Paths alone would be followed at each call, whatever safe() saw a moment before.
 */
export class Folders {
  private readonly ids = new Map<string, FolderId>();
  private current: string | null = null;
  private readonly home = process.cwd();

  constructor(private readonly root: string) {}

  /** `folder` (relative, trailing "/"; "" for the output) is a real folder of the output, as `stats` says. */
  found(folder: string, stats: Stats): void {
    this.ids.set(folder, { dev: stats.dev, ino: stats.ino });
  }

  /** The folder `from` renamed `to`: the same folder under its new name. */
  renamed(from: string, to: string): void {
    const id = this.ids.get(from);
    this.ids.delete(from);
    if (id) this.ids.set(to, id);
    this.current = null;
  }

  has(folder: string): boolean {
    return this.ids.has(folder);
  }

  /** Whether every folder above `name` was found. */
  hasAll(name: string): boolean {
    return foldersAbove(name).every((folder) => this.ids.has(folder));
  }

  /** Makes `folder` (its parent entered and checked) and records it. */
  make(folder: string): void {
    const base = this.enter(folder.slice(0, -1));
    try {
      mkdirSync(base);
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
    const stats = lstatSync(base);
    if (!stats.isDirectory()) this.changed(folder);
    this.found(folder, stats);
  }

  /** Enters the folder holding `name` (a trailing "/" of a folder left out), each folder on the way
   * checked to be the one found; returns the last part of the name, to use relative to it. */
  enter(name: string): string {
    const folder = folderOf(name);
    if (this.current !== folder) {
      this.current = null;
      this.step(this.root, '');
      let above = '';
      for (const part of folder.split('/').slice(0, -1)) {
        above = `${above}${part}/`;
        this.step(part, above);
      }
      this.current = folder;
    }
    return name.slice(folder.length);
  }

  /** Back to the folder the process was in. */
  leave(): void {
    this.current = null;
    process.chdir(this.home);
  }

  private step(to: string, folder: string): void {
    const id = this.ids.get(folder);
    if (!id) this.changed(folder);
    try {
      process.chdir(to);
    } catch {
      this.changed(folder);
    }
    const stats = statSync('.');
    if (stats.dev !== id.dev || stats.ino !== id.ino) this.changed(folder);
  }

  private changed(folder: string): never {
    this.current = null;
    throw new BuildError([
      {
        severity: 'error',
        code: 'out-dir',
        message: `The output "${path.join(this.root, folder)}" was changed while the build updated it (a folder of it removed, or replaced by a link): nothing more was changed through it.`,
        hint: 'build again once nothing else writes into the output: the next build makes it whole.',
      },
    ]);
  }
}
