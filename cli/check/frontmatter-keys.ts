// An unknown frontmatter key is reported once for the whole site: a team that moved from another tool
// often has the same key on every page, and one warning per page would bury everything else.
import { unknownFrontmatterKeyOf } from '../content/frontmatter.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

/** The diagnostics with each unknown key's warnings folded into the first: where it first appears, and in how many files. */
export function foldUnknownFrontmatterKeys(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, unknownFrontmatterKeyOf, (group) => {
    const files = filesOf(group).size;
    return files === 1 ? group[0] : withCount(group[0], `in ${files} files; this is the first`);
  });
}
