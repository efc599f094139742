// A code fence's Docusaurus line options: `{1,3-4}` and `showLineNumbers[=n]` in its metastring, and
// `highlight-next-line` / `highlight-start` / `highlight-end` comments in its code. The comments are
// taken out of the code here, once, so the page, its copy button, its Markdown copy and its search
// records all see the code without them; the lines to mark ride on the node to the renderer.
import type { Code, Nodes, Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import type { SourceFile } from './discover.ts';
import { walk } from './walk.ts';
import { lookupTable } from '../../runtime/shared/lookup-table.ts';

/** What the renderer needs of a code block's lines (on `code.data.codeLines`). */
export interface CodeLines {
  /** 1-based numbers of the lines to mark, in the code as shown. */
  highlighted: number[];
  /** The number of the first line when line numbers are shown. */
  lineNumbersFrom?: number;
  /** True when magic comments were taken out: the fence as written no longer reads as the code shown. */
  rewritten?: boolean;
}

type CodeWithLines = Code & { data?: Code['data'] & { codeLines?: CodeLines } };

export function codeLinesOf(node: Code): CodeLines | undefined {
  return (node as CodeWithLines).data?.codeLines;
}

// Comment forms, as regular-expression sources of what opens and closes them.
const LINE_SLASHES = ['//', ''] as const;
const C_BLOCK = ['/\\*', '\\*/'] as const;
const JSX_BLOCK = ['\\{\\s*/\\*', '\\*/\\s*\\}'] as const;
const HASH = ['#', ''] as const;
const HTML = ['<!--', '-->'] as const;
const DOUBLE_DASH = ['--', ''] as const;
const PERCENT = ['%', ''] as const;
const SEMICOLONS = [';;', ''] as const;
const ML_BLOCK = ['\\(\\*', '\\*\\)'] as const;
const REM = ['rem', ''] as const;
const APOSTROPHE = ["['\u2018\u2019]", ''] as const;
type CommentForm = readonly [string, string];

/** The comment forms a language's magic comments may use, as Docusaurus reads them by default. */
const COMMENTS_BY_LANGUAGE: Record<string, CommentForm[]> = lookupTable({});
const assign = (languages: string[], forms: CommentForm[]) => {
  for (const language of languages) COMMENTS_BY_LANGUAGE[language] = forms;
};
assign(['js', 'javascript', 'ts', 'typescript'], [LINE_SLASHES, C_BLOCK]);
assign(['jsx', 'tsx'], [LINE_SLASHES, C_BLOCK, JSX_BLOCK]);
assign(['html'], [LINE_SLASHES, C_BLOCK, HTML]);
assign(['python', 'py', 'bash'], [HASH]);
assign(['markdown', 'md'], [HTML, JSX_BLOCK, HASH]);
assign(['tex', 'latex', 'matlab'], [PERCENT]);
assign(['lua', 'haskell'], [DOUBLE_DASH]);
assign(['sql'], [DOUBLE_DASH, C_BLOCK]);
assign(['wasm'], [SEMICOLONS]);
assign(['vb', 'vba', 'visual-basic', 'vbnet'], [APOSTROPHE, REM]);
assign(['batch'], [REM]);
assign(['ocaml', 'sml'], [ML_BLOCK]);
assign(['fsharp'], [LINE_SLASHES, ML_BLOCK]);
/** Any other language: the common forms, so `#` in YAML and `//` in Go both work. */
const DEFAULT_FORMS: CommentForm[] = [LINE_SLASHES, C_BLOCK, JSX_BLOCK, HASH, HTML];

const patternCache = new Map<string, RegExp>();

/** A whole line that is only a magic comment, in one of the language's comment forms. */
function magicCommentPattern(language: string): RegExp {
  const key = language.toLowerCase();
  let pattern = patternCache.get(key);
  if (!pattern) {
    const forms = COMMENTS_BY_LANGUAGE[key] ?? DEFAULT_FORMS;
    const alternatives = forms.map(([open, close]) => `(?:${open})\\s*(highlight-(?:next-line|start|end))\\s*(?:${close})`);
    pattern = new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`, 'i');
    patternCache.set(key, pattern);
  }
  return pattern;
}

/** `{1,3-4}` as Docusaurus finds it in a metastring (not inside a word). */
const RANGE_LIST = /(?<![\w}=])\{([\d,\s-]*)\}(?![\w{])/;
/**
 * Braces standing as a token of their own (not an attribute's value, `tab={…}`): a range list the
 * author meant to write. Braces holding an attribute (`{title="config.yaml"}`, Pandoc's way) are not:
 * Docusaurus reads the title in them and says nothing.
 */
const BRACES = /(?<![^\s])\{[^}=]*\}/;
const LINE_NUMBERS = /(?<![\w-])showLineNumbers(?:=(\S*))?/;

interface Problem {
  message: string;
  hint: string;
  /** Where in the fence's first line the problem starts (0-based), when it is in the metastring. */
  at?: string;
  /** The line of the code it is on (1-based, as written), when it is a magic comment. */
  codeLine?: number;
}

/** The metastring without its quoted values (a title may hold braces). */
function unquoted(meta: string): string {
  return meta.replace(/"[^"]*"|'[^']*'/g, (quoted) => ' '.repeat(quoted.length));
}

/** `1,3-4` as line numbers, or a problem. */
function readRanges(list: string, lineCount: number, problems: Problem[], written: string): number[] {
  const ranges: [number, number][] = [];
  for (const part of list.split(',').map((p) => p.trim())) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) {
      problems.push({ message: `"${part}" in ${written} is not a line number or a range`, hint: 'write line numbers and ranges separated by commas: {1,3-4}.', at: written });
      continue;
    }
    // Docusaurus reads a range either way round (parse-numeric-range: "5-2" is 5, 4, 3, 2) and passes
    // over line 0 ("0-15" marks 1 to 15, as a Zenstack post writes it): marked the same here, and said.
    const [low, high] = [Number(range[1]), range[2] === undefined ? Number(range[1]) : Number(range[2])].sort((a, b) => a - b);
    const from = Math.max(low, 1);
    const to = high;
    if (high < 1) {
      problems.push({ message: `"${part}" in ${written} names line 0, and marks nothing`, hint: 'lines count from 1: {1} is the first line.', at: written });
      continue;
    }
    if (from !== Number(range[1]) || (range[2] !== undefined && to !== Number(range[2]))) {
      const marks = from === to ? `line ${from}` : `lines ${from} to ${to}`;
      const why = low < 1 ? 'lines count from 1' : 'a range goes from the lower number to the higher';
      problems.push({ message: `"${part}" in ${written}: ${why}; it marks ${marks}, as Docusaurus does`, hint: `write ${from === to ? from : `${from}-${to}`} for it.`, at: written });
    }
    if (to > lineCount) {
      problems.push({ message: `${written} marks line ${to}, but the code block has ${lineCount} line${lineCount === 1 ? '' : 's'}`, hint: 'count the lines of the code as shown (magic comments are not shown) and fix the range.', at: written });
    }
    ranges.push([from, Math.min(to, lineCount)]);
  }
  return linesIn(ranges);
}

/**
 * The lines of ranges (`[from, to]`, both included), each once, in order. Marked once each after
 * merging: a list repeating one long range 20,000 times over a block of 100,000 lines (380 KB of
 * page), or 15,000 nested highlight-start comments around 50,000 lines, marked each line again for
 * each range, and took a minute.
 */
function linesIn(ranges: [number, number][]): number[] {
  const lines: number[] = [];
  let next = 1;
  for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
    for (let line = Math.max(from, next); line <= to; line++) lines.push(line);
    next = Math.max(next, to + 1);
  }
  return lines;
}

interface Stripped {
  code: string;
  highlighted: number[];
  rewritten: boolean;
}

/**
 * The code without its magic comment lines, and the lines they mark. Starts and ends pair up as
 * nested brackets do; as in Docusaurus, a start left without its end marks nothing.
 */
function stripMagicComments(code: string, language: string, problems: Problem[], sourceLines?: readonly number[]): Stripped {
  const pattern = magicCommentPattern(language);
  const kept: string[] = [];
  const highlighted: [number, number][] = [];
  let markNext = false;
  let rewritten = false;
  /** Open starts: the first kept line each would mark, and where the comment was written. */
  const open: { from: number; codeLine: number }[] = [];
  for (const [shownIndex, line] of code.split('\n').entries()) {
    // Where the line is written in the block: a twoslash block's code has lost the lines before its cut.
    const index = sourceLines?.[shownIndex] ?? shownIndex;
    const magic = pattern.exec(line);
    const directive = magic?.slice(1).find(Boolean)?.toLowerCase();
    if (!directive) {
      kept.push(line);
      if (markNext) highlighted.push([kept.length, kept.length]);
      markNext = false;
      continue;
    }
    rewritten = true;
    if (directive === 'highlight-next-line') markNext = true;
    else if (directive === 'highlight-start') open.push({ from: kept.length + 1, codeLine: index + 1 });
    else {
      const start = open.pop();
      if (start) highlighted.push([start.from, kept.length]);
      else problems.push({ message: 'highlight-end without a highlight-start before it', hint: 'add a highlight-start comment on the line before the first line to mark, or remove this highlight-end.', codeLine: index + 1 });
    }
  }
  for (const start of open)
    problems.push({ message: 'highlight-start without a highlight-end after it marks nothing', hint: 'add a highlight-end comment after the last line to mark, or remove this highlight-start.', codeLine: start.codeLine });
  return { code: kept.join('\n'), highlighted: linesIn(highlighted), rewritten };
}

/** `twoslash` as a word of the metastring: a block a Shiki twoslash remark plugin renders (tRPC's ```ts twoslash). */
const TWOSLASH = /(?<![\w-])twoslash(?![\w-])/;
/** `// ---cut---` (`---cut-before---` in the newer twoslash): what comes before it, and itself, is not shown. */
const TWOSLASH_CUT_BEFORE = /^\s*\/\/\s?---cut(?:-before)?---\s*$/;
/** `// ---cut-after---`: it and what comes after it are not shown. */
const TWOSLASH_CUT_AFTER = /^\s*\/\/\s?---cut-after---\s*$/;
/** A flag for the compiler or twoslash (`// @errors: 2322`, `// @noErrors`, `// @target: es2020`), written at the line's start; `// @ts-expect-error` is none. */
const TWOSLASH_FLAG = /^\/\/\s?@(\w+)(?::\s?.+)?$/;
/** A query (`// ^?`), completion (`// ^|`) or highlight (`// ^^^ note`) marker under a line, at any indentation. */
const TWOSLASH_MARKER = /^\s*\/\/\s*\^(?:\?\s*|\|\s*|\^+(?:\s.*)?)$/;

/**
 * The code of a twoslash block as its renderer shows it (@typescript/twoslash, which
 * remark-shiki-twoslash runs, and the newer `twoslash` of @shikijs/twoslash agree on these): the
 * lines up to the last `// ---cut---` and from the first `// ---cut-after---` left out, and so are
 * its flags and markers, which it reads and does not show. `// @filename: x.ts` is shown as written
 * there, past a cut, and is here. The types it would show (a `^?` query's answer, an error's message)
 * are not computed: the plugin is not run.
 */
function twoslashShown(code: string): { code: string; sourceLines: number[] } {
  const lines = code.split('\n');
  const cut = lines.findLastIndex((line) => TWOSLASH_CUT_BEFORE.test(line));
  const after = lines.findIndex((line, index) => index > cut && TWOSLASH_CUT_AFTER.test(line));
  // Each shown line's index in the block as written, for a warning about it to name its line.
  const sourceLines: number[] = [];
  const shown: string[] = [];
  for (let index = cut + 1; index < (after === -1 ? lines.length : after); index++) {
    const line = lines[index]!;
    const flag = TWOSLASH_FLAG.exec(line);
    if (TWOSLASH_MARKER.test(line) || (flag !== null && flag[1] !== 'filename')) continue;
    shown.push(line);
    sourceLines.push(index);
  }
  return { code: shown.join('\n'), sourceLines };
}

const PLUGIN_EFFECTS: Record<string, string> = {
  live: 'an editable live preview (@docusaurus/theme-live-codeblock)',
  mermaid: 'a diagram (@docusaurus/theme-mermaid)',
};
const PLUGIN_HINTS: Record<string, string> = {
  live: 'show the result as an image or with a component of the site, or leave the listing alone.',
  mermaid: 'export the diagram as an SVG image under static/ and show it with ![…](/img/diagram.svg).',
};

/** The line options of one code block, applied to it; problems for what the author got wrong. */
function applyCodeLines(node: Code, problems: Problem[]): void {
  const meta = node.meta ?? '';
  const bare = unquoted(meta);
  let highlighted: number[] = [];
  let rewritten = false;
  let sourceLines: number[] | undefined;
  // A twoslash block shows only the code its renderer shows (the marks and ranges count its lines, as shown).
  if (TWOSLASH.test(bare)) {
    const shown = twoslashShown(node.value);
    rewritten = shown.code !== node.value;
    node.value = shown.code;
    sourceLines = shown.sourceLines;
  }
  const ranges = RANGE_LIST.exec(bare);
  if (ranges) {
    // As in Docusaurus, a range list in the metastring wins: the code's comments are left as they are.
    highlighted = readRanges(ranges[1]!, node.value.split('\n').length, problems, ranges[0]);
  } else {
    const braces = BRACES.exec(bare);
    if (braces) {
      const written = meta.slice(braces.index, braces.index + braces[0].length);
      problems.push({ message: `${written} in the code block's metastring is not a list of lines`, hint: 'write line numbers and ranges separated by commas: {1,3-4}.', at: written });
    }
    if (node.lang) {
      const stripped = stripMagicComments(node.value, node.lang, problems, sourceLines);
      node.value = stripped.code;
      highlighted = stripped.highlighted;
      rewritten ||= stripped.rewritten;
    }
  }
  let lineNumbersFrom: number | undefined;
  const numbers = LINE_NUMBERS.exec(bare);
  if (numbers) {
    lineNumbersFrom = 1;
    if (numbers[1] !== undefined) {
      if (/^\d+$/.test(numbers[1])) lineNumbersFrom = Number(numbers[1]);
      else problems.push({ message: `${numbers[0]} does not give a line number`, hint: 'write showLineNumbers, or showLineNumbers=5 to start counting at 5.', at: numbers[0] });
    }
  }
  // Docusaurus plugins a site turns on in its config, which is not run here: the block shows as written
  // (npm2yarn is: npm2yarn.ts).
  const plugin = /(?<![\w-])(live)(?![\w-])/.exec(bare)?.[1] ?? (node.lang === 'mermaid' ? 'mermaid' : undefined);
  if (plugin) problems.push({ message: `"${plugin}" asks for ${PLUGIN_EFFECTS[plugin]}, a Docusaurus plugin this build does not run: the block shows as written`, hint: PLUGIN_HINTS[plugin], at: plugin });
  if (highlighted.length === 0 && lineNumbersFrom === undefined && !rewritten) return;
  const codeLines: CodeLines = { highlighted: highlighted.sort((a, b) => a - b) };
  if (lineNumbersFrom !== undefined) codeLines.lineNumbersFrom = lineNumbersFrom;
  if (rewritten) codeLines.rewritten = true;
  (node as CodeWithLines).data = { ...node.data, codeLines };
}

/**
 * The line that closes a fence opened in a quote: the opening line's quote marks and indentation, its
 * list markers as spaces (`> 1. ```` is closed by `>    ````), then the fence. "> ```" was the hint for
 * every quote, which closes neither a quote in a list item (`   > ````) nor a list item in a quote.
 */
function closingLine(openingText: string, column: number, fence: string): string {
  return openingText.slice(0, column - 1).replace(/(?:\d{1,9}[.)]|[-*+])(?=\s|$)/g, (marker) => ' '.repeat(marker.length)) + fence;
}

/** A fenced block with no closing fence: the rest of the page (or of the list item or quote around it) is shown as code. */
function unclosedFence(node: Code, text: string): Omit<Diagnostic, 'file'> | undefined {
  const { start, end } = node.position ?? {};
  if (!start || !end) return undefined;
  const openingText = lineAt(text, start.line) ?? '';
  const fence = /^(`{3,}|~{3,})/.exec(openingText.slice(start.column - 1))?.[1];
  if (!fence) return undefined;
  const closing = end.line > start.line ? /^[\s>]*(`{3,}|~{3,})\s*$/.exec(lineAt(text, end.line) ?? '')?.[1] : undefined;
  if (closing && closing[0] === fence[0] && closing.length >= fence.length) return undefined;
  // Inside an admonition, the block ends where the admonition does (Home Assistant's developer docs):
  // the text after it is not code, so the warning says where it ends instead.
  const endsAt = [end.line, end.line + 1].find((line) => /^[\s>]*:{3,}\s*$/.test(lineAt(text, line) ?? ''));
  const after = endsAt === undefined ? '' : lineAt(text, endsAt)!;
  // (A ":::" that is the code's own last line is in the code: a fence at the page's level runs on past it.)
  if (endsAt !== undefined && endsAt > start.line && node.value.trimEnd().split('\n').at(-1)?.trim() !== after.trim()) {
    return {
      severity: 'warning',
      code: 'code-block',
      message: `Code block: "${fence}" is never closed: it ends where the "${after.trim()}" block around it ends, on line ${endsAt}.`,
      line: start.line,
      column: start.column,
      lineText: openingText,
      length: fence.length,
      hint: `end the block with a line of ${fence} before the ${after.trim()}.`,
    };
  }
  // Inside a list item or a quote, the block ends where that does (Infracost's docs, a fence left open
  // in a numbered step before the next heading): the text after it is not code either.
  if (text.split('\n').slice(end.line).some((line) => line.trim() !== '')) {
    const quoted = /^\s*>/.test(openingText);
    // Its last line is the last written in it: the blank lines before the next block are not its.
    let last = end.line;
    while (last > start.line && /^[\s>]*$/.test(lineAt(text, last) ?? '')) last--;
    return {
      severity: 'warning',
      code: 'code-block',
      message: `Code block: "${fence}" is never closed: it ends where the ${quoted ? 'quote' : 'list item'} around it ends, on line ${last}.`,
      line: start.line,
      column: start.column,
      lineText: openingText,
      length: fence.length,
      hint: quoted ? `end the block with the line "${closingLine(openingText, start.column, fence)}" after its last line of code.` : `end the block with a line of ${fence} after its last line of code, indented as the opening one.`,
    };
  }
  return {
    severity: 'warning',
    code: 'code-block',
    message: `Code block: "${fence}" is never closed: the text after it is shown as code.`,
    line: start.line,
    column: start.column,
    lineText: openingText,
    length: fence.length,
    hint: `end the block with a line of ${fence} after its last line of code.`,
  };
}

/** Applies every code block's line options; warnings for metastrings and comments the author got wrong. */
export function transformCodeLines(tree: Root, source: SourceFile): Diagnostic[] {
  // Twenty located, the rest counted: 50,000 bad entries in one range list (290 KB) were each
  // located along the fence's line, which held them all, and took 9 s.
  const shown = capDiagnostics();
  walk<Nodes>(tree, (node, index, parent) => {
    if (node.type !== 'code') return;
    // ```twoslash include name: code kept for later blocks' `// @include: name`, which the twoslash
    // renderer shows nowhere (tRPC's posts have five); here it was shown as a block of its own.
    if (node.lang === 'twoslash' && /^include(?:\s|$)/.test(node.meta ?? '') && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    const problems: Problem[] = [];
    applyCodeLines(node, problems);
    const fenceLine = node.position?.start.line;
    const unclosed = unclosedFence(node, source.text);
    if (unclosed) shown.add('unclosed fence', () => ({ ...unclosed, file: source.file }));
    for (const problem of problems) shown.add('code-block', () => {
      const line = fenceLine === undefined ? undefined : fenceLine + (problem.codeLine ?? 0);
      const lineText = line === undefined ? undefined : lineAt(source.text, line);
      const offset = problem.at && lineText ? lineText.indexOf(problem.at) : problem.codeLine && lineText ? lineText.search(/\S/) : -1;
      return {
        severity: 'warning',
        code: 'code-block',
        message: `Code block: ${problem.message}`,
        file: source.file,
        line,
        column: offset >= 0 ? offset + 1 : node.position?.start.column,
        lineText,
        ...(offset >= 0 && problem.at ? { length: problem.at.length } : {}),
        hint: problem.hint,
      };
    });
  });
  return shown.diagnostics();
}
