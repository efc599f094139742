// Files of static/ that would run script on the site's origin (.html, .js: QuestDB's six generated
// HTML pages, FDC3's schema pages and scripts) are refused one by one, each error with the same hint
// for its kind: one cause, one fix. The files of one kind and hint are one error at the first, each
// other file a note, as the other folds say a site-wide cause once. A redirect page keeps its own
// error, whose hint is the redirect to write for that file.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { foldByKey, withCount } from './fold-diagnostics.ts';

/** The policy's message for such a file (static-policy.ts): the file, then its kind. */
const CODE_FILE = /^(\S[^]*?) is a (\.[\w.-]+) file: served from the site, it would run script on the site's origin/;

function foldKeyOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'static-file' || diagnostic.severity !== 'error' || diagnostic.hint?.startsWith('it is a redirect page')) return null;
  const kind = CODE_FILE.exec(diagnostic.message)?.[2];
  return kind === undefined ? null : `${kind}\0${diagnostic.hint ?? ''}`;
}

/** The diagnostics with the refused code files of each kind and hint folded into the first, the others its notes. */
export function foldStaticCodeFiles(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, foldKeyOf, ([first, ...others]) => {
    const kind = CODE_FILE.exec(first.message)![2];
    // Each file keeps what was said of it: where pages refer to it (refused-file-refs.ts), and on the
    // last one shown the count of those the cap of its kind left out, which the count here includes.
    const notes: DiagnosticNote[] = others.flatMap((other) => [{ message: `also a ${kind} file`, file: other.file }, ...(other.notes ?? [])]);
    const more = [first, ...others].reduce((sum, d) => sum + (d.more ?? 0), 0);
    return {
      ...withCount(first, `${others.length + 1 + more} ${kind} files in static/; this is the first, the others are listed below`),
      more: more || undefined,
      notes: [...(first.notes ?? []), ...notes],
    };
  });
}
