// The worker threads' pool: how many a site is worth, starting them (early, while discovery reads the
// files), handing them out, asking one a question, and stopping them.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { SourceFile } from '../content/discover.ts';
import type { WorkerRequest } from './protocol.ts';
import { BuildError } from '../diagnostics.ts';

/** Below this many files, one thread is faster. */
export const PARALLEL_PARSE_MIN_FILES = 150;

/**
 * What reading Markdown takes in memory for each byte of it, at its peak (micromark's events; a
 * 1.6 MB changelog of lists and links peaked at 870 MB): a page of megabytes needs gigabytes.
 */
export const MEMORY_PER_SOURCE_BYTE = 550;

/**
 * From this size a page is read in a worker thread even on a small site: a page too large for the
 * heap then fails as that page's error, where in this thread it ended the process with V8's
 * "JavaScript heap out of memory" and a stack of V8's internals.
 */
export const LARGE_PAGE_BYTES = 1024 * 1024;

/** The largest of these sources, in bytes (UTF-16 length, a lower bound of UTF-8's, is enough here). */
export function largestSource(sources: readonly SourceFile[]): number {
  return sources.reduce((largest, source) => Math.max(largest, source.text.length), 0);
}

/** 'parse': parses only (checks, builds kept in memory); 'build': parses, keeps, and renders. */
export type WorkerKind = 'parse' | 'build';

// Compiled beside the CLI in dist/; absent when running from source (tests), which parse in-thread.
const workerFiles: Record<WorkerKind, string> = {
  parse: fileURLToPath(new URL('./parse-worker.js', import.meta.url)),
  build: fileURLToPath(new URL('./build-worker.js', import.meta.url)),
};

/** How many threads for `files` files: DEVCENTER_THREADS when set (tests force workers on a small
 * site), else one per core once each has enough files to be worth its start. */
export function threadsFor(files: number): number {
  const forced = Number(process.env.DEVCENTER_THREADS);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return Math.min(os.availableParallelism(), Math.floor(files / (PARALLEL_PARSE_MIN_FILES / 2)));
}

/**
 * The worker threads for these sources: one per core once each has enough files to be worth its start
 * (threadsFor), and one at least for a page of megabytes (LARGE_PAGE_BYTES), whose running out of
 * memory is then that page's error; 0 when this thread is faster or no worker can run.
 */
export function workerThreadsFor(sources: readonly SourceFile[]): number {
  if (sources.length === 0 || !workersAvailable()) return 0;
  const threads = threadsFor(sources.length);
  if (threads >= 2) return threads;
  return largestSource(sources) >= LARGE_PAGE_BYTES ? Math.max(1, threads) : 0;
}

/** Whether worker threads can run: the compiled worker is absent when running from source (tests). */
export function workersAvailable(): boolean {
  return existsSync(workerFiles.parse) && existsSync(workerFiles.build);
}

/** A cap on each build worker's heap: without one, V8 lets a heap grow far beyond what it holds
 * before collecting, and a large site's workers together outgrow the machine. The cap grows with
 * the pages a worker keeps (their serialized trees, then their search records and Markdown on the
 * way out), so a larger site never runs out. */
let oldGenerationLimitMb: number | undefined;

/**
 * Sets the heap cap of the build workers started from now on, for a site of `files` files whose
 * largest is `largestBytes` (reading it takes MEMORY_PER_SOURCE_BYTE times that: a cap set by the
 * count of files alone failed a 6 MB page that the machine had the memory for). Says whether the cap
 * rose, when workers started early have the lower one.
 */
export function sizeBuildWorkers(files: number, largestBytes = 0): boolean {
  const perWorker = Math.ceil(files / Math.max(1, threadsFor(files)));
  const before = oldGenerationLimitMb;
  // Only a page of megabytes counts: a cap risen by a few MB for the largest of ordinary pages made the
  // workers started early be stopped and started again (0.5 s of a 1,000-page build).
  const largePage = largestBytes >= LARGE_PAGE_BYTES ? Math.ceil((largestBytes * MEMORY_PER_SOURCE_BYTE) / (1024 * 1024)) : 0;
  oldGenerationLimitMb = Math.max(512, 256 + Math.ceil((perWorker * 48) / 1024) + largePage);
  return before !== undefined && oldGenerationLimitMb > before;
}

/** Every worker not stopped yet. */
const running = new Set<Worker>();

/** Node options of this process a worker can take: not those about the entry script (`node
 * --input-type=module -e ...` would stop the worker from loading its own file). */
const workerExecArgv = process.execArgv.filter((arg) => !arg.startsWith('--input-type'));

/**
 * A worker thread running `file`, with this process's Node options it can take: every devcenter
 * worker starts so (the pool's, and the search index's writer).
 */
export function startThread(file: string, options: Omit<WorkerOptions, 'execArgv'> = {}): Worker {
  try {
    return new Worker(file, { ...options, execArgv: workerExecArgv });
  } catch (error) {
    // A V8 option (`node --stack-size=... devcenter`) is refused per worker; it applies to the
    // whole process anyway, so the worker starts without them.
    if ((error as { code?: string }).code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(file, { ...options, execArgv: [] });
  }
}

function newWorker(kind: WorkerKind): Worker {
  const worker = startThread(workerFiles[kind], {
    resourceLimits: { maxYoungGenerationSizeMb: 64, ...(kind === 'build' && oldGenerationLimitMb ? { maxOldGenerationSizeMb: oldGenerationLimitMb } : {}) },
  });
  // A worker that fails before it is given work must not take the process down: whoever gives it
  // work hears of the failure through its exit.
  worker.on('error', () => undefined);
  running.add(worker);
  worker.once('exit', () => running.delete(worker));
  return worker;
}

/** Stops every worker, busy or not (a build found it had nothing to do): what they were asked fails. */
export function stopAllWorkers(): void {
  warm.length = 0;
  for (const worker of running) void worker.terminate();
}

/** Workers started early, while the files are still being read: booting one costs as much as
 * parsing a good many pages. */
const warm: { kind: WorkerKind; worker: Worker }[] = [];

/** A started worker of that kind: one started early when there is one. */
export function takeWorker(kind: WorkerKind): Worker {
  const index = warm.findIndex((w) => w.kind === kind);
  return index >= 0 ? warm.splice(index, 1)[0].worker : newWorker(kind);
}

/** Stops the workers started early and not used. */
export function stopUnusedWorkers(): void {
  for (const { worker } of warm.splice(0)) void worker.terminate();
}

/** Starts the workers a site of `files` files will use, ahead of parseInWorkers() ('parse') or
 * SiteWorkers.parse() ('build'). */
export function prestartWorkers(files: number, kind: WorkerKind): void {
  if (!workersAvailable()) return;
  sizeBuildWorkers(files);
  for (let i = warm.length; i < threadsFor(files); i++) warm.push({ kind, worker: newWorker(kind) });
}

/** One contiguous slice of the files per thread: joined, the results keep discovery order. */
export function slicesFor(sources: SourceFile[], threads: number): SourceFile[][] {
  const size = Math.ceil(sources.length / threads);
  return Array.from({ length: threads }, (_, i) => sources.slice(i * size, (i + 1) * size)).filter((slice) => slice.length > 0);
}

/** The page a worker was on when it failed: its file, and its size when the worker was parsing it. */
export interface PageAtFailure {
  file: string;
  bytes?: number;
}

/**
 * What a worker's failure is to the user: a worker that ran out of memory is the machine's limit, not a
 * bug of devcenter's, and says what to do ("internal error: Worker terminated due to reaching memory
 * limit" said neither), naming the page it was on (a site of 200 pages and one 6 MB changelog was
 * told only that "a worker" ran out); anything else as it is.
 */
export function workerFailure(error: unknown, page?: PageAtFailure): unknown {
  if ((error as { code?: string } | null)?.code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  // A page of a few KB is where the heap happened to fill up, not why: it is named, not blamed.
  if (page?.bytes !== undefined && page.bytes >= LARGE_PAGE_BYTES / 4)
    return new BuildError([
      {
        severity: 'error',
        code: 'machine',
        message: `A devcenter worker ran out of memory while reading this page (${(page.bytes / (1024 * 1024)).toFixed(1)} MB of Markdown): the heap Node gives it was full.`,
        file: page.file,
        hint: `reading Markdown takes about ${MEMORY_PER_SOURCE_BYTE} times its size in memory: split a page of megabytes into smaller pages, or give Node more memory (NODE_OPTIONS=--max-old-space-size=4096, in MB).`,
      },
    ]);
  return new BuildError([
    {
      severity: 'error',
      code: 'machine',
      message: `A devcenter worker ran out of memory while reading or rendering the pages (the heap Node gives it was full)${page ? `, at this one` : ''}.`,
      ...(page ? { file: page.file } : {}),
      hint: 'give Node more memory (NODE_OPTIONS=--max-old-space-size=4096, in MB), or use fewer worker threads (DEVCENTER_THREADS=1); a single very large page (megabytes of tables or code) can take much of it.',
    },
  ]);
}

/**
 * Where a worker marks which of its files or jobs it is on (markWorkAt, protocol.ts), and that mark
 * read back: -1 before the first.
 */
export function workInProgress(): { at: SharedArrayBuffer; current: () => number } {
  const at = new SharedArrayBuffer(4);
  const view = new Int32Array(at);
  view[0] = -1;
  return { at, current: () => Atomics.load(view, 0) };
}

/** Sends a worker one request and resolves with its one answer; rejects if it fails or stops first. */
export function askWorker<T>(worker: Worker, request: WorkerRequest): Promise<T> {
  const progress = workInProgress();
  const onFile = (index: number): PageAtFailure | undefined => {
    const source = request.type === 'parse' ? request.sources[index] : undefined;
    return source ? { file: source.file, bytes: Buffer.byteLength(source.text) } : undefined;
  };
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`A devcenter worker stopped (exit code ${code}).`));
    const onError = (error: unknown) => reject(workerFailure(error, onFile(progress.current())));
    worker.once('error', onError);
    worker.once('exit', onExit);
    worker.once('message', (message: T) => {
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve(message);
    });
    worker.postMessage({ ...request, at: progress.at });
  });
}
