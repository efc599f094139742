// What `devcenter build` shows while it works: on a terminal, one line redrawn with a bar and counts;
// on CI or when piped, a plain line as each stage ends. Written to stdout, like the summary.

export type Stage = 'parse' | 'check' | 'render';
export type ProgressReporter = (stage: Stage, done: number, total: number) => void;

const VERBS: Record<Stage, [doing: string, done: string]> = {
  parse: ['parsing', 'parsed'],
  check: ['checking', 'checked'],
  render: ['rendering', 'rendered'],
};
const BAR_WIDTH = 24;
const REDRAW_MS = 50;

export function isInteractive(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && !process.env.CI;
}

export function createProgress(stream: NodeJS.WriteStream = process.stdout): { report: ProgressReporter; finish: () => void } {
  const interactive = isInteractive(stream);
  const started = new Map<Stage, number>();
  let lastDraw = 0;
  let drawn = false;
  const report: ProgressReporter = (stage, done, total) => {
    if (!started.has(stage)) started.set(stage, performance.now());
    const [doing, did] = VERBS[stage];
    if (!interactive) {
      if (done === total) stream.write(`${did} ${total} ${total === 1 ? 'page' : 'pages'} in ${Math.round(performance.now() - started.get(stage)!)} ms\n`);
      return;
    }
    const now = performance.now();
    if (done !== total && now - lastDraw < REDRAW_MS) return;
    lastDraw = now;
    const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
    stream.write(`\r\x1b[K[${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}] ${doing} ${done}/${total} pages`);
    drawn = true;
  };
  const finish = () => {
    if (drawn) stream.write('\r\x1b[K');
    drawn = false;
  };
  return { report, finish };
}

/** DEVCENTER_TIMINGS: how long each stage took, and how the work was done (threads, cache, reuse). */
export function printTimings({ timings, counts }: { timings: Record<string, number>; counts: Record<string, number | undefined> }, say: (line: string) => void = console.log): void {
  say(`stages (ms): ${JSON.stringify(timings)}`);
  if (Object.keys(counts).length > 0) say(`counts: ${JSON.stringify(counts)}`);
}
