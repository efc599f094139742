// With folder-writer.ts, the only module that touches the output folder. Everything goes to a sibling
// temp folder first; only a finished build replaces the output, so a failed build leaves the previous
// one as it was.
import { mkdir, rename, rm } from 'node:fs/promises';
import { closeSync, existsSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP_FILE, PAGE_MANIFEST_FILE, STATIC_INDEX_HASHES_FILE, WRITTEN_FILES_LIST } from '../../runtime/shared/site-urls.ts';
import type { SiteFolderFile } from '../content/site-folder.ts';
import { FolderWriter, type OutputFile } from './folder-writer.ts';
import { assertBuildFolder, assertReplaceable, refuseForeignEntries } from './out-dir.ts';
import { OutputLock } from './output-lock.ts';
import { InPlaceUpdate } from './in-place-update.ts';
import { PreviousOutputFiles } from './previous-output-files.ts';
import { readWrittenList, sameMark, writeWrittenFilesList, type FileMark } from './written-files.ts';
import { leftBehind, removeStaleSwaps, stagingName, swapName, forgetSwap } from './stale-swaps.ts';

export { byteLengthOf, FolderWriter, type OutputFile } from './folder-writer.ts';

/**
 * Writes a build's files as they are made (so they do not all wait in memory, and the disk works
 * while the next pages render) into a staging folder that replaces the output only on commit().
 */
export class OutputWriter extends FolderWriter {
  /** The previous output, read to find the files this build would write again the same. */
  private previousFiles: { files: PreviousOutputFiles; listed: ReadonlyMap<string, FileMark | null> } | null = null;

  private constructor(
    private readonly outDir: string,
    /** Where files go until commit(): worker threads write theirs straight into it. */
    readonly stagingDir: string,
    private readonly lock: OutputLock,
    /** Set when the previous output is one a build listed: commit() then updates it where it stands. */
    private readonly inPlace: InPlaceUpdate | null,
    /** Whether the previous output is this user's own build (output-owner.ts): only then are its files kept when the same. */
    private readonly ownOutput: boolean,
  ) {
    super(stagingDir);
  }

  override add(file: OutputFile): void {
    if (this.keepsSame(file.path, () => (typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents))) return;
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
    if (this.keepsSame(file, () => readFileUpTo(from, MAX_COMPARED_BYTES))) return;
    this.inPlace?.replaced(file);
    super.copyIn(file, from);
  }

  /**
   * Whether `file`, about to be written with `bytes()`, is left where it stands instead: the previous
   * output's file of that name, as its build listed it (size and time), holds exactly those bytes.
   * After a one-page edit the site-wide files (a large sidebar's parts) and the files of static/ are
   * almost all the same: each written again into the staging folder and renamed over its twin cost a
   * real-shaped 1,000-page rebuild some 850 renames. Only from this user's own output, and read as
   * untrusted like all of it (previous-output-files.ts): only a regular file reached through real folders is kept.
   */
  private keepsSame(file: string, bytes: () => Uint8Array | null): boolean {
    // An output that came with the site (a checkout's build/) is not this user's: nothing of it is kept.
    if (!this.inPlace || !this.ownOutput || UPDATE_RECORDS.has(file)) return false;
    // Read once: readWrittenList reads the whole list (a 1,000-page site's is half a MB) at each call.
    if (!this.previousFiles) {
      const listed = readWrittenList(this.outDir);
      this.previousFiles = { files: new PreviousOutputFiles(this.outDir), listed: listed instanceof Map ? listed : new Map() };
    }
    const mark = this.previousFiles.listed.get(file);
    if (!mark) return false;
    const found = this.previousFiles.files.regularFile(file);
    if (!found || !sameMark(mark, found.size, found.mtime)) return false;
    const wanted = bytes();
    if (wanted === null || wanted.byteLength !== found.size) return false;
    const fd = this.previousFiles.files.open(file);
    if (fd === null) return false;
    let same: boolean;
    try {
      same = sameBytesAt(fd, wanted);
    } finally {
      closeSync(fd);
    }
    if (!same || !this.inPlace.keeps(file, found.path, { size: found.size, mtime: found.mtime })) return false;
    if (file.endsWith('.html')) this.pages++;
    this.bytes += found.size;
    return true;
  }

  override stream(file: string): { write(text: string): void; end(): void } {
    this.inPlace?.replaced(file);
    return super.stream(file);
  }

  /** A staging folder beside `outDir` (stale ones of killed builds removed first), with the files of
   * static/ copied in. */
  static async open(outDir: string, staticFiles: SiteFolderFile[], ownOutput = false): Promise<OutputWriter> {
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
    const writer = new OutputWriter(outDir, staging, lock, InPlaceUpdate.of(outDir), ownOutput);
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

/** The build's own records, which the update writes or moves in itself (in-place-update.ts): never kept. */
const UPDATE_RECORDS = new Set([BUILD_STAMP_FILE, PAGE_MANIFEST_FILE, STATIC_INDEX_HASHES_FILE, WRITTEN_FILES_LIST]);

/** A file of static/ larger than this is copied, not compared with the previous output's. */
const MAX_COMPARED_BYTES = 16 << 20;

/** The bytes of the file at `file` when it has at most `maxBytes`; null otherwise, or when it cannot be read. */
function readFileUpTo(file: string, maxBytes: number): Uint8Array | null {
  try {
    return statSync(file).size > maxBytes ? null : readFileSync(file);
  } catch {
    return null;
  }
}

/** Where sameBytesAt reads: one buffer for every file (a buffer a file cost more than the reading). */
let compareChunk: Buffer | null = null;

/** Whether the file open at `fd` holds `bytes` from its start (its size checked by the caller). */
function sameBytesAt(fd: number, bytes: Uint8Array): boolean {
  const chunk = (compareChunk ??= Buffer.allocUnsafe(256 * 1024));
  for (let offset = 0; offset < bytes.byteLength; ) {
    const count = readSync(fd, chunk, 0, Math.min(chunk.byteLength, bytes.byteLength - offset), offset);
    if (count === 0 || Buffer.compare(chunk.subarray(0, count), bytes.subarray(offset, offset + count)) !== 0) return false;
    offset += count;
  }
  return true;
}
