// A <script> in content is refused, and a site that pastes an embed code does so at every embed: a
// tweet's blockquote is followed by its <script src="https://platform.twitter.com/widgets.js">, and
// tRPC's page of quotes had 7 errors in a row saying the same thing with the same hint. One cause,
// one fix (remove each): said once at the first, the others listed under it as its notes.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

const SCRIPT_REFUSED = '<script> is not an HTML element content may use.';
// So is inline <svg>, an icon pasted at each row of a table (Keploy's GSoC page: 6 in a row), each
// to save as one file under static/: one fix, said once. Keyed with the hint too, which differs for
// an element the page indents (read as code in Markdown).
const FOLDED = new Set([SCRIPT_REFUSED, '<svg> is not an HTML element content may use.']);

function foldKeyOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'mdx' && diagnostic.severity === 'error' && FOLDED.has(diagnostic.message) && diagnostic.suggestion === undefined ? `${diagnostic.message}\0${diagnostic.hint ?? ''}` : null;
}

/** The diagnostics with every refused <script> (and <svg>) folded into the first, the others its notes. */
export function foldScriptElements(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, foldKeyOf, ([first, ...others]) => {
    const files = filesOf([first, ...others]).size;
    const notes: DiagnosticNote[] = others.map((other) => ({ message: 'also here', file: other.file, line: other.line, column: other.column }));
    const what = first.message === SCRIPT_REFUSED ? 'scripts' : 'times';
    return { ...withCount(first, `${others.length + 1} ${what} ${files === 1 ? 'in this file' : `in ${files} files`}; this is the first, the others are listed below`), notes: [...(first.notes ?? []), ...notes] };
  });
}
