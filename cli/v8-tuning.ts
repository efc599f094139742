// How eagerly V8 optimizes, tuned for what devcenter runs: short batch jobs (a build, a check) whose
// hot code is the Markdown parser, compiled again in every parse worker. By default V8 hands a
// function to its optimizing compiler after little work, and on a small machine the compiler threads
// then take the cores from the parse workers: most of that compiling is for code that is warm, not
// hot. A budget about 8 times the default waits for the really hot code, which made checks and
// cold builds faster on the two-core machines we measure on (`npm run bench`).
// The flag is process-wide (worker threads included) and exists in the V8 of Node 20, 22 and 24.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--interrupt-budget=1048576');

/**
 * V8's own budget (132 KB in the V8 of Node 20, 22 and 24), for `devcenter serve`: a server runs
 * for hours and its hot code is the search engine's, which the batch budget above leaves slower to
 * optimize (the search bench: index 10% slower, p95 about 0.8 ms longer at 100,000 records).
 */
export function useServerOptimizationBudget(): void {
  setFlagsFromString('--interrupt-budget=135168');
}
