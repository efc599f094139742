// unified (remark-parse + remark-mdx + frontmatter + GFM + directives) -> a checked, transformed Page.
import { escapeHeadingIdTail } from './heading-id-tail.ts';
import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified, type Plugin } from 'unified';
import type { Extension as FromMarkdownExtension, Transform } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { gfm } from 'micromark-extension-gfm';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gateGfm, withGateSource } from './gfm-gates.ts';
import { unbraceElements } from './braced-elements.ts';
import { rawHtmlToElements } from './raw-html.ts';
import { capDiagnostics } from '../diagnostic-cap.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { ImportableFiles, SourceFile } from './discover.ts';
import { MATH_HINT, MATH_MESSAGE, mathStartAt } from './math.ts';
import { typesetMath } from './math-render.ts';
import { githubAlertsToDirectives } from './github-alerts.ts';
import { mathFromMarkdown } from 'mdast-util-math';
import { math } from 'micromark-extension-math';
import { misplacedFrontmatter, readFrontmatter, type Frontmatter } from './frontmatter.ts';
import { checkMdxNodes } from './mdx-nodes.ts';
import { indentedCodeHint } from './indented-code.ts';
import { transformCodeLines } from './code-lines.ts';
import { excerptTree } from './blog-excerpt.ts';
import { isBlogFile } from './blog.ts';
import { blankHtmlComments, frontmatterLength } from './comments.ts';
import { unwrapMdxCodeBlocks } from './mdx-code-block.ts';
import { resolveLiteralExpressions } from './literal-expressions.ts';
import { mapProse } from './prose.ts';
import { bracketAdmonitionTitles, transformDirectives } from './directives.ts';
import { summaryPropsToChildren, unwrapComponentParagraphs, unwrapFragments, unwrapLinksInAnchors } from './unwrap-components.ts';
import { excerptOf as firstParagraphText } from './excerpt.ts';
import { collectMemberUses, markSiteComponents } from './site-component-use.ts';
import { applyPartialProps } from './partial-props.ts';
import { resolveLiteralAttributes } from './literal-attributes.ts';
import { applyThemeImports, type PartialIncludeNode } from './theme-imports.ts';
import { expandNpm2Yarn } from './npm2yarn.ts';
import { expandPartials, MAX_INCLUDES_PER_PAGE, type IncludeBudget } from './partials.ts';
import { partialTree } from './partial-trees.ts';
import { expandTocInline } from './toc-inline.ts';
import type { ParsedPage } from './page.ts';
import { replaceEmojiShortcodes } from './emoji.ts';
import { footnoteAnchors } from './footnote-anchors.ts';
import { collectHeadings } from './headings.ts';
import { collectFileRefs, resolveStaticAliases } from './file-refs.ts';
import { collectLinks } from './links.ts';
import { rewritePathnameLinks } from './pathname-links.ts';
import { extractPageHead } from './page-head.ts';
import { walk } from './walk.ts';
import { checkMarkdownLimits, checkTreeDepth, tooDeepDiagnostic } from './markdown-limits.ts';
import { frontMatterFormat, readsAsCommonMark } from './page-format.ts';
import { checkMarkdownUrls } from './url-check.ts';
import { applyFrontMatterValues, frontMatterReads, valuesPutIn } from './bound-values.ts';
import { checkExpansion, checkIncludedText, checkTableText, MAX_EXPANDED_TEXT, MAX_GENERATED_LISTS, MAX_SUMMARY_LENGTH, MAX_TITLE_LENGTH } from './expansion-limits.ts';
import { checkPageIds } from './page-ids.ts';
import { replaceBuildTimeComponents, type BuildTimeValues } from './build-time-components.ts';
import { CONTENT_HTML_ELEMENTS } from '../../runtime/shared/components.ts';

/** Text in which GFM could find an address written bare: `http://`, `https://`, `www.`, or an email's `@`. */
const MAY_HOLD_LITERAL_LINK = /https?:\/\/|www\.|@/i;

function mayHoldLiteralLink(tree: Root): boolean {
  let found = false;
  walk<Nodes>(tree, (node) => {
    if (found) return Number.MAX_SAFE_INTEGER; // skips the rest of each level
    if (node.type === 'text' && MAY_HOLD_LITERAL_LINK.test(node.value)) found = true;
  });
  return found;
}

/**
 * remark-gfm, except that GFM's search of every text node for bare addresses and emails (a
 * find-and-replace of four regular expressions over the whole tree, about a tenth of a page's parse)
 * runs only on a page where some text could hold one. The result is the same: those expressions all
 * need one of the strings MAY_HOLD_LITERAL_LINK looks for.
 */
const remarkGfmLiteralsWhenNeeded: Plugin<[], Root> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gateGfm(gfm()));
  const extensions = gfmFromMarkdown().map((extension: FromMarkdownExtension) =>
    extension.transforms && extension.enter && 'literalAutolink' in extension.enter
      ? { ...extension, transforms: extension.transforms.map((transform): Transform => (tree) => (mayHoldLiteralLink(tree) ? transform(tree) : undefined)) }
      : extension,
  );
  (data.fromMarkdownExtensions ??= []).push(extensions);
};

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfmLiteralsWhenNeeded).use(remarkDirective).freeze();

/**
 * What a check needs of GFM: footnotes, since a footnote definition would otherwise read as a link
 * definition, and tables, since a cell bounds its inline content where a paragraph does not: a code
 * span left open in one cell (`` `x \`y` ``, as a backslash does not escape a backtick in code) would
 * run on into the next row, hiding an `{expression}` there that the build refuses or exposing a `{`
 * of code the build reads as code (MikroORM's indexes.md). Tables are gated as in the build's parse.
 * Strikethrough and task lists hold the same links and headings when read as plain text, and
 * autolink literals (bare `www.` / `https://` addresses) always point at another site, which is never
 * checked; leaving them out saves part of what GFM costs the parse (but for a page where one holds a
 * brace, hasLiteralLinkWithBrace).
 */
const gfmForCheck: Plugin<[], Root> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmFootnote(), gateGfm(gfmTable()));
  (data.fromMarkdownExtensions ??= []).push(gfmFootnoteFromMarkdown(), gfmTableFromMarkdown());
};

const checkProcessor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(gfmForCheck).use(remarkDirective).freeze();

/** remark-math's parsing (`$…$`, `$$…$$`), for a site that asks for math (math-render.ts typesets it). */
const remarkMathSyntax: Plugin<[], Root> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(math());
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown());
};

/** The processors of a site with math: made on first use, as few sites have any. */
let mathProcessors: { render: typeof processor; check: typeof checkProcessor } | null = null;

/**
 * CommonMark's (markdown.format 'md', or a .md file under 'detect'): the same pipeline without MDX, so
 * that `{line, column}` and `a < b` are text and HTML is raw HTML (raw-html.ts). Made on first use.
 */
let markdownProcessors: { plain: typeof processor; math: typeof processor } | null = null;

function markdownProcessor(math: boolean): typeof processor {
  markdownProcessors ??= {
    plain: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmLiteralsWhenNeeded).use(remarkDirective).freeze() as unknown as typeof processor,
    math: unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfmLiteralsWhenNeeded).use(remarkDirective).use(remarkMathSyntax).freeze() as unknown as typeof processor,
  };
  return math ? markdownProcessors.math : markdownProcessors.plain;
}


/**
 * A bare address with a brace in it (`http://localhost:3000/api?q={"where":…}`, Zenstack's blog):
 * GFM reads the brace as part of the link, where the check's parse, without autolink literals, read
 * an expression there and failed a page the build takes. Such a page is checked with the build's parse.
 */
function hasLiteralLinkWithBrace(text: string): boolean {
  // From each brace back to the start of the run of text it ends, each run read once: one pattern
  // from each address start to its brace read a run of "www.www.…" (160 KB, no space) again from each
  // start, and took 24 s; matching every run of the page (each word) cost a page's parse 2%.
  for (let brace = text.indexOf('{'); brace !== -1; brace = text.indexOf('{', brace + 1)) {
    let start = brace;
    while (start > 0 && !RUN_END.test(text[start - 1])) start--;
    if (start < brace && /https?:\/\/|www\./i.test(text.slice(start, brace))) return true;
  }
  return false;
}

/** What ends a run of text an address may be in. */
const RUN_END = /[\s<>{}]/;

function processorFor(options: ParsePageOptions, values: BuildTimeValues, text: string): typeof processor {
  const forCheck = options.forCheck === true && !hasLiteralLinkWithBrace(text);
  if (!values.math) return forCheck ? checkProcessor : processor;
  // A frozen processor called makes an unfrozen copy of it, to which math is added.
  mathProcessors ??= { render: processor().use(remarkMathSyntax).freeze(), check: checkProcessor().use(remarkMathSyntax).freeze() };
  return forCheck ? mathProcessors.check : mathProcessors.render;
}

/**
 * `{#custom-id}` at the end of a heading is not a JS expression: escape it so MDX keeps it as text.
 * Docusaurus's newer spelling, an MDX comment whose first word is the id (`## Title {/* #custom-id *\/}`, spaces
 * inside the braces allowed),
 * becomes the same. An id is any characters but braces, as Docusaurus reads one (`{#v1.2}`, Babel's
 * `{#stage-0:-class-properties}`). Fenced code is left as written (a page explaining ids shows them).
 * A `{#id}` with only its `{` escaped (`## Title \{#id}`, as Pomerium writes 24 pages) is the same id:
 * a lone `}` is text in MDX, so Docusaurus reads the heading as `Title {#id}`.
 * Any other `{#` on a line that starts with one to six `#` is text too, as Docusaurus's
 * escapeMarkdownHeadingIds makes it (`## Title {#}`, `## {#x} Title`, `## Open {#x`, `#tag {#x}`):
 * headings.ts then reads an id only where one ends the heading.
 */
export function escapeHeadingIds(text: string): string {
  if (!text.includes('{')) return text;
  return mapProse(text, (prose) =>
    prose
      // Each heading line as a whole (`.*` stops at a line break, as the id's forms do), read from its end.
      .replace(/^#{1,6}[ \t].*$/gm, escapeHeadingIdTail)
      .replace(/^#{1,6}(?!#).*\{#.*$/gm, escapeHashBraces),
  );
}

/**
 * Every `{#` of a heading line not yet escaped and not in inline code gets its `\`. Docusaurus escapes
 * only the first, so a second is an expression error there; here each is text (as in a .md page), and
 * inline code keeps its text as written (Docusaurus's escape shows a `\` in `` `{#id}` ``).
 */
function escapeHashBraces(line: string): string {
  let out = '';
  // Run lengths with no closing run left on the line: a line of many unclosed runs is read once, not once each.
  const unclosed = new Set<number>();
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '`') {
      let ticks = 1;
      while (line[i + ticks] === '`') ticks++;
      // A code span runs to the next run of as many backticks; without one, the backticks are text.
      let end: RegExpExecArray | null = null;
      if (!unclosed.has(ticks)) {
        const close = new RegExp(`(?<!\`)\`{${ticks}}(?!\`)`, 'g');
        close.lastIndex = i + ticks;
        end = close.exec(line);
        if (!end) unclosed.add(ticks);
      }
      const to = end ? end.index + ticks : i + ticks;
      out += line.slice(i, to);
      i = to - 1;
    } else if (line[i] === '\\') {
      out += line.slice(i, i + 2); // an escaped character stays as it is
      i++;
    } else out += line.startsWith('{#', i) ? '\\{' : line[i];
  }
  return out;
}

/**
 * Docusaurus's id in an HTML comment at the end of a heading of a Markdown page (`## Title <!-- #id -->`):
 * made the `{#id}` it means before comments are blanked, which would take it away with the comment.
 */
export function headingCommentIds(text: string): string {
  if (!text.includes('<!--')) return text;
  // The heading's spaces before the comment are left out after the match: matched as `.*?[ \t]*<!--`,
  // a run of spaces was read again from each of its places (a 100 KB heading line: 18 s).
  return mapProse(text, (prose) =>
    prose.replace(/^(#{1,6}[ \t])(.*?)<!--[ \t]*#([^\s{}]+)[ \t]*-->[ \t]*$/gm, (_, start: string, title: string, id: string) => `${start}${withoutTrailingBlanks(title)} {#${id}}`),
  );
}

/** The text without the spaces and tabs that end it (a loop: `[ \t]+$` is tried from each space of a run). */
function withoutTrailingBlanks(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  return text.slice(0, end);
}

export interface ParsePageOptions {
  /** Parsing for checks only (no render): GFM is cut down to what changes links and anchors. */
  forCheck?: boolean;
  /** The Markdown files a page may import, by content path (partials; pages too). */
  files?: ImportableFiles;
}

/** While a partial is parsed for a page: the files including it, and what the page may still include. */
interface Including {
  stack: string[];
  budget: IncludeBudget;
  /** The page's element that includes this partial (its props). */
  include?: PartialIncludeNode;
}

/**
 * The text the parser reads: the source with Docusaurus's readings made MDX's (mdx-code-block fences
 * opened, HTML comments blanked, {#id} escaped, admonition titles bracketed). The front matter is left
 * as it is: its lines are values, not Markdown (a fence or a comment in one hid the body, or the
 * front matter itself). The tree's offsets point into this text: whatever reads the source by them
 * (the page's Markdown copy) reads this one.
 */
/** `text` cut to `max` characters at a word, with "…" when cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.lastIndexOf(' ', max);
  // Never half of a letter outside the BMP (an emoji), which would be written as a U+FFFD.
  return `${text.slice(0, end > max / 2 ? end : max).replace(/[\uD800-\uDBFF]$/, '')}…`;
}

/** At most MAX_GENERATED_LISTS DocCardList and TOCInline elements a page: each draws a whole list (2,000 of them wrote a 415 MB page). The rest are left out, and reported. */
function limitGeneratedLists(tree: Root, source: SourceFile): { diagnostics: Diagnostic[]; docCards: boolean } {
  let count = 0;
  let docCards = false;
  let first: { line?: number } | undefined;
  walk<Nodes>(tree, (node, index, parent) => {
    const type = (node as { type: string }).type;
    if (type !== 'docCardList' && type !== 'tocInline') return;
    count++;
    if (type === 'docCardList' && count <= MAX_GENERATED_LISTS) docCards = true;
    if (count <= MAX_GENERATED_LISTS || !parent || index === undefined) return;
    first ??= node.position?.start;
    parent.children.splice(index, 1);
    return index;
  });
  if (count <= MAX_GENERATED_LISTS) return { diagnostics: [], docCards };
  return { docCards, diagnostics: [{ severity: 'error', code: 'content-limit', message: `This page has ${count} <DocCardList /> and <TOCInline /> elements; a page may have at most ${MAX_GENERATED_LISTS}.`, file: source.file, ...(first?.line ? { line: first.line, column: 1, lineText: lineAt(source.text, first.line) } : {}), hint: 'each draws a whole list: keep one where the reader needs it.' }] };
}

function holdsDocCardList(tree: Root): boolean {
  let found = false;
  walk<Nodes>(tree, (node) => {
    if ((node as { type: string }).type === 'docCardList') found = true;
  });
  return found;
}

export function textToParse(text: string): string {
  const start = frontmatterLength(text);
  return text.slice(0, start) + bracketAdmonitionTitles(escapeHeadingIds(blankHtmlComments(headingCommentIds(unwrapMdxCodeBlocks(text.slice(start))))));
}

export function parsePage(source: SourceFile, values: BuildTimeValues, options: ParsePageOptions = {}): ParsedPage {
  try {
    return parseWithinLimits(source, values, options, { stack: [], budget: { left: MAX_INCLUDES_PER_PAGE, textLeft: MAX_EXPANDED_TEXT } });
  } catch (error) {
    // Every limit of markdown-limits.ts held and still the stack ran out: the page fails, not the build.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return failedPage(source, [tooDeepDiagnostic(source)]);
    // A bug of ours on one file must not hide what every other file has to say: this file fails,
    // named, and the build goes on to report the rest.
    return failedPage(source, [internalDiagnostic(source, error)]);
  }
}

function internalDiagnostic(source: SourceFile, error: unknown): Diagnostic {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    severity: 'error',
    code: 'internal',
    message: `internal error: devcenter failed on this file (${reason}). This is a bug of devcenter, not of the file.`,
    file: source.file,
    hint: 'please report it with this file; the other files were checked all the same.',
  };
}

/** The file's name without extension: the title of a page with neither frontmatter title nor h1. */
function fileTitle(source: SourceFile): string {
  return source.contentPath.replace(/\.mdx?$/, '').split('/').pop() ?? '';
}

/**
 * A page's diagnostics, twenty of each kind (severity and code), the rest counted: one mistake
 * repeated along one long line (12,500 `<Foo />` on a 100 KB line) made as many diagnostics, each
 * carrying that line, and handing them over and reporting them took 7 s and 1.4 GB.
 */
function capped(diagnostics: Diagnostic[]): Diagnostic[] {
  const cap = capDiagnostics();
  for (const diagnostic of diagnostics) cap.add(`${diagnostic.severity} ${diagnostic.code}`, () => diagnostic);
  return cap.diagnostics();
}

/** A page that could not be parsed: no content, only what went wrong. */
export function failedPage(source: SourceFile, diagnostics: Diagnostic[]): ParsedPage {
  // Its frontmatter still gives it its id and address, so the sidebars and links that name it find it.
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source.text);
  const frontmatter = yaml ? readFrontmatter(yaml[1], 2, source.file, source.text).frontmatter : {};
  return { source, frontmatter, tree: { type: 'root', children: [] }, title: fileTitle(source), hasOwnH1: false, headings: [], links: [], anchors: [], diagnostics, includes: [], fileRefs: [] };
}

function parseWithinLimits(source: SourceFile, values: BuildTimeValues, options: ParsePageOptions, including: Including): ParsedPage {
  const diagnostics: Diagnostic[] = [];
  const overLimit = checkMarkdownLimits(source.text, source);
  if (overLimit) return failedPage(source, [overLimit]);
  // Opened and never closed, the front matter is the whole file to Docusaurus (gray-matter): its
  // `draft: true` would be published as text here. It is an error, as the YAML error it is there.
  if (/^---[ \t]*\r?\n/.test(source.text) && frontmatterLength(source.text) === 0) {
    return failedPage(source, [
      { severity: 'error', code: 'frontmatter', message: 'The front matter opened on line 1 never closes.', file: source.file, line: 1, column: 1, lineText: lineAt(source.text, 1), length: 3, hint: 'end it with a line of --- (a page that starts with a horizontal rule: put a line of text before it).' },
    ]);
  }
  let parsedText = textToParse(source.text);
  // Docusaurus's getFormat (mdx/format.ts): the page's front matter mdx.format, then the site's.
  const pageFormat = frontMatterFormat(source);
  if (pageFormat.problem) return failedPage(source, [pageFormat.problem]);
  const markdown = readsAsCommonMark(source, values.markdownFormat, pageFormat.format);
  // Outside the try: what fails in choosing the parser is ours, not the file's syntax.
  const parser = markdown ? markdownProcessor(values.math === true) : processorFor(options, values, parsedText);
  let tree: Root;
  try {
    // A partial is parsed once for all the pages that include it (partial-trees.ts).
    const parse = (text: string): Root => {
      const once = () => withGateSource(text, () => parser.parse(text) as Root);
      return including.include ? partialTree(parser, text, once) : once();
    };
    tree = parse(parsedText);
    // An element written in braces is the element: read again with its braces blanked.
    const unbraced = markdown ? parsedText : unbraceElements(parsedText, tree);
    if (unbraced !== parsedText) {
      parsedText = unbraced;
      tree = parse(parsedText);
    }
  } catch (error) {
    if (error instanceof RangeError && /call stack/i.test(error.message)) throw error;
    return failedPage(source, [syntaxDiagnostic(error, source)]);
  }
  const tooDeep = checkTreeDepth(tree, source);
  if (tooDeep) return failedPage(source, [tooDeep]);
  // Its raw HTML becomes the elements MDX would have made, checked below as those are (checkMdxNodes),
  // and counted by the depth check as they nest.
  if (markdown) {
    const complete = rawHtmlToElements(tree, parsedText);
    const tooDeepElements = checkTreeDepth(tree, source);
    if (tooDeepElements || !complete) return failedPage(source, [tooDeepElements ?? tooDeepDiagnostic(source)]);
  }
  // Before anything copies a definition into its links or pads a table's rows (to-hast, render).
  const tooBig = checkExpansion(tree, source) ?? (options.forCheck ? checkTableText(source.text, source) : undefined);
  if (tooBig) return failedPage(source, [tooBig]);
  if (values.math) diagnostics.push(...typesetMath(tree, source));

  let frontmatter: Frontmatter = {};
  const yamlNode = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  // `{frontMatter.key}` reads the page's own front matter (cheap first: few pages do).
  const readsFrontMatter = source.text.includes('frontMatter');
  let frontMatterData: Record<string, unknown> = {};
  let customFrontMatter: Record<string, unknown> | undefined;
  if (yamlNode) {
    const forComponents = Object.keys(values.siteComponents ?? {}).length > 0;
    const read = readFrontmatter(yamlNode.value, (yamlNode.position?.start.line ?? 1) + 1, source.file, source.text, readsFrontMatter ? frontMatterReads(tree) : undefined, forComponents);
    frontmatter = read.frontmatter;
    frontMatterData = read.data;
    customFrontMatter = read.custom;
    diagnostics.push(...read.diagnostics);
    tree.children.shift();
  } else {
    const misplaced = misplacedFrontmatter(source.text, source.file);
    if (misplaced) diagnostics.push(misplaced);
  }
  // Its values, before anything takes those reads for code; with its constants' and data modules'
  // (applyThemeImports), within one budget.
  const putIn = valuesPutIn();
  if (readsFrontMatter) diagnostics.push(...applyFrontMatterValues(tree, frontMatterData, source, putIn));

  resolveLiteralExpressions(tree);
  // A partial reads what the page gives it (`{props.name}`) before anything takes that for code.
  if (including.include) diagnostics.push(...applyPartialProps(tree, including.include.props, source, including.include.name, including.include.computedProps, including.budget));
  // Theme imports are read (never run) before the check, which then knows the elements they name.
  const files = options.files ?? new Map<string, SourceFile>();
  // The files whose text the page shows (raw-loader), and those its failed imports name: inputs of
  // the page, as its partials are.
  const rawIncludes = new Set<string>();
  diagnostics.push(...applyThemeImports(tree, source, files, values.siteComponents, rawIncludes, putIn, values.themeComponents, values.metaPreset));
  const generatedLists = limitGeneratedLists(tree, source);
  diagnostics.push(...generatedLists.diagnostics);
  // After the imports, which turn some components into HTML elements (an imported .svg into an <img>).
  resolveLiteralAttributes(tree, values.siteComponents);
  summaryPropsToChildren(tree);
  unwrapFragments(tree);
  unwrapLinksInAnchors(tree);
  const { head, diagnostics: headDiagnostics } = extractPageHead(tree, source);
  diagnostics.push(...headDiagnostics, ...checkMdxNodes(tree, source, values.siteComponents), ...checkMarkdownUrls(tree, source));
  markSiteComponents(tree, values.siteComponents);
  // Before the directives: each alert becomes the admonition directive the plugin would write.
  if (values.githubAlerts) githubAlertsToDirectives(tree);
  diagnostics.push(...transformDirectives(tree, parsedText, source, values.admonitions));
  // Before the line options: each tab's block is a code block like any other.
  expandNpm2Yarn(tree);
  diagnostics.push(...transformCodeLines(tree, source));
  unwrapComponentParagraphs(tree);
  replaceBuildTimeComponents(tree, values);
  const included = expandPartials(tree, source, files, including.stack, including.budget, (partial, stack, include) =>
    parseWithinLimits(partial, values, options, { stack, budget: including.budget, include }),
  );
  diagnostics.push(...included.diagnostics);
  // A DocCardList a partial holds is the page's: its render needs the cards' descriptions, which are
  // then inputs of the page (render-context.ts, page-reuse.ts).
  const docCards = generatedLists.docCards || (included.includes.length > 0 && holdsDocCardList(tree));
  const includes = rawIncludes.size > 0 ? [...new Set([...included.includes, ...rawIncludes])] : included.includes;
  // Its includes still count: the page is parsed again when one of them shrinks. So do the values
  // of its front matter it reads ({frontMatter.x}), put in where it reads them: checked before they
  // were, a 1 MB page reading a long value a few hundred times rendered to hundreds of MB. So do its
  // own constants' values ({name} of an `export const name = …`), which include no file: a 400 KB
  // page reading one 1,000 times was an "internal error: Invalid string length" at 1.3 GB.
  const readsAnyValue = readsFrontMatter || putIn.read;
  const tooBigWhole = includes.length > 0 || readsAnyValue ? checkIncludedText(tree, source, readsAnyValue) : undefined;
  if (tooBigWhole) return { ...failedPage(source, capped([...diagnostics, tooBigWhole])), includes };
  const { headings, jsxIds, anchorNames } = collectHeadings(tree, source, diagnostics);
  if (!options.forCheck) replaceEmojiShortcodes(tree, parsedText, headings);
  diagnostics.push(...checkPageIds(headings, jsxIds, source));
  expandTocInline(tree, headings, values.tocLevels);
  resolveStaticAliases(tree, source.contentPath);
  const links = collectLinks(tree);
  rewritePathnameLinks(tree);
  const fileRefs = collectFileRefs(tree, source.contentPath);
  const memberUses = values.siteComponents ? collectMemberUses(tree, source, values.siteComponents) : [];
  // Docusaurus's two readings of a page's h1: its metadata title is an h1 the content starts with
  // (after imports); the page renders no title of its own when its first heading is an h1 with no
  // thematic break before it, whatever text comes first (contentTitle).
  const firstBlock = tree.children.find((n) => n.type !== 'mdxjsEsm');
  const startsWithH1 = firstBlock?.type === 'heading' && firstBlock.depth === 1;
  const firstHeadingOrBreak = tree.children.find((n) => n.type === 'heading' || n.type === 'thematicBreak');
  const title = frontmatter.title ?? (startsWithH1 ? headings.find((h) => h.depth === 1)?.text : undefined) ?? fileTitle(source);
  // Listed wherever the page is (sidebars, the blog's sidebar on every blog page, tags' pages, feeds):
  // a front matter title is held to this in frontmatter.ts, an h1's here.
  if (title.length > MAX_TITLE_LENGTH && frontmatter.title === undefined) {
    const h1 = headings.find((h) => h.depth === 1);
    diagnostics.push({ severity: 'error', code: 'content-limit', message: `This page's title (its first heading) has ${title.length} characters; a title may have at most ${MAX_TITLE_LENGTH}.`, file: source.file, ...(h1?.line ? { line: h1.line, column: 1, lineText: lineAt(source.text, h1.line) } : {}), hint: 'give the page a shorter title: `title: …` in its front matter, or a shorter first heading.' });
  }
  let hasOwnH1 = firstHeadingOrBreak?.type === 'heading' && firstHeadingOrBreak.depth === 1;
  let shownHeadings = headings;
  // Docusaurus's blog takes a post's content title (that h1) out of its content (removeContentTitle)
  // and shows the post's title above the content instead, on the post's page and in the list of
  // posts: EventMesh's posts, each starting `# Title`, showed their title twice in the list, and a
  // post with a front matter title showed its h1 in its place. The h1 gets no id there either.
  if (hasOwnH1 && firstHeadingOrBreak && isBlogFile(source.contentPath)) {
    const line = firstHeadingOrBreak.position?.start.line;
    tree.children.splice(tree.children.indexOf(firstHeadingOrBreak), 1);
    const removed = headings.findIndex((h) => h.depth === 1 && h.line === line);
    if (removed >= 0) shownHeadings = headings.filter((_, i) => i !== removed);
    hasOwnH1 = false;
  }
  return {
    source,
    frontmatter,
    ...(customFrontMatter ? { customFrontMatter } : {}),
    tree,
    title,
    hasOwnH1,
    headings: shownHeadings,
    links,
    anchors: [...shownHeadings.map((h) => h.id), ...jsxIds.map((j) => j.id), ...anchorNames, ...footnoteAnchors(tree)],
    diagnostics: capped(diagnostics),
    includes,
    fileRefs,
    ...(head ? { head } : {}),
    ...(memberUses.length > 0 ? { memberUses } : {}),
    // Kept with the page (the list of posts renders it): only a blog post's, only up to its marker.
    ...(isBlogFile(source.contentPath) && !options.forCheck ? excerptOf(tree, source.text) : {}),
    // What a doc's tags' pages and the doc cards leading to it say of it when its front matter gives no description.
    ...(frontmatter.description === undefined && source.contentPath.startsWith('docs/') ? { summary: cut(firstParagraphText(tree), MAX_SUMMARY_LENGTH) } : {}),
    ...(docCards ? { docCards: true as const } : {}),
  };
}

function excerptOf(tree: Root, text: string): { excerpt: { tree: Root; truncated: boolean } } {
  return { excerpt: excerptTree(tree, text) };
}

interface MessageLike {
  reason?: string;
  message?: string;
  line?: number | null;
  column?: number | null;
  place?: { line: number; column: number } | { start: { line: number; column: number } } | null;
  cause?: unknown;
}

/** What acorn found wrong in an import or export MDX could not read (`Identifier 'A' has already been declared`), its place taken off: the diagnostic has it. */
function esmCause(m: MessageLike): string | undefined {
  if (!/import\/exports/.test(m.reason ?? '')) return undefined;
  const cause = (m.cause as { message?: unknown } | undefined)?.message;
  return typeof cause === 'string' ? cause.replace(/ \(\d+:\d+\)$/, '') : undefined;
}

/**
 * What acorn found wrong in an expression MDX could not read, its place taken off: micromark's reason
 * alone, "Could not parse expression with acorn", told the author nothing, while acorn's says what and
 * how to write it (Detox's `> react-native start` inside `{props.debug && <div>…</div>}`: "Unexpected
 * token `>`. Did you mean `&gt;` or `{">"}`?").
 */
function acornCause(m: MessageLike & { ruleId?: unknown }): string | undefined {
  if (m.ruleId !== 'acorn' && !/^Could not parse expression with acorn/.test(m.reason ?? '')) return undefined;
  const cause = (m.cause as { message?: unknown } | undefined)?.message;
  return typeof cause === 'string' ? cause.replace(/ \(\d+:\d+\)$/, '') : undefined;
}

/**
 * The hint for a character JSX text may not hold, in an element inside an expression: MDX 1
 * (Docusaurus 2) read the Markdown in `{cond && <div>…</div>}` as Markdown; MDX 3 reads it as JSX, where
 * a quote's `>` or a `}` is a syntax error. The "{" hint ("write \{") pointed at nothing on the line.
 */
function jsxTextHint(cause: string | undefined): string | undefined {
  const token = cause && /^Unexpected token `([>}])`\. Did you mean/.exec(cause)?.[1];
  if (!token) return undefined;
  return `this line is text of a JSX element inside a {…} expression that starts above it, which MDX reads as JSX, not Markdown (MDX 1, of Docusaurus 2, read it as Markdown): write ${token === '>' ? '&gt;' : '&#125;'} or {"${token}"} for the "${token}", or take the Markdown out of the expression (a component that shows its children when it should).`;
}

function syntaxDiagnostic(error: unknown, source: SourceFile): Diagnostic {
  const m = (error ?? {}) as MessageLike;
  const reason = m.reason ?? m.message ?? String(error);
  // mdast-util-mdx-jsx gives no place for an unclosed tag, only "(3:1-3:7)" in its reason: the opening tag.
  // Left open in a paragraph ("… before the end of `paragraph`"), its place is the paragraph's start:
  // the tag is the author's mistake, so it is where the error points.
  const inReason = /\((\d+):(\d+)-(\d+):(\d+)\)/.exec(reason);
  const atTag = inReason !== null && (m.line == null || /^Expected a closing tag for/.test(reason));
  // An expression MDX cannot read inside a quote or a list item (RocketMQ's `>{"status":200,…}`) fails
  // at the next line the container does not continue, often blank: the "{" that opened it is the place.
  const brace = m.line != null && LAZY_EXPRESSION.test(reason) ? openingBraceAbove(source.text, m.line) : undefined;
  // One left open in a paragraph (`Broken {oops`) fails where the paragraph ends, which the caret
  // marked: the "{" that opened it, the author's likely mistake, is the place (README: "a stray `{`
  // in text is reported with its position").
  const unclosed = !brace && m.line != null && m.column != null && UNCLOSED_EXPRESSION.test(reason) ? openingBraceAbove(source.text, m.line, m.column) : undefined;
  const line = atTag ? Number(inReason[1]) : (brace?.line ?? unclosed?.line ?? m.line ?? undefined);
  const column = atTag ? Number(inReason[2]) : (brace?.column ?? unclosed?.column ?? m.column ?? undefined);
  // The marked span: the tag's from the reason, else the place's (`</i>` where `</b>` was expected), on one line.
  const place = m.place && 'start' in m.place ? (m.place as { start: { line: number; column: number }; end?: { line: number; column: number } }) : undefined;
  const span = atTag ? { from: [Number(inReason[1]), Number(inReason[2])], to: [Number(inReason[3]), Number(inReason[4])] } : place?.end ? { from: [place.start.line, place.start.column], to: [place.end.line, place.end.column] } : undefined;
  const length = span && span.from[0] === span.to[0] ? span.to[1] - span.from[1] : undefined;
  // `$x^{2}$` read without remark-math: braces MDX cannot parse, inside a formula.
  const math = line && column && /expression|acorn/i.test(reason) && mathStartAt(source.text, line, column) !== undefined;
  if (math) return { severity: 'error', code: 'mdx', message: MATH_MESSAGE, file: source.file, line, column, lineText: lineAt(source.text, line), hint: MATH_HINT };
  const lineText = line ? lineAt(source.text, line) : undefined;
  const cause = esmCause(m) ?? acornCause(m);
  return {
    severity: 'error',
    code: 'mdx',
    message: `Could not parse MDX: ${reason}${cause ? ` (${cause})` : ''}`,
    file: source.file,
    line,
    column,
    lineText,
    length,
    hint: (m as { hint?: string }).hint ?? (brace ? BRACE_IN_CONTAINER_HINT : undefined) ?? jsxTextHint(cause) ?? (cause && DEEP_EXPRESSION.test(cause) ? DEEP_EXPRESSION_HINT : undefined) ?? (lineText && column ? autolinkHint(lineText, column) : undefined) ?? (line ? indentedCodeHint(source.text, line) : undefined) ?? syntaxHint(reason, lineText, column),
  };
}

/** acorn's own guard against recursing past the stack: brackets or parentheses nested thousands deep, not a stray "{". */
const DEEP_EXPRESSION = /Not enough stack space/i;
const DEEP_EXPRESSION_HINT = 'this JavaScript nests brackets, braces or parentheses too deeply for the parser to read: write it flatter (a value from a data file of the site, or one a component builds, rather than a literal thousands of levels deep).';

const BRACE_IN_CONTAINER_HINT = 'this "{" starts a JS expression in MDX, which it could not read and ran on past the quote or list item it is in: write \\{ for a literal "{", or put the text in `code` (or a ``` block).';

/** micromark's error for an expression that runs on past the quote or list item it started in. */
const LAZY_EXPRESSION = /^Unexpected lazy line in expression in container/;

/** micromark's error for an expression still open where its paragraph ends ("end of file": the paragraph's text is read on its own). */
const UNCLOSED_EXPRESSION = /^Unexpected end of file in expression, expected a corresponding closing brace for `\{`/;

/**
 * The "{" that opened the expression MDX read on to `line`: the last one outside braces (and outside
 * `code`, and not written \{) in the lines of text just above it, or, given `column`, the one still
 * open in those lines and `line` itself up to that column. Undefined when there is none.
 */
function openingBraceAbove(text: string, line: number, column?: number): { line: number; column: number } | undefined {
  const last = column === undefined ? line - 2 : line - 1;
  if (last < 0) return undefined;
  const lines = text.split('\n', last + 1);
  if (column !== undefined && lines[last] !== undefined) lines[last] = lines[last].slice(0, column - 1);
  let first = last;
  while (first > 0 && lines[first - 1].trim() !== '') first--;
  let found: { line: number; column: number } | undefined;
  let depth = 0;
  for (let l = first; l <= last; l++) {
    let inCode = false;
    for (let c = 0; c < lines[l].length; c++) {
      const ch = lines[l][c];
      if (ch === '\\') c++;
      else if (ch === '`') inCode = !inCode;
      else if (inCode) continue;
      else if (ch === '{' && depth++ === 0) found = { line: l + 1, column: c + 1 };
      else if (ch === '}' && depth > 0) depth--;
    }
  }
  // Up to an error's own column, the brace must still be open there: a closed `{a}` is not the one.
  return column === undefined || depth > 0 ? found : undefined;
}

/** An address in angle brackets (`<https://x.dev/a>`, `<team@x.dev>`): a link in CommonMark, a JSX tag MDX cannot read. */
const AUTOLINK = /<((?:[a-z][a-z\d+.-]*:[^\s<>]*)|(?:[^\s<>@/]+@[^\s<>]+))>/gi;

/** The hint for an MDX error inside an autolink of the line (Detox's `<https://java.com/…>`, written for MDX 1). */
function autolinkHint(lineText: string, column: number): string | undefined {
  for (const match of lineText.matchAll(AUTOLINK)) {
    if (column - 1 < match.index || column - 1 >= match.index + match[0].length) continue;
    const address = match[1];
    const href = address.includes('@') && !address.includes(':') ? `mailto:${address}` : address;
    return `<${address}> is a link in CommonMark, but a JSX tag in MDX: write [${address}](${href}), or the address alone (GFM links it).`;
  }
  return undefined;
}

/** Where in a JSX tag micromark stopped reading it (`<ui schema file/dir path>` at `d`, after "file/"). */
const IN_TAG = /\b(?:before|in|after) (?:local |member )?(?:attribute )?(?:name|value)\b|after self-closing slash/;

function syntaxHint(reason: string, lineText?: string, column?: number): string | undefined {
  // A closing tag inside a list item or quote whose opening tag is outside it: MDX 1 (Docusaurus 2)
  // read Socket.IO's `  </TabItem>`, indented after a list, as ending the tab; MDX 3 reads the
  // indented line as more of the list item's text, and fails.
  const across = /^Expected the closing tag `(<\/[^`]*>)` either after the end of `(\w+)` \(\d+:\d+\) or another opening tag after the start of `\w+` \((\d+):\d+\)/.exec(reason);
  if (across) {
    const [, tag, container, line] = across;
    if (container === 'listItem')
      return `this ${tag} is indented under the list item before it (from line ${line}), so MDX reads it as part of that item, while its opening tag is outside the list: start ${tag} at the beginning of its line, after a blank line.`;
    if (container === 'blockquote')
      return `this ${tag} is inside the quote before it (from line ${line}), while its opening tag is outside it: put ${tag} on a line of its own after the quote, after a blank line.`;
    return `this ${tag} is inside the ${container} that starts at line ${line}, while its opening tag is before it: put ${tag} on a line of its own, after a blank line.`;
  }
  // A closing tag with no element open (OpenDAL's pages end with a stray `</content>`): HTML a
  // CommonMark reader passes through, a tag MDX must match with an opening one.
  if (/^Unexpected closing slash `\/` in tag, expected an open tag first/.test(reason)) {
    const closing = lineText && column ? /^<\/([^\s<>]*)>?/.exec(lineText.slice(Math.max(0, column - 2)))?.[1] : undefined;
    const tag = closing ? `</${closing.slice(0, 40)}>` : 'this closing tag';
    return `${tag} closes no element: nothing before it opened one, and MDX reads every tag as JSX. Remove it, or write \\< (or &lt;) for a literal "<".`;
  }
  const unclosedVoid = /closing tag for `<(img|br|hr|input|source|col|wbr|area|embed|track)>`/i.exec(reason);
  if (unclosedVoid) return `in MDX every element is closed, even HTML's empty ones: write <${unclosedVoid[1]} … />.`;
  // `Hello <world>`: a lower-case name no HTML has is text that meant a "<", not an element left open.
  const unclosed = /closing tag for `<([^>`\s]+)>`/i.exec(reason)?.[1];
  if (unclosed && /^[a-z]/.test(unclosed) && !CONTENT_HTML_ELEMENTS.has(unclosed))
    return `a "<" in text starts a JSX tag in MDX: write \\< or &lt; for a literal "<" (or close the element: <${unclosed}>…</${unclosed}>).`;
  if (/expected a closing tag|end of file.*tag|Expected a closing tag/i.test(reason))
    return 'close the JSX element (<Tag>…</Tag> or <Tag />).';
  if (/before name, expected a character that can start a name|Unexpected character .* before name/i.test(reason))
    return 'a "<" in text starts a JSX tag in MDX: write \\< or &lt; for a literal "<".';
  // Any other place in a tag: name the "<" that opened it, on the line, when it is there.
  if (IN_TAG.test(reason)) {
    const opened = lineText && column ? /<[^\s<>]*(?=[^<]*$)/.exec(lineText.slice(0, column - 1))?.[0] : undefined;
    const tag = opened ? `the "${opened.slice(0, 40)}" before it` : 'a "<" in text';
    return `${tag} starts a JSX tag in MDX, which it cannot read: write \\< or &lt; for a literal "<"; in an element, an attribute is name="value" or name={…}.`;
  }
  if (/import\/exports/.test(reason))
    return 'in MDX a line that starts with "import" or "export" is JavaScript, read until a blank line: correct it, or reword a line of text so that it starts otherwise.';
  if (/expression|acorn|Could not parse expression/i.test(reason))
    return 'a "{" in text starts a JS expression in MDX: write \\{ for a literal "{", or put the text in `code`.';
  return undefined;
}
