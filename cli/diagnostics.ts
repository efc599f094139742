// Diagnostics as data, and how they read in a terminal: file:line:col, a code frame, notes, a hint.

export type Severity = 'error' | 'warning';

/** Another place that takes part in the problem: the first of two ids, the file that wins a route. */
export interface DiagnosticNote {
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface Diagnostic {
  severity: Severity;
  /** Short kind, e.g. "broken-link", "mdx", "config". */
  code: string;
  message: string;
  /** Path relative to the site root, with forward slashes. */
  file?: string;
  line?: number;
  column?: number;
  /** The source line the problem is on, for the code frame. */
  lineText?: string;
  /** How many characters the caret marks (default 1). */
  length?: number;
  /** The likely intended value, e.g. a known key or route near a misspelt one: `"docs/intro"`, `<Tabs>`. */
  suggestion?: string;
  /** How to fix it, when that is more than a value to write instead. */
  hint?: string;
  notes?: DiagnosticNote[];
  /** How many more problems like this one were left out, not shown (diagnostic-cap.ts): they count in the totals. */
  more?: number;
}

/** Thrown for a config or usage problem: the CLI prints it and exits 2. */
export class ConfigError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super(diagnostics.map((d) => d.message).join('\n'));
    this.name = 'ConfigError';
  }
}

/** A ConfigError whose cause is a file of content/ (a `_category_.json` of the wrong shape): stopped as
 * early, but a content problem like a page's, so the CLI exits 1, not 2. */
export class ContentError extends ConfigError {
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics);
    this.name = 'ContentError';
  }
}

/** Thrown when a build cannot go on for a reason of the user's machine or files (the disk is full, the
 * output folder is read-only): the CLI prints it like any problem of the build and exits 1. */
export class BuildError extends Error {
  constructor(
    readonly diagnostics: Diagnostic[],
    options?: { cause?: unknown },
  ) {
    super(diagnostics.map((d) => d.message).join('\n'), options);
    this.name = 'BuildError';
  }
}

/** "permission denied (EACCES)": the cause of a failed file operation in words, with its code. */
export function describeErrno(code: string): string {
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'disk quota exceeded',
    EROFS: 'the file system is read-only',
    ENOENT: 'no such file or folder',
    EISDIR: 'it is a folder',
    ENOTDIR: 'a part of the path is not a folder',
    EIO: 'an input/output error of the device',
    EMFILE: 'too many open files',
    EBUSY: 'it is busy (in use, or a mount point)',
  };
  return `${words[code] ?? 'failed'} (${code})`;
}

/** How many problems the diagnostics stand for: each, and the ones like it left out (`more`). */
export function problemCount(diagnostics: Diagnostic[]): number {
  return diagnostics.reduce((sum, d) => sum + 1 + (d.more ?? 0), 0);
}

export function errorCount(diagnostics: Diagnostic[]): number {
  return problemCount(diagnostics.filter((d) => d.severity === 'error'));
}

/**
 * Where each line of the text last asked about starts. Checks ask for many lines of one file in a
 * row (every link of a page): splitting the whole file for each made a 1 MB changelog with 5,800
 * links take 16 s to check.
 */
let indexed: { source: string; starts: number[] } | null = null;

function lineStarts(source: string): number[] {
  if (indexed?.source !== source) {
    const starts = [0];
    for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) starts.push(at + 1);
    indexed = { source, starts };
  }
  return indexed.starts;
}

/** The 0-based line holding `offset`, by the offsets where the lines start (ascending, from 0). */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The 1-based line and column of a character of the text (by its offset), and that line's text. */
export function placeAt(source: string, offset: number): { line: number; column: number; lineText: string } {
  const starts = lineStarts(source);
  const line = lineIndexAt(starts, offset);
  return { line: line + 1, column: offset - starts[line] + 1, lineText: lineAt(source, line + 1)! };
}

/** The source line at a 1-based line number, for code frames. */
export function lineAt(source: string, line: number): string | undefined {
  const starts = lineStarts(source);
  if (!Number.isInteger(line) || line < 1 || line > starts.length) return undefined;
  const end = line < starts.length ? starts[line] - 1 : source.length;
  return source.slice(starts[line - 1], end).replace(/\r$/, '');
}

export interface FormatOptions {
  color: boolean;
}

export const paint = (color: boolean, code: string, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const FRAME_WIDTH = 100;

/** Long lines (a paragraph is one line) are cut to a window around the problem, marked with "…". */
function frameLine(text: string, column: number, length: number): { text: string; caretAt: number; caretLength: number } {
  if (text.length <= FRAME_WIDTH) return { text, caretAt: column, caretLength: length };
  const start = Math.max(0, Math.min(column - 30, text.length - FRAME_WIDTH));
  const end = Math.min(text.length, start + FRAME_WIDTH);
  const prefix = start > 0 ? '…' : '';
  const caretAt = column - start + prefix.length;
  return {
    text: `${prefix}${text.slice(start, end)}${end < text.length ? '…' : ''}`,
    caretAt,
    caretLength: Math.max(1, Math.min(length, end - column)),
  };
}

/**
 * Text from content as a terminal prints it: its control characters written as escapes (\u001b), so
 * a slug or a file name holding an escape sequence or a NUL cannot recolour, move or clear the
 * reader's terminal, nor hide what follows.
 */
export function printable(text: string): string {
  return text.replace(TERMINAL_CONTROLS, escapedCharacter);
}

/** What a terminal must not be handed from content: C0 controls but tab and newline, DEL and C1, and the bidirectional controls that reorder what it shows (Trojan Source). */
export const TERMINAL_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A character as a \uXXXX escape. */
export const escapedCharacter = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** `did you mean "x"?`; a tag (`<Tabs>`) reads as written. */
export function suggestionText(suggestion: string): string {
  return `did you mean ${suggestion.startsWith('<') ? suggestion : `"${suggestion}"`}?`;
}

/** `file:line:col`, or as much of it as is known. */
export function formatLocation(place: { file?: string; line?: number; column?: number }): string {
  return place.file ? `${place.file}${place.line ? `:${place.line}:${place.column ?? 1}` : ''}` : '';
}

/**
 * `file:line:col  severity  message — did you mean "x"?`, then the code frame, the notes (each with
 * its own location) and any hint. Locations come first so terminals and editors can open them.
 */
export function formatDiagnostic(written: Diagnostic, { color }: FormatOptions): string {
  const d = printableDiagnostic(written, { inLines: true });
  const where = formatLocation(d);
  const severity = paint(color, d.severity === 'error' ? '1;31' : '1;33', d.severity);
  return [`${where ? `${paint(color, '1', where)}  ` : ''}${severity}  ${saidOf(d)}`, ...detailLines(d, { color })].join('\n');
}

/** A printable diagnostic's message with its suggestion: `message — did you mean "x"?`. */
export function saidOf(d: Diagnostic): string {
  if (d.suggestion === undefined) return d.message;
  return `${d.message.replace(/\.$/, '')} — ${suggestionText(d.suggestion)}`;
}

/**
 * Notes printed under one diagnostic, as many as diagnostics of one kind (MAX_DIAGNOSTICS_PER_KIND):
 * a cause a site repeats lists every other place as a note, and 58 lines of "also here" (a ```mermaid
 * block in each copy of a docs folder) buried the rest of the report. The JSON report keeps every one.
 */
export const MAX_NOTES_SHOWN = 20;

/** The notes a person reads, and how many are left out. */
export function notesShown(notes: readonly DiagnosticNote[] = []): { shown: readonly DiagnosticNote[]; left: number } {
  return notes.length <= MAX_NOTES_SHOWN ? { shown: notes, left: 0 } : { shown: notes.slice(0, MAX_NOTES_SHOWN - 1), left: notes.length - (MAX_NOTES_SHOWN - 1) };
}

/** The line standing for the notes left out. */
export const notesLeftOut = (left: number) => `and ${left} more notes (\`devcenter check --reporter json\` lists every one)`;

/** What follows a printable diagnostic's first line: the code frame, the notes, the hint. */
export function detailLines(d: Diagnostic, { color }: FormatOptions): string[] {
  const lines: string[] = [];
  if (d.lineText !== undefined && d.line) {
    const gutter = String(d.line);
    const pad = ' '.repeat(gutter.length);
    const frame = frameLine(d.lineText, (d.column ?? 1) - 1, Math.max(1, d.length ?? 1));
    lines.push(`   ${gutter} | ${frame.text}`);
    lines.push(`   ${pad} | ${' '.repeat(frame.caretAt)}${paint(color, d.severity === 'error' ? '1;31' : '1;33', '^'.repeat(frame.caretLength))}`);
  }
  const { shown, left } = notesShown(d.notes);
  for (const note of shown) {
    const noteWhere = formatLocation(note);
    lines.push(`  ${paint(color, '36', 'note:')} ${noteWhere ? `${paint(color, '1', noteWhere)}  ` : ''}${note.message}`);
  }
  if (left > 0) lines.push(`  ${paint(color, '36', 'note:')} ${notesLeftOut(left)}`);
  if (d.hint) lines.push(`  ${paint(color, '36', 'hint:')} ${d.hint}`);
  return lines;
}

/** A diagnostic's texts, each printable (the code frame's line keeps its tabs; its columns count characters, so escapes are not made there but spaced out). */
export function printableDiagnostic(d: Diagnostic, { inLines = false } = {}): Diagnostic {
  const blankControls = (text: string) => text.replace(TERMINAL_CONTROLS, ' ');
  // `inLines`: printed as lines of a log, each text stays on its line: a file name holding a line
  // break ('b<newline>::warning::x.md', which a page may be named) started a line of the report of its
  // own choosing, which a CI runner reading the log takes for its command.
  const oneLine = (text: string) => (inLines ? printable(text).replace(/\n/g, escapedCharacter) : printable(text));
  return {
    ...d,
    message: oneLine(d.message),
    ...(d.file !== undefined ? { file: oneLine(d.file) } : {}),
    ...(d.hint !== undefined ? { hint: oneLine(d.hint) } : {}),
    ...(d.suggestion !== undefined ? { suggestion: oneLine(d.suggestion) } : {}),
    ...(d.lineText !== undefined ? { lineText: blankControls(d.lineText) } : {}),
    ...(d.notes ? { notes: d.notes.map((note) => ({ ...note, message: oneLine(note.message), ...(note.file !== undefined ? { file: oneLine(note.file) } : {}) })) } : {}),
  };
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
