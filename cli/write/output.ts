// The only module that touches the output folder. Everything goes to a sibling temp folder first;
// only a finished build replaces the output, so a failed build leaves the previous one as it was.
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface OutputFile {
  /** Path relative to the output folder, forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

/**
 * Writes a build's files as they are made (so they do not all wait in memory, and the disk works
 * while the next pages render) into a staging folder that replaces the output only on commit().
 */
export class OutputWriter {
  private readonly dirs = new Map<string, Promise<unknown>>();
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  pages = 0;
  bytes = 0;

  private constructor(
    private readonly outDir: string,
    private readonly staging: string,
  ) {}

  static async open(outDir: string, copyDirs: string[]): Promise<OutputWriter> {
    const staging = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
    await mkdir(staging, { recursive: true });
    const writer = new OutputWriter(outDir, staging);
    try {
      for (const dir of copyDirs) if (existsSync(dir)) await cp(dir, staging, { recursive: true });
    } catch (error) {
      await writer.abort();
      throw error;
    }
    return writer;
  }

  add(file: OutputFile): void {
    if (file.path.endsWith('.html')) this.pages++;
    this.bytes += typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
    const target = path.join(this.staging, file.path);
    const dir = path.dirname(target);
    let made = this.dirs.get(dir);
    if (!made) {
      made = mkdir(dir, { recursive: true });
      this.dirs.set(dir, made);
    }
    const write: Promise<void> = made
      .then(() => writeFile(target, file.contents))
      .catch((error: unknown) => void (this.failure ??= error))
      .finally(() => this.inFlight.delete(write));
    this.inFlight.add(write);
  }

  /** Lets the writes in flight go down below `max` (and the event loop run them). */
  async drain(max = 64): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.inFlight.size > max) await Promise.race(this.inFlight);
  }

  /** Waits for every write, then swaps the staging folder in for the output. */
  async commit(): Promise<void> {
    await Promise.all(this.inFlight);
    if (this.failure) {
      await this.abort();
      throw this.failure;
    }
    const previous = path.join(path.dirname(this.outDir), `.${path.basename(this.outDir)}.old-${process.pid}-${Date.now()}`);
    const hadPrevious = existsSync(this.outDir);
    if (hadPrevious) await rename(this.outDir, previous);
    await rename(this.staging, this.outDir);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  }

  async abort(): Promise<void> {
    await Promise.allSettled(this.inFlight);
    await rm(this.staging, { recursive: true, force: true });
  }
}
