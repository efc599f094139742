// How eagerly V8 optimizes, tuned for what devcenter runs: short batch jobs (a build, a check) whose
// hot code is the Markdown parser, compiled again in every parse worker. By default V8 hands a
// function to its optimizing compiler after little work, and on a small machine the compiler threads
// then take the cores from the parse workers: most of that compiling is for code that is warm, not
// hot. A budget about 16 times the default waits for the really hot code, which made checks and
// cold builds faster on the two-core machines we measure on (`npm run bench`, Node 20).
//
// The flag, --interrupt-budget, is the V8 of Node 20's (V8 11). The V8 of Node 22 and 24 (12, 13)
// no longer has it (it counts invocations instead), and V8 reports a flag it does not know on
// stderr, once per command, without throwing: there the defaults stay, untuned, rather than a
// guess at the new flags that no bench has measured.
import { setFlagsFromString } from 'node:v8';

/** The last V8 major version with --interrupt-budget (Node 20's is 11.3). */
const LAST_V8_WITH_INTERRUPT_BUDGET = 11;
/** For `devcenter serve`: twice V8 11's default (67,584), the budget the search bench was measured with. */
const SERVER_INTERRUPT_BUDGET = 135_168;
const BATCH_INTERRUPT_BUDGET = 1_048_576;

/** The flags to tune a V8 of this version (`process.versions.v8`) with: none where it has no such flag. */
export function interruptBudgetFlag(v8Version: string, budget: number): string | null {
  const major = Number.parseInt(v8Version, 10);
  return Number.isInteger(major) && major <= LAST_V8_WITH_INTERRUPT_BUDGET ? `--interrupt-budget=${budget}` : null;
}

function setBudget(budget: number): void {
  const flag = interruptBudgetFlag(process.versions.v8, budget);
  if (flag) setFlagsFromString(flag);
}

setBudget(BATCH_INTERRUPT_BUDGET);

/**
 * A budget near V8's own, for `devcenter serve`: a server runs for hours and its hot code is the
 * search engine's, which the batch budget above leaves slower to optimize (the search bench: index
 * 10% slower, p95 about 0.8 ms longer at 100,000 records).
 */
export function useServerOptimizationBudget(): void {
  setBudget(SERVER_INTERRUPT_BUDGET);
}
