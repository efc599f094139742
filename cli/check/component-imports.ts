// An import of the same component of the site that is not registered is reported once for the whole
// site: registering it in site.config.ts once accepts it on every page, and generated pages import the
// same component on each (Saleor's GraphQL reference imports two so on 1,870 pages, 3,740 errors).
// The errors are grouped by the registration their hint asks for, not by the path the import writes:
// pages at different depths name one file by different relative paths (Redux's DetailedExplanation,
// `../components/` in 5 files and `../../components/` in 15, was two errors counting 5 and 15), and
// two components of one file are two registrations (`{ Shade }` beside `{ Panel }` was folded into
// Panel's error, its own registration never said).
import type { Diagnostic } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

const UNREGISTERED_IMPORT = /^Import of "(.*)": content cannot import code\.$/;

/**
 * The registration (its hint) that would accept the import a diagnostic refuses; for an import no
 * registration accepts (a value, not a component: Uniforms's `{ ajvValidatorFile }` from
 * '@site/components/CodeEditor/ajvValidatorFile', in 6 pages), the module it names, one cause for
 * every page importing it; else null.
 */
function unregisteredComponentImportOf(diagnostic: Diagnostic): string | null {
  if (diagnostic.code !== 'mdx' || diagnostic.hint === undefined || !UNREGISTERED_IMPORT.test(diagnostic.message)) return null;
  if (diagnostic.hint.includes('register it in site.config.ts')) return diagnostic.hint;
  return diagnostic.hint.startsWith('pages may import only') ? `${diagnostic.message}\0${diagnostic.hint}` : null;
}

/** The diagnostics with the errors of each such registration folded into the first: where it first appears, and in how many files. */
export function foldUnregisteredComponentImports(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, unregisteredComponentImportOf, (group) => {
    const files = filesOf(group).size;
    return files === 1 ? group[0] : withCount(group[0], `in ${files} files; this is the first`);
  });
}
