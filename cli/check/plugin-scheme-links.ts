// Links of a scheme that is no web address (`docblock:`), written for a remark plugin of the site that
// rewrites them, are reported once per scheme for the whole site: the plugin is one cause, which
// devcenter does not run, and an error per link buried everything else (Redux Toolkit's API pages
// link `docblock://…` 55 times in 9 files, each with the same hint). Every link is still an error to
// correct, so each of the others is a note at its place under the first.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** The hint url-check.ts gives such a link begins with its scheme: `"docblock:" is no web address`. */
const PLUGIN_SCHEME_HINT = /^"([a-z][a-z0-9+.-]*):" is no web address/;
const UNSAFE_LINK = /^Unsafe link "(.*)": content may link only to/;

/** The scheme of a Markdown link refused as a remark plugin's, else null. */
function pluginSchemeOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'unsafe-url' || !UNSAFE_LINK.test(diagnostic.message)) return null;
  return PLUGIN_SCHEME_HINT.exec(diagnostic.hint ?? '')?.[1] ?? null;
}

/** The diagnostics with each such scheme's errors folded into the first, the others its notes. */
export function foldPluginSchemeLinks(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, pluginSchemeOf, (group) => {
    const [first] = group;
    const scheme = pluginSchemeOf(first)!;
    // A partial included by several pages reports its links with each: one place is one link.
    const places = new Set<string>();
    const notes: DiagnosticNote[] = [];
    let more = 0;
    for (const diagnostic of group) {
      const place = JSON.stringify([diagnostic.file, diagnostic.line, diagnostic.column]);
      if (places.has(place)) continue;
      places.add(place);
      // A file's links past the cap of one kind (diagnostic-cap.ts) were counted on its last one shown,
      // never located: they stay counted, and that file's note saying so stays with the others.
      more += diagnostic.more ?? 0;
      if (diagnostic !== first) notes.push({ message: `also "${UNSAFE_LINK.exec(diagnostic.message)?.[1] ?? ''}"`, file: diagnostic.file, line: diagnostic.line, column: diagnostic.column });
      if (diagnostic !== first && diagnostic.more) notes.push({ message: `… and ${diagnostic.more} more such links in this file, not shown (fix these and check again to see them).`, file: diagnostic.file });
    }
    if (notes.length === 0) return first;
    const files = filesOf(group).size;
    const where = files === 1 ? 'in this file' : `in ${files} files`;
    return {
      ...withCount(first, `${places.size + more} "${scheme}:" links ${where}; this is the first, the others are listed below`),
      notes: [...(first.notes ?? []), ...notes],
      ...(more > 0 ? { more } : {}),
    };
  });
}
