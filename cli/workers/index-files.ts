// The static search index's files compressed and written by a worker thread while this thread makes
// the next ones. A build writes the index after its render workers have stopped, so one core was idle
// while the other made, compressed and wrote some 3,000 files for a 1,000-page site: compressing and
// writing them was half of that time, and is now done beside the making.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startThread } from './pool.ts';

/** A batch of files to compress (gzip) and write, by path in the folder. */
export interface IndexFilesBatch {
  batch: number;
  files: { path: string; raw: Uint8Array | string }[];
}

export type IndexFilesAnswer = { type: 'written'; batch: number; bytes: number } | { type: 'failed'; error: string; code?: string; path?: string };

// Compiled beside the CLI in dist/; absent when running from source (tests), which compress in-thread.
const workerFile = fileURLToPath(new URL('./index-files-worker.js', import.meta.url));

/** Below this many files, starting a thread costs more than it saves. */
const MIN_FILES = 400;
/** A batch is sent once it holds this many bytes before compression (one message per file costs more than its gzip). */
const BATCH_BYTES = 256 * 1024;
/** Bytes sent and not yet written, past which write() waits: a large site's index is hundreds of MB. */
const MAX_PENDING_BYTES = 16 * 1024 * 1024;

/**
 * A worker that compresses and writes files into `folder`, when an index of about `expectedFiles`
 * files is worth one (a second core, the compiled worker there); null otherwise, and the caller does
 * both itself.
 */
export function indexFilesWorker(folder: string, expectedFiles: number): IndexFilesWorker | null {
  // DEVCENTER_THREADS decides when set, as for the other workers (pool.ts threadsFor).
  const forced = Number(process.env.DEVCENTER_THREADS);
  const threads = Number.isInteger(forced) && forced > 0 ? forced : os.availableParallelism();
  if (expectedFiles < MIN_FILES || threads < 2 || !existsSync(workerFile)) return null;
  return new IndexFilesWorker(startThread(workerFile, { workerData: { folder }, resourceLimits: { maxYoungGenerationSizeMb: 32 } }));
}

export class IndexFilesWorker {
  private files: IndexFilesBatch['files'] = [];
  private batchBytes = 0;
  private sent = 0;
  private acknowledged = 0;
  private pendingBytes = 0;
  private readonly sizes = new Map<number, number>();
  private written = 0;
  private failure: Error | null = null;
  /** Resolved when an answer (or the worker's end) comes: write() and finish() wait on it. */
  private wake: (() => void) | null = null;

  constructor(private readonly worker: Worker) {
    worker.on('message', (answer: IndexFilesAnswer) => {
      if (answer.type === 'failed') this.fail(Object.assign(new Error(`The search index's writer failed:\n${answer.error}`), { code: answer.code, path: answer.path }));
      else {
        this.acknowledged++;
        this.written = answer.bytes;
        this.pendingBytes -= this.sizes.get(answer.batch) ?? 0;
        this.sizes.delete(answer.batch);
      }
      this.wakeUp();
    });
    worker.on('error', (error: Error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`The search index's writer stopped (exit code ${code}).`)));
  }

  /** Queues a file; waits while too many bytes are on their way. Throws the worker's failure. */
  async write(path: string, raw: Uint8Array | string): Promise<void> {
    if (this.failure) throw this.failure;
    const size = typeof raw === 'string' ? raw.length : raw.byteLength;
    // A view into a larger buffer would take the whole buffer along: its own bytes are sent instead.
    this.files.push({ path, raw: typeof raw === 'string' ? raw : raw.slice() });
    this.batchBytes += size;
    if (this.batchBytes >= BATCH_BYTES) this.send();
    while (this.pendingBytes > MAX_PENDING_BYTES && !this.failure) await this.nextAnswer();
    if (this.failure) throw this.failure;
  }

  /** Waits until every file is written; the bytes written. The worker is stopped either way. */
  async finish(): Promise<number> {
    try {
      this.send();
      while (this.acknowledged < this.sent && !this.failure) await this.nextAnswer();
      if (this.failure) throw this.failure;
      return this.written;
    } finally {
      this.close();
    }
  }

  /** Stops the worker (a build that failed half way). */
  close(): void {
    this.worker.removeAllListeners('exit');
    void this.worker.terminate();
  }

  private send(): void {
    if (this.files.length === 0) return;
    const batch = this.sent++;
    const transfer = this.files.flatMap((file) => (typeof file.raw === 'string' ? [] : [file.raw.buffer as ArrayBuffer]));
    this.worker.postMessage({ batch, files: this.files } satisfies IndexFilesBatch, transfer);
    this.sizes.set(batch, this.batchBytes);
    this.pendingBytes += this.batchBytes;
    this.files = [];
    this.batchBytes = 0;
  }

  private nextAnswer(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private wakeUp(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.wakeUp();
  }
}
