// A file the static-file policy refuses (an SVG holding a <script>) is an error at the file, and each
// page that shows or links it was one more error saying the same: one cause, one fix (the file),
// said again at every reference. Each reference is folded into the file's own error as a note, so the
// error says where the file is used, once.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** What file-refs.ts and links.ts say at a reference to a refused file, then the file's own error's message. */
const REFERENCE = /^"[^]*" points at a file the site will not publish: ([^]*)$/;

/** The refused file's own error: the static-file policy's, its message naming the file and why. */
const isOwnError = (diagnostic: Diagnostic) => diagnostic.code === 'static-file' && diagnostic.severity === 'error';

/**
 * The diagnostics with each reference to a refused file folded into that file's own error, a note at
 * its place. A reference whose file has no error of its own among them (one past the cap of its kind,
 * or a host configuration file, only warned of) stays as it is.
 */
export function foldRefusedFileReferences(diagnostics: Diagnostic[]): Diagnostic[] {
  const refused = new Set(diagnostics.filter(isOwnError).map((diagnostic) => diagnostic.message));
  const keyOf = (diagnostic: Diagnostic): string | null => {
    if (isOwnError(diagnostic)) return diagnostic.message;
    const reason = REFERENCE.exec(diagnostic.message)?.[1];
    return reason !== undefined && refused.has(reason) ? reason : null;
  };
  return foldByKey(diagnostics, keyOf, (group) => {
    const own = group.find(isOwnError)!;
    const references = group.filter((diagnostic) => !isOwnError(diagnostic));
    // A partial included by several pages reports its reference with each: one place is one reference.
    const places = new Set<string>();
    const notes: DiagnosticNote[] = [];
    for (const reference of references) {
      const place = JSON.stringify([reference.file, reference.line, reference.column]);
      if (places.has(place)) continue;
      places.add(place);
      notes.push({ message: 'referenced here', file: reference.file, line: reference.line, column: reference.column });
    }
    if (notes.length === 0) return own;
    const files = filesOf(references).size;
    const count = places.size === 1 ? 'referenced once, below' : `referenced ${places.size} times${files > 1 ? ` in ${files} files` : ''}, listed below`;
    return { ...withCount(own, count), notes: [...(own.notes ?? []), ...notes] };
  });
}
