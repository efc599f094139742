// A broken `_category_` file stops a build (a ContentError), as it stops Docusaurus's. `devcenter
// dev` started on such a site must still start, show the problem and recover once the file is
// fixed: it loads the config again inside `collectingCategoryProblems`, where a broken category file
// is reported here and read as absent (the folder's defaults) instead of stopping the load.
// AsyncLocalStorage carries the collector down to the reader through the sidebar generation (four
// modules and a recursion) without a parameter that only dev sets.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Diagnostic } from '../diagnostics.ts';

const collector = new AsyncLocalStorage<Diagnostic[]>();

/** Runs `load` with broken category files reported, not thrown; returns its value and their problems. */
export async function collectingCategoryProblems<T>(load: () => Promise<T>): Promise<{ value: T; problems: Diagnostic[] }> {
  const problems: Diagnostic[] = [];
  const value = await collector.run(problems, load);
  return { value, problems };
}

/** Inside collectingCategoryProblems: records the problems and returns true (the caller reads the file as absent). */
export function collectedCategoryProblems(problems: Diagnostic[]): boolean {
  const sink = collector.getStore();
  if (!sink) return false;
  sink.push(...problems);
  return true;
}
