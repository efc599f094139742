// An unknown frontmatter key is reported once for the whole site: a team that moved from another tool
// often has the same key on every page, and one warning per page would bury everything else.
import { unknownFrontmatterKeyOf } from '../content/frontmatter.ts';
import type { Diagnostic } from '../diagnostics.ts';

/** The diagnostics with each unknown key's warnings folded into the first: where it first appears, and in how many files. */
export function foldUnknownFrontmatterKeys(diagnostics: Diagnostic[]): Diagnostic[] {
  const filesByKey = new Map<string, Set<string>>();
  const firsts: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const key = unknownFrontmatterKeyOf(diagnostic);
    if (key === null) continue;
    const files = filesByKey.get(key);
    if (files) files.add(diagnostic.file ?? '');
    else {
      filesByKey.set(key, new Set([diagnostic.file ?? '']));
      firsts.push(diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const key = unknownFrontmatterKeyOf(diagnostic);
    if (key === null) return [diagnostic];
    if (!firsts.includes(diagnostic)) return [];
    const count = filesByKey.get(key)!.size;
    return [count === 1 ? diagnostic : { ...diagnostic, message: diagnostic.message.replace(/\.$/, ` (in ${count} files; this is the first).`) }];
  });
}
