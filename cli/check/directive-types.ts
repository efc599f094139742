// An unknown `:::type` that is no misspelt keyword is reported once for the whole site: such a type is
// a remark plugin's directive, written wherever the site wants what the plugin makes (Cypress's
// `:::cypress-config-example`, 109 times), and one warning per place buried everything else. A
// misspelling (`:::warnig`) keeps one warning per place, each with the keyword it likely meant.
import { unknownDirectiveTypeOf } from '../content/directives.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** The diagnostics with each such type's warnings folded into the first: where it first appears, and how often. */
export function foldUnknownDirectiveTypes(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Map<string, { places: number; files: Set<string> }>();
  const firsts = new Set<Diagnostic>();
  for (const diagnostic of diagnostics) {
    const type = unknownDirectiveTypeOf(diagnostic);
    if (type === null) continue;
    const count = seen.get(type);
    if (count) {
      count.places++;
      count.files.add(diagnostic.file ?? '');
    } else {
      seen.set(type, { places: 1, files: new Set([diagnostic.file ?? '']) });
      firsts.add(diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const type = unknownDirectiveTypeOf(diagnostic);
    if (type === null) return [diagnostic];
    if (!firsts.has(diagnostic)) return [];
    const { places, files } = seen.get(type)!;
    if (places === 1) return [diagnostic];
    const where = files.size === 1 ? `${places} times in this file` : `${places} times in ${files.size} files`;
    return [{ ...diagnostic, message: `Unknown admonition type ":::${type}": its content is shown without a box (${where}; this is the first).` }];
  });
}
