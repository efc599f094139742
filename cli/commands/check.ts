// `devcenter check`: the link, anchor and content checks only; nothing is rendered or written.
import { runPipeline } from '../pipeline.ts';
import { printTimings } from './progress.ts';
import { errorCount, plural, problemCount } from '../diagnostics.ts';
import { printDiagnostics, type ReporterName } from './report.ts';

export interface CheckCommandOptions {
  strict?: boolean;
  reporter: ReporterName;
}

export async function runCheck(root: string, options: CheckCommandOptions): Promise<number> {
  const started = performance.now();
  const result = await runPipeline({ root, mode: 'check', strict: options.strict });
  printDiagnostics(result.diagnostics, { reporter: options.reporter, failed: !result.ok, command: 'check' });
  const pages = result.routes.filter((r) => r.page).length;
  const ms = Math.round(performance.now() - started);
  if (process.env.DEVCENTER_TIMINGS) printTimings(result, options.reporter === 'json' ? console.error : console.log);
  if (options.reporter === 'pretty' && result.ok) console.log(`checked ${plural(pages, 'page')} in ${ms} ms: ${result.diagnostics.length === 0 ? 'no problems' : plural(problemCount(result.diagnostics), 'warning')}`);
  return errorCount(result.diagnostics) > 0 ? 1 : 0;
}
