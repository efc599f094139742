// Prints diagnostics for a person (grouped by file, code frames, colour on a TTY), as GitHub Actions
// annotations, or as JSON for other tools.
import { errorCount, problemCount, escapedCharacter, formatLocation, formatReport, printableDiagnostic, suggestionText, TERMINAL_CONTROLS, type Diagnostic } from '../diagnostics.ts';
import { useColor } from './output.ts';

export type ReporterName = 'pretty' | 'github' | 'json';
export const REPORTERS: ReporterName[] = ['pretty', 'github', 'json'];

/** `::error file=…,line=…,col=…,title=…::message (did you mean "x"?)`, a line per note, escaped as the Actions runner expects. */
export function githubAnnotation(written: Diagnostic): string {
  // Read in a terminal too (a CI log): content's control characters are escapes there as anywhere.
  const d = printableDiagnostic(written);
  const property = (v: string) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/:/g, '%3A').replace(/,/g, '%2C');
  const data = (v: string) => v.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const fields = [d.file && `file=${property(d.file)}`, d.line && `line=${d.line}`, d.column && `col=${d.column}`, `title=${property(d.code)}`].filter(Boolean);
  const help = [d.suggestion === undefined ? undefined : suggestionText(d.suggestion), d.hint].filter(Boolean);
  const notes = (d.notes ?? []).map((note) => `\nnote: ${[formatLocation(note), note.message].filter(Boolean).join('  ')}`);
  const message = `${d.message}${help.length > 0 ? ` (${help.join('; ')})` : ''}${notes.join('')}`;
  return `::${d.severity === 'error' ? 'error' : 'warning'} ${fields.join(',')}::${data(message)}`;
}

/** One JSON document on stdout, printed even when there is nothing to report, so a tool can always parse it. */
export function jsonReport(diagnostics: Diagnostic[], failed: boolean): string {
  const errors = errorCount(diagnostics);
  // JSON leaves C1 controls and bidirectional marks as they are: escaped, the document reads the same and prints safely.
  return JSON.stringify({ failed, errors, warnings: problemCount(diagnostics) - errors, diagnostics }).replace(TERMINAL_CONTROLS, escapedCharacter);
}

export function printDiagnostics(diagnostics: Diagnostic[], options: { reporter: ReporterName; failed: boolean; command?: string }): void {
  if (options.reporter === 'json') {
    console.log(jsonReport(diagnostics, options.failed));
    return;
  }
  if (diagnostics.length === 0) return;
  if (options.reporter === 'github') {
    for (const d of diagnostics) console.log(githubAnnotation(d));
    return;
  }
  console.error(formatReport(diagnostics, { color: useColor(process.stderr), failed: options.failed, command: options.command }));
}
