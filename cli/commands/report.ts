// Prints diagnostics for a person (grouped by file, code frames, colour on a TTY), as GitHub Actions
// annotations, or as JSON for other tools.
import { shownInReport, unknownComponentSummary } from '../check/unknown-components.ts';
import { errorCount, problemCount, escapedCharacter, formatDiagnostic, formatLocation, notesLeftOut, notesShown, paint, plural, printable, printableDiagnostic, suggestionText, TERMINAL_CONTROLS, type Diagnostic, type FormatOptions } from '../diagnostics.ts';
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
  const { shown, left } = notesShown(d.notes);
  const notes = [...shown.map((note) => `\nnote: ${[formatLocation(note), note.message].filter(Boolean).join('  ')}`), ...(left > 0 ? [`\nnote: ${notesLeftOut(left)}`] : [])];
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

/** Every diagnostic grouped by file (a blank line between files), then one summary line. */
export function formatReport(diagnostics: Diagnostic[], options: FormatOptions & { failed: boolean; command?: string }): string {
  const sorted = [...diagnostics].sort(
    (a, b) =>
      (a.file ?? '').localeCompare(b.file ?? '') || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  // An unknown component's places past its first few are counted in the summary below, not repeated.
  const shown = shownInReport(sorted);
  const blocks: string[] = [];
  shown.forEach((d, i) => {
    if (i > 0 && d.file !== shown[i - 1].file) blocks.push('');
    blocks.push(formatDiagnostic(d, options));
  });
  // Said once at the end, after every place: what clears a flood of one mistake (unknown-components.ts).
  const [heading, ...lines] = unknownComponentSummary(diagnostics).map(printable);
  if (heading) blocks.push('', paint(options.color, '1', heading), ...lines);
  const errors = errorCount(diagnostics);
  const counts = [plural(errors, 'error'), plural(problemCount(diagnostics) - errors, 'warning')].join(', ');
  // On success the command prints its own summary, with the warning count.
  return options.failed ? [...blocks, '', `${options.command ?? 'build'} failed: ${counts}`].join('\n') : blocks.join('\n');
}
