// A highlighted code block's tokens in page data, compactly: a code block is half of a docs page's
// content data, and each token was a whole element, `["span",{"className":"token punctuation"},"."]`
// (44 bytes for one character). In a block's `code` element the build lists the classes of its
// class-only spans once (TOKEN_CLASSES) and writes each such span as `[index, ...children]`; the
// runtime turns them back into the same spans before they go through the content policy as any
// element does, so the server's HTML and the browser's tree are what they were.
import type { PageElement, PageNode } from './types.ts';

/** The prop of a `code` element listing its token classes. Not an HTML attribute: the content policy never lets it reach the page. */
export const TOKEN_CLASSES = 'tokenClasses';

/** A token span in compact form: its class's index in TOKEN_CLASSES, then its children. */
type CompactToken = [classIndex: number, ...children: CompactNode[]];
type CompactNode = PageNode | CompactToken;

/** Far deeper than a highlighter nests tokens; a tampered data file stops here instead of overflowing the stack. */
const MAX_TOKEN_DEPTH = 100;

/** A span carrying only a class (what a highlighter writes) is a token. */
function isTokenSpan(node: PageNode): node is PageElement {
  if (typeof node === 'string' || node[0] !== 'span' || node[1] === null) return false;
  const keys = Object.keys(node[1]);
  return keys.length === 1 && keys[0] === 'className' && typeof node[1].className === 'string';
}

/**
 * The children of a node of page data, a compact token's too (`[index, ...children]`): what reads a
 * content tree for its text or the components it names must see what is inside a token.
 */
export function childNodes(node: PageNode): PageNode[] {
  if (typeof node === 'string' || !Array.isArray(node)) return [];
  return (typeof (node as unknown[])[0] === 'number' ? node.slice(1) : node.slice(2)) as PageNode[];
}

/** Build side: a `code` element with its token spans in compact form (unchanged when it has none). */
export function compactCodeTokens(code: PageElement): PageElement {
  const classes: string[] = [];
  const indexOf = new Map<string, number>();
  const compact = (node: PageNode): CompactNode => {
    if (typeof node === 'string') return node;
    // A `code` inside (an author's <pre><code> in another) keeps its own tokens and classes: the
    // runtime expands each `code` with its own list, and does not look into a nested one.
    if (node[0] === 'code') return node;
    const children = node.slice(2) as PageNode[];
    if (!isTokenSpan(node)) return [node[0], node[1], ...(children.map(compact) as PageNode[])];
    const className = node[1]!.className as string;
    let index = indexOf.get(className);
    if (index === undefined) {
      index = classes.push(className) - 1;
      indexOf.set(className, index);
    }
    return [index, ...children.map(compact)];
  };
  const [type, props, ...children] = code;
  const compacted = children.map(compact);
  if (classes.length === 0) return code;
  return [type, { ...props, [TOKEN_CLASSES]: classes }, ...(compacted as PageNode[])];
}

/**
 * Runtime side: a `code` element's children with its compact tokens as spans again. Anything else
 * a tampered file puts there (an index out of range, a class that is not text) is left out.
 */
export function expandCodeTokens(rawProps: unknown, children: PageNode[]): PageNode[] {
  const classes = rawProps && typeof rawProps === 'object' ? (rawProps as Record<string, unknown>)[TOKEN_CLASSES] : undefined;
  if (!Array.isArray(classes)) return children;
  const expand = (node: unknown, depth: number): PageNode | null => {
    if (typeof node === 'string') return node;
    if (!Array.isArray(node) || depth > MAX_TOKEN_DEPTH) return null;
    const [head, ...rest] = node as unknown[];
    if (typeof head === 'number') {
      const className: unknown = classes[head];
      if (typeof className !== 'string') return null;
      return ['span', { className }, ...expandAll(rest, depth + 1)];
    }
    if (typeof head !== 'string') return null;
    // A nested `code` is expanded with its own classes when it is drawn (compaction left it whole).
    if (head === 'code') return node as PageNode;
    const [props, ...inner] = rest;
    return [head, (props ?? null) as PageElement[1], ...expandAll(inner, depth + 1)];
  };
  const expandAll = (nodes: unknown[], depth: number): PageNode[] => nodes.map((n) => expand(n, depth)).filter((n): n is PageNode => n !== null);
  return expandAll(children, 0);
}
