// One cause said once for the whole site: the diagnostics that share a key (an unregistered component,
// an unknown front matter key or directive type, a plugin's link scheme, an embed code's attribute)
// are folded into the first of them, worded from the whole group. One warning per place of a cause a
// site repeats on every page buried everything else. Each fold module says what its key is and how
// its group reads; this one groups and folds.
import type { Diagnostic } from '../diagnostics.ts';

/**
 * The diagnostics with each group of one key (`keyOf`; null: not folded) replaced at its first by
 * `merge(group)` when it has more than one, the rest of the group left out, all else as it was.
 */
export function foldByKey(diagnostics: Diagnostic[], keyOf: (diagnostic: Diagnostic) => string | null, merge: (group: Diagnostic[]) => Diagnostic): Diagnostic[] {
  const keys = diagnostics.map(keyOf);
  const groups = new Map<string, Diagnostic[]>();
  diagnostics.forEach((diagnostic, i) => {
    const key = keys[i];
    if (key === null) return;
    const group = groups.get(key);
    if (group) group.push(diagnostic);
    else groups.set(key, [diagnostic]);
  });
  return diagnostics.flatMap((diagnostic, i) => {
    const key = keys[i];
    if (key === null) return [diagnostic];
    const group = groups.get(key)!;
    if (group[0] !== diagnostic) return [];
    return [group.length === 1 ? diagnostic : merge(group)];
  });
}

/** The files a group's diagnostics are in. */
export function filesOf(group: readonly Diagnostic[]): Set<string> {
  return new Set(group.map((diagnostic) => diagnostic.file ?? ''));
}

/** The diagnostic with ` (…).` closing its message (in place of its period, if it has one). */
export function withCount(diagnostic: Diagnostic, count: string): Diagnostic {
  return { ...diagnostic, message: `${diagnostic.message.replace(/\.$/, '')} (${count}).` };
}
