// An element written for the site's own component where devcenter's of that name stands (a site
// whose src/theme/MDXComponents gives every page its <Card>): one cause, one fix (register the site's
// under another name), and Dyte's guides, a card at each link of their index pages, printed 46 errors
// in a row for it. Said once per component at its first element, each other a note with what it has.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** mdx-nodes.ts's siteComponentUnderOwnName message: the name, the file mapping it, and what this element has. */
const SHADOWED = /^<([\w.]+)> is devcenter's own component here \(its attributes: [^)]*\), not the site's <\1> that (.+) gives every page, which devcenter does not run: this one has (.+)\.$/s;

function foldKeyOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'mdx' || diagnostic.severity !== 'error') return null;
  const match = SHADOWED.exec(diagnostic.message);
  return match ? `${match[1]}\0${match[2]}` : null;
}

/** The diagnostics with each component's such errors folded into the first, the others its notes. */
export function foldShadowedSiteComponents(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, foldKeyOf, ([first, ...others]) => {
    const files = filesOf([first, ...others]).size;
    // Each keeps what was said under it: on the last a page's cap showed (diagnostic-cap.ts), how many
    // of that page's problems of its kind were not shown, which stays said, and counted.
    const notes: DiagnosticNote[] = others.flatMap((other) => [{ message: `also here, with ${SHADOWED.exec(other.message)![3]}`, file: other.file, line: other.line, column: other.column }, ...(other.notes ?? [])]);
    const more = [first, ...others].reduce((sum, d) => sum + (d.more ?? 0), 0);
    return {
      ...withCount(first, `${others.length + 1} times ${files === 1 ? 'in this file' : `in ${files} files`}; this is the first, the others are listed below`),
      more: more || undefined,
      notes: [...(first.notes ?? []), ...notes],
    };
  });
}
