// Links to a React page of a Docusaurus site (src/pages/contact.tsx), which devcenter does not build,
// are one cause per page: writing that page in Markdown (or linking elsewhere) clears every one, and
// Jellyfin's 12 links to /contact were 12 errors with the same hint. Each link is still a place to
// correct, so the others are notes at their places under the first.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** The hint links.ts gives a link to such a page begins with the page's file (react-pages.ts). */
const REACT_PAGE_HINT = /^(src\/pages\/\S+) is a React page of the Docusaurus site/;

/** The React page a broken link leads to (with its severity: a lowered check is another group), else null. */
function reactPageOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'broken-link') return null;
  const file = REACT_PAGE_HINT.exec(diagnostic.hint ?? '')?.[1];
  return file === undefined ? null : `${diagnostic.severity}\0${file}`;
}

/** The diagnostics with the broken links to each React page folded into the first, the others its notes. */
export function foldReactPageLinks(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, reactPageOf, (group) => {
    const [first] = group;
    const file = REACT_PAGE_HINT.exec(first.hint ?? '')![1];
    const notes: DiagnosticNote[] = group.slice(1).map((d) => ({ message: d.message.replace(/^broken link /, 'also '), file: d.file, line: d.line, column: d.column }));
    const files = filesOf(group).size;
    const where = files === 1 ? 'in this file' : `in ${files} files`;
    return {
      ...withCount(first, `${group.length} links ${where} lead to ${file}; this is the first, the others are listed below`),
      notes: [...(first.notes ?? []), ...notes],
    };
  });
}
