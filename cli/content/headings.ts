// Gives every heading an id (explicit {#id} or a GitHub-style slug) and collects them for the TOC and anchors.
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { Nodes } from 'mdast';
import { walk } from './walk.ts';
import { jsxAttributes } from './jsx-attributes.ts';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import { headingIdFor, isReservedName } from '../../runtime/shared/reserved-names.ts';
import type { IncludedPlace } from './included-place.ts';
import type { SourceFile } from './discover.ts';

/** An id written as a JSX attribute, where it is written. */
export interface JsxId {
  id: string;
  line: number;
  column: number;
  /** Characters the attribute spans, for the caret. */
  length: number;
  /** Written in a partial the page includes: that file, and the text of the element's line there. */
  file?: string;
  lineText?: string;
}

export interface PageHeading {
  depth: number;
  text: string;
  /** Where `text` holds inline code, as start and end pairs (the table of contents shows it as code). */
  code?: number[];
  id: string;
  line: number;
  column: number;
}

/**
 * `{#id}` as the parser leaves it at the end of a heading: any characters but braces (escapeHeadingIds),
 * the spaces after it left out by takeExplicitId. Written so no run of spaces is read again from each of
 * its places: `\s*\{#` tried at every space of a run, and a lazy id before `\s*\}`, read the rest of
 * the run each time, and a heading of 100,000 spaces took seconds. The match is the same.
 */
const EXPLICIT_ID = /(?<!\s)\s*\{#([^{}\s][^{}]*)\}\s*$/;

export function collectHeadings(
  tree: Root,
  source: SourceFile,
  diagnostics: Diagnostic[],
): { headings: PageHeading[]; jsxIds: JsxId[]; anchorNames: string[] } {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  const jsxIds: JsxId[] = [];
  const anchorNames: string[] = [];
  const seen = new Map<string, { line: number; column: number }>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // `<a name="legacy">` is where a browser goes for #legacy when no element has that id (the
      // runtime's router too): a link to it is no broken anchor. A name the runtime owns is not drawn.
      if (node.name === 'a') for (const name of jsxAttributes(node as MdxJsxFlowElement | MdxJsxTextElement, 'name')) if (typeof name.value === 'string' && !isReservedName(name.value)) anchorNames.push(name.value);
      // `ID=` and `Id=` are the id as much as `id=` (jsx-attributes.ts); each one written is checked.
      for (const id of jsxAttributes(node as MdxJsxFlowElement | MdxJsxTextElement, 'id')) {
        if (typeof id.value !== 'string') continue;
        const included = (node.data as { includedFrom?: IncludedPlace } | undefined)?.includedFrom;
        if (included) {
          jsxIds.push({ id: id.value, line: included.line, column: included.column, length: included.length, file: included.file, lineText: included.lineText });
          continue;
        }
        const start = (id.position ?? node.position)?.start;
        const end = (id.position ?? node.position)?.end;
        jsxIds.push({ id: id.value, line: start?.line ?? 0, column: start?.column ?? 0, length: start && end && end.line === start.line ? end.column - start.column : 1 });
      }
      return;
    }
    if (node.type !== 'heading') return;
    const heading = node as Heading;
    // A partial's heading has had its `{#id}` taken when the partial was parsed on its own, before
    // it was put into the page, which reads its headings again: the id is kept in its data, else the
    // page slugged its text (Arbitrum's glossary partial: `### Cross-chain message {#crosschain-message}`
    // became #cross-chain-message, and its links to #crosschain-message were broken).
    const explicit = takeExplicitId(heading) ?? (heading.data as ExplicitIdData | undefined)?.explicitId;
    const written = toString(heading);
    const text = written.trim();
    const code = codeSpans(heading, written.length - written.trimStart().length, text);
    // A heading's own words may slug to a name the runtime reserves ("## Process", "## Navigation":
    // globals it tests for): its id takes a prefix no slug can have instead of failing the build, and
    // the slug stays taken, so a second "## Process" is #process-1 as in Docusaurus. An id the author
    // writes ({#process}) is still refused (page-ids.ts).
    // Docusaurus slugs the text as toString gives it: an element at either end leaves the space beside
    // it there (Testing Library's `## <a name="x"/> selectOptions()` is #-selectoptions, `## New <a id="old"></a>`
    // #new-), which Markdown trims from a heading's text otherwise.
    const slugText = [heading.children[0], heading.children.at(-1)].some((child) => child?.type === 'mdxJsxTextElement') ? written : text;
    let id = explicit ?? headingIdFor(slugger.slug(slugText));
    // The slugger writes lower case, so it does not know an id the author wrote as a reserved slug's
    // ({#Section-process}): the heading then takes its next slug (#process-1), as a second one does.
    while (explicit === undefined && seen.has(id)) id = headingIdFor(slugger.slug(slugText));
    if (explicit) slugger.slug(explicit); // keep later slugs unique against explicit ids too
    const line = heading.position?.start.line ?? 0;
    const column = heading.position?.start.column ?? 0;
    if (seen.has(id) && explicit) {
      diagnostics.push({
        severity: 'warning',
        code: 'duplicate-anchor',
        message: `Heading id "${id}" is already used on this page.`,
        file: source.file,
        line,
        column,
        lineText: lineAt(source.text, line),
        notes: [{ message: `the first heading with the id "${id}"`, file: source.file, ...seen.get(id) }],
      });
    }
    seen.set(id, { line, column });
    heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id }, ...(explicit ? { explicitId: explicit } : {}) } as Heading['data'];
    headings.push({ depth: heading.depth, text, ...(code ? { code } : {}), id, line, column });
  });
  return { headings, jsxIds, anchorNames };
}

/**
 * The inline code of a heading as offsets into its text (`text`, read by toString and trimmed by
 * `leading` characters), or undefined when it has none. Walks the heading as toString does: a node's
 * value, an image's alt, else its children.
 */
function codeSpans(heading: Heading, leading: number, text: string): number[] | undefined {
  const spans: number[] = [];
  let offset = -leading;
  const visit = (node: Nodes): void => {
    if ('value' in node && typeof node.value === 'string') {
      if (node.type === 'inlineCode') {
        const start = Math.max(0, offset);
        const end = Math.min(text.length, offset + node.value.length);
        if (end > start) spans.push(start, end);
      }
      offset += node.value.length;
    } else if (node.type === 'image') offset += (node.alt ?? '').length;
    else if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  for (const child of heading.children) visit(child);
  return spans.length > 0 ? spans : undefined;
}

/** Where a heading keeps the `{#id}` taken from its text. */
interface ExplicitIdData {
  explicitId?: string;
}

/** Removes a trailing `{#id}` from the heading's last text and returns the id. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1].trimEnd();
}
