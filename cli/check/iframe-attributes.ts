// The warnings for an embed code's attributes devcenter leaves out of an <iframe> (its own `sandbox`,
// features its `allow` asks for) are reported once per message for the whole site: a site pastes the
// same embed code (CodeSandbox's) on every page with an example, and Redux Toolkit's 25 such embeds
// made 49 warnings, each with its hint, burying the rest. The same attribute is left out everywhere,
// so each other place is a note under the first.
import type { Diagnostic, DiagnosticNote } from '../diagnostics.ts';
import { filesOf, foldByKey, withCount } from './fold-diagnostics.ts';

const IFRAME_ATTRIBUTE_LEFT_OUT = /^<iframe> (?:is sandboxed by devcenter whatever it says|may not be allowed) /;

function foldKeyOf(diagnostic: Diagnostic): string | null {
  return diagnostic.code === 'mdx' && diagnostic.severity === 'warning' && IFRAME_ATTRIBUTE_LEFT_OUT.test(diagnostic.message) ? diagnostic.message : null;
}

/** The diagnostics with each such warning's places folded into the first, the others its notes. */
export function foldIframeAttributeWarnings(diagnostics: Diagnostic[]): Diagnostic[] {
  return foldByKey(diagnostics, foldKeyOf, ([first, ...others]) => {
    const files = filesOf([first, ...others]).size;
    const notes: DiagnosticNote[] = others.map((other) => ({ message: 'also here', file: other.file, line: other.line, column: other.column }));
    return { ...withCount(first, `${others.length + 1} iframes ${files === 1 ? 'in this file' : `in ${files} files`}; this is the first, the others are listed below`), notes: [...(first.notes ?? []), ...notes] };
  });
}
