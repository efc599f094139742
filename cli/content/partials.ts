// <X /> where X is imported from a Markdown file of content/ (a partial, `_name.mdx`): the partial's
// content, parsed like a page of its own (so its problems are named in its own file), takes the
// element's place at build time. A partial may import partials; one that leads back to itself, or a
// page that would grow past the limits below (a partial included in a loop of includes multiplies),
// is an error.
import path from 'node:path';
import type { Nodes, Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Diagnostic } from '../diagnostics.ts';
import { lineAt } from '../diagnostics.ts';
import type { ImportableFiles, SourceFile } from './discover.ts';
import type { ParsedPage } from './page.ts';
import type { PartialIncludeNode } from './theme-imports.ts';
import { FILE_PROPS, isFileRef } from './file-refs.ts';
import { reactPropName } from './jsx-attributes.ts';
import { walk } from './walk.ts';
import { includedAt, keepWrittenAddress, type IncludedPlace } from './included-place.ts';
import { isBareMarkdownLink } from './resolve-link.ts';

/** How deep partials may include partials. */
export const MAX_INCLUDE_DEPTH = 8;
/** How many partials one page may include in all, nested includes counted. */
export const MAX_INCLUDES_PER_PAGE = 200;

/** Parses a partial for inclusion; `stack` holds the files including it, outermost first. */
export type ParseInclude = (partial: SourceFile, stack: string[], include: PartialIncludeNode) => ParsedPage;

export interface IncludeBudget {
  left: number;
  /**
   * Characters the page's partials may still make of their props by templates, `+` and joins
   * (partial-props.ts): each such text is a new string, built before the page's size is checked.
   */
  textLeft: number;
}

const isInclude = (node: Nodes) => (node as { type: string }).type === 'partialInclude';
const isBlank = (node: Nodes) => node.type === 'text' && node.value.trim() === '';

export function expandPartials(tree: Root, source: SourceFile, files: ImportableFiles, stack: string[], budget: IncludeBudget, parseInclude: ParseInclude): { diagnostics: Diagnostic[]; includes: string[] } {
  const diagnostics: Diagnostic[] = [];
  const includes = new Set<string>();
  const problem = (node: PartialIncludeNode, message: string, hint: string) => {
    const start = node.position?.start;
    diagnostics.push({ severity: 'error', code: 'mdx', message, file: source.file, line: start?.line, column: start?.column, lineText: start ? lineAt(source.text, start.line) : undefined, hint });
  };
  const contentOf = (include: PartialIncludeNode): RootContent[] => {
    const chain = [...stack, source.contentPath];
    if (chain.includes(include.contentPath)) {
      problem(include, `<${include.name} /> includes ${include.contentPath}, which is already being included: ${[...chain, include.contentPath].join(' → ')}.`, 'a partial cannot include itself, directly or through another partial.');
      return [];
    }
    if (chain.length > MAX_INCLUDE_DEPTH || --budget.left < 0) {
      problem(include, `<${include.name} /> goes past what a page may include (${MAX_INCLUDE_DEPTH} partials deep, ${MAX_INCLUDES_PER_PAGE} in all).`, 'include fewer partials, or fewer partials within partials.');
      return [];
    }
    const parsed = parseInclude(files.get(include.contentPath)!, chain, include);
    diagnostics.push(...parsed.diagnostics);
    includes.add(include.contentPath);
    for (const nested of parsed.includes) includes.add(nested);
    // Its positions are lines of another file: nothing may take them for this page's. Its links to
    // files are written from where it is: they are made to say the same from where the page is.
    const partial = files.get(include.contentPath)!;
    for (const child of parsed.tree.children) {
      keepLinkPlaces(child as Nodes, partial);
      stripPositions(child);
      relinkFrom(child as Nodes, include.contentPath, source.contentPath);
    }
    if (parsed.tree.children[0]) includedAt.set(parsed.tree.children[0], include);
    return parsed.tree.children;
  };
  walk<Nodes>(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    // Written on a line of its own, MDX may have put it in a paragraph: the content takes the paragraph's place.
    const alone = node.type === 'paragraph' && node.children.some(isInclude) && node.children.every((child) => isInclude(child) || isBlank(child));
    if (!alone && !isInclude(node)) return;
    const include = (alone ? (node as { children: Nodes[] }).children.find(isInclude) : node) as unknown as PartialIncludeNode;
    if (!alone && parent.type === 'paragraph') {
      // What else the line holds, said: Arbitrum's `<ArbitrumContractAddresses />;` has a stray `;`
      // that "write it on a line of its own" did not point at.
      const beside = parent.children.filter((child) => child !== node).map((child) => toString(child)).join(' ').replace(/\s+/g, ' ').trim();
      const shown = beside.length > 40 ? `${beside.slice(0, 40)}…` : beside;
      problem(
        include,
        `<${include.name} /> stands inside a line of text; a partial's content is made of blocks.`,
        `write <${include.name} /> on a line of its own${shown ? `, without the text beside it ("${shown}"): move that text to a line of its own, or remove it if it is a slip` : ''}.`,
      );
      parent.children.splice(index, 1);
      return index;
    }
    const content = contentOf(include);
    parent.children.splice(index, 1, ...(content as never[]));
    return index + content.length;
  });
  return { diagnostics, includes: [...includes] };
}

/**
 * A relative link to a file (Markdown or not), written in `from`, said from `to`'s folder. A bare
 * `x.md` stays as written and keeps the file it is written in (`linkFrom`): it is looked for beside
 * that file, then from the docs folder, as Docusaurus looks for it from the partial.
 */
function relinkFrom(node: Nodes, from: string, to: string): void {
  const moved = (url: string): string => {
    if (!isFileRef(url) && !/^\.{0,2}\/?[^:?#]*\.mdx?(?:[?#].*)?$/i.test(url)) return url;
    if (/^(\/|@site\/|[a-z][a-z0-9+.-]*:)/i.test(url)) return url;
    const [pathPart, rest] = [url.replace(/[?#].*$/, ''), url.slice(url.replace(/[?#].*$/, '').length)];
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), pathPart));
    const relative = path.posix.relative(path.posix.dirname(to), target);
    return (relative.startsWith('.') ? relative : `./${relative}`) + rest;
  };
  /** The holder's address said from `to`, the address as written kept for its problems. */
  const move = (holder: { data?: unknown }, url: string): string => {
    const said = moved(url);
    if (said !== url) keepWrittenAddress(holder, url);
    return said;
  };
  walk<Nodes>(node, (child) => {
    if ((child.type === 'link' || child.type === 'definition') && isBareMarkdownLink(child.url)) {
      if (!(child.data as { linkFrom?: string } | undefined)?.linkFrom) child.data = { ...child.data, linkFrom: from } as never;
    } else if (child.type === 'link' || child.type === 'definition' || child.type === 'image') child.url = move(child, child.url);
    else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement')
      for (const a of child.attributes) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' && FILE_PROPS.includes(reactPropName(a.name))) a.value = move(a, a.value);
  });
}

/** Links, images and elements keep where the partial writes them (already kept for one nested deeper), for their problems. */
function keepLinkPlaces(node: Nodes, partial: SourceFile): void {
  walk<Nodes>(node, (child) => {
    const isLink = child.type === 'link' || child.type === 'definition' || child.type === 'image' || child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
    const start = child.position?.start;
    const end = child.position?.end;
    if (!isLink || !start || (child.data as { includedFrom?: unknown } | undefined)?.includedFrom) return;
    const place: IncludedPlace = { file: partial.file, line: start.line, column: start.column, length: end && end.line === start.line ? end.column - start.column : 1, lineText: lineAt(partial.text, start.line) ?? "" };
    child.data = { ...child.data, includedFrom: place } as never;
  });
}

/** A partial's nodes leave their positions behind (they are the partial's lines, not the page's), JSX
 * attributes' included: a problem found in them is reported where keepLinkPlaces kept, or without a line. */
function stripPositions(node: { position?: unknown; children?: unknown[]; attributes?: unknown }): void {
  delete node.position;
  // A JSX element's attributes (a directive's attributes are a plain record, without positions).
  if (Array.isArray(node.attributes)) for (const attribute of node.attributes as { position?: unknown }[]) delete attribute.position;
  if (node.children) for (const child of node.children) stripPositions(child as { position?: unknown; children?: unknown[] });
}

/** The partials a page may import, by content path. */
export function partialMap(partials: readonly SourceFile[]): ReadonlyMap<string, SourceFile> {
  return new Map(partials.map((partial) => [partial.contentPath, partial]));
}
