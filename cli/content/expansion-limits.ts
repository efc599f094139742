// Bounds what a parsed page may grow into when rendered, before anything expands it (to-hast, React,
// the page's data, .md, search records). Two Markdown forms cost far more output than their source:
// a table's rows are padded to the header's width (a small table of many columns and many one-cell
// rows renders to thousands of times its size, and a little more runs V8 out of memory), and a
// reference definition is copied into every link that uses it (one long definition used often turns
// a small page into a huge one). Real content (this site, its tests' fixtures, the design notes, a
// generated corpus) has few columns and cells per table, short URLs, no titles, and a page's text is
// never more than its source: the limits sit far above it.
import type { Definition, Nodes, Root } from 'mdast';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { SourceFile } from './discover.ts';
import { includedAt } from './included-place.ts';
import { walk } from './walk.ts';

/** Columns of one table (real tables have a handful). */
export const MAX_TABLE_COLUMNS = 100;

/** Cells of all of a page's tables, counting the empty ones rows are padded with (real pages: a small fraction of it). */
export const MAX_TABLE_CELLS = 20_000;

/** Characters of a link's, image's or definition's URL (real ones are short; common servers refuse a request line past 8 KB anyway). */
export const MAX_URL_LENGTH = 8_000;

/** Characters of a link's, image's or definition's title; and of a page's title or sidebar label. */
export const MAX_TITLE_LENGTH = 1_000;

/** Characters of a page's description (its meta description, and what lists of pages say of it). */
export const MAX_DESCRIPTION_LENGTH = 5_000;

/** DocCardList and TOCInline elements of one page: each draws a whole list (real pages have one). */
export const MAX_GENERATED_LISTS = 10;

/** Characters of a doc's summary (its first paragraph, cut), which its tags' pages and the doc cards leading to it show. */
export const MAX_SUMMARY_LENGTH = 500;

/**
 * Tags of a whole site (the blog's, and the docs'): each one is a page, or several (about 10 KB of
 * HTML and data from a tag's few bytes in a front matter). At 1,000, a real blog of 1,500 tags that
 * Docusaurus builds was refused; 6,000 tags build in 5 s to 70 MB, in time and size linear in them.
 */
export const MAX_TAGS_PER_SITE = 10_000;

/**
 * Tags of one page. Each tag's page lists the page again (a blog post whole, without a truncate
 * marker): 500 tags on a 200 KB post wrote 325 MB. Real pages have a handful.
 */
export const MAX_TAGS_PER_PAGE = 100;

/** Authors of one post, each shown with it wherever it is listed (real posts: one to a few). */
export const MAX_AUTHORS_PER_POST = 50;

/** Characters of an author's name or title, shown with every post of theirs and in the feeds. */
export const MAX_AUTHOR_TEXT = 1_000;

/** Characters a page's text may render to: text, code, URLs and titles, a definition counted at every use (real pages: a small fraction of it). */
export const MAX_EXPANDED_TEXT = 2_000_000;

type Place = { position?: { start: { line: number; column: number } } };

/** A count as the limits' messages write it, with thousands separators ("2,000,000", as the tags' and partials' limits say): "2000000" is hard to read at a glance. */
export const count = (n: number): string => n.toLocaleString('en-US');

/** The first place where the page would render past a limit, or undefined. The tree's depth is already bounded (checkTreeDepth). */
export function checkExpansion(tree: Root, source: SourceFile): Diagnostic | undefined {
  return checkUrls(tree, source) ?? checkRendered(tree, source);
}

/** Every URL and title within its limit: a long definition is reported as itself, before its uses. */
function checkUrls(tree: Root, source: SourceFile): Diagnostic | undefined {
  let found: Diagnostic | undefined;
  walk<Nodes>(tree, (node) => {
    if (found) return Number.MAX_SAFE_INTEGER; // skips the rest of each level
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    if (node.url.length > MAX_URL_LENGTH)
      found = expansionDiagnostic(source, node, `This ${node.type}'s URL is ${count(node.url.length)} characters long; at most ${count(MAX_URL_LENGTH)} are allowed.`, 'link to a shorter address; put large data in a file under static/.');
    else if ((node.title ?? '').length > MAX_TITLE_LENGTH)
      found = expansionDiagnostic(source, node, `This ${node.type}'s title is ${count(node.title!.length)} characters long; at most ${count(MAX_TITLE_LENGTH)} are allowed.`, 'shorten the title; it is a tooltip, not content.');
  });
  return found;
}

/** Tables within their columns and cells, and the page's text, definitions counted at every use, within its limit. */
function checkRendered(tree: Root, source: SourceFile): Diagnostic | undefined {
  const definitions = new Map<string, Definition>();
  walk<Nodes>(tree, (node) => {
    // The first definition of a label wins, as in the renderer.
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  let found: Diagnostic | undefined;
  let cells = 0;
  let expanded = 0;
  const fail = (node: Place, message: string, hint: string) => {
    found = expansionDiagnostic(source, node, message, hint);
    return Number.MAX_SAFE_INTEGER;
  };
  walk<Nodes>(tree, (node) => {
    if (found) return Number.MAX_SAFE_INTEGER;
    if (node.type === 'table') {
      const columns = node.align?.length ?? 0;
      if (columns > MAX_TABLE_COLUMNS)
        return fail(node, `This table has ${columns} columns; a table may have at most ${MAX_TABLE_COLUMNS}.`, 'split it into narrower tables, or use a list.');
      cells += Math.max(columns, ...node.children.map((row) => row.children.length)) * node.children.length;
      if (cells > MAX_TABLE_CELLS)
        return fail(
          node,
          `This table brings the page's tables to ${count(cells)} cells (columns × rows, counting the empty cells short rows are padded with); a page may have at most ${count(MAX_TABLE_CELLS)}.`,
          'split the table across pages, or give short rows fewer columns by splitting the table.',
        );
    }
    // A definition renders nothing itself: its URL and title count at every use.
    if (node.type !== 'definition') expanded += ownLength(node, definitions);
    if (expanded > MAX_EXPANDED_TEXT)
      return fail(
        node,
        `This page's text would render to more than ${count(MAX_EXPANDED_TEXT)} characters (text, code, URLs and titles, a reference definition counted at every use).`,
        'split the page; if a long reference definition is used many times, shorten its URL and title.',
      );
  });
  return found;
}

/**
 * The page's text with its partials and the files it shows by raw-loader put in: each was held to
 * the limit alone (checkRendered), the whole is held to it too, or a page repeating a large include
 * renders to hundreds of MB. The place is the page's first block, an include or a <CodeBlock>, that
 * takes it past the limit (what an include brought has no place in this page's lines).
 */
export function checkIncludedText(tree: Root, source: SourceFile, readsValues = false): Diagnostic | undefined {
  const definitions = new Map<string, Definition>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });
  let expanded = 0;
  let place: Place | undefined;
  for (const block of tree.children) {
    const at = block.position ? block : includedAt.get(block);
    if (at) place = at;
    walk<Nodes>(block, (node) => {
      if (node.type !== 'definition') expanded += ownLength(node, definitions);
    });
    if (expanded > MAX_EXPANDED_TEXT) {
      return expansionDiagnostic(
        source,
        place ?? {},
        `This page's text, with the ${readsValues ? 'values it reads and the ' : ''}partials and files it includes, would render to more than ${count(MAX_EXPANDED_TEXT)} characters.`,
        `include less in one page (a large file once, a partial fewer times${readsValues ? ', a long value fewer times' : ''}), or split the page.`,
      );
    }
  }
  return undefined;
}

const DELIMITER_ROW = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/;
const FENCE = /^(`{3,}|~{3,})/;

/**
 * The table limits for a check, which parses without GFM tables (parse.ts): a table read from its
 * text, as a delimiter row under a header and the lines down to the next blank one. The render's
 * parse applies the same limits to the tree (checkRendered), exactly.
 */
export function checkTableText(text: string, source: SourceFile): Diagnostic | undefined {
  const lines = text.split('\n');
  let fence: string | undefined;
  let cells = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (i === 0 || !line.includes('|') || !line.includes('-') || !DELIMITER_ROW.test(line) || !lines[i - 1].includes('|')) continue;
    const header = { position: { start: { line: i, column: lines[i - 1].length - lines[i - 1].trimStart().length + 1 } } };
    const columns = line.replace(/^\|/, '').replace(/\|$/, '').split('|').length;
    if (columns > MAX_TABLE_COLUMNS)
      return expansionDiagnostic(source, header, `This table has ${columns} columns; a table may have at most ${MAX_TABLE_COLUMNS}.`, 'split it into narrower tables, or use a list.');
    let end = i + 1;
    while (end < lines.length && lines[end].trim() !== '') end++;
    cells += columns * (end - i); // the header and the rows below the delimiter
    if (cells > MAX_TABLE_CELLS)
      return expansionDiagnostic(
        source,
        header,
        `This table brings the page's tables to ${count(cells)} cells (columns × rows, counting the empty cells short rows are padded with); a page may have at most ${count(MAX_TABLE_CELLS)}.`,
        'split the table across pages, or give short rows fewer columns by splitting the table.',
      );
    i = end - 1;
  }
  return undefined;
}

/** Characters a node adds to the rendered page by itself (its children count on their own). */
function ownLength(node: Nodes, definitions: Map<string, Definition>): number {
  switch (node.type) {
    case 'link':
    case 'image':
      return node.url.length + (node.title?.length ?? 0);
    case 'linkReference':
    case 'imageReference': {
      const definition = definitions.get(node.identifier);
      return definition ? definition.url.length + (definition.title?.length ?? 0) : 0;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      // A prop written as {…} counts as its text: a data module's or the front matter's value put
      // there (bound-values.ts) is its JSON, which the page data repeats at every use.
      return node.attributes.reduce((sum, a) => sum + (typeof a.value === 'string' ? a.value.length : typeof a.value?.value === 'string' ? a.value.value.length : 0), 0);
    default:
      return 'value' in node && typeof node.value === 'string' ? node.value.length : 0;
  }
}

function expansionDiagnostic(source: SourceFile, node: Place, message: string, hint: string): Diagnostic {
  const start = node.position?.start;
  return {
    severity: 'error',
    code: 'content-limit',
    message,
    file: source.file,
    line: start?.line,
    column: start?.column,
    lineText: start ? lineAt(source.text, start.line) : undefined,
    hint: `${hint} These limits keep a page's output in proportion to its source (see README, Content).`,
  };
}
