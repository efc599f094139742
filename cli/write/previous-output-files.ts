// Reading the previous output, which a build trusts no more than content: anything in it may have been
// put there since devcenter wrote it (a symbolic link to a file elsewhere, a folder linked away, a
// FIFO, a device). A file of it is read, linked or taken over only when it is a regular file reached
// through real folders of the output, never through a link; otherwise the build makes it again.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { isPlainRelative, pathInside } from './inside-folder.ts';

/** Not followed when opening: a link put in a file's place after it was checked is refused too. */
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;
/** Opening a FIFO for reading would wait for a writer: with this it does not. */
const NO_BLOCK = constants.O_NONBLOCK ?? 0;

import { lstatOrNull } from '../lstat-or-null.ts';

export class PreviousOutputFiles {
  /** Folders of the output already found to be real folders (the pages of a site share most). */
  private readonly realFolders = new Set<string>();
  private readonly root: string;

  constructor(outDir: string) {
    this.root = path.resolve(outDir);
  }

  /** The output's file at `file` (relative, forward slashes): its absolute path and size when it is a
   * regular file with no link on the way; null otherwise. */
  regularFile(file: string): { path: string; size: number; mtime: number } | null {
    const target = this.insideRealFolders(file);
    const stats = target === null ? null : lstatOrNull(target);
    return target !== null && stats?.isFile() ? { path: target, size: stats.size, mtime: stats.mtimeMs } : null;
  }

  /** The output's folder at `folder` (relative): its absolute path when it and every folder above it
   * are real folders; null otherwise. */
  realFolder(folder: string): string | null {
    const target = this.insideRealFolders(folder);
    return target !== null && lstatOrNull(target)?.isDirectory() ? target : null;
  }

  /** The absolute path of `file` when every folder above it, up to the output, is a real folder. */
  private insideRealFolders(file: string): string | null {
    let target: string;
    try {
      target = pathInside(this.root, file);
    } catch {
      return null;
    }
    let folder = this.root;
    // pathInside leaves a plain relative name as root + "/" + name: its parts are the name's.
    const plain = path.sep === '/' && isPlainRelative(file) && target === `${this.root}/${file}`;
    for (const part of (plain ? file : path.relative(this.root, target)).split(path.sep).slice(0, -1)) {
      folder = plain ? `${folder}/${part}` : path.join(folder, part);
      if (this.realFolders.has(folder)) continue;
      if (!lstatOrNull(folder)?.isDirectory()) return null;
      this.realFolders.add(folder);
    }
    return target;
  }

  /** A descriptor open for reading on such a file (the caller closes it); null when it is not one. */
  open(file: string): number | null {
    const found = this.regularFile(file);
    if (!found) return null;
    let fd: number;
    try {
      fd = openSync(found.path, constants.O_RDONLY | NO_FOLLOW | NO_BLOCK);
    } catch {
      return null;
    }
    if (fstatSync(fd).isFile()) return fd;
    closeSync(fd);
    return null;
  }

  /** The text of such a file of at most `maxBytes`; null when it is not one, or larger. */
  readText(file: string, maxBytes: number): string | null {
    const fd = this.open(file);
    if (fd === null) return null;
    try {
      const size = fstatSync(fd).size;
      if (size > maxBytes) return null;
      const bytes = Buffer.alloc(size);
      let read = 0;
      while (read < size) {
        const count = readSync(fd, bytes, read, size - read, read);
        if (count === 0) break;
        read += count;
      }
      return bytes.subarray(0, read).toString('utf8');
    } catch {
      return null;
    } finally {
      closeSync(fd);
    }
  }
}
