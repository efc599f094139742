// A doc listed twice in one sidebar is said once per sidebar, at its first repeat, with how many there
// are and each other place a note under it. Jitsi's handbook lists seven SDK docs both in an "SDKs"
// category and again under "Web" and "Mobile", on purpose: seven warnings said the same thing of one
// sidebar, which Docusaurus builds without a word (and previous/next follow the first place there too).
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { foldByKey, withCount } from './fold-diagnostics.ts';

/** sidebars.<id>[…]…: doc "…" is already in this sidebar (cli/content/sidebars.ts); the sidebar's id is the group. */
const LISTED_TWICE = /^sidebars\.(.+?)\[\d+\].*: doc ".*" is already in this sidebar; its first place is used\.$/;

function sidebarOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.severity !== 'warning') return null;
  const sidebar = LISTED_TWICE.exec(diagnostic.message)?.[1];
  return sidebar === undefined ? null : JSON.stringify([diagnostic.file ?? '', sidebar]);
}

/** The diagnostics with each sidebar's repeated docs folded into its first, which says how many there are. */
export function foldSidebarRepeats(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, sidebarOf, ([first, ...others]) => {
    // Past the cap (diagnostic-cap.ts) a repeat stands for more not shown: they count here, not again in the totals.
    const count = [first, ...others].reduce((sum, d) => sum + 1 + (d.more ?? 0), 0);
    const notes: DiagnosticNote[] = others.map((other) => ({ message: `also listed twice: ${other.message.replace(/ is already in this sidebar; its first place is used\.$/, '')}`, file: other.file, line: other.line, column: other.column }));
    const { more: _more, ...rest } = first;
    return { ...withCount(rest, `${count} docs listed twice in this sidebar; this is the first`), notes: [...(first.notes ?? []), ...notes] };
  });
}
