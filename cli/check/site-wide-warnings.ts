// Warnings whose cause is one for the whole site are said once, at their first place, with how many
// places and files they stand for, each other place a note under it: a Docusaurus plugin devcenter
// does not run (every ```mermaid block of a site with @docusaurus/theme-mermaid: Open WebUI's docs
// have 22 in 14 files), the structured data (JSON-LD) its pages put in their head, which no page
// carries (Open WebUI's 13 comparison pages), or an attribute left out of an element that has no use
// for it, where no near name says it is a typo (Cypress's <TabItem … active>, 18 times in 8 files:
// Docusaurus's TabItem ignores it too; Lexical's <img valign="middle">, 8 times in one page). One warning per place said the same thing again and again,
// and buried the problems that are each page's own; the places stay listed.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** Messages of such warnings: folded by their exact text (one per plugin, one for the pages' JSON-LD, one per element and attribute). */
const SITE_WIDE = [
  /^Code block: "[\w-]+" asks for .*, a Docusaurus plugin this build does not run: the block shows as written$/,
  /^Structured data \(<script type="application\/ld\+json">\) in <head> is left out of the page\.$/,
  // What Docusaurus's head-metadata example writes in a page's <head> and devcenter has no place for:
  // <html className>, <body className>, <meta charSet> (Dyte's guides: one warning per page, 7 in a row).
  /^<(?:html|body)> in <head> is left out of the page\.$/,
  /^A <meta> without name or property and content in <head> is left out of the page\.$/,
  /^<[\w.]+> has no attribute "[^"]+": it is left out of the page\.$/,
  // The same for a table's attribute on another element (Lexical's eight <img valign="middle"> badges in one page).
  /^<[\w.]+> has no attribute "[^"]+": it is left out of the page, as it has no effect on <[\w.]+> \(only the parts of a table read it\)\.$/,
];

function siteWideKey(diagnostic: Diagnostic): string | null {
  // A warning with a suggestion is a likely typo, one at each place, each to fix there.
  if (diagnostic.severity !== 'warning' || diagnostic.suggestion !== undefined) return null;
  return SITE_WIDE.some((pattern) => pattern.test(diagnostic.message)) ? diagnostic.message : null;
}

/** The diagnostics with each such warning folded into its first place, which says how many there are. */
export function foldSiteWideWarnings(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, siteWideKey, ([first, ...others]) => {
    const files = filesOf([first, ...others]).size;
    const where = files === 1 ? `${others.length + 1} times in this file` : `${others.length + 1} times in ${files} files`;
    const notes: DiagnosticNote[] = others.map((other) => ({ message: 'also here', file: other.file, line: other.line, column: other.column }));
    return { ...withCount(first, `${where}; this is the first`), notes: [...(first.notes ?? []), ...notes] };
  });
}
