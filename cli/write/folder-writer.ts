// Files written into a folder that exists already, as they are made: the staging folder of a build,
// by the main thread (OutputWriter, output.ts) and by the worker threads that render pages or write
// the search index. Node's own modules only, so a worker that only writes loads little.
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { closeSync, copyFileSync, linkSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { pathInside } from './inside-folder.ts';

export interface OutputFile {
  /** Path relative to the output folder, forward slashes. */
  path: string;
  /** A file too large to be one string (search-records.json) is written with stream() instead. */
  contents: string | Uint8Array;
}

export function byteLengthOf(contents: OutputFile['contents']): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}

/**
 * Writes files into a folder that exists already, as they are made. The build's worker threads use
 * one each to write the pages they render into the staging folder.
 */
export class FolderWriter {
  private readonly dirs = new Set<string>();
  /** Files adopted from the previous output: hard links, never to be written through. */
  private readonly adopted = new Set<string>();
  protected readonly inFlight = new Set<Promise<void>>();
  /** Streams not ended yet, each by the function that closes its file. */
  private readonly unfinished = new Set<() => Promise<unknown>>();
  protected failure: unknown = null;
  pages = 0;
  bytes = 0;

  constructor(protected readonly folder: string) {}

  /** Where `file` goes, its folder made (once per folder). Every write of a build, in any thread,
   * asks here: a path outside the folder throws. */
  private pathFor(file: string): string {
    const target = pathInside(this.folder, file);
    const dir = path.dirname(target);
    if (!this.dirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.dirs.add(dir);
    }
    return target;
  }

  add(file: OutputFile): void {
    if (file.path.endsWith('.html')) this.pages++;
    const target = this.pathFor(file.path);
    // Written synchronously: for thousands of small files that costs far less CPU than a promise per
    // file (no hand-off to libuv's threads, no four threads creating files at once),
    // and the thread writing is one of the build's own, doing nothing else meanwhile.
    const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
    // Writing through a hard link would change the previous output too: a new file instead.
    if (this.adopted.delete(file.path)) unlinkSync(target);
    const fd = openSync(target, 'w');
    try {
      for (let offset = 0; offset < bytes.byteLength; ) offset += writeSync(fd, bytes, offset);
    } finally {
      closeSync(fd);
    }
    this.bytes += bytes.byteLength;
  }

  /**
   * An existing file (of the previous output) put in the folder as `file` without copying it: a hard
   * link, or a copy where links are refused (another file system). Nothing writes into an output file
   * once it is made, so the two names never differ.
   */
  adopt(file: string, from: string, size?: number, _mtime?: number): void {
    const target = this.linkIn(file, from);
    if (file.endsWith('.html')) this.pages++;
    this.bytes += size ?? statSync(target).size;
  }

  /** `from` linked (or copied) in as `file`; its path in the folder. */
  protected linkIn(file: string, from: string): string {
    const target = this.pathFor(file);
    this.adopted.add(file);
    try {
      linkSync(from, target);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') throw error;
      copyFileSync(from, target);
    }
    return target;
  }

  /**
   * A file written piece by piece as its text is made (in order); the pieces are gathered into writes
   * of about 1 MB. Call end() after the last piece: finish() waits for it like any other file.
   */
  stream(file: string): { write(text: string): void; end(): void } {
    const target = pathInside(this.folder, file);
    const handle: Promise<FileHandle> = mkdir(path.dirname(target), { recursive: true }).then(() => open(target, 'w'));
    let chain: Promise<unknown> = handle;
    let pending = '';
    const close = () => handle.then((h) => h.close()).catch(() => undefined);
    this.unfinished.add(close);
    const flush = () => {
      if (!pending) return;
      const bytes = Buffer.from(pending);
      pending = '';
      this.bytes += bytes.byteLength;
      chain = chain.then(async () => (await handle).write(bytes));
      // A failure is reported by end(); until then it must not count as unhandled.
      chain.catch(() => undefined);
    };
    return {
      write: (text) => {
        pending += text;
        if (pending.length >= 1 << 20) flush();
      },
      end: () => {
        flush();
        this.unfinished.delete(close);
        const done: Promise<void> = chain
          .then(async () => (await handle).close())
          .catch((error: unknown) => {
            void (this.failure ??= error);
            void close();
          })
          .finally(() => this.inFlight.delete(done));
        this.inFlight.add(done);
      },
    };
  }

  /** Closes the files of streams never ended (a build that failed half way). */
  protected async closeUnfinished(): Promise<void> {
    await Promise.all([...this.unfinished].map((close) => close()));
    this.unfinished.clear();
  }

  /** A file of static/ (read from its real path: no link is followed here) copied in as `file`. */
  copyIn(file: string, from: string): void {
    const target = this.pathFor(file);
    copyFileSync(from, target);
    this.bytes += statSync(target).size;
  }

  /** Files written by others (worker threads) into the folder, counted in the totals. */
  count(pages: number, bytes: number): void {
    this.pages += pages;
    this.bytes += bytes;
  }

  /** Lets the event loop run between pages: a stream's writes, and messages from the workers. */
  async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
  }

  /** Waits for every write; throws the first that failed. */
  async finish(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure) throw this.failure;
  }
}
