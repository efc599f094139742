// Bounds what one page may cost to parse and render: a linear scan of the text before parsing, and
// of the tree after it. micromark matches emphasis delimiters and brackets by searching back through
// a paragraph's earlier ones and splicing its event list (quadratic in their number per paragraph:
// thousands of nested `*`/`_` runs stall a build), and walks every open container for each line
// (quadratic in how deep lines nest: `>` repeated on one line, a list indented deep). The stages
// after it recurse once per level (mdast-util-to-hast, hast-util-to-jsx-runtime, React): a few
// thousand levels overflow the stack. Within these limits a page's parse time stays in proportion
// to its size.
import type { Node, Parent } from 'unist';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { count, MAX_TABLE_CELLS, MAX_TABLE_COLUMNS } from './expansion-limits.ts';

/** Levels a page may nest: block quotes, list items, JSX elements, emphasis, in any mix. */
export const MAX_NESTING_DEPTH = 100;

/** Emphasis and strikethrough runs (`*`, `_`, `~` that may open or close) in one paragraph (this site's pages have a handful). */
export const MAX_EMPHASIS_RUNS = 100;

/** Opening brackets (links, images, footnotes) in one paragraph. */
export const MAX_BRACKETS = 1000;

/**
 * Lines of one paragraph continued without the block quote or list markers it started with ("lazy"
 * lines): for each, micromark searches back through the whole paragraph so far (quadratic: one
 * block quote's paragraph of 20,000 lazy lines, 40 KB, took 29 s to check).
 */
export const MAX_LAZY_LINES = 200;

/** Columns a line may be indented outside fenced code (a list nested 100 deep takes about 250). */
export const MAX_INDENT_COLUMNS = 400;

const FENCE = /^(`{3,}|~{3,})/;
/**
 * Lines inside container directives (`:::note` … `:::`), each counted once for each directive around
 * it. micromark reads a directive's content again for each directive around it: 30,000 short
 * paragraphs inside 60 nested admonitions (90 KB) took 56 s to parse, 3 s outside them, and 2,000
 * admonitions left open (16 KB) 40 s. A page of 10,000 lines inside three admonitions counts 30,000.
 */
export const MAX_DIRECTIVE_LINES = 50_000;

/** A container directive's opening fence (`:::note`) and its closing one (`:::`). */
const DIRECTIVE_OPEN = /^(:{3,})[A-Za-z]/;
const DIRECTIVE_CLOSE = /^(:{3,})[ \t]*\r?$/;
const TABLE_DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const HEADING = /^#{1,6}(\s|$)/;
/** A link reference or footnote definition's opening (`[label]: url`, `[^note]: text`). */
const DEFINITION = /^ {0,3}\[\^?[^\]]+\]:/;
const ORDERED_MARKER = /^\d{1,9}[.)]/;

interface Prefix {
  /** Block quote and list markers that open the line. */
  markers: number;
  /** How many of them are block quote markers. */
  quotes: number;
  /** Whether one of them starts a list item (which starts a new paragraph). */
  listItem: boolean;
  /** Where the line's own text starts. */
  rest: number;
  /** The column it starts at, a tab taking the line to the next multiple of 4 as in CommonMark. */
  restColumn: number;
  /** Columns of white space the line starts with. */
  indent: number;
}

/** The column at which the character at `at` stands. */
function columnAt(line: string, at: number): number {
  let column = 0;
  for (let i = 0; i < at; i++) column = line[i] === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}

function readPrefix(line: string): Prefix {
  let i = 0;
  let markers = 0;
  let quotes = 0;
  let listItem = false;
  let indent = 0;
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) indent += line[i++] === '\t' ? 4 : 1;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    const c = line[i];
    if (c === '>') {
      markers++;
      quotes++;
      i++;
      continue;
    }
    const ordered = c !== undefined && c >= '0' && c <= '9' ? ORDERED_MARKER.exec(line.slice(i, i + 10)) : null;
    const width = c === '-' || c === '*' || c === '+' ? 1 : ordered ? ordered[0].length : 0;
    const after = line[i + width];
    if (width > 0 && (after === ' ' || after === '\t' || after === undefined)) {
      markers++;
      listItem = true;
      i += width;
      continue;
    }
    return { markers, quotes, listItem, rest: i, restColumn: columnAt(line, i), indent };
  }
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

/** What on a line micromark must match (0-based positions): emphasis runs, brackets, JSX tags opened and closed. */
interface InlineMarks {
  emphasis: number[];
  brackets: number[];
  /** +1 for `<Tag …>`, -1 for `</Tag>`, with its position; `<Tag />` is neither. */
  tags: [number, number][];
}

const SPECIAL = /[\\`[<*_~{]/g;
const TAG = /^<(\/?)([A-Za-z][\w.:-]*)[^<>]*?(\/?)>/;
/**
 * HTML's void elements: written unclosed (`<img src="…">`, as HTML allows), each is an MDX error of
 * its own, which the parser names at its line. Counted as nesting, a hundred of them were reported as
 * elements nested too deep, far from the first one.
 */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/**
 * CommonMark's autolinks, `<https://…>` and `<name@host>`: MDX refuses them, each an error the parser
 * names at its line. Counted as elements opened, a page of a hundred was reported as elements nested
 * 100 levels deep, at the hundredth.
 */
const AUTOLINK = /^<(?:[A-Za-z][A-Za-z\d+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/;

function inlineMarks(line: string, from: number): InlineMarks {
  const emphasis: number[] = [];
  const brackets: number[] = [];
  const tags: [number, number][] = [];
  for (let i = from; ; i++) {
    // Jump to the next character that matters (most of a line is plain text).
    SPECIAL.lastIndex = i;
    const next = SPECIAL.exec(line);
    if (!next) break;
    i = next.index;
    const c = line[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '`') {
      // A code span: skip to the closing run of the same length, when the line has one.
      let run = 1;
      while (line[i + run] === '`') run++;
      const close = line.indexOf('`'.repeat(run), i + run);
      i = close === -1 ? i + run - 1 : close + run - 1;
      continue;
    }
    if (c === '[') {
      brackets.push(i);
      continue;
    }
    if (c === '{') {
      // An MDX comment ({/* … */}) is code, whose stars are no emphasis: sixty lines of them were
      // refused as a paragraph of more than a hundred emphasis marks. Skipped to its end on this line.
      if (line.startsWith('/*', i + 1)) {
        const close = line.indexOf('*/', i + 3);
        i = close === -1 ? line.length : close + 1;
      }
      continue;
    }
    if (c === '<') {
      const near = line.slice(i, i + 2000);
      const tag = AUTOLINK.test(near) ? null : TAG.exec(near);
      if (tag && !tag[3] && !VOID_ELEMENTS.has(tag[2].toLowerCase())) tags.push([i, tag[1] ? -1 : 1]);
      // A tag's attributes are no text: Arbitrum's table of 250 rows, each link with target="_blank",
      // was refused as a paragraph of more than a hundred emphasis marks.
      if (tag) i += tag[0].length - 1;
      continue;
    }
    if (c !== '*' && c !== '_' && c !== '~') continue;
    let end = i;
    while (line[end + 1] === c) end++;
    const before = line[i - 1];
    const after = line[end + 1];
    const intraword = c === '_' && isWordChar(before) && isWordChar(after);
    if (!intraword && !(isSpace(before) && isSpace(after))) emphasis.push(i);
    i = end;
  }
  return { emphasis, brackets, tags };
}

/** The cells of a table row as GFM splits it: at the pipes not escaped, a leading and a trailing one aside. */
function rowCells(row: string): number {
  let text = row.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  let cells = 1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '|') cells++;
  }
  return cells;
}

/**
 * Scans the text line by line (linear in its length) for what would make the parser slow or the
 * tree too deep; one diagnostic for the first place found, or none.
 */
export function checkMarkdownLimits(text: string, source: SourceFile): Diagnostic | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  let inTable = false;
  let emphasis = 0;
  let brackets = 0;
  let tagDepth = 0;
  /** The colons of each container directive open, innermost last. */
  const directives: number[] = [];
  let directiveLines = 0;
  /** The current paragraph's first line (null outside a paragraph), and its lines continued lazily. */
  let paragraph: Prefix | null = null;
  // Definitions leading a block (a page's list of footnotes or link references) are each parsed on
  // their own, not as one paragraph: 1,000 footnotes written one a line were refused as a paragraph of
  // 1,000 brackets. A definition cannot interrupt a paragraph, so only a run from the block's start counts.
  let definitionRun = false;
  let lazyLines = 0;
  /** The previous line's text after its prefix: a table's header row, when the line is its delimiter row. */
  let previousRest = '';
  /** The line of the current table's header row (null outside a table), and the cells the page's tables have written so far. */
  let tableLine: number | null = null;
  let tableCells = 0;
  for (let index = frontmatterLines(lines); index < lines.length; index++) {
    const before = previousRest;
    const line = lines[index];
    const lineNumber = index + 1;
    const prefix = readPrefix(line);
    const rest = line.slice(prefix.rest);
    previousRest = rest;
    const fenceMark = FENCE.exec(rest)?.[1];
    directiveLines += directives.length;
    if (directiveLines > MAX_DIRECTIVE_LINES)
      return limitDiagnostic(source, lineNumber, 1, `The lines inside admonitions or other ::: blocks, each counted once for each block around it, come to more than ${MAX_DIRECTIVE_LINES} here, which would make parsing very slow.`, 'nest fewer ::: blocks, or move long content out of them (into a page of its own); these limits keep every page fast to build (see README, Content).');
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (prefix.markers > MAX_NESTING_DEPTH)
      return limitDiagnostic(source, lineNumber, 1, `Line ${lineNumber} opens ${prefix.markers} block quotes or list items; a page may nest at most ${MAX_NESTING_DEPTH} levels.`);
    if (prefix.indent > MAX_INDENT_COLUMNS)
      return limitDiagnostic(source, lineNumber, 1, `Line ${lineNumber} is indented by ${prefix.indent} columns; at most ${MAX_INDENT_COLUMNS} are allowed outside fenced code.`);
    const directiveOpen = DIRECTIVE_OPEN.exec(rest)?.[1];
    const directiveClose = DIRECTIVE_CLOSE.exec(rest)?.[1];
    if (directiveOpen && directives.push(directiveOpen.length) > MAX_NESTING_DEPTH)
      return limitDiagnostic(source, lineNumber, prefix.rest + 1, `Admonitions or other ::: blocks nested more than ${MAX_NESTING_DEPTH} levels deep (or left open: each needs its closing :::).`);
    // It closes the innermost one when it has at least as many colons; otherwise it is its text.
    if (directiveClose && directives.length > 0 && directives[directives.length - 1] <= directiveClose.length) directives.pop();
    if (fenceMark) {
      fence = fenceMark;
      emphasis = brackets = 0;
      paragraph = null;
      tableLine = null;
      continue;
    }
    if (rest.trim() === '') {
      inTable = false;
      tableLine = null;
      emphasis = brackets = 0;
      paragraph = null;
      continue;
    }
    const definition = DEFINITION.test(rest);
    if (paragraph === null || prefix.listItem || prefix.markers > paragraph.markers) {
      paragraph = prefix;
      lazyLines = 0;
      definitionRun = definition;
    } else {
      definitionRun &&= definition;
      if (isLazyLine(prefix, paragraph) && ++lazyLines > MAX_LAZY_LINES)
        return limitDiagnostic(source, lineNumber, 1, `This paragraph goes on for more than ${MAX_LAZY_LINES} lines without the > or list marker it started with, which would make parsing it very slow; start its lines with its > or indent them under its list item.`);
    }
    if (TABLE_DELIMITER_ROW.test(rest.trim()) && rest.includes('-') && rest.includes('|')) {
      inTable = true;
      // Refused here, before parsing: GFM's table parse of a row of thousands of cells took seconds
      // (a 220 KB table of 5,000 columns, 15 s) before the tree's own check (expansion-limits.ts) refused it.
      const columns = rowCells(rest);
      if (columns > MAX_TABLE_COLUMNS && rowCells(before) === columns)
        return limitDiagnostic(source, lineNumber - 1, 1, `This table has ${columns} columns; a table may have at most ${MAX_TABLE_COLUMNS}.`, 'split it into narrower tables, or use a list.');
      if (rowCells(before) === columns) {
        tableLine = lineNumber - 1;
        tableCells += columns;
      }
    } else if (tableLine !== null) {
      // Its rows' cells as written (fewer than the tree's check counts, which pads short rows): parsing
      // them is what costs, a narrow header or not (2 columns over rows of 5,000 cells, 220 KB, took 10 s).
      tableCells += rowCells(rest);
      if (tableCells > MAX_TABLE_CELLS)
        return limitDiagnostic(
          source,
          tableLine,
          1,
          `This table brings the page's tables to more than ${count(MAX_TABLE_CELLS)} cells; a page may have at most ${count(MAX_TABLE_CELLS)}.`,
          'split the table across pages, or give short rows fewer columns by splitting the table.',
        );
    }
    // Each table row, list item and heading is matched on its own; a paragraph's lines together.
    const ownUnit = inTable || HEADING.test(rest);
    if (ownUnit || prefix.listItem || definitionRun) emphasis = brackets = 0;
    const marks = inlineMarks(line, prefix.rest);
    emphasis += marks.emphasis.length;
    if (emphasis > MAX_EMPHASIS_RUNS)
      return limitDiagnostic(source, lineNumber, marks.emphasis[0] + 1, `This paragraph has more than ${MAX_EMPHASIS_RUNS} emphasis marks (*, _, ~), which would make parsing it very slow.`);
    brackets += marks.brackets.length;
    if (brackets > MAX_BRACKETS)
      return limitDiagnostic(source, lineNumber, marks.brackets[0] + 1, `This paragraph has more than ${MAX_BRACKETS} brackets ([), which would make parsing it very slow.`);
    for (const [at, step] of marks.tags) {
      tagDepth = Math.max(0, tagDepth + step);
      if (tagDepth > MAX_NESTING_DEPTH)
        return limitDiagnostic(source, lineNumber, at + 1, `JSX elements nested more than ${MAX_NESTING_DEPTH} levels deep.`);
    }
    if (ownUnit) {
      emphasis = brackets = 0;
      paragraph = null;
    }
  }
  return undefined;
}

/**
 * Whether a line continues the paragraph begun by `first` lazily: without one of its block quotes'
 * `>`, or with fewer list markers and indented less than the first line's text (a list item's
 * paragraph continued by indentation is not lazy), in columns: `-\tItem` continued by `\tmore` is not.
 */
function isLazyLine(line: Prefix, first: Prefix): boolean {
  return line.quotes < first.quotes || (line.markers < first.markers && line.restColumn < first.restColumn);
}

/** Lines of the YAML frontmatter block at the top, which is not Markdown. */
function frontmatterLines(lines: string[]): number {
  if (lines[0]?.trimEnd() !== '---') return 0;
  const end = lines.findIndex((line, i) => i > 0 && line.trimEnd() === '---');
  return end === -1 ? 0 : end + 1;
}

/** Finds the first node nested deeper than MAX_NESTING_DEPTH, without recursion (the tree may be very deep). */
export function checkTreeDepth(tree: Node, source: SourceFile): Diagnostic | undefined {
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > MAX_NESTING_DEPTH) {
      const start = node.position?.start;
      return limitDiagnostic(source, start?.line, start?.column, `Content nested more than ${MAX_NESTING_DEPTH} levels deep (block quotes, lists, JSX elements, emphasis).`);
    }
    const children = (node as Parent).children;
    if (children) for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], depth + 1]);
  }
  return undefined;
}

/** For a stack overflow no limit foresaw: the page, not the build, fails. */
export const TOO_DEEP_MESSAGE = 'This page is nested too deeply to be processed (the stack ran out).';

export function tooDeepDiagnostic(source: SourceFile): Diagnostic {
  return limitDiagnostic(source, undefined, undefined, TOO_DEEP_MESSAGE);
}

function limitDiagnostic(source: SourceFile, line: number | undefined, column: number | undefined, message: string, hint = 'split the content into flatter pieces; these limits keep every page fast to build (see README, Content).'): Diagnostic {
  return {
    severity: 'error',
    code: 'content-limit',
    message,
    file: source.file,
    line,
    column,
    lineText: line ? lineAt(source.text, line) : undefined,
    hint,
  };
}
