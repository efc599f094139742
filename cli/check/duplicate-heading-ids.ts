// A page that writes its headings twice, each with the same {#id} (Tolgee's configuration reference,
// one copy in a YAML tab and one in an environment-variables tab: 516 such headings), gave a warning
// per heading, 20 shown and "496 more" counted, for one cause the reader fixes once or leaves as it
// is (Docusaurus says nothing of it). The page's such warnings are one, at the first, with how many
// there are and a few other places: the folded warning stays short.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { foldByKey, withCount } from './fold-diagnostics.ts';

const REUSED_ID = /^Heading id "(.*)" is already used on this page\.$/s;
/** Other places named under the folded warning; the rest are counted. */
const PLACES_NAMED = 5;

function foldKeyOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'duplicate-anchor' && diagnostic.severity === 'warning' && REUSED_ID.test(diagnostic.message) ? diagnostic.file ?? '' : null;
}

/** The diagnostics with each page's reused heading ids folded into its first, a few others its notes. */
export function foldDuplicateHeadingIds(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, foldKeyOf, ([first, ...others]) => {
    // The per-kind cap of a page's problems (diagnostic-cap.ts) counted those it did not show on its last one.
    const more = [first, ...others].reduce((sum, d) => sum + (d.more ?? 0), 0);
    const count = others.length + 1 + more;
    const named: DiagnosticNote[] = others.slice(0, PLACES_NAMED).map((other) => ({ message: `also "${REUSED_ID.exec(other.message)![1]}"`, file: other.file, line: other.line, column: other.column }));
    const left = count - 1 - named.length;
    const firstNotes = (first.notes ?? []).filter((note) => note.file !== undefined);
    return {
      ...withCount(first, `${count} headings of this page take an id an earlier one has; this is the first`),
      more: undefined,
      notes: [...firstNotes, ...named, ...(left > 0 ? [{ message: `… and ${left} more on this page.` }] : [])],
    };
  });
}
