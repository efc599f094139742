// The only module that touches the output folder. Everything goes to a sibling temp folder first;
// only a finished build replaces the output, so a failed build leaves the previous one as it was.
import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { closeSync, copyFileSync, existsSync, linkSync, mkdirSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { SiteFolderFile } from '../content/site-folder.ts';
import { pathInside } from './inside-folder.ts';
import { assertBuildFolder, assertReplaceable, refuseForeignEntries } from './out-dir.ts';
import { OutputLock } from './output-lock.ts';
import { InPlaceUpdate } from './in-place-update.ts';
import { writeWrittenFilesList } from './written-files.ts';
import { leftBehind, removeStaleSwaps, stagingName, swapName, forgetSwap } from './stale-swaps.ts';

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

/**
 * Writes a build's files as they are made (so they do not all wait in memory, and the disk works
 * while the next pages render) into a staging folder that replaces the output only on commit().
 */
export class OutputWriter extends FolderWriter {
  private constructor(
    private readonly outDir: string,
    /** Where files go until commit(): worker threads write theirs straight into it. */
    readonly stagingDir: string,
    private readonly lock: OutputLock,
    /** Set when the previous output is one a build listed: commit() then updates it where it stands. */
    private readonly inPlace: InPlaceUpdate | null,
  ) {
    super(stagingDir);
  }

  override add(file: OutputFile): void {
    this.inPlace?.replaced(file.path);
    super.add(file);
  }

  /**
   * A file of the previous output taken over: where it is already the output's own file of that name,
   * it stays there. Its size and time (`mtime`, as found when it was judged unchanged) go into the
   * list of what the build wrote; without the time, the next build does not take it over again.
   */
  override adopt(file: string, from: string, size?: number, mtime?: number): void {
    if (!this.inPlace) return super.adopt(file, from, size);
    const bytes = size ?? statSync(from).size;
    if (!this.inPlace.keeps(file, from, { size: bytes, mtime })) return super.adopt(file, from, bytes);
    if (file.endsWith('.html')) this.pages++;
    this.bytes += bytes;
  }

  override copyIn(file: string, from: string): void {
    this.inPlace?.replaced(file);
    super.copyIn(file, from);
  }

  override stream(file: string): { write(text: string): void; end(): void } {
    this.inPlace?.replaced(file);
    return super.stream(file);
  }

  /** A staging folder beside `outDir` (stale ones of killed builds removed first), with the files of
   * static/ copied in. */
  static async open(outDir: string, staticFiles: SiteFolderFile[]): Promise<OutputWriter> {
    await mkdir(path.dirname(outDir), { recursive: true });
    const lock = OutputLock.take(outDir);
    const staging = stagingName(outDir);
    try {
      await removeStaleSwaps(outDir);
      // Not recursive: a recursive mkdir reports a read-only file system as ENOENT.
      await mkdir(staging);
    } catch (error) {
      lock.release();
      throw error;
    }
    const writer = new OutputWriter(outDir, staging, lock, InPlaceUpdate.of(outDir));
    try {
      for (const file of staticFiles) writer.copyIn(file.relPath, file.realPath);
    } catch (error) {
      await writer.abort();
      throw error;
    }
    return writer;
  }

  /** Waits for every write, then updates the output where it stands, or swaps the staging folder in for it. */
  async commit(): Promise<void> {
    try {
      await this.finish();
    } catch (error) {
      await this.abort();
      throw error;
    }
    if (this.inPlace) {
      let updated: boolean;
      try {
        // Checked again at the last moment, as before a swap: only a folder devcenter wrote is changed.
        // What it holds is not walked again: the update removes only what the last build listed.
        assertBuildFolder(this.outDir);
        updated = this.inPlace.apply(this.stagingDir);
      } catch (error) {
        await this.abort();
        throw error;
      }
      if (updated) {
        // Only the staging folder's emptied folders are left of it.
        await this.release();
        return;
      }
      // The output changed under the build: the files it was to keep are linked in, and it is swapped.
      try {
        for (const [file, from] of this.inPlace.keptFiles()) this.linkIn(file, from);
      } catch (error) {
        await this.abort();
        throw error;
      }
    }
    try {
      // What this build wrote, so the next one can tell the user's files from its own.
      writeWrittenFilesList(this.stagingDir);
      // Checked again at the last moment: only a folder devcenter wrote is ever replaced.
      assertReplaceable(this.outDir);
    } catch (error) {
      await this.abort();
      throw error;
    }
    const previous = swapName(this.outDir);
    const hadPrevious = existsSync(this.outDir);
    try {
      if (hadPrevious) {
        await rename(this.outDir, previous);
        // Checked again once moved aside, where nothing can be added to it any more: a file the user
        // wrote into the output after the check above would otherwise be deleted with it.
        try {
          refuseForeignEntries(previous, this.outDir);
        } catch (error) {
          await rename(previous, this.outDir);
          forgetSwap(previous);
          throw error;
        }
      }
      await rename(this.stagingDir, this.outDir);
    } catch (error) {
      await this.abort();
      throw error;
    }
    forgetSwap(this.stagingDir);
    this.lock.release();
    // The new output is in place: a previous one that cannot be removed (a file in it made
    // immutable) is left for the user, said once, and never fails the build.
    if (hadPrevious) await rm(previous, { recursive: true, force: true }).catch((error: unknown) => leftBehind(previous, error));
    forgetSwap(previous);
  }

  async abort(): Promise<void> {
    await this.release();
  }

  /** The staging folder removed and the output's lock let go. */
  private async release(): Promise<void> {
    await this.closeUnfinished();
    await Promise.allSettled(this.inFlight);
    // A folder that cannot be removed now (the disk is failing) must not hide why the build failed:
    // the next build removes it, its process gone.
    await rm(this.stagingDir, { recursive: true, force: true }).catch(() => undefined);
    forgetSwap(this.stagingDir);
    this.lock.release();
  }
}
