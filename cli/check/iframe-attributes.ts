// The warnings for an embed code's attributes devcenter leaves out of an <iframe> (its own `sandbox`,
// features its `allow` asks for) are reported once per message for the whole site: a site pastes the
// same embed code (CodeSandbox's) on every page with an example, and Redux Toolkit's 25 such embeds
// made 49 warnings, each with its hint, burying the rest. The same attribute is left out everywhere,
// so each other place is a note under the first.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';

const IFRAME_ATTRIBUTE_LEFT_OUT = /^<iframe> (?:is sandboxed by devcenter whatever it says|may not be allowed) /;

function foldKeyOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'mdx' && diagnostic.severity === 'warning' && IFRAME_ATTRIBUTE_LEFT_OUT.test(diagnostic.message) ? diagnostic.message : null;
}

/** The diagnostics with each such warning's places folded into the first, the others its notes. */
export function foldIframeAttributeWarnings(diagnostics: Diagnostic[]): Diagnostic[] {
  const byMessage = new Map<string, { first: Diagnostic; notes: DiagnosticNote[]; files: Set<string> }>();
  for (const diagnostic of diagnostics) {
    const key = foldKeyOf(diagnostic);
    if (key === null) continue;
    const group = byMessage.get(key);
    if (!group) byMessage.set(key, { first: diagnostic, notes: [], files: new Set([diagnostic.file ?? '']) });
    else {
      group.files.add(diagnostic.file ?? '');
      group.notes.push({ message: 'also here', file: diagnostic.file, line: diagnostic.line, column: diagnostic.column });
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const key = foldKeyOf(diagnostic);
    if (key === null) return [diagnostic];
    const group = byMessage.get(key)!;
    if (group.first !== diagnostic) return [];
    if (group.notes.length === 0) return [diagnostic];
    const where = group.files.size === 1 ? 'in this file' : `in ${group.files.size} files`;
    return [{ ...diagnostic, message: diagnostic.message.replace(/\.$/, ` (${group.notes.length + 1} iframes ${where}; this is the first, the others are listed below).`), notes: [...(diagnostic.notes ?? []), ...group.notes] }];
  });
}
