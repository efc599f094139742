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
import type { SourceFile } from './discover.ts';

/** An id written as a JSX attribute, where it is written. */
export interface JsxId {
  id: string;
  line: number;
  column: number;
  /** Characters the attribute spans, for the caret. */
  length: number;
}

export interface PageHeading {
  depth: number;
  text: string;
  id: string;
  line: number;
  column: number;
}

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export function collectHeadings(
  tree: Root,
  source: SourceFile,
  diagnostics: Diagnostic[],
): { headings: PageHeading[]; jsxIds: JsxId[] } {
  const slugger = new GithubSlugger();
  const headings: PageHeading[] = [];
  const jsxIds: JsxId[] = [];
  const seen = new Map<string, { line: number; column: number }>();
  walk<Nodes>(tree, (node) => {
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // `ID=` and `Id=` are the id as much as `id=` (jsx-attributes.ts); each one written is checked.
      for (const id of jsxAttributes(node as MdxJsxFlowElement | MdxJsxTextElement, 'id')) {
        if (typeof id.value !== 'string') continue;
        const start = (id.position ?? node.position)?.start;
        const end = (id.position ?? node.position)?.end;
        jsxIds.push({ id: id.value, line: start?.line ?? 0, column: start?.column ?? 0, length: start && end && end.line === start.line ? end.column - start.column : 1 });
      }
      return;
    }
    if (node.type !== 'heading') return;
    const heading = node as Heading;
    const explicit = takeExplicitId(heading);
    const text = toString(heading).trim();
    const id = explicit ?? slugger.slug(text);
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
    heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
    headings.push({ depth: heading.depth, text, id, line, column });
  });
  return { headings, jsxIds };
}

/** Removes a trailing `{#id}` from the heading's last text and returns the id. */
function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children[heading.children.length - 1];
  if (!last || last.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}
