// Parses files in 'parse' worker threads, one contiguous slice each, for a check or a build kept in
// memory: the pages come back (with their trees when asked) in the order of the files.
import type { BuildTimeValues } from '../content/build-time-components.ts';
import type { SourceFile } from '../content/discover.ts';
import type { ParsedPage } from '../content/page.ts';
import { askWorker, slicesFor, stopUnusedWorkers, takeWorker } from './pool.ts';

export async function parseInWorkers(sources: SourceFile[], values: BuildTimeValues, partials: SourceFile[], threads: number, keepTrees: boolean): Promise<ParsedPage[]> {
  const results = await Promise.all(
    slicesFor(sources, threads).map(async (slice) => {
      const worker = takeWorker('parse');
      try {
        return await askWorker<ParsedPage[]>(worker, { type: 'parse', sources: slice, values, partials, keepTrees });
      } finally {
        void worker.terminate();
      }
    }),
  );
  stopUnusedWorkers();
  return results.flat();
}
