// `devcenter build`: run the pipeline to disk, print diagnostics and a summary; exit 1 on errors.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runPipeline } from '../pipeline.ts';
import { ContentError, errorCount, plural, problemCount } from '../diagnostics.ts';
import { createProgress, printTimings } from './progress.ts';
import { printDiagnostics, type ReporterName } from './report.ts';

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

export interface BuildCommandOptions {
  out?: string;
  strict?: boolean;
  reporter: ReporterName;
}

/** Says what became of the output folder of a build that failed; the exit code. */
function failedBuild(outDir: string): number {
  const shown = path.relative(process.cwd(), outDir) || '.';
  // A first build that fails has no output to keep: saying it kept one sends the reader looking for it.
  console.error(existsSync(outDir) ? `The previous output in ${shown} was left as it was.` : `Nothing was written to ${shown}.`);
  return 1;
}

export async function runBuild(root: string, options: BuildCommandOptions): Promise<number> {
  const started = performance.now();
  // With --reporter json, stdout holds the JSON alone: progress and summary go to stderr.
  const say = options.reporter === 'json' ? console.error : console.log;
  const progress = createProgress(options.reporter === 'json' ? process.stderr : process.stdout);
  let result;
  try {
    result = await runPipeline({ root, mode: 'disk', outDir: options.out, strict: options.strict, progress: progress.report }).finally(progress.finish);
  } catch (error) {
    // A content file stopped the build before its config was made (a `_category_.json` of the wrong
    // shape): said as any failed build says it. The output folder is the one the config would name.
    if (!(error instanceof ContentError)) throw error;
    printDiagnostics(error.diagnostics, { reporter: options.reporter, failed: true });
    return failedBuild(path.resolve(root, options.out ?? 'build'));
  }
  printDiagnostics(result.diagnostics, { reporter: options.reporter, failed: !result.ok });
  if (!result.ok) return failedBuild(result.config.outDir);
  const ms = Math.round(performance.now() - started);
  if (process.env.DEVCENTER_TIMINGS) printTimings(result, say);
  if (result.unchanged) {
    const { pages, records, bytes } = result.unchanged;
    const out = path.relative(process.cwd(), result.config.outDir) || '.';
    say(`unchanged since the last build: ${plural(pages, 'page')} (${plural(records, 'search record')}) in ${out}/ (${formatBytes(bytes)}), checked in ${ms} ms`);
    return errorCount(result.diagnostics) > 0 ? 1 : 0;
  }
  const { pages: htmlPages, bytes, reused } = result.written ?? { pages: 0, bytes: 0 };
  const out = path.relative(process.cwd(), result.config.outDir) || '.';
  const warnings = result.diagnostics.length > 0 ? `, ${plural(problemCount(result.diagnostics), 'warning')}` : '';
  // Pages unchanged since the previous build were taken from it rather than rendered again.
  const kept = reused ? `, ${reused} unchanged since the last build` : '';
  say(`built ${plural(htmlPages, 'page')} (${plural(result.recordCount, 'search record')}) in ${ms} ms -> ${out}/ (${formatBytes(bytes)})${kept}${warnings}`);
  return errorCount(result.diagnostics) > 0 ? 1 : 0;
}
