// LaTeX math on a site that asks for it (`markdown: { math: true }`, or a Docusaurus config that loads
// remark-math): `$…$` and `$$…$$` are read by micromark-extension-math, and each formula is typeset
// at build time by KaTeX into MathML, which every current browser draws natively. So a page with
// math ships no script, stylesheet or font for it (rehype-katex's HTML output needs KaTeX's CSS and
// 60 font files), and the reader's browser never runs KaTeX. A formula KaTeX cannot read is an error
// at its place, not a red span in the published page.
import type { Nodes, Root } from 'mdast';
import type { InlineMath, Math } from 'mdast-util-math';
import { createRequire } from 'node:module';
import type Katex from 'katex';
import { capDiagnostics } from '../diagnostic-cap.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt, placeAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { walk } from './walk.ts';

/**
 * KaTeX, loaded when a site first typesets a formula: its half a megabyte of code would otherwise be
 * compiled and run by every build and parse worker of every site, math or not (about 40 ms each).
 * Required from node_modules (compile.js leaves it out of the bundle), as its CommonJS build, so the
 * parse stays synchronous.
 */
let katexModule: typeof Katex | undefined;
const katex = () => (katexModule ??= createRequire(import.meta.url)('katex') as typeof Katex);

/** Where a math node keeps its MathML, from the parse to the render (the tree crosses worker threads as data). */
export interface MathData {
  mathml?: string;
}

type MathNode = Math | InlineMath;

/**
 * Commands that define macros, or expand before defining: with them a formula of a few hundred
 * characters expands without bound (`\edef` doubling a body twenty times; a 22 KB `\def` used 900
 * times ran for minutes, 1 KB used 990 times wrote 10 MB), and KaTeX's expansion cap does not
 * count what each expansion copies. Without them a formula's work is its length plus KaTeX's own
 * macros, at most MAX_EXPANSIONS of them.
 */
const DEFINES_MACROS = /\\(?:def|gdef|edef|xdef|let|futurelet|global|newcommand|renewcommand|providecommand|expandafter|noexpand|DeclareMathOperator)(?![a-zA-Z])/;

/** The warnings told for one formula; past them, how many more. */
const MAX_FORMULA_WARNINGS = 5;

/** KaTeX's own macros a formula may expand (its default). */
const MAX_EXPANSIONS = 1000;

/**
 * The MathML one page may hold, in characters: twice a page's text limit (MAX_EXPANDED_TEXT). A
 * formula's MathML is about 25 times its TeX, so this is some 80 KB of TeX on one page.
 */
export const MAX_PAGE_MATHML = 4_000_000;

/**
 * The TeX one formula may hold, in characters. KaTeX builds the whole MathML before the page's cap
 * (MAX_PAGE_MATHML) can be checked, and some input costs far more than its length: a 1.9 MB
 * formula of primes (`a''''…`) took 1.4 GB and 7 s, past a build worker's heap cap (an "internal
 * error"). 100,000 characters of it take some 150 MB; a real formula is a few hundred.
 */
export const MAX_FORMULA_TEX = 100_000;

/**
 * How deep a formula's MathML may nest, in elements. The stages after the parse read it recursively
 * (hast-util-from-html, React), and 600 nested matrices, 8 KB of TeX that KaTeX typesets 2,400
 * elements deep, overflowed the stack there as an "internal error". A formula a reader can follow
 * is a few dozen deep; a page's own content nests at most 100 levels (markdown-limits.ts).
 */
export const MAX_FORMULA_DEPTH = 200;

/** The deepest nesting of elements in KaTeX's MathML (which always writes a closing tag, and escapes `<` in text). */
function mathmlDepth(mathml: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing] of mathml.matchAll(/<(\/?)[a-z]/g)) {
    depth += closing ? -1 : 1;
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

const isMath = (node: Nodes): node is MathNode => node.type === 'math' || node.type === 'inlineMath';

/**
 * Where in the file the part of a formula KaTeX could not read is, when the formula is written there
 * as it reads it (after its `$` or `$$` and the space before it): its line, column and length.
 */
function errorPlace(source: SourceFile, node: MathNode, error: InstanceType<typeof Katex.ParseError>): Pick<Diagnostic, 'line' | 'column' | 'lineText' | 'length'> | undefined {
  const start = node.position?.start;
  if (!start || error.position === undefined || typeof error.rawMessage !== 'string') return undefined;
  let lineStart = 0;
  for (let line = 1; line < start.line; line++) {
    lineStart = source.text.indexOf('\n', lineStart) + 1;
    if (lineStart === 0) return undefined;
  }
  const from = lineStart + start.column - 1;
  const found = source.text.indexOf(node.value, from);
  if (found < 0 || !/^\$+\s*$/.test(source.text.slice(from, found))) return undefined;
  return { ...placeAt(source.text, found + error.position), ...(error.length ? { length: error.length } : {}) };
}

/** The text-mode commands whose braced argument is text, where "_" and "^" are not sub- and superscripts. */
const TEXT_COMMAND = /\\(text[a-z]*|mbox|hbox|emph)\s*$/;

/**
 * KaTeX's "Expected 'EOF', got '_'" for an identifier written inside \text{…} (botorch's
 * `$\textit{batch_shape}$`, a common way to name a variable in a formula) tells the author nothing of
 * why: in text, as in LaTeX, "_" and "^" are not sub- and superscripts. The hint saying so, or undefined
 * when the character KaTeX stopped at is not one of those inside a text command's braces.
 */
function textModeMistake(tex: string, error: { position?: number; rawMessage?: string }): string | undefined {
  const position = error.position;
  if (position === undefined || !/got '[_^]'/.test(error.rawMessage ?? '')) return undefined;
  const char = tex[position];
  if (char !== '_' && char !== '^') return undefined;
  // The commands whose braces are open at the character, innermost last.
  const open: (string | null)[] = [];
  for (let i = 0; i < position; i++) {
    if (tex[i] === '\\') i++;
    else if (tex[i] === '{') open.push(TEXT_COMMAND.exec(tex.slice(Math.max(0, i - 20), i))?.[1] ?? null);
    else if (tex[i] === '}') open.pop();
  }
  const command = open.findLast((name) => name !== null);
  if (command === undefined || command === null) return undefined;
  return char === '_'
    ? `"_" inside \\${command}{…} is text, not a subscript (as in LaTeX): write "\\_" for an underscore (\\${command}{batch\\_shape}), or close the braces before a subscript.`
    : `"^" inside \\${command}{…} is text, not a superscript (as in LaTeX): write "\\textasciicircum" for a caret, or close the braces before a superscript.`;
}

/**
 * Typesets every formula of the tree into its node's data, and reports those KaTeX cannot read (and
 * what its strict mode warns of, such as a letter it does not know in math mode) at their place.
 * Commands that link or add HTML (`\href`, `\url`, `\htmlClass`, `\includegraphics`) are never
 * trusted: drawn as their own name, with a warning.
 */
export function typesetMath(tree: Root, source: SourceFile): Diagnostic[] {
  // The same mistake all over a page (20,000 `$\x$` on one 100 KB line) is a few diagnostics and a
  // count: each carried its line, and reporting them took 33 s and 2.6 GB.
  const shown = capDiagnostics();
  const diagnostics = { push: (diagnostic: Diagnostic) => shown.add(diagnostic.severity, () => diagnostic) };
  let written = 0;
  walk<Nodes>(tree, (node) => {
    if (!isMath(node) || written > MAX_PAGE_MATHML) return;
    const at = node.position?.start;
    const place = at ? { file: source.file, line: at.line, column: at.column, lineText: lineAt(source.text, at.line) } : { file: source.file };
    if (node.value.length > MAX_FORMULA_TEX) {
      diagnostics.push({ severity: 'error', code: 'math', message: `This formula is ${node.value.length.toLocaleString('en-US')} characters long; a formula may hold at most ${MAX_FORMULA_TEX.toLocaleString('en-US')}.`, ...place, hint: 'split it into smaller formulas.' });
      return;
    }
    const definition = DEFINES_MACROS.exec(node.value);
    if (definition) {
      diagnostics.push({ severity: 'error', code: 'math', message: `This formula defines a macro (${definition[0]}): a formula may not, since one can make it expand without end.`, ...place, hint: 'write the formula out in full.' });
      return;
    }
    const warnings: string[] = [];
    try {
      const mathml = katex().renderToString(node.value, {
        displayMode: node.type === 'math',
        output: 'mathml',
        throwOnError: true,
        maxExpand: MAX_EXPANSIONS,
        // An untrusted command is drawn as its name in the text's own colour: KaTeX's red (#cc0000)
        // fails contrast on both themes, and the build has said what is wrong.
        errorColor: 'currentColor',
        // Told, not silently drawn as its name in red.
        trust: (context: { command: string }) => {
          warnings.push(`${context.command} is not typeset: a formula may not link, load a picture or add HTML to the page.`);
          return false;
        },
        strict: (_code: string, message: string) => {
          warnings.push(message);
          return 'ignore';
        },
      });
      if (mathmlDepth(mathml) > MAX_FORMULA_DEPTH) {
        diagnostics.push({ severity: 'error', code: 'math', message: `This formula nests more than ${MAX_FORMULA_DEPTH} levels deep once typeset.`, ...place, hint: 'split it into smaller formulas.' });
        return;
      }
      written += mathml.length;
      if (written > MAX_PAGE_MATHML) {
        diagnostics.push({ severity: 'error', code: 'math', message: `The page's formulas make more than ${MAX_PAGE_MATHML.toLocaleString('en-US')} characters of MathML, from this one on.`, ...place, hint: 'split the page, or show the longest formulas as code or images.' });
        return;
      }
      (node.data as MathData | undefined) ??= {};
      (node.data as MathData).mathml = mathml;
    } catch (error) {
      // KaTeX reads a formula recursively: one nested some thousand levels overflows its stack.
      if (error instanceof RangeError) {
        diagnostics.push({ severity: 'error', code: 'math', message: `This formula nests too deeply to typeset.`, ...place, hint: 'split it into smaller formulas.' });
        return;
      }
      const parseError = error instanceof katex().ParseError ? error : undefined;
      // Located only when shown: finding the place reads the file up to it, and 20,000 broken
      // formulas on lines of their own (120 KB) took 34 s of check when each was located.
      shown.add('error', () => {
        const at = parseError && errorPlace(source, node, parseError);
        // At the place KaTeX names, its own words; else its message, with the excerpt it underlines by
        // combining characters (botorch's `\textit{batch_shape}` read "batch_̲shape" at the formula's "$").
        const reason = at ? parseError!.rawMessage : parseError ? parseError.message.replace(/^KaTeX parse error: /, '') : String(error);
        const inText = parseError && textModeMistake(node.value, parseError);
        return { severity: 'error', code: 'math', message: `This formula does not typeset: ${reason}`, ...place, ...at, hint: inText ?? 'write it as KaTeX reads LaTeX (https://katex.org/docs/supported), or show it as code (```latex).' };
      });
      return;
    }
    // A few of them, each once: KaTeX warns for every letter it does not know, and 20,000 distinct
    // CJK characters in one formula (60 KB) printed 20,000 warnings, 8 MB of log.
    const distinct = [...new Set(warnings)];
    for (const warning of distinct.slice(0, MAX_FORMULA_WARNINGS)) diagnostics.push({ severity: 'warning', code: 'math', message: `In this formula: ${warning}`, ...place });
    if (distinct.length > MAX_FORMULA_WARNINGS)
      diagnostics.push({ severity: 'warning', code: 'math', message: `In this formula: ${(distinct.length - MAX_FORMULA_WARNINGS).toLocaleString('en-US')} more warnings like these.`, ...place });
  });
  return shown.diagnostics();
}
