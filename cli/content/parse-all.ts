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

function threadsFor(files: number): number {
  return Math.min(os.availableParallelism(), Math.floor(files / (PARALLEL_PARSE_MIN_FILES / 2)));
}

function newWorker(): Worker {
  return new Worker(workerFile, { resourceLimits: { maxYoungGenerationSizeMb: 64 } });
}

/** Workers started early, while the files are still being read: booting one takes ~100 ms. */
const warm: Worker[] = [];

/** Starts the parse workers a site of `files` files will use, ahead of parseAll(). */
export function prestartParseWorkers(files: number): void {
  if (!existsSync(workerFile)) return;
  for (let i = warm.length; i < threadsFor(files); i++) warm.push(newWorker());
}

async function parseFiles(sources: SourceFile[], values: BuildTimeValues, keepTrees: boolean): Promise<Page[]> {
  const threads = threadsFor(sources.length);
  if (threads < 2 || !existsSync(workerFile)) {
    for (const worker of warm.splice(0)) void worker.terminate();
    return sources.map((s) => parsePage(s, values, { forCheck: !keepTrees }));
  }
  // Contiguous slices keep the pages in discovery order when the results are joined.
  const size = Math.ceil(sources.length / threads);
  const slices = Array.from({ length: threads }, (_, i) => sources.slice(i * size, (i + 1) * size));
  const results = await Promise.all(slices.map((slice) => parseInWorker(slice, values, keepTrees)));
  for (const worker of warm.splice(0)) void worker.terminate();
  return results.flat();
}

function parseInWorker(sources: SourceFile[], values: BuildTimeValues, keepTrees: boolean): Promise<Page[]> {
  return new Promise((resolve, reject) => {
    const worker = warm.shift() ?? newWorker();
    worker.once('message', (pages: Page[]) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.postMessage({ sources, values, keepTrees });
  });
}
