// An unknown `:::type` that is no misspelt keyword is reported once for the whole site: such a type is
// a remark plugin's directive, written wherever the site wants what the plugin makes (Cypress's
// `:::cypress-config-example`, 109 times), and one warning per place buried everything else. A
// misspelling (`:::warnig`) keeps one warning per place, each with the keyword it likely meant.
import { unknownDirectiveTypeOf } from '../content/directives.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { filesOf, foldByKey } from './fold-diagnostics.ts';

/** The diagnostics with each such type's warnings folded into the first: where it first appears, and how often. */
export function foldUnknownDirectiveTypes(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, unknownDirectiveTypeOf, (group) => {
    const type = unknownDirectiveTypeOf(group[0])!;
    const files = filesOf(group).size;
    const where = files === 1 ? `${group.length} times in this file` : `${group.length} times in ${files} files`;
    return { ...group[0], message: `Unknown admonition type ":::${type}": its content is shown without a box (${where}; this is the first).` };
  });
}
