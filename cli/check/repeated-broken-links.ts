// The same broken address written in many places is one cause: QuestDB's docs link "/enterprise/"
// (a page of its main site) from 14 pages, each an error with the same hint, and its 65 broken links
// read as 65 problems when they were 27 addresses. Links, anchors and pictures that say exactly the
// same (the address as written, the hint and the suggestion) are folded into the first: one error
// counting them, each other place a note under it, since each is still a place to correct.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

const FOLDED_CODES = new Set(['broken-link', 'broken-anchor', 'broken-image']);

/** What a broken address says, whole: two places fold together only when everything they say is the same. */
function sayingOf(diagnostic: Diagnostic): string | null {
  // A diagnostic already folded (links to one React page, react-page-links.ts) stays as it is.
  if (!FOLDED_CODES.has(diagnostic.code) || diagnostic.notes !== undefined) return null;
  return JSON.stringify([diagnostic.severity, diagnostic.code, diagnostic.message, diagnostic.hint ?? null, diagnostic.suggestion ?? null]);
}

/** The diagnostics with each broken address written in several places folded into its first place. */
export function foldRepeatedBrokenLinks(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, sayingOf, (group) => {
    const [first] = group;
    // A partial included by several pages reports its link with each page: one place is one link.
    const places = new Set([JSON.stringify([first.file, first.line, first.column])]);
    const notes: DiagnosticNote[] = [];
    for (const d of group.slice(1)) {
      const place = JSON.stringify([d.file, d.line, d.column]);
      if (places.has(place)) continue;
      places.add(place);
      notes.push({ message: 'also here', file: d.file, line: d.line, column: d.column });
    }
    if (notes.length === 0) return first;
    const files = filesOf(group).size;
    return { ...withCount(first, `written ${places.size} times${files > 1 ? ` in ${files} files` : ' in this file'}; this is the first, the others are listed below`), notes };
  });
}
