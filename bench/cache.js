// The CLI keeps a site's caches outside the site (cli/incremental/cache-folder.ts). The bench gives
// its builds a cache folder of their own, so a cold build can start with none and the user's caches
// are left alone.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const BENCH_CACHE = path.join(os.tmpdir(), `devcenter-bench-cache-${process.pid}`);
process.env.DEVCENTER_CACHE_DIR = BENCH_CACHE;

/** Every cache the bench's builds made: the next build of any site starts cold. */
export function discardCaches() {
  rmSync(BENCH_CACHE, { recursive: true, force: true });
}
