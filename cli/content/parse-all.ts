// Parses every content file: in worker threads across the cores for large sites, in this thread for
// small ones (starting a worker costs more than parsing a few dozen pages).
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BuildTimeValues } from './build-time-components.ts';
import type { SourceFile } from './discover.ts';
import { ParseCache } from './parse-cache.ts';
import { parsePage, type Page } from './parse.ts';
import type { WorkerRequest } from './parse-worker.ts';

/** Below this many files, one thread is faster. */
export const PARALLEL_PARSE_MIN_FILES = 150;

// Compiled beside the CLI in dist/; absent when running from source (tests), which parse in-thread.
const workerFile = fileURLToPath(new URL('./parse-worker.js', import.meta.url));

export interface ParseOptions {
  /** false (checks only): pages come back with empty trees, and unchanged files come from the cache. */
  keepTrees: boolean;
  /** The site root, where the check cache lives. */
  root: string;
}

export async function parseAll(sources: SourceFile[], values: BuildTimeValues, { keepTrees, root }: ParseOptions): Promise<Page[]> {
  if (keepTrees) return parseFiles(sources, values, true);
  const cache = await ParseCache.open(root, values);
  const cached = sources.map((s) => cache.get(s));
  const fresh = await parseFiles(sources.filter((_, i) => !cached[i]), values, false);
  let next = 0;
  const pages = cached.map((page) => page ?? fresh[next++]);
  if (fresh.length > 0) await cache.save(pages).catch(() => undefined); // a read-only site still checks
  return pages;
}

/** How many threads for `files` files: DEVCENTER_THREADS when set (tests force workers on a small
 * site), else one per core once each has enough files to be worth its start. */
export function threadsFor(files: number): number {
  const forced = Number(process.env.DEVCENTER_THREADS);
  if (Number.isInteger(forced) && forced > 0) return forced;
  return Math.min(os.availableParallelism(), Math.floor(files / (PARALLEL_PARSE_MIN_FILES / 2)));
}

/** Whether worker threads can run: the compiled worker is absent when running from source (tests). */
export function workersAvailable(): boolean {
  return existsSync(workerFile);
}

/** A cap on each worker's heap, for builds whose workers keep what they parse: without one, V8 lets
 * a heap grow far beyond what it holds before collecting, and two workers of a 10,000-page build
 * reached 2.2 GB between them. The cap grows with the pages a worker keeps (about 13 KB each, and
 * their search records and Markdown on the way out), so a larger site never runs out. */
let oldGenerationLimitMb: number | undefined;

function newWorker(): Worker {
  const worker = new Worker(workerFile, {
    // Node options of this process, but not those about its entry script (`node --input-type=module
    // -e ...` would otherwise stop the worker from loading its own file).
    execArgv: process.execArgv.filter((arg) => !arg.startsWith('--input-type')),
    resourceLimits: { maxYoungGenerationSizeMb: 64, ...(oldGenerationLimitMb ? { maxOldGenerationSizeMb: oldGenerationLimitMb } : {}) },
  });
  // A worker that fails before it is given work must not take the process down: whoever gives it
  // work hears of the failure through its exit.
  worker.on('error', () => undefined);
  return worker;
}

/** Workers started early, while the files are still being read: booting one takes ~100 ms. */
const warm: Worker[] = [];

/** A started worker: one started early when there is one. */
export function takeWorker(): Worker {
  return warm.shift() ?? newWorker();
}

/** Stops the workers started early and not used. */
export function stopUnusedWorkers(): void {
  for (const worker of warm.splice(0)) void worker.terminate();
}

/** Starts the parse workers a site of `files` files will use, ahead of parseAll() or
 * SiteWorkers.parse() (`keeping`: the workers will keep what they parse, for a build). */
export function prestartParseWorkers(files: number, keeping = false): void {
  if (!existsSync(workerFile)) return;
  const perWorker = Math.ceil(files / Math.max(1, threadsFor(files)));
  oldGenerationLimitMb = keeping ? Math.max(512, 256 + Math.ceil((perWorker * 48) / 1024)) : undefined;
  for (let i = warm.length; i < threadsFor(files); i++) warm.push(newWorker());
}

async function parseFiles(sources: SourceFile[], values: BuildTimeValues, keepTrees: boolean): Promise<Page[]> {
  const threads = threadsFor(sources.length);
  if (threads < 2 || !existsSync(workerFile)) {
    stopUnusedWorkers();
    return sources.map((s) => parsePage(s, values, { forCheck: !keepTrees }));
  }
  // Contiguous slices keep the pages in discovery order when the results are joined.
  const size = Math.ceil(sources.length / threads);
  const slices = Array.from({ length: threads }, (_, i) => sources.slice(i * size, (i + 1) * size));
  const results = await Promise.all(slices.map((slice) => parseInWorker(slice, values, keepTrees)));
  stopUnusedWorkers();
  return results.flat();
}

function parseInWorker(sources: SourceFile[], values: BuildTimeValues, keepTrees: boolean): Promise<Page[]> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker();
    const onExit = (code: number) => reject(new Error(`A parse worker stopped (exit code ${code}).`));
    worker.once('message', (pages: Page[]) => {
      worker.off('exit', onExit);
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', onExit);
    const request: WorkerRequest = { type: 'parse', sources, values, keepTrees };
    worker.postMessage(request);
  });
}
