// Prints diagnostics for a person (grouped by file, code frames, colour on a TTY) or as GitHub Actions annotations.
import { formatReport, type Diagnostic } from '../diagnostics.ts';
import { useColor } from './output.ts';

export type ReporterName = 'pretty' | 'github';
export const REPORTERS: ReporterName[] = ['pretty', 'github'];

/** `::error file=…,line=…,col=…,title=…::message` — escaped as the Actions runner expects. */
export function githubAnnotation(d: Diagnostic): string {
  const property = (v: string) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
  const data = (v: string) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const fields = [d.file && `file=${property(d.file)}`, d.line && `line=${d.line}`, d.column && `col=${d.column}`, `title=${property(d.code)}`].filter(Boolean);
  const message = d.hint ? `${d.message} (${d.hint})` : d.message;
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${fields.join(',')}::${data(message)}`;
}

export function printDiagnostics(diagnostics: Diagnostic[], options: { reporter: ReporterName; failed: boolean; command?: string }): void {
  if (diagnostics.length === 0) return;
  if (options.reporter === 'github') {
    for (const d of diagnostics) console.log(githubAnnotation(d));
    return;
  }
  console.error(formatReport(diagnostics, { color: useColor(process.stderr), failed: options.failed, command: options.command }));
}
